/**
 * Source links (plugins/source-links, page-checks/sources/definitions.ts,
 * targets.ts, proof.ts): where a name is declared, which address a link
 * gets (never one outside the pinned tag, whatever the page or the sources
 * say), what the remark plugin writes, and what the proof rejects. A fixture
 * package is built in memory; no network.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Link, Root} from 'mdast';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDefinitions, single} from '../../page-checks/sources/definitions';
import {INDEX_FORMAT} from '../../page-checks/sources/extract';
import {linkDriftBetween, linkDriftLine} from '../../page-checks/sources/drift';
import type {Lookup} from '../../page-checks/sources/lookup';
import {parseSourceHref, proveLink} from '../../page-checks/sources/proof';
import {releasesNamed, sentencePieces, type TextNode} from '../../page-checks/sources/release';
import {implementedBy} from '../../page-checks/sources/chain-owners';
import {claimTarget, memberTarget, nameTarget} from '../../page-checks/sources/targets';
import {linkTree, type PageSources} from '../../plugins/source-links/src/linker';
import {validateOptions} from '../../plugins/source-links/src/options';
import remarkSourceLinks from '../../plugins/source-links/src/remark';
import {REPOSITORY_BLOB, sourceLink} from '../../plugins/source-links/src/url';
import {FIXTURE_INTEGRITY, fixtureLookup} from '../support/fixture-package';

const SOURCES: Record<string, string> = {
  'src/engine/index.ts': [
    "import { helper } from '../utils';",
    '',
    'export const TRANSFER_STAGES = [] as const;',
    '',
    'class TransferEngine extends BaseEngine {',
    '  options: Options;',
    '',
    '  constructor(options: Options) {',
    '    super();',
    '  }',
    '',
    '  async transfer() {',
    '    helper();',
    '  }',
    '',
    '  get progress() {',
    '    return 1;',
    '  }',
    '}',
    '',
    'export const createTransferEngine = (options: Options) => {',
    '  return new TransferEngine(options);',
    '};',
    '',
    'export function overloaded(a: string): string;',
    'export function overloaded(a: number): number;',
    'export function overloaded(a: unknown) {',
    '  return a;',
    '}',
    '',
    'export { default as compileThing } from "./compile";',
  ].join('\n'),
  'src/engine/compile.ts': ['const compile = async () => {', '  return 1;', '};', '', 'export default compile;'].join(
    '\n',
  ),
  'src/engine/base.ts': ['export class BaseEngine {', '  reset() {', '    return 0;', '  }', '}'].join('\n'),
  'src/utils.ts': [
    'export const helper = () => 1;',
    'export const twice = 1;',
    "const { createTransferEngine } = require('./engine');",
    'const [ThingProvider, useThing] = createContext();',
    'export const service = () => ({',
    '  async findThing(id: string) {',
    '    return id;',
    '  },',
    '});',
  ].join('\n'),
  'src/other.ts': [
    'export const twice = 2;',
    "import compileIt from './engine/compile';",
    'const Wrapper = styled.div``;',
  ].join('\n'),
  'src/wrapper.ts': ['export const Wrapper = () => null;'].join('\n'),
  'src/services/things.ts': [
    "import { adminApi } from './api';",
    'const thingsApi = adminApi.injectEndpoints({ endpoints: () => ({}) });',
    'const {',
    '  useGetThingsQuery,',
    '  useSaveThingMutation: useSave,',
    '} = thingsApi;',
    'const { useDropThingMutation } = thingsApi;',
    'const { useImportedQuery } = adminApi;',
    'const { setThing } = thingsSlice.actions;',
    'export { useGetThingsQuery, useSave, useDropThingMutation };',
  ].join('\n'),
  'src/services/endpoints.ts': [
    'const api = adminApi.injectEndpoints({',
    '  endpoints: (build) => ({',
    '    getThings: build.query<Things, void>({',
    "      query: () => '/things',",
    '    }),',
    '    saveThing: builder.mutation({',
    '      query: (thing) => ({ url: `/things/${thing.id}`, method: "PUT" }),',
    '    }),',
    '  }),',
    '});',
  ].join('\n'),
  'src/private.ts': ['const Wrapper = 1;'].join('\n'),
  // Exported by name at the end of the file, as @strapi/strapi's admin build exports its getEnabledPlugins.
  'src/node/plugins.ts': [
    'const loadAll = async () => ({});',
    '',
    'export {',
    '  loadAll,',
    '  helperOf as other,',
    '};',
  ].join('\n'),
  'src/core/load-all.ts': ['export const loadAll = async () => ({});'].join('\n'),
  'src/__tests__/engine.test.ts': ['const createTransferEngine = () => null;'].join('\n'),
  // Hostile file names a source map could carry.
  'src/%2e%2e/evil.ts': 'export const fromEncodedDots = 1;',
  'src/a b.ts': 'export const fromSpace = 1;',
  'src/q?x=1.ts': 'export const fromQuery = 1;',
};

function lookup(name: string, version: string, directory: string | null, key = name, sources = SOURCES): Lookup {
  return fixtureLookup({key, name, version, directory, sources});
}

const V5 = lookup('@strapi/fixture', '5.54.0', 'packages/core/fixture');
const V4 = lookup('@strapi/fixture', '4.26.2', 'packages/core/fixture', '@strapi/fixture@4', {
  'src/engine/index.ts': ['// v4', 'export const createTransferEngine = () => {};'].join('\n'),
  'src/legacy.ts': 'export const onlyInV4 = 1;',
});

function sources(lookups: Lookup[], extra: Partial<PageSources> = {}): PageSources {
  return {
    lookups,
    context: {lookups, exampleNames: new Set(['myExampleThing']), notStrapi: new Set(), commandPage: false},
    ...extra,
  };
}

/** @strapi/fixture 5.54.0 with these sources (its maps carry them). */
const fixtureSources = (sources: Record<string, string>) =>
  fixtureLookup({name: '@strapi/fixture', version: '5.54.0', directory: 'packages/core/fixture', sources});

