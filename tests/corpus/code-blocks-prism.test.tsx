/**
 * The slim Prism (plugins/code-blocks) must render every code block of the
 * site as prism-react-renderer, which it replaces in the bundles, renders
 * it: the same lines, token classes and text (adjacent tokens of the same
 * classes in one span); and every token must get from
 * the generated stylesheet the colours prism-react-renderer puts inline, in
 * both themes.
 */
import type {CSSProperties} from 'react';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {Highlight as Original, Prism as OriginalPrism} from 'prism-react-renderer';
import {Highlight as Slim, Prism} from '../../plugins/code-blocks/src/prism';
import {PLAIN_LANGUAGES} from '../../plugins/code-blocks/src/prism/prism';
import {
  plainColouredTypes,
  prismThemeCss,
  rgbOf,
  tokenRules,
  type Rule,
} from '../../plugins/code-blocks/src/prism/theme-css';
import {PLAIN_COLOURED} from '../../plugins/code-blocks/src/prism/tokens';
import {prismDark, prismLight} from '../../config/prism';
import {readPages} from '../support/content';

// What the site shipped before: prism-react-renderer plus the languages the
// theme's `additionalLanguages` used to add (bash, json, diff).
const require = createRequire(import.meta.url);
for (const language of ['bash', 'json', 'diff']) {
  const source = readFileSync(require.resolve(`prismjs/components/prism-${language}`), 'utf8');
  new Function('Prism', source)(OriginalPrism);
}

type Block = {page: string; language: string; code: string};

/** Fenced code blocks (``` or ~~~), with their language, as the MDX loader reads them. */
function codeBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const page of readPages()) {
    const lines = page.body.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i]);
      if (!open) continue;
      const [, indent, fence, language] = open;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j].startsWith(`${indent}${fence}`)) body.push(lines[j++].slice(indent.length));
      blocks.push({page: page.id, language: language || 'text', code: body.join('\n')});
      i = j;
    }
  }
  return blocks;
}

// The same use as the theme's CodeBlock/Content: one div per line, one span per token.
function render(Highlight: typeof Slim, code: string, language: string, theme: typeof prismLight): string {
  return renderToStaticMarkup(
    <Highlight code={code} language={language} theme={theme}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({line, className: 'extra'})}>
              {line.map((token, k) => (
                <span key={k} {...getTokenProps({token})} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>,
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/**
 * prism-react-renderer's markup as the slim Prism writes it (src/prism/tokens.ts): a token of one
 * type that the themes colour as plain text (`PLAIN_COLOURED`) is a plain one, and adjacent tokens
 * of the same classes are in one span. A span with a style (an empty line's) is left alone.
 */
function mergeSameClasses(html: string): string {
  const adjacent = /<span class="([^"]*)">([^<]*)<\/span><span class="\1">/g;
  let merged = html.replace(/<span class="token ([\w-]+)">/g, (span, type: string) =>
    PLAIN_COLOURED.has(type) ? '<span class="token plain">' : span,
  );
  for (let before = ''; before !== merged;) {
    before = merged;
    merged = merged.replace(adjacent, '<span class="$1">$2');
  }
  return merged;
}

/** prism-react-renderer's markup without its inline colours (it keeps an empty token's `display`). */
const withoutColours = (html: string) =>
  html.replace(/ style="([^"]*)"/g, (_all, style: string) =>
    /display:inline-block/.test(style) ? ' style="display:inline-block"' : '',
  );

type TokenOut = {className: string; style?: CSSProperties; text: string};

/** Every token prism-react-renderer makes of a block, with its inline style. */
function originalTokens(code: string, language: string, theme: typeof prismLight): TokenOut[] {
  const out: TokenOut[] = [];
  renderToStaticMarkup(
    <Original code={code} language={language} theme={theme}>
      {({tokens, getTokenProps}) => {
        for (const line of tokens) {
          for (const token of line) {
            const props = getTokenProps({token});
            out.push({className: props.className, style: props.style, text: props.children});
          }
        }
        return <></>;
      }}
    </Original>,
  );
  return out;
}

