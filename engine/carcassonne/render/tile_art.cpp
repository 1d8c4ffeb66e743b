#include "tile_art.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

#include "art_util.hpp"
#include "expansion_art.hpp"
#include "figure_art.hpp"
#include "mark_art.hpp"
#include "piece_art.hpp"
#include "svg_out.hpp"
#include "svg_path.hpp"
#include "tile_geometry.hpp"

namespace carc::render {
namespace {

// The tile art's colours.
namespace color {
const char* grass = "#86b54d";
const char* grassDark = "#6f9d3c";
const char* grassLight = "#9cc762";
const char* city = "#dcc08e";
const char* cityShade = "#c9a56c";
const char* wall = "#6b4b2e";
const char* wallTop = "#a98157";
const char* wallLight = "#d2b182";
const char* roof = "#b4553a";
const char* roofDark = "#8e3f2b";
const char* houseWall = "#f0e2c4";
const char* roadEdge = "#7b6a4c";
const char* road = "#efe5cb";
const char* monasteryEdge = "#5e4a34";
}  // namespace color

std::string curveD(const Curve& w) {
  SvgOut o;  // (string concatenation here trips a GCC 12 -Wrestrict false positive)
  o << "M" << P(w.p0) << " C" << P(w.c1) << " " << P(w.c2) << " " << P(w.p1);
  return std::move(o.s);
}

// the curve moved sideways by d along its left normal, as a polyline.
std::string offsetD(const Curve& w, double d) {
  SvgOut o;
  for (int i = 0; i <= 40; ++i) {
    double t = i / 40.0;
    Pt at = curveAt(w, t), n = curveNormal(w, t);
    o << (i == 0 ? "M" : " L") << P({at.x + n.x * d, at.y + n.y * d});
  }
  return std::move(o.s);
}

// Grass with a soft shade and tufts (seeded by the tile id).
void drawGrass(SvgOut& o, const std::string& id) {
  o << "<rect width=\"1\" height=\"1\" fill=\"" << color::grass << "\"/>";
  o << "<rect width=\"1\" height=\"1\" fill=\"url(#grass-shade)\"/>";
  Rng r("grass" + id);
  SvgOut dark, light;
  for (int i = 0; i < 46; ++i) {
    double x = r(), y = r();
    SvgOut& d = r() < 0.5 ? dark : light;
    d << "M" << P({x - 0.012, y + 0.012}) << " L" << P({x, y - 0.01}) << " L" << P({x + 0.012, y + 0.012});
  }
  for (auto [d, c] : {std::pair{&dark, color::grassDark}, std::pair{&light, color::grassLight}})
    o << "<path d=\"" << d->s << "\" fill=\"none\" stroke=\"" << c
      << "\" stroke-width=\"0.008\" stroke-linecap=\"round\"/>";
}

// A road: edges, surface and a faint dashed rut; a dead end in the open gets a round end.
void drawRoad(SvgOut& o, const RoadShape& r) {
  std::string d = roadPath(r).d();
  o << "<g fill=\"none\" stroke-linejoin=\"round\"><path d=\"" << d << "\" stroke=\"" << color::roadEdge
    << "\" stroke-width=\"0.125\"/><path d=\"" << d << "\" stroke=\"" << color::road
    << "\" stroke-width=\"0.09\"/><path d=\"" << d
    << "\" stroke=\"rgba(150,125,85,0.35)\" stroke-width=\"0.008\" stroke-dasharray=\"0.03 0.025\"/></g>";
  if (r.end)
    o << "<circle cx=\"" << num(r.end->x) << "\" cy=\"" << num(r.end->y) << "\" r=\"0.0625\" fill=\"" << color::roadEdge
      << "\"/><circle cx=\"" << num(r.end->x) << "\" cy=\"" << num(r.end->y) << "\" r=\"0.045\" fill=\"" << color::road
      << "\"/>";
}

// +1 when the wall's left normal points into the city.
double insideSign(const Path& path, const Curve& w) {
  Pt at = curveAt(w, 0.5), n = curveNormal(w, 0.5);
  return path.contains({at.x + n.x * 0.03, at.y + n.y * 0.03}) ? 1 : -1;
}

// paving, houses away from the spots, walls with battlements.
void drawCity(SvgOut& o, const CityShape& c, const std::string& id, const std::vector<Pt>& avoid,
              const std::string& clipId) {
  o << "<clipPath id=\"" << clipId << "\"><path d=\"" << c.path.d() << "\"/></clipPath>";
  o << "<path d=\"" << c.path.d() << "\" fill=\"" << color::city << "\"/>";
  o << "<g clip-path=\"url(#" << clipId << ")\">";
  Rng r("city" + id + std::to_string(c.seg));
  o << "<g fill=\"" << color::cityShade << "\" fill-opacity=\"0.35\">";
  for (int i = 0; i < 70; ++i) {
    double x = r(), y = r();
    o << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"0.018\" height=\"0.012\"/>";
  }
  o << "</g>";
  for (const Curve& w : c.walls)
    o << "<path d=\"" << curveD(w) << "\" fill=\"none\" stroke=\"rgba(120,85,40,0.28)\" stroke-width=\"0.11\"/>";
  std::vector<Pt> houses;
  for (int tries = 0; tries < 160 && houses.size() < 16; ++tries) {
    double px = 0.05 + r() * 0.9, py = 0.05 + r() * 0.9;
    Pt p{px, py};
    if (!deepInside(c.path, p, 0.075)) continue;
    auto near = [&](const std::vector<Pt>& v) {
      for (Pt a : v)
        if (std::hypot(a.x - p.x, a.y - p.y) < 0.12) return true;
      return false;
    };
    if (near(avoid) || near(houses)) continue;
    houses.push_back(p);
  }
  for (Pt p : houses) {
    double a1 = r() < 0.5 ? 0 : M_PI / 2;
    double angle = a1 + (r() - 0.5) * 0.5;
    double w = 0.075 + r() * 0.03, h = 0.055 + r() * 0.015;
    drawHouse(o, p.x, p.y, w, h, angle, int(std::floor(r() * 4)));
  }
  o << "</g>";
  for (const Curve& w : c.walls) {
    std::string d = curveD(w);
    double sign = insideSign(c.path, w);
    o << "<path d=\"" << d << "\" fill=\"none\" stroke=\"rgba(30,20,5,0.35)\" stroke-width=\"0.035\"/>";
    o << "<g clip-path=\"url(#" << clipId << ")\" fill=\"none\">";
    o << "<path d=\"" << d << "\" stroke=\"" << color::wall << "\" stroke-width=\"0.12\"/>";
    o << "<path d=\"" << offsetD(w, 0.036 * sign) << "\" stroke=\"" << color::wallTop << "\" stroke-width=\"0.022\"/>";
    o << "<path d=\"" << offsetD(w, 0.012 * sign) << "\" stroke=\"" << color::wallLight
      << "\" stroke-width=\"0.018\" stroke-dasharray=\"0.022 0.02\"/>";
    o << "</g>";
  }
}

// two towers and a dark arch facing the road.
void drawGate(SvgOut& o, Pt at, Pt dir) {
  o << "<g transform=\"translate(" << P(at) << ") rotate(" << deg(std::atan2(dir.y, dir.x) - M_PI / 2) << ")\">";
  o << "<path d=\"M-0.09 -0.035 h0.055 v0.055 h-0.055 Z M0.035 -0.035 h0.055 v0.055 h-0.055 Z\" fill=\"" << color::wall
    << "\"/>";
  o << "<path d=\"M-0.08 -0.025 h0.035 v0.035 h-0.035 Z M0.045 -0.025 h0.035 v0.035 h-0.035 Z\" fill=\""
    << color::wallTop << "\"/>";
  o << "<path d=\"M-0.035 -0.03 L-0.035 0 A0.035 0.035 0 0 0 0.035 0 L0.035 -0.03 Z\" fill=\"#3a2616\"/></g>";
}

// a small house where road ends meet.
void drawJunction(SvgOut& o, Pt at) {
  o << "<g transform=\"translate(" << P(at) << ")\">";
  o << "<rect x=\"-0.075\" y=\"-0.065\" width=\"0.16\" height=\"0.16\" fill=\"rgba(40,30,10,0.3)\"/>";
  o << "<rect x=\"-0.08\" y=\"-0.08\" width=\"0.16\" height=\"0.16\" fill=\"" << color::houseWall << "\" stroke=\""
    << color::monasteryEdge << "\" stroke-width=\"0.01\"/>";
  o << "<path d=\"M-0.07 -0.07 L0.07 -0.07 L0 0 Z M-0.07 0.07 L0.07 0.07 L0 0 Z\" fill=\"" << color::roof << "\"/>";
  o << "<path d=\"M-0.07 -0.07 L-0.07 0.07 L0 0 Z M0.07 -0.07 L0.07 0.07 L0 0 Z\" fill=\"" << color::roofDark
    << "\"/></g>";
}

void roof(SvgOut& o, double x, double y, double w, double h, bool alongX) {
  o << "<rect x=\"" << num(x + 0.012) << "\" y=\"" << num(y + 0.016) << "\" width=\"" << num(w) << "\" height=\""
    << num(h) << "\" fill=\"rgba(40,25,10,0.35)\"/>";
  if (alongX)
    o << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w) << "\" height=\"" << num(h / 2)
      << "\" fill=\"#c45c41\"/><rect x=\"" << num(x) << "\" y=\"" << num(y + h / 2) << "\" width=\"" << num(w)
      << "\" height=\"" << num(h / 2) << "\" fill=\"#933f2d\"/>";
  else
    o << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w / 2) << "\" height=\"" << num(h)
      << "\" fill=\"#c45c41\"/><rect x=\"" << num(x + w / 2) << "\" y=\"" << num(y) << "\" width=\"" << num(w / 2)
      << "\" height=\"" << num(h) << "\" fill=\"#933f2d\"/>";
  o << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w) << "\" height=\"" << num(h)
    << "\" fill=\"none\" stroke=\"#5a2a1c\" stroke-width=\"0.008\"/>";
}

