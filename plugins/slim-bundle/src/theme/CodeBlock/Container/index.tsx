/**
 * The theme's code block container without the inline `--prism-color` and
 * `--prism-background-color` of the current mode's Prism theme: the site's
 * stylesheet sets them for both modes (../../../prism/theme-css.ts), so the
 * server's markup is right in either mode and needs no repaint.
 */
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic props are beyond TypeScript here, as in the original.
  const As = as as ElementType;
  return (
    <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />
  );
}
