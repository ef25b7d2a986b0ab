/**
 * The parts of plugins/slim-bundle that are plain functions or lists, checked
 * against what the site configures (Prism is plugins/code-blocks').
 */
import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {docs} from '../../config/docs';
import {navbar} from '../../config/navbar';
import {__importDefault} from '../../plugins/slim-bundle/src/tslib';

const require = createRequire(import.meta.url);
const {stripDocDescriptions} = require('../../plugins/slim-bundle/src/version-metadata-loader.cjs') as {
  stripDocDescriptions: (source: string) => string;
};
const themeDir = join(__dirname, '../../plugins/slim-bundle/src/theme');

/** The keys of a theme map module's default export, read from its source. */
function mapKeys(file: string): string[] {
  const source = readFileSync(join(themeDir, file), 'utf8');
  const body = /export default \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
}

describe('version metadata loader', () => {
  it('drops the docs descriptions and the default unlisted flags, nothing else', () => {
    const input = {
      version: {
        label: 'Next',
        docsSidebars: {
          api: [
            {
              type: 'category',
              label: 'C',
              unlisted: false,
              items: [{type: 'link', href: '/api/x', label: 'X', docId: 'api/x', unlisted: false}],
            },
          ],
        },
        docs: {'api/x': {id: 'api/x', title: 'X', description: 'About X.', sidebar: 'api'}},
      },
    };
    const output = JSON.parse(stripDocDescriptions(JSON.stringify(input)));
    expect(output.version.docs['api/x']).toEqual({id: 'api/x', title: 'X', sidebar: 'api'});
    expect(output.version.docsSidebars).toEqual({
      api: [{type: 'category', label: 'C', items: [{type: 'link', href: '/api/x', label: 'X', docId: 'api/x'}]}],
    });
    expect(output.version.label).toBe('Next');
  });

  it('leaves other data modules as they are', () => {
    const other = '{"metadata":{"description":"kept"}}';
    expect(stripDocDescriptions(other)).toBe(other);
  });
});

describe('tslib stand-in', () => {
  it('wraps CommonJS modules and passes ES modules through', () => {
    const cjs = () => 'x';
    expect(__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 1};
    expect(__importDefault(esm)).toBe(esm);
  });
});

describe('theme maps', () => {
  it('ship every admonition type the Markdown allows, and the info fallback', () => {
    const types = mapKeys('Admonition/Types.tsx');
    expect(types).toEqual(expect.arrayContaining([...docs.admonitions.keywords, 'info']));
  });

  it('ship every navbar item type the navbar uses', () => {
    const types = mapKeys('NavbarItem/ComponentTypes.tsx');
    for (const item of navbar.items) {
      expect(types).toContain('type' in item ? item.type : 'default');
    }
  });
});
