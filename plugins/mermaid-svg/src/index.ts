/**
 * The Docusaurus side of the pre-rendered diagrams (see README.md): the
 * MermaidStatic theme component, and `@mermaid-svg/diagrams`, where it gets
 * the SVGs, pointed at a different module in the server and browser builds.
 * The blocks themselves are replaced by the remark plugin (remark.ts),
 * registered in the docs plugin's options (config/docs.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function mermaidSvgPlugin(): Plugin {
  return {
    name: 'mermaid-svg',
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
