#!/usr/bin/env bash
# Runs every test: the native engine (Catch2 via ctest) and a short soak, the same suite under
# AddressSanitizer + UndefinedBehaviorSanitizer, 30 s of each fuzz target, the WASM module
# (Node), the page (Chromium), then the figures a reader of CI wants (speed, size, page load).
#   scripts/test.sh            all of it (installs what is missing when run as root)
#   scripts/test.sh native     only the C++ engine tests (Release) and the short soak
#   scripts/test.sh sanitize   only the C++ engine tests under ASan + UBSan (clang)
#   scripts/test.sh fuzz       only the fuzz targets, 30 s each, two at a time (FUZZ_SECONDS, FUZZ_SEED, FUZZ_JOBS to change)
#   scripts/test.sh web        only the WASM build, the Node and browser tests and the figures
# Each tree is built once (build/native, build/sanitize — which the fuzz stage reuses —, build/wasm)
# and each stage's time is printed when it ends and again, all of them, at the end of the run.
set -euo pipefail
cd "$(dirname "$0")/.."
scope=${1:-all}
case "$scope" in
  all | native | sanitize | fuzz | web) ;;
  *) echo "usage: scripts/test.sh [all|native|sanitize|fuzz|web]" >&2; exit 2 ;;
esac
bash scripts/bootstrap.sh "$([ "$scope" = web ] && echo all || echo "$scope")"
source scripts/sanitizer-config.sh
jobs=$(nproc)

native() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  # The fuzz replay binaries are left to the sanitizer stage, which replays the same inputs under
  # ASan + UBSan (built here too they cost ~70 CPU s for nothing more).
  cmake --build build/native -j"$jobs" --target carcassonne carcassonne-fixtures carc_tests
  (cd build/native && ctest --output-on-failure -j"$jobs" -E '^fuzz_regressions_')
  build/native/carcassonne bench --games 5000
  build/native/carcassonne soak --games 2000 --threads "$jobs"
  # the platform's soak driver on the test-only fixture game (tests/games/dice; under a second)
  build/native/carcassonne-fixtures soak --game dice --games 2000 --threads "$jobs"
}

# The whole engine test suite (Catch2 and the fuzz regression replays) built by clang with ASan
# and UBSan (scripts/sanitizer-config.sh); any report fails the run (-fno-sanitize-recover,
# halt_on_error). The build carries libFuzzer's coverage instrumentation too, so the fuzz stage
# links its targets from these objects instead of compiling the engine again.
sanitize() {
  cmake -S . -B build/sanitize "${SANITIZE_CMAKE_ARGS[@]}" >/dev/null
  cmake --build build/sanitize -j"$jobs"
  export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  # The random simulation plays 100 of its 1000 games here: the sanitizers make each step ~10x slower,
  # and the Release stage plays them all. Its games are four tests (tests/random_sim.cpp), so that
  # both cores run them. (200 games took 600 of the stage's 740 CPU seconds of tests, and CI ran
  # 1,590 s of its 1,500 s budget: 100 games keep every set and player count, ten with deep checks.)
  # CARC_TEST_SCALE=25: the other long loops (JSON numbers and mutations, the soak tests, the
  # changed-field check) at a quarter too (tests/test_scale.hpp); together they were ~250 of the
  # stage's ~860 CPU seconds of tests.
  (cd build/sanitize && CARC_SIM_GAMES=100 CARC_TEST_SCALE=25 ctest --output-on-failure -j"$jobs")
  build/sanitize/carcassonne soak --games 200 --threads "$jobs"
}

fuzz() {
  FUZZ_BUILD=${FUZZ_BUILD:-build/sanitize} FUZZ_SEED=${FUZZ_SEED:-1} bash scripts/fuzz.sh "${FUZZ_SECONDS:-30}" all
}

# Both WASM packages (build/pkg and build/pkg-fixtures, whose cores link side by side), the type
# check, both pages, then the Node and browser tests, two files at a time (node's default is one on
# two cores; most files wait on Chromium or on one WASM thread). Each test fails after 3 minutes (the
# longest takes ~30 s): a test stuck on a frozen page (a page.evaluate waits without a limit) then
# fails by name instead of running into CI's limit.
web() {
  bash scripts/build-wasm.sh all
  npx --no-install tsc -p tsconfig.json --noEmit
  bash scripts/build-web.sh
  bash scripts/build-web.sh fixtures # the page on the fixture engine, for tests/web/fixtures-page.test.mjs
  node --test --test-concurrency="$jobs" --test-timeout=180000 tests/wasm/ tests/words/ tests/web/
}

# Figures, not tests: each prints what a reader of CI wants to see, on the trees built above. Their
# full runs are the scripts' defaults (docs/performance.md).
figures() {
  node scripts/bench-wasm.mjs 3000 3          # WASM and native back to back, 3 rounds: the median of the ratios
  node scripts/bench-bot-levels.mjs 1         # the strongest level's searches against its time per decision
  node scripts/size-report.mjs web/dist       # raw, gzip and brotli bytes of each .wasm and .js
  node scripts/bench-page-load.mjs web/dist 5 # medians of 5 cold loads in Chromium
}

stage_names=() stage_secs=() running= running_since=0
report() {
  local rc=$? i
  [ -n "$running" ] && stage_names+=("$running (failed)") stage_secs+=($((SECONDS - running_since)))
  [ "${#stage_names[@]}" -gt 0 ] || exit "$rc"
  echo "== stage times"
  for i in "${!stage_names[@]}"; do printf '==   %-18s %5s s\n' "${stage_names[$i]}" "${stage_secs[$i]}"; done
  printf '==   %-18s %5s s%s\n' total "$SECONDS" "$([ "$rc" -eq 0 ] || echo " (failed, exit $rc)")"
  exit "$rc"
}
trap report EXIT
stage() {
  running=$1 running_since=$SECONDS
  echo "== stage $1"
  "$1"
  stage_names+=("$1") stage_secs+=($((SECONDS - running_since))) running=
  echo "== stage $1 took ${stage_secs[-1]} s (total $SECONDS s)"
}

case "$scope" in
  all) for s in native sanitize fuzz web figures; do stage "$s"; done ;;
  web) stage web; stage figures ;;
  *) stage "$scope" ;;
esac
