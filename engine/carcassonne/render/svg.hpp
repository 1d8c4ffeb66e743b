// A game position as one standalone SVG document, for pages without JavaScript: every placed tile
// drawn by the page's procedural rules (tile_art), figures lettered with their player's initial in
// the page's seat colours, and the scores underneath. Not tied to the command line, so it could be
// exposed through WASM as well.
#pragma once
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "game.hpp"
#include "json_in.hpp"

namespace carc::render {

struct SvgOptions {
  int tilePx = 96;      // size of one tile in SVG pixels
  std::string caption;  // a line above the scores, e.g. "after move 3 of 8"
  // The step's caption and marks (a record move's "note" and "marks"): the note in lines under the
  // caption (<text class="note">), lit features (the rest dimmed) and ringed squares on the board.
  const Annotation* annotation = nullptr;
  std::string record;  // a record's JSON, kept in <metadata id="carcassonne-record"> (the editor imports it)
};

// Each placed tile is one <g class="tile" data-tile data-x data-y data-rot>, each figure one
// <g class="figure" data-player data-x data-y data-at>.
std::string renderSvg(const Game& g, const SvgOptions& options = {});

// A record as `carcassonne render` draws it (the WASM module too): the position after `ply` moves,
// or (no ply) the whole record with its "end"; the step in words, the caption and marks of the
// move just made, and the record itself in <metadata>. Throws Error for a bad record or ply.
std::string renderRecordSvg(const jsonin::Value& record, std::optional<int> ply, int tilePx);
std::string renderRecordSvg(const nlohmann::json& record, std::optional<int> ply, int tilePx);  // native_json.cpp

}  // namespace carc::render
