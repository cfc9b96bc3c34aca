#!/usr/bin/env bash
# Runs the server test suite (tests/server) against a throwaway PostgreSQL cluster; the same suite
# runs on SQLite in the plain `vitest run` leg. Extra arguments go to vitest; when the first one
# is a path, only the given files run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -d tests/server ]; then
  echo "test-pg: ERROR: tests/server does not exist, so there is nothing to run on PostgreSQL." >&2
  exit 1
fi

trap 'bash scripts/stop-postgres.sh || true' EXIT
# shellcheck source=scripts/ensure-postgres.sh
source scripts/ensure-postgres.sh

echo "test-pg: running tests/server with TEST_DATABASE_URL=$TEST_DATABASE_URL"
# Test files given as arguments run alone; otherwise the whole server suite.
if [ $# -gt 0 ] && [ -e "$1" ]; then
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run "$@"
else
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run tests/server "$@"
fi