// a church from above on a stone yard, tower and golden cross; smaller
// (scale 0.72) beside water.
void drawMonastery(SvgOut& o, Pt at, double scale) {
  o << "<g class=\"monastery\" transform=\"translate(" << P(at) << ")"
    << (scale != 1 ? " scale(" + num(scale) + ")" : "") << "\">";
  o << "<rect x=\"-0.28\" y=\"-0.22\" width=\"0.58\" height=\"0.44\" rx=\"0.08\" fill=\"#d9ccae\" "
       "stroke=\"rgba(90,70,40,0.5)\" stroke-width=\"0.01\"/>";
  roof(o, -0.17, -0.065, 0.42, 0.13, true);  // nave
  roof(o, 0.05, -0.16, 0.11, 0.32, false);   // transept
  const double tx = -0.235, ty = -0.08, ts = 0.16, cx = tx + ts / 2, cy = ty + ts / 2;
  o << "<rect x=\"" << num(tx + 0.012) << "\" y=\"" << num(ty + 0.016) << "\" width=\"0.16\" height=\"0.16\" "
    << "fill=\"rgba(40,25,10,0.35)\"/>";
  auto tri = [&](double ax, double ay, double bx, double by, const char* c) {
    o << "<path d=\"M" << P({ax, ay}) << " L" << P({bx, by}) << " L" << P({cx, cy}) << " Z\" fill=\"" << c << "\"/>";
  };
  tri(tx, ty, tx + ts, ty, "#8a8f98");
  tri(tx + ts, ty, tx + ts, ty + ts, "#5f646c");
  tri(tx + ts, ty + ts, tx, ty + ts, "#4e5259");
  tri(tx, ty + ts, tx, ty, "#9ba0a8");
  o << "<rect x=\"" << num(tx) << "\" y=\"" << num(ty) << "\" width=\"0.16\" height=\"0.16\" fill=\"none\" "
    << "stroke=\"#2f3135\" stroke-width=\"0.008\"/>";
  o << "<path d=\"M" << P({cx, ty + 0.035}) << " L" << P({cx, ty + ts - 0.035}) << " M" << P({tx + 0.045, cy - 0.015})
    << " L" << P({tx + ts - 0.045, cy - 0.015}) << "\" stroke=\"#f3d36b\" stroke-width=\"0.014\"/></g>";
}

