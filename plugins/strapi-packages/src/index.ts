/**
 * Makes the pinned Strapi packages (content/strapi-packages.json) available
 * to the theme as global data, without their integrity hashes: the
 * "Checked against" line of each doc and the <PackageVersion> component read
 * them with usePluginData('strapi-packages').
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {readManifest} from './manifest';
import type {PackageRef} from './refs';

export type StrapiPackagesOptions = {
  /** The manifest, relative to the site directory. */
  manifest: string;
  /** The plugin instance's id (Docusaurus's; 'default' when not given). */
  id?: string;
};

export type StrapiPackagesData = {packages: Record<string, PackageRef>};

export default function strapiPackagesPlugin(
  context: LoadContext,
  options: StrapiPackagesOptions,
): Plugin<StrapiPackagesData> {
  const file = path.resolve(context.siteDir, options.manifest);
  return {
    name: 'strapi-packages',
    getPathsToWatch: () => [file],
    async loadContent() {
      const {packages} = readManifest(file);
      return {
        packages: Object.fromEntries(Object.entries(packages).map(([key, {name, version}]) => [key, {name, version}])),
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}

const OPTIONS_SCHEMA = Joi.object<StrapiPackagesOptions>({
  manifest: Joi.string().required().messages({
    'any.required': '"manifest" (the path of the pinned packages file, relative to the site) is required',
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<StrapiPackagesOptions, StrapiPackagesOptions>): StrapiPackagesOptions {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[strapi-packages] Invalid options: ${(error as Error).message}`);
  }
}
