#!/usr/bin/env bash
# Every test: types, lint, unit and integration tests on PGlite, the server suite again on a
# throwaway PostgreSQL 15 (with the race tests, two app instances and the other half of the fuzzing), the soak on
# PostgreSQL, the faults in PostgreSQL itself (soak --faults), then the browser tests in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Node.js that every step below runs on: the project's (.nvmrc), or the run stops here.
node scripts/check-node.mjs

need_root_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
  else
    echo "Missing: $* (install with: sudo apt-get install -y $*)" >&2
    exit 1
  fi
}
[ -x /usr/bin/chromium ] || need_root_install chromium
[ -x /usr/lib/postgresql/15/bin/initdb ] || need_root_install postgresql-15

# Each step's title carries the seconds the previous one took, and the last line the total.
step_started=$SECONDS
step() { printf '\n=== %s (previous step: %d s) ===\n' "$1" $((SECONDS - step_started)); step_started=$SECONDS; }
finish() {
  local rc=$?
  printf '\n=== %s after %d s (last step: %d s) ===\n' "$([ "$rc" = 0 ] && echo passed || echo failed)" "$SECONDS" $((SECONDS - step_started))
}
trap finish EXIT

step "typecheck"
npm run typecheck
step "lint"
npm run lint
step "unit and integration tests (PGlite)"
npx vitest run
step "server tests on PostgreSQL 15"
scripts/with-postgres.sh npx vitest run --project server
step "soak on PostgreSQL 15: the bank invariant under 20 clients, 20 s steady and 20 s with the server killed"
scripts/with-postgres.sh npm run soak -- --seconds 20
step "faults in PostgreSQL 15 under the soak's load: killed and restarted, failover to a standby, an instance killed holding a job, connections exhausted, a slow network"
npm run soak:faults -- --seconds 16
step "build"
npm run build
step "browser tests (Chromium)"
ledger_report=$(mktemp)
E2E_LEDGER_REPORT="$ledger_report" npm run test:e2e
step "ledger and audit chain check after the browser tests"
cat "$ledger_report"
grep -qx 'verify-ledger exit 0' "$ledger_report"
grep -qx 'verify-audit exit 0' "$ledger_report"
