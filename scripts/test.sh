#!/usr/bin/env bash
# Every test. Checks that do not need each other run side by side, so that
# both cores of a small machine stay busy and the network-bound checks wait
# on the registry while the builds use the CPU:
#
#   1. source check, example type-check, npm audit  (network; in the background until the end)
#      typecheck, ESLint + Prettier, unit tests     (side by side)
#   2. strict build of the site                     (broken links, anchors and duplicate routes
#      integration tier (fixture builds)             fail it, and so does any warning)
#      build from a source archive (no .git)
#   3. precompress, HTML check, source links proof, container nginx -t
#   4. end-to-end tests in Chromium against the strict build served by nginx
#
# Each check's output is printed in one piece, under its name, once it ends;
# the run fails if any check fails, and ends with each phase's duration.
#
#   scripts/test.sh           every test (npm test)
#   scripts/test.sh --quick   typecheck, ESLint + Prettier, unit tests (npm run test:quick)
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
[ "${1:-}" = --quick ] && quick=true

logs=$(mktemp -d)
declare -A pids=()
durations=()
run_started=$EPOCHREALTIME

# On the way out (a failed check), stops the checks still running, with
# their child processes.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
stop_jobs() {
  local pid
  for pid in "${pids[@]}"; do kill_tree "$pid"; done
  rm -rf "$logs"
}
trap stop_jobs EXIT

seconds_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }'; }

# start NAME COMMAND...: runs COMMAND in the background, its output in NAME's log.
start() {
  local name=$1
  shift
  (
    set +e
    began=$EPOCHREALTIME
    "$@"
    status=$?
    seconds_since "$began" >"$logs/$name.seconds"
    exit $status
  ) >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}

# finish NAME...: waits for each, prints its output and records its duration;
# stops the run after them if any failed.
finish() {
  local name status failed=()
  for name in "$@"; do
    status=0
    wait "${pids[$name]}" || status=$?
    unset "pids[$name]"
    echo "== $name"
    cat "$logs/$name.log"
    durations+=("$(printf '%-34s %5ss' "$name" "$(cat "$logs/$name.seconds")")")
    if [ "$status" != 0 ]; then failed+=("$name"); fi
  done
  if [ ${#failed[@]} -gt 0 ]; then
    summary
    echo "Failed: ${failed[*]}" >&2
    exit 1
  fi
}

# step NAME COMMAND...: runs COMMAND in the foreground, its output as it comes.
step() {
  local name=$1 began=$EPOCHREALTIME status=0
  shift
  echo "== $name"
  "$@" || status=$?
  durations+=("$(printf '%-34s %5ss' "$name" "$(seconds_since "$began")")")
  if [ "$status" != 0 ]; then
    summary
    echo "Failed: $name" >&2
    exit 1
  fi
}

summary() {
  echo
  echo "== durations (wall clock; checks side by side overlap)"
  printf '%s\n' "${durations[@]}"
  printf '%-34s %5ss\n' total "$(seconds_since "$run_started")"
}

lint() {
  npx eslint . || return
  npx prettier --check . >/dev/null || {
    npx prettier --check .
    echo "Run npm run format." >&2
    return 1
  }
}

strict_build() {
  DOCS_STRICT=1 SITE_TEST_PAGES=1 npx docusaurus build 2>&1 | tee "$logs/build-output"
  # A build that always warns teaches people to ignore warnings.
  if grep -q '\[WARNING\]' "$logs/build-output"; then
    echo "The build printed warnings (above): fix them." >&2
    return 1
  fi
}

container_nginx() {
  local prefix
  prefix=$(mktemp -d)
  bash deploy/render-container.sh "$PWD/build" "$prefix"
  "$(command -v nginx || echo /usr/sbin/nginx)" -t -q -c "$prefix/nginx.conf" -p "$prefix" || return
  rm -rf "$prefix"
  echo "nginx -t: the container config is valid"
}

archive_build() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    bash scripts/build-from-archive.sh HEAD
  else
    echo "not checked: this tree is itself a source archive (the strict build builds it without .git)"
  fi
}

if $quick; then
  start typecheck npx tsc --noEmit
  start "lint (ESLint, Prettier)" lint
  # The search fuzz with 1,000 of its 5,000 queries: the full run keeps them all.
  start "unit tests" env SEARCH_FUZZ_QUERIES=1000 npx vitest run --project unit
  finish typecheck "lint (ESLint, Prettier)" "unit tests"
  summary
  exit 0
fi

step tools bash scripts/ensure-tools.sh

start "source check" npx tsx scripts/check-sources.ts
start "example type-check" npx tsx scripts/check-examples.ts
start "npm audit (production dependencies)" npx tsx scripts/audit.ts

start typecheck npx tsc --noEmit
start "lint (ESLint, Prettier)" lint
start "unit tests" npx vitest run --project unit
finish typecheck "lint (ESLint, Prettier)" "unit tests"

start "integration tests (fixture builds)" npx vitest run --project integration
start "build from a source archive" archive_build
step "strict build" strict_build

start precompress npx tsx scripts/precompress.ts build
start "HTML check (html-validate)" npm run --silent check:html
start "source links proof" npx tsx scripts/check-source-links.ts
start "container nginx config" container_nginx
finish precompress "HTML check (html-validate)" "source links proof" "container nginx config"

finish "integration tests (fixture builds)" "build from a source archive"
finish "source check" "example type-check" "npm audit (production dependencies)"

step "end-to-end tests" npx playwright test

summary
