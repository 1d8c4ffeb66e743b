#include "tile_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <variant>

namespace carc::render {
namespace {

const Pt kSideMid[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};

bool inside(const Path& path, Pt p) { return path.contains(p); }

bool nearInside(const Path& path, Pt p, double r) {
  if (inside(path, p)) return true;
  for (int i = 0; i < 8; ++i) {
    double a = i * M_PI / 4;
    if (inside(path, {p.x + r * std::cos(a), p.y + r * std::sin(a)})) return true;
  }
  return false;
}

using Item = std::variant<Pt, Curve>;
struct Outline {
  std::vector<Item> pts;
  std::vector<Curve> walls;
  bool full = false;
};

// tiles.ts cityOutline(): one city's outline for a wall depth (0 = shallowest, 1 = deepest).
Outline cityOutline(const std::vector<int>& sides, double depth, bool insetA, bool insetB) {
  size_t n = sides.size();
  auto lerp = [&](double a, double b) { return a + (b - a) * depth; };
  if (n >= 4) return {{Pt{0, 0}, Pt{1, 0}, Pt{1, 1}, Pt{0, 1}}, {}, true};
  if (n == 3) {
    int missing = 2;
    for (int s = 0; s < 4; ++s)
      if (std::find(sides.begin(), sides.end(), s) == sides.end()) missing = s;
    int k = (missing - 2 + 4) % 4;
    double mid = lerp(0.6, 0.72), cy = (mid - 0.25) / 0.75;
    Curve q = rotCurve({{1, 1}, {0.82, cy}, {0.18, cy}, {0, 1}}, k);
    return {{rotPt({0, 0}, k), rotPt({1, 0}, k), q.p0, q}, {q}, false};
  }
  if (n == 2) {
    int a = sides[0], b = sides[1];
    if ((a + 2) % 4 == b) {  // opposite sides: a band through the middle
      int k = a % 2 == 1 ? 0 : 1;
      double mid = lerp(0.3, 0.2), cy = mid / 0.75;
      Curve q1 = rotCurve({{0, 0}, {0.2, cy}, {0.8, cy}, {1, 0}}, k);
      Curve q2 = rotCurve({{1, 1}, {0.8, 1 - cy}, {0.2, 1 - cy}, {0, 1}}, k);
      return {{q1.p0, q1, q2.p0, q2}, {q1, q2}, false};
    }
    int first = (a + 1) % 4 == b ? a : b;  // adjacent: canonical west + north
    int k = (first + 1) % 4;
    double mid = lerp(0.44, 0.6), c = 2 * mid - 0.5;
    Curve q = rotCurve(cubicFromQuad({1, 0}, {c, c}, {0, 1}), k);
    return {{rotPt({0, 0}, k), q.p0, q}, {q}, false};
  }
  if (n == 1) {
    int k = sides[0];
    double x0 = insetA ? 0.13 : 0, x1 = insetB ? 0.87 : 1;
    double mid = lerp(0.15, 0.34), cy = mid / 0.75, w = x1 - x0;
    Curve q = rotCurve({{x1, 0}, {x1 - 0.06 * w, cy}, {x0 + 0.06 * w, cy}, {x0, 0}}, k);
    return {{q.p1, q.p0, q}, {q}, false};
  }
  return {};
}

// tiles.ts toPath()
Path toPath(const std::vector<Item>& pts, Pt fallback) {
  Path p;
  if (pts.empty()) {
    p.circle(fallback, 0.2);
    return p;
  }
  bool started = false;
  for (const Item& item : pts) {
    if (const Pt* q = std::get_if<Pt>(&item)) {
      if (!started) {
        p.moveTo(*q);
        started = true;
      } else {
        p.lineTo(*q);
      }
    } else {
      const Curve& c = std::get<Curve>(item);
      if (!started) {
        p.moveTo(c.p0);
        started = true;
      } else {
        p.lineTo(c.p0);
      }
      p.cubicTo(c.c1, c.c2, c.p1);
    }
  }
  p.close();
  return p;
}

std::vector<int> sidesOf(const SegmentDef& s) {
  std::vector<int> out;
  for (int i = 0; i < 4; ++i)
    if (s.sides >> i & 1) out.push_back(i);
  return out;
}

Pt posOf(const SegmentDef& s) { return {s.px, s.py}; }

}  // namespace

bool deepInside(const Path& path, Pt p, double r) {
  if (!inside(path, p)) return false;
  for (int i = 0; i < 8; ++i) {
    double a = i * M_PI / 4;
    Pt q{p.x + r * std::cos(a), p.y + r * std::sin(a)};
    if (q.x > 0 && q.x < 1 && q.y > 0 && q.y < 1 && !inside(path, q)) return false;
  }
  return true;
}

Path roadPath(const RoadShape& r) {
  Path p;
  for (const RoadPiece& piece : r.pieces) {
    p.moveTo(piece.a);
    if (piece.curve)
      p.quadTo(piece.c, piece.b);
    else
      p.lineTo(piece.b);
  }
  return p;
}

// tiles.ts buildGeometry()
TileGeometry buildGeometry(const Catalog& cat, const TileType& t) {
  TileGeometry g;
  g.type = &t;
  const auto& segs = t.segments;
  auto kindOf = [&](int i) -> const std::string& { return cat.kinds[segs[i].kind].name; };
  int sideOwner[4] = {-1, -1, -1, -1};  // side -> city segment
  std::vector<Pt> keepOut;
  for (int i = 0; i < int(segs.size()); ++i) {
    if (kindOf(i) == "city") {
      for (int s : sidesOf(segs[i])) sideOwner[s] = i;
    } else {
      keepOut.push_back(posOf(segs[i]));
    }
  }
  int pennantTag = -1;
  for (size_t k = 0; k < cat.tags.size(); ++k)
    if (cat.tags[k] == "pennants") pennantTag = int(k);

  for (int i = 0; i < int(segs.size()); ++i) {
    if (kindOf(i) != "city") continue;
    std::vector<int> sides = sidesOf(segs[i]);
    int single = sides.size() == 1 ? sides[0] : -1;
    bool insetA = single >= 0 && sideOwner[(single + 3) % 4] >= 0 && sideOwner[(single + 3) % 4] != i;
    bool insetB = single >= 0 && sideOwner[(single + 1) % 4] >= 0 && sideOwner[(single + 1) % 4] != i;
    Pt pos = posOf(segs[i]);
    Outline chosen = cityOutline(sides, 0, insetA, insetB);
    for (double depth : {1.0, 0.85, 0.7, 0.55, 0.4, 0.25, 0.1, 0.0}) {
      Outline o = cityOutline(sides, depth, insetA, insetB);
      Path path = toPath(o.pts, pos);
      bool clear = std::none_of(keepOut.begin(), keepOut.end(), [&](Pt p) { return nearInside(path, p, 0.02); });
      if (clear && (o.full || deepInside(path, pos, 0.04))) {
        chosen = o;
        break;
      }
    }
    int pennants = pennantTag >= 0 ? segs[i].tags[pennantTag] : 0;
    g.cities.push_back({toPath(chosen.pts, pos), chosen.walls, i, pennants, pos, chosen.full});
  }

  int monasteryIdx = -1, gardenIdx = -1, deadEnds = 0;
  for (int i = 0; i < int(segs.size()); ++i) {
    const std::string& k = kindOf(i);
    if (k == "monastery" && monasteryIdx < 0) monasteryIdx = i;
    if (k == "garden" && gardenIdx < 0) gardenIdx = i;
    if (k == "road" && sidesOf(segs[i]).size() == 1) ++deadEnds;
    if (k != "city" && k != "road" && k != "field" && k != "monastery" && k != "garden") g.others.push_back(i);
  }
  for (int i = 0; i < int(segs.size()); ++i) {
    if (kindOf(i) != "road") continue;
    std::vector<int> sides = sidesOf(segs[i]);
    RoadShape shape;
    shape.seg = i;
    if (sides.size() == 2) {
      int a = sides[0], b = sides[1];
      if ((a + 2) % 4 == b) {
        shape.pieces.push_back({false, kSideMid[a], {}, kSideMid[b]});
      } else {  // a curve between two adjacent sides, bowing around the corner they share
        Pt corner{kSideMid[a].x + kSideMid[b].x - 0.5, kSideMid[a].y + kSideMid[b].y - 0.5};
        Pt c{0.5 + 0.22 * (corner.x - 0.5), 0.5 + 0.22 * (corner.y - 0.5)};
        shape.pieces.push_back({true, kSideMid[a], c, kSideMid[b]});
      }
    } else if (sides.size() == 1) {
      Pt from = kSideMid[sides[0]], centre{0.5, 0.5};
      for (const CityShape& c : g.cities) {  // runs into a city? stop at its gate
        for (double t = 0.02; t <= 1; t += 0.02) {
          Pt p{from.x + (centre.x - from.x) * t, from.y + (centre.y - from.y) * t};
          if (inside(c.path, p)) {
            shape.gate = std::make_pair(p, Pt{centre.x - from.x, centre.y - from.y});
            break;
          }
        }
        if (shape.gate) break;
      }
      if (shape.gate) {
        shape.pieces.push_back({false, from, {}, shape.gate->first});
      } else {
        shape.pieces.push_back({false, from, {}, centre});
        shape.end = centre;
        if (monasteryIdx < 0 && gardenIdx < 0) g.junction = centre;
      }
    } else {
      Pt pos = posOf(segs[i]);
      shape.pieces.push_back({false, {pos.x - 0.15, pos.y}, {}, {pos.x + 0.15, pos.y}});
    }
    g.roads.push_back(shape);
  }
  if (deadEnds == 0) g.junction.reset();
  if (monasteryIdx >= 0) g.monastery = posOf(segs[monasteryIdx]);
  if (gardenIdx >= 0) g.garden = posOf(segs[gardenIdx]);
  return g;
}

}  // namespace carc::render
