# Sourced by scripts/test.sh and scripts/fuzz.sh: the one configuration of the sanitizer build, so that
# the test command's sanitizer stage and the fuzz stage share build/sanitize (a different line would
# make the second reconfigure it and compile the engine again).
# clang 14, AddressSanitizer + UndefinedBehaviorSanitizer, any report fatal (-fno-sanitize-recover),
# and libFuzzer's coverage instrumentation (fuzzer-no-link) so that the fuzz targets link the same
# engine objects. Line tables only for debug information: a sanitizer's report still names each
# frame's function, file and line, and the engine's objects compile ~30 % faster than with full -g.
SANITIZE_CMAKE_ARGS=(
  -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARC_FUZZ=ON
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG"
  "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
)
