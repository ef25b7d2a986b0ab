/**
 * The source links' rules for names without one line declaration
 * (page-checks/sources/targets.ts, declaration-files.ts, mentions.ts; README.md
 * "Source links"): a declaration in the one file the page names, a `.d.ts`
 * declaration's source file, a property written in one file, the one place
 * that names an undeclared name; what each link's description says; and what
 * the proof accepts and rejects for file links. Fixture packages are built in
 * memory; no network.
 */
import type {Link, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import type {Lookup} from '../../page-checks/sources/lookup';
import {proveLink} from '../../page-checks/sources/proof';
import {checkPage} from '../../page-checks/sources/run';
import {claimTarget, nameTarget} from '../../page-checks/sources/targets';
import {inlineClaims} from '../../page-checks/sources/claims';
import {unlinkedReason} from '../../page-checks/sources/unlinked';
import type {TarEntry} from '../../page-checks/sources/tar';
import type {Claim} from '../../page-checks/sources/types';
import {linkTree, type PageSources} from '../../plugins/source-links/src/linker';
import {REPOSITORY_BLOB} from '../../plugins/source-links/src/url';
import {declarationEntries, fileEntry, fixtureLookup, fixturePage, sourceMapEntry} from '../support/fixture-package';

const BLOB = `${REPOSITORY_BLOB}v5.54.0/`;

const lookupOf = (name: string, directory: string, entries: TarEntry[]): Lookup =>
  fixtureLookup({name, version: '5.54.0', directory, entries});

const file = fileEntry;

/** A package like @strapi/types: declarations, and maps naming their sources without their text. */
const TYPES = lookupOf('@strapi/types', 'packages/core/types', [
  file(
    'dist/modules/cron.d.ts',
    [
      'export interface CronService {',
      '    add(tasks: CronTasks): CronService;',
      '    nextInvocation?: Date;',
      '}',
      'export type CronTasks = Record<string, unknown>;',
    ].join('\n'),
  ),
  file(
    'dist/modules/cron.d.ts.map',
    JSON.stringify({version: 3, sources: ['../../src/modules/cron.ts'], mappings: ''}),
  ),
  file('dist/modules/server.d.ts', 'export interface Server {\n    add: unknown;\n    listen(): void;\n}'),
  file('dist/modules/server.d.ts.map', JSON.stringify({version: 3, sources: ['../../src/modules/server.ts']})),
  // `Modules.Cron` is the cron module: its entry exports it as a namespace.
  file('dist/modules/index.d.ts', "export type * as Cron from './cron';"),
  file('dist/modules/index.d.ts.map', JSON.stringify({version: 3, sources: ['../../src/modules/index.ts']})),
  file('dist/evil.d.ts', 'export type Evil = 1;'),
  file('dist/evil.d.ts.map', JSON.stringify({version: 3, sources: ['../src/%2e%2e/evil.ts']})),
  file('dist/index.js', 'module.exports = {};'),
]);

const SOURCES: Record<string, string> = {
  'src/a.ts': 'export const findThing = () => 1;',
  'src/b.ts': ['// b', 'export const findThing = () => 2;'].join('\n'),
  'src/config.ts': [
    'export default {',
    '  build: {',
    '    emptyOutDir: true,',
    '    retryOptions: { retries: 3 },',
    '  },',
    '};',
  ].join('\n'),
  'src/widgets/one.ts': 'export const loadWidget = () => 1;',
  'src/widgets/two.ts': ['// two', 'export const loadWidget = () => 2;', 'export const widgetOf = () => 5;'].join('\n'),
  // A namesake of a type @strapi/types declares in a .d.ts only.
  'src/cron-tasks.ts': 'export const CronTasks = {};',
  // The admin's getProjectType: a function of its front end, and a method of a server controller.
  'admin/src/utils/projectKind.ts': 'export const projectKind = () => null;',
  'server/src/controllers/admin.ts': [
    'export default {',
    '  async projectKind() {',
    '    return {};',
    '  },',
    '};',
  ].join('\n'),
  'src/client.ts': ['export const createClient = (retryOptions = {}) => ({ ...retryOptions });'].join('\n'),
  'src/metrics.ts': [
    "import { useIntl } from 'react-intl';",
    'export const send = () => {',
    "  sender.send('didStartServer');",
    "  return process.env.STRAPI_ONCE + process.env.STRAPI_IN_TWO + useIntl() + 'everywhere';",
    '};',
  ].join('\n'),
  'src/events.ts': [
    "emit('STRAPI_FILE_ONLY', STRAPI_IN_TWO);",
    "log('STRAPI_FILE_ONLY');",
    "const x = 'everywhere';",
  ].join('\n'),
};

/** A package whose maps carry its sources. */
const CORE = lookupOf('@strapi/core', 'packages/core/core', [sourceMapEntry(SOURCES)]);
/** Another package declaring `loadWidget`, as @strapi/strapi and @strapi/core both declare `getEnabledPlugins`. */
const STRAPI = lookupOf('@strapi/strapi', 'packages/core/strapi', [
  sourceMapEntry({
    'src/node/plugins.ts': ['export const loadWidget = () => 3;', 'const widgetOf = () => 4;'].join('\n'),
  }),
]);

const name = (text: string): Claim => ({kind: 'name', text, line: 1, form: 'identifier'});

describe('a name declared only in a .d.ts', () => {
  it('links the source file the declaration was emitted from, without a line', () => {
    for (const declared of ['CronService', 'CronTasks', 'nextInvocation'])
      expect(nameTarget(declared, [TYPES]), declared).toEqual({
        path: 'packages/core/types/src/modules/cron.ts',
        line: null,
        version: '5.54.0',
        name: declared,
      });
  });

  it("prefers the type an author wrote to what tsc wrote out for a value's type", () => {
    // As @strapi/admin: the license contract declares the response; the controller's and a
    // service's .d.ts repeat its keys in the types tsc inferred for their values.
    const ADMIN = lookupOf('@strapi/admin', 'packages/core/admin', [
      ...declarationEntries(
        'dist/contracts/seats.d.ts',
        [
          'export declare namespace GetSeats {',
          '    interface Response {',
          '        data: {',
          '            seatsLeft: number;',
          '            sharedKey: string;',
          '        };',
          '    }',
          '}',
        ].join('\n'),
      ),
      ...declarationEntries(
        'dist/controllers/seats.d.ts',
        [
          'declare const _default: {',
          '    seats(): Promise<{',
          '        data: {',
          '            seatsLeft: any;',
          '        };',
          '    }>;',
          '};',
          'export default _default;',
        ].join('\n'),
      ),
      // A declaration whose parameter's type ends on a line of its own, as tsc writes it.
      ...declarationEntries(
        'dist/services/seats.d.ts',
        [
          'declare const createSeats: ({ strapi }: {',
          '    strapi: unknown;',
          '}) => {',
          '    seatsLeft: number;',
          '};',
          'export interface SeatsOptions {',
          '    sharedKey: string;',
          '}',
        ].join('\n'),
      ),
    ]);
    expect(nameTarget('seatsLeft', [ADMIN])).toEqual({
      path: 'packages/core/admin/src/contracts/seats.ts',
      line: null,
      version: '5.54.0',
      name: 'seatsLeft',
    });
    // Two types their authors wrote: neither.
    expect(nameTarget('sharedKey', [ADMIN])).toBeNull();
  });

  it('links nothing when two files declare it, and never a hostile source path', async () => {
    expect(nameTarget('add', [TYPES])).toBeNull();
    expect(nameTarget('listen', [TYPES])?.path).toBe('packages/core/types/src/modules/server.ts');
    expect(nameTarget('Evil', [TYPES])?.path).toBe('packages/core/types/src/%2e%2e/evil.ts');
    expect(await linkedText('`Evil` and `CronTasks`', [TYPES])).toEqual([
      [
        `${BLOB}packages/core/types/src/modules/cron.ts`,
        'Defined in packages/core/types/src/modules/cron.ts — Strapi 5.54.0',
      ],
    ]);
  });
});

describe('a name declared in several files', () => {
  it('links the declaration in the one file the page names, and nothing otherwise', () => {
    expect(claimTarget(name('findThing'), [CORE])).toBeNull();
    expect(claimTarget(name('findThing'), [CORE], 'v5', {files: new Set(['packages/core/core/src/b.ts'])})).toEqual({
      path: 'packages/core/core/src/b.ts',
      line: 2,
      version: '5.54.0',
      name: 'findThing',
    });
    const both = new Set(['packages/core/core/src/a.ts', 'packages/core/core/src/b.ts']);
    expect(claimTarget(name('findThing'), [CORE], 'v5', {files: both})).toBeNull();
  });
});

describe('a name declared at the top level of one package and as a member in another', () => {
  // As @strapi/admin's permission queries (`const findMany = …`) beside @strapi/database's entity manager.
  const ADMIN = lookupOf('@strapi/admin', 'packages/core/admin', [
    sourceMapEntry({'server/src/queries.ts': ['// queries', 'export const findRows = () => [];'].join('\n')}),
  ]);
  const DATABASE = lookupOf('@strapi/database', 'packages/core/database', [
    sourceMapEntry({
      'src/entity-manager.ts': [
        'export const createEntityManager = () => ({',
        '  findRows() {',
        '    return [];',
        '  },',
        '});',
      ].join('\n'),
    }),
  ]);
  const QUERIES = 'packages/core/admin/server/src/queries.ts';

  it("links nothing, unless the page names the top-level declaration's file", () => {
    expect(claimTarget(name('findRows'), [ADMIN])?.path).toBe(QUERIES);
    expect(claimTarget(name('findRows'), [DATABASE, ADMIN])).toBeNull();
    expect(claimTarget(name('findRows'), [DATABASE, ADMIN], 'v5', {files: new Set([QUERIES])})).toEqual({
      path: QUERIES,
      line: 2,
      version: '5.54.0',
      name: 'findRows',
    });
    // The page naming the member's file too chooses neither (`abortTransfer()` on the engine page,
    // which names the engine's index.ts and the CLI's utilities).
    const both = new Set([QUERIES, 'packages/core/database/src/entity-manager.ts']);
    expect(claimTarget(name('findRows'), [DATABASE, ADMIN], 'v5', {files: both})).toBeNull();
  });

  it("links the member whose file the page names, in the page's own package, not in another", () => {
    // The lifecycles page (about @strapi/database) names the entity manager's file: `createMany` is its method.
    const manager = new Set(['packages/core/database/src/entity-manager.ts']);
    expect(claimTarget(name('findRows'), [DATABASE, ADMIN], 'v5', {files: manager})).toEqual({
      path: 'packages/core/database/src/entity-manager.ts',
      line: 2,
      version: '5.54.0',
      name: 'findRows',
    });
    // A page about another package that names that file for another purpose: nothing.
    expect(claimTarget(name('findRows'), [ADMIN, DATABASE], 'v5', {files: manager})).toBeNull();
  });

  it('still prefers it to members of its own package', () => {
    const admin = lookupOf('@strapi/admin', 'packages/core/admin', [
      sourceMapEntry({
        'server/src/queries.ts': ['// queries', 'export const findRows = () => [];'].join('\n'),
        'server/src/service.ts': ['export class Service {', '  findRows() {', '    return 1;', '  }', '}'].join('\n'),
      }),
    ]);
    expect(claimTarget(name('findRows'), [admin])?.path).toBe(QUERIES);
  });
});

describe('a name the sentence places in a file that declares it only in a .d.ts', () => {
  // As content-releases: the release form's values (a front end's shape, in a file the page names
  // elsewhere) and the Release contract (types only) both declare `scheduledAt`.
  const RELEASES = lookupOf('@strapi/content-releases', 'packages/core/content-releases', [
    sourceMapEntry({'admin/src/components/Modal.tsx': 'interface FormValues {\n  scheduledAt: string;\n}'}),
    ...declarationEntries('dist/contracts/releases.d.ts', 'export interface Release {\n    scheduledAt: string;\n}'),
  ]);
  const modal = 'packages/core/content-releases/admin/src/components/Modal.tsx';

  it('links that file, not the shape the page names elsewhere', () => {
    expect(
      claimTarget(name('scheduledAt'), [RELEASES], 'v5', {
        files: new Set([modal]),
        sentence: ['src/contracts/releases.ts'],
      }),
    ).toEqual({
      path: 'packages/core/content-releases/src/contracts/releases.ts',
      line: null,
      version: '5.54.0',
      name: 'scheduledAt',
    });
    // A sentence naming no file: the shape of the file the page names.
    expect(claimTarget(name('scheduledAt'), [RELEASES], 'v5', {files: new Set([modal])})?.path).toBe(modal);
  });
});

describe('a name the package its sentence names declares where no link can be made', () => {
  // As @strapi/admin 5: its admin's .d.ts files ship without maps, so `useThingsQuery` has no source file;
  // @strapi/review-workflows has its own query of that name, in its sources.
  const ADMIN = lookupOf('@strapi/admin', 'packages/core/admin', [
    file('dist/admin/src/services/things.d.ts', 'declare const useThingsQuery: unknown;\nexport { useThingsQuery };'),
    file('dist/index.js', 'module.exports = {};'),
  ]);
  const WORKFLOWS = lookupOf('@strapi/review-workflows', 'packages/core/review-workflows', [
    sourceMapEntry({'admin/src/services/things.ts': 'const useThingsQuery = () => null;\nexport { useThingsQuery };'}),
  ]);

  it("links nothing rather than another package's namesake", () => {
    const lookups = [ADMIN, WORKFLOWS];
    expect(claimTarget(name('useThingsQuery'), lookups, 'v5', {sentence: ['@strapi/admin']})).toBeNull();
    // A sentence naming no package: the one declaration there is.
    expect(claimTarget(name('useThingsQuery'), lookups, 'v5', {})?.path).toBe(
      'packages/core/review-workflows/admin/src/services/things.ts',
    );
    // A package that only re-exports it (as @strapi/strapi re-exports the admin's renderAdmin) declares nothing.
    const reexporting = lookupOf('@strapi/strapi', 'packages/core/strapi', [
      file('dist/admin.d.ts', "export { useThingsQuery } from '@strapi/review-workflows';"),
    ]);
    expect(
      claimTarget(name('useThingsQuery'), [reexporting, WORKFLOWS], 'v5', {sentence: ['@strapi/strapi']})?.path,
    ).toBe('packages/core/review-workflows/admin/src/services/things.ts');
  });
});

describe('a name declared in several files, one of them a member of a type the page names', () => {
  // As @strapi/data-transfer: `ISourceProvider` declares `getSchemas`, which each provider implements.
  const CONTRACTS = lookupOf('@strapi/core', 'packages/core/core', [
    // `ISame` is also a component, which a page naming `ISame` means (its own name links there).
    sourceMapEntry({
      ...SOURCES,
      'src/components/ISame.tsx': 'export const ISame = () => null;',
      'src/widget.ts': ['export class Widget {', '  findThing() {', '    return 3;', '  }', '}'].join('\n'),
      'src/gadget.ts': ['export class Gadget implements IThing {', '  findThing() {', '    return 4;', '  }', '}'].join(
        '\n',
      ),
    }),
    file(
      'dist/thing.d.ts',
      [
        'export interface IThing {',
        '    findThing(): number;',
        '}',
        'export interface IOther {',
        '    findThing: unknown;',
        '}',
        'export interface INone {',
        '    other(): void;',
        '}',
        'export interface ISame {',
        '    findThing(): number;',
        '}',
        'export interface IChild<T extends object> extends IThing<T>, IMissing {',
        '    extra(): void;',
        '}',
      ].join('\n'),
    ),
    file('dist/thing.d.ts.map', JSON.stringify({version: 3, sources: ['../src/thing.ts'], mappings: ''})),
  ]);
  const owners = (...names: string[]) => ({owners: new Set(names)});

  it("links that type's source file, without a line, when one named type declares it", () => {
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('IThing', 'INone'))).toEqual({
      path: 'packages/core/core/src/thing.ts',
      line: null,
      version: '5.54.0',
      name: 'findThing',
    });
  });

  it("links a class's member at its line", () => {
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('Widget'))).toEqual({
      path: 'packages/core/core/src/widget.ts',
      line: 2,
      version: '5.54.0',
      name: 'findThing',
    });
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('Widget', 'IThing'))).toBeNull();
  });

  it('takes the class beside an interface it implements (the engine beside ITransferEngine)', () => {
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('Gadget', 'IThing'))).toMatchObject({
      path: 'packages/core/core/src/gadget.ts',
      line: 2,
    });
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('Gadget', 'IThing', 'Widget'))).toBeNull();
  });

  it("takes the type its sentence, table row or column header names before the page's others", async () => {
    const both = {owners: new Set(['Widget', 'IThing'])};
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', {...both, code: ['Widget', 'findThing']})).toEqual({
      path: 'packages/core/core/src/widget.ts',
      line: 2,
      version: '5.54.0',
      name: 'findThing',
    });
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', {...both, code: ['findThing']})).toBeNull();
    // Even over a top-level namesake elsewhere (a restore strategy's own createLinksWriteStream).
    const strategies = lookupOf('@strapi/core', 'packages/core/core', [
      sourceMapEntry({
        'src/strategy.ts': 'export const createThing = () => 1;',
        'src/widget.ts': ['export class Widget {', '  createThing() {', '    return 2;', '  }', '}'].join('\n'),
      }),
    ]);
    const widget = {owners: new Set(['Widget'])};
    expect(claimTarget(name('createThing'), [strategies], 'v5', {...widget, code: ['Widget']})).toMatchObject({
      path: 'packages/core/core/src/widget.ts',
      line: 2,
    });
    expect(claimTarget(name('createThing'), [strategies], 'v5', widget)?.path).toBe(
      'packages/core/core/src/strategy.ts',
    );
    // A name is not a member of itself: StrapiApp's `interface Component` has a `Component` key.
    const component = lookupOf('@strapi/core', 'packages/core/core', [
      sourceMapEntry({
        'src/component.ts': ['export class Component {', '  Component() {', '    return 1;', '  }', '}'].join('\n'),
      }),
    ]);
    expect(
      claimTarget(name('Component'), [component], 'v5', {owners: new Set(['Component']), code: ['Component']}),
    ).toMatchObject({path: 'packages/core/core/src/component.ts', line: 1});
    // A column whose header names the type (`LocalFileSourceProvider` member): its cells, not the other column's.
    const table = ['| `Widget` member | Also |', '| --- | --- |', '| `findThing()` | `findThing()` |'].join('\n');
    const links = await linkedTree(table, [CONTRACTS], {names: both}, true);
    expect(links.map((link) => [link.url, (link.children[0] as {value: string}).value])).toEqual([
      [`${BLOB}packages/core/core/src/widget.ts#L1`, 'Widget'],
      [`${BLOB}packages/core/core/src/widget.ts#L2`, 'findThing()'],
    ]);
  });

  it('finds the member in the base a .d.ts type extends, for a type its sentence, row or header names', () => {
    const thing = {path: 'packages/core/core/src/thing.ts', line: null, version: '5.54.0', name: 'findThing'};
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', {...owners('IChild'), code: ['IChild']})).toEqual(thing);
    // The type and its base lead to one declaration.
    expect(
      claimTarget(name('findThing'), [CONTRACTS], 'v5', {...owners('IChild', 'IThing'), code: ['IChild', 'IThing']}),
    ).toEqual(thing);
    // Named only elsewhere on the page, a type's bases would reach too far.
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('IChild'))).toBeNull();
    expect(claimTarget(name('extra'), [CONTRACTS], 'v5', {...owners('IChild'), code: ['IChild']})?.path).toBe(
      'packages/core/core/src/thing.ts',
    );
  });

  it('links nothing when the page names no such type, or two of them', () => {
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners())).toBeNull();
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('INone'))).toBeNull();
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('IThing', 'IOther'))).toBeNull();
  });

  it('counts a named type only when its own name links to that type, not to a namesake', () => {
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('ISame'))).toBeNull();
    expect(claimTarget(name('findThing'), [CONTRACTS], 'v5', owners('ISame', 'IThing'))).toMatchObject({
      path: 'packages/core/core/src/thing.ts',
    });
  });

  // `app.getPlugin()` beside `StrapiApp`, `db.init()` beside `Database`.
  const call = (text: string): Claim => ({
    kind: 'name',
    text,
    line: 1,
    form: 'member',
    parts: text.replace(/\(\)/g, '').split('.'),
  });

  it('links a method called on a variable named for the one named type that declares it', () => {
    expect(claimTarget(call('widget.findThing()'), [CONTRACTS], 'v5', owners('Widget', 'INone'))).toEqual({
      path: 'packages/core/core/src/widget.ts',
      line: 2,
      version: '5.54.0',
      name: 'findThing',
    });
    expect(claimTarget(call('thing.findThing()'), [CONTRACTS], 'v5', owners('IThing'))).toMatchObject({
      path: 'packages/core/core/src/thing.ts',
      line: null,
    });
  });

  it('links nothing for a property, a longer chain, or a variable named for no such type', () => {
    // `wdgt` is named for `Widget`, but no file is named for it (`widget.findThing` would be widget.ts's).
    expect(claimTarget(call('wdgt.findThing'), [CONTRACTS], 'v5', owners('Widget'))).toBeNull();
    expect(claimTarget(call('widget.inner.findThing()'), [CONTRACTS], 'v5', owners('Widget'))).toBeNull();
    expect(claimTarget(call('source.findThing()'), [CONTRACTS], 'v5', owners('Widget'))).toBeNull();
  });
});

