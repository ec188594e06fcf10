#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: Debian's binaries, a fresh cluster in a temp dir, a free
# loopback port, a unix socket inside the temp dir; stopped and removed on exit.
#
#   bash scripts/postgres.sh <command...>   runs the command with TEST_DATABASE_URL set, then cleans up
#   bash scripts/postgres.sh                starts the server, prints TEST_DATABASE_URL, waits for Ctrl-C
#   bash scripts/postgres.sh --check        exit 0 when PostgreSQL is installed, 3 when not
#
# Exit status 3 (and a message) when PostgreSQL is not installed: callers treat that as "skipped".
set -euo pipefail

PG_MISSING=3
PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  # The newest installed major version wins.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then PG_BIN="$dir"; break; fi
  done
fi
if [ -z "$PG_BIN" ]; then
  echo "postgres.sh: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)." >&2
  echo "  Install Debian's package:  apt-get update && apt-get install -y postgresql" >&2
  exit "$PG_MISSING"
fi

if [ "${1:-}" = "--check" ]; then
  echo "postgres.sh: PostgreSQL binaries in $PG_BIN"
  exit 0
fi

# initdb refuses to run as root: run the server as the postgres user then.
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "postgres.sh: running as root but there is no 'postgres' user to own the cluster." >&2
    exit "$PG_MISSING"
  fi
  as_pg() { runuser -u postgres -- "$@"; }
  PG_OWNER=postgres
else
  as_pg() { "$@"; }
  PG_OWNER="$(id -un)"
fi

free_port() {
  # process.stdout.write, not console.log: with FORCE_COLOR set (Playwright's workers) console.log
  # prints the number in colour codes, and PostgreSQL refuses such a port.
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}

PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/armada-pg.XXXXXX")"
chmod 700 "$PG_TMP"
mkdir -p "$PG_TMP/data" "$PG_TMP/socket"
[ "$PG_OWNER" = "$(id -un)" ] || chown -R "$PG_OWNER" "$PG_TMP"

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -f "$PG_TMP/data/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_TMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$PG_TMP/initdb.log" 2>&1 || {
  echo "postgres.sh: initdb failed:" >&2
  cat "$PG_TMP/initdb.log" >&2
  exit 1
}

# Durability off: the cluster lives for one test run. A few attempts in case another process
# takes the port between choosing it and binding it.
for attempt in 1 2 3; do
  PG_PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_TMP/socket -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null 2>&1; then
    break
  fi
  if [ "$attempt" = 3 ]; then
    echo "postgres.sh: the server did not start:" >&2
    tail -n 30 "$PG_TMP/server.log" >&2 || true
    exit 1
  fi
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
VERSION="$("$PG_BIN/postgres" --version 2>/dev/null | awk '{print $3}')"
echo "postgres.sh: PostgreSQL $VERSION on 127.0.0.1:$PG_PORT (data in $PG_TMP)"
echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"

if [ "$#" -gt 0 ]; then
  set +e
  "$@"
  status=$?
  set -e
  exit "$status"
fi

echo "postgres.sh: Ctrl-C stops and removes the server."
while true; do sleep 3600 & wait $!; done