describe('definitions: where a name is declared', () => {
  const definitions = buildDefinitions(V5.index);

  it('finds the declaration line of a function, a constant and a class, not their first occurrence', () => {
    expect(single(definitions.top.get('createTransferEngine'))).toMatchObject({file: 'src/engine/index.ts', line: 21});
    expect(single(definitions.top.get('TRANSFER_STAGES'))).toMatchObject({file: 'src/engine/index.ts', line: 3});
    expect(single(definitions.top.get('helper'))).toMatchObject({file: 'src/utils.ts', line: 1});
  });

  it('reads class members, with the class they extend', () => {
    const engine = definitions.classes.get('TransferEngine');
    expect(engine?.base).toBe('BaseEngine');
    expect(single(engine?.members.get('transfer'))?.line).toBe(12);
    expect(single(engine?.members.get('progress'))?.line).toBe(16);
    expect(single(engine?.members.get('options'))?.line).toBe(6);
    expect(single(engine?.members.get('constructor'))?.line).toBe(8);
  });

  it('reads the body of a class or interface whose header Prettier broke over two lines', () => {
    const remote = fixtureSources({
      'src/remote.ts': [
        'export interface RemoteOptions',
        "  extends Pick<LocalOptions, 'restore' | 'strategy' | 'onTransferPhase'> {",
        '  retryOptions?: {',
        '    retries: number;',
        '  };',
        '}',
      ].join('\n'),
    });
    const options = buildDefinitions(remote.index).classes.get('RemoteOptions');
    expect(options?.base).toBe('Pick');
    expect(single(options?.members.get('retryOptions'))?.line).toBe(3);
  });

  it("reads an object literal's method written with an empty body on its line", () => {
    // As the telemetry service of @strapi/core: `bootstrap() {},`.
    const telemetry = fixtureSources({
      'src/metrics.ts': [
        'export const createTelemetry = () => {',
        '  return {',
        '    register() {',
        '      return 1;',
        '    },',
        '    bootstrap() {},',
        '    destroy(): void {}',
        '  };',
        '};',
      ].join('\n'),
    });
    const {members} = buildDefinitions(telemetry.index);
    expect(single(members.get('register'))?.line).toBe(3);
    expect(single(members.get('bootstrap'))?.line).toBe(6);
    expect(single(members.get('destroy'))?.line).toBe(7);
  });

  it('reads the functions a factory declares inside its body', () => {
    // As the document service's repository of @strapi/core: `async function findMany(` in a factory.
    const repository = fixtureSources({
      'src/repository.ts': [
        'export const createRepository = () => {',
        '  async function findMany(params = {}) {',
        '    return [params];',
        '  }',
        '  function* walk<T>(items: T[]) {',
        '    yield* items;',
        '  }',
        '  return { findMany, walk };',
        '};',
      ].join('\n'),
    });
    const {members} = buildDefinitions(repository.index);
    expect(single(members.get('findMany'))?.line).toBe(2);
    expect(single(members.get('walk'))?.line).toBe(5);
  });

  it('reads the body of a class whose type parameters Prettier put on lines of their own', () => {
    const engine = fixtureSources({
      'src/engine.ts': [
        'class Engine<',
        '  S extends Source = Source,',
        '  D extends Destination = Destination,',
        '> implements IEngine',
        '{',
        '  source: S;',
        '',
        '  shouldSkip(stage: string) {',
        '    return false;',
        '  }',
        '}',
        'class Wide<',
        '  T,',
        '> extends Base<T> {',
        '  run() {}',
        '}',
      ].join('\n'),
    });
    const {classes} = buildDefinitions(engine.index);
    expect(single(classes.get('Engine')?.members.get('shouldSkip'))?.line).toBe(8);
    expect(single(classes.get('Engine')?.members.get('source'))?.line).toBe(6);
    expect(classes.get('Engine')?.members.has('S')).toBe(false);
    expect(classes.get('Wide')?.base).toBe('Base');
    expect(single(classes.get('Wide')?.members.get('run'))?.line).toBe(15);
    expect(implementedBy('Engine', [engine])).toEqual(['IEngine']);
    expect(implementedBy('Wide', [engine])).toEqual([]);
  });

  it('gives overloads in one file their first line, and names declared in two files no definition', () => {
    expect(single(definitions.top.get('overloaded'))?.line).toBe(25);
    expect(definitions.top.get('twice')).toHaveLength(2);
    expect(single(definitions.top.get('twice'))).toBeNull();
  });

  it('takes array patterns and re-exports, not object patterns nor tests', () => {
    expect(single(definitions.top.get('useThing'))).toMatchObject({file: 'src/utils.ts', line: 4});
    // `const { createTransferEngine } = require(…)` and the test's own helper are not declarations.
    expect(definitions.top.get('createTransferEngine')).toHaveLength(1);
    expect(single(definitions.top.get('compileThing'))).toMatchObject({file: 'src/engine/compile.ts', line: 1});
    // A default import names the other file's default export.
    expect(single(definitions.top.get('compileIt'))).toMatchObject({file: 'src/engine/compile.ts', line: 1});
    expect(single(definitions.members.get('findThing'))).toMatchObject({file: 'src/utils.ts', line: 6});
  });

  it('takes the names an object pattern draws from a value declared in its own file, each on its line', () => {
    // RTK Query's hooks are born where they are destructured from the API object declared above.
    expect(single(definitions.top.get('useGetThingsQuery'))).toMatchObject({file: 'src/services/things.ts', line: 4});
    expect(single(definitions.top.get('useSave'))).toMatchObject({file: 'src/services/things.ts', line: 5});
    expect(definitions.top.get('useSaveThingMutation')).toBeUndefined();
    expect(single(definitions.top.get('useDropThingMutation'))).toMatchObject({
      file: 'src/services/things.ts',
      line: 7,
    });
    // An imported value, or a member of a value, hands out names declared elsewhere.
    expect(definitions.top.get('useImportedQuery')).toBeUndefined();
    expect(definitions.top.get('setThing')).toBeUndefined();
  });

  it("takes an RTK Query endpoint's key as where the endpoint is defined", () => {
    expect(single(definitions.members.get('getThings'))).toMatchObject({file: 'src/services/endpoints.ts', line: 3});
    expect(single(definitions.members.get('saveThing'))).toMatchObject({file: 'src/services/endpoints.ts', line: 6});
    expect(definitions.properties.get('getThings')).toBeUndefined();
  });
});

