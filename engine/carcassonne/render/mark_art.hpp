// Tile marks, layout links and square markers as SVG, drawn from the looks modules register
// (MarkLook on tile properties, MarkerDef): no module is named here. Twins of drawMarks(),
// drawLinks() and drawMarkers() in web/src/marks.ts.
#pragma once
#include <vector>

#include "catalog.hpp"
#include "svg_out.hpp"
#include "svg_path.hpp"

namespace carc::render {

// Where each mark of the tile goes, in the catalog's property order (reference orientation).
struct PlacedMark {
  int property = -1, value = 0;
  Pt at;
};
std::vector<PlacedMark> placeMarks(const Catalog& cat, const TileType& t);
// The marks of every tile property the tile type has (reference orientation), each at least
// minSize wide (in tiles: marks stay visible on small tiles, as the glyphs do).
void drawTileMarks(SvgOut& o, const Catalog& cat, const TileType& t, double minSize = 0);
// The pieces joining the linked segments of layout `layout` (a ferry), reference orientation.
void drawLinks(SvgOut& o, const Catalog& cat, const TileType& t, int layout);
// `count` pieces of a marker in rows on the square at (x, y), board units, each at least minSize
// tiles wide.
void drawMarkers(SvgOut& o, const MarkerDef& m, int x, int y, int count, double minSize = 0);

}  // namespace carc::render
