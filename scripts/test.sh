#!/usr/bin/env bash
# npm test (after `pretest` regenerated src/generated/): every check, in order, with a summary.
#   1. lint + format             oxlint (.oxlintrc.json: the dependency zones, zero warnings) and
#                                prettier --check (.prettierrc): seconds, so first
#   2. typecheck                 tsc --noEmit
#   3. vitest                    unit and component tests, API server suite on PGlite
#   4. server suite, PostgreSQL  vitest's `server` project (tests/server and every *.server.test.ts) on a
#                                throwaway PostgreSQL, less the engine-neutral files (vitest.config.ts
#                                ENGINE_NEUTRAL_TESTS; skipped when PostgreSQL is not installed); it
#                                runs beside stage 5 (TEST_SERIAL=1: before it), its output printed after
#   5. e2e                       the Playwright journeys in Chromium on @playwright/test
#                                (playwright.config.ts; when scripts/test-e2e.sh exists)
# Every stage runs even after a failure, so one run shows everything that is wrong;
# TEST_FAIL_FAST=1 stops at the first failure. Exit status is non-zero when any stage failed. A skipped
# stage is counted as skipped in the closing lines, so a run that skipped one never reads "all stages passed".
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
results=()
times=()
failed=0

# Each stage's output is also kept, so the failures can be repeated next to the summary: CI keeps
# only the tail of a long run, where the summary is.
stage_logs="$(mktemp -d)"
trap 'rm -rf "$stage_logs"' EXIT
failures=()

run_stage() {
  local name="$1"
  shift
  echo
  echo "==> $name: $*"
  local started=$SECONDS
  local log="$stage_logs/${#names[@]}.log"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  record_stage "$name" "$status" $((SECONDS - started)) "$log"
}

# A stage started in the background (start_stage_beside) and collected later (finish_stage_beside):
# its output is printed in one piece when it is collected, not mixed with the other stage's.
beside_pid=""
beside_name=""
beside_log=""
start_stage_beside() {
  beside_name="$1"
  shift
  beside_log="$stage_logs/beside.log"
  echo
  echo "==> $beside_name (beside the next stage, printed when it ends): $*"
  (
    started=$SECONDS
    "$@" >"$beside_log" 2>&1
    status=$?
    echo "$status $((SECONDS - started))" >"$beside_log.status"
  ) &
  beside_pid=$!
}
finish_stage_beside() {
  [ -n "$beside_pid" ] || return 0
  wait "$beside_pid"
  echo
  echo "==> $beside_name (ran beside the stage above)"
  cat "$beside_log"
  local status took
  read -r status took <"$beside_log.status"
  beside_pid=""
  record_stage "$beside_name" "$status" "$took" "$beside_log"
}

record_stage() {
  local name="$1" status="$2" took="$3" log="$4"
  names+=("$name")
  times+=("${took}s")
  if [ "$status" = 0 ]; then
    # Playwright's "N flaky": journeys that failed once and passed on their retry, named above.
    local flaky
    flaky="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -oE '^ *[0-9]+ flaky$' | tr -s ' ' | sed 's/^ //' | head -1)"
    results+=("passed${flaky:+ ($flaky: passed on the retry, named above)}")
  elif [ "$status" = 3 ] && [ "$name" = "server suite, PostgreSQL" ]; then
    results+=("skipped (PostgreSQL not installed)")
  else
    results+=("FAILED (exit $status)")
    failed=1
    # vitest's failed tests and files (FAIL / ×), without colours, at most 40 lines per stage; then
    # each failure's error with its first lines (the call log of a Playwright timeout, the test's
    # line), at most 120 lines: CI shows only the tail of the output.
    local lines errors
    # Playwright's (the e2e stage): its failed tests (✘) and each numbered failure with its first lines.
    lines="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(FAIL|×|✘) ' | grep -vE '^ *FAIL .* > ' | head -40)"
    errors="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
      /^ *FAIL .* > / || /^  [0-9]+\) .* › / { n = 10; print; next }
      /^⎯/ { n = 0 }
      n > 0 && NF { print "    " $0; n-- }' | head -120)"
    [ -n "$errors" ] && lines="$lines"$'\n'"$errors"
    failures+=("--- $name ---" "${lines:-(no FAIL lines: see the output of this stage above)}")
    if [ "${TEST_FAIL_FAST:-}" = 1 ]; then summary; fi
  fi
}

