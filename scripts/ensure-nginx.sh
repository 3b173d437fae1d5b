#!/usr/bin/env bash
# The cluster (npm run cluster, and its test in the unit suites) puts Debian's nginx in front of the shell instances:
# installed here when missing. Nothing is started: the package's own server is stopped if apt started one.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian's nginx (needed by the cluster and its test)…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
if [ -f /run/nginx.pid ]; then $SUDO nginx -s quit || true; fi
/usr/sbin/nginx -v
