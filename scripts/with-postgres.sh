#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 cluster on 127.0.0.1, exported as TEST_DATABASE_URL.
# Usage: scripts/with-postgres.sh <command> [args…]
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_PORT=${PG_PORT:-54329}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 is not installed at $PG_BIN (apt-get install -y postgresql-15)." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/wallet-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root.
  chown postgres:postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$PG_BIN/initdb" -D "$dir/data" -U wallet --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $PG_PORT -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

export TEST_DATABASE_URL="postgres://wallet@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL 15 ready at $TEST_DATABASE_URL"
"$@"
