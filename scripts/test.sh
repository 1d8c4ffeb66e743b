#!/usr/bin/env bash
# Runs every test: the native engine (Catch2 via ctest), the WASM module (Node), the page (Chromium).
#   scripts/test.sh            all of it (installs what is missing when run as root)
#   scripts/test.sh native     only the C++ engine tests
set -euo pipefail
cd "$(dirname "$0")/.."
scope=${1:-all}
bash scripts/bootstrap.sh "$([ "$scope" = native ] && echo native || echo all)"

echo "== native build and engine tests"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)"
(cd build/native && ctest --output-on-failure -j"$(nproc)")
build/native/carcassonne bench --games 5000
[ "$scope" = native ] && exit 0

echo "== WebAssembly build and Node tests"
bash scripts/build-wasm.sh
npx --no-install tsc -p tsconfig.json --noEmit
node scripts/bench-wasm.mjs 3000
if [ -f scripts/build-web.sh ]; then bash scripts/build-web.sh; fi
node --test tests/wasm/ $( [ -d tests/web ] && echo tests/web/ )
