// A game position as one standalone SVG document, for pages without JavaScript: every placed tile
// drawn by the page's procedural rules (tile_art), figures lettered with their player's initial in
// the page's seat colours, and the scores underneath. Not tied to the command line, so it could be
// exposed through WASM as well.
#pragma once
#include <string>

#include "game.hpp"

namespace carc::render {

struct SvgOptions {
  int tilePx = 96;      // size of one tile in SVG pixels
  std::string caption;  // a line above the scores, e.g. "after move 3 of 8"
};

// Each placed tile is one <g class="tile" data-tile data-x data-y data-rot>, each figure one
// <g class="figure" data-player data-x data-y data-at>.
std::string renderSvg(const Game& g, const SvgOptions& options = {});

}  // namespace carc::render
