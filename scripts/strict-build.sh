#!/bin/sh
# The strict build (npm test): any broken link, anchor or duplicate route fails
# it (DOCS_STRICT), the test-only pages are in (SITE_TEST_PAGES), and so does
# any warning it prints: a build that always warns teaches people to ignore
# warnings.
set -eu
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
DOCS_STRICT=1 SITE_TEST_PAGES=1 npx docusaurus build >"$log" 2>&1 || status=$?
cat "$log"
[ "$status" = 0 ] || exit "$status"
if grep -q '\[WARNING\]' "$log"; then
  echo "The build printed warnings (above): fix them." >&2
  exit 1
fi