skip_stage() {
  names+=("$1")
  times+=("-")
  results+=("skipped ($2)")
}

summary() {
  # A stage still running beside (TEST_FAIL_FAST stopped the run) is waited for and counted.
  [ -z "$beside_pid" ] || finish_stage_beside
  if [ "${#failures[@]}" != 0 ]; then
    echo
    echo "==> what failed"
    printf '%s\n' "${failures[@]}"
  fi
  echo
  echo "==> npm test summary"
  local i
  for i in "${!names[@]}"; do
    printf '  %-28s %-8s %s\n' "${names[$i]}" "${times[$i]}" "${results[$i]}"
  done
  printf '  %-28s %-8s\n' "total" "${SECONDS}s"
  local passed_count=0 failed_count=0 skipped_count=0 r
  for r in "${results[@]}"; do
    case "$r" in
      passed*) passed_count=$((passed_count + 1)) ;;
      FAILED*) failed_count=$((failed_count + 1)) ;;
      skipped*) skipped_count=$((skipped_count + 1)) ;;
    esac
  done
  # The plain closing lines CI reads: stages, not tests (each stage prints its own test counts above).
  if [ "$failed" != 0 ]; then
    echo "npm test: FAILED"
  elif [ "$skipped_count" != 0 ]; then
    echo "npm test: passed, but ${skipped_count} stage(s) skipped (see above): not every stage ran"
  else
    echo "npm test: all stages passed"
  fi
  echo "stages: ${passed_count} passed, ${failed_count} failed, ${skipped_count} skipped"
  exit "$failed"
}

postgres_suite() {
  if ! bash scripts/postgres.sh --check >/dev/null 2>&1; then
    bash scripts/postgres.sh --check
    return 3
  fi
  ARMADA_SERVER_ENGINE=postgres bash scripts/postgres.sh npx vitest run --project server
}

# Chromium and PostgreSQL from Debian when missing (as root); a stage whose tool is absent reports it.
bash scripts/system-deps.sh

lint_and_format() {
  local status=0
  npx oxlint --deny-warnings || status=1
  npx prettier --check . || status=1
  return "$status"
}

run_stage "lint + format" lint_and_format
run_stage "typecheck" npx tsc --noEmit -p tsconfig.json
run_stage "vitest (unit + server)" npx vitest run
# The e2e stage runs beside a throwaway PostgreSQL when there is one: the alert journey starts two API
# instances on it (tests/e2e/harness/cluster.ts); every other spec uses the embedded database.
e2e_stage() {
  if bash scripts/postgres.sh --check >/dev/null 2>&1; then
    bash scripts/postgres.sh bash scripts/test-e2e.sh
  else
    bash scripts/test-e2e.sh
  fi
}

# The PostgreSQL suite runs beside the e2e stage, on a PostgreSQL of its own: one Playwright worker
# waits on Chromium and the server most of the time (about 0.4 of the two cores over a whole e2e
# stage), so the suite's ~80 s fit beside it (docs/measurements.md, "Cutting the run a third
# time"). TEST_SERIAL=1 runs them one after the other, as before.
if [ -f scripts/test-e2e.sh ]; then
  if [ "${TEST_SERIAL:-}" = 1 ]; then
    run_stage "server suite, PostgreSQL" postgres_suite
  else
    start_stage_beside "server suite, PostgreSQL" postgres_suite
  fi
  run_stage "e2e (Chromium)" e2e_stage
  finish_stage_beside
else
  run_stage "server suite, PostgreSQL" postgres_suite
  skip_stage "e2e (Chromium)" "no scripts/test-e2e.sh"
fi
summary