describe('targets: what a confirmed claim links to', () => {
  it('links a name to its one declaration, at the release of the package that holds it', () => {
    expect(nameTarget('createTransferEngine', [V5, V4])).toEqual({
      path: 'packages/core/fixture/src/engine/index.ts',
      line: 21,
      version: '5.54.0',
      name: 'createTransferEngine',
    });
    expect(nameTarget('onlyInV4', [V5, V4], {}, 'v4')?.version).toBe('4.26.2');
    expect(nameTarget('twice', [V5])).toBeNull();
    // Declared in three files, exported from one: the exported one.
    expect(nameTarget('Wrapper', [V5])).toMatchObject({path: 'packages/core/fixture/src/wrapper.ts', line: 1});
    expect(nameTarget('noSuchName', [V5])).toBeNull();
    // Exported in two files, one of them by an export list: no single definition, unless the page names one.
    expect(nameTarget('loadAll', [V5])).toBeNull();
    expect(nameTarget('loadAll', [V5], {files: new Set(['packages/core/fixture/src/node/plugins.ts'])})).toMatchObject({
      path: 'packages/core/fixture/src/node/plugins.ts',
      line: 1,
    });
  });

  it('links in the release a sentence names', () => {
    expect(releasesNamed('In Strapi 4 the engine was …')).toBe('v4');
    expect(releasesNamed('Since v4, …')).toBe('v4');
    expect(releasesNamed('The engine of 5.54.0')).toBe('v5');
    expect(releasesNamed('From Strapi 4 to Strapi 5')).toBe('both');
    expect(releasesNamed('The engine')).toBeNull();
    const claim = {kind: 'name' as const, text: 'createTransferEngine', line: 1, form: 'identifier' as const};
    expect(claimTarget(claim, [V5, V4], 'v4')?.line).toBe(2);
    expect(claimTarget(claim, [V5, V4], 'v5')?.line).toBe(21);
  });

  it('reads a sentence that opens with a pronoun as going on about the release before it', () => {
    const paragraph: TextNode = {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'In Strapi 4, '},
        {type: 'inlineCode', value: 'AuthenticatedApp'},
        {type: 'text', value: ' loaded the permissions. It rendered '},
        {type: 'inlineCode', value: 'NpsSurvey'},
        {type: 'text', value: '. Plugins now read '},
        {type: 'inlineCode', value: 'useAuth'},
        {type: 'text', value: '.'},
      ],
    };
    const scopeOf = (code: string) =>
      sentencePieces(paragraph, 'page').find((piece) => piece.node.value === code)?.scope;
    expect(scopeOf('AuthenticatedApp')).toBe('v4');
    expect(scopeOf('NpsSurvey')).toBe('v4');
    expect(scopeOf('useAuth')).toBe('page');
  });

  it('finds a member in its class or the class it extends', () => {
    expect(memberTarget('TransferEngine', 'transfer', [V5])?.line).toBe(12);
    expect(memberTarget('TransferEngine', 'reset', [V5])).toMatchObject({
      path: 'packages/core/fixture/src/engine/base.ts',
      line: 2,
    });
    expect(memberTarget('TransferEngine', 'missing', [V5])).toBeNull();
  });

  it('links paths to files and folders, never wildcards or .d.ts', () => {
    const path = (text: string) => claimTarget({kind: 'path', text, line: 1}, [V5]);
    expect(path('packages/core/fixture/src/utils.ts')).toEqual({
      path: 'packages/core/fixture/src/utils.ts',
      line: null,
      version: '5.54.0',
    });
    expect(path('packages/core/fixture/src/engine/')?.path).toBe('packages/core/fixture/src/engine');
    expect(path('packages/core/fixture/src/*/index.ts')).toBeNull();
    expect(path('packages/core/fixture/src/utils.d.ts')).toBeNull();
    expect(path('packages/core/fixture/src/missing.ts')).toBeNull();
  });
});

