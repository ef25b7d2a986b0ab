import {join} from 'node:path';
import type {LlmsPluginOptions} from '../plugins/llms/src/options';
import {areas} from './areas';
import {site} from './site';
import {checkedAgainstText, readManifest} from '../plugins/strapi-packages/src/manifest';
import {strapiPackages} from './strapi-packages';
import {sourceLinks} from './docs';
import {markdownSourceLinks} from '../plugins/source-links/src/markdown';

const {packages} = readManifest(join(__dirname, '..', strapiPackages.manifest));

/**
 * Options of the llms.txt plugin (plugins/llms). Its sections are the four
 * areas (config/areas.ts), in order and under their labels.
 */
export const llms = {
  sections: areas.map(({sidebarId, label}) => ({sidebar: sidebarId, title: label})),
  summary:
    'The contributor documentation of Strapi, the open-source headless CMS: how the internals of Strapi 5 work ' +
    '(server, admin panel, database, data transfer, CLI), the reference of its core APIs, how to contribute, and its RFCs.',
  details:
    'Each link below points to the Markdown copy of a page; the same URL without `.md` is the HTML page. ' +
    `Every page in one file, in the same order: [llms-full.txt](${site.url}${site.baseUrl}llms-full.txt).`,
  // The same texts as the HTML pages: the pinned version in prose, the packages under the title.
  inlineComponents: {
    PackageVersion: ({name}) => {
      const pinned = packages[name];
      if (!pinned) throw new Error(`[llms] <PackageVersion name="${name}" />: not in ${strapiPackages.manifest}.`);
      return pinned.version;
    },
  },
  pageNote: (frontMatter) => {
    const keys = Array.isArray(frontMatter.strapi_packages)
      ? frontMatter.strapi_packages.filter((key): key is string => typeof key === 'string')
      : [];
    const text = checkedAgainstText(keys, packages);
    return text ? `Checked against: ${text}` : null;
  },
  // The same source links as the HTML pages (plugins/source-links).
  treeTransform: markdownSourceLinks(sourceLinks),
} satisfies LlmsPluginOptions;
