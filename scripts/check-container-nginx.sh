#!/bin/sh
# The container's nginx config (deploy/render-container.sh), rendered for the
# build in build/ and checked with nginx -t. The container logs to
# /dev/stdout and /dev/stderr, which nginx -t opens: they are files here,
# since a test runner's may be sockets, which cannot be opened by name.
set -eu
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
bash deploy/render-container.sh "$PWD/build" "$prefix"
status=0
"$(command -v nginx || echo /usr/sbin/nginx)" -t -q -c "$prefix/nginx.conf" -p "$prefix" >"$prefix/nginx-t.out" 2>"$prefix/nginx-t.log" || status=$?
cat "$prefix/nginx-t.out" "$prefix/nginx-t.log"
[ "$status" = 0 ] || exit "$status"
echo "nginx -t: the container config is valid"
