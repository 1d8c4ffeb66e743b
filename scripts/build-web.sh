#!/usr/bin/env bash
# Builds the browser page into web/dist: type-check (tsc, strict), bundle (esbuild), and copy the
# static files (html, css, service worker, manifest, icon, engine .wasm). Relative paths only.
#   scripts/build-web.sh            the page with the shipped engine (build/pkg -> web/dist)
#   scripts/build-web.sh fixtures   the same page with the test-only fixture modules
#                                   (build/pkg-fixtures -> web/dist-fixtures, for browser tests)
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-shipped}
case "$variant" in
  shipped) engine=build/pkg out=web/dist ;;
  fixtures) engine=build/pkg-fixtures out=web/dist-fixtures ;;
  *) echo "usage: scripts/build-web.sh [fixtures]" >&2; exit 2 ;;
esac
npx() { command npx --no-install "$@" 2> >(grep -v 'Unknown user config' >&2); }

# build/pkg: built when missing or older than the engine sources (the page and the Node replay in
# tests/web must run the same engine)
if [ ! -f $engine/browser.js ] || [ ! -f $engine/carcassonne_core.wasm ] \
   || [ ! -f $engine/carcassonne_render.wasm ] \
   || [ -n "$(find engine wasm tiles cmake CMakeLists.txt -type f -newer $engine/carcassonne_core.wasm 2>/dev/null | head -1)" ]; then
  bash scripts/build-wasm.sh $([ "$variant" = fixtures ] && echo fixtures)
fi

# The page runs under a strict CSP (no 'unsafe-eval'): the engine is linked with -sDYNAMIC_EXECUTION=0.
for core in carcassonne_core carcassonne_render; do
  if grep -q 'new Function' "$engine/$core.mjs"; then
    echo "build-web: $engine/$core.mjs uses new Function(): it would break under the CSP" >&2
    exit 1
  fi
done

npx tsc -p tsconfig.json --noEmit

