/**
 * npm run diagrams — pre-renders every Mermaid block of content/ to one SVG
 * for the light and the dark theme, into static/diagrams/<key>.json (see
 * plugins/mermaid-svg/README.md). Needs Chromium (CHROME_PATH, else the one
 * tests/support/chromium.ts finds, /usr/bin/chromium on Debian).
 *
 *   npm run diagrams              render the blocks that have no entry, delete stale entries
 *   npm run diagrams -- --force   render every block again
 *   npm run diagrams -- --check   render nothing; exit 1 if an entry is missing or stale
 *
 * Running it twice changes nothing: entries are keyed by a hash of what they
 * are rendered from, and an entry that is there is not rendered again.
 */
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {mermaid} from '../config/theme';
import {CHROMIUM_ARGS, findChromium} from '../tests/support/chromium';
import {findBlocks} from '../plugins/mermaid-svg/src/blocks';
import {diagramKey, entryPath, mermaidVersion, readEntry, serializeEntry} from '../plugins/mermaid-svg/src/cache';
import {createRenderer} from '../plugins/mermaid-svg/src/render';
import {CACHE_DIR, CONTENT_DIR} from '../plugins/mermaid-svg/src/paths';

async function main() {
  const force = process.argv.includes('--force');
  const check = process.argv.includes('--check');
  const version = mermaidVersion();
  const config = mermaid;

  const blocks = await findBlocks(CONTENT_DIR);
  const byKey = new Map<string, (typeof blocks)[number]>();
  for (const block of blocks) {
    const key = diagramKey(block.source, config, version);
    if (!byKey.has(key)) byKey.set(key, block);
  }
  const stale = existsSync(CACHE_DIR)
    ? readdirSync(CACHE_DIR).filter((name) => name.endsWith('.json') && !byKey.has(name.slice(0, -'.json'.length)))
    : [];
  const todo = [...byKey].filter(([key]) => force || !readEntry(CACHE_DIR, key));

  if (check) {
    for (const [key, block] of todo) console.error(`missing: ${block.file}:${block.line} (${key})`);
    for (const name of stale) console.error(`stale: static/diagrams/${name}`);
    console.log(`${byKey.size} diagrams, ${todo.length} missing, ${stale.length} stale`);
    process.exit(todo.length || stale.length ? 1 : 0);
  }

  mkdirSync(CACHE_DIR, {recursive: true});
  for (const name of stale) rmSync(join(CACHE_DIR, name));

  const failures: string[] = [];
  if (todo.length) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || findChromium() || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const renderer = await createRenderer(browser);
    try {
      for (const [key, block] of todo) {
        try {
          const svg = await renderer.render(key, block.source, config);
          writeFileSync(entryPath(CACHE_DIR, key), serializeEntry({key, mermaid: version, source: block.source, svg}));
          process.stdout.write('.');
        } catch (error) {
          failures.push(
            `${block.file}:${block.line}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
          process.stdout.write('x');
        }
      }
      process.stdout.write('\n');
    } finally {
      await browser.close();
    }
  }
  console.log(
    `${blocks.length} blocks, ${byKey.size} diagrams: ${todo.length - failures.length} rendered, ` +
      `${byKey.size - todo.length} up to date, ${stale.length} stale entries deleted (Mermaid ${version})`,
  );
  if (failures.length) {
    console.error(`Could not render:\n${failures.join('\n')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
