/**
 * Finds a Chromium for Playwright the usual ways, in this order:
 * 1. an explicit path in CHROMIUM_PATH or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
 * 2. a browser installed by Playwright itself (npx playwright install);
 * 3. the system's Chromium (Debian's /usr/bin/chromium and friends).
 * Returns undefined when none exists, so Playwright reports the problem itself.
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (explicit) {
    return explicit;
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) {
      return own;
    }
  } catch {
    // Playwright has no browser of its own here.
  }
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags for running as root in a container with no network but the registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
