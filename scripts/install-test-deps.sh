#!/usr/bin/env bash
# Installs the Debian packages named as arguments (`.ci/run` names them: postgresql for the
# content API's PostgreSQL backend, whose tests start their own private cluster; chromium for the
# end-to-end tests, which playwright-core drives at /usr/bin/chromium; nginx-light for the test of
# the README's nginx snippet, which starts its own nginx privately on a loopback port; hunspell,
# hunspell-es and hunspell-en-gb for the spelling test of both languages' pages), from
# Debian's packages only: nothing downloads a browser or a binary of its own. A package already
# installed is skipped. Java 17, which the W3C Nu HTML checker needs, is on every machine.
set -euo pipefail
installed() {
  case "$1" in
    chromium) [ -x /usr/bin/chromium ] ;;
    nginx-light) command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] ;;
    # The server binaries (initdb, pg_ctl, postgres) the PostgreSQL backend's tests start a
    # private cluster with (scripts/private-postgres.js); Debian's service is never started.
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 ;;
    *) dpkg -s "$1" >/dev/null 2>&1 ;;
  esac
}
missing=()
for package in "${@:-chromium nginx-light}"; do
  for one in $package; do installed "$one" || missing+=("$one"); done
done
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
if [ -x /usr/bin/chromium ]; then /usr/bin/chromium --version; fi
