# Writes a header that holds every tiles/*.json file as a string constant, so the engine (native
# and WASM) carries its tile data and validates it at start-up.
# Usage: cmake -DOUT=header -DINPUTS="a.json|b.json" -P embed_tiles.cmake
set(content "// Generated from tiles/*.json by cmake/embed_tiles.cmake. Do not edit.\n#pragma once\n#include <string_view>\n\nnamespace carc {\n")
string(REPLACE "|" ";" INPUTS "${INPUTS}")
foreach(f ${INPUTS})
  get_filename_component(name "${f}" NAME_WE)
  string(MAKE_C_IDENTIFIER "${name}" ident)
  string(SUBSTRING "${ident}" 0 1 first)
  string(TOUPPER "${first}" first)
  string(SUBSTRING "${ident}" 1 -1 rest)
  file(READ "${f}" json)
  # Minified: each line break and the indentation after it go (JSON strings hold no raw line
  # breaks, so no string changes); the .wasm carries ~25 KB less.
  string(REGEX REPLACE "\r?\n[ \t]*" "" json "${json}")
  string(APPEND content "inline constexpr std::string_view kTiles${first}${rest} = R\"tilesjson(${json})tilesjson\";\n")
endforeach()
string(APPEND content "}  // namespace carc\n")
file(WRITE "${OUT}.tmp" "${content}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")
