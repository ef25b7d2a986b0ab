/**
 * The source link of an object written out in inline code (plugins/source-links/src/object-literals.ts):
 * the one body that declares all its keys, preferring one that declares those keys only; never a
 * destructuring pattern; never for one key alone. Fixture packages are built in memory; no network.
 */
import type {Link, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import type {Lookup} from '../../page-checks/sources/lookup';
import {proveLink} from '../../page-checks/sources/proof';
import {linkTree, type PageSources} from '../../plugins/source-links/src/linker';
import {objectKeys} from '../../plugins/source-links/src/object-literals';
import {REPOSITORY_BLOB} from '../../plugins/source-links/src/url';
import {fixtureLookup, sourceMapEntry} from '../support/fixture-package';

const BLOB = `${REPOSITORY_BLOB}v5.54.0/packages/core/data-transfer/`;

const TRANSFER = fixtureLookup({
  name: '@strapi/data-transfer',
  version: '5.54.0',
  directory: 'packages/core/data-transfer',
  entries: [
    sourceMapEntry({
      'src/types.ts': ['export interface InitReply {', '  transferId: string;', '  checksumMode?: boolean;', '}'].join(
        '\n',
      ),
      // A larger object with the same keys, in another file: neither declaration of `transferId` is "the" one.
      'src/options.ts': [
        'export interface SessionOptions {',
        '  transferId: string;',
        '  checksumMode: boolean;',
        '  retryCount: number;',
        '}',
      ].join('\n'),
      // Patterns that read the same keys: they declare nothing.
      'src/reader.ts': [
        'export const read = ({ transferId, checksumMode }: InitReply) => {',
        '  const { transferId: id, checksumMode: mode } = load();',
        '  return [transferId, checksumMode, id, mode];',
        '};',
        'export const handle = ({ transferId, checksumMode }) => transferId;',
      ].join('\n'),
      'src/policies.ts': ['export type PolicyScope = {', '  apiName?: string;', '  pluginName?: string;', '};'].join(
        '\n',
      ),
    }),
  ],
});

function sources(lookups: Lookup[]): PageSources {
  return {lookups, context: {lookups, exampleNames: new Set(), notStrapi: new Set(), commandPage: false}};
}

async function linksOf(markdown: string): Promise<string[]> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  linkTree(tree, sources([TRANSFER]));
  const links: string[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') links.push((node as Link).url);
    for (const child of node.children ?? []) walk(child as {type: string});
  };
  walk(tree);
  return links;
}

describe('the keys of an object written out', () => {
  it('reads the top-level keys, without spreads, placeholders or nested keys', () => {
    expect(objectKeys('{ isPublished, error, release }')).toEqual(['isPublished', 'error', 'release']);
    expect(objectKeys('{ cwd: string; logger: Logger; tsconfig?: TsConfig }')).toEqual(['cwd', 'logger', 'tsconfig']);
    expect(objectKeys('{ actionId, subjects? }[]')).toEqual(['actionId', 'subjects']);
    expect(objectKeys("{ createdAt: <now>, strapi: { version: strapi.config.get('info.strapi') } }")).toEqual([
      'createdAt',
      'strapi',
    ]);
    expect(objectKeys('{ joinColumn: id, ...joinTable.on, ...__pivot }')).toEqual(['joinColumn']);
    expect(objectKeys('{ map: (x) => x, size }')).toEqual(['map', 'size']);
  });

  it('reads nothing from code that is not one object', () => {
    expect(objectKeys('send({ a, b })')).toBeNull();
    expect(objectKeys('{ a } & Extra')).toBeNull();
    expect(objectKeys('{ a, b')).toBeNull();
  });
});

describe('the source link of an object written out', () => {
  it('links the body that declares its keys only, at the first key, and the proof holds', async () => {
    const [href] = await linksOf('The reply is `{ transferId, checksumMode: true }`.');
    expect(href).toBe(`${BLOB}src/types.ts#L2`);
    expect(proveLink({href: href as string, names: ['transferId', 'checksumMode']}, [TRANSFER])).toBeNull();
    expect(await linksOf('The options are `{ transferId, checksumMode, retryCount }`.')).toEqual([
      `${BLOB}src/options.ts#L2`,
    ]);
  });

  it('links nothing for one key alone, or keys no one body declares', async () => {
    expect(await linksOf('The info is `{ apiName }`.')).toEqual([]);
    expect(await linksOf('The info is `{ apiName, transferId }`.')).toEqual([]);
  });
});