describe('a name declared in several files, and a file the page names inside its package', () => {
  const page = (body: string) => fixturePage(body, ['@strapi/core']);
  const targetOf = async (body: string) =>
    (await checkPage(page(body), [CORE])).claims.find((claim) => claim.text === 'loadWidget')?.target;

  it('links the declaration in the file the page names as `src/widgets/two.ts`', async () => {
    expect(await targetOf('`loadWidget` is declared twice.')).toBeUndefined();
    expect(await targetOf('`src/widgets/two.ts` exports `loadWidget`.')).toMatchObject({
      path: 'packages/core/core/src/widgets/two.ts',
      line: 2,
    });
  });

  // The page names both files; each sentence says which one it means, or does not.
  const BOTH = '`packages/core/core/src/widgets/one.ts` and `packages/core/core/src/widgets/two.ts` hold widgets.';
  const targetsOf = async (body: string, lookups = [CORE]) =>
    (await checkPage(page(body), lookups)).claims
      .filter((claim) => claim.text.startsWith('loadWidget'))
      .map((claim) => claim.target?.path ?? null);

  it('links the declaration in the file or package its sentence or table row names', async () => {
    expect(await targetsOf(`${BOTH}\n\n\`loadWidget\` of \`packages/core/core/src/widgets/two.ts\` counts.`)).toEqual([
      'packages/core/core/src/widgets/two.ts',
    ]);
    expect(await targetsOf(`${BOTH}\n\nThe \`loadWidget\` there counts.`)).toEqual([null]);
    const table = `${BOTH}\n\n| File | Does |\n| --- | --- |\n| \`packages/core/core/src/widgets/one.ts\` | \`loadWidget\`: the first. |`;
    expect(await targetsOf(table)).toEqual(['packages/core/core/src/widgets/one.ts']);
    // A folder picks what it holds (here both files: neither); a package's name picks among packages.
    expect(await targetsOf(`${BOTH}\n\nIn \`packages/core/core/src/widgets/\`, \`loadWidget\` counts.`)).toEqual([
      null,
    ]);
    const both = [CORE, STRAPI];
    expect(await targetsOf('In `packages/core/strapi/src/`, `loadWidget()` counts.', both)).toEqual([
      'packages/core/strapi/src/node/plugins.ts',
    ]);
    expect(await targetsOf('`loadWidget()` of `@strapi/strapi` counts.', both)).toEqual([
      'packages/core/strapi/src/node/plugins.ts',
    ]);
    expect(await targetsOf('`loadWidget()` of `@strapi/core` (two files) does not.', both)).toEqual([null]);
    // A column's header holds for its cells, as for the release.
    const column = '| Function of `@strapi/strapi` | Does |\n| --- | --- |\n| `loadWidget()` | loads |';
    expect(await targetsOf(column, both)).toEqual(['packages/core/strapi/src/node/plugins.ts']);
    expect(await targetsOf(column.replace(' of `@strapi/strapi`', ''), both)).toEqual([null]);
  });

  it("takes the member in the file the sentence names inside its package over the package's function", () => {
    expect(nameTarget('projectKind', [CORE])).toMatchObject({
      path: 'packages/core/core/admin/src/utils/projectKind.ts',
    });
    expect(nameTarget('projectKind', [CORE], {sentence: ['server/src/controllers/admin.ts']})).toMatchObject({
      path: 'packages/core/core/server/src/controllers/admin.ts',
      line: 2,
    });
    // For a claim too, though the package holds one function of that name.
    const claim: Claim = {kind: 'name', text: 'projectKind', line: 1, form: 'identifier'};
    expect(claimTarget(claim, [CORE], 'v5', {sentence: ['server/src/controllers/admin.ts']})).toMatchObject({
      path: 'packages/core/core/server/src/controllers/admin.ts',
      line: 2,
    });
    // The end of a path names the file too; a file holding no such declaration picks nothing.
    expect(nameTarget('projectKind', [CORE], {sentence: ['controllers/admin.ts']})).toMatchObject({
      path: 'packages/core/core/server/src/controllers/admin.ts',
    });
    expect(nameTarget('projectKind', [CORE], {sentence: ['server/src/controllers/other.ts']})).toMatchObject({
      path: 'packages/core/core/admin/src/utils/projectKind.ts',
    });
  });

  it('takes the declaration of the package its sentence names, even one in a .d.ts only', () => {
    const claim: Claim = {kind: 'name', text: 'CronTasks', line: 1, form: 'identifier'};
    expect(claimTarget(claim, [TYPES, CORE], 'v5')).toMatchObject({
      path: 'packages/core/core/src/cron-tasks.ts',
      line: 1,
    });
    expect(claimTarget(claim, [TYPES, CORE], 'v5', {sentence: ['@strapi/types']})).toMatchObject({
      path: 'packages/core/types/src/modules/cron.ts',
      line: null,
    });
  });

  it("does not take one package's exported declaration over another package's private one", () => {
    // Within one package, the exported one is the name's (the `Wrapper` case of source-links.test.ts).
    expect(nameTarget('widgetOf', [CORE])).toMatchObject({path: 'packages/core/core/src/widgets/two.ts', line: 3});
    expect(nameTarget('widgetOf', [CORE, STRAPI])).toBeNull();
  });

  it('links, in the build, the declaration its sentence names', async () => {
    const markdown =
      '`loadWidget()` of `@strapi/strapi`.\n\nThe `loadWidget()` of `packages/core/core/src/widgets/two.ts`.\n\n`loadWidget()`.';
    expect(
      (await linkedTree(markdown, [CORE, STRAPI])).map((link) => link.url.replace(/^.*\/v5\.54\.0\//, '')),
    ).toEqual([
      'packages/core/strapi/src/node/plugins.ts#L1',
      'packages/core/core/src/widgets/two.ts#L2',
      'packages/core/core/src/widgets/two.ts',
    ]);
  });
});

describe('a name the file its sentence names lists as a string', () => {
  // As the local Strapi provider's `VALID_SCHEMA_PROPERTIES`, beside a loader's own type of that key.
  const KEYS = lookupOf('@strapi/core', 'packages/core/core', [
    sourceMapEntry({
      'src/utils/schema.ts': [
        'const KEPT = [',
        "  'modelName',",
        "  'info',",
        '];',
        "type Other = Options['pickedKey'];",
        "// 'commentKey' is only talked about here",
        "const hook = 'useThing';",
        "const PAIR = ['pairKey', 'otherKey'];",
      ].join('\n'),
      'src/loaders/components.ts': [
        'type Loaded = {',
        '  modelName: string;',
        '  pickedKey: string;',
        '  commentKey: string;',
        '  pairKey: string;',
        '};',
      ].join('\n'),
      'src/hooks/useThing.ts': 'export const useThing = () => null;',
    }),
  ]);

  it('links the line that lists it, not a namesake declared in a file the sentence does not name', () => {
    expect(claimTarget(name('modelName'), [KEYS], 'v5', {sentence: ['src/utils/schema.ts']})).toEqual({
      path: 'packages/core/core/src/utils/schema.ts',
      line: 2,
      version: '5.54.0',
      name: 'modelName',
      role: 'mention',
    });
    expect(claimTarget(name('modelName'), [KEYS], 'v5')).toMatchObject({
      path: 'packages/core/core/src/loaders/components.ts',
    });
    // The first entry of an array written on one line is listed too; only an index reads a member.
    expect(claimTarget(name('pairKey'), [KEYS], 'v5', {sentence: ['src/utils/schema.ts']})).toMatchObject({
      path: 'packages/core/core/src/utils/schema.ts',
      line: 8,
    });
  });

  it('does not count an index into a type declared elsewhere, a comment, or a string naming a function', () => {
    const named = {sentence: ['src/utils/schema.ts']};
    expect(claimTarget(name('pickedKey'), [KEYS], 'v5', named)).toMatchObject({
      path: 'packages/core/core/src/loaders/components.ts',
      line: 3,
    });
    expect(claimTarget(name('commentKey'), [KEYS], 'v5', named)).toMatchObject({
      path: 'packages/core/core/src/loaders/components.ts',
      line: 4,
    });
    expect(claimTarget(name('useThing'), [KEYS], 'v5', named)).toMatchObject({
      path: 'packages/core/core/src/hooks/useThing.ts',
      line: 1,
    });
  });
});

describe('a property or config key', () => {
  it('links the line of the one file that writes it as a key, as where it is named (not defined)', () => {
    expect(nameTarget('emptyOutDir', [CORE])).toEqual({
      path: 'packages/core/core/src/config.ts',
      line: 3,
      version: '5.54.0',
      name: 'emptyOutDir',
      role: 'mention',
    });
  });

  it('links nothing when another file names it too (a parameter there may be the one the page means)', () => {
    expect(nameTarget('retryOptions', [CORE])).toBeNull();
    // The other file may be in another package of the page.
    const CLIENT = lookupOf('@strapi/client', 'packages/core/client', [
      sourceMapEntry({'src/fetch.ts': 'export const getClient = (emptyOutDir = false) => emptyOutDir;'}),
    ]);
    expect(nameTarget('emptyOutDir', [CORE, CLIENT])).toBeNull();
  });
});

describe('a name written as a call', () => {
  // As @strapi/database's query builder: a state field and a method of the same name, in one file.
  const BUILDER = lookupOf('@strapi/database', 'packages/core/database', [
    sourceMapEntry({
      'src/query/query-builder.ts': [
        'interface State {',
        '  forThing: boolean;',
        '}',
        'export interface QueryBuilder {',
        '  forThing(): QueryBuilder;',
        '}',
      ].join('\n'),
    }),
  ]);

  it("links its function's line, not a field of that name above it", () => {
    const [called] = inlineClaims('forThing()', 1);
    expect(called).toMatchObject({text: 'forThing', called: true});
    expect(claimTarget(called as Claim, [BUILDER])?.line).toBe(5);
    expect(claimTarget(name('forThing'), [BUILDER])?.line).toBe(2);
  });
});

describe('a name declared nowhere (an event name, an environment variable)', () => {
  it('links the one line that names it, or the one file when it names it on several lines', () => {
    expect(nameTarget('didStartServer', [CORE])).toMatchObject({
      path: 'packages/core/core/src/metrics.ts',
      line: 3,
      role: 'mention',
    });
    expect(nameTarget('STRAPI_ONCE', [CORE])).toMatchObject({line: 4, role: 'mention'});
    expect(nameTarget('STRAPI_FILE_ONLY', [CORE])).toEqual({
      path: 'packages/core/core/src/events.ts',
      line: null,
      version: '5.54.0',
      name: 'STRAPI_FILE_ONLY',
      role: 'mention',
    });
  });

  it('links nothing for a name several files use, or one imported from another package', () => {
    expect(nameTarget('everywhere', [CORE])).toBeNull();
    expect(nameTarget('STRAPI_IN_TWO', [CORE])).toBeNull();
    expect(nameTarget('useIntl', [CORE])).toBeNull();
  });

  it("links nothing for a member of another package's import (`zip.createGunzip()`), where the file's own word would", () => {
    const reader = (line: string) =>
      lookupOf('@strapi/core', 'packages/core/core', [
        sourceMapEntry({
          'src/reader.ts': ["import zip from 'zlib';", 'export const open = () => {', line, '};'].join('\n'),
        }),
      ]);
    expect(nameTarget('createGunzip', [reader('  return zip.createGunzip();')])).toBeNull();
    expect(nameTarget('createGunzip', [reader('  return local.createGunzip();')])).toMatchObject({
      line: 3,
      role: 'mention',
    });
  });
});

describe('why a confirmed name has no link (the counts of npm run check:source-links)', () => {
  const DESIGN = fixtureLookup({
    name: '@strapi/design-system',
    version: '2.2.4',
    directory: null,
    url: 'https://github.com/strapi/design-system.git',
    sources: {'src/index.ts': 'export const Field = () => null;\nexport const onlyInDesign = 1;'},
  });
  const V4 = fixtureLookup({
    name: '@strapi/strapi',
    key: '@strapi/strapi@4',
    version: '4.26.2',
    directory: 'packages/core/strapi',
    sources: {'src/old.ts': 'export const onlyInFour = 1;'},
  });
  const page = [CORE, DESIGN, V4];
  const chain = (text: string): Claim => ({kind: 'name', text, line: 1, form: 'member', parts: text.split('.')});
  const reasonOf = (claim: Claim, release?: 'v4' | 'v5') =>
    unlinkedReason(release ? {...claim, release} : claim, page, false);

  it('names the rule that refused it', () => {
    expect(unlinkedReason(name('findThing'), page, true)).toBe('placed');
    expect(reasonOf(name('findThing'))).toBe('several');
    expect(reasonOf(name('Field'))).toBe('hosted');
    expect(reasonOf(name('onlyInDesign'))).toBe('hosted');
    expect(reasonOf(name('useIntl'))).toBe('library');
    expect(reasonOf(chain('thing.findThing'))).toBe('chain');
    expect(reasonOf(name('STRAPI_IN_TWO'))).toBe('named');
    expect(reasonOf(name('onlyInFour'))).toBe('release');
    expect(reasonOf(name('noSuchName'))).toBe('other');
  });
});

function sources(lookups: Lookup[]): PageSources {
  return {lookups, context: {lookups, exampleNames: new Set(), notStrapi: new Set(), commandPage: false}};
}

async function linkedTree(
  markdown: string,
  lookups: Lookup[],
  extra: Partial<PageSources> = {},
  tables = false,
): Promise<Link[]> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkGfm} = await import('remark-gfm');
  const tree = (tables ? unified().use(remarkParse).use(remarkGfm) : unified().use(remarkParse)).parse(
    markdown,
  ) as Root;
  linkTree(tree, {...sources(lookups), ...extra});
  const links: Link[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') links.push(node as Link);
    for (const child of node.children ?? []) walk(child as {type: string});
  };
  walk(tree);
  return links;
}

