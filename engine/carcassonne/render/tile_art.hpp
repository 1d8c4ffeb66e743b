// Tile art as SVG, the one source of every tile picture: `carcassonne render` and the SVG module
// write it, the page plays it on its canvas (Engine.tileArt, web/src/tile-art.ts). Grass, roads,
// cities with walls and houses, gates, junctions, monasteries, gardens, pennants; the expansions'
// rivers, inns, cathedrals, lanes, goods and bridges (expansion_art); tile marks (mark_art); and a
// readable fallback for feature kinds and tags this drawing does not know (a tinted region and a
// short label).
#pragma once
#include <string>

#include "catalog.hpp"

namespace carc::render {

// Shared <defs> content the tile art refers to (the grass shade gradient).
std::string tileArtDefs();
// The art of one tile type in its reference orientation, in the unit square, as SVG elements.
// idPrefix makes the ids of its clip paths unique within the document.
// minMarker: the smallest glyph (pennant, goods) in tiles, so that markers stay visible when tiles
// are small (10 screen pixels: 10 / tile size in pixels).
// pieceName: t is one square of a piece of several squares (squareView) named so; a centre feature
// without a picture is drawn as a building with that name, and the square gets no bevel.
std::string tileArt(const Catalog& cat, const TileType& t, const std::string& idPrefix, double minMarker = 0,
                    const std::string& pieceName = "");

// XML text escaping for attribute values and text.
std::string xmlEscape(const std::string& s);

}  // namespace carc::render
