/**
 * Which release a source link points into (page-checks/sources/release.ts,
 * markdown.ts ReleaseWalk, targets.ts releaseGroups, built-release.ts, proof.ts;
 * README.md "Which release"): the release the link's own sentence is about,
 * never the other release's sources when that one holds nothing; the same
 * answer from the check, the build and the proof. Fixture packages are built
 * in memory; no network.
 */
import {load} from 'cheerio';
import type {Link, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {linkScopes} from '../../page-checks/sources/built-release';
import {pageClaims} from '../../page-checks/sources/claims';
import type {Lookup} from '../../page-checks/sources/lookup';
import {proveLink} from '../../page-checks/sources/proof';
import {releaseMajors} from '../../page-checks/sources/release-groups';
import {linkTree, type PageSources} from '../../plugins/source-links/src/linker';
import {REPOSITORY_BLOB} from '../../plugins/source-links/src/url';
import {fixtureLookup} from '../support/fixture-package';

function lookup(key: string, version: string, sources: Record<string, string>): Lookup {
  return fixtureLookup({key, name: '@strapi/fixture', version, directory: 'packages/core/review-workflows', sources});
}

/** Like the review-workflows page: StageSelect in both releases, the action creators only in v4. */
const V5 = lookup('@strapi/fixture', '5.54.0', {
  'admin/src/StageSelect.tsx': ['const x = 1;', 'export const StageSelect = () => null;'].join('\n'),
  'admin/src/services.ts': 'export const useGetStagesQuery = () => null;',
});
const V4 = lookup('@strapi/fixture@4', '4.26.2', {
  'ee/admin/StageSelect.tsx': 'export const StageSelect = () => null;',
  'ee/admin/actions.ts': ['export const addStage = () => null;', 'export const cloneStage = () => null;'].join('\n'),
});

const page = (lookups: Lookup[], title?: string): PageSources => ({
  lookups,
  context: {lookups, exampleNames: new Set(), notStrapi: new Set(), commandPage: false},
  ...(title ? {title} : {}),
});

/** Each inline code's text and the tag its link points to ('' for none). */
async function linksOf(markdown: string, sources: PageSources): Promise<[string, string][]> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkMdx} = await import('remark-mdx');
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(markdown) as Root;
  linkTree(tree, sources);
  const found: [string, string][] = [];
  const walk = (node: {type: string; value?: string; children?: unknown[]}, link?: Link) => {
    if (node.type === 'inlineCode')
      found.push([node.value as string, /\/blob\/(v[\d.]+)\//.exec(link?.url ?? '')?.[1] ?? '']);
    for (const child of node.children ?? []) walk(child as never, node.type === 'link' ? (node as Link) : link);
  };
  walk(tree);
  return found;
}

describe('which release a link points into', {timeout: 30_000}, () => {
  it('cuts a paragraph into sentences: one naming Strapi 4 does not move its neighbour to v4', async () => {
    // The review-workflows page: the first sentence is about Strapi 5 (the page's release), the second about 4.
    const markdown =
      '`useGetStagesQuery` loads the stages, for `StageSelect` (see [the page](./x.md)). ' +
      'In Strapi 4 the page kept `addStage` and `cloneStage`; the generic form replaced them.';
    expect(await linksOf(markdown, page([V5, V4]))).toEqual([
      ['useGetStagesQuery', 'v5.54.0'],
      ['StageSelect', 'v5.54.0'],
      ['addStage', 'v4.26.2'],
      ['cloneStage', 'v4.26.2'],
    ]);
  });

  it("never falls back to the other release's sources", async () => {
    const markdown = [
      'The settings page calls `addStage`.',
      '',
      'In Strapi 4 the page had `addStage`, and `useGetStagesQuery` did not exist.',
    ].join('\n');
    expect(await linksOf(markdown, page([V5, V4]))).toEqual([
      ['addStage', ''],
      ['addStage', 'v4.26.2'],
      ['useGetStagesQuery', ''],
    ]);
  });

  it('links a sentence about both releases to the one release that holds the name, else not at all', async () => {
    const markdown = 'From Strapi 4 to Strapi 5, `addStage` gave way to `useGetStagesQuery`; `StageSelect` stayed.';
    expect(await linksOf(markdown, page([V5, V4]))).toEqual([
      ['addStage', 'v4.26.2'],
      ['useGetStagesQuery', 'v5.54.0'],
      ['StageSelect', ''],
    ]);
  });

  it("takes a sentence's release from its table column, row, section and page title", async () => {
    const markdown = [
      '| v4 export | Strapi 5 | Notes |',
      '| --- | --- | --- |',
      '| `StageSelect` | `StageSelect` | Same name. |',
      '| `addStage` | none | Removed in 5.0.0; `StageSelect` remains. |',
      '',
      '## In Strapi 4',
      '',
      'The component was `StageSelect`.',
      '',
      '### Its actions',
      '',
      'It called `cloneStage`.',
      '',
      '## Today',
      '',
      'It is `StageSelect`.',
    ].join('\n');
    expect(await linksOf(markdown, page([V5, V4]))).toEqual([
      ['StageSelect', 'v4.26.2'],
      ['StageSelect', 'v5.54.0'],
      ['addStage', 'v4.26.2'],
      ['StageSelect', 'v5.54.0'],
      ['StageSelect', 'v4.26.2'],
      ['cloneStage', 'v4.26.2'],
      ['StageSelect', 'v5.54.0'],
    ]);
    // A page whose title names Strapi 4 is about Strapi 4 where a sentence names neither.
    expect(await linksOf('It is `StageSelect`.', page([V5, V4], 'StageSelect (v4 helper plugin)'))).toEqual([
      ['StageSelect', 'v4.26.2'],
    ]);
  });

  it('reads <PackageVersion> as the version the page shows', async () => {
    const markdown = '`@strapi/helper-plugin` <PackageVersion name="@strapi/helper-plugin@4" /> has `StageSelect`.';
    expect(await linksOf(markdown, page([V5, V4]))).toEqual([
      ['@strapi/helper-plugin', ''],
      ['StageSelect', 'v4.26.2'],
    ]);
  });

  it('gives the check the same release per sentence as the build', async () => {
    const source = [
      '---',
      'title: Stages',
      '---',
      '',
      'For `StageSelect`. In Strapi 4, `addStage`.',
      '',
      '| v4 export | Strapi 5 |',
      '| --- | --- |',
      '| `cloneStage` | `useGetStagesQuery` |',
      '',
      '| Version | Where |',
      '| --- | --- |',
      '| Strapi 4 | `updateStage` |',
      '| v5 | `useUpdateStageMutation` |',
    ].join('\n');
    const releases = Object.fromEntries((await pageClaims(source, false)).map((claim) => [claim.text, claim.release]));
    expect(releases).toEqual({
      StageSelect: undefined,
      addStage: 'v4',
      cloneStage: 'v4',
      useGetStagesQuery: 'v5',
      // The row's first cell names the release of the cells beside it.
      updateStage: 'v4',
      useUpdateStageMutation: 'v5',
    });
  });
});

describe('the proof refuses a link into another release than its sentence is about', () => {
  const v4Link = `${REPOSITORY_BLOB}v4.26.2/packages/core/review-workflows/ee/admin/StageSelect.tsx#L1`;
  const v5Link = `${REPOSITORY_BLOB}v5.54.0/packages/core/review-workflows/admin/src/StageSelect.tsx#L2`;

  it('fails a v4 link in a sentence about the page release (v5), passes it where the sentence is about v4', () => {
    const link = (href: string, releases: number[]) => ({href, names: ['StageSelect'], releases});
    expect(proveLink(link(v4Link, releaseMajors([V5, V4], 'page')), [V5, V4])).toMatch(
      /links Strapi 4\.26\.2 from a sentence about Strapi 5/,
    );
    expect(proveLink(link(v4Link, releaseMajors([V5, V4], 'v4')), [V5, V4])).toBeNull();
    expect(proveLink(link(v5Link, releaseMajors([V5, V4], 'both')), [V5, V4])).toBeNull();
    expect(proveLink(link(v5Link, releaseMajors([V5], 'v4')), [V5, V4])).toMatch(/no package of/);
  });

  it('reads the sentence of each link from the built HTML as the build cut it', () => {
    const html = [
      '<article><header><h1>Review workflows</h1></header><div class="markdown">',
      `<p><a href="${v5Link}"><code>useGetStagesQuery</code></a> loads the stages, for <a href="${v4Link}"><code>StageSelect</code></a>. `,
      `In Strapi 4 the page kept <a href="${v4Link}"><code>addStage</code></a>.</p>`,
      '<table><thead><tr><th>v4 export</th><th>Strapi 5</th></tr></thead>',
      `<tbody><tr><td><a href="${v4Link}"><code>StageSelect</code></a></td><td><a href="${v5Link}"><code>StageSelect</code></a></td></tr></tbody></table>`,
      '<table><thead><tr><th>Version</th><th>Where</th></tr></thead>',
      `<tbody><tr><td>Strapi 4</td><td><a href="${v4Link}"><code>StageSelect</code></a></td></tr></tbody></table>`,
      `<h2>From Strapi 4 to Strapi 5</h2><ul><li>It is <a href="${v5Link}"><code>StageSelect</code></a><ul><li>x</li></ul></li></ul>`,
      '</div></article>',
    ].join('');
    const $ = load(html);
    const scopes = linkScopes($, $('article').get(0) as never, () => true);
    expect(
      $('a')
        .toArray()
        .map((link) => scopes.get(link)),
    ).toEqual(['page', 'page', 'v4', 'v4', 'v5', 'v4', 'both']);
  });
});
