/**
 * Namesakes (page-checks/sources/targets.ts, README.md "Source links"): a member chain not rooted
 * at the Strapi instance (`Page.Loading`, `errors.ValidationError`, `transactionCtx.get()`) links a
 * declaration its owner leads to, never another declaration of its last segment; a name that a
 * package hosted elsewhere declares, or that the sources import from a library, is not Strapi's;
 * a namespace a package's entry exports is declared there; a front end's props and context values
 * are the component's and the context's. Each case is one that linked a namesake
 * (or nothing) before its rule, found by listing the built site's links. In memory; no network.
 */
import {describe, expect, it} from 'vitest';
import {chainClaim} from '../../page-checks/sources/claims';
import {fileNamedFor, namedForType} from '../../page-checks/sources/chain-owners';
import {checkPage} from '../../page-checks/sources/run';
import {unlinkedReason} from '../../page-checks/sources/unlinked';
import type {PageNames} from '../../page-checks/sources/page-names';
import {claimTarget} from '../../page-checks/sources/targets';
import type {Claim} from '../../page-checks/sources/types';
import {declarationEntries, fileEntry, fixtureLookup, fixturePage} from '../support/fixture-package';

/** Like @strapi/admin: page helpers collected into one object, and namesakes of their parts elsewhere. */
const ADMIN = fixtureLookup({
  name: '@strapi/admin',
  version: '5.54.0',
  directory: 'packages/core/admin',
  sources: {
    'admin/src/components/PageHelpers.tsx': [
      'const Loading = () => {',
      '  return null;',
      '};',
      '',
      'const PageMain = () => {',
      '  return null;',
      '};',
      '',
      'export const Page = {',
      '  Loading,',
      '  Main: PageMain,',
      '};',
    ].join('\n'),
    // The one `Main` and the one `Body` declared anywhere: neither is `Page.Main` nor the design system's `Dialog.Body`.
    'admin/src/components/SubNav.tsx': ['const Main = () => {', '  return null;', '};'].join('\n'),
    'admin/src/components/Table.tsx': ['export const Body = () => {', '  return null;', '};'].join('\n'),
    // The one `Field` of strapi/strapi; the design system declares one too.
    'admin/src/components/Form.tsx': ['export const Field = () => {', '  return null;', '};'].join('\n'),
    // A prop named like the response's `meta.pagination.pageCount`, in a component file named Pagination.
    'admin/src/components/Pagination.tsx': ['export interface PaginationProps {', '  pageCount: string;', '}'].join(
      '\n',
    ),
    // The stage colours name a design-system token as a key.
    'admin/src/utils/colors.ts': ['export const STAGE_COLORS = {', "  primary600: 'Blue',", '};'].join('\n'),
    // A controller and a service of one name, each with the same method.
    'server/src/controllers/builder.ts': [
      'export default {',
      '  getReservedNames(ctx: unknown) {',
      '    return ctx;',
      '  },',
      '};',
    ].join('\n'),
    'server/src/services/builder.ts': ['export const getReservedNames = () => {', '  return [];', '};'].join('\n'),
    // An interface member of the same name above the object that a chain names.
    'server/src/transaction-context.ts': [
      'export interface TransactionObject {',
      '  get: () => unknown;',
      '}',
      '',
      'const transactionCtx = {',
      '  run(cb: () => void) {',
      '    return cb();',
      '  },',
      '',
      '  get() {',
      '    return null;',
      '  },',
      '};',
      '',
      'export default transactionCtx;',
    ].join('\n'),
    // `connection` is a member of the class, which also declares `transaction`: knex's is meant.
    'server/src/database.ts': [
      'export class Database {',
      '  connection: unknown;',
      '',
      '  transaction() {',
      '    return 1;',
      '  }',
      '}',
    ].join('\n'),
    // The one `get` of the sources, in a file named for nothing a chain says.
    'server/src/ee/index.ts': ['const get = (name: string) => name;', '', 'export default { get };'].join('\n'),
    // A source module named for its namespace, and a namesake `Schema` interface of a generator.
    'server/src/errors.ts': ['export class ValidationError extends Error {}'].join('\n'),
    'server/src/generators/utils.ts': [
      'export interface Attribute {',
      '  type: string;',
      '}',
      '',
      'export interface Schema {',
      '  attributes: Attribute[];',
      '}',
    ].join('\n'),
  },
  entries: [
    // @strapi/types' namespace `Schema`, declared only in a `.d.ts`.
    fileEntry(
      'dist/schema/index.d.ts',
      'export * as Attribute from "./attribute";\nexport interface Schema {\n    uid: string;\n}',
    ),
    fileEntry(
      'dist/schema/index.d.ts.map',
      JSON.stringify({version: 3, sources: ['../../server/src/schema/index.ts']}),
    ),
  ],
});

