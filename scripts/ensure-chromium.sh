#!/usr/bin/env bash
# Makes sure Debian's Chromium packages are installed: chromium-headless-shell
# (/usr/bin/chromium-headless-shell), which the browser tests (@web/test-runner, Playwright)
# drive through executablePath, and chromium (/usr/bin/chromium) for Lighthouse, the
# benchmarks and a headed look at a test. Never downloads a browser any other way.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ]; then
  echo "Missing: installing the Debian packages ${packages[*]} with apt-get ..." >&2
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${packages[@]}"
  for binary in /usr/bin/chromium /usr/bin/chromium-headless-shell; do
    if [ ! -x "$binary" ]; then
      echo "apt-get installed ${packages[*]} but $binary is still missing." >&2
      exit 1
    fi
  done
  exit 0
fi

echo "Missing: run 'sudo apt-get install -y ${packages[*]}' (Debian packages; /usr/bin/chromium and /usr/bin/chromium-headless-shell) and try again."
exit 1
