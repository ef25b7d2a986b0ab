/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0), driven
 * through Debian's WebKitWebDriver (webkit2gtk-driver) by webdriverio, on an
 * Xvfb display of its own.
 *
 * webdriverio is given the driver's address, so it starts no driver and
 * downloads nothing. The driver's quirks:
 * - it speaks classic WebDriver only (no BiDi): console errors come from the
 *   recorder the served pages carry (error-recorder.ts);
 * - it runs one session at a time: the suite opens one;
 * - MiniBrowser takes its language from LANG (navigator.language is "C"
 *   under LANG=C.UTF-8): en_US.UTF-8, whether or not that locale is
 *   generated (GTK then warns once and falls back to C for itself only);
 * - its window cannot be narrower than 447 px.
 * WEBKIT_DRIVER_PATH and MINIBROWSER_PATH name other binaries.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {globSync} from 'tinyglobby';
import {remote} from 'webdriverio';
import type {Engine} from './engine';
import {RECORDED} from './error-recorder';

/** The narrowest window MiniBrowser makes. */
export const WEBKIT_MIN_WIDTH = 447;

function findDriver(env: NodeJS.ProcessEnv): string {
  const path = env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
  if (!existsSync(path)) throw new Error('WebKitWebDriver is not installed: run scripts/ensure-tools.sh webkit');
  return path;
}

function findMiniBrowser(env: NodeJS.ProcessEnv): string {
  const [path] = env.MINIBROWSER_PATH ? [env.MINIBROWSER_PATH] : globSync('/usr/lib/*/webkit2gtk-4.*/MiniBrowser');
  if (!path || !existsSync(path)) throw new Error('MiniBrowser is not installed: run scripts/ensure-tools.sh webkit');
  return path;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => done(port));
    });
  });
}

/** Starts a process and stops it on demand, waiting for it to exit. */
function start(command: string, args: string[], options: Parameters<typeof spawn>[2]) {
  const child: ChildProcess = spawn(command, args, options);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An X display of its own: Xvfb picks a free number and writes it to fd 3. */
async function startDisplay() {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  const display = await new Promise<string>((done, fail) => {
    xvfb.child.stdio[3]!.once('data', (data: Buffer) => done(`:${String(data).trim()}`));
    xvfb.child.once('exit', (code) => fail(new Error(`Xvfb exited (${code}): is xvfb installed?`)));
  });
  return {display, stop: xvfb.stop};
}

async function waitForDriver(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function launchWebKit(baseUrl: string): Promise<Engine> {
  const miniBrowser = findMiniBrowser(process.env);
  const display = await startDisplay();
  const port = await freePort();
  // Accelerated compositing has no GPU on Xvfb: WebKit paints in software either way, faster without it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: display.display,
    LANG: 'en_US.UTF-8',
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  };
  for (const name of ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES']) delete env[name];
  const driver = start(findDriver(process.env), [`--port=${port}`], {
    env,
    // MiniBrowser's GTK warnings are noise; a failure to start shows as a failed session.
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const stopAll = async () => {
    await driver.stop();
    await display.stop();
  };
  let browser: WebdriverIO.Browser;
  try {
    await waitForDriver(port);
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      // WebKitGTK's own capability is not in webdriverio's types.
      capabilities: {
        // No BiDi session: WebKitWebDriver refuses one.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {binary: miniBrowser, args: ['--automation']},
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }

  const pending: string[] = [];
  /** What the current page recorded, or null when it carries no recorder. */
  const drain = () =>
    browser.execute((key: string) => {
      const recorded = (window as unknown as Record<string, string[] | undefined>)[key];
      return recorded ? recorded.splice(0) : null;
    }, RECORDED);
  const keepRecorded = async () => {
    const recorded = await drain();
    if (recorded) pending.push(...recorded);
  };
  const checkRecorder = async () => {
    if (!(await browser.execute((key: string) => key in window, RECORDED))) {
      throw new Error(`${await browser.getUrl()} carries no error recorder: WebKit must get the recorded site`);
    }
  };

  return {
    name: 'webkit',
    version: `MiniBrowser ${browser.capabilities.browserVersion ?? ''}`.trim(),
    async goto(path) {
      await keepRecorded();
      await browser.url(new URL(path, baseUrl).href);
      await checkRecorder();
    },
    async reload() {
      await keepRecorded();
      await browser.refresh();
      await checkRecorder();
    },
    evaluate: (fn, ...args) => browser.execute(fn as never, ...(args as unknown[] as never[])) as never,
    async click(selector) {
      await browser.$(selector).click();
    },
    async type(selector, text) {
      await browser.$(selector).addValue(text);
    },
    async setViewport(width, height) {
      await browser.setWindowSize(Math.max(width, WEBKIT_MIN_WIDTH), height);
      // The window's height includes MiniBrowser's toolbar.
      const inner = await browser.execute(() => window.innerHeight);
      if (inner !== height) await browser.setWindowSize(Math.max(width, WEBKIT_MIN_WIDTH), 2 * height - inner);
    },
    async screenshot(file) {
      await browser.saveScreenshot(file);
    },
    async takeErrors() {
      await keepRecorded();
      return pending.splice(0);
    },
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        await stopAll();
      }
    },
  };
}
