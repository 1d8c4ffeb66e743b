// Where the parts of a tile go, from its segment data alone: the tile art and the segment shapes
// of feature highlights both read it (expansions included: rivers, inns, cathedrals, goods,
// bridges, village lanes).
// Reference orientation, unit square, x east, y south.
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
  bool cathedral = false;   // Inns & Cathedrals
  std::vector<int> glyphs;  // tags printed here that have a glyph (pennants, goods, ...), in tag order
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
  bool bridge = false;                    // crosses the tile's other road on a bridge
  std::optional<Pt> house;                // a bridge road that dead-ends at a house
  std::optional<std::pair<Pt, Pt>> inn;   // an inn by its lake beside the road: where, and towards the lake
};

// A river segment: its course like a road's; one side only: it rises at a spring or ends in a lake.
struct RiverShape {
  int seg = 0;
  std::vector<RoadPiece> pieces;
  std::optional<Pt> pool;
  bool spring = false;  // the pool is the spring (the start tile), else a lake
};

struct Lane {  // a footpath from a village to a city gate (it splits fields)
  Pt from, to;
};

struct TileGeometry {
  const TileType* type = nullptr;
  std::vector<CityShape> cities;
  std::vector<RoadShape> roads;
  std::vector<RiverShape> rivers;
  std::vector<Lane> lanes;
  std::optional<Pt> junction;
  std::optional<Pt> monastery, garden;
  std::vector<int> others;  // segments of kinds this drawing does not know (expansions)
};

// The catalog's sets say which tiles are start tiles (a river's start tile is its spring).
TileGeometry buildGeometry(const Catalog& cat, const TileType& t);
Path roadPath(const std::vector<RoadPiece>& pieces);
inline Path roadPath(const RoadShape& r) { return roadPath(r.pieces); }
// p and the 8 points at distance r around it (inside the tile) are inside.
bool deepInside(const Path& path, Pt p, double r);

}  // namespace carc::render
