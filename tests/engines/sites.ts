/**
 * Serves the production build with nginx (scripts/nginx.sh, deploy/nginx.conf)
 * on ENGINES_PORT (4183 by default, away from Playwright's 4173), for one
 * engine at a time:
 *
 * - the build itself, for Firefox (WebDriver BiDi reports its console);
 * - for WebKit, a copy with an error recorder first in each page
 *   (error-recorder.ts says why).
 *
 * BUILD_DIR serves another build.
 */
import {spawn} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {recordingCopy} from './error-recorder';

const ROOT = resolve(__dirname, '..', '..');

export type Site = {url: string; stop: () => Promise<void>};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/`, {signal: AbortSignal.timeout(2_000)})).ok;
  } catch {
    return false;
  }
}

async function serve(root: string): Promise<Site> {
  const port = Number(process.env.ENGINES_PORT ?? 4183);
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is taken: set ENGINES_PORT to a free one`);
  const nginx = spawn('bash', [join(ROOT, 'scripts', 'nginx.sh'), String(port), root], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (!(await answers(url))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on port ${port}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {url, stop};
}

/** Serves the build, or (`recorded`) its copy with the error recorder in each page. */
export async function serveBuild({recorded}: {recorded: boolean}): Promise<Site> {
  const build = resolve(ROOT, process.env.BUILD_DIR ?? 'build');
  if (!existsSync(join(build, 'index.html'))) throw new Error(`no build in ${build}: run npm run build:test first`);
  if (!recorded) return serve(build);
  const copy = join(ROOT, 'test-results', 'engines', 'recorded-site');
  recordingCopy(build, copy);
  const site = await serve(copy);
  return {
    url: site.url,
    stop: async () => {
      await site.stop();
      rmSync(copy, {recursive: true, force: true});
    },
  };
}
