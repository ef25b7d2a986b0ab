/**
 * The route list of the specification (§2 "Screens and routes"), parsed from
 * its text so that the tests check the site against the specification itself.
 *
 * The text is read from ../shared/SPEC.md when it is there (the project's
 * specification, beside the checkout), otherwise from tests/fixtures/
 * spec-routes.md, a copy of that section kept in the repository; a unit test
 * checks that the copy matches the specification whenever both exist.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const ROOT = join(__dirname, '..', '..');
export const SHARED_SPEC = join(ROOT, '..', 'shared', 'SPEC.md');
export const SPEC_COPY = join(ROOT, 'tests', 'fixtures', 'spec-routes.md');

/** §2 of the specification, up to "Behaviour on every page". */
export function routesSection(specText: string): string {
  const start = specText.indexOf('## 2.');
  const end = specText.indexOf('### Behaviour on every page', start);
  if (start < 0 || end < 0) {
    throw new Error('The specification has no §2 route section');
  }
  return specText.slice(start, end).trimEnd() + '\n';
}

export function readRoutesSection(): string {
  if (existsSync(SHARED_SPEC)) {
    return routesSection(readFileSync(SHARED_SPEC, 'utf8'));
  }
  return readFileSync(SPEC_COPY, 'utf8');
}

/** Splits on a separator that is not inside braces. */
function splitTopLevel(text: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '{') depth++;
    if (char === '}') depth--;
    if (depth === 0 && separators.includes(char)) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Shell-style brace expansion: "a/{b, c/{d, e}}" → a/b, a/c/d, a/c/e. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) {
    return [pattern.trim()];
  }
  let depth = 0;
  let close = -1;
  for (let i = open; i < pattern.length; i++) {
    if (pattern[i] === '{') depth++;
    if (pattern[i] === '}' && --depth === 0) {
      close = i;
      break;
    }
  }
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return splitTopLevel(pattern.slice(open + 1, close), ',').flatMap((option) =>
    expandBraces(`${head}${option}${tail}`),
  );
}

function subsection(section: string, heading: string): string {
  const start = section.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`No "### ${heading}" in §2`);
  const next = section.indexOf('\n### ', start + 4);
  return section.slice(start + heading.length + 4, next < 0 ? undefined : next);
}

function bulletLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export type SpecRoutes = {
  docs: string[];
  api: string[];
  shortRoutes: string[];
  guides: string[];
  rfcs: string[];
  tagPages: string[];
  /** The page each area's sidebar opens at ("Sidebars open at …"), in the spec's order. */
  sidebarStarts: string[];
  /** Every page route above, without the tag pages. */
  pages: string[];
};

export function parseSpecRoutes(section: string = readRoutesSection()): SpecRoutes {
  const api = splitTopLevel(bulletLines(subsection(section, 'API pages')).join(' ').replace(/\.$/, ''), ',');

  const docs = bulletLines(subsection(section, 'Docs pages (all under /docs/)')).flatMap((line) => {
    const body = line.replace(/^- /, '');
    const colon = body.indexOf(': ');
    const prefix = colon >= 0 ? body.slice(0, colon) : '';
    const items = colon >= 0 ? body.slice(colon + 2) : body;
    return splitTopLevel(items, ';,').flatMap((item) => expandBraces(`/docs/${prefix}${item}`));
  });

  const shortRoutes = splitTopLevel(
    bulletLines(subsection(section, 'Shorter routes'))
      .join(' ')
      .replace(/\([^)]*\)/g, '')
      .replace(/\.$/, ''),
    ',',
  );

  const guidesAndRfcs = bulletLines(subsection(section, 'Guides and RFCs'))
    .filter((line) => line.startsWith('- /'))
    .flatMap((line) => expandBraces(line.replace(/^- /, '')));
  const guides = guidesAndRfcs.filter((route) => route.startsWith('/guides/'));
  const rfcs = guidesAndRfcs.filter((route) => route.startsWith('/rfcs/'));

  const tagText = subsection(section, 'Tag pages');
  const including = /including: ([^.]+)\./.exec(tagText);
  if (!including) throw new Error('No tag list in §2 "Tag pages"');
  const tagPages = ['/tags', ...splitTopLevel(including[1], ',').map((tag) => `/tags/${tag}`)];

  const starts = /Sidebars open at ([^.]+)\./.exec(subsection(section, 'Guides and RFCs'));
  if (!starts) throw new Error('No "Sidebars open at" sentence in §2 "Guides and RFCs"');
  const sidebarStarts = splitTopLevel(starts[1].replace(/ and /g, ', '), ',').map((route) => `/${route}`);

  return {
    docs,
    api,
    shortRoutes,
    guides,
    rfcs,
    tagPages,
    sidebarStarts,
    pages: [...docs, ...api, ...shortRoutes, ...guides, ...rfcs],
  };
}
