/**
 * Member chains rooted at the server's Strapi instance (page-checks/sources/member-chains.ts;
 * README.md "Source links", rule 2): `strapi.db.transaction()` links the member of the type that
 * `strapi.db` is annotated with, in the package that type is imported from, and nothing when a step
 * is unclear. Also the "Defined in" line of an API page, which picks among several declarations by
 * the files the page names, as prose does. Fixture packages are built in memory; no network.
 */
import type {Link, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {chainClaim} from '../../page-checks/sources/claims';
import {declarationBody, strapiChainTarget} from '../../page-checks/sources/member-chains';
import {windowStrapiTarget} from '../../page-checks/sources/window-strapi';
import {headingLines} from '../../page-checks/sources/proof';
import {claimTarget} from '../../page-checks/sources/targets';
import type {Claim} from '../../page-checks/sources/types';
import {linkTree} from '../../plugins/source-links/src/linker';
import {REPOSITORY_BLOB, sourceLink} from '../../plugins/source-links/src/url';
import type {TarEntry} from '../../page-checks/sources/tar';
import {declarationEntries, fixtureLookup, sourceMapEntry} from '../support/fixture-package';
import type {Lookup} from '../../page-checks/sources/lookup';

/** @strapi/core 5.54.0 with these sources. */
const corePackage = (sources: Record<string, string>) =>
  fixtureLookup({name: '@strapi/core', version: '5.54.0', directory: 'packages/core/core', sources});

/** @strapi/types 5.54.0 with these published files (declarations only). */
const typesPackage = (entries: TarEntry[]) =>
  fixtureLookup({name: '@strapi/types', version: '5.54.0', directory: 'packages/core/types', entries});

/** Like @strapi/core: the Strapi class, its getters annotated with the types of what they return. */
const CORE = corePackage({
  'src/Strapi.ts': [
    "import type { Database } from '@strapi/database';",
    "import type { Modules } from '@strapi/types';",
    "import { Container } from './container';",
    "import type { FeaturesService } from './services/features';",
    '',
    'class Strapi extends Container {',
    '  get db(): Database {',
    "    return this.get('db');",
    '  }',
    '',
    '  get cron(): Modules.Cron.CronService {',
    "    return this.get('cron');",
    '  }',
    '',
    '  get features(): FeaturesService {',
    "    return this.get('features');",
    '  }',
    '',
    '  get config() {',
    "    return this.get('config');",
    '  }',
    '',
    '  get server(): Modules.Server.Server {',
    "    return this.get('server');",
    '  }',
    '}',
  ].join('\n'),
  'src/container.ts': ['export class Container {', '  has(name: string) {', '    return true;', '  }', '}'].join('\n'),
  'src/services/features.ts': [
    "import type { Modules } from '@strapi/types';",
    'export type FeaturesService = Modules.Features.FeaturesService;',
  ].join('\n'),
  // One more `disable`, `add` and `isEnabled` each: a chain must not take them for its own.
  'src/services/transfer.ts': [
    'export const provider = {',
    '  disable() {',
    '    return 1;',
    '  },',
    '  add() {',
    '    return 1;',
    '  },',
    '  isEnabled() {',
    '    return 1;',
    '  },',
    '};',
  ].join('\n'),
});

/** Like @strapi/database: the Database class, a property annotated with another of its types. */
const DATABASE = fixtureLookup({
  name: '@strapi/database',
  version: '5.54.0',
  directory: 'packages/core/database',
  sources: {
    'src/index.ts': [
      "import type { LifecycleProvider } from './lifecycles';",
      '',
      'class Database {',
      '  lifecycles: LifecycleProvider;',
      '',
      '  query(uid: string) {',
      '    return uid;',
      '  }',
      '',
      '  transaction(): Promise<unknown>;',
      '  async transaction(callback?: () => void) {',
      '    return callback;',
      '  }',
      '}',
      '',
      'export { Database };',
    ].join('\n'),
    'src/lifecycles/index.ts': [
      'export interface LifecycleProvider {',
      '  subscribe(subscriber: unknown): () => void;',
      '  disable(): void;',
      '}',
    ].join('\n'),
  },
});

/** Like @strapi/types: declarations only, each with a map naming its source. */
const TYPES = typesPackage([
  ...declarationEntries(
    'dist/modules/cron.d.ts',
    'export interface CronService {\n    add(tasks: unknown): CronService;\n    remove(name: string): void;\n}',
  ),
  ...declarationEntries(
    'dist/modules/features.d.ts',
    'export interface FeaturesService {\n    isEnabled(name: string): boolean;\n}',
  ),
  // Two `Server` types: the one `Modules.Server.Server` means cannot be told from its last segment.
  ...declarationEntries('dist/modules/server.d.ts', 'export interface Server {\n    use(fn: unknown): Server;\n}'),
  ...declarationEntries('dist/config/server.d.ts', 'export interface Server {\n    use: boolean;\n}'),
]);

/** A package the annotations do not import from, declaring the same type names with the same members. */
const DECOY = fixtureLookup({
  name: '@strapi/decoy',
  version: '5.54.0',
  directory: 'packages/core/decoy',
  sources: {
    'src/db.ts': ['export class Database {', '  transaction() {', '    return 0;', '  }', '}'].join('\n'),
  },
});

const LOOKUPS = [CORE, DATABASE, TYPES, DECOY];

const claim = (written: string): Claim => chainClaim(written, 1) as Claim;
const where = (written: string, lookups = LOOKUPS) => {
  const target = claimTarget(claim(written), lookups);
  return target && `${target.path}${target.line === null ? '' : `:${target.line}`}`;
};

describe('a strapi.… member chain, through the types of its members', () => {
  it("links the member of the type a getter returns, in the package it is imported from, not a namesake's", () => {
    expect(where('strapi.db.transaction()')).toBe('packages/core/database/src/index.ts:10');
  });

  it('steps through a property annotated with another type', () => {
    expect(where('strapi.db.lifecycles.disable()')).toBe('packages/core/database/src/lifecycles/index.ts:3');
  });

  it('links the source file of a type declared only in a .d.ts, without a line', () => {
    expect(where('strapi.cron.add()')).toBe('packages/core/types/src/modules/cron.ts');
    expect(where('strapi.features.isEnabled()')).toBe('packages/core/types/src/modules/features.ts');
  });

  it('steps through a type qualified by namespaces when its last name alone is two types', () => {
    // As @strapi/types: its entry exports `Modules`, which exports `Server` (src/modules/server.ts).
    const NAMESPACED = typesPackage([
      ...declarationEntries('dist/index.d.ts', "export type * as Modules from './modules';"),
      ...declarationEntries('dist/modules/index.d.ts', "export type * as Server from './server';"),
      ...declarationEntries(
        'dist/modules/server.d.ts',
        'export interface Server {\n    use(fn: unknown): Server;\n    routes(list: unknown[]): Server;\n}',
      ),
      ...declarationEntries('dist/config/server.d.ts', 'export interface Server {\n    use: boolean;\n}'),
    ]);
    const lookups = [CORE, DATABASE, NAMESPACED];
    expect(where('strapi.server.use()', lookups)).toBe('packages/core/types/src/modules/server.ts');
    expect(where('strapi.server.routes()', lookups)).toBe('packages/core/types/src/modules/server.ts');
    // A member that module's type does not have: none, not the config's `Server`.
    expect(where('strapi.server.missing()', lookups)).toBeNull();
  });

  it('takes the type of a member the class leaves unannotated from the interface it implements', () => {
    // As @strapi/core 5: `get config() {` says nothing, `Core.Strapi` says `config: ConfigProvider;`.
    const core = corePackage({
      'src/Strapi.ts': [
        "import type { Core } from '@strapi/types';",
        '',
        'class Strapi implements Core.Strapi {',
        '  get config() {',
        "    return this.get('config');",
        '  }',
        '',
        '  get store() {',
        "    return this.get('store');",
        '  }',
        '}',
      ].join('\n'),
    });
    const types = typesPackage([
      ...declarationEntries(
        'dist/core/strapi.d.ts',
        [
          "import type { ConfigProvider } from '../modules/config';",
          'export interface Strapi {',
          '    config: ConfigProvider;',
          '    store: any;',
          '}',
        ].join('\n'),
      ),
      ...declarationEntries(
        'dist/modules/config.d.ts',
        'export interface ConfigProvider {\n    get(path: string): unknown;\n}',
      ),
    ]);
    expect(where('strapi.config.get()', [core, types])).toBe('packages/core/types/src/modules/config.ts');
    // The interface says no more than the class (`store: any`): nothing.
    expect(where('strapi.store.get()', [core, types])).toBeNull();
    // Without the interface's package, the class alone says nothing.
    expect(where('strapi.config.get()', [core])).toBeNull();
  });

  it("steps into a type that widens another (Omit<Module, 'routes'> & {…}), never to a member it omits", () => {
    // As @strapi/types 5: `Plugin` is `Omit<Module, 'routes'> & { routes: … }`; `service` is `Module`'s.
    const core = corePackage({
      'src/Strapi.ts': [
        "import type { Core } from '@strapi/types';",
        '',
        'class Strapi {',
        '  plugin(name: string): Core.Plugin {',
        '    return this.get(name);',
        '  }',
        '}',
      ].join('\n'),
    });
    // @strapi/types with this `Plugin` and this `Module`, both re-exported whole from `Core`.
    const typesWith = (plugin: string, module: string) =>
      typesPackage([
        ...declarationEntries('dist/index.d.ts', "export type * as Core from './core';"),
        ...declarationEntries('dist/core/index.d.ts', "export * from './plugin';\nexport * from './module';"),
        ...declarationEntries('dist/core/plugin.d.ts', `import type { Module, Route } from '.';\n${plugin}`),
        ...declarationEntries('dist/core/module.d.ts', module),
      ]);
    const types = typesWith(
      "export type Plugin = Omit<Module, 'routes'> & {\n    routes: Route[];\n};",
      'export interface Module {\n    routes: unknown;\n    service(name: string): unknown;\n}',
    );
    expect(where('strapi.plugin().service()', [core, types])).toBe('packages/core/types/src/core/module.ts');
    expect(where('strapi.plugin().routes', [core, types])).toBe('packages/core/types/src/core/plugin.ts');
    expect(where('strapi.plugin().missing()', [core, types])).toBeNull();
    // A member the Omit leaves out is not the widened type's.
    const omitting = typesWith(
      "export type Plugin = Omit<Module, 'routes' | 'service'> & {\n    name: string;\n};",
      'export interface Module {\n    service(name: string): unknown;\n}',
    );
    expect(where('strapi.plugin().service()', [core, omitting])).toBeNull();
    // Object types written `= {`, alone or widening another, and interfaces are all bodies.
    const members = (text: string) => [...(declarationBody(text, 'Service')?.members.keys() ?? [])];
    expect(members('export type Service = {\n    use: () => void;\n};')).toEqual(['use']);
    expect(members('export type Service = Base & {\n    use: () => void;\n};')).toEqual(['use']);
    expect(members('export interface Service extends Base {\n    use(): void;\n}')).toEqual(['use']);
    expect(declarationBody("export type Service = Omit<Base, 'a' | 'b'> & {\n};", 'Service')).toMatchObject({
      extended: 'Base',
      omitted: ['a', 'b'],
    });
  });

  it("takes an unannotated method's type from the class's emitted .d.ts, in the package it names", () => {
    // As @strapi/database 5: `query(uid: string) {` says nothing; tsc wrote the type it inferred.
    const database = fixtureLookup({
      name: '@strapi/database',
      version: '5.54.0',
      directory: 'packages/core/database',
      sources: {
        'src/index.ts': [
          'class Database {',
          '  query(uid: string) {',
          '    return this.entityManager.getRepository(uid);',
          '  }',
          '',
          '  inTransaction() {',
          '    return false;',
          '  }',
          '}',
          '',
          'export { Database };',
        ].join('\n'),
      },
      entries: [
        ...declarationEntries(
          'dist/index.d.ts',
          [
            'declare class Database {',
            '    query(uid: string): import("./entity-manager").Repository;',
            '    inTransaction(): boolean;',
            '}',
            'export { Database };',
          ].join('\n'),
        ),
        ...declarationEntries(
          'dist/entity-manager/index.d.ts',
          'export interface Repository {\n    create(params: unknown): Promise<unknown>;\n}',
        ),
      ],
    });
    // Another package's `Repository` with a `create`: not the one tsc named.
    const decoy = typesPackage([
      ...declarationEntries('dist/repository.d.ts', 'export interface Repository {\n    create(): void;\n}'),
    ]);
    const lookups = [CORE, database, decoy];
    expect(where('strapi.db.query().create()', lookups)).toBe('packages/core/database/src/entity-manager/index.ts');
    // A type that is no plain name (`boolean`) leads nowhere.
    expect(where('strapi.db.inTransaction().create()', lookups)).toBeNull();
  });

  it('steps into an object type written in place, and through an indexed access to a member of another type', () => {
    // As @strapi/core 5: `get ee(): Core.Strapi['ee']`, and Core.Strapi's `ee: {` holds `features: {`;
    // FeaturesService's `future: {` holds its own `isEnabled`.
    const core = corePackage({
      'src/Strapi.ts': [
        "import type { Core } from '@strapi/types';",
        "import type { FeaturesService } from './services/features';",
        '',
        'class Strapi implements Core.Strapi {',
        '  get features(): FeaturesService {',
        "    return this.get('features');",
        '  }',
        '',
        "  get ee(): Core.Strapi['ee'] {",
        '    return licence;',
        '  }',
        '}',
      ].join('\n'),
      'src/services/features.ts': [
        "import type { Modules } from '@strapi/types';",
        'export type FeaturesService = Modules.Features.FeaturesService;',
      ].join('\n'),
    });
    const types = typesPackage([
      ...declarationEntries(
        'dist/core/strapi.d.ts',
        [
          'export interface Strapi {',
          '    ee: {',
          '        isEE: boolean;',
          '        features: {',
          '            isEnabled: (feature: string) => boolean;',
          '            list: () => string[];',
          '        };',
          '    };',
          '}',
        ].join('\n'),
      ),
      ...declarationEntries(
        'dist/modules/features.d.ts',
        [
          'export interface FeaturesService {',
          '    future: {',
          '        isEnabled: (name: string) => boolean;',
          '    };',
          '    isEnabled: (name: string) => boolean;',
          '}',
        ].join('\n'),
      ),
    ]);
    const lookups = [core, types];
    expect(where('strapi.features.future.isEnabled()', lookups)).toBe('packages/core/types/src/modules/features.ts');
    expect(where('strapi.ee.features.isEnabled()', lookups)).toBe('packages/core/types/src/core/strapi.ts');
    expect(where('strapi.ee.features.list()', lookups)).toBe('packages/core/types/src/core/strapi.ts');
    expect(where('strapi.ee.isEE', lookups)).toBe('packages/core/types/src/core/strapi.ts');
    // A key the object type does not hold, one level up or down: none.
    expect(where('strapi.ee.isEnabled()', lookups)).toBeNull();
    expect(where('strapi.ee.features.isEE', lookups)).toBeNull();
    expect(where('strapi.features.future.missing()', lookups)).toBeNull();
  });

  it('keeps the members of the Strapi class and the class it extends', () => {
    expect(where('strapi.has()')).toBe('packages/core/core/src/container.ts:2');
  });

  it('finds nothing when a step is unclear (the weaker rules may still name a file)', () => {
    const chain = (written: string, lookups = LOOKUPS) => strapiChainTarget(claim(written), lookups);
    // no annotation on the getter
    expect(chain('strapi.config.get()')).toBeNull();
    // a getter called as a method, a method read as a property
    expect(chain('strapi.db().transaction()')).toBeNull();
    expect(chain('strapi.db.query.transaction()')).toBeNull();
    // two types of that name in the package the annotation imports
    expect(chain('strapi.server.use()')).toBeNull();
    // a member the type does not have
    expect(chain('strapi.db.lifecycles.missing()')).toBeNull();
    // the type's package not among the page's packages
    expect(chain('strapi.db.transaction()', [CORE, TYPES, DECOY])).toBeNull();
  });

  it('links nothing when the types do not say whose member the last segment is, even if that name has one declaration', () => {
    const helpers = fixtureLookup({
      name: '@strapi/helpers',
      version: '5.54.0',
      directory: 'packages/core/helpers',
      sources: {'src/entries.ts': ['export function getEntry() {', '  return 1;', '}'].join('\n')},
    });
    expect(where('getEntry()', [...LOOKUPS, helpers])).toBe('packages/core/helpers/src/entries.ts:1');
    // `strapi.config` has no annotation, so nothing says `getEntry` is that function.
    expect(where('strapi.config.getEntry()', [...LOOKUPS, helpers])).toBeNull();
    expect(where('strapi.db.lifecycles.getEntry()', [...LOOKUPS, helpers])).toBeNull();
  });

  it("reads a package's strapi namespace where the instance has no such member", () => {
    // As @strapi/data-transfer: its entry exports `strapi`, which exports `providers`.
    const transfer = fixtureLookup({
      name: '@strapi/data-transfer',
      version: '5.54.0',
      directory: 'packages/core/data-transfer',
      sources: {
        'src/strapi/providers/index.ts': 'export const createSourceProvider = () => 1;',
      },
      entries: [
        ...declarationEntries('dist/index.d.ts', "export * as strapi from './strapi';"),
        ...declarationEntries(
          'dist/strapi/index.d.ts',
          "export * as providers from './providers';\nexport * as db from './providers';",
        ),
        ...declarationEntries(
          'dist/strapi/providers/index.d.ts',
          'export declare const createSourceProvider: () => number;',
        ),
      ],
    });
    const lookups = [...LOOKUPS, transfer];
    expect(where('strapi.providers.createSourceProvider()', lookups)).toBe(
      'packages/core/data-transfer/src/strapi/providers/index.ts:1',
    );
    // `db` is a member of the Strapi class: `strapi.db.…` is the instance's, never the namespace's.
    expect(where('strapi.db.createSourceProvider()', lookups)).toBeNull();
    expect(where('window.strapi.providers.createSourceProvider()', lookups)).toBeNull();
  });

  it('never reads window.strapi, the admin panel object, as the Strapi instance', () => {
    expect(claim('window.strapi.db.transaction()').root).toBe('window');
    expect(where('window.strapi.db.transaction()')).toBeNull();
    expect(strapiChainTarget(claim('window.strapi.db.transaction()'), LOOKUPS)).toBeNull();
    expect(where('window.strapi.db')).toBeNull();
  });

  it('gives only URLs under the pinned tag', () => {
    for (const written of ['strapi.db.transaction()', 'strapi.cron.add()', 'strapi.has()']) {
      const target = claimTarget(claim(written), LOOKUPS);
      const link = target && sourceLink(target.version, target.path, target.line);
      expect(link?.href.startsWith(`${REPOSITORY_BLOB}v5.54.0/packages/core/`), written).toBe(true);
      expect(link?.href).not.toMatch(/\.\.|%|\?/);
    }
  });
});

describe('window.strapi.…, the admin panel object', () => {
  const RENDER = [
    'export const renderAdmin = async () => {',
    '  window.strapi = {',
    '    /**',
    '     * isEE: a comment',
    '     */',
    '    isEE: false,',
    '    future: {',
    '      isEnabled: (name: string) => false,',
    '    },',
    '    features: {',
    "      SSO: 'sso',",
    '      isEnabled: () => false,',
    '    },',
    '  };',
    '  window.strapi.isEE = true;',
    '  window.strapi.isTrialLicense = false;',
    '};',
  ].join('\n');
  const admin = (sources: Record<string, string>) =>
    fixtureLookup({name: '@strapi/admin', version: '5.54.0', directory: 'packages/core/admin', sources});
  const ADMIN = admin({'admin/src/render.ts': RENDER});

  it('links the key of the one window.strapi literal that the chain names, nested objects included', () => {
    expect(where('window.strapi.features.isEnabled()', [ADMIN, ...LOOKUPS])).toBe(
      'packages/core/admin/admin/src/render.ts:12',
    );
    expect(where('window.strapi.future.isEnabled()', [ADMIN, ...LOOKUPS])).toBe(
      'packages/core/admin/admin/src/render.ts:8',
    );
    expect(where('window.strapi.isEE', [ADMIN, ...LOOKUPS])).toBe('packages/core/admin/admin/src/render.ts:6');
  });

  it('links the one assignment of a key the literal does not write', () => {
    expect(where('window.strapi.isTrialLicense', [ADMIN, ...LOOKUPS])).toBe(
      'packages/core/admin/admin/src/render.ts:16',
    );
    const twice = admin({'admin/src/render.ts': RENDER, 'admin/src/other.ts': 'window.strapi.isTrialLicense = true;'});
    expect(windowStrapiTarget(claim('window.strapi.isTrialLicense'), [twice])).toBeNull();
  });

  it('links nothing for two literals, a missing key, a key that is no object, or strapi.… without window', () => {
    const twice = admin({'admin/src/render.ts': RENDER, 'admin/src/other.ts': RENDER});
    expect(windowStrapiTarget(claim('window.strapi.isEE'), [twice])).toBeNull();
    expect(windowStrapiTarget(claim('window.strapi.features.missing()'), [ADMIN])).toBeNull();
    expect(windowStrapiTarget(claim('window.strapi.isEE.isEnabled()'), [ADMIN])).toBeNull();
    expect(windowStrapiTarget(claim('strapi.features.isEnabled()'), [ADMIN])).toBeNull();
  });
});

/**
 * The address the "Defined in" line under the member heading of an API page (subject `Registries`)
 * links: null when the first paragraph after the heading has no link, undefined when there is none.
 */
async function definedInUrl(markdown: string, lookups: Lookup[], files: string[] = []) {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  linkTree(tree, {
    lookups,
    context: {lookups, exampleNames: new Set(), notStrapi: new Set(), commandPage: false},
    subject: 'Registries',
    names: {files: new Set(files)},
  });
  const paragraph = tree.children.find((node) => node.type === 'paragraph');
  return paragraph && ((paragraph.children as Link[]).find((child) => child.type === 'link')?.url ?? null);
}

describe('"Defined in" on an API page', () => {
  const FIND = fixtureLookup({
    name: '@strapi/registries',
    version: '5.54.0',
    directory: 'packages/core/registries',
    entries: [
      sourceMapEntry({
        'src/apis.ts': ['export const registry = {', '  getAll() {', '    return [];', '  },', '};'].join('\n'),
        'src/hooks.ts': ['export const hooks = {', '  getAll() {', '    return [];', '  },', '};'].join('\n'),
      }),
    ],
  });
  const AT = `${REPOSITORY_BLOB}v5.54.0/packages/core`;

  it('takes, among several declarations, the one in the file the page names', async () => {
    const heading = '# Registries\n\n### `getAll`\n';
    expect(await definedInUrl(heading, [FIND], ['packages/core/registries/src/apis.ts'])).toBe(
      `${AT}/registries/src/apis.ts#L2`,
    );
    expect(await definedInUrl(heading, [FIND])).toBeUndefined();
  });

  it("takes, among several packages' declarations, the one of the page's own package", async () => {
    const own = (exported: boolean) =>
      fixtureLookup({
        name: '@strapi/registries',
        version: '5.54.0',
        directory: 'packages/core/registries',
        entries: [sourceMapEntry({'src/provider.ts': `${exported ? 'export ' : ''}interface Provider {}`})],
      });
    const OTHER = fixtureLookup({
      name: '@strapi/other',
      version: '5.54.0',
      directory: 'packages/core/other',
      entries: [sourceMapEntry({'src/provider.ts': 'export interface Provider {}'})],
    });
    const heading = '# Registries\n\n### `Provider`\n';
    expect(await definedInUrl(heading, [own(true), OTHER])).toBe(`${AT}/registries/src/provider.ts#L1`);
    expect(await definedInUrl(heading, [own(false), OTHER])).toBe(`${AT}/registries/src/provider.ts#L1`);
    expect(await definedInUrl(heading, [OTHER, own(true)])).toBe(`${AT}/other/src/provider.ts#L1`);
  });

  it("takes the source file of the declaration file its signature's title names", async () => {
    const method = ['export const create = () => ({', '  bootstrap() {', '    return 1;', '  },', '});'].join('\n');
    const OWN = fixtureLookup({
      name: '@strapi/registries',
      version: '5.54.0',
      directory: 'packages/core/registries',
      entries: [sourceMapEntry({'src/services/metrics/index.ts': method, 'src/providers/telemetry.ts': method})],
    });
    const definedIn = (title: string) =>
      definedInUrl(
        `# Registries\n\n### \`bootstrap\`\n\n**Internal.**\n\n\`\`\`ts title="${title}"\nbootstrap(): void;\n\`\`\`\n`,
        [OWN],
        ['packages/core/registries/src/providers/telemetry.ts'],
      );
    const at = (file: string) => `${AT}/registries/src/${file}#L2`;
    expect(await definedIn('@strapi/registries/dist/services/metrics/index.d.ts')).toBe(
      at('services/metrics/index.ts'),
    );
    // Another package's declaration file, or none: the file the page names.
    expect(await definedIn('@strapi/other/dist/services/metrics/index.d.ts')).toBe(at('providers/telemetry.ts'));
    expect(await definedIn('src/services/metrics/index.ts')).toBe(at('providers/telemetry.ts'));
  });

  it("takes another declared package's file that the title names, where the page's own has no such member", async () => {
    // As the server API page: `Route` is declared only in @strapi/types (two files), the page's own is @strapi/core.
    const core = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      entries: [sourceMapEntry({'src/server.ts': 'export const createServer = () => ({});'})],
    });
    const types = typesPackage([
      ...declarationEntries('dist/core/route.d.ts', 'export interface Route {\n    path: string;\n}'),
      ...declarationEntries('dist/core/router.d.ts', 'export interface Route {\n    prefix: string;\n}'),
    ]);
    const definedIn = (title: string) =>
      definedInUrl(`# Server\n\n### \`Route\`\n\n\`\`\`ts title="${title}"\ninterface Route {}\n\`\`\`\n`, [
        core,
        types,
      ]);
    expect(await definedIn('@strapi/types/dist/core/route.d.ts')).toBe(`${AT}/types/src/core/route.ts`);
    expect(await definedIn('@strapi/types/dist/core/missing.d.ts')).toBeUndefined();
    // A namesake in a third package's source is not the one the title names.
    const admin = fixtureLookup({
      name: '@strapi/admin',
      version: '5.54.0',
      directory: 'packages/core/admin',
      entries: [sourceMapEntry({'admin/src/router.tsx': 'export interface Route {}'})],
    });
    expect(
      await definedInUrl(
        '# Server\n\n### `Route`\n\n```ts title="@strapi/types/dist/core/route.d.ts"\ninterface Route {}\n```\n',
        [core, types, admin],
      ),
    ).toBe(`${AT}/types/src/core/route.ts`);
  });
});

describe('the proof counts a heading name linked by its "Defined in" line', () => {
  it('knows the heading lines of a page, not a comment in a code block', () => {
    const source = [
      '---',
      'title: X',
      '---',
      '',
      '## `getAll`',
      '',
      '````md',
      '# not a heading',
      '```',
      '# still code: a shorter fence does not close a longer one',
      '````',
      '',
      '### `get`',
      '#no-space is text',
    ].join('\n');
    expect([...headingLines(source)]).toEqual([5, 13]);
  });
});
