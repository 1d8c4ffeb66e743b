#!/usr/bin/env bash
# Builds the WebAssembly engine package into build/pkg (ES module + .wasm + .d.ts + package.json).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's JS optimizer needs acorn from here
command -v emcmake >/dev/null || { echo "build-wasm: emscripten missing: run scripts/bootstrap.sh" >&2; exit 1; }
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DCARC_TESTS=OFF >/dev/null
cmake --build build/wasm -j"$(nproc)"
pkg=build/pkg
rm -rf "$pkg" && mkdir -p "$pkg"
cp build/wasm/wasm/carcassonne_core.mjs build/wasm/wasm/carcassonne_core.wasm wasm/index.d.ts wasm/package.json "$pkg/"
# The facade: TypeScript to plain ES modules (esbuild strips types; tsc checks them in the tests).
npx --no-install esbuild wasm/facade.ts wasm/browser.ts wasm/node.ts --outdir="$pkg" --format=esm --target=es2022 --log-level=warning
for f in browser node facade; do sed -i "s#\./carcassonne_core.mjs#./carcassonne_core.mjs#" "$pkg/$f.js"; done
echo "build-wasm: $(stat -c%s $pkg/carcassonne_core.wasm) B wasm, $(stat -c%s $pkg/carcassonne_core.mjs) B js in $pkg"
