#!/usr/bin/env bash
# Builds the site from a source archive, as a downloaded tarball or a
# container build context has it: the committed files without .git. Checks
# that the build succeeds and shows no last-updated dates (it has no history
# to read them from).
#
#   scripts/build-from-archive.sh [REV]     (default: HEAD)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rev=${1:-HEAD}
if ! git -C "$here" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "skipped: this tree is itself a source archive (the strict build builds it without .git)"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$here" archive --format=tar "$rev" | tar -x -C "$work"
ln -s "$here/node_modules" "$work/node_modules"
echo "Building $rev from an archive in $work"
# Rspack's persistent cache is keyed by the site's path, which is new on
# every run: a cache written here would never be read, and would pile up in
# the checkout's node_modules/.cache.
(cd "$work" && DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir "$work/build" >"$work/build.log" 2>&1) || {
  tail -n 40 "$work/build.log" >&2
  echo "The build from a source archive failed." >&2
  exit 1
}
if grep -rl --include='*.html' 'theme-last-updated' "$work/build" >/dev/null; then
  echo "A page built without history shows a last-updated date." >&2
  exit 1
fi
echo "Built $(find "$work/build" -name '*.html' | wc -l) pages from the archive, without last-updated dates."