// A garden: a hedged square of flower beds.
void drawGarden(SvgOut& o, Pt at, const std::string& id) {
  o << "<g transform=\"translate(" << P(at) << ")\">";
  o << "<rect x=\"-0.13\" y=\"-0.13\" width=\"0.26\" height=\"0.26\" rx=\"0.05\" fill=\"#4e8a33\" stroke=\"#2f5a1e\" "
       "stroke-width=\"0.014\"/>";
  Rng r("garden" + id);
  static const char* flowers[] = {"#f2d14b", "#e7607a", "#ffffff"};
  for (int i = 0; i < 9; ++i) {
    double x = -0.09 + r() * 0.18, y = -0.09 + r() * 0.18;
    o << "<circle cx=\"" << num(x) << "\" cy=\"" << num(y) << "\" r=\"0.018\" fill=\"" << flowers[i % 3] << "\"/>";
  }
  o << "</g>";
}

// a glyph of a feature other than a city, below its figure spot (above
// it near the bottom edge), clear of the figure.
Pt otherGlyphSpot(const SegmentDef& s) {
  double y = s.py + 0.26 <= 0.88 ? s.py + 0.26 : std::clamp(double(s.py) - 0.26, 0.14, 0.86);
  return {std::clamp(double(s.px), 0.14, 0.86), y};
}

