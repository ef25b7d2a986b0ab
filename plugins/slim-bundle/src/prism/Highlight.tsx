/**
 * The render-prop component the theme's CodeBlock uses, with the same
 * contract as prism-react-renderer's: it tokenises `code`, and hands the
 * lines plus two prop getters to its child function. Colours come from the
 * site's Prism theme (config/prism.ts) as inline styles.
 */
import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Prism from './prism';
import {toLines, type Token} from './tokens';

export type {Token};

export type PrismTheme = {
  plain: CSSProperties;
  styles: Array<{types: string[]; style: CSSProperties; languages?: string[]}>;
};

type Styles = Record<string, CSSProperties>;

type LinePropsInput = {line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown};
type TokenPropsInput = {token: Token; className?: string; style?: CSSProperties; [key: string]: unknown};

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LinePropsInput) => Record<string, unknown> & {className: string; style?: CSSProperties};
  getTokenProps: (input: TokenPropsInput) => Record<string, unknown> & {className: string; children: string; style?: CSSProperties};
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
};

/** One style per token type, merged in theme order; `languages` limits an entry. */
function stylesFor(theme: PrismTheme, language: string): Styles {
  const styles: Styles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...entry.style};
  }
  styles.root = theme.plain;
  styles.plain = {...theme.plain, backgroundColor: undefined};
  return styles;
}

function tokenStyle(styles: Styles, {types, empty}: Token): CSSProperties | undefined {
  const spacer: CSSProperties = empty === undefined ? {} : {display: 'inline-block'};
  if (types.length === 1 && types[0] === 'plain') return empty === undefined ? undefined : spacer;
  if (types.length === 1 && empty !== undefined) return styles[types[0]];
  return Object.assign(spacer, ...types.map((type) => styles[type]));
}

export function Highlight({code, language: rawLanguage, theme, prism = Prism, children}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const styles = useMemo(() => stylesFor(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return toLines([code]);
    const env = {code, grammar, language, tokens: [] as Array<string | Prism.Token>};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return toLines(env.tokens);
  }, [prism, code, grammar, language]);

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const own = tokenStyle(styles, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...own, ...style} : own,
      };
    },
  });
}
