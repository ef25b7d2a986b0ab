#!/usr/bin/env bash
# Every test, in the order that fails fastest: types, unit tests, a strict
# build (broken links, anchors and duplicate routes fail it), then the
# end-to-end tests in Chromium against that build served by nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-tools.sh

echo "== typecheck"
npx tsc --noEmit

echo "== unit tests"
npx vitest run

echo "== npm audit (production dependencies)"
npx tsx scripts/audit.ts

echo "== strict build"
DOCS_STRICT=1 SITE_TEST_PAGES=1 npx docusaurus build
npx tsx scripts/precompress.ts build

echo "== build from a source archive (no .git)"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  bash scripts/build-from-archive.sh HEAD
else
  echo "not checked: this tree is itself a source archive (the strict build above built it without .git)"
fi

echo "== end-to-end tests"
npx playwright test
