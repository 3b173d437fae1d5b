#!/usr/bin/env bash
# The whole test run: types, unit suites (one vitest project per area), a production build, and the end-to-end
# suites in Debian's Chromium (installed here when missing), mobile and desktop.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh

echo "== type check"
npm run --silent typecheck
echo "== unit suites"
npx vitest run
echo "== build"
npm run --silent build
echo "== end-to-end suites"
npx playwright test
