/**
 * npm test and npm run test:quick. The checks run in phases; the checks of a
 * phase run side by side (concurrently), so that both cores of a small machine
 * stay busy and the network-bound checks wait on the registry while the builds
 * use the CPU. Each check's output is printed in one piece under its name when
 * it ends; the first failure stops the others and the run. The run ends with
 * each check's status and duration, and each phase's.
 *
 * A check that cannot run here prints a line starting with "skipped:" and
 * exits 0; it is reported as skipped, not as passed.
 *
 *   npm test                every check (the phases below; .ci/run calls it)
 *   npm run test:quick      the edit loop: typecheck, lint, unit tests
 */
import {concurrently, type CloseEvent} from 'concurrently';

type Check = {name: string; command: string};
type Phase = {name: string; checks: Check[]};

const EDIT_LOOP: Check[] = [
  {name: 'typecheck', command: 'tsc --noEmit'},
  {name: 'lint', command: 'eslint . && prettier --check --log-level warn .'},
  {name: 'unit tests', command: 'vitest run --project unit'},
];

const QUICK: Phase[] = [{name: 'edit loop', checks: EDIT_LOOP}];

const FULL: Phase[] = [
  {
    name: 'code, and the browsers and nginx installed',
    checks: [
      // Installing waits on the network and the disk, the code checks on the CPU: side by side.
      {name: 'tools', command: 'bash scripts/ensure-tools.sh'},
      ...EDIT_LOOP,
      {name: 'corpus tests', command: 'vitest run --project corpus'},
    ],
  },
  {
    name: 'builds, and the checks that wait on the registry',
    checks: [
      // Fails on any broken link, anchor or duplicate route, and on any build warning.
      {name: 'strict build', command: 'bash scripts/strict-build.sh'},
      {name: 'integration tests (fixture builds)', command: 'vitest run --project integration'},
      {name: 'build from a source archive', command: 'bash scripts/build-from-archive.sh HEAD'},
      {name: 'source check', command: 'tsx page-checks/check-sources.ts'},
      {name: 'example type-check', command: 'tsx page-checks/check-examples.ts'},
      {name: 'npm audit (production dependencies)', command: 'tsx scripts/audit.ts'},
    ],
  },
  {
    name: 'the built site',
    checks: [
      {name: 'precompress', command: 'tsx scripts/precompress.ts build'},
      {name: 'HTML check (html-validate)', command: 'npm run --silent check:html'},
      {name: 'source links proof', command: 'tsx page-checks/check-source-links.ts'},
      {name: 'container nginx config', command: 'bash scripts/check-container-nginx.sh'},
    ],
  },
  {name: 'Chromium', checks: [{name: 'end-to-end tests', command: 'playwright test'}]},
  // After Chromium, not beside it: both drive browsers, and two cores would make both slow.
  {
    name: 'Firefox and WebKit',
    checks: [{name: 'cross-engine smoke', command: 'vitest run --config tests/engines/vitest.config.mts'}],
  },
];

type Outcome = {name: string; phase: string; status: string; seconds: number};

const seconds = (event: CloseEvent) => event.timings.durationSeconds;

async function runPhase(phase: Phase, outcomes: Outcome[]): Promise<boolean> {
  console.log(`\n=== ${phase.name}`);
  const skipped = new Set<string>();
  const {result, commands} = concurrently(
    phase.checks.map((check) => ({name: check.name, command: `npx --no-install ${check.command}`})),
    {group: true, prefix: '[{name}]', killOthersOn: ['failure'], killSignal: 'SIGTERM'},
  );
  for (const command of commands) {
    command.stdout.subscribe((chunk) => {
      if (/^skipped:/m.test(chunk.toString())) skipped.add(command.name);
    });
  }
  let events: CloseEvent[];
  let ok = true;
  try {
    events = await result;
  } catch (failed) {
    events = failed as CloseEvent[];
    ok = false;
  }
  for (const event of events) {
    const {name} = event.command;
    const status = event.killed
      ? 'stopped'
      : event.exitCode !== 0
        ? 'FAILED'
        : skipped.has(name)
          ? 'skipped'
          : 'passed';
    outcomes.push({name, phase: phase.name, status, seconds: seconds(event)});
  }
  return ok;
}

function summary(outcomes: Outcome[], phaseSeconds: Map<string, number>, started: number): void {
  console.log('\n=== durations (wall clock; checks of a phase run side by side)');
  for (const [phase, time] of phaseSeconds) {
    console.log(`${phase.padEnd(52)} ${time.toFixed(0).padStart(5)} s`);
    for (const outcome of outcomes.filter((o) => o.phase === phase)) {
      console.log(
        `  ${outcome.name.padEnd(40)} ${outcome.status.padEnd(8)} ${outcome.seconds.toFixed(0).padStart(5)} s`,
      );
    }
  }
  console.log(`${'total'.padEnd(52)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
}

async function main(): Promise<number> {
  const phases = process.argv.includes('--quick') ? QUICK : FULL;
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const phaseSeconds = new Map<string, number>();
  for (const phase of phases) {
    const phaseStarted = Date.now();
    const ok = await runPhase(phase, outcomes);
    phaseSeconds.set(phase.name, (Date.now() - phaseStarted) / 1000);
    if (!ok) {
      summary(outcomes, phaseSeconds, started);
      const failed = outcomes.filter((o) => o.status === 'FAILED').map((o) => o.name);
      console.error(`\nFailed: ${failed.join(', ')}`);
      return 1;
    }
  }
  summary(outcomes, phaseSeconds, started);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