describe('sourceLink: the only address a link can get', () => {
  it('builds the pinned address and its description', () => {
    expect(sourceLink('5.54.0', 'packages/core/core/src/Strapi.ts', 421)).toEqual({
      href: `${REPOSITORY_BLOB}v5.54.0/packages/core/core/src/Strapi.ts#L421`,
      title: 'Defined in packages/core/core/src/Strapi.ts, line 421 — Strapi 5.54.0',
    });
    expect(sourceLink('4.26.2', 'packages/core/helper-plugin/src', null)).toEqual({
      href: `${REPOSITORY_BLOB}v4.26.2/packages/core/helper-plugin/src`,
      title: 'packages/core/helper-plugin/src — Strapi 4.26.2',
    });
  });

  it.each([
    ['5.54.0', 'packages/core/../../../etc/passwd'],
    ['5.54.0', 'packages/core/./x.ts'],
    ['5.54.0', 'packages/core/%2e%2e/x.ts'],
    ['5.54.0', 'packages/core/%2E%2E%2Fx.ts'],
    ['5.54.0', 'packages/core/x.ts?raw=1'],
    ['5.54.0', 'packages/core/x.ts#L1'],
    ['5.54.0', 'packages/core/a b.ts'],
    ['5.54.0', 'packages/core/x".ts'],
    ['5.54.0', "packages/core/x'onmouseover='alert(1).ts"],
    ['5.54.0', 'packages/core/<script>.ts'],
    ['5.54.0', 'packages/core\\..\\x.ts'],
    ['5.54.0', 'packages//core/x.ts'],
    ['5.54.0', '/packages/core/x.ts'],
    ['5.54.0', 'https://evil.example/packages/x.ts'],
    ['5.54.0', 'javascript:alert(1)'],
    ['5.54.0', 'packages/core/x.ts\nSet-Cookie: a=b'],
    ['5.54.0/../../evil', 'packages/core/x.ts'],
    ['5.54.0?x=1', 'packages/core/x.ts'],
    ['latest', 'packages/core/x.ts'],
    ['', 'packages/core/x.ts'],
  ])('refuses version %j with path %j', (version, path) => {
    expect(sourceLink(version, path, null)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses line %s', (line) => {
    expect(sourceLink('5.54.0', 'packages/core/x.ts', line)).toBeNull();
  });
});

/** A page parsed as the build parses it, linked, and its links. */
async function linked(markdown: string, page: PageSources): Promise<{tree: Root; links: Link[]}> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkMdx} = await import('remark-mdx');
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(markdown) as Root;
  linkTree(tree, page);
  const links: Link[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') links.push(node as Link);
    for (const child of node.children ?? []) walk(child as {type: string});
  };
  walk(tree);
  return {tree, links};
}

