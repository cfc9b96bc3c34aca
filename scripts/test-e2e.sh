#!/usr/bin/env bash
# End-to-end leg: Debian Chromium, a fresh production build, then Playwright (playwright.config.ts
# starts the production server on the build with a fresh data directory). Extra arguments go to
# `playwright test`. E2E_PREBUILT=1 uses the build already in dist/ (npm test builds it once, before
# the Vitest and end-to-end lanes run side by side).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-chromium.sh
if [ "${E2E_PREBUILT:-}" = 1 ] && [ -f dist/index.html ]; then
  echo "test-e2e: using the build in dist/"
else
  npm run build
fi
npx playwright test "$@"
