/**
 * The theme's CodeBlock without its remount after hydration. The original
 * keys each block on `useIsBrowser()` so that React builds it again once the
 * page is live, to repaint the inline colours of the server's (light) Prism
 * theme in the reader's mode. Here the colours are in CSS for both modes
 * (../../prism/theme-css.ts) and the markup is the same in both, so the
 * block is hydrated once and kept: a page with 84 code blocks no longer
 * tokenises and builds each of them twice while it starts (README).
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  // Plain strings only from here on.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
