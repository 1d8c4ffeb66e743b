#include "expansion_art.hpp"

#include <cmath>

#include "art_util.hpp"

namespace carc::render {
namespace {

// Colours the expansion art uses (tile_art.cpp holds the base game's).
namespace color {
const char* roadEdge = "#7b6a4c";
const char* road = "#efe5cb";
const char* water = "#4f9fd8";
const char* waterDeep = "#2f78b4";
const char* waterLight = "#bfe3fa";
const char* bank = "#5d7f3a";
}  // namespace color

std::string ellipse(Pt c, double rx, double ry, double rotation, const std::string& attrs) {
  std::string s =
      "<ellipse cx=\"" + num(c.x) + "\" cy=\"" + num(c.y) + "\" rx=\"" + num(rx) + "\" ry=\"" + num(ry) + "\"";
  if (rotation != 0) s += " transform=\"rotate(" + deg(rotation) + " " + P(c) + ")\"";
  return s + " " + attrs + "/>";
}

std::string line(Pt a, Pt b, const std::string& attrs) {
  return "<path d=\"M" + P(a) + " L" + P(b) + "\" " + attrs + "/>";
}

// the pool under one layer of the river (wider layers make the banks).
void fillPool(SvgOut& o, const RiverShape& r, const char* colour, double width) {
  const Pt at = *r.pool;
  const double base = r.spring ? 0.12 : 0.26;
  std::string fill = std::string("fill=\"") + colour + "\"";
  if (r.spring)
    o << "<circle cx=\"" << num(at.x) << "\" cy=\"" << num(at.y) << "\" r=\"" << num(base + width / 3) << "\" " << fill
      << "/>";
  else
    o << ellipse(at, base + width / 2, base * 0.82 + width / 2, 0.3, fill);
}

// a ring of grey stones round the pool and rings where the water wells up.
void drawSpring(SvgOut& o, Pt at) {
  o << "<g class=\"spring\">";
  for (int i = 0; i < 9; ++i) {
    double a = i / 9.0 * M_PI * 2 + 0.4;
    o << ellipse({at.x + std::cos(a) * 0.19, at.y + std::sin(a) * 0.19}, 0.035, 0.026, a,
                 std::string("fill=\"") + (i % 2 ? "#8d9196" : "#b5b9bd") + "\"");
  }
  for (double rr : {0.03, 0.065})
    o << "<circle cx=\"" << num(at.x) << "\" cy=\"" << num(at.y) << "\" r=\"" << num(rr) << "\" fill=\"none\" stroke=\""
      << color::waterLight << "\" stroke-width=\"0.01\"/>";
  o << "</g>";
}

// light on the water and reeds on the shore.
void drawLakeShine(SvgOut& o, Pt at) {
  o << "<g class=\"lake\" fill=\"none\" stroke-linecap=\"round\"><path stroke=\"" << color::waterLight
    << "\" stroke-width=\"0.012\" d=\"";
  const double shine[3][3] = {{-0.08, -0.06, 0.1}, {0.04, 0.05, 0.14}, {0.08, -0.1, 0.06}};
  for (const auto& s : shine)
    o << "M" << P({at.x + s[0], at.y + s[1]}) << " L" << P({at.x + s[0] + s[2], at.y + s[1] - 0.01}) << " ";
  o << "\"/><path stroke=\"#3f6b25\" stroke-width=\"0.01\" d=\"";
  for (int i = 0; i < 7; ++i) {
    double a = 2.2 + i * 0.16, bx = at.x + std::cos(a) * 0.33, by = at.y + std::sin(a) * 0.28;
    o << "M" << P({bx, by}) << " L" << P({bx + 0.01, by - 0.06}) << " ";
  }
  o << "\"/></g>";
}

}  // namespace

// a green bank, the stream, a deeper channel and a few ripples; the pools.
void drawRiver(SvgOut& o, const RiverShape& r, const std::string& tileId) {
  std::string d = roadPath(r.pieces).d();
  o << "<g class=\"river\" data-seg=\"" << r.seg << "\">";
  const std::pair<const char*, double> layers[] = {{color::bank, 0.2}, {color::water, 0.15}, {color::waterDeep, 0.06}};
  for (const auto& [colour, width] : layers) {
    o << "<path d=\"" << d << "\" fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"" << num(width)
      << "\" stroke-linejoin=\"round\"/>";
    if (r.pool) fillPool(o, r, colour, width);
  }
  o << "<path d=\"" << d << "\" fill=\"none\" stroke=\"" << color::waterLight
    << "\" stroke-width=\"0.01\" stroke-dasharray=\"0.035 0.07\" stroke-dashoffset=\""
    << num(Rng("river" + tileId)() * 0.1) << "\"/>";
  if (r.pool && r.spring) drawSpring(o, *r.pool);
  if (r.pool && !r.spring) drawLakeShine(o, *r.pool);
  o << "</g>";
}

// a footpath from the village to a city gate.
void drawLane(SvgOut& o, const Lane& l) {
  o << "<g class=\"lane\" fill=\"none\" stroke-linecap=\"round\">"
    << line(l.from, l.to, std::string("stroke=\"") + color::roadEdge + "\" stroke-width=\"0.045\"")
    << line(l.from, l.to, std::string("stroke=\"") + color::road + "\" stroke-width=\"0.028\"") << "</g>";
}

// the road on a bridge over the tile's other road, stone parapets where it
// crosses the middle.
void drawBridge(SvgOut& o, const RoadShape& r) {
  if (r.pieces.empty() || r.pieces[0].curve) return;
  const RoadPiece& piece = r.pieces[0];
  double dx = piece.b.x - piece.a.x, dy = piece.b.y - piece.a.y, len = std::hypot(dx, dy);
  if (len == 0) len = 1;
  double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  // the span: 0.24 either side of the tile centre, along the road
  double t0 = std::max(0.0, (0.5 - piece.a.x) * ux + (0.5 - piece.a.y) * uy - 0.24);
  Pt a{piece.a.x + ux * t0, piece.a.y + uy * t0}, b{a.x + ux * 0.48, a.y + uy * 0.48};
  o << "<g class=\"bridge\" fill=\"none\" stroke-linecap=\"butt\">";
  o << line({a.x + 0.015, a.y + 0.02}, {b.x + 0.015, b.y + 0.02},
            "stroke=\"rgba(20,15,5,0.45)\" stroke-width=\"0.19\"");
  o << line(a, b, "stroke=\"#9a9184\" stroke-width=\"0.17\"");  // the deck's stone
  o << line(a, b, std::string("stroke=\"") + color::road + "\" stroke-width=\"0.09\"");
  for (int side : {1, -1}) {  // parapets
    double ox = nx * 0.075 * side, oy = ny * 0.075 * side;
    o << line({a.x + ox, a.y + oy}, {b.x + ox, b.y + oy}, "stroke=\"#5d564b\" stroke-width=\"0.018\"");
  }
  o << "</g>";
}

// an inn by a small lake seen from above, dir pointing from the road to the lake.
void drawInn(SvgOut& o, Pt at, Pt dir) {
  double angle = std::atan2(dir.y, dir.x);
  o << "<g class=\"inn\"><g transform=\"translate(" << P({at.x + dir.x * 0.05, at.y + dir.y * 0.05}) << ") rotate("
    << deg(angle) << ")\">";
  o << ellipse({0.02, 0}, 0.075, 0.11, 0, "fill=\"#2f6fa8\" stroke=\"#d8cfa0\" stroke-width=\"0.012\"");
  o << ellipse({0, -0.03}, 0.025, 0.045, 0.4, "fill=\"rgba(255,255,255,0.45)\"") << "</g>";
  // the inn between the road and the lake, with a hanging sign
  double hx = at.x - dir.x * 0.06, hy = at.y - dir.y * 0.06;
  drawHouse(o, hx, hy, 0.13, 0.085, angle + M_PI / 2, 2);
  o << "<circle cx=\"" << num(hx - dir.x * 0.07) << "\" cy=\"" << num(hy - dir.y * 0.07)
    << "\" r=\"0.02\" fill=\"#f3d36b\" stroke=\"#5a3b1c\" stroke-width=\"0.006\"/></g>";
}

// a long cross of slate roofs with two west towers.
void drawCathedral(SvgOut& o, Pt at) {
  const char *slate = "#5f6f8f", *slateDark = "#46536d";
  auto rect = [&](double x, double y, double w, double h, const std::string& attrs) {
    o << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w) << "\" height=\"" << num(h) << "\" "
      << attrs << "/>";
  };
  auto block = [&](double x, double y, double w, double h, bool alongX) {
    rect(x + 0.012, y + 0.016, w, h, "fill=\"rgba(30,20,10,0.4)\"");
    if (alongX)
      rect(x, y, w, h / 2, std::string("fill=\"") + slate + "\""),
          rect(x, y + h / 2, w, h / 2, std::string("fill=\"") + slateDark + "\"");
    else
      rect(x, y, w / 2, h, std::string("fill=\"") + slate + "\""),
          rect(x + w / 2, y, w / 2, h, std::string("fill=\"") + slateDark + "\"");
    rect(x, y, w, h, "fill=\"none\" stroke=\"#262d3b\" stroke-width=\"0.007\"");
  };
  o << "<g class=\"cathedral\" transform=\"translate(" << P(at) << ")\">";
  block(-0.17, -0.06, 0.36, 0.12, true);  // nave
  block(0.05, -0.15, 0.1, 0.3, false);    // transept
  for (double ty : {-0.1, 0.03}) {        // two towers at the west front
    rect(-0.23, ty, 0.07, 0.07, "fill=\"#c9c2b0\" stroke=\"#262d3b\" stroke-width=\"0.007\"");
    o << "<path d=\"M" << P({-0.23, ty}) << " L" << P({-0.16, ty + 0.07}) << " L" << P({-0.23, ty + 0.07})
      << " Z\" fill=\"" << slateDark << "\"/>";
  }
  // a golden cross on the crossing
  o << "<path d=\"M0.1 -0.045 L0.1 0.045 M0.065 -0.01 L0.135 -0.01\" stroke=\"#f3d36b\" stroke-width=\"0.014\"/></g>";
}

}  // namespace carc::render
