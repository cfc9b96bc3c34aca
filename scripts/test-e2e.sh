#!/usr/bin/env bash
# End-to-end leg: Debian Chromium, a fresh production build, then Playwright (playwright.config.ts
# starts the production server on the build with a fresh data directory). Extra arguments go to
# `playwright test`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-chromium.sh
npm run build
npx playwright test "$@"
