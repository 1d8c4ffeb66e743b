// Expansion art as SVG (part of the tile art every view draws, tile_art.hpp): river
// courses with the spring and the lake (The River), inns and cathedrals and village lanes (Inns &
// Cathedrals), bridge roads (Traders & Builders). Unit square, reference orientation.
#pragma once
#include <string>

#include "svg_out.hpp"
#include "tile_geometry.hpp"

namespace carc::render {

void drawRiver(SvgOut& o, const RiverShape& r, const std::string& tileId);
void drawLane(SvgOut& o, const Lane& l);
void drawBridge(SvgOut& o, const RoadShape& r);
void drawInn(SvgOut& o, Pt at, Pt dir);
void drawCathedral(SvgOut& o, Pt at);

}  // namespace carc::render