const declarationsOf = (style: CSSProperties) =>
  Object.fromEntries(
    Object.entries(style)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * What the stylesheet gives a token of these types in a block of this
 * language: the matching rules by specificity (a language's own rules are
 * more specific), then in stylesheet order, later ones winning.
 */
function cascade(rules: Rule[], types: string[], language: string): Record<string, string> {
  const matching = rules
    .map((rule, order) => ({rule, order}))
    .filter(({rule}) => types.includes(rule.type) && (rule.language === undefined || rule.language === language))
    .sort((a, b) => Number(!!a.rule.language) - Number(!!b.rule.language) || a.order - b.order);
  return declarationsOf(Object.assign({}, ...matching.map(({rule}) => rule.style)));
}

const blocks = codeBlocks();
const highlighted = blocks.filter((block) => !PLAIN_LANGUAGES.includes(block.language.toLowerCase()));

describe('slim Prism', () => {
  it('knows every language the pages use, or shows it as plain text on purpose', () => {
    const languages = [...new Set(blocks.map((block) => block.language.toLowerCase()))];
    const unknown = languages.filter((language) => !Prism.languages[language] && !PLAIN_LANGUAGES.includes(language));
    expect(unknown).toEqual([]);
    expect(highlighted.length).toBeGreaterThan(400);
  });

  it('renders every code block like prism-react-renderer, colours aside', () => {
    const different: string[] = [];
    for (const block of highlighted) {
      const slim = render(Slim, block.code, block.language, prismLight);
      const original = mergeSameClasses(
        withoutColours(render(Original as unknown as typeof Slim, block.code, block.language, prismLight)),
      );
      if (slim === original) continue;
      // Only on purpose (src/prism/prism.ts): the inside of regex literals and
      // of styled-components CSS is not highlighted. The text is the same.
      different.push(`${block.page}: ${block.code.split('\n')[0]}`);
      expect(block.code, `${block.page} differs without a regex or a styled template`).toMatch(
        /\/[^/\n*]+\/[dgimsuy]*[.,;)\s]|styled[.(]|css`/,
      );
      expect(textOf(slim), `${block.page}: same text`).toBe(textOf(original));
    }
    expect(different.length, different.join('\n')).toBeLessThanOrEqual(8);
  });

  it.each([
    ['light', prismLight],
    ['dark', prismDark],
  ] as const)(
    'gives every token of the site its prism-react-renderer colours from the stylesheet (%s theme)',
    (mode, theme) => {
      const rules = tokenRules(mode, theme);
      let tokens = 0;
      // The blocks the slim Prism tokenises as prism-react-renderer does (all
      // but the few with a regex literal or a styled template).
      const same = highlighted.filter(
        (block) =>
          render(Slim, block.code, block.language, theme) ===
          mergeSameClasses(
            withoutColours(render(Original as unknown as typeof Slim, block.code, block.language, theme)),
          ),
      );
      expect(same.length).toBeGreaterThanOrEqual(highlighted.length - 8);
      for (const block of same) {
        for (const token of originalTokens(block.code, block.language, theme)) {
          tokens++;
          const expected = {...(token.style ?? {})};
          delete expected.display;
          const types = token.className.split(' ').filter((name) => name !== 'token');
          // Written as plain text, a lone plain-coloured token takes the block's colour, which it had
          // inline or by inheriting it.
          if (types.length === 1 && PLAIN_COLOURED.has(types[0]!)) {
            const {color = theme.plain.color, ...other} = expected;
            expect([rgbOf(String(color)), other], `${block.page}: ${token.className}`).toEqual([
              rgbOf(theme.plain.color),
              {},
            ]);
            continue;
          }
          expect(
            cascade(rules, types, block.language.toLowerCase()),
            `${block.page}: ${token.className} "${token.text}"`,
          ).toEqual(declarationsOf(expected));
        }
      }
      expect(tokens).toBeGreaterThan(20_000);
    },
  );

  it('writes as plain text only token types both themes colour as plain text', () => {
    expect(plainColouredTypes(PLAIN_COLOURED, prismLight, prismDark)).toEqual([...PLAIN_COLOURED]);
    // A type a theme colours is not one of them.
    expect(plainColouredTypes(['keyword', 'comment', 'string'], prismLight, prismDark)).toEqual([]);
  });

  it('sets the code colours and background of both modes, and nothing inline', () => {
    const css = prismThemeCss(prismLight, prismDark);
    expect(css).toContain(
      `:root:not([data-theme='dark']){--prism-color:${prismLight.plain.color};--prism-background-color:${prismLight.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `:root[data-theme='dark']{--prism-color:${prismDark.plain.color};--prism-background-color:${prismDark.plain.backgroundColor}}`,
    );
    expect(css).toContain('.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}');
    expect(render(Slim, 'const a = 1;', 'ts', prismDark)).not.toMatch(/style="(?!display:inline-block)/);
  });

  it('scopes an entry limited to some languages to their blocks', () => {
    const theme = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [
        {types: ['keyword'], style: {color: '#111'}},
        {types: ['keyword'], style: {color: '#222'}, languages: ['css']},
      ],
    };
    const css = prismThemeCss(theme, theme);
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code .token.keyword{color:#111}");
    expect(css).toContain(":root:not([data-theme='dark']) .prism-code.language-css .token.keyword{color:#222}");
    expect(cascade(tokenRules('light', theme), ['keyword'], 'css')).toEqual({color: '#222'});
    expect(cascade(tokenRules('light', theme), ['keyword'], 'js')).toEqual({color: '#111'});
  });

  it('renders an unknown language as plain lines, keeping empty lines', () => {
    const html = render(Slim, 'GET /a\n\nHost: x', 'http', prismLight);
    expect(html).toContain('language-http');
    expect(html.match(/token-line/g)).toHaveLength(3);
    expect(html).toContain('display:inline-block');
  });
});
