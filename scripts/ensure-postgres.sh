#!/usr/bin/env bash
# The PostgreSQL suites start throwaway clusters of Debian's PostgreSQL server (tests/support/postgresCluster.ts):
# installed here when missing. Nothing is started: the package's own cluster is stopped if apt started one.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's postgresql (needed by the PostgreSQL suites)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
if command -v pg_ctlcluster >/dev/null 2>&1; then
  for cluster in $(pg_lsclusters -h 2>/dev/null | awk '{print $1 "/" $2}'); do $SUDO pg_ctlcluster "${cluster%/*}" "${cluster#*/}" stop || true; done
fi
ls /usr/lib/postgresql/*/bin/pg_ctl
