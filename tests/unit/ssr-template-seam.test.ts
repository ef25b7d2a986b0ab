/**
 * Contract of config/ssr-template.ts: it is Docusaurus's default page template
 * with the one change it declares (the app's HTML without NUL characters), so
 * an upgrade that changes the default template fails here instead of quietly
 * serving the old one. Reads the default from @docusaurus/core's private
 * lib/ssg/ssgTemplate.html.js (UPGRADING.md).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {APP_HTML_WITHOUT_NUL, ssrTemplate} from '../../config/ssr-template';

const core = join(__dirname, '../../node_modules/@docusaurus/core');
const version = (JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as {version: string}).version;
const seam = (what: string) => `ssr-template seam (config/ssr-template.ts): ${what} — see UPGRADING.md`;

describe('ssr-template seam (written against @docusaurus/core 3.10.2)', () => {
  it("is Docusaurus's default template with the app's HTML stripped of NUL", async () => {
    const {default: original} = (await import(join(core, 'lib/ssg/ssgTemplate.html.js'))) as {default: string};
    expect(original, seam(`@docusaurus/core ${version} no longer puts the app's HTML in with it.appHtml`)).toContain(
      '<%~ it.appHtml %>',
    );
    expect(
      ssrTemplate,
      seam(`@docusaurus/core ${version} changed its default template: port the change to config/ssr-template.ts`),
    ).toBe(original.replace('<%~ it.appHtml %>', `<%~ ${APP_HTML_WITHOUT_NUL} %>`));
  });
});
