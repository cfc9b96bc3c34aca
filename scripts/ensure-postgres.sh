#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the server test suite and makes its maintenance URL
# available as TEST_DATABASE_URL (the server tests create one fresh database per test file from it).
#
#   source scripts/ensure-postgres.sh          # exports TEST_DATABASE_URL in the current shell
#   eval "$(bash scripts/ensure-postgres.sh)"  # same, from any shell
#   bash scripts/stop-postgres.sh              # stops it
#
# Cluster: .tmp/pg (data, socket, log), 127.0.0.1:${PG_TEST_PORT:-55432}, trust auth, user postgres.
# Idempotent: a cluster that is already running is reused; a stopped one is recreated from scratch.

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  # Sourced: do the work in a child bash (so `set -e` and `exit` cannot leak into the caller's
  # shell), then export what it printed.
  if _ensure_pg_out="$(bash "${BASH_SOURCE[0]}")"; then
    eval "$_ensure_pg_out"
    unset _ensure_pg_out
    return 0
  fi
  unset _ensure_pg_out
  echo "ensure-postgres: FAILED (see messages above)" >&2
  return 1
fi

set -euo pipefail

log() { echo "ensure-postgres: $*" >&2; }
die() {
  echo "ensure-postgres: ERROR: $*" >&2
  exit 1
}

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PG_TEST_PORT:-55432}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

find_pg_bin() {
  local dir best=""
  # Highest installed major version that has the server binaries.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then best="$dir"; fi
  done
  if [ -z "$best" ] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    best="$(dirname "$(command -v initdb)")"
  fi
  echo "$best"
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ]; then
  log "PostgreSQL server binaries (initdb, pg_ctl) not found: installing Debian's postgresql package (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  { as_root apt-get update >&2 && as_root apt-get install -y postgresql >&2; } ||
    die "installing the postgresql package failed"
  PG_BIN="$(find_pg_bin)"
  [ -n "$PG_BIN" ] || die "postgresql installed but initdb/pg_ctl still not found"
fi

# PostgreSQL refuses to run as root: as root, run the cluster as the (possibly new) user postgres.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    log "creating system user postgres"
    useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
  fi
  RUN_AS=(runuser -u postgres --)
fi
pg() { (cd / && "${RUN_AS[@]}" "$@"); }

mkdir -p "$ROOT/.tmp"
# PG_TEST_DIR (an absolute path) places a second, separate cluster elsewhere (the restart test).
PG_ROOT="${PG_TEST_DIR:-$ROOT/.tmp/pg}"

if [ -d "$PG_ROOT/data" ] && pg "$PG_BIN/pg_ctl" -D "$(readlink -f "$PG_ROOT")/data" status >/dev/null 2>&1 &&
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "reusing the running cluster in .tmp/pg on port $PORT"
  echo "export TEST_DATABASE_URL=$URL"
  exit 0
fi

# Stopped or half-made cluster: throw it away.
if [ -e "$PG_ROOT/data/postmaster.pid" ]; then
  pg "$PG_BIN/pg_ctl" -D "$(readlink -f "$PG_ROOT")/data" stop -m immediate >/dev/null 2>&1 || true
fi
if [ -L "$PG_ROOT" ]; then rm -rf "$(readlink -f "$PG_ROOT")"; fi
rm -rf "$PG_ROOT"
mkdir -p "$PG_ROOT"

if [ "${#RUN_AS[@]}" -gt 0 ]; then
  chown postgres: "$PG_ROOT"
  # The cluster user must be able to reach .tmp/pg; a checkout under a private home directory
  # (e.g. /root) is not reachable, so keep the cluster in /tmp and link it from .tmp/pg.
  if ! "${RUN_AS[@]}" test -w "$PG_ROOT"; then
    rmdir "$PG_ROOT"
    outside="$(mktemp -d /tmp/test-pg.XXXXXX)"
    chown postgres: "$outside"
    ln -s "$outside" "$PG_ROOT"
    log "$ROOT is not reachable by user postgres; cluster lives in $outside (linked from .tmp/pg)"
  fi
fi
PG_DIR="$(readlink -f "$PG_ROOT")"
mkdir -p "$PG_DIR/run"
if [ "${#RUN_AS[@]}" -gt 0 ]; then chown postgres: "$PG_DIR/run"; fi
echo "$PG_BIN" >"$PG_DIR/bindir"

log "initialising a throwaway cluster in .tmp/pg ($("$PG_BIN/postgres" --version))"
pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 ||
  pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C >"$PG_DIR/initdb.log" 2>&1 ||
  {
    cat "$PG_DIR/initdb.log" >&2
    die "initdb failed"
  }

# Durability is pointless for a throwaway test cluster; parallel query is off because container
# /dev/shm is often too small for it.
OPTS="-c listen_addresses=127.0.0.1 -p $PORT -k $PG_DIR/run -c max_connections=200"
OPTS+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
OPTS+=" -c max_parallel_workers_per_gather=0"

log "starting PostgreSQL on 127.0.0.1:$PORT"
if ! pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/postgres.log" -o "$OPTS" -w -t 60 start >&2; then
  tail -n 30 "$PG_DIR/postgres.log" >&2 || true
  die "pg_ctl start failed (is port $PORT already in use?)"
fi

for _ in $(seq 1 60); do
  if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
    log "ready: $URL"
    echo "export TEST_DATABASE_URL=$URL"
    exit 0
  fi
  sleep 0.5
done
tail -n 30 "$PG_DIR/postgres.log" >&2 || true
die "PostgreSQL did not become ready on port $PORT"
