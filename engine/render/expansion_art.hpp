// Expansion art as SVG, each function the twin of the named function in web/src/tiles.ts: river
// courses with the spring and the lake (The River), inns and cathedrals and village lanes (Inns &
// Cathedrals), bridge roads (Traders & Builders). Unit square, reference orientation.
#pragma once
#include <ostream>
#include <string>

#include "tile_geometry.hpp"

namespace carc::render {

void drawRiver(std::ostream& o, const RiverShape& r, const std::string& tileId);
void drawLane(std::ostream& o, const Lane& l);
void drawBridge(std::ostream& o, const RoadShape& r);
void drawInn(std::ostream& o, Pt at, Pt dir);
void drawCathedral(std::ostream& o, Pt at);

}  // namespace carc::render
