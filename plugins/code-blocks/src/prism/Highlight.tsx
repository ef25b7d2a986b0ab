/**
 * The render-prop component the theme's CodeBlock uses, with the same
 * contract as prism-react-renderer's: it tokenises `code`, and hands the
 * lines plus two prop getters to its child function. Unlike
 * prism-react-renderer it puts no colours in the markup: they come from the
 * stylesheet ./theme-css.ts makes of the site's Prism themes, so the markup is
 * the same in both colour modes. `theme` is accepted and not read.
 *
 * It tokenises with the `prism` it is given; without one (in the browser,
 * before Prism has loaded: ./index.browser.tsx) it renders plain lines.
 */
import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type Prism from 'prismjs';
import type {PrismTheme} from './theme-css';
import {toLines, type Token} from './tokens';

export type {PrismTheme, Token};

/** What Highlight uses of Prism. */
export type PrismLike = Pick<typeof Prism, 'languages' | 'hooks' | 'tokenize'>;

type LinePropsInput = {line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown};
type TokenPropsInput = {token: Token; className?: string; style?: CSSProperties; [key: string]: unknown};

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties | undefined;
  getLineProps: (input: LinePropsInput) => Record<string, unknown> & {className: string; style?: CSSProperties};
  getTokenProps: (
    input: TokenPropsInput,
  ) => Record<string, unknown> & {className: string; children: string; style?: CSSProperties};
};

export type HighlightProps = {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: PrismLike;
  children: (props: RenderProps) => ReactNode;
};

/**
 * prism-react-renderer keeps an empty token (an empty line) from collapsing
 * with `display: inline-block`, except on a single non-plain type.
 */
function spacer({types, empty}: Token): CSSProperties | undefined {
  if (empty === undefined) return undefined;
  return types.length === 1 && types[0] !== 'plain' ? undefined : {display: 'inline-block'};
}

export function Highlight({code, language: rawLanguage, prism, children}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const grammar = prism?.languages[language];
  const tokens = useMemo(() => {
    if (!prism || !grammar) return toLines([code]);
    const env = {code, grammar, language, tokens: [] as Array<string | Prism.Token>};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return toLines(env.tokens);
  }, [prism, code, grammar, language]);

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: undefined,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const own = spacer(token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...own, ...style} : own,
      };
    },
  });
}
