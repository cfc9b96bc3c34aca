#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for Playwright (STACK.md: browsers cannot
# be downloaded through Playwright on our machines, so we never run `playwright install`).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "Chromium found: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

echo "Chromium not found: installing Debian's chromium package (apt-get)..."

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo -n)
  else
    echo "ERROR: not root and sudo is not available; install Chromium with: apt-get install -y chromium" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
if ! { "${SUDO[@]}" apt-get update && "${SUDO[@]}" apt-get install -y chromium; }; then
  echo "ERROR: installing Debian's chromium package failed (see apt-get output above)." >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ERROR: apt-get finished but $CHROMIUM does not exist." >&2
  exit 1
fi
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