// Parsing loads remark's ESM packages: seconds on a busy machine.
describe('linkTree: the links a page gets', {timeout: 30_000}, () => {
  it('links confirmed names and paths in prose, tables and inline code, not in headings, code or links', async () => {
    const {links} = await linked(
      [
        '# `createTransferEngine`',
        '',
        'Call `createTransferEngine(options)` from packages/core/fixture/src/engine/index.ts, or see `TRANSFER_STAGES`.',
        '',
        '| File | Name |',
        '| --- | --- |',
        '| `packages/core/fixture/src/utils.ts` | `useThing()` |',
        '',
        '[`helper`](https://example.com) and `twice` and `myExampleThing` and `noSuchName`.',
        '',
        '```ts',
        'createTransferEngine();',
        '```',
      ].join('\n'),
      sources([V5]),
    );
    expect(links.map((link) => [link.url, (link.children[0] as {value: string}).value])).toEqual([
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L21`, 'createTransferEngine(options)'],
      [
        `${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts`,
        'packages/core/fixture/src/engine/index.ts',
      ],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L3`, 'TRANSFER_STAGES'],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/utils.ts`, 'packages/core/fixture/src/utils.ts'],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/utils.ts#L4`, 'useThing()'],
      ['https://example.com', 'helper'],
    ]);
    const first = links[0] as Link;
    expect(first.title).toBe('Defined in packages/core/fixture/src/engine/index.ts, line 21 — Strapi 5.54.0');
    expect(first.data).toEqual({hProperties: {target: '_self'}});
  });

  it('reads the paths of a column whose header names their folder, and lets them pick among declarations', async () => {
    const table = (header: string) =>
      [
        `| ${header} | Role |`,
        '| --- | --- |',
        '| `node/plugins.ts` | `loadAll` |',
        '| `engine/` | the engine |',
        // Hostile or unknown cells: no link.
        '| `../../etc/passwd` | x |',
        '| `%2e%2e/evil.ts` | x |',
        '| `a b.ts` | x |',
        '| `missing.ts` | x |',
      ].join('\n');
    const {links} = await linked(table('File (in `packages/core/fixture/src`)'), sources([V5]));
    expect(links.map((link) => [link.url, (link.children[0] as {value: string}).value])).toEqual([
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src`, 'packages/core/fixture/src'],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/node/plugins.ts`, 'node/plugins.ts'],
      // `loadAll` is declared in two files; the row names one.
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/node/plugins.ts#L1`, 'loadAll'],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine`, 'engine/'],
    ]);
    // A header naming no folder: neither the paths nor `loadAll`.
    expect((await linked(table('File'), sources([V5]))).links).toEqual([]);
  });

  it('links a call to the name it calls or not at all, a list of names to its first that has a target', async () => {
    const {links} = await linked(
      [
        '`const { stages } = createTransferEngine(options)` and `TRANSFER_STAGES[0]`.',
        // The called name has no target: no link, though the argument has one.
        '`noSuchName(createTransferEngine)` and `noSuchName({ helper })`.',
        // The called name is no claim (a plain lowercase word): no link either, not the argument's.
        '`start(createTransferEngine)` and `await start(TRANSFER_STAGES)`.',
        // A chain called with arguments is about its last call, whatever the arguments hold.
        "`app.getThing('x').noSuchName(createTransferEngine, { helper })`.",
        // An argument whose name the chain's contains (as `Component` of `injectComponent`) is still an argument.
        "`app.recreateTransferEngine('x').run(a, { createTransferEngine })`.",
        // Calling nothing: the first name that has a target. An object's keys are its type's
        // (source-link-objects.test.ts): no body declares both of these, so no link.
        '`(noSuchName, createTransferEngine)` and `{ noSuchName, createTransferEngine }`',
      ].join('\n'),
      sources([V5]),
    );
    expect(links.map((link) => [link.url, (link.children[0] as {value: string}).value])).toEqual([
      [
        `${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L21`,
        'const { stages } = createTransferEngine(options)',
      ],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L3`, 'TRANSFER_STAGES[0]'],
      [`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L21`, '(noSuchName, createTransferEngine)'],
    ]);
  });

  it('links a path inside a package to the one package of the release that holds it', async () => {
    const markdown = [
      '`src/engine/index.ts`, `src/engine/`, `src/utils.ts`, `src/engine/missing.ts`,',
      '`src/../src/engine/index.ts`, `src/engine/index.ts?x=1`, `config/engine/index.ts`.',
    ].join('\n');
    const hrefs = async (page: PageSources) => (await linked(markdown, page)).links.map((link) => link.url);
    // `src/engine/` and `src/utils.ts` are too short to say they are not the reader's own app's.
    expect(await hrefs(sources([V5]))).toEqual([`${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts`]);
    // Two packages of the release hold it: which one the page means, the path does not say.
    const other = lookup('@strapi/other', '5.54.0', 'packages/core/other');
    expect(await hrefs(sources([V5, other]))).toEqual([]);
  });

  it('never links what hostile names, paths or source files would send elsewhere', async () => {
    const {links} = await linked(
      [
        '`fromEncodedDots` `fromSpace` `fromQuery` `packages/core/fixture/src/%2e%2e/evil.ts`',
        'packages/core/fixture/../../../etc/passwd and `packages/core/fixture/src/utils.ts?x=1`',
        '`createTransferEngine"onmouseover="alert(1)` `<img src=x onerror=alert(1)>` `javascript:alert(1)`',
      ].join('\n'),
      sources([V5]),
    );
    for (const link of links) {
      expect(link.url).toMatch(
        /^https:\/\/github\.com\/strapi\/strapi\/blob\/v5\.54\.0\/packages\/[\w@.+\-/]+(#L\d+)?$/,
      );
      expect(link.url).not.toMatch(/\.\.|%|\?/);
      expect(link.title).not.toMatch(/["<>]/);
    }
    expect(links.map((link) => link.url)).not.toContain(expect.stringContaining('evil'));
  });

  it('adds "Defined in" under each member heading of an API page', async () => {
    const {tree} = await linked(
      [
        '# TransferEngine',
        '',
        '### `transfer`',
        '',
        'Runs it.',
        '',
        '### `reset` and `progress`',
        '',
        '### Other',
      ].join('\n'),
      sources([V5], {subject: 'TransferEngine'}),
    );
    const paragraphs = tree.children
      .filter((node) => node.type === 'paragraph')
      .map((node) =>
        (node.children as {type: string; value?: string; url?: string; children?: {value: string}[]}[])
          .map((child) => (child.type === 'link' ? `[${child.children?.[0]?.value}](${child.url})` : child.value))
          .join(''),
      );
    expect(paragraphs).toEqual([
      `Defined in [packages/core/fixture/src/engine/index.ts:12](${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L12)`,
      'Runs it.',
      `Defined in [packages/core/fixture/src/engine/base.ts:2](${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/base.ts#L2) and [packages/core/fixture/src/engine/index.ts:16](${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L16)`,
    ]);
  });
});

describe('the remark plugin', {timeout: 30_000}, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'source-links-'));
    mkdirSync(join(dir, 'content', 'docs'), {recursive: true});
    writeFileSync(
      join(dir, 'content', 'strapi-packages.json'),
      JSON.stringify({
        packages: {'@strapi/fixture': {name: '@strapi/fixture', version: '5.54.0', integrity: FIXTURE_INTEGRITY}},
      }),
    );
    writeFileSync(
      join(dir, 'content', 'docs', 'page.md'),
      "---\ntitle: Page\nstrapi_packages:\n  - '@strapi/fixture'\n---\n\nSee `createTransferEngine`.\n",
    );
    const cached = join(dir, 'cache', '@strapi', 'fixture@5.54.0');
    mkdirSync(cached, {recursive: true});
    writeFileSync(join(cached, 'index.json'), JSON.stringify({...V5.index, format: INDEX_FORMAT}));
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('rejects unknown and wrong options', () => {
    expect(() => validateOptions({contentDir: 'content'})).toThrow(/manifestPath/);
    expect(() => validateOptions({contentDir: 'c', manifestPath: 'm', onUnavailable: 'ignore'})).toThrow(
      /onUnavailable/,
    );
    expect(() => validateOptions({contentDir: 'c', manifestPath: 'm', extra: 1})).toThrow(/extra/);
    expect(validateOptions({contentDir: 'c', manifestPath: 'm'}).onUnavailable).toBe('warn');
  });

  it('links a page of the content folder from the cached packages, and leaves other files alone', async () => {
    const transform = remarkSourceLinks({
      contentDir: join(dir, 'content'),
      manifestPath: join(dir, 'content', 'strapi-packages.json'),
      cacheRoot: join(dir, 'cache'),
      onUnavailable: 'throw',
    });
    const page = (): Root => ({
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'createTransferEngine'}]}],
    });
    const inside = page();
    await transform(inside, {path: join(dir, 'content', 'docs', 'page.md')} as never);
    expect((inside.children[0] as {children: Link[]}).children[0]?.url).toBe(
      `${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L21`,
    );
    const outside = page();
    await transform(outside, {path: join(dir, 'elsewhere.md')} as never);
    expect((outside.children[0] as {children: {type: string}[]}).children[0]?.type).toBe('inlineCode');
  });

  it('fails a strict build, and warns otherwise, when the packages cannot be had', async () => {
    const options = {
      contentDir: join(dir, 'content'),
      manifestPath: join(dir, 'content', 'strapi-packages.json'),
      cacheRoot: join(dir, 'no-cache-here'),
    };
    writeFileSync(join(dir, 'no-cache-here'), 'a file where the cache folder should be');
    const tree: Root = {type: 'root', children: []};
    const file = {path: join(dir, 'content', 'docs', 'page.md')} as never;
    await expect(remarkSourceLinks({...options, onUnavailable: 'throw'})(tree, file)).rejects.toThrow(
      /could not be loaded/,
    );
    await expect(remarkSourceLinks({...options, onUnavailable: 'warn'})(tree, file)).resolves.toBeUndefined();
  });
});

