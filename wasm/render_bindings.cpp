// The SVG renderer as a WebAssembly module of its own (carcassonne_render): `carcassonne render` for
// the page, loaded only where a page asks for an SVG (the editor's export), so that the engine
// module every page loads (which holds the tile art) does not carry the whole-board writer.
// Strings in, a JSON reply out, as bindings.cpp.
#include <emscripten/bind.h>

#include "input_limits.hpp"
#include "json_out.hpp"
#include "render/svg.hpp"

namespace {

// {"ok": true, "value": svg} or {"ok": false, "error": message}: never an exception across the boundary.
std::string renderSvg(const std::string& record, int ply, int tilePx) {
  using carc::JsonOut;
  try {
    if (tilePx < 16 || tilePx > 512) throw carc::Error("renderSvg(tile): expected 16 to 512 pixels");
    const carc::jsonin::Doc rec(record, "record", carc::kMaxRecordBytes);
    std::optional<int> at = ply < 0 ? std::nullopt : std::optional<int>(ply);
    const std::string svg = carc::render::renderRecordSvg(rec.root(), at, tilePx);
    return JsonOut(JsonOut::BadUtf8::Replace).beginObject().field("ok", true).field("value", svg).endObject().take();
  } catch (const std::exception& e) {
    return JsonOut(JsonOut::BadUtf8::Replace)
        .beginObject()
        .field("ok", false)
        .field("error", e.what())
        .endObject()
        .take();
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(carcassonne_render) { emscripten::function("renderSvg", &renderSvg); }
