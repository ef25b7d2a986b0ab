/**
 * The Content-Security-Policy nginx sends with the built site.
 *
 * Scripts may come only from the site itself, plus the inline scripts the
 * build emits (the colour-mode and announcement scripts in every page's head,
 * the base-URL banner script of the home page), allowed one by one by their
 * SHA-256 hash. No 'unsafe-inline' and no 'unsafe-eval' for scripts. Styles
 * allow inline ones: React style props (layout, such as a code block's line
 * count; code colours are classes) and the diagrams' <style> elements need
 * them.
 *
 *   npx tsx deploy/csp.ts build      prints the policy for that build
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {globSync} from 'tinyglobby';

/** Script types a browser runs; other types (JSON-LD) are data, not code. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** SHA-256 CSP sources of the inline scripts in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!EXECUTABLE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Every distinct inline-script hash of a build, sorted. */
export function buildScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of globSync('**/*.html', {cwd: buildDir, absolute: true, ignore: ['**/assets/**']})) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

export function policy(scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

if (process.argv[1] && /deploy[\\/]csp\.ts$/.test(process.argv[1])) {
  const dir = process.argv[2] ?? 'build';
  process.stdout.write(`${policy(buildScriptHashes(dir))}\n`);
}
