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

// one city's outline for a wall depth (0 = shallowest, 1 = deepest).
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

// The outline points and curves as a closed path.
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

// the Inns & Cathedrals "city point", a cap whose wall runs down to a far
// corner so that the field beside one neighbouring side is cut off. Recognised from the fields: one
// holds exactly the two halves of a side next to the city. Empty for an ordinary cap.
std::optional<Outline> cityPoint(const Catalog& cat, const std::vector<SegmentDef>& segs, int side) {
  auto only = [&](int sd) {
    uint8_t both = uint8_t(1u << (2 * sd) | 1u << (2 * sd + 1));
    return std::any_of(segs.begin(), segs.end(),
                       [&](const SegmentDef& f) { return cat.kinds[f.kind].name == "field" && f.halves == both; });
  };
  bool cw = only((side + 1) % 4), ccw = only((side + 3) % 4);
  if (cw == ccw) return std::nullopt;
  // canonical: city on the north, point in the south-east corner; mirrored for the south-west
  auto m = [&](Pt p) { return rotPt(ccw ? Pt{1 - p.x, p.y} : p, side); };
  auto mc = [&](Curve c) { return Curve{m(c.p0), m(c.c1), m(c.c2), m(c.p1)}; };
  Curve wall1 = mc({{0.7, 0}, {0.72, 0.4}, {0.9, 0.8}, {1, 1}});
  Curve wall2 = mc({{1, 1}, {0.75, 0.7}, {0.3, 0.35}, {0, 0.25}});
  return Outline{{m({0, 0}), m({0.7, 0}), wall1, wall2}, {wall1, wall2}, false};
}

// straight across, or a curve bowing round the corner two sides share.
RoadPiece coursePiece(int a, int b) {
  if ((a + 2) % 4 == b) return {false, kSideMid[a], {}, kSideMid[b]};
  Pt corner{kSideMid[a].x + kSideMid[b].x - 0.5, kSideMid[a].y + kSideMid[b].y - 0.5};
  return {true, kSideMid[a], {0.5 + 0.22 * (corner.x - 0.5), 0.5 + 0.22 * (corner.y - 0.5)}, kSideMid[b]};
}

// one river side rises at the spring (the start tile) or ends in a lake.
std::vector<RiverShape> buildRivers(const Catalog& cat, const TileType& t, bool isStart) {
  std::vector<RiverShape> out;
  for (int i = 0; i < int(t.segments.size()); ++i) {
    if (cat.kinds[t.segments[i].kind].name != "river") continue;
    std::vector<int> sides = sidesOf(t.segments[i]);
    RiverShape shape;
    shape.seg = i;
    if (sides.size() == 2) {
      shape.pieces.push_back(coursePiece(sides[0], sides[1]));
    } else {
      for (int side : sides) shape.pieces.push_back({false, kSideMid[side], {}, {0.5, 0.5}});
      if (sides.size() == 1) shape.pool = Pt{0.5, 0.5}, shape.spring = isStart;
    }
    out.push_back(shape);
  }
  return out;
}

// The inn placement: beside the road, on the side that keeps clear of
// cities and figure spots.
std::optional<std::pair<Pt, Pt>> innSpot(const RoadShape& r, const std::vector<CityShape>& cities,
                                         const std::vector<Pt>& spots) {
  std::optional<std::pair<Pt, Pt>> best;
  double bestScore = -1e300;
  for (const RoadPiece& piece : r.pieces) {
    for (double t : {0.3, 0.5, 0.7}) {
      // a straight piece as a cubic with its control points on the line: same points, same normal
      Curve q = piece.curve ? cubicFromQuad(piece.a, piece.c, piece.b) : cubicFromQuad(piece.a, piece.a, piece.b);
      Pt at = piece.curve ? curveAt(q, t)
                          : Pt{piece.a.x + (piece.b.x - piece.a.x) * t, piece.a.y + (piece.b.y - piece.a.y) * t};
      Pt left = curveNormal(q, piece.curve ? t : 0.5);
      for (int sign : {1, -1}) {
        Pt n{left.x * sign, left.y * sign}, p{at.x + n.x * 0.2, at.y + n.y * 0.2};
        if (p.x < 0.12 || p.x > 0.88 || p.y < 0.12 || p.y > 0.88) continue;
        if (std::any_of(cities.begin(), cities.end(), [&](const CityShape& c) { return nearInside(c.path, p, 0.1); }))
          continue;
        double clear = 1e300;
        for (Pt s : spots) clear = std::min(clear, std::hypot(s.x - p.x, s.y - p.y));
        double score = std::min(clear, 0.3) - 0.1 * std::abs(t - 0.5);
        if (score > bestScore + 1e-9) bestScore = score, best = std::make_pair(p, n);  // a tie: the first
      }
    }
  }
  return best;
}

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

Path roadPath(const std::vector<RoadPiece>& pieces) {
  Path p;
  for (const RoadPiece& piece : pieces) {
    p.moveTo(piece.a);
    if (piece.curve)
      p.quadTo(piece.c, piece.b);
    else
      p.lineTo(piece.b);
  }
  return p;
}

