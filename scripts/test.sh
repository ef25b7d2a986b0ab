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

echo "== end-to-end tests"
npx playwright test