rm -rf "$out" && mkdir -p "$out"
# The engine's catalog as this build's module makes it (catalog.json beside the .wasm): the page and
# the element start without building it (web/src/carcassonne/catalog-file.ts). The .wasm's hash, stamped into
# the file and the bundles, keeps a file of another build from being used.
# The cores' manifest (web/src/carcassonne/cores.ts; issue 22): each core's .wasm, the sets its own catalog
# holds and the rule options it knows, smallest first, the full core last; each must hold the sets of the one before (a game
# moves only up). Written as cores.json and stamped into the bundles (no request for it).
wasm_id=$(sha256sum "$engine/carcassonne_core.wasm" | cut -c1-16)
cores=$(cd "$engine" && ls carcassonne_core_base.wasm 2>/dev/null; echo carcassonne_core.wasm)
manifest=$(node --input-type=module -e "
  import { createEngine } from './$engine/node.js';
  import { writeFileSync } from 'node:fs';
  const catalogOf = async (wasmFile) => {
    const reply = JSON.parse((await createEngine({ wasmFile })).core.catalog());
    if (!reply.ok) throw new Error(wasmFile + ': catalog: ' + reply.error);
    return reply.value;
  };
  const manifest = [];
  for (const file of process.argv.slice(1)) {
    const catalog = await catalogOf(file);
    const sets = catalog.sets.map((s) => s.id), rules = catalog.ruleOptions.map((o) => o.name);
    const before = manifest.at(-1);
    if (before && !before.sets.every((s) => sets.includes(s))) throw new Error(file + ' lacks sets of ' + before.file);
    if (before && !before.rules.every((r) => rules.includes(r))) throw new Error(file + ' lacks rule options of ' + before.file);
    manifest.push({ file, sets, rules });
    if (file === 'carcassonne_core.wasm') writeFileSync('$out/catalog.json', JSON.stringify({ wasm: '$wasm_id', catalog }));
  }
  writeFileSync('$out/cores.json', JSON.stringify(manifest));
  console.log(JSON.stringify(manifest));
" $cores)
stamps=("--define:CARC_WASM_ID=\"$wasm_id\"" "--define:CARC_CORES=$manifest")
# The page's and the element's bundles start with V8's explicit compile hint (Chromium 136+): their
# functions compile on a background thread while the script streams in, not one by one on the main
# thread at their first call (nearly all of them run at start-up).
npx esbuild web/src/main.ts "${stamps[@]}" "--banner:js=//# allFunctionsCalledOnLoad" --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" --outfile="$out/main.js" --log-level=warning
# Each bot seat's Web Worker: its own copy of the engine (same package, same .wasm next to it).
npx esbuild web/src/bot_worker.ts --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" --outfile="$out/bot_worker.js" --log-level=warning
# The rules-wiki element (one ES module; the .wasm beside it) and the two pages that use it. The one
# bundle defines <rules-board> and its alias <carcassonne-board>; rules-board.js is the same file
# under the element's new name (a page loads one of the two: each holds its own engines).
npx esbuild web/src/embed/board-element.ts "${stamps[@]}" "--banner:js=//# allFunctionsCalledOnLoad" --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" --outfile="$out/carcassonne-board.js" --log-level=warning
cp "$out/carcassonne-board.js" "$out/rules-board.js"
# The example editor (its own copy of the element for the preview; one engine on the page).
npx esbuild web/src/carcassonne/editor/editor-main.ts "${stamps[@]}" --bundle --format=esm --target=es2022 --minify --legal-comments=none \
  "--alias:carcassonne-engine=./$engine/browser.js" "--alias:carcassonne-engine/render=./$engine/render-browser.js" \
  --outfile="$out/editor.js" --log-level=warning
npx esbuild web/src/embed/embed-page.ts web/src/embed/examples-page.ts --bundle --format=esm --target=es2022 --minify \
  --legal-comments=none --outdir="$out" --entry-names='[name]' --log-level=warning
mv "$out/embed-page.js" "$out/embed.js" && mv "$out/examples-page.js" "$out/examples.js"
cp web/index.html web/manifest.webmanifest web/icon.svg "$out/"
cp web/examples.html web/embed.html web/editor.html "$out/"
# The style sheets minified (style.css is on the first screen: 5.7 -> 4.4 KB gzip)
npx esbuild web/style.css web/examples.css web/embed.css web/editor.css --minify --outdir="$out" --log-level=warning
mkdir -p "$out/examples" && cp web/examples/*.json "$out/examples/"
# the words, one catalog per language, fetched by the pages for the language in use (docs/words.md)
node scripts/words-catalog.mjs "$out/words"
cp "$engine"/carcassonne_core*.wasm "$engine/carcassonne_render.wasm" "$out/"
# The fixtures build only: the element with the test-only dice game (tests/games/dice/web), its core
# beside the bundle (the bundle holds the facade; createGameEngine imports dice_core.mjs from there).
if [ "$variant" = fixtures ]; then
  npx esbuild tests/games/dice/web/element-bundle.ts "${stamps[@]}" --bundle --format=esm --target=es2022 --minify --legal-comments=none \
    "--alias:carcassonne-engine=./$engine/browser.js" "--alias:carcassonne-engine/game=./$engine/game-browser.js" \
    --outfile="$out/dice-board.js" --log-level=warning
  cp "$engine/dice_core.mjs" "$engine/dice_core.wasm" "$out/"
  # ... and the page shell playing it (dice.html), with its bot workers' script, and the example
  # editor editing its records (dice-editor.html)
  for entry in page-main:dice bot-worker:dice_bot_worker editor-main:dice-editor; do
    npx esbuild "tests/games/dice/web/${entry%%:*}.ts" --bundle --format=esm --target=es2022 --minify --legal-comments=none \
      "--alias:carcassonne-engine=./$engine/browser.js" "--alias:carcassonne-engine/game=./$engine/game-browser.js" \
      --outfile="$out/${entry##*:}.js" --log-level=warning
  done
  cp tests/games/dice/web/dice.html tests/games/dice/web/dice-editor.html "$out/"
fi
# index.html preloads the first screen's core: the smallest this build has (the fixtures build has one)
first_core=$(echo "$cores" | head -1)
sed -i "s#href=\"carcassonne_core_base.wasm\"#href=\"$first_core\"#" "$out/index.html"
build_id=$(cat "$out"/*.js "$out"/words/*.ftl "$out"/*.json "$out"/*.wasm "$out"/*.css "$out"/*.html "$out"/*.webmanifest "$out"/*.svg "$out"/examples/*.json web/sw.js | sha256sum | cut -c1-12)
examples=$(cd "$out" && ls examples/*.json | sed "s#.*#'./&'#" | paste -sd, -)
core_list=$(echo "$cores" | sed "s#.*#'./&'#" | paste -sd, -)
sed -e "s/__BUILD_ID__/$build_id/" -e "s#__EXAMPLES__#$examples#" -e "s#__CORES__#$core_list#" web/sw.js > "$out/sw.js"
for js in main bot_worker carcassonne-board rules-board embed examples editor $([ "$variant" = fixtures ] && echo dice-board dice_core dice dice_bot_worker dice-editor); do
  if grep -q 'new Function\|eval(' "$out/$js".*js; then echo "build-web: $js.js uses eval: it would break under the CSP" >&2; exit 1; fi
done
echo "build-web: $out ($(du -sh "$out" | cut -f1), build $build_id, engine from $engine)"