async function linkedText(markdown: string, lookups: Lookup[]): Promise<[string, string | null | undefined][]> {
  return (await linkedTree(markdown, lookups)).map((link) => [link.url, link.title]);
}

describe('what the links say', {timeout: 30_000}, () => {
  it('describes a declaration file as the definition, and a key written in one file or the one place that names a name as where it is named', async () => {
    expect(await linkedText('`CronService`, `didStartServer` and `emptyOutDir`.', [TYPES, CORE])).toEqual([
      [
        `${BLOB}packages/core/types/src/modules/cron.ts`,
        'Defined in packages/core/types/src/modules/cron.ts — Strapi 5.54.0',
      ],
      [
        `${BLOB}packages/core/core/src/metrics.ts#L3`,
        'Named in packages/core/core/src/metrics.ts, line 3 — Strapi 5.54.0',
      ],
      [
        `${BLOB}packages/core/core/src/config.ts#L3`,
        // A key written in one file: where it is named, not a declaration.
        'Named in packages/core/core/src/config.ts, line 3 — Strapi 5.54.0',
      ],
    ]);
  });
});

describe('the proof of file links', () => {
  const lookups = [TYPES, CORE];
  it('accepts a file that declares or names the name', () => {
    expect(proveLink({href: `${BLOB}packages/core/types/src/modules/cron.ts`, names: ['CronService']}, lookups)).toBe(
      null,
    );
    expect(proveLink({href: `${BLOB}packages/core/core/src/events.ts`, names: ['STRAPI_FILE_ONLY']}, lookups)).toBe(
      null,
    );
    // A namespace: the module a declaration exports under that name, which never writes its own name.
    expect(proveLink({href: `${BLOB}packages/core/types/src/modules/cron.ts`, names: ['Cron']}, lookups)).toBe(null);
  });

  it('rejects a file that does not declare or name it, and a missing file', () => {
    expect(
      proveLink({href: `${BLOB}packages/core/types/src/modules/server.ts`, names: ['CronService']}, lookups),
    ).toMatch(/names none of CronService/);
    expect(proveLink({href: `${BLOB}packages/core/types/src/modules/server.ts`, names: ['Cron']}, lookups)).toMatch(
      /names none of Cron/,
    );
    expect(proveLink({href: `${BLOB}packages/core/core/src/a.ts`, names: ['didStartServer']}, lookups)).toMatch(
      /names none of didStartServer/,
    );
    expect(
      proveLink({href: `${BLOB}packages/core/types/src/modules/missing.ts`, names: ['CronService']}, lookups),
    ).toMatch(/is not a source/);
  });
});