const LOOKUPS = [ADMIN];

const where = (written: string, page: PageNames = {}, lookups = LOOKUPS) => {
  const claim: Claim = chainClaim(written, 1) ?? {
    kind: 'name',
    form: 'identifier',
    text: written,
    parts: [written],
    line: 1,
  };
  const target = claimTarget(claim, lookups, 'page', page);
  return (
    target && `${target.path}${target.line === null ? '' : `:${target.line}`}${target.role ? ` (${target.role})` : ''}`
  );
};

const AT = 'packages/core/admin';

describe('a member chain not rooted at the Strapi instance', () => {
  it("links the member its owner's declaration holds, before a namesake elsewhere", () => {
    // `Page` is declared in PageHelpers.tsx: its `Main` key, not the one `Main` of SubNav.tsx.
    expect(where('Page.Main')).toBe(`${AT}/admin/src/components/PageHelpers.tsx:11 (mention)`);
    // A part declared at the top of that file and collected into the object.
    expect(where('Page.Loading')).toBe(`${AT}/admin/src/components/PageHelpers.tsx:1`);
    // The `get` in the body of `transactionCtx`, not the interface member above it.
    expect(where('transactionCtx.get()')).toBe(`${AT}/server/src/transaction-context.ts:10`);
  });

  it('links a declaration found on its own only in a file named for the segment before it', () => {
    expect(where('errors.ValidationError')).toBe(`${AT}/server/src/errors.ts:1`);
    // The one `Body` and `get` are namesakes: another component's, a feature list's.
    expect(where('Body')).toBe(`${AT}/admin/src/components/Table.tsx:1`);
    expect(where('Dialog.Body')).toBeNull();
    expect(where('trx.get()')).toBeNull();
    // `strapi.x` too, when the types do not resolve it (Strapi 4's `strapi.get()` linked the ee `get`).
    expect(where('strapi.get()')).toBeNull();
    // Case counts: the response's `meta.pagination` is not the Pagination component.
    expect(where('meta.pagination.pageCount')).toBeNull();
  });

  it('does not read a member of a class as an owner whose file holds the chain', () => {
    expect(where('Database.transaction()')).toBe(`${AT}/server/src/database.ts:4`);
    expect(where('db.connection.transaction()')).toBeNull();
  });

  it('keeps a class of the sources as the owner beside the interface of that name it implements', () => {
    // As @strapi/core's `class Strapi … implements Core.Strapi` beside @strapi/types' `interface Strapi`.
    const core = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      sources: {
        'src/Strapi.ts': ['class Strapi {', '  async bootstrap() {', '    return this;', '  }', '}'].join('\n'),
        // Another `bootstrap`: the name alone does not say which.
        'src/providers/cron.ts': 'export const bootstrap = () => undefined;',
      },
    });
    const types = fixtureLookup({
      name: '@strapi/types',
      version: '5.54.0',
      directory: 'packages/core/types',
      entries: [...declarationEntries('dist/core/strapi.d.ts', 'export interface Strapi {\n    bootstrap(): void;\n}')],
    });
    expect(where('Strapi.bootstrap()', {}, [core, types])).toBe('packages/core/core/src/Strapi.ts:2');
  });

  it('takes no owner that a .d.ts declares elsewhere, in this package or another', () => {
    // `Schema` is also @strapi/types' namespace: the generator's `Attribute` is not `Schema.Attribute`.
    expect(where('Schema.Attribute')).toBeNull();
    const generator = fixtureLookup({
      name: '@strapi/typescript-utils',
      version: '5.54.0',
      directory: 'packages/utils/typescript',
      sources: {
        'src/utils.ts': [
          'export interface Attribute {',
          '  type: string;',
          '}',
          '',
          'export interface Schema {',
          '  a: Attribute;',
          '}',
        ].join('\n'),
      },
    });
    expect(where('Schema.Attribute', {}, [generator])).toBe('packages/utils/typescript/src/utils.ts:1');
    const types = fixtureLookup({
      name: '@strapi/types',
      version: '5.54.0',
      directory: 'packages/core/types',
      entries: [...declarationEntries('dist/schema/index.d.ts', 'export interface Schema {\n    uid: string;\n}')],
    });
    expect(where('Schema.Attribute', {}, [generator, types])).toBeNull();
  });

  it('links nothing when two files named for the owner declare it, unless the page names one', () => {
    expect(where('builder.getReservedNames')).toBeNull();
    const service = `${AT}/server/src/services/builder.ts`;
    expect(where('builder.getReservedNames', {files: new Set([service])})).toBe(`${service}:1`);
  });

  it('links, among several declarations, the one in a file named for the owner only where the page names it', () => {
    // `releaseAction.createMany`: the controller's method, beside the service's and a namesake.
    const releases = fixtureLookup({
      name: '@strapi/content-releases',
      version: '5.54.0',
      directory: 'packages/core/content-releases',
      sources: {
        'server/src/controllers/release-action.ts':
          'export default {\n  async createMany(ctx: unknown) {\n    return ctx;\n  },\n};',
        'server/src/services/release.ts':
          'export default {\n  async createMany(ids: unknown) {\n    return ids;\n  },\n};',
      },
    });
    const controllers = 'packages/core/content-releases/server/src/controllers';
    expect(where('releaseAction.createMany', {}, [releases])).toBeNull();
    expect(where('releaseAction.createMany', {files: new Set([controllers])}, [releases])).toBe(
      `${controllers}/release-action.ts:2`,
    );
    // Named for it in another case (`CustomFields.ts` for `customFields`), another file declares it too: none.
    const fields = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      sources: {
        'src/services/custom-fields.ts': 'export default {\n  register(field: unknown) {\n    return field;\n  },\n};',
        'src/apis/CustomFields.ts':
          'export class CustomFields {\n  register(field: unknown) {\n    return field;\n  }\n}',
      },
    });
    expect(where('customFields.register', {files: new Set(['packages/core/core/src'])}, [fields])).toBeNull();
  });

  it("never links a key written somewhere or a word named somewhere as a chain's member", () => {
    // The identifier alone is where it is named (rule 5); as a design-system token, nothing.
    expect(where('primary600')).toBe(`${AT}/admin/src/utils/colors.ts:2 (mention)`);
    expect(where('lightTheme.colors.primary600')).toBeNull();
  });
});

