#!/usr/bin/env bash
# Runs every test: the native engine (Catch2 via ctest) and a short soak, the same suite under
# AddressSanitizer + UndefinedBehaviorSanitizer, 30 s of each fuzz target, the WASM module
# (Node), the page (Chromium).
#   scripts/test.sh            all of it (installs what is missing when run as root)
#   scripts/test.sh native     only the C++ engine tests (Release) and the short soak
#   scripts/test.sh sanitize   only the C++ engine tests under ASan + UBSan (clang)
#   scripts/test.sh fuzz       only the fuzz targets, 30 s each: 2 minutes for the four (FUZZ_SECONDS, FUZZ_SEED to change)
set -euo pipefail
cd "$(dirname "$0")/.."
scope=${1:-all}
case "$scope" in
  all | native | sanitize | fuzz) ;;
  *) echo "usage: scripts/test.sh [all|native|sanitize|fuzz]" >&2; exit 2 ;;
esac
bash scripts/bootstrap.sh "$scope"

native() {
  echo "== native build and engine tests"
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$(nproc)"
  (cd build/native && ctest --output-on-failure -j"$(nproc)")
  build/native/carcassonne bench --games 5000
  build/native/carcassonne soak --games 2000 --threads "$(nproc)"
}

# The whole engine test suite (Catch2 and the fuzz regression replays) built by clang with ASan
# and UBSan; any report fails the run (-fno-sanitize-recover, halt_on_error). The build carries
# libFuzzer's coverage instrumentation too (fuzzer-no-link: the same flags as scripts/fuzz.sh), so
# the fuzz stage links its targets from these objects instead of compiling the engine again.
sanitize() {
  echo "== engine tests under AddressSanitizer + UndefinedBehaviorSanitizer"
  cmake -S . -B build/sanitize -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARC_FUZZ=ON \
    "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
    >/dev/null
  cmake --build build/sanitize -j"$(nproc)"
  export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  # The random simulation plays 200 of its 1000 games here: the sanitizers make each step ~10x slower,
  # and the Release stage plays them all. Its games are four tests (tests/random_sim.cpp), so that
  # both cores run them.
  (cd build/sanitize && CARC_SIM_GAMES=200 ctest --output-on-failure -j"$(nproc)")
  build/sanitize/carcassonne soak --games 200 --threads "$(nproc)"
}

fuzz() {
  echo "== fuzz targets, ${FUZZ_SECONDS:-30} s each"
  FUZZ_BUILD=${FUZZ_BUILD:-build/sanitize} FUZZ_SEED=${FUZZ_SEED:-1} bash scripts/fuzz.sh "${FUZZ_SECONDS:-30}" all
}

web() {
  echo "== WebAssembly build and Node tests"
  bash scripts/build-wasm.sh
  bash scripts/build-wasm.sh fixtures  # with the test-only fixture modules, for tests/wasm/fixtures.test.mjs
  npx --no-install tsc -p tsconfig.json --noEmit
  node scripts/bench-wasm.mjs 3000 7  # 7 rounds, each WASM and native back to back: the median of the rounds' ratios
  node scripts/bench-bot-levels.mjs 1  # the strongest level's searches timed against its time per decision (a figure)
  bash scripts/build-web.sh
  bash scripts/build-web.sh fixtures  # the page on the fixture engine, for tests/web/fixtures-page.test.mjs
  node scripts/size-report.mjs web/dist  # raw, gzip and brotli bytes of each .wasm and .js (a figure, not a test)
  node scripts/bench-page-load.mjs web/dist 10  # medians of 10 cold loads in Chromium (figures, not a test)
  # Each test fails after 3 minutes (the longest takes ~20 s): a test stuck on a frozen page (a
  # page.evaluate waits without a limit) then fails by name instead of running into CI's limit.
  node --test --test-timeout=180000 tests/wasm/ $( [ -d tests/web ] && echo tests/web/ )
}

# Each stage prints how long it took (CI's whole run should stay well under its 90-minute limit).
timed() {
  local t0=$SECONDS
  "$@"
  echo "== stage $* took $((SECONDS - t0)) s (total $SECONDS s)"
}

case "$scope" in
  native) timed native; exit 0 ;;
  sanitize) timed sanitize; exit 0 ;;
  fuzz) timed fuzz; exit 0 ;;
esac
timed native
timed sanitize
timed fuzz
timed web
