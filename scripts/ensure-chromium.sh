#!/usr/bin/env bash
# Makes sure Debian's Chromium (/usr/bin/chromium) is installed: the browser tests
# (@web/test-runner, Playwright) drive it through executablePath. Never downloads a
# browser any other way.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing: installing the Debian package chromium with apt-get ..." >&2
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  if [ ! -x /usr/bin/chromium ]; then
    echo "apt-get installed chromium but /usr/bin/chromium is still missing." >&2
    exit 1
  fi
  exit 0
fi

echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian package chromium, /usr/bin/chromium) and try again."
exit 1
