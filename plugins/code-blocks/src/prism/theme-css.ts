/**
 * The code colours as a stylesheet instead of inline styles. The theme's
 * CodeBlock colours every token with an inline `style` taken from the Prism
 * theme of the current colour mode; since the server renders the light one,
 * it then remounts every code block after hydration to repaint it. With the
 * colours of both modes in CSS, the markup is the same in both modes and is
 * hydrated once (see ../theme/CodeBlock).
 *
 * The rules reproduce prism-react-renderer's styling: each token type's style
 * merged over the theme's entries in order, entries limited to some
 * `languages` applying only inside those languages' blocks (a more specific
 * selector), and for a token of several types the later type winning
 * (tests/corpus/code-blocks-prism.test.tsx checks every token of the site).
 */
import type {CSSProperties} from 'react';

export type PrismTheme = {
  plain: CSSProperties;
  styles: Array<{types: string[]; style: CSSProperties; languages?: string[]}>;
};

export type TypeStyles = Record<string, CSSProperties>;

/** Each token type's style for a language (or for any language), as prism-react-renderer merges it. */
export function typeStyles(theme: PrismTheme, language?: string): TypeStyles {
  const styles: TypeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && (language === undefined || !entry.languages.includes(language))) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...entry.style};
  }
  return styles;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties | undefined) =>
  declarations(a ?? {}) === declarations(b ?? {});

/** A class name as a CSS identifier (token types are words, some with dashes). */
const cssClass = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);

/**
 * Prism nests some token types in others: a JSX tag holds its punctuation and
 * attributes, a doc comment its keywords, a shell string its variables, a
 * variable a function. prism-react-renderer lets the inner type win; in a
 * stylesheet the later rule wins, so these outer types' rules come first,
 * outermost first. The unit test checks every token of the site against
 * prism-react-renderer, and names any new pair that needs a place here.
 */
export const OUTER_TYPES = [
  'tag',
  'attr-value',
  'comment',
  'string',
  'template-string',
  'variable',
  'function-variable',
];

const outerFirst = (a: string, b: string) => rank(a) - rank(b);
const rank = (type: string) => {
  const index = OUTER_TYPES.indexOf(type);
  return index === -1 ? OUTER_TYPES.length : index;
};

/** One rule of the stylesheet: a token type's style in a mode, maybe only inside one language. */
export type Rule = {mode: 'light' | 'dark'; type: string; language?: string; style: CSSProperties};

/** The token rules of one mode, in stylesheet order. */
export function tokenRules(mode: Rule['mode'], theme: PrismTheme): Rule[] {
  const rules: Rule[] = [];
  const general = typeStyles(theme);
  // A stable sort: the other types keep the theme's order.
  for (const [type, style] of Object.entries(general).sort(([a], [b]) => outerFirst(a, b))) {
    if (type !== 'plain' && declarations(style)) rules.push({mode, type, style});
  }
  const languages = [...new Set(theme.styles.flatMap((entry) => entry.languages ?? []))];
  for (const language of languages) {
    for (const [type, style] of Object.entries(typeStyles(theme, language)).sort(([a], [b]) => outerFirst(a, b))) {
      if (type !== 'plain' && !sameStyle(style, general[type])) rules.push({mode, type, language, style});
    }
  }
  return rules;
}

/** A colour as `r,g,b`, to compare `#F8F8F2` with `rgb(248, 248, 242)`. */
export function rgbOf(colour: string | undefined): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? '')?.[1];
  if (hex) {
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(',');
  }
  return (
    /^rgba?\((\d+),\s*(\d+),\s*(\d+)\)$/i
      .exec(colour?.trim() ?? '')
      ?.slice(1, 4)
      .join(',') ?? colour
  );
}

/**
 * Of `types`, those a token of that one type gets no style from but the plain colour of its
 * theme, in both themes (no other property, no language of its own): what ./tokens.ts may
 * write as plain text (`PLAIN_COLOURED`).
 */
export function plainColouredTypes(types: Iterable<string>, light: PrismTheme, dark: PrismTheme): string[] {
  const rules = [...tokenRules('light', light), ...tokenRules('dark', dark)];
  return [...types].filter((type) =>
    rules
      .filter((rule) => rule.type === type)
      .every(
        ({mode, language, style}) =>
          !language &&
          Object.keys(style).every((key) => key === 'color') &&
          rgbOf(style.color as string) === rgbOf((mode === 'light' ? light : dark).plain.color),
      ),
  );
}

const SCOPE = {light: ":root:not([data-theme='dark'])", dark: ":root[data-theme='dark']"};

function modeCss(mode: Rule['mode'], theme: PrismTheme): string[] {
  const {color, backgroundColor} = theme.plain;
  return [
    `${SCOPE[mode]}{--prism-color:${color};--prism-background-color:${backgroundColor}}`,
    ...tokenRules(mode, theme).map(
      ({type, language, style}) =>
        `${SCOPE[mode]} .prism-code${language ? `.language-${cssClass(language)}` : ''} .token.${cssClass(type)}{${declarations(style)}}`,
    ),
  ];
}

/** The stylesheet for a light and a dark Prism theme. */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Generated by plugins/code-blocks from themeConfig.prism: the code colours of both modes. */',
    '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    ...modeCss('light', light),
    ...modeCss('dark', dark),
    '',
  ].join('\n');
}
