/**
 * npm run bench:start — how a page starts in a reader's browser, with no tool
 * watching it: Chromium at Lighthouse's mobile CPU slowdown (4x) on the local
 * network, two builds served side by side (each with its own nginx), loads
 * interleaved (A then B, then B then A). A PerformanceObserver in the page
 * reads its long tasks and its largest contentful paint; the script prints,
 * per page type and build, the medians of the LCP, of the longest task and of
 * the blocking time (each long task's time over 50 ms).
 *
 *   npm run bench:start -- BUILD_A BUILD_B [--runs 12] [--pages home,api,doc]
 *
 * Why not Lighthouse or Playwright: both watch the load through the DevTools
 * protocol (a trace, the network domain), which takes a stack trace at each
 * timer and request the page starts, and V8 then parses again every script
 * whose top level is on that stack (plugins/start-scripts/README.md). This
 * speaks the protocol itself over Chromium's pipe and uses only Target, Page
 * (to add the observer before the page's scripts), Emulation and
 * Runtime.evaluate, none of which takes stack traces.
 */
import {spawn} from 'node:child_process';
import {resolve} from 'node:path';
import type {Readable, Writable} from 'node:stream';
import {parseArgs} from 'node:util';
import {CHROME_FLAGS, chromePath} from './lib/chrome';
import {PAGE_TYPES} from './lib/page-weight';
import {median, onInterrupt, serveBuild, type Served} from './lib/server';

const PAGES: Record<string, string> = {
  home: PAGE_TYPES.home,
  doc: PAGE_TYPES['doc page with diagrams'],
  api: PAGE_TYPES['API page'],
  guide: PAGE_TYPES.guide,
  tag: PAGE_TYPES['tag page'],
};
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** After the load event, long enough for the start's last tasks (hydration, the first prefetches). */
const SETTLE_MS = 2000;
const OBSERVER = `window.__start = {lcp: 0, tasks: []};
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__start.tasks.push(e.duration); })
  .observe({type: 'longtask', buffered: true});
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__start.lcp = e.startTime; })
  .observe({type: 'largest-contentful-paint', buffered: true});`;

type Load = {lcp: number; tasks: number[]};

function options() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {runs: {type: 'string', default: '12'}, pages: {type: 'string', default: 'home,api,doc'}},
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive integer, not ${values.runs}`);
  const pages = values.pages.split(',').map((name) => name.trim());
  const unknown = pages.filter((name) => !(name in PAGES));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')}; known: ${Object.keys(PAGES).join(', ')}`);
  if (positionals.length !== 2) throw new Error('give two build folders: npm run bench:start -- BUILD_A BUILD_B');
  return {runs, pages, builds: positionals.map((dir) => resolve(dir))};
}

/** Chromium driven over --remote-debugging-pipe: requests on fd 3, replies on fd 4, each ended by a NUL. */
function launch() {
  const child = spawn(chromePath(), [...CHROME_FLAGS, '--headless=new', '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  let buffered = '';
  output.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as {id?: number; result?: unknown; error?: {message: string}};
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id as number);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  });
  // A browser that exits (crashed, or killed) answers nothing more: fail what waits, do not hang.
  child.on('exit', (code, signal) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`Chromium exited (${signal ?? code})`));
    pending.clear();
  });
  let next = 0;
  const send = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
      input.write(`${JSON.stringify({id, method, params, sessionId})}\0`);
    });
  return {send, close: () => child.kill()};
}

type Browser = ReturnType<typeof launch>;

async function load(browser: Browser, url: string): Promise<Load> {
  const {send} = browser;
  const {browserContextId} = await send<{browserContextId: string}>('Target.createBrowserContext');
  try {
    const {targetId} = await send<{targetId: string}>('Target.createTarget', {url: 'about:blank', browserContextId});
    const {sessionId} = await send<{sessionId: string}>('Target.attachToTarget', {targetId, flatten: true});
    await send('Page.enable', {}, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', {source: OBSERVER}, sessionId);
    await send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN}, sessionId);
    await send('Page.navigate', {url}, sessionId);
    const evaluate = async (expression: string) =>
      (await send<{result: {value?: unknown}}>('Runtime.evaluate', {expression, returnByValue: true}, sessionId)).result
        .value;
    for (let waited = 0; waited < 30_000; waited += 100) {
      if ((await evaluate("document.readyState === 'complete'")) === true) {
        await new Promise((done) => setTimeout(done, SETTLE_MS));
        return (await evaluate('window.__start')) as Load;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`${url} did not finish loading in 30 s`);
  } finally {
    await send('Target.disposeBrowserContext', {browserContextId});
  }
}

async function main() {
  const {runs, pages, builds} = options();
  const servers: Served[] = [];
  const browser = launch();
  const cleanup = async () => {
    browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  };
  onInterrupt(cleanup);
  try {
    for (const build of builds) servers.push(await serveBuild(build));
    builds.forEach((build, i) => console.log(`  build ${'AB'[i]}: ${build} at ${servers[i]?.url}`));
    const loads = new Map<string, Load[]>();
    for (const page of pages)
      for (let run = 0; run < runs; run++)
        for (const i of run % 2 ? [1, 0] : [0, 1]) {
          const key = `${page}\t${'AB'[i]}`;
          loads.set(key, [...(loads.get(key) ?? []), await load(browser, `${servers[i]?.url}${PAGES[page]}`)]);
        }
    console.log(
      `\nNo tool watching: ${CPU_SLOWDOWN}x CPU, local network, median of ${runs} loads per cell, builds interleaved`,
    );
    console.log('page     build   LCP ms   longest task ms   blocking ms');
    for (const [key, cell] of loads) {
      const [page, build] = key.split('\t');
      const longest = cell.map((one) => Math.max(0, ...one.tasks));
      const blocking = cell.map((one) => one.tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0));
      console.log(
        `${page?.padEnd(9)}${build?.padEnd(6)}${median(cell.map((one) => one.lcp))
          .toFixed(0)
          .padStart(7)}${median(longest).toFixed(0).padStart(18)}${median(blocking).toFixed(0).padStart(14)}`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