// the corner-most point of the city that keeps clear of the figure spots.
Pt pennantSpot(const CityShape& c, const std::vector<Pt>& avoid, double depth = 0.1, double gap = 0.17) {
  Pt best = c.pos;
  double bestScore = -1e300;
  for (double y = 0.13; y < 0.9; y += 0.05) {
    for (double x = 0.13; x < 0.9; x += 0.05) {
      Pt p{x, y};
      if (!deepInside(c.path, p, depth)) continue;
      double d = 1e300;
      for (Pt a : avoid) d = std::min(d, std::hypot(a.x - p.x, a.y - p.y));
      if (d < gap) continue;
      double score = -std::hypot(p.x - c.pos.x, p.y - c.pos.y) * 0.2 + std::min(d, 0.3);
      if (score > bestScore + 1e-9) bestScore = score, best = p;
    }
  }
  return best;
}

// Kinds this drawing does not know (added by expansions): a tinted patch towards each side it
// reaches, a rounded tag at its spot and the first letters of its kind, so that nothing is hidden.
void drawUnknown(SvgOut& o, const std::string& kind, const SegmentDef& s) {
  o << "<g class=\"unknown\">";
  uint32_t h = 2166136261u;
  for (unsigned char c : kind) h = (h ^ c) * 16777619u;
  int hue = int(h % 360);
  std::string tint = "hsl(" + std::to_string(hue) + ",55%,55%)";
  Pt pos{s.px, s.py}, label = pos;
  static const Pt mids[4] = {{0.5, 0}, {1, 0.5}, {0.5, 1}, {0, 0.5}};
  bool first = true;
  for (int side = 0; side < 4; ++side) {
    if (!(s.sides >> side & 1)) continue;
    o << "<path d=\"M" << P(mids[side]) << " L" << P(pos) << "\" stroke=\"" << tint
      << "\" stroke-opacity=\"0.8\" stroke-width=\"0.14\" stroke-linecap=\"round\"/>";
    // the label of a band sits on it, half way in from its first side, clear of the centre spot
    if (first) label = {(mids[side].x + pos.x) / 2, (mids[side].y + pos.y) / 2}, first = false;
  }
  label.x = std::clamp(label.x, 0.19, 0.81), label.y = std::clamp(label.y, 0.1, 0.9);
  o << "<rect x=\"" << num(label.x - 0.17) << "\" y=\"" << num(label.y - 0.08) << "\" width=\"0.34\" height=\"0.16\" "
    << "rx=\"0.04\" fill=\"" << tint << "\" fill-opacity=\"0.85\" stroke=\"#222\" stroke-width=\"0.008\"/>";
  o << "<text x=\"" << num(label.x) << "\" y=\"" << num(label.y + 0.035)
    << "\" font-family=\"sans-serif\" font-size=\"0.1\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#111\">"
    << xmlEscape(kind.substr(0, 5)) << "</text></g>";
}

