#!/usr/bin/env bash
# npm run test:e2e: the Playwright journeys and the axe scan against the real server and the built
# console, in the system's Chromium (never a downloaded browser), on @playwright/test
# (playwright.config.ts). Extra args go to `playwright test`, e.g.
#   npm run test:e2e -- tests/e2e/customer.e2e.ts
#   npm run test:e2e -- --workers=1 --retries=1
# E2E_BASE_URL=http://127.0.0.1:8080 runs against a server you already started instead.
# The HTML report (with the trace of a failed test) lands in playwright-report/: npx playwright show-report
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "test:e2e: Chromium not found at $CHROMIUM_PATH." >&2
  echo "  Install Debian's package:  apt-get update && apt-get install -y chromium" >&2
  echo "  (or point CHROMIUM_PATH at another Chromium binary)" >&2
  exit 1
fi

mkdir -p test-results/e2e
exec npx playwright test "$@"
