#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (playwright-core drives /usr/bin/chromium; nothing
# downloads a browser of its own). Skipped when it is already installed.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
