#!/usr/bin/env bash
# The nginx config of the container image (Dockerfile): every interface on
# port 8080, logs to the container's standard output and error, workers as
# www-data, Debian's brotli_static module.
#
#   [BEHIND_HTTPS=1] deploy/render-container.sh ROOT PREFIX
#
# BEHIND_HTTPS=1 says that readers reach the container only through an HTTPS
# proxy or CDN: the answers then carry Strict-Transport-Security. Off (0) by
# default. The Dockerfile renders it for /usr/share/nginx/strapi-docs (docker
# build --build-arg BEHIND_HTTPS=1); npm test renders it for build/ and
# checks it with nginx -t.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/render.sh" --listen 8080 --root "$1" --prefix "$2" \
  --access-log /dev/stdout --error-log /dev/stderr \
  --brotli-module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so --user www-data \
  --behind-https "${BEHIND_HTTPS:-0}"
