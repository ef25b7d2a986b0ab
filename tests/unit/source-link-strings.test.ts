/**
 * Rule 7 of the source links (page-checks/sources/targets.ts `quotedTarget`,
 * mentions.ts `strings`; README.md "Source links"): a dotted chain written
 * without calls, that the sources write whole as a string where it names one
 * thing (a config path read with `config.get`, a route's handler, an event
 * emitted, a constant's value, a string-literal type), links where the one
 * file that does writes it, as "Named in"; a config path given its value in
 * one file, there first. Fixture packages are built in memory.
 */
import {describe, expect, it} from 'vitest';
import {claimTarget} from '../../page-checks/sources/targets';
import type {Claim} from '../../page-checks/sources/types';
import type {Lookup} from '../../page-checks/sources/lookup';
import {declarationEntries, fixtureLookup, sourceMapEntry} from '../support/fixture-package';

const ADMIN = fixtureLookup({
  name: '@strapi/admin',
  version: '5.54.0',
  directory: 'packages/core/admin',
  entries: [
    sourceMapEntry({
      'server/src/routes/widgets.ts': [
        'export default [',
        '  {',
        "    method: 'GET',",
        "    path: '/widgets/:id',",
        "    handler: 'widget.findOne',",
        '  },',
        '];',
      ].join('\n'),
      'server/src/bootstrap.ts': [
        'export const bootstrap = ({ strapi }) => {',
        "  const lifespan = strapi.config.get<number>('admin.widgets.lifespan', 30);",
        "  const flag = getOr(false, 'options.hideWidgets', strapi.contentType);",
        "  const picked = _.pick(strapi, ['config.widgetsPanel']);",
        "  const header = { id: 'widgets.updated', defaultMessage: 'Updated' };",
        "  strapi.eventHub.emit('widgets.registered', { lifespan });",
        '  return { lifespan, flag, picked, header };',
        '};',
      ].join('\n'),
      'server/src/config.ts': [
        'export const urls = (config) => {',
        "  _.set(config, 'admin.widgetsUrl', '/widgets');",
        '};',
      ].join('\n'),
      'server/src/links.ts': [
        'export const links = ({ strapi }) => [',
        '  strapi.config.get(',
        "    'admin.widgetsUrl'",
        '  ),',
        "  strapi.config.get('admin.widgets.lifespan'),",
        '];',
      ].join('\n'),
      'server/src/constants.ts': "export const WIDGET_UPDATED = 'widgets.updated';",
      'admin/src/zones.ts': [
        'export type Zone =',
        "  | 'panel.top'",
        "  | 'panel.bottom';",
        "export const ZONES = ['panel.top'];",
        'export const isZone = (zone: string): zone is Zone =>',
        "  zone === 'panel.bottom' || zone === 'panel.top';",
        "export type TopZone =\n  | 'panel.top';",
      ].join('\n'),
      'admin/src/other-zones.ts': "export type OtherZone =\n  | 'panel.side';",
      'admin/src/more-zones.ts': "export type MoreZone =\n  | 'panel.side';",
    }),
  ],
});

const chain = (text: string, extra: Partial<Claim> = {}): Claim => ({
  kind: 'name',
  text,
  line: 1,
  form: 'member',
  parts: text.replace(/\(\)/g, '').split('.'),
  ...extra,
});

describe('a chain the sources write whole as a string', () => {
  it("links a route's handler and an event emitted at their line, as where they are named", () => {
    expect(claimTarget(chain('widget.findOne'), [ADMIN])).toEqual({
      path: 'packages/core/admin/server/src/routes/widgets.ts',
      line: 5,
      version: '5.54.0',
      name: 'findOne',
      role: 'mention',
    });
    expect(claimTarget(chain('widgets.registered'), [ADMIN])).toMatchObject({
      path: 'packages/core/admin/server/src/bootstrap.ts',
      line: 6,
      role: 'mention',
    });
  });

  it('links where a config path is given its value, before the places that read it', () => {
    // Read in links.ts (over a line break) and set in config.ts: the setting.
    expect(claimTarget(chain('admin.widgetsUrl'), [ADMIN])).toMatchObject({
      path: 'packages/core/admin/server/src/config.ts',
      line: 2,
    });
    // Read in two files (bootstrap.ts, links.ts) and set nowhere: none.
    expect(claimTarget(chain('admin.widgets.lifespan'), [ADMIN])).toBeNull();
  });

  it("links a config path to the file of @strapi/types' config that declares its key, where the sources read it", () => {
    const types = fixtureLookup({
      name: '@strapi/types',
      version: '5.54.0',
      directory: 'packages/core/types',
      entries: declarationEntries(
        'dist/core/config/admin.d.ts',
        'export interface Admin {\n    serveAdminPanel?: boolean;\n}',
      ),
    });
    const reader = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      sources: {
        'src/register.ts': "export const serve = () => strapi.config.get('admin.serveAdminPanel');",
        'src/options.ts': 'export interface StrapiOptions {\n  serveAdminPanel?: boolean;\n}',
      },
    });
    // The same option declared, and never read as a config path.
    const other = fixtureLookup({
      name: '@strapi/core',
      version: '5.54.0',
      directory: 'packages/core/core',
      sources: {'src/options.ts': 'export interface StrapiOptions {\n  serveAdminPanel?: boolean;\n}'},
    });
    const where = (text: string, lookups: Lookup[]) => claimTarget(chain(text), lookups)?.path ?? null;
    expect(where('admin.serveAdminPanel', [reader, types])).toBe('packages/core/types/src/core/config/admin.ts');
    // A key the config type does not declare, or a path no source reads: the other rules.
    expect(where('admin.autoOpen', [reader, types])).toBeNull();
    expect(where('admin.serveAdminPanel', [other, types])).toBeNull();
  });

  it("links a constant's value, and the file of a string-literal type it writes on two lines", () => {
    // The message id on the same words is not a place that names the event.
    expect(claimTarget(chain('widgets.updated'), [ADMIN])).toMatchObject({
      path: 'packages/core/admin/server/src/constants.ts',
      line: 1,
    });
    // Its other strings (an array, a comparison) are not where it is named.
    expect(claimTarget(chain('panel.bottom'), [ADMIN])).toMatchObject({
      path: 'packages/core/admin/admin/src/zones.ts',
      line: 3,
    });
    // Written so on two lines of one file: the file.
    expect(claimTarget(chain('panel.top'), [ADMIN])).toMatchObject({
      path: 'packages/core/admin/admin/src/zones.ts',
      line: null,
    });
  });

  it('links nothing for a property path handed to lodash, or a string two files write', () => {
    expect(claimTarget(chain('options.hideWidgets'), [ADMIN])).toBeNull();
    expect(claimTarget(chain('config.widgetsPanel'), [ADMIN])).toBeNull();
    expect(claimTarget(chain('panel.side'), [ADMIN])).toBeNull();
  });

  it('links nothing for a chain that calls, one of the Strapi instance, or one under a global root', () => {
    expect(claimTarget(chain('widget.findOne()'), [ADMIN])).toBeNull();
    expect(claimTarget(chain('strapi.admin.widgets.lifespan'), [ADMIN])).toBeNull();
    expect(claimTarget(chain('admin.widgets.lifespan', {root: 'window'}), [ADMIN])).toBeNull();
  });
});