describe('a file named for a chain segment', () => {
  it('is its base name or a folder below src/, as written or in kebab-case', () => {
    expect(fileNamedFor('packages/core/utils/src/errors.ts', 'errors')).toBe(true);
    expect(fileNamedFor('packages/core/core/src/services/event-hub.ts', 'eventHub')).toBe(true);
    expect(fileNamedFor('packages/core/types/src/modules/audit-logs.ts', 'AuditLogs')).toBe(true);
    expect(fileNamedFor('packages/core/database/src/utils/identifiers/index.ts', 'identifiers')).toBe(true);
    expect(fileNamedFor('packages/core/data-transfer/src/file/providers/source/index.ts', 'providers')).toBe(true);
    expect(fileNamedFor('packages/core/admin/admin/src/components/Pagination.tsx', 'pagination')).toBe(false);
    expect(fileNamedFor('packages/core/admin/server/src/middlewares/rateLimit.ts', 'admin')).toBe(false);
  });
});

describe('a variable named for a type', () => {
  it("holds the type's name, or abbreviates it from one of its words on", () => {
    expect(namedForType('strapiInstance', 'Strapi')).toBe(true);
    expect(namedForType('app', 'StrapiApp')).toBe(true);
    expect(namedForType('db', 'Database')).toBe(true);
    expect(namedForType('queue', 'WorkerQueue')).toBe(true);
    expect(namedForType('telemetry', 'TelemetryService')).toBe(true);
    expect(namedForType('source', 'ISourceProvider')).toBe(true);
    expect(namedForType('destination', 'Transaction')).toBe(false);
    expect(namedForType('app', 'Panel')).toBe(false);
    expect(namedForType('i', 'IThing')).toBe(false);
  });
});

