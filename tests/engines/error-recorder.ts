/**
 * Records the console errors and uncaught errors of a page from its very
 * first script on, for WebKit, whose driver cannot report them.
 *
 * WebKitWebDriver (WebKitGTK 2.50) speaks classic WebDriver only: a session
 * that asks for WebDriver BiDi (`webSocketUrl`) is refused, classic WebDriver
 * has no console log, and MiniBrowser ignores its
 * `--enable-write-console-messages-to-stdout` setting under automation. A
 * script run by the driver after the load would miss what happens during
 * hydration. So the suite serves WebKit a copy of the build in which each
 * page's head starts with this recorder, as an inline script (hard links to
 * the build for every other file). nginx's CSP allows it by its hash, as it
 * does the build's own inline scripts (scripts/nginx.sh computes them from
 * the folder it serves). Firefox gets the build itself: WebDriver BiDi reports
 * its console.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {globSync} from 'tinyglobby';

/** Where the page keeps what it recorded (read by webkit.ts). */
export const RECORDED = '__engineErrors';

/** Runs in the page, first: keeps every console error, uncaught error, failed load and CSP violation. */
function record(key: string): void {
  const errors: string[] = [];
  Object.defineProperty(window, key, {value: errors});
  const describe = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = console.error;
  console.error = function (...args: unknown[]) {
    errors.push(args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & {src?: string; href?: string}) | null;
      if (target && target !== (window as unknown) && (target.src || target.href)) {
        errors.push(`failed to load ${target.src || target.href}`);
      } else {
        errors.push(`uncaught ${describe(event.error ?? event.message)}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection ${describe(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`),
  );
}

const SCRIPT = `<script>(${record.toString()})(${JSON.stringify(RECORDED)})</script>`;

/** The page's HTML with the recorder first in its head, right after the charset (which must come first). */
export function withRecorder(html: string): string {
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!charset) throw new Error('a page without <head>');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + SCRIPT + html.slice(at);
}

/**
 * Copies the build into `target` as hard links, then rewrites each page with
 * the recorder (a new file replaces the link, so the build is untouched) and
 * drops the page's precompressed copies, which hold the page without it.
 */
export function recordingCopy(buildDir: string, target: string): void {
  rmSync(target, {recursive: true, force: true});
  mkdirSync(dirname(target), {recursive: true});
  execFileSync('cp', ['-al', buildDir, target]);
  const pages = globSync('**/*.html', {cwd: target, absolute: true, ignore: ['assets/**']});
  if (pages.length === 0) throw new Error(`no pages in ${buildDir}`);
  for (const page of pages) {
    const html = withRecorder(readFileSync(page, 'utf8'));
    for (const file of [page, `${page}.br`, `${page}.gz`]) rmSync(file, {force: true});
    writeFileSync(page, html);
  }
}
