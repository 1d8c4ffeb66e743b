#!/usr/bin/env bash
# Builds the engine and the page, then serves the page locally and prints its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
bash scripts/build-wasm.sh
bash scripts/build-web.sh
exec node scripts/serve.mjs "${PORT:-8080}"
