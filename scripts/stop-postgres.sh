#!/usr/bin/env bash
# Stops the throwaway cluster started by scripts/ensure-postgres.sh (no-op when it is not running).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# PG_TEST_DIR (an absolute path) places a second, separate cluster elsewhere (the restart test).
PG_ROOT="${PG_TEST_DIR:-$ROOT/.tmp/pg}"

if [ ! -e "$PG_ROOT/data/postmaster.pid" ]; then
  echo "stop-postgres: no running cluster in .tmp/pg" >&2
  exit 0
fi

PG_DIR="$(readlink -f "$PG_ROOT")"
PG_BIN="$(cat "$PG_DIR/bindir" 2>/dev/null || true)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
fi

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then RUN_AS=(runuser -u postgres --); fi

echo "stop-postgres: stopping the cluster in .tmp/pg" >&2
(cd / && "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" stop -m fast -w -t 60 >&2)
