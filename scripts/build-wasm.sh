#!/usr/bin/env bash
# Builds the WebAssembly engine package into build/pkg (ES module + .wasm + .d.ts + package.json).
#   scripts/build-wasm.sh            the shipped engine (build/pkg)
#   scripts/build-wasm.sh fixtures   the same with the test-only fixture modules (build/pkg-fixtures),
#                                    and the fixture game's own core (dice_core.*, tests/games/dice)
#   scripts/build-wasm.sh all        both, their cores linked by one build (the test command: the
#                                    links run side by side instead of one build after the other)
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs  # Emscripten 3.1.6's JS optimizer needs acorn from here
command -v emcmake >/dev/null || { echo "build-wasm: emscripten missing: run scripts/bootstrap.sh" >&2; exit 1; }
variant=${1:-shipped}
# One build directory for both: the fixture module links the same engine objects (compiled once).
build=build/wasm
case "$variant" in
  shipped) variants=(shipped) ;;
  fixtures) variants=(fixtures) ;;
  all) variants=(shipped fixtures) ;;
  *) echo "usage: scripts/build-wasm.sh [shipped|fixtures|all]" >&2; exit 2 ;;
esac
emcmake cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCARC_TESTS=OFF -DCARC_FIXTURES=ON >/dev/null
# The shipped package also holds the first-screen core (issue 22): the base game only
# (wasm/CMakeLists.txt, CARC_BASE_CORE_MODULES), shipped as carcassonne_core_base.wasm.
targets=(carcassonne_render)
for v in "${variants[@]}"; do
  case "$v" in
    shipped) targets+=(carcassonne_core carcassonne_core_base) ;;
    fixtures) targets+=(carcassonne_core_fixtures dice_core) ;;
  esac
done
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}"

package() {
  local pkg core out first=
  case "$1" in
    shipped) pkg=build/pkg core=carcassonne_core out=$build/wasm first=carcassonne_core_base ;;
    fixtures) pkg=build/pkg-fixtures core=carcassonne_core_fixtures out=$build/wasm/fixtures ;;
  esac
  rm -rf "$pkg" && mkdir -p "$pkg"
  cp "$out"/carcassonne_core.mjs "$out"/carcassonne_core.wasm wasm/index.d.ts wasm/package.json "$pkg/"
  [ -n "$first" ] && cp "$out"/base/carcassonne_core.wasm "$pkg/carcassonne_core_base.wasm"
  # Both cores share one glue script (the same bindings, imports and exports): a difference would
  # make the glue of one call the other's module wrongly, so it stops the build.
  if [ -n "$first" ] && ! cmp -s "$out"/carcassonne_core.mjs "$out"/base/carcassonne_core.mjs; then
    echo "build-wasm: the base core's glue differs from the full core's ($out/base/carcassonne_core.mjs)" >&2
    exit 1
  fi
  # One more binaryen pass over the linked core (issue 22, measured side by side): -O3 --converge
  # after emcc's own -O3 makes it 2.3 KB gzip smaller at the same speed (-Oz: 0.3 KB more, slower
  # hot code). The features are the ones the module is built with (wasm/CMakeLists.txt).
  # A platform game's own core (wasm/CMakeLists.txt, game_core_module): the fixture game's, in the
  # fixture package only (its facade, game-*.js below, is in both).
  local games=
  [ "$1" = fixtures ] && games=dice
  for game in $games; do cp "$build/wasm/games/${game}_core.mjs" "$build/wasm/games/${game}_core.wasm" "$pkg/"; done
  for wasm in "$pkg"/carcassonne_core*.wasm $(for game in $games; do echo "$pkg/${game}_core.wasm"; done); do
    wasm-opt -O3 --converge --enable-exception-handling --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$wasm" -o "$wasm"
  done
  # The SVG renderer, a module of its own (carcassonne-engine/render), loaded only by pages that export SVG.
  cp "$build"/wasm/carcassonne_render.mjs "$build"/wasm/carcassonne_render.wasm wasm/render.d.ts "$pkg/"
  # The facade: TypeScript to plain ES modules (esbuild strips types; tsc checks them in the tests).
  npx --no-install esbuild wasm/facade.ts wasm/browser.ts wasm/node.ts wasm/render-facade.ts wasm/render-browser.ts wasm/render-node.ts \
    wasm/game-facade.ts wasm/game-browser.ts wasm/game-node.ts \
    --outdir="$pkg" --format=esm --target=es2022 --log-level=warning
  cp wasm/game.d.ts "$pkg/"
  echo "build-wasm: $(stat -c%s $pkg/carcassonne_core.wasm) B wasm$([ -n "$first" ] && echo " (base core $(stat -c%s $pkg/carcassonne_core_base.wasm) B)"), $(stat -c%s $pkg/carcassonne_core.mjs) B js in $pkg" \
    "(renderer: $(stat -c%s $pkg/carcassonne_render.wasm) B wasm)"
  for game in $games; do
    echo "build-wasm: ${game}_core: $(stat -c%s "$pkg/${game}_core.wasm") B wasm ($(gzip -9c "$pkg/${game}_core.wasm" | wc -c) B gzip), $(stat -c%s "$pkg/${game}_core.mjs") B js"
  done
}
for v in "${variants[@]}"; do package "$v"; done
