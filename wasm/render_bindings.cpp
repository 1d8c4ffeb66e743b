// The SVG renderer as a WebAssembly module of its own (carcassonne_render): `carcassonne render` for
// the page, loaded only where a page asks for an SVG (the editor's export), so that the engine
// module every page loads (which holds the tile art) does not carry the whole-board writer.
// Strings in, a JSON reply out, as bindings.cpp.
#include <emscripten/bind.h>

#include "input_limits.hpp"
#include "render/svg.hpp"

namespace {

using json = nlohmann::json;

// {"ok": true, "value": svg} or {"ok": false, "error": message}: never an exception across the boundary.
std::string renderSvg(const std::string& record, int ply, int tilePx) {
  json reply;
  try {
    if (tilePx < 16 || tilePx > 512) throw carc::Error("renderSvg(tile): expected 16 to 512 pixels");
    json rec = carc::parseJsonLimited(record, "record", carc::kMaxRecordBytes);
    std::optional<int> at = ply < 0 ? std::nullopt : std::optional<int>(ply);
    reply = {{"ok", true}, {"value", carc::render::renderRecordSvg(rec, at, tilePx)}};
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  return reply.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

EMSCRIPTEN_BINDINGS(carcassonne_render) { emscripten::function("renderSvg", &renderSvg); }