// Where every part of the tile goes.
TileGeometry buildGeometry(const Catalog& cat, const TileType& t) {
  TileGeometry g;
  g.type = &t;
  const auto& segs = t.segments;
  auto kindOf = [&](int i) -> const std::string& { return cat.kinds[segs[i].kind].name; };
  auto tag = [&](int i, const char* name) {
    int k = cat.tagId(name);
    return k >= 0 ? int(segs[i].tags[k]) : 0;
  };
  int sideOwner[4] = {-1, -1, -1, -1};  // side -> city segment
  std::vector<Pt> keepOut;
  for (int i = 0; i < int(segs.size()); ++i) {
    if (kindOf(i) == "city") {
      for (int s : sidesOf(segs[i])) sideOwner[s] = i;
    } else {
      keepOut.push_back(posOf(segs[i]));
    }
  }

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
    if (single >= 0)
      if (std::optional<Outline> point = cityPoint(cat, segs, single)) chosen = *point;
    CityShape c{
        toPath(chosen.pts, pos), chosen.walls, i, tag(i, "pennants"), pos, chosen.full, tag(i, "cathedral") > 0, {}};
    for (size_t t = 0; t < cat.tagDefs.size(); ++t)
      if (segs[i].tags[t] > 0 && !cat.tagDefs[t].look.layers.empty()) c.glyphs.push_back(int(t));
    g.cities.push_back(c);
  }

  int monasteryIdx = -1, gardenIdx = -1, deadEnds = 0;
  for (int i = 0; i < int(segs.size()); ++i) {
    const std::string& k = kindOf(i);
    if (k == "monastery" && monasteryIdx < 0) monasteryIdx = i;
    if (k == "garden" && gardenIdx < 0) gardenIdx = i;
    if (k == "road" && sidesOf(segs[i]).size() == 1 && tag(i, "bridge") == 0) ++deadEnds;
    if (k != "city" && k != "road" && k != "field" && k != "monastery" && k != "garden" && k != "river")
      g.others.push_back(i);
  }
  // where the line from -> to first enters a city
  auto gateOn = [&](Pt from, Pt to) -> std::optional<std::pair<Pt, Pt>> {
    for (const CityShape& c : g.cities) {
      for (double t = 0.02; t <= 1; t += 0.02) {
        Pt p{from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
        if (inside(c.path, p)) return std::make_pair(p, Pt{to.x - from.x, to.y - from.y});
      }
    }
    return std::nullopt;
  };
  const Pt middle{0.5, 0.5};
  for (int i = 0; i < int(segs.size()); ++i) {
    if (kindOf(i) != "road") continue;
    std::vector<int> sides = sidesOf(segs[i]);
    RoadShape shape;
    shape.seg = i;
    shape.bridge = tag(i, "bridge") > 0;
    if (sides.size() == 2) {
      shape.pieces.push_back(coursePiece(sides[0], sides[1]));
    } else if (sides.size() == 1 && shape.bridge) {  // over the other road on a bridge, to a house beyond
      Pt from = kSideMid[sides[0]], to{0.5 + (0.5 - from.x) * 0.56, 0.5 + (0.5 - from.y) * 0.56};
      shape.pieces.push_back({false, from, {}, to});
      shape.house = to;
    } else if (sides.size() == 1) {
      Pt from = kSideMid[sides[0]];
      // a road that ends on the tile runs to its monastery (over a bridge if a river lies between)
      Pt centre = monasteryIdx >= 0 ? posOf(segs[monasteryIdx]) : middle;
      if (auto gate = gateOn(from, centre)) {  // runs into a city? stop at its gate
        shape.pieces.push_back({false, from, {}, gate->first});
        shape.gate = gate;
      } else if (deadEnds == 1 && monasteryIdx < 0 && gardenIdx < 0 && !g.cities.empty()) {
        // the tile's only road end: it turns at the centre towards the nearest city's gate
        const CityShape* target = &g.cities[0];
        for (const CityShape& c : g.cities)
          if (std::hypot(c.pos.x - 0.5, c.pos.y - 0.5) < std::hypot(target->pos.x - 0.5, target->pos.y - 0.5))
            target = &c;
        shape.pieces.push_back({false, from, {}, centre});
        if (auto onward = gateOn(centre, target->pos)) {
          shape.pieces.push_back({false, centre, {}, onward->first});
          shape.gate = onward;
        } else {
          shape.end = centre;
        }
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
  // lanes from the village to the city caps whose two neighbouring fields they keep apart
  if (g.junction) {
    auto fieldOf = [&](int half) {
      for (int i = 0; i < int(segs.size()); ++i)
        if (kindOf(i) == "field" && (segs[i].halves >> half & 1)) return i;
      return -1;
    };
    for (const CityShape& c : g.cities) {
      std::vector<int> sides = sidesOf(segs[c.seg]);
      if (sides.size() != 1) continue;
      int side = sides[0];
      int left = fieldOf(2 * ((side + 3) % 4) + 1), right = fieldOf(2 * ((side + 1) % 4));
      if (left < 0 || right < 0 || left == right) continue;
      if (auto gate = gateOn(*g.junction, kSideMid[side])) g.lanes.push_back({*g.junction, gate->first});
    }
  }
  std::vector<Pt> spots;
  for (const SegmentDef& s : segs) spots.push_back(posOf(s));
  for (RoadShape& r : g.roads)
    if (tag(r.seg, "inn") > 0) r.inn = innSpot(r, g.cities, spots);
  bool isStart = std::any_of(cat.sets.begin(), cat.sets.end(), [&](const TileSetDef& s) { return s.start == t.id; });
  g.rivers = buildRivers(cat, t, isStart);
  if (monasteryIdx >= 0) g.monastery = posOf(segs[monasteryIdx]);
  if (gardenIdx >= 0) g.garden = posOf(segs[gardenIdx]);
  return g;
}

}  // namespace carc::render
