/**
 * plugins/prefetch: when prefetching starts (./settled.ts), what the helper
 * that replaces Docusaurus's asks for (./prefetch.ts), and that the plugin
 * swaps that helper for Docusaurus's client code only. The browser parts run
 * here on small stand-ins for the window, the document and Resource Timing;
 * tests/e2e/prefetch.spec.ts checks them in Chromium.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import path from 'node:path';
import prefetchPlugin from '../../plugins/prefetch/src';

type Listener = () => void;

/** Lets every pending promise callback run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window and document that load when told to, and whose idle callbacks run when told to. */
function fakeBrowser() {
  const loadListeners: Listener[] = [];
  const idleCallbacks: Listener[] = [];
  const appended: Array<{rel: string; href: string; onload?: () => void; onerror?: () => void}> = [];
  const fetched = new Set<string>();
  const document = {
    readyState: 'loading',
    baseURI: 'https://docs.example/api/Strapi',
    head: {appendChild: (link: (typeof appended)[number]) => appended.push(link)},
    createElement: () => ({rel: '', href: '', relList: {supports: (token: string) => token === 'prefetch'}}),
  };
  const window = {
    addEventListener: (type: string, listener: Listener) => type === 'load' && loadListeners.push(listener),
    requestIdleCallback: (callback: Listener) => idleCallbacks.push(callback),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('performance', {getEntriesByName: (name: string) => (fetched.has(name) ? [{name}] : [])});
  return {
    appended,
    fetched,
    load() {
      document.readyState = 'complete';
      loadListeners.splice(0).forEach((listener) => listener());
    },
    /** Runs the idle callbacks waiting now, and lets the promises they resolve run on. */
    async idle() {
      await tick();
      idleCallbacks.splice(0).forEach((callback) => callback());
      await tick();
    },
  };
}

/** Fresh copies of the client modules: they keep state for the page's lifetime. */
async function client() {
  vi.resetModules();
  const settled = await import('../../plugins/prefetch/src/client/settled');
  const {default: prefetch} = await import('../../plugins/prefetch/src/client/prefetch');
  return {...settled, prefetch};
}

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('when prefetching starts', () => {
  it('not before the load event, then at the first idle moment', async () => {
    const {whenSettled} = await client();
    let done = false;
    void whenSettled().then(() => (done = true));
    await browser.idle();
    expect(done).toBe(false);
    browser.load();
    await tick();
    expect(done).toBe(false);
    await browser.idle();
    expect(done).toBe(true);
  });

  it('not before what the page holds it for is done, even long after the load event', async () => {
    const {whenSettled, holdPrefetching} = await client();
    let release!: () => void;
    holdPrefetching(new Promise<void>((resolve) => (release = resolve)));
    let done = false;
    void whenSettled().then(() => (done = true));
    browser.load();
    for (let i = 0; i < 3; i++) await browser.idle();
    expect(done).toBe(false);
    release();
    await browser.idle();
    await browser.idle();
    expect(done).toBe(true);
  });

  it('on a page that has loaded already, at the next idle moment', async () => {
    browser.load();
    const {whenSettled} = await client();
    let done = false;
    void whenSettled().then(() => (done = true));
    await browser.idle();
    expect(done).toBe(true);
  });
});

describe('what the helper asks for', () => {
  it('each file once, as a prefetch hint, once the page has settled', async () => {
    const {prefetch} = await client();
    void prefetch('/assets/js/a.js');
    void prefetch('/assets/js/b.js');
    void prefetch('/assets/js/a.js');
    expect(browser.appended).toEqual([]);
    browser.load();
    await browser.idle();
    expect(browser.appended.map((link) => [link.rel, link.href])).toEqual([
      ['prefetch', 'https://docs.example/assets/js/a.js'],
      ['prefetch', 'https://docs.example/assets/js/b.js'],
    ]);
  });

  it('nothing the page has fetched already', async () => {
    const {prefetch} = await client();
    browser.fetched.add('https://docs.example/assets/js/loaded.js');
    const request = prefetch('/assets/js/loaded.js');
    browser.load();
    await browser.idle();
    await expect(request).resolves.toBeUndefined();
    expect(browser.appended).toEqual([]);
  });

  it('nothing on a connection that saves data or is 2G, as Docusaurus does for links', async () => {
    for (const connection of [
      {saveData: true, effectiveType: '4g'},
      {saveData: false, effectiveType: 'slow-2g'},
    ]) {
      vi.stubGlobal('navigator', {connection});
      const {prefetch} = await client();
      void prefetch('/assets/js/a.js');
      browser.load();
      await browser.idle();
      expect(browser.appended).toEqual([]);
    }
  });

  it('resolves when the file has come, and quietly when it cannot', async () => {
    const {prefetch} = await client();
    const ok = prefetch('/assets/js/ok.js');
    const missing = prefetch('/assets/js/missing.js');
    browser.load();
    await browser.idle();
    browser.appended[0].onload!();
    browser.appended[1].onerror!();
    await expect(ok).resolves.toBeUndefined();
    await expect(missing).resolves.toBeUndefined();
  });
});

describe('the plugin', () => {
  type Replacement = {pattern: RegExp; rewrite: (resource: {context?: string; request: string}) => void};
  const bundler = {
    NormalModuleReplacementPlugin: class {
      constructor(
        readonly pattern: RegExp,
        readonly rewrite: Replacement['rewrite'],
      ) {}
    },
  };
  const configure = (isServer: boolean) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (prefetchPlugin() as any).configureWebpack({}, isServer, {currentBundler: {name: 'rspack', instance: bundler}}) as {
      plugins?: Replacement[];
    };

  it("swaps Docusaurus's prefetch helper in the browser bundle, and nothing else", () => {
    const [replacement] = configure(false).plugins!;
    expect(replacement.pattern.test('./prefetch')).toBe(true);
    const core = {
      context: path.join('/site', 'node_modules', '@docusaurus', 'core', 'lib', 'client'),
      request: './prefetch',
    };
    replacement.rewrite(core);
    expect(core.request).toBe(path.resolve(__dirname, '../../plugins/prefetch/src/client/prefetch.ts'));
    const elsewhere = {context: path.join('/site', 'src', 'components'), request: './prefetch'};
    replacement.rewrite(elsewhere);
    expect(elsewhere.request).toBe('./prefetch');
  });

  it('leaves the server bundle alone', () => {
    expect(configure(true).plugins).toBeUndefined();
  });
});
