#!/usr/bin/env bash
# Builds the browser page into web/dist: type-check (tsc, strict), bundle (esbuild), and copy the
# static files (html, css, service worker, manifest, icon, engine .wasm). Relative paths only.
set -euo pipefail
cd "$(dirname "$0")/.."
npx() { command npx --no-install "$@" 2> >(grep -v 'Unknown user config' >&2); }

# build/pkg: built when missing or older than the engine sources (the page and the Node replay in
# tests/web must run the same engine)
if [ ! -f build/pkg/browser.js ] || [ ! -f build/pkg/carcassonne_core.wasm ] \
   || [ -n "$(find engine wasm tiles cmake CMakeLists.txt -type f -newer build/pkg/carcassonne_core.wasm 2>/dev/null | head -1)" ]; then
  bash scripts/build-wasm.sh
fi

# The page runs under a strict CSP (no 'unsafe-eval'): the engine is linked with -sDYNAMIC_EXECUTION=0.
engine=build/pkg
if grep -q 'new Function' "$engine/carcassonne_core.mjs"; then
  echo "build-web: $engine/carcassonne_core.mjs uses new Function(): it would break under the CSP" >&2
  exit 1
fi

npx tsc -p tsconfig.json --noEmit

out=web/dist
rm -rf "$out" && mkdir -p "$out"
npx esbuild web/src/main.ts --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" --outfile="$out/main.js" --log-level=warning
# Each bot seat's Web Worker: its own copy of the engine (same package, same .wasm next to it).
npx esbuild web/src/bot_worker.ts --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" --outfile="$out/bot_worker.js" --log-level=warning
cp web/index.html web/style.css web/manifest.webmanifest web/icon.svg "$out/"
cp "$engine/carcassonne_core.wasm" "$out/"
build_id=$(cat "$out"/main.js "$out"/bot_worker.js "$out"/*.wasm "$out"/*.css "$out"/*.html "$out"/*.webmanifest "$out"/*.svg web/sw.js | sha256sum | cut -c1-12)
sed "s/__BUILD_ID__/$build_id/" web/sw.js > "$out/sw.js"
if grep -q 'new Function\|eval(' "$out/main.js" "$out/bot_worker.js"; then echo "build-web: main.js or bot_worker.js uses eval: it would break under the CSP" >&2; exit 1; fi
echo "build-web: $out ($(du -sh "$out" | cut -f1), build $build_id, engine from $engine)"
