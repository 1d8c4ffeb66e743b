// libFuzzer target: bytes -> the render command's pipeline (cli/render_record.cpp), as
// `carcassonne render - [--ply N]` runs it on a record from a stranger. Checked: it refuses exactly
// what replay (loadRecord) refuses, with the same message; a record that loads draws one SVG
// document, valid UTF-8, with one tile group per placed tile.
#include <cstdint>
#include <string>

#include "fuzz_check.hpp"
#include "input_limits.hpp"
#include "record.hpp"
#include "render_record.hpp"

using namespace carc;

namespace {

void checkSvg(const std::string& svg, size_t tiles) {
  if (svg.rfind("<svg", 0) != 0 || svg.find("</svg>") == std::string::npos) carcfuzz::bug("not an SVG document");
  if (validUtf8(svg) != svg) carcfuzz::bug("the SVG is not valid UTF-8");
  size_t groups = 0;
  for (size_t at = 0; (at = svg.find("class=\"tile\"", at)) != std::string::npos; ++at) ++groups;
  if (groups != tiles)
    carcfuzz::bug("tile groups " + std::to_string(groups) + " for " + std::to_string(tiles) + " tiles");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string refusal;
  size_t tiles = 0;
  try {
    tiles = loadRecord(Catalog::standard(), text).tiles().size();
  } catch (const Error& e) {
    refusal = e.what();
  }
  const uint64_t ply = size % 4;
  for (bool atPly : {false, true}) {
    try {
      std::string svg =
          cli::renderRecord(text, atPly ? std::optional<uint64_t>(ply) : std::nullopt, 16 + int(size % 100));
      if (!refusal.empty()) carcfuzz::bug("render draws a record replay refuses: " + refusal);
      if (!atPly) checkSvg(svg, tiles);
    } catch (const Error& e) {
      carcfuzz::checkMessage(e);
      std::string m = e.what();
      if (refusal.empty() && !(atPly && m.rfind("--ply: ", 0) == 0))
        carcfuzz::bug("render refuses a record replay takes: " + m);
      if (!refusal.empty() && m != refusal)
        carcfuzz::bug("render says '" + m + "' where replay says '" + refusal + "'");
    }
  }
  return 0;
}
