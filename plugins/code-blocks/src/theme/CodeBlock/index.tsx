/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/index.js).
 * What changed: the block is no longer keyed on `useIsBrowser()`. Why: the
 * original makes React build every block again once the page is live, to
 * repaint the inline colours of the server's (light) Prism theme in the
 * reader's mode. Here the colours are in CSS for both modes
 * (../prism/theme-css.ts, `prismThemeCss`) and the markup is the same in both,
 * so each block is hydrated once and kept instead of being tokenised and
 * built twice while the page starts. A wrapper cannot drop the key, hence
 * the ejection.
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