/** Like @strapi/design-system: hosted in its own repository, declaring a name the admin also declares. */
const DESIGN_SYSTEM = fixtureLookup({
  name: '@strapi/design-system',
  version: '2.2.4',
  directory: 'packages/design-system',
  url: 'https://github.com/strapi/design-system.git',
  sources: {
    'src/components/Field/Field.tsx': ['export const Field = () => {', '  return null;', '};'].join('\n'),
    'src/index.ts': "export * as Dialog from './components/Dialog';",
  },
});

/** Like @strapi/data-transfer: a type declared only in a `.d.ts`, named like commander's class. */
const TRANSFER = fixtureLookup({
  name: '@strapi/data-transfer',
  version: '5.54.0',
  directory: 'packages/core/data-transfer',
  entries: [...declarationEntries('dist/protocol.d.ts', "export type Command = 'init' | 'end';")],
});

/** Like @strapi/strapi: its CLI imports commander's `Command`. */
const CLI = fixtureLookup({
  name: '@strapi/strapi',
  version: '5.54.0',
  directory: 'packages/core/strapi',
  sources: {
    'src/cli.ts': ["import { Command } from 'commander';", '', 'export const program = new Command();'].join('\n'),
  },
});

/** Like @strapi/types: namespaces exported from its entry, and one nested deeper. */
const TYPES = fixtureLookup({
  name: '@strapi/types',
  version: '5.54.0',
  directory: 'packages/core/types',
  entries: [
    ...declarationEntries(
      'dist/index.d.ts',
      "export type * as Struct from './struct';\nexport * as Modules from './modules';",
    ),
    ...declarationEntries('dist/core/config/index.d.ts', "export type * as Shared from './shared';"),
  ],
});

/** An admin package of release `version` that depends on the design system at `designSystem`. */
const adminUsing = (version: string, designSystem: string) =>
  fixtureLookup({
    name: '@strapi/admin',
    version,
    directory: 'packages/core/admin',
    sources: {
      'admin/src/components/Form.tsx': ['export const Field = () => {', '  return null;', '};'].join('\n'),
      'admin/src/components/Dialog.tsx': ['export const Body = () => {', '  return null;', '};'].join('\n'),
    },
    entries: [
      fileEntry(
        'package.json',
        JSON.stringify({
          name: '@strapi/admin',
          version,
          repository: {type: 'git', url: 'https://github.com/strapi/strapi.git', directory: 'packages/core/admin'},
          dependencies: {'@strapi/design-system': designSystem},
        }),
      ),
    ],
  });

