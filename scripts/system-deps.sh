#!/usr/bin/env bash
# Finds, or installs from Debian's packages, what the tests need beyond npm: Chromium for the e2e
# journeys, PostgreSQL for the second run of the API suite and the multi-instance journeys, and nginx
# for the two-instances journey (tests/e2e/two-instances.e2e.ts: two API servers behind it). Used by
# `npm test` and `.ci/run`. nginx is Debian's `nginx` package (bookworm and trixie both have it;
# `nginx-light` is gone from trixie); the journey runs its own nginx in a temp dir, never the service.
# Installs only as root (or with sudo) and only when apt-get exists; otherwise it says what is
# missing and leaves the stage that needs it to report itself. Never downloads a browser build.
set -uo pipefail

missing=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || command -v chromium >/dev/null || missing+=(chromium)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || command -v nginx >/dev/null || missing+=(nginx)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "${ARMADA_NO_INSTALL:-}" = 1 ] || ! command -v apt-get >/dev/null; then
  echo "system-deps: missing ${missing[*]} (install Debian's packages: apt-get install -y ${missing[*]})" >&2
  exit 0
fi
SUDO=()
if [ "$(id -u)" != 0 ]; then
  if ! command -v sudo >/dev/null || ! sudo -n true 2>/dev/null; then
    echo "system-deps: missing ${missing[*]}; run as root: apt-get install -y ${missing[*]}" >&2
    exit 0
  fi
  SUDO=(sudo -n)
fi
echo "system-deps: installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq && "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
