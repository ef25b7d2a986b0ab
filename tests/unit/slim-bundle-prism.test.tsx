/**
 * The slim Prism (plugins/slim-bundle) must render every code block of the
 * site exactly as prism-react-renderer, which it replaces in the bundles,
 * renders it: same lines, token classes and inline colours, in both themes.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {Highlight as Original, Prism as OriginalPrism} from 'prism-react-renderer';
import {Highlight as Slim, Prism} from '../../plugins/slim-bundle/src/prism';
import {PLAIN_LANGUAGES} from '../../plugins/slim-bundle/src/prism/prism';
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

const blocks = codeBlocks();
const highlighted = blocks.filter((block) => !PLAIN_LANGUAGES.includes(block.language.toLowerCase()));

describe('slim Prism', () => {
  it('knows every language the pages use, or shows it as plain text on purpose', () => {
    const languages = [...new Set(blocks.map((block) => block.language.toLowerCase()))];
    const unknown = languages.filter((language) => !Prism.languages[language] && !PLAIN_LANGUAGES.includes(language));
    expect(unknown).toEqual([]);
    expect(highlighted.length).toBeGreaterThan(400);
  });

  it.each([
    ['light', prismLight],
    ['dark', prismDark],
  ])('renders every code block like prism-react-renderer (%s theme)', (_mode, theme) => {
    const different: string[] = [];
    for (const block of highlighted) {
      const slim = render(Slim, block.code, block.language, theme);
      const original = render(Original as unknown as typeof Slim, block.code, block.language, theme);
      if (slim === original) continue;
      // Only on purpose (src/prism/prism.ts): the inside of regex literals and
      // of styled-components CSS is not highlighted. The text is the same.
      different.push(`${block.page}: ${block.code.split('\n')[0]}`);
      expect(block.code, `${block.page} differs without a regex or a styled template`).toMatch(/\/[^/\n*]+\/[dgimsuy]*[.,;)\s]|styled[.(]|css`/);
      expect(textOf(slim), `${block.page}: same text`).toBe(textOf(original));
    }
    expect(different.length, different.join("\n")).toBeLessThanOrEqual(8);
  });

  it('renders an unknown language as plain lines, keeping empty lines', () => {
    const html = render(Slim, 'GET /a\n\nHost: x', 'http', prismLight);
    expect(html).toContain('language-http');
    expect(html.match(/token-line/g)).toHaveLength(3);
    expect(html).toContain('display:inline-block');
  });
});
