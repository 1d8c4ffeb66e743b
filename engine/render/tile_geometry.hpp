// Where the parts of a tile go, from its segment data alone: the C++ twin of buildGeometry() and
// cityOutline() in web/src/tiles.ts, so that the SVG and the page draw the same shapes. Reference
// orientation, unit square, x east, y south.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "svg_path.hpp"

namespace carc::render {

struct CityShape {
  Path path;
  std::vector<Curve> walls;
  int seg = 0;
  int pennants = 0;
  Pt pos;
  bool full = false;
};

struct RoadPiece {
  bool curve = false;  // a quadratic curve a-c-b, else the straight line a-b
  Pt a, c, b;
};

struct RoadShape {
  int seg = 0;
  std::vector<RoadPiece> pieces;
  std::optional<std::pair<Pt, Pt>> gate;  // where it meets a city wall, and its direction
  std::optional<Pt> end;                  // a dead end in the open
};

struct TileGeometry {
  const TileType* type = nullptr;
  std::vector<CityShape> cities;
  std::vector<RoadShape> roads;
  std::optional<Pt> junction;
  std::optional<Pt> monastery, garden;
  std::vector<int> others;  // segments of kinds this drawing does not know (expansions)
};

TileGeometry buildGeometry(const Catalog& cat, const TileType& t);
Path roadPath(const RoadShape& r);
// As tiles.ts deepInside: p and the 8 points at distance r around it (inside the tile) are inside.
bool deepInside(const Path& path, Pt p, double r);

}  // namespace carc::render
