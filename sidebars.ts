import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The four sidebars, one per area. Each opens at the page the specification
 * names: docs/intro, api/Strapi, guides/contributing and rfcs/intro.
 * Doc ids are file paths under content/ without the extension.
 */

type Category = {
  type: 'category';
  label: string;
  link?: {type: 'doc'; id: string};
  items: Item[];
};
type Item = string | Category;

/** A category whose label opens an overview page (when `index` is given). */
function category(label: string, index: string | null, items: Item[]): Category {
  return {
    type: 'category',
    label,
    ...(index ? {link: {type: 'doc', id: index}} : {}),
    items,
  };
}

const admin = category('Admin panel', 'docs/core/admin/intro', [
  category('Commands', 'docs/core/admin/commands/overview', [
    'docs/core/admin/commands/build',
    'docs/core/admin/commands/develop',
  ]),
  category('Features', null, [
    'docs/core/admin/features/authentication',
    'docs/core/admin/features/nps',
    category('Hooks', null, [
      'docs/core/admin/features/hooks/use-admin-roles',
      'docs/core/admin/features/hooks/use-document',
      'docs/core/admin/features/hooks/use-enterprise',
      'docs/hooks/use-api-error-handler',
    ]),
  ]),
  category('Permissions', 'docs/permissions', [
    'docs/core/admin/permissions/how-they-work',
    'docs/core/admin/permissions/conditions',
    'docs/core/admin/permissions/frontend/fetching-permissions',
    'docs/core/admin/permissions/frontend/using-permissions',
  ]),
  category('Settings', 'docs/settings/intro', ['docs/settings/review-workflows']),
  category('Enterprise', 'docs/core/admin/ee/intro', [
    'docs/core/admin/ee/audit-logs',
    'docs/core/admin/ee/review-workflows',
    category('Hooks', null, ['docs/core/admin/ee/hooks/use-license-limits']),
  ]),
]);

const contentManager = category('Content manager', 'docs/core/content-manager/intro', [
  'docs/core/content-manager/relations',
  'docs/core/content-manager/review-workflows',
  'docs/core/content-manager/content-releases',
  category('Hooks', null, [
    'docs/core/content-manager/hooks/use-content-types',
    'docs/core/content-manager/hooks/use-drag-and-drop',
  ]),
]);

const contentReleases = category('Content releases', 'docs/core/content-releases/intro', [
  'docs/core/content-releases/backend',
  'docs/core/content-releases/scheduling',
  category('Admin panel', 'docs/core/content-releases/frontend/intro', [
    'docs/core/content-releases/frontend/releases-page',
    'docs/core/content-releases/frontend/release-details-page',
  ]),
]);

const dataTransfer = category('Data transfer', 'docs/core/data-transfer/intro', [
  'docs/core/data-transfer/engine',
  category('Providers', 'docs/core/data-transfer/providers/overview', [
    'docs/core/data-transfer/providers/source-providers',
    'docs/core/data-transfer/providers/destination-providers',
    category('Local Strapi', 'docs/core/data-transfer/providers/local-strapi/overview', [
      'docs/core/data-transfer/providers/local-strapi/source',
      'docs/core/data-transfer/providers/local-strapi/destination',
    ]),
    category('Remote Strapi', 'docs/core/data-transfer/providers/remote-strapi/overview', [
      'docs/core/data-transfer/providers/remote-strapi/source',
      'docs/core/data-transfer/providers/remote-strapi/destination',
      'docs/core/data-transfer/providers/remote-strapi/websocket',
    ]),
    category('Strapi file', 'docs/core/data-transfer/providers/strapi-file/overview', [
      'docs/core/data-transfer/providers/strapi-file/file-structure',
      'docs/core/data-transfer/providers/strapi-file/source',
      'docs/core/data-transfer/providers/strapi-file/destination',
    ]),
  ]),
  'docs/core/data-transfer/troubleshooting',
]);

const database = category('Database', 'docs/core/database/overview', [
  'docs/core/database/relations/reordering',
  'docs/core/database/transactions',
  'docs/core/database/lifecycles',
]);

const helperPlugin = category('Helper plugin (v4)', 'docs/core/helper-plugin/intro', [
  category('Hooks', null, [
    'docs/core/helper-plugin/hooks/use-fetch-client',
    'docs/core/helper-plugin/hooks/use-clipboard',
    'docs/core/helper-plugin/hooks/use-persistent-state',
    'docs/core/helper-plugin/hooks/use-focus-input-field',
    'docs/core/helper-plugin/hooks/use-callback-ref',
    'docs/core/helper-plugin/hooks/use-collator',
    'docs/core/helper-plugin/hooks/use-filter',
  ]),
]);

const cli = category('Strapi CLI', 'docs/core/strapi/commands/overview', [
  'docs/core/strapi/commands/build',
  'docs/core/strapi/commands/develop',
  'docs/core/strapi/commands/ts-generate-types',
  category('Plugin commands', 'docs/core/strapi/commands/plugin/overview', [
    'docs/core/strapi/commands/plugin/init',
    'docs/core/strapi/commands/plugin/build',
    'docs/core/strapi/commands/plugin/watch',
    'docs/core/strapi/commands/plugin/link-watch',
    'docs/core/strapi/commands/plugin/check',
  ]),
]);

const utils = category('Utils', null, [
  'docs/core/utils/async',
  category('Pack-up', 'docs/utils/pack-up/intro', [
    'docs/utils/pack-up/config',
    'docs/utils/pack-up/templates',
    category('Commands', 'docs/utils/pack-up/commands/overview', [
      'docs/utils/pack-up/commands/init',
      'docs/utils/pack-up/commands/build',
      'docs/utils/pack-up/commands/check',
      'docs/utils/pack-up/commands/watch',
    ]),
  ]),
]);

const sidebars = {
  guides: [
    'guides/contributing',
    'guides/code-of-conduct',
    'guides/fe-coding-guidelines',
    'guides/typescript',
    'guides/working-with-the-design-system',
    'guides/plugin-v4-to-v5',
    category('End-to-end tests', null, ['guides/e2e/setup', 'guides/e2e/app-template', 'guides/e2e/data-transfer']),
  ],
  docs: [
    'docs/intro',
    'docs/future-flags',
    admin,
    contentManager,
    contentReleases,
    'docs/core/content-type-builder/intro',
    dataTransfer,
    database,
    'docs/core/upload/overview',
    helperPlugin,
    cli,
    'docs/core/strapi/event-hub',
    'docs/core/strapi/plugin-loading-order',
    utils,
  ],
  api: [
    'api/Strapi',
    'api/API',
    'api/container',
    'api/Cron',
    'api/EventHub',
    'api/StartupLogger',
    'api/strapi-server',
    'api/StrapiFS',
    'api/Telemetry',
  ],
  rfcs: ['rfcs/intro', 'rfcs/example', 'rfcs/custom-fields'],
} satisfies SidebarsConfig;

export default sidebars;