describe("a name that is not Strapi's", () => {
  it('links nothing for a name that a package hosted elsewhere, used by that release, also declares', () => {
    const admin5 = adminUsing('5.54.0', '2.2.4');
    expect(where('Field', {}, [admin5])).toBe(`${AT}/admin/src/components/Form.tsx:1`);
    expect(where('Field', {}, [admin5, DESIGN_SYSTEM])).toBeNull();
    // A namespace it exports (`export * as Dialog`) is its, too, however the admin names a file.
    expect(where('Dialog.Body', {}, [admin5])).toBe(`${AT}/admin/src/components/Dialog.tsx:1`);
    expect(where('Dialog.Body', {}, [admin5, DESIGN_SYSTEM])).toBeNull();
    // Strapi 4's admin used the design system 1: its own `Field` is the one a sentence about it means.
    const admin4 = adminUsing('4.26.2', '1.19.0');
    expect(where('Field', {}, [admin4, DESIGN_SYSTEM])).toBe(`${AT}/admin/src/components/Form.tsx:1`);
  });

  it('links nothing, on the page of a package hosted elsewhere, for a name that package holds', () => {
    // Like @strapi/pack-up's page: its build() merges `configOptions`, which Strapi's CLI names too.
    const packUp = fixtureLookup({
      name: '@strapi/pack-up',
      version: '5.1.1',
      directory: null,
      url: 'https://github.com/strapi/pack-up.git',
      sources: {'src/build.ts': 'export const build = (configOptions = {}) => ({ ...configOptions });'},
    });
    const cli = fixtureLookup({
      name: '@strapi/strapi',
      version: '5.54.0',
      directory: 'packages/core/strapi',
      sources: {'src/compile.ts': 'export const compile = (configOptions = {}) => configOptions;'},
    });
    const compile = 'packages/core/strapi/src/compile.ts';
    expect(where('configOptions', {}, [cli])).toBe(`${compile}:1 (mention)`);
    expect(where('configOptions', {}, [packUp, cli])).toBeNull();
    // Unless the page names the file of the one in strapi/strapi; and only its subject counts.
    expect(where('configOptions', {files: new Set([compile])}, [packUp, cli])).toBe(`${compile}:1 (mention)`);
    expect(where('configOptions', {}, [cli, packUp])).toBe(`${compile}:1 (mention)`);
  });

  it('links no .d.ts declaration of a name the sources import from a library', () => {
    expect(where('Command', {}, [TRANSFER])).toBe('packages/core/data-transfer/src/protocol.ts');
    expect(where('Command', {}, [TRANSFER, CLI])).toBeNull();
  });

  it("links no member or mention of a name a library's call hands back, unless the page names its file", () => {
    // Like @strapi/admin 5: a widget's props name react-intl's `formatMessage`, which the pages take from useIntl().
    const widgets = 'admin/src/features/Widgets.tsx';
    const props = {
      [widgets]: ['export interface WidgetProps {', '  formatMessage: (id: string) => string;', '}'].join('\n'),
    };
    const intl = {
      'admin/src/pages/Home.tsx': [
        "import { useIntl } from 'react-intl';",
        '',
        'export const Home = () => {',
        '  const {',
        '    formatMessage: format,',
        '    locale,',
        '  } = useIntl();',
        '  return format(locale);',
        '};',
      ].join('\n'),
    };
    const admin = (sources: Record<string, string>) =>
      fixtureLookup({name: '@strapi/admin', version: '5.54.0', directory: 'packages/core/admin', sources});
    expect(where('formatMessage', {}, [admin(props)])).toBe(`${AT}/${widgets}:2`);
    expect(where('formatMessage', {}, [admin({...props, ...intl})])).toBeNull();
    expect(where('formatMessage', {files: new Set([`${AT}/${widgets}`])}, [admin({...props, ...intl})])).toBe(
      `${AT}/${widgets}:2`,
    );
    // Like the helper plugin 4: a useState setter named in one file is React's, not that file's.
    const permissions = {
      'src/components/CheckPermissions.tsx': [
        "import React from 'react';",
        '',
        'export const CheckPermissions = () => {',
        '  const [state, setState] = React.useState({ isLoading: true });',
        '  setState({ isLoading: false });',
        '  return state;',
        '};',
      ].join('\n'),
    };
    const helper = fixtureLookup({
      name: '@strapi/helper-plugin',
      version: '4.26.2',
      directory: 'packages/core/helper-plugin',
      sources: permissions,
    });
    expect(where('setState', {}, [helper])).toBeNull();
    // A name of the file's own, not the library's call, is still named there.
    expect(where('CheckPermissions', {}, [helper])).toBe(
      'packages/core/helper-plugin/src/components/CheckPermissions.tsx:3',
    );
  });
});

describe('a name of a closed set', () => {
  // Like @strapi/database: the lifecycle actions are a union of string literals in a .d.ts, and
  // one subscriber handles `beforeCreate`.
  const database = fixtureLookup({
    name: '@strapi/database',
    version: '5.54.0',
    directory: 'packages/core/database',
    sources: {
      'src/lifecycles/subscribers/timestamps.ts': [
        'export const timestamps = {',
        '  beforeCreate(event: unknown) {',
        '    return event;',
        '  },',
        '};',
      ].join('\n'),
    },
    entries: [
      ...declarationEntries(
        'dist/lifecycles/types.d.ts',
        "export type Action = 'beforeCreate' | 'afterCreate' | 'afterUpdate';",
      ),
    ],
  });
  // Like @strapi/admin: its own subscriber handles `afterUpdate`.
  const admin = fixtureLookup({
    name: '@strapi/admin',
    version: '5.54.0',
    directory: AT,
    sources: {
      'server/src/bootstrap.ts': [
        'export const subscriber = {',
        '  afterUpdate(event: unknown) {',
        '    return event;',
        '  },',
        '};',
      ].join('\n'),
    },
  });
  const types = 'packages/core/database/src/lifecycles/types.ts';
  const actions = {owners: new Set(['beforeCreate', 'afterCreate', 'afterUpdate'])};

  it('links the set where the page names enough of its members, before a handler of one of them', () => {
    expect(where('beforeCreate', actions, [database, admin])).toBe(types);
    expect(where('afterUpdate', actions, [database, admin])).toBe(types);
    // The sentence naming the set's own package changes nothing.
    expect(where('afterUpdate', {...actions, sentence: ['@strapi/database']}, [database, admin])).toBe(types);
  });

  it('keeps the other rules where the page names too few of them, or the sentence names another package', () => {
    const one = {owners: new Set(['beforeCreate', 'afterUpdate'])};
    expect(where('beforeCreate', one, [database, admin])).toBe(
      'packages/core/database/src/lifecycles/subscribers/timestamps.ts:2',
    );
    expect(where('afterUpdate', {...actions, sentence: ['@strapi/admin']}, [database, admin])).toBe(
      `${AT}/server/src/bootstrap.ts:2`,
    );
  });

  it('links nothing from this rule where two sets in use hold the name', () => {
    const hooks = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      entries: [...declarationEntries('dist/hooks.d.ts', "export type Hook = 'beforeCreate' | 'onLoad' | 'onSave';")],
    });
    const both = {owners: new Set([...actions.owners, 'onLoad', 'onSave'])};
    expect(where('beforeCreate', both, [database, admin, hooks])).toBeNull();
    expect(where('onLoad', both, [database, admin, hooks])).toBe('packages/core/core/src/hooks.ts');
  });
});

