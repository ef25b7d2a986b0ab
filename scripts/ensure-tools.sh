#!/usr/bin/env bash
# Makes sure the system tools are there: a Chromium for Playwright, nginx
# for serving the build, Firefox ESR and WebKit (WebKitWebDriver, its
# MiniBrowser, Xvfb) for the cross-engine suite. Found the usual ways first;
# installed from Debian's packages only when missing and running as root.
#
#   scripts/ensure-tools.sh [chromium] [nginx] [firefox] [webkit] [wrk]
#   (default: all but wrk; nginx comes with its brotli_static module)
set -euo pipefail

wanted=" ${*:-chromium nginx firefox webkit} "
need=()
if [[ $wanted == *" chromium "* ]] && [ -z "${CHROMIUM_PATH:-}" ] && [ -z "${PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH:-}" ] \
  && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium*/ >/dev/null 2>&1 \
  && ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null \
  && ! command -v google-chrome >/dev/null; then
  need+=(chromium)
fi
if [[ $wanted == *" nginx "* ]] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  need+=(nginx-light)
fi
# Serves the build's brotli copies (deploy/nginx.conf).
if [[ $wanted == *" nginx "* ]] && [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] \
  && [ ! -f /usr/share/nginx/modules/ngx_http_brotli_static_module.so ]; then
  need+=(libnginx-mod-http-brotli-static)
fi

if [[ $wanted == *" firefox "* ]] && [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ] \
  && [ ! -x /usr/bin/firefox ]; then
  need+=(firefox-esr)
fi
# WebKitWebDriver brings WebKitGTK and its MiniBrowser; Xvfb gives it a display.
if [[ $wanted == *" webkit "* ]] && [ -z "${WEBKIT_DRIVER_PATH:-}" ] && [ ! -x /usr/bin/WebKitWebDriver ]; then
  need+=(webkit2gtk-driver)
fi
if [[ $wanted == *" webkit "* ]] && ! command -v Xvfb >/dev/null; then
  need+=(xvfb)
fi

if [[ $wanted == *" wrk "* ]] && ! command -v wrk >/dev/null; then
  need+=(wrk)
fi

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing: ${need[*]}. Install them (Debian: apt-get install ${need[*]}) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian's packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
