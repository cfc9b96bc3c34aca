#!/usr/bin/env bash
# `npm test`: every leg, nothing skipped silently (a leg that cannot run fails).
#
# The legs run in two stages so the suite fits CI's time on a 2-core machine:
#   1. typecheck, lint, format check, the production build and the system packages (Debian's
#      Chromium and PostgreSQL, installed with apt-get where missing; the PostgreSQL cluster is
#      started here so the two lanes of stage 2 never run apt-get at the same time), side by side;
#   2. two lanes side by side: the Vitest suites (SQLite; the bundle budget measures that build)
#      then the server suite on PostgreSQL, and the end-to-end journeys on that build
#      (Playwright, which mostly waits on the browser).
# The end-to-end lane streams its output; the other legs' output is printed when they finish.
# A failing stage stops the run.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

LOGS=.tmp/test-all
# The cluster stage 1 starts is stopped by the PostgreSQL leg, or here if that leg never runs.
trap 'bash scripts/stop-postgres.sh >/dev/null 2>&1 || true' EXIT
rm -rf "$LOGS" && mkdir -p "$LOGS"

# name|command, one lane per line of a stage; legs of a lane are separated by ';;'.
STAGE_1=(
  "typecheck|npm run typecheck"
  "lint|npm run lint"
  "format|npm run format:check"
  "production build|npm run build"
  "system packages (Chromium, PostgreSQL)|bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh >/dev/null"
)
STAGE_2=(
  "end-to-end (Playwright, Chromium)|E2E_PREBUILT=1 bash scripts/test-e2e.sh"
  "unit, model, component and server tests (SQLite)|env -u TEST_DATABASE_URL -u DATABASE_URL npx vitest run;;server tests on PostgreSQL|bash scripts/test-pg.sh"
)

started=$SECONDS
summary=()
failed_logs=()
passed=0
failed=0
not_run=0

# Runs the legs of one lane in order; writes "<status> <seconds> <name>" lines to $2.
run_lane() {
  local lane=$1 results=$2 stream=$3 leg name cmd leg_start rc
  IFS=$'\n' read -r -d '' -a legs < <(printf '%s' "$lane" | sed 's/;;/\n/g' && printf '\0')
  for leg in "${legs[@]}"; do
    name="${leg%%|*}"
    cmd="${leg#*|}"
    if [ -s "$results.failed" ]; then
      echo "NOTRUN 0 $name" >>"$results"
      continue
    fi
    leg_start=$SECONDS
    local log="$LOGS/$(echo "$name" | tr -c 'a-zA-Z0-9' '_').log"
    {
      echo
      echo "================================================================================"
      echo "== npm test: $name"
      echo "== \$ $cmd"
      echo "================================================================================"
    } >"$log"
    # Legs run with stdin closed so nothing can wait for input on CI.
    # The streamed lane is kept in its log too, for the failure digest at the end.
    if [ "$stream" = 1 ]; then
      cat "$log"
      bash -c "$cmd" </dev/null 2>&1 | tee -a "$log"
      rc=${PIPESTATUS[0]}
    else
      bash -c "$cmd" </dev/null >>"$log" 2>&1
      rc=$?
    fi
    if [ "$rc" -eq 0 ]; then
      echo "PASS $((SECONDS - leg_start)) $name" >>"$results"
    else
      echo "FAIL $((SECONDS - leg_start)) $name (exit $rc)" >>"$results"
      echo 1 >"$results.failed"
    fi
    [ "$stream" = 1 ] || cat "$log"
  done
}

run_stage() {
  local stage=$1
  shift
  local lanes=("$@") pids=() i results
  echo
  echo "== npm test: stage $stage: ${#lanes[@]} lanes side by side"
  for i in "${!lanes[@]}"; do
    results="$LOGS/stage$stage-lane$i"
    : >"$results"
    run_lane "${lanes[$i]}" "$results" "$([ "$i" = 0 ] && echo 1 || echo 0)" &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}"; done
  local stage_failed=0
  for i in "${!lanes[@]}"; do
    while read -r status seconds name; do
      case "$status" in
        PASS) passed=$((passed + 1)); summary+=("  PASS  $name (${seconds} s)") ;;
        FAIL)
          failed=$((failed + 1)); stage_failed=1; summary+=("  FAIL  $name, ${seconds} s")
          failed_logs+=("$LOGS/$(echo "${name% (exit *}" | tr -c 'a-zA-Z0-9' '_').log") ;;
        NOTRUN) not_run=$((not_run + 1)); summary+=("  ----  $name (not run: an earlier leg failed)") ;;
      esac
    done <"$LOGS/stage$stage-lane$i"
  done
  return "$stage_failed"
}

count_legs() {
  local lane n=0
  for lane in "$@"; do n=$((n + $(printf '%s' "$lane" | grep -o ';;' | wc -l) + 1)); done
  echo "$n"
}

if run_stage 1 "${STAGE_1[@]}"; then
  run_stage 2 "${STAGE_2[@]}"
else
  not_run=$((not_run + $(count_legs "${STAGE_2[@]}")))
  summary+=("  ----  stage 2: $(count_legs "${STAGE_2[@]}") legs not run (stage 1 failed)")
fi

# CI shows the end of the output: what failed, and why, in a few lines each.
for log in "${failed_logs[@]}"; do
  echo
  echo "== failure digest: $(basename "$log" .log)"
  # Vitest colours its lines: the codes go first, or its FAIL lines would not match.
  sed -E 's/\x1b\[[0-9;]*m//g' "$log" |
    grep -E -A7 '^ +[0-9]+\) \[|^ FAIL |^ *(Error|TimeoutError|AssertionError)\b' |
    grep -vE '^ +(at |attachment|─|Usage:|npx playwright show-trace)|^ *$' | head -60
done

echo
echo "================================================================================"
printf '%s\n' "${summary[@]}"
line="npm test: $passed passed, $failed failed"
if [ "$not_run" -gt 0 ]; then line+=", $not_run not run"; fi
echo "$line ($((SECONDS - started)) s)"
[ "$failed" -eq 0 ] && [ "$not_run" -eq 0 ]
