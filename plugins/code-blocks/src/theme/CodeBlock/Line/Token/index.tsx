/**
 * Wraps the theme's token (a `<span>` per token, made to be swizzled): the
 * text outside any Prism token (type `plain`, about a third of the tokens of
 * an API page) is written as bare text. Why: such a span carries no colour
 * (../../../../prism/theme-css.ts writes no rule for `plain`; the block's own
 * colour applies) and nothing else styles it, so it only added an element to
 * the page for the browser to style and lay out. An empty line's token keeps
 * its span, which holds the line's height (`display: inline-block`).
 */
import React, {type ReactNode} from 'react';
import Token from '@theme-init/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken(props: Props): ReactNode {
  const {className, style, children} = props;
  if (className === 'token plain' && style === undefined && typeof children === 'string' && children !== '') {
    return children;
  }
  return <Token {...props} />;
}
