#!/usr/bin/env bash
# `npm test`: every leg in order, stopping at the first failure. Nothing is skipped silently: a leg
# that cannot run fails.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

LEGS=(
  "typecheck|npm run typecheck"
  "lint|npm run lint"
  "format|npm run format:check"
  "unit, model, component and server tests (SQLite)|env -u TEST_DATABASE_URL -u DATABASE_URL npx vitest run"
  "server tests on PostgreSQL|bash scripts/test-pg.sh"
  "end-to-end (Playwright, Chromium)|bash scripts/test-e2e.sh"
)

passed=0
failed=0
summary=()
started=$SECONDS

for leg in "${LEGS[@]}"; do
  name="${leg%%|*}"
  cmd="${leg#*|}"
  echo
  echo "================================================================================"
  echo "== npm test: leg $((passed + failed + 1))/${#LEGS[@]}: $name"
  echo "== \$ $cmd"
  echo "================================================================================"
  leg_start=$SECONDS
  # Legs run with stdin closed so nothing can wait for input on CI.
  if bash -c "$cmd" </dev/null; then
    passed=$((passed + 1))
    summary+=("  PASS  $name ($((SECONDS - leg_start)) s)")
  else
    rc=$?
    failed=$((failed + 1))
    summary+=("  FAIL  $name (exit $rc, $((SECONDS - leg_start)) s)")
    break
  fi
done

not_run=$((${#LEGS[@]} - passed - failed))
for leg in "${LEGS[@]:$((passed + failed))}"; do
  summary+=("  ----  ${leg%%|*} (not run: an earlier leg failed)")
done

echo
echo "================================================================================"
printf '%s\n' "${summary[@]}"
line="npm test: $passed passed, $failed failed"
if [ "$not_run" -gt 0 ]; then line+=", $not_run not run"; fi
echo "$line ($((SECONDS - started)) s)"
[ "$failed" -eq 0 ]
