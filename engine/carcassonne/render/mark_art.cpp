#include "mark_art.hpp"

#include <algorithm>
#include <cmath>

#include "figure_art.hpp"
#include "tile_art.hpp"

namespace carc::render {
namespace {

// Corners NW, NE, SE, SW and the two half-edges that meet there.
struct Corner {
  Pt at;
  int a, b;
};
constexpr Corner kCorners[4] = {{{0.17, 0.17}, 7, 0}, {{0.83, 0.17}, 1, 2}, {{0.83, 0.83}, 3, 4}, {{0.17, 0.83}, 5, 6}};

// The value a property has on the tile as the look reads it (a label's index, a count), -1: none.
int markValue(const TileType& t, int property) { return t.prop(property); }

bool drawn(const TilePropertyDef& p, int value) {
  if (value < 0 || (p.mark.layers.empty() && p.mark.values.empty())) return false;
  return !p.labels.empty() || value > 0;  // a true/false property: only when true
}

// the field corner farthest from the figure spots and the marks placed.
Pt fieldCorner(const Catalog& cat, const TileType& t, const std::vector<Pt>& taken) {
  double best = -1;
  Pt at = kCorners[0].at;
  for (const Corner& c : kCorners) {
    bool field = false;
    for (const SegmentDef& s : t.segments)
      if (cat.kinds[s.kind].topology == Topology::Half && (s.halves >> c.a & 1) && (s.halves >> c.b & 1)) field = true;
    if (!field) continue;
    double d = 9;
    for (const SegmentDef& s : t.segments) d = std::min(d, std::hypot(s.px - c.at.x, s.py - c.at.y));
    for (Pt p : taken) d = std::min(d, std::hypot(p.x - c.at.x, p.y - c.at.y) - 0.3);
    if (d > best + 1e-9) best = d, at = c.at;
  }
  return at;
}

std::string transform(Pt at, double degrees, double size) {
  std::string s = "translate(" + num(at.x) + " " + num(at.y) + ")";
  if (degrees != 0) s += " rotate(" + num(degrees) + ")";
  return s + " scale(" + num(size) + ")";
}

}  // namespace

std::vector<PlacedMark> placeMarks(const Catalog& cat, const TileType& t) {
  std::vector<PlacedMark> out;
  std::vector<Pt> taken;
  for (size_t p = 0; p < cat.properties.size(); ++p) {
    const MarkLook& l = cat.properties[p].mark;
    int v = markValue(t, int(p));
    if (!drawn(cat.properties[p], v)) continue;
    Pt at = l.corner ? fieldCorner(cat, t, taken) : Pt{l.x, l.y};
    taken.push_back(at);
    out.push_back({int(p), v, at});
  }
  return out;
}

void drawTileMarks(SvgOut& o, const Catalog& cat, const TileType& t, double minSize) {
  for (const PlacedMark& m : placeMarks(cat, t)) {
    const TilePropertyDef& p = cat.properties[m.property];
    // on small tiles at least minSize wide, kept inside the tile
    const double size = std::max(double(p.mark.size), minSize), half = std::min(size / 2, 0.5);
    const Pt at{std::clamp(m.at.x, half, 1 - half), std::clamp(m.at.y, half, 1 - half)};
    o << "<g class=\"mark\" data-mark=\"" << xmlEscape(p.name) << "\" transform=\""
      << transform(at, p.mark.turn * m.value, size) << "\">";
    drawLayers(o, p.mark.layers, "#888888");
    if (size_t(m.value) < p.mark.values.size()) drawLayers(o, p.mark.values[m.value], "#888888");
    o << "</g>";
  }
}

// The point `reach` from the centre toward the segment's first side.
static Pt linkEnd(const SegmentDef& s, double reach) {
  static const Pt dir[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
  for (int side = 0; side < 4; ++side)
    if (s.sides >> side & 1) return {0.5 + dir[side].x * reach, 0.5 + dir[side].y * reach};
  return {s.px, s.py};
}

void drawLinks(SvgOut& o, const Catalog& cat, const TileType& t, int layout) {
  if (layout <= 0 || size_t(layout) >= t.layouts.size()) return;
  for (const TilePropertyDef& p : cat.properties) {
    if (p.mark.link.empty() || !drawn(p, markValue(t, cat.propertyId(p.name)))) continue;
    for (auto [a, b] : t.layouts[layout]) {
      Pt pa = linkEnd(t.segments[a], p.mark.reach), pb = linkEnd(t.segments[b], p.mark.reach);
      Pt mid{(pa.x + pb.x) / 2, (pa.y + pb.y) / 2};
      double len = std::hypot(pb.x - pa.x, pb.y - pa.y), angle = std::atan2(pb.y - pa.y, pb.x - pa.x) * 180 / M_PI;
      o << "<g class=\"link\" data-mark=\"" << xmlEscape(p.name) << "\" data-link=\"" << int(a) << " " << int(b)
        << "\" transform=\"" << transform(mid, angle, len) << "\">";
      drawLayers(o, p.mark.link, "#888888");
      o << "</g>";
    }
  }
}

void drawMarkers(SvgOut& o, const MarkerDef& m, int x, int y, int count, double minSize) {
  const double size = std::max(double(m.look.size), minSize), step = size * 0.95;
  o << "<g class=\"marker\" data-marker=\"" << xmlEscape(m.name) << "\" data-x=\"" << x << "\" data-y=\"" << y
    << "\" data-count=\"" << count << "\">";
  for (int i = 0; i < count; ++i) {            // rows of five centred on the bottom edge, upwards (corners: marks)
    int row = std::min(5, count - i + i % 5);  // pieces in this row
    Pt at{x + 0.5 + (i % 5 - (row - 1) / 2.0) * step, y + 0.9 - (i / 5) * step * 0.7};
    o << "<g transform=\"" << transform(at, 0, size) << "\">";
    drawLayers(o, m.look.layers, "#888888");
    o << "</g>";
  }
  o << "</g>";
}

}  // namespace carc::render
