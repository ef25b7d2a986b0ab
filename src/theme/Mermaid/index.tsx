/**
 * Wraps the theme's Mermaid diagram. The theme loads the mermaid library
 * (about 160 KB gzip) as soon as a page with a diagram renders; this wrapper
 * waits until the diagram comes near the viewport, so a page whose diagrams
 * are further down does not download mermaid on its first load. Until then
 * the diagram's source is shown in a reserved box, which is also what
 * readers without JavaScript get.
 */
import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the viewport a diagram starts loading. */
const LOAD_MARGIN = '600px';

export default function MermaidWrapper(props: Props): JSX.Element {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || visible) return undefined;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      {rootMargin: `${LOAD_MARGIN} 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) {
    return <Mermaid {...props} />;
  }
  return (
    <div ref={placeholder} className={`mermaid-placeholder ${styles.placeholder}`} role="img" aria-label="Diagram (loading)">
      <pre className={styles.source}>{props.value}</pre>
    </div>
  );
}
