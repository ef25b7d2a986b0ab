#!/usr/bin/env bash
# Serves a built site with Debian's nginx and deploy/nginx.conf.
#
#   [BEHIND_HTTPS=1] scripts/nginx.sh [PORT] [ROOT]     (defaults: 8080, ./build)
#
# Runs in the foreground on 127.0.0.1; stop it with Ctrl+C. The rendered
# config, logs and pid file go to .nginx/<port>/ so several servers can run
# side by side; the access log starts empty on each start.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
port=${1:-${PORT:-8080}}
root=$(cd "${2:-$here/build}" && pwd)
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx_bin" ]; then
  echo "nginx is not installed: run scripts/ensure-tools.sh (or apt-get install nginx-light)" >&2
  exit 1
fi
brotli=""
for dir in /usr/lib/nginx/modules /usr/share/nginx/modules /usr/lib64/nginx/modules; do
  if [ -f "$dir/ngx_http_brotli_static_module.so" ]; then brotli="$dir/ngx_http_brotli_static_module.so"; break; fi
done
if [ -z "$brotli" ]; then
  echo "nginx's brotli_static module is not installed: run scripts/ensure-tools.sh (or apt-get install libnginx-mod-http-brotli-static)" >&2
  exit 1
fi
prefix="$here/.nginx/$port"
# The workers would run as nobody, who may not read a checkout under /root.
user=""
if [ "$(id -u)" = 0 ]; then user=root; fi
bash "$here/deploy/render.sh" --listen "127.0.0.1:$port" --root "$root" --prefix "$prefix" \
  --access-log "$prefix/access.log" --brotli-module "$brotli" ${user:+--user "$user"} \
  --behind-https "${BEHIND_HTTPS:-0}"
: >"$prefix/access.log"
# nginx's workers raise their own file limit (worker_rlimit_nofile) when the
# master runs as root; otherwise they can go no higher than the hard limit,
# so start from it.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
echo "Serving $root at http://127.0.0.1:$port"
exec "$nginx_bin" -c "$prefix/nginx.conf" -p "$prefix"
