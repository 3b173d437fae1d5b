#!/usr/bin/env bash
# The whole test run: types, a production build (the BFF's page tests render the built index.html), unit suites
# (one vitest project per area) on PGlite, with the cluster's (scripts/cluster.test.ts: Debian's nginx in front of
# shell instances), the BFF's player-platform suites again on Debian's PostgreSQL (nginx and PostgreSQL installed
# here when missing), and the end-to-end suites in Debian's Chromium, mobile and desktop.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-nginx.sh

echo "== type check"
npm run --silent typecheck
echo "== build"
npm run --silent build
echo "== unit suites (the player platform on PGlite)"
npx vitest run
echo "== the BFF's suites on PostgreSQL (a throwaway cluster of Debian's server)"
BFF_TEST_POSTGRES=1 npx vitest run plugins/limits/bff plugins/account/bff plugins/office/bff/payments plugins/casino/bff/gameHost.test.ts plugins/sports/bff/cashOutRoutes.test.ts bff/database bff/crossSiteCalls.test.ts
echo "== end-to-end suites"
npx playwright test