describe('a namespace a package exports', () => {
  it("is declared in the package's entry, not where a nested one is re-exported", () => {
    expect(where('Struct', {}, [TYPES])).toBe('packages/core/types/src/index.ts');
    expect(where('Modules', {}, [TYPES])).toBe('packages/core/types/src/index.ts');
    expect(where('Shared', {}, [TYPES])).toBeNull();
  });
});

/** @strapi/types' `Core` namespace, reached from its entry and re-exported whole from `core/index`. */
const CORE_TYPES = fixtureLookup({
  name: '@strapi/types',
  version: '5.54.0',
  directory: 'packages/core/types',
  entries: [
    ...declarationEntries('dist/index.d.ts', "export type * as Core from './core';"),
    ...declarationEntries('dist/core/index.d.ts', "export * from './strapi';"),
    ...declarationEntries('dist/core/strapi.d.ts', 'export interface Strapi {\n    fs: unknown;\n}'),
  ],
});

/** Like @strapi/core: the class that implements `Core.Strapi`. */
const CORE = fixtureLookup({
  name: '@strapi/core',
  version: '5.54.0',
  directory: 'packages/core/core',
  sources: {
    'src/Strapi.ts': ['class Strapi implements Core.Strapi {', '  fs = null;', '}', '', 'export default Strapi;'].join(
      '\n',
    ),
  },
});

describe('a chain through the namespaces a package exports', () => {
  it('links the type the namespaces lead to, not a class that implements it', () => {
    expect(where('Core.Strapi', {}, [CORE, CORE_TYPES])).toBe('packages/core/types/src/core/strapi.ts');
    expect(where('Core.Missing', {}, [CORE, CORE_TYPES])).toBeNull();
    expect(where('Core.Other.Strapi', {}, [CORE, CORE_TYPES])).toBeNull();
  });

  it('links the module a namespace names, exported as such or imported whole and exported by name', () => {
    const types = fixtureLookup({
      name: '@strapi/types',
      version: '5.54.0',
      directory: 'packages/core/types',
      entries: [
        ...declarationEntries('dist/index.d.ts', "export type * as Schema from './schema';"),
        ...declarationEntries(
          'dist/schema/index.d.ts',
          "import type * as Attribute from './attribute';\nexport { Attribute };\nexport type Schemas = unknown;",
        ),
        ...declarationEntries('dist/schema/attribute/index.d.ts', "export * from './string';"),
        ...declarationEntries('dist/schema/attribute/string.d.ts', 'export type String = { type: "string" };'),
      ],
    });
    expect(where('Schema.Attribute', {}, [types])).toBe('packages/core/types/src/schema/attribute/index.ts');
    expect(where('Schema.Attribute.String', {}, [types])).toBe('packages/core/types/src/schema/attribute/string.ts');
    expect(where('Schema.Missing', {}, [types])).toBeNull();
  });
});

/**
 * Like @strapi/review-workflows and @strapi/admin: components' props, one through a type it extends;
 * a context's value; and a server-side options interface, which is no front end's shape.
 */
