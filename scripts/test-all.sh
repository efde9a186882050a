#!/usr/bin/env bash
# Installs what the tests need and runs every suite: lint, types, unit, server integration
# (PGlite, and the PostgreSQL server at 127.0.0.1:5432 when it answers) and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> Installing dependencies"
npm install --no-audit --no-fund --loglevel=error

if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "==> Installing Chromium from Debian's packages"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The cluster suite (tests/cluster) runs two app processes behind nginx, and through PgBouncer;
# without them it is skipped with a printed reason.
has() { command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ]; }
if ! has nginx || ! has pgbouncer; then
  echo "==> Installing nginx and PgBouncer from Debian's packages (cluster tests)"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light pgbouncer >/dev/null; } ||
    echo "    could not install nginx/PgBouncer: the cluster tests will be skipped"
fi

if command -v pg_isready >/dev/null && ! pg_isready -q -h 127.0.0.1 -p 5432 && command -v pg_ctlcluster >/dev/null; then
  echo "==> Starting the local PostgreSQL server"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi

echo "==> Lint and types"
npm run lint
npm run typecheck

echo "==> The served OpenAPI document, linted with Redocly's recommended rules (0 errors; docs/decisions/0044)"
npm run lint:openapi

echo "==> Unit, server integration and cluster tests"
npx vitest run

echo "==> Build"
npm run build

echo "==> Browser tests (Chromium, 390x844)"
npx playwright test