// Tags this drawing knows: pennants, the inn and cathedral of Inns & Cathedrals, the goods and
// bridges of Traders & Builders.
bool drawnTag(const TagDef& tag) {
  if (!tag.look.layers.empty()) return true;  // a glyph
  for (const char* known : {"inn", "cathedral", "bridge"})
    if (tag.name == known) return true;
  return false;
}

// Any other tag: a small label under the figure spot.
void drawUnknownTags(SvgOut& o, const Catalog& cat, const SegmentDef& s) {
  std::string label;
  for (size_t k = 0; k < cat.tags.size(); ++k) {
    if (!s.tags[k] || drawnTag(cat.tagDefs[k])) continue;
    if (!label.empty()) label += " ";
    label += cat.tags[k].substr(0, 5) + (s.tags[k] > 1 ? "×" + std::to_string(s.tags[k]) : "");
  }
  if (label.empty()) return;
  double w = std::min(0.96, 0.06 + 0.05 * double(label.size()));
  double x = std::clamp(double(s.px), w / 2 + 0.02, 0.98 - w / 2), y = std::min(double(s.py) + 0.1, 0.86);
  o << "<g class=\"tag\"><rect x=\"" << num(x - w / 2) << "\" y=\"" << num(y) << "\" width=\"" << num(w)
    << "\" height=\"0.12\" rx=\"0.03\" fill=\"#fff8d8\" fill-opacity=\"0.9\" stroke=\"#5a4a20\" "
       "stroke-width=\"0.006\"/>"
    << "<text x=\"" << num(x) << "\" y=\"" << num(y + 0.09)
    << "\" font-family=\"sans-serif\" font-size=\"0.08\" text-anchor=\"middle\" fill=\"#3a2a05\">" << xmlEscape(label)
    << "</text></g>";
}

}  // namespace

// A pitched roof in two tones seen from above, with a drop shadow.
void drawHouse(SvgOut& o, double x, double y, double w, double h, double angle, int tone) {
  static const char* light[] = {"#c8644a", "#b9573f", "#cf7a4f", "#a94f3b"};
  static const char* dark[] = {"#9a4533", "#8c3d2d", "#a65a3a", "#7f3a2b"};
  o << "<g transform=\"translate(" << num(x) << " " << num(y) << ") rotate(" << deg(angle) << ")\">";
  o << "<rect x=\"" << num(-w / 2 + 0.01) << "\" y=\"" << num(-h / 2 + 0.012) << "\" width=\"" << num(w)
    << "\" height=\"" << num(h) << "\" fill=\"rgba(50,30,10,0.35)\"/>";
  o << "<rect x=\"" << num(-w / 2) << "\" y=\"" << num(-h / 2) << "\" width=\"" << num(w) << "\" height=\""
    << num(h / 2) << "\" fill=\"" << light[tone % 4] << "\"/>";
  o << "<rect x=\"" << num(-w / 2) << "\" y=\"0\" width=\"" << num(w) << "\" height=\"" << num(h / 2) << "\" fill=\""
    << dark[tone % 4] << "\"/>";
  o << "<rect x=\"" << num(-w / 2) << "\" y=\"" << num(-h / 2) << "\" width=\"" << num(w) << "\" height=\"" << num(h)
    << "\" fill=\"none\" stroke=\"rgba(60,25,15,0.8)\" stroke-width=\"0.006\"/></g>";
}

std::string xmlEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') break;  // not allowed in XML
        out += c;
    }
  }
  return out;
}

std::string tileArtDefs() {
  return "<radialGradient id=\"grass-shade\" gradientUnits=\"userSpaceOnUse\" cx=\"0.5\" cy=\"0.5\" r=\"0.75\" "
         "fx=\"0.5\" fy=\"0.5\" fr=\"0.1\"><stop offset=\"0\" stop-color=\"rgb(255,255,230)\" stop-opacity=\"0.1\"/>"
         "<stop offset=\"1\" stop-color=\"rgb(40,70,20)\" stop-opacity=\"0.12\"/></radialGradient>";
}

