/**
 * The page contract: what every page's front matter and body must hold (the
 * README's "Writing a page"). Each rule returns what to fix, in words a writer
 * can act on; tests/unit/content.test.ts applies it to every page and
 * `npm run check:page` to one.
 */
import {keyKind} from '../plugins/strapi-packages/src/manifest';
import type {Page, TagDefinition} from '../tests/support/content';

export type Manifest = {packages: Record<string, {version: string}>};

export const FRONT_MATTER_KEYS = [
  'title',
  'description',
  'tags',
  'slug',
  'sidebar_label',
  'strapi_packages',
  'example_names',
  'not_strapi',
  'keywords',
];

// Words that mark unfinished writing. Matched as whole words, case-insensitive.
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon|to be documented|placeholder)\b/i;

/**
 * Each pinned version (5.54.0, or 5.54 on its own) as it would be written in prose. An older
 * release (`@strapi/admin@4.7` at 4.7.1) only by its full version: its key already fixes 4.7,
 * and prose may name 4.7 of another package.
 */
function pinnedVersionPatterns(manifest: Manifest): RegExp[] {
  const versions = new Map<string, boolean>();
  for (const [key, {version}] of Object.entries(manifest.packages)) {
    versions.set(version, (versions.get(version) ?? false) || keyKind(key) !== 'older');
  }
  return [...versions].map(([version, minorToo]) => {
    const [major, minor, patch] = version.split('.');
    const written = minorToo ? `${major}\\.${minor}(?:\\.${patch})?` : `${major}\\.${minor}\\.${patch}`;
    return new RegExp(`(?<![\\d.])${written}(?![\\d.]*\\d)`, 'g');
  });
}

const withoutFences = (body: string) => body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');

/** What the page must fix to meet the contract; empty when it meets it. */
export function contractProblems(page: Page, tags: Record<string, TagDefinition>, manifest: Manifest): string[] {
  const problems: string[] = [];
  const {data, body} = page;
  const problem = (text: string) => problems.push(text);

  if (typeof data.title !== 'string' || data.title.trim().length <= 2) problem('title: give the page a title');
  if (typeof data.description !== 'string' || !/^\S.{19,}[.!?]$/s.test(data.description.trim())) {
    problem('description: one sentence of at least 20 characters, ending with a full stop');
  }
  if (!Array.isArray(data.tags) || data.tags.length === 0) {
    problem(`tags: list at least one tag from content/tags.yml (${Object.keys(tags).join(', ')})`);
  } else {
    for (const tag of data.tags as unknown[]) {
      if (typeof tag !== 'string' || !(tag in tags))
        problem(`tags: ${String(tag)} is not declared in content/tags.yml`);
    }
  }
  for (const key of Object.keys(data)) {
    if (!FRONT_MATTER_KEYS.includes(key))
      problem(`${key}: not a front-matter key of the contract (${FRONT_MATTER_KEYS.join(', ')})`);
  }

  if (data.keywords !== undefined) {
    const keywords = data.keywords;
    if (!Array.isArray(keywords) || keywords.length === 0 || keywords.length > 12) {
      problem('keywords: a list of 1 to 12 short phrases');
    } else {
      for (const keyword of keywords as unknown[]) {
        if (typeof keyword !== 'string' || !/^[^,]{2,60}$/.test(keyword)) {
          problem(`keywords: "${String(keyword)}" must be 2 to 60 characters without a comma`);
        }
      }
    }
  }

  const area = page.id.split('/')[0];
  const declared = data.strapi_packages;
  if (!(area === 'rfcs' && declared === undefined)) {
    if (!Array.isArray(declared)) {
      problem('strapi_packages: list the pinned packages the page documents (content/strapi-packages.json)');
    } else {
      // Only a guide may say it documents no package (an empty list), e.g. the code of conduct.
      if (area !== 'guides' && declared.length === 0) {
        problem('strapi_packages: a docs or API page documents at least one package');
      }
      for (const name of declared as unknown[]) {
        if (typeof name !== 'string' || !(name in manifest.packages)) {
          problem(`strapi_packages: ${String(name)} is not pinned in content/strapi-packages.json`);
        }
      }
    }
  }
  for (const key of ['example_names', 'not_strapi']) {
    const list = data[key] ?? [];
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) problem(`${key}: a list of strings`);
  }

  const prose = withoutFences(body).replace(/`[^`\n]*`/g, '');
  for (const version of pinnedVersionPatterns(manifest).flatMap((pattern) => prose.match(pattern) ?? [])) {
    problem(`body: version ${version} written by hand; write <PackageVersion name="@strapi/…" /> instead`);
  }
  const placeholder = `${String(data.title)}\n${String(data.description)}\n${body}`.match(PLACEHOLDER)?.[0];
  if (placeholder) problem(`body: placeholder text "${placeholder}"; write the text or leave the section out`);
  if (/^# /m.test(body.replace(/```[\s\S]*?```/g, ''))) problem('body: no "# " heading; the title is the page\'s h1');
  const firstBlock = body.trim().split(/\n\s*\n/)[0];
  if (/^(#|```|\||-|\*|import )/.test(firstBlock)) {
    problem('body: open with a paragraph that says what the thing is and when a contributor meets it');
  }
  if (!/^## /m.test(body)) problem('body: at least one "## " section');
  return problems;
}
