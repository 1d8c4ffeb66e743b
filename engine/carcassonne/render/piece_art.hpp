// Pieces of several squares (a tile file's `squares`) in the SVG: where each square lands on the
// board, the one-square view each square is drawn from, the building a centre feature without a
// picture gets, and the outline around the whole piece (squareView as web/src/pieces.ts places a
// piece's squares); no expansion is named here.
#pragma once
#include <string>
#include <vector>

#include "catalog.hpp"
#include "svg_out.hpp"
#include "svg_path.hpp"

namespace carc::render {

// The board cell of each square of a piece placed at `anchor` turned `rot`, in square order (a
// one-square tile: its anchor).
std::vector<Coord> pieceCells(const TileType& t, Coord anchor, int rot);
// A point of the piece (reference box units, as SegmentDef px/py) after `rot` quarter turns
// clockwise, from the anchor's top-left corner.
Pt piecePoint(const TileType& t, Pt p, int rot);
// The one-square tile that square q looks like: its ports, a road or river that goes on into a
// neighbouring square of the piece reaching that inner side, spots and tags of the segments whose
// spot lies on it. Segments absent from the square are left out (indices renumbered).
TileType squareView(const Catalog& cat, const TileType& t, int q);
// "set/great-wall" -> "Great Wall": the piece's name from its id, for the label on its building.
std::string pieceLabel(const std::string& id);
// A neutral stone building on an unpaved yard with `label` under it, centred at `at` (unit square).
void drawBuilding(SvgOut& o, Pt at, const std::string& label);
// One outline around the piece's outer sides, board units.
void drawPieceOutline(SvgOut& o, const TileType& t, Coord anchor, int rot, double width);

}  // namespace carc::render
