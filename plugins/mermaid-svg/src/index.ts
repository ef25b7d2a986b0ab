/**
 * The Docusaurus side of the pre-rendered diagrams (see README.md): the
 * MermaidStatic theme component and its styles, and `@mermaid-svg/diagrams`,
 * where it gets the SVGs, pointed at a different module in the server and
 * browser builds. The blocks themselves are replaced by the remark plugin
 * (remark.ts), registered in the docs plugin's options (config/docs.ts).
 *
 * Public entries: this module (the plugin, `validateOptions` and its option
 * type), `./remark` (the remark plugin) and `./paths` (where the diagrams are).
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** The plugin takes no options of its own (the remark plugin has its own); `id` is Docusaurus's. */
export type MermaidSvgOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<MermaidSvgOptions>({});

export default function mermaidSvgPlugin(): Plugin {
  return {
    name: 'mermaid-svg',
    getClientModules() {
      return [path.resolve(__dirname, 'client/diagrams.css')];
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      const data = isServer ? 'diagrams.server.ts' : 'diagrams.browser.ts';
      return {
        resolve: {
          alias: {'@mermaid-svg/diagrams$': path.resolve(__dirname, 'client', data)},
        },
      };
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<MermaidSvgOptions, MermaidSvgOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[mermaid-svg] Invalid options: ${(error as Error).message}`);
  }
}
