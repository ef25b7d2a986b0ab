/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/CodeBlock/Container/index.js). What changed: no inline
 * `--prism-color` and `--prism-background-color` of the current mode's Prism
 * theme. Why: the server renders the light theme's values inline, which
 * would win over the stylesheet that sets them for both modes
 * (../../prism/theme-css.ts, `prismThemeCss`); without them the server's markup
 * is right in either mode and needs no repaint.
 */
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {containerStyles as styles} from '../../../seams/code-block';

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
