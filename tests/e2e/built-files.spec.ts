/**
 * Every text file of the build is clean text: no NUL byte, which crawlers and
 * many tools read as the end of the file (React 18 wrote some into pages;
 * config/ssr-template.ts takes them out).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {glob} from 'tinyglobby';
import {test, expect} from '@playwright/test';

const BUILD = join(__dirname, '../../build');
const TEXT = ['html', 'md', 'txt', 'json', 'js', 'css', 'xml', 'svg', 'webmanifest'];

test('no built text file holds a NUL byte', async () => {
  const files = await glob(`**/*.{${TEXT.join(',')}}`, {cwd: BUILD});
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(100);
  const withNul = files.filter((file) => readFileSync(join(BUILD, file)).includes(0));
  expect(withNul, 'built files with a NUL byte').toEqual([]);
});
