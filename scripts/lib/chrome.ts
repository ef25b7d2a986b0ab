/**
 * The Chromium the benchmarks drive, and its flags. CHROME_PATH wins (it is
 * also what Lighthouse's own tools read); otherwise the tests' lookup, which
 * ends at Debian's /usr/bin/chromium.
 */
import {CHROMIUM_ARGS, findChromium} from '../../tests/support/chromium';

export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || findChromium(env) || '/usr/bin/chromium';
}

/** No sandbox (root in a container), no GPU, no background traffic that would skew timings. */
export const CHROME_FLAGS = CHROMIUM_ARGS;
