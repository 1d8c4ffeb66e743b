// The shape of each segment of a tile, for feature highlights: the page fills these (and what they
// leave free, for fields) in a highlight colour when a feature is hovered or scored. The same
// geometry the tile art draws (tile_geometry), so a highlight covers exactly the drawn feature.
#pragma once
#include <string>

#include "catalog.hpp"

namespace carc::render {

// SVG elements in the unit square, reference orientation, each with data-seg="i": a city's area
// filled, a road's or river's course stroked (a river's pool filled), any other segment but a field
// (a monastery, a garden, an expansion's feature) a rounded square round its figure spot. Fields get
// none: the page fills from their half-edges up to these shapes.
std::string segmentShapes(const Catalog& cat, const TileType& t);

}  // namespace carc::render
