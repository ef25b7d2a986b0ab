#!/usr/bin/env bash
# Renders deploy/nginx.conf and deploy/security-headers.conf for one built
# site into a folder nginx runs from (-p). Used by scripts/nginx.sh and the
# Dockerfile.
#
#   deploy/render.sh --listen ADDR --root DIR --prefix DIR --access-log PATH
#                    --brotli-module FILE [--error-log PATH] [--user USER]
#                    [--behind-https 0|1]
#
# --listen is nginx's listen parameter (127.0.0.1:8080, or 8080 for every
# interface); --root the built site; --prefix receives nginx.conf,
# security-headers.conf, markdown-negotiation.conf and modules.conf, and
# nginx's pid, error log and temp folders (the error log too, unless
# --error-log says where); --user the user of the worker processes (nginx's
# default if none); --behind-https 1 adds Strict-Transport-Security to the
# security headers, for a server that readers reach only through an HTTPS
# proxy (deploy/README.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
listen="" root="" prefix="" access_log="" error_log="" brotli_module="" user="" behind_https=0
while [ $# -gt 0 ]; do
  case "$1" in
    --listen) listen=$2 ;;
    --root) root=$2 ;;
    --prefix) prefix=$2 ;;
    --access-log) access_log=$2 ;;
    --brotli-module) brotli_module=$2 ;;
    --error-log) error_log=$2 ;;
    --user) user=$2 ;;
    --behind-https) behind_https=$2 ;;
    *) echo "render.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
for name in listen root prefix access_log brotli_module; do
  if [ -z "${!name}" ]; then echo "render.sh: --${name//_/-} is required" >&2; exit 2; fi
done
# Values are pasted into nginx's syntax: allow only what paths and addresses hold.
error_log=${error_log:-$prefix/error.log}
for value in "$listen" "$root" "$prefix" "$access_log" "$error_log" "$brotli_module" "$user"; do
  if [[ ! $value =~ ^[A-Za-z0-9_./:@-]*$ ]]; then echo "render.sh: refusing the value '$value'" >&2; exit 2; fi
done
if [[ ! $behind_https =~ ^[01]$ ]]; then
  echo "render.sh: --behind-https is 0 or 1, not '$behind_https'" >&2
  exit 2
fi
if [ ! -f "$root/index.html" ]; then
  echo "render.sh: no built site in $root (run npm run build first)" >&2
  exit 1
fi
mkdir -p "$prefix"
echo "load_module $brotli_module;" >"$prefix/modules.conf"
conf="$prefix/nginx.conf"
sed -e "s#__LISTEN__#$listen#g" -e "s#__ROOT__#$root#g" -e "s#__PREFIX__#$prefix#g" -e "s#__ACCESS_LOG__#$access_log#g" -e "s#__ERROR_LOG__#$error_log#g" \
  "$here/nginx.conf" >"$conf"
cp "$here/markdown-negotiation.conf" "$prefix/markdown-negotiation.conf"
if [ -n "$user" ]; then
  sed -i "1i user $user;" "$conf"
fi
# The Content-Security-Policy allows this build's inline scripts by hash.
csp=$(cd "$here/.." && node --import tsx deploy/csp.ts "$root")
sed -e "s#__CSP__#$csp#g" "$here/security-headers.conf" >"$prefix/security-headers.conf"
# Browsers keep to HTTPS for two years once they have seen this over HTTPS
# (they ignore it over plain HTTP).
if [ "$behind_https" = 1 ]; then
  echo 'add_header Strict-Transport-Security "max-age=63072000" always;' >>"$prefix/security-headers.conf"
fi
