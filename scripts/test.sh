#!/usr/bin/env bash
# Every test, in the order that fails fastest: types, unit tests, a strict
# build (broken links, anchors and duplicate routes fail it), then the
# end-to-end tests in Chromium against that build served by nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-tools.sh

echo "== typecheck"
npx tsc --noEmit

echo "== lint (ESLint) and format (Prettier)"
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check . ; echo "Run npm run format." >&2; exit 1; }

echo "== unit tests"
npx vitest run

echo "== source check"
npx tsx scripts/check-sources.ts

echo "== example type-check"
npx tsx scripts/check-examples.ts

echo "== npm audit (production dependencies)"
npx tsx scripts/audit.ts

echo "== strict build"
build_log=$(mktemp)
DOCS_STRICT=1 SITE_TEST_PAGES=1 npx docusaurus build 2>&1 | tee "$build_log"
# A build that always warns teaches people to ignore warnings.
if grep -q '\[WARNING\]' "$build_log"; then
  echo "The build printed warnings (above): fix them." >&2
  exit 1
fi
rm -f "$build_log"
npx tsx scripts/precompress.ts build

echo "== HTML of every built page (html-validate)"
npm run --silent check:html

echo "== the container image's nginx config (Dockerfile)"
container_prefix=$(mktemp -d)
bash deploy/render-container.sh "$PWD/build" "$container_prefix"
"$(command -v nginx || echo /usr/sbin/nginx)" -t -q -c "$container_prefix/nginx.conf" -p "$container_prefix"
rm -rf "$container_prefix"
echo "nginx -t: the container config is valid"

echo "== build from a source archive (no .git)"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  bash scripts/build-from-archive.sh HEAD
else
  echo "not checked: this tree is itself a source archive (the strict build above built it without .git)"
fi

echo "== end-to-end tests"
npx playwright test
