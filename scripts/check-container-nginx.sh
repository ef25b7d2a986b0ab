#!/bin/sh
# The container's nginx config (deploy/render-container.sh), rendered for the
# build in build/ and checked with nginx -t.
set -eu
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
bash deploy/render-container.sh "$PWD/build" "$prefix"
"$(command -v nginx || echo /usr/sbin/nginx)" -t -q -c "$prefix/nginx.conf" -p "$prefix"
echo "nginx -t: the container config is valid"
