import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './tests/support/chromium';

/**
 * End-to-end tests run against the production build (`build/`), served by
 * nginx with deploy/nginx.conf, in Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One worker per core (Playwright's default is half of them).
  workers: '100%',
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list as tests end, then where the time went (tests/support/spec-durations-reporter.ts).
  reporter: [['list'], ['./tests/support/spec-durations-reporter.ts']],
  timeout: 60_000,
  // Two browsers share two cores here, and a client-side navigation to the
  // longest page has taken over 5 s (Playwright's default) to be rendered
  // while the other worker ran axe. A wait that passes costs no more.
  expect: {timeout: 15_000},
  use: {
    baseURL: BASE_URL,
    // No trace: recording one for every test cost the suite a quarter of its
    // time, and CI keeps only the log. To see a failure step by step, run its
    // spec again with --trace retain-on-failure (then npx playwright show-trace).
    trace: 'off',
    colorScheme: 'light',
    // The site registers a service worker (offline reading). It would answer
    // requests before page.route sees them, and cache between steps; only
    // tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: {
    command: `bash scripts/nginx.sh ${PORT} build`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