// the layers in the page's order.
std::string tileArt(const Catalog& cat, const TileType& t, const std::string& idPrefix, double minMarker,
                    const std::string& pieceName) {
  TileGeometry g = buildGeometry(cat, t);
  SvgOut o;
  drawGrass(o, t.id);
  for (int i : g.others)
    if (t.segments[i].sides) drawUnknown(o, cat.kinds[t.segments[i].kind].name, t.segments[i]);
  for (const RiverShape& r : g.rivers) drawRiver(o, r, t.id);
  for (const Lane& l : g.lanes) drawLane(o, l);
  for (const RoadShape& r : g.roads)  // over the water: river bridges
    if (!r.bridge) drawRoad(o, r);
  for (const RoadShape& r : g.roads)
    if (r.bridge) drawRoad(o, r), drawBridge(o, r);
  std::vector<Pt> spots, cathedrals;
  std::vector<std::pair<int, Pt>> glyphs;  // (tag, where)
  for (const SegmentDef& s : t.segments) spots.push_back({s.px, s.py});
  int n = 0;
  for (const CityShape& c : g.cities) {
    std::vector<Pt> taken = spots;
    if (c.cathedral) cathedrals.push_back(pennantSpot(c, taken, 0.13, 0.2)), taken.push_back(cathedrals.back());
    for (size_t k = 0; k < c.glyphs.size(); ++k)  // the first (pennants) a little deeper in, the others closer
      glyphs.emplace_back(c.glyphs[k], k ? pennantSpot(c, taken, 0.08, 0.16) : pennantSpot(c, taken)),
          taken.push_back(glyphs.back().second);
    drawCity(o, c, t.id, taken, idPrefix + "-c" + std::to_string(n++));
  }
  for (const RoadShape& r : g.roads)
    if (r.gate) drawGate(o, r.gate->first, r.gate->second);
  for (const RoadShape& r : g.roads)
    if (r.house) drawHouse(o, r.house->x, r.house->y, 0.13, 0.1, 0, 1);
  for (const RoadShape& r : g.roads)
    if (r.inn) drawInn(o, r.inn->first, r.inn->second);
  if (g.junction) drawJunction(o, *g.junction);
  if (g.monastery) drawMonastery(o, *g.monastery, g.rivers.empty() ? 1 : 0.72);  // smaller beside water
  if (g.garden) drawGarden(o, *g.garden, t.id);
  for (Pt p : cathedrals) drawCathedral(o, p);
  for (size_t i = 0; i < t.segments.size(); ++i)  // glyphs of other features: under their figure spot
    if (cat.kinds[t.segments[i].kind].name != "city")
      for (size_t k = 0; k < cat.tagDefs.size(); ++k)
        if (t.segments[i].tags[k] > 0 && !cat.tagDefs[k].look.layers.empty())
          glyphs.emplace_back(int(k), otherGlyphSpot(t.segments[i]));
  for (const auto& [tag, at] : glyphs)
    drawGlyph(o, cat.tagDefs[tag], at.x, at.y, std::max(double(cat.tagDefs[tag].look.size), minMarker));
  drawTileMarks(o, cat, t, minMarker);  // the marks of its tile properties (a flying machine, a lake, ...)
  for (int i : g.others) {
    const SegmentDef& s = t.segments[i];
    if (s.sides) continue;
    if (!pieceName.empty() && cat.kinds[s.kind].topology == Topology::Center)
      drawBuilding(o, {s.px, s.py}, pieceName);  // a piece's centre feature without a picture
    else
      drawUnknown(o, cat.kinds[s.kind].name, s);
  }
  for (const SegmentDef& s : t.segments) drawUnknownTags(o, cat, s);
  if (!pieceName.empty()) return std::move(o.s);  // a square of a piece: the board outlines the whole piece
  // a soft bevel along the tile edge
  o << "<path d=\"M0.006 1 L0.006 0.006 L1 0.006\" fill=\"none\" stroke=\"rgba(255,255,255,0.18)\" "
       "stroke-width=\"0.012\"/><path d=\"M0.994 0 L0.994 0.994 L0 0.994\" fill=\"none\" stroke=\"rgba(0,0,0,0.35)\" "
       "stroke-width=\"0.012\"/>";
  return std::move(o.s);
}

}  // namespace carc::render
