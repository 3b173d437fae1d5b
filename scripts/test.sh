#!/usr/bin/env bash
# The whole test run: types, a production build (the BFF's page tests render the built index.html), unit suites
# (one vitest project per area), and the end-to-end suites in Debian's Chromium (installed here when missing),
# mobile and desktop.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh

echo "== type check"
npm run --silent typecheck
echo "== build"
npm run --silent build
echo "== unit suites"
npx vitest run
echo "== end-to-end suites"
npx playwright test
