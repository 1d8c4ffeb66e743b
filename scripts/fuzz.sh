#!/usr/bin/env bash
# Builds the libFuzzer targets (clang 14, AddressSanitizer + UndefinedBehaviorSanitizer) and runs
# each for SECONDS (default 60): record (record text), session (the JSON session API), render (the
# render command's pipeline) and facade (the WASM module's API, wasm/boundary.cpp). New corpus entries go to build/fuzz/corpus/TARGET; a crashing
# input is written to build/fuzz/crashes/TARGET/ and the run fails. Keep such inputs, once fixed,
# in tests/fuzz/regressions/TARGET/ (ctest replays them).
#   scripts/fuzz.sh [SECONDS] [record|session|render|facade|all]
# FUZZ_BUILD=DIR builds and works in DIR instead of build/fuzz. FUZZ_SEED=N fixes libFuzzer's
# random seed (the test command uses 1, so a CI run repeats).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${FUZZ_BUILD:-build/fuzz}  # another folder lets a short check run beside a long fuzz run
secs=${1:-60}
which=${2:-all}
# The same configuration as the sanitizer stage of scripts/test.sh (which passes FUZZ_BUILD=build/sanitize),
# so that the engine is compiled once for both.
source scripts/sanitizer-config.sh
cmake -S . -B "$build" "${SANITIZE_CMAKE_ARGS[@]}" >/dev/null
targets=(record session render facade)
[ "$which" = all ] || targets=("$which")
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"
# One target is one process on one core: FUZZ_JOBS of them run at once (default: the cores), each
# printing its report when it ends. A target that fails names itself and its crashing input.
run_target() {
  local t=$1
  mkdir -p "$build/corpus/$t" "$build/crashes/$t"
  local seeds=("tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t")
  case "$t" in record | render) seeds+=(tests/records tests/fixtures/records) ;; esac
  # Limits: 10 s per input is a hang; one allocation over 64 MB or 1 GB in all is a bug.
  UBSAN_OPTIONS=print_stacktrace=1 "$build/tests/fuzz/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=1024 \
    -malloc_limit_mb=64 -dict=tests/fuzz/json.dict -artifact_prefix="$build/crashes/$t/" -print_final_stats=1 \
    ${FUZZ_SEED:+-seed="$FUZZ_SEED"} "$build/corpus/$t" "${seeds[@]}" 2>&1 | grep -v "^#[0-9]*\s*\(NEW\|REDUCE\|pulse\)"
}
jobs_at_once=${FUZZ_JOBS:-$(nproc)}
logs=$(mktemp -d)
pids=() names=() failed=()
finish() {  # waits for the oldest running target and prints its report
  local pid=${pids[0]} t=${names[0]}
  pids=("${pids[@]:1}") names=("${names[@]:1}")
  if ! wait "$pid"; then failed+=("$t"); fi
  echo "== fuzz $t for ${secs}s"
  cat "$logs/$t.log"
}
for t in "${targets[@]}"; do
  [ "${#pids[@]}" -lt "$jobs_at_once" ] || finish
  run_target "$t" >"$logs/$t.log" 2>&1 &
  pids+=($!) names+=("$t")
done
while [ "${#pids[@]}" -gt 0 ]; do finish; done
rm -rf "$logs"
for t in "${failed[@]}"; do echo "fuzz: $t failed; the input is in $build/crashes/$t/" >&2; done
[ "${#failed[@]}" -eq 0 ]
