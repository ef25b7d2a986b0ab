#!/usr/bin/env bash
# Serves a built site with Debian's nginx and deploy/nginx.conf.
#
#   scripts/nginx.sh [PORT] [ROOT]     (defaults: 8080, ./build)
#
# Runs in the foreground; stop it with Ctrl+C. The rendered config, logs and
# pid file go to .nginx/<port>/ so several servers can run side by side.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
port=${1:-${PORT:-8080}}
root=$(cd "${2:-$here/build}" && pwd)
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx_bin" ]; then
  echo "nginx is not installed: run scripts/ensure-tools.sh (or apt-get install nginx-light)" >&2
  exit 1
fi
if [ ! -f "$root/index.html" ]; then
  echo "No built site in $root: run npm run build first" >&2
  exit 1
fi
prefix="$here/.nginx/$port"
mkdir -p "$prefix"
brotli=""
for dir in /usr/lib/nginx/modules /usr/share/nginx/modules /usr/lib64/nginx/modules; do
  if [ -f "$dir/ngx_http_brotli_static_module.so" ]; then brotli="$dir/ngx_http_brotli_static_module.so"; break; fi
done
if [ -z "$brotli" ]; then
  echo "nginx's brotli_static module is not installed: run scripts/ensure-tools.sh (or apt-get install libnginx-mod-http-brotli-static)" >&2
  exit 1
fi
echo "load_module $brotli;" >"$prefix/modules.conf"
conf="$prefix/nginx.conf"
sed -e "s#__PORT__#$port#g" -e "s#__ROOT__#$root#g" -e "s#__PREFIX__#$prefix#g" "$here/deploy/nginx.conf" >"$conf"
# The Content-Security-Policy allows this build's inline scripts by hash.
csp=$(cd "$here" && node --import tsx deploy/csp.ts "$root")
sed -e "s#__CSP__#$csp#g" "$here/deploy/security-headers.conf" >"$prefix/security-headers.conf"
if [ "$(id -u)" = 0 ]; then
  # The workers would run as nobody, who may not read a checkout under /root.
  sed -i '1i user root;' "$conf"
fi
echo "Serving $root at http://127.0.0.1:$port"
exec "$nginx_bin" -c "$conf" -p "$prefix"