describe('drift: links that would move', () => {
  it('reports a link whose line moves or whose target goes, not one that stays', () => {
    const claim = (line: number | null) => ({
      kind: 'name' as const,
      text: 'createTransferEngine',
      line: 3,
      ok: true,
      ...(line === null ? {} : {target: {path: 'packages/core/fixture/src/engine/index.ts', line, version: '5.54.0'}}),
    });
    const page = (line: number | null) => [{file: 'content/x.md', searched: [], claims: [claim(line)]}];
    expect(linkDriftBetween(page(21), page(21))).toEqual([]);
    const moved = linkDriftBetween(page(21), page(30));
    expect(moved.map(linkDriftLine)).toEqual([
      'content/x.md:3  link  createTransferEngine  packages/core/fixture/src/engine/index.ts:21 (5.54.0) → packages/core/fixture/src/engine/index.ts:30 (5.54.0)',
    ]);
    expect(linkDriftBetween(page(21), page(null)).map(linkDriftLine)[0]).toMatch(/→ no single definition or file$/);
  });
});

describe('the proof of the built links', () => {
  const lookups = [V5, V4];
  const good = `${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine/index.ts#L21`;

  it('accepts a link to the declaration line and to a file or folder', () => {
    expect(proveLink({href: good, names: ['createTransferEngine']}, lookups)).toBeNull();
    expect(
      proveLink({href: `${REPOSITORY_BLOB}v5.54.0/packages/core/fixture/src/engine`, names: []}, lookups),
    ).toBeNull();
    expect(
      proveLink({href: `${REPOSITORY_BLOB}v4.26.2/packages/core/fixture/src/legacy.ts`, names: []}, lookups),
    ).toBeNull();
  });

  it('fails a line shifted by one, a missing file, an unpinned tag and a hostile address', () => {
    expect(proveLink({href: good.replace('#L21', '#L22'), names: ['createTransferEngine']}, lookups)).toMatch(
      /line 22 .* does not hold createTransferEngine/,
    );
    expect(proveLink({href: good.replace('index.ts', 'missing.ts'), names: ['createTransferEngine']}, lookups)).toMatch(
      /is not a source/,
    );
    expect(proveLink({href: good.replace('v5.54.0', 'v5.53.0'), names: ['createTransferEngine']}, lookups)).toMatch(
      /no pinned package/,
    );
    for (const href of [
      good.replace('src/engine', 'src/../engine'),
      good.replace('src/engine', 'src/%2e%2e/engine'),
      `${good}?x=1`,
      'https://github.com/strapi/strapi/blob/main/packages/core/fixture/src/utils.ts',
      'https://github.com.evil/strapi/strapi/blob/v5.54.0/packages/core/fixture/src/utils.ts',
    ])
      expect(parseSourceHref(href), href).toBeNull();
  });
});
