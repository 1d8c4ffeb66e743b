#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test the project.
# Run as root (CI does). As another user it prints the packages to install instead.
#   scripts/bootstrap.sh          native toolchain + emscripten + chromium + npm packages
#   scripts/bootstrap.sh native   only what the C++ build and its tests need
#   scripts/bootstrap.sh sanitize (or fuzz)   that and clang 14 with its sanitizer and libFuzzer
#                                 runtimes (libclang_rt.asan, .ubsan, .fuzzer)
set -euo pipefail
cd "$(dirname "$0")/.."

NATIVE_PKGS=(cmake g++ make nlohmann-json3-dev catch2)
WEB_PKGS=(emscripten binaryen chromium fonts-ipafont-gothic)  # binaryen: wasm-opt (build-wasm.sh; emscripten needs it too); a Japanese font for the browser tests' screenshots (docs/words.md)
SANITIZER_PKGS=(clang-14 libclang-rt-14-dev)
scope=${1:-all}
want=("${NATIVE_PKGS[@]}")
[ "$scope" = native ] || want+=("${SANITIZER_PKGS[@]}")
[ "$scope" = all ] && want+=("${WEB_PKGS[@]}")
# Node.js may come from another packager (the machine image ships Node 20): ask for Debian's only
# when the commands are missing, since its npm conflicts with other nodejs packages.
if [ "$scope" = all ]; then
  command -v node >/dev/null || want+=(nodejs)
  command -v npm >/dev/null || want+=(npm)
fi

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "bootstrap: missing Debian packages: ${missing[*]}" >&2
    echo "bootstrap: run as root, or: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "bootstrap: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -q
  apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
fi

if [ "$scope" = all ] && [ -f package-lock.json ]; then
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
    npm ci --no-audit --no-fund
  fi
fi
echo "bootstrap: ok"
