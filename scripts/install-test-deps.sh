#!/usr/bin/env bash
# What the tests need beyond Node, from Debian's packages only (nothing downloads a browser or a
# binary of its own): Chromium for the end-to-end tests (playwright-core drives
# /usr/bin/chromium) and nginx for the test of the README's nginx snippet (the tests start it
# privately on a loopback port). Each is skipped when already installed; Java 17, which the
# W3C Nu HTML checker needs, is on every machine.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# Debian's packages start their service on install (nginx on port 80); the tests start their own,
# privately, so services are kept from starting while installing (policy-rc.d, exit 101 = refuse).
policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  policy=/usr/sbin/policy-rc.d
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null || { [ -n "$policy" ] && $SUDO rm -f "$policy"; exit 1; }
if [ -n "$policy" ]; then $SUDO rm -f "$policy"; fi
/usr/bin/chromium --version