const COMPONENTS = fixtureLookup({
  name: '@strapi/admin',
  version: '5.54.0',
  directory: 'packages/core/admin',
  sources: {
    'admin/src/components/TableColumns.tsx': [
      'interface StageColumnProps {',
      '  strapi_stage?: {',
      '    color?: string;',
      '  };',
      '  onStageChange: (id: string) => void;',
      '}',
      '',
      'export const StageColumn = (props: StageColumnProps) => {',
      '  return props;',
      '};',
    ].join('\n'),
    'admin/src/components/HeaderLayout.tsx': [
      'interface BaseHeaderLayoutProps {',
      '  primaryAction?: unknown;',
      '}',
      '',
      'interface HeaderLayoutProps extends BaseHeaderLayoutProps {}',
      '',
      'export const HeaderLayout = (props: HeaderLayoutProps) => {',
      '  return props;',
      '};',
    ].join('\n'),
    'admin/src/features/AppInfo.tsx': [
      'interface AppInfoContextValue {',
      '  nodeVersion?: string;',
      '}',
      '',
      "const [AppInfoProvider, useAppInfo] = createContext<AppInfoContextValue>('AppInfo', {});",
    ].join('\n'),
    'server/src/options.ts': ['export interface ServerOptions {', '  appDir: string;', '}'].join('\n'),
  },
});

describe("a data property of a front end's shape: a component's props, a context's value", () => {
  const page = (body: string) => fixturePage(body, ['@strapi/admin']);
  const targetOf = async (body: string, name: string) => {
    const target = (await checkPage(page(body), [COMPONENTS])).claims.find((claim) => claim.text === name)?.target;
    return target ? `${target.path}:${target.line}` : null;
  };
  const COLUMNS = `${AT}/admin/src/components/TableColumns.tsx`;

  it('links where the sentence or its table row names the component, or its props type', async () => {
    expect(await targetOf('`StageColumn` draws `strapi_stage` as a dot.', 'strapi_stage')).toBe(`${COLUMNS}:2`);
    expect(await targetOf('| `StageColumn` | a dot for `strapi_stage` |\n| --- | --- |', 'strapi_stage')).toBe(
      `${COLUMNS}:2`,
    );
    expect(await targetOf('`StageColumnProps` has `strapi_stage`.', 'strapi_stage')).toBe(`${COLUMNS}:2`);
  });

  it('links nothing where it names neither: the word is an entry field there, not the prop', async () => {
    expect(await targetOf('Every entry gets a `strapi_stage` relation.', 'strapi_stage')).toBeNull();
    expect(
      await targetOf('Every entry gets a `strapi_stage` relation. `StageColumn` draws it.', 'strapi_stage'),
    ).toBeNull();
    const claim: Claim = {kind: 'name', form: 'identifier', text: 'strapi_stage', parts: ['strapi_stage'], line: 1};
    expect(unlinkedReason(claim, [COMPONENTS], false)).toBe('shapes');
  });

  it('follows the props type a component is declared with to the type it extends', async () => {
    expect(await targetOf('`HeaderLayout` takes a `primaryAction`.', 'primaryAction')).toBe(
      `${AT}/admin/src/components/HeaderLayout.tsx:2`,
    );
    expect(await targetOf('A form has a `primaryAction`.', 'primaryAction')).toBeNull();
  });

  it("links a context's value where the sentence names the hook made with it, or the page names its file", async () => {
    const APP_INFO = `${AT}/admin/src/features/AppInfo.tsx`;
    expect(await targetOf('`useAppInfo()` gives the `nodeVersion`.', 'nodeVersion')).toBe(`${APP_INFO}:2`);
    expect(await targetOf('The server sends the `nodeVersion`.', 'nodeVersion')).toBeNull();
    expect(await targetOf(`\`${APP_INFO}\` holds it.\n\nThe server sends the \`nodeVersion\`.`, 'nodeVersion')).toBe(
      `${APP_INFO}:2`,
    );
  });

  it("leaves an interface of a .ts file that is no component's props to the rules of any member", async () => {
    expect(await targetOf('`appDir` is resolved first.', 'appDir')).toBe(`${AT}/server/src/options.ts:2`);
  });

  it('leaves a function-valued prop to the rules of any member', async () => {
    expect(await targetOf('`onStageChange` fires on a pick.', 'onStageChange')).toBe(`${COLUMNS}:5`);
  });
});
