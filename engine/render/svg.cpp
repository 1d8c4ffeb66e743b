#include "svg.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <set>
#include <sstream>

#include "figure_art.hpp"
#include "svg_path.hpp"
#include "tile_art.hpp"

namespace carc::render {
namespace {

// meeple.ts SEAT_COLORS
const char* kSeatColors[] = {"#d7362f", "#2f6fd6", "#f0c419", "#2c9b4b", "#2b2b2b", "#9b59b6"};

// The first character of a UTF-8 name, upper-cased when it is ASCII.
std::string initial(const std::string& name) {
  size_t i = name.find_first_not_of(" \t");
  if (i == std::string::npos) return "?";
  unsigned char c = name[i];
  size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
  std::string s = name.substr(i, len);
  if (len == 1) s[0] = static_cast<char>(std::toupper(c));
  return s;
}

// meeple.ts seatMarks(): the initial, or the seat number where initials collide.
std::vector<std::string> seatMarks(const Setup& s) {
  std::vector<std::string> marks;
  for (const PlayerInfo& p : s.players) marks.push_back(initial(p.name));
  std::vector<std::string> out = marks;
  for (size_t i = 0; i < marks.size(); ++i)
    if (std::count(marks.begin(), marks.end(), marks[i]) > 1) out[i] = std::to_string(i + 1);
  return out;
}

std::string idFor(const std::string& tileId) {
  std::string s = "tile-";
  for (char c : tileId) s += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return s;
}

std::string seatColor(const Game& g, int p) {
  const std::string& c = g.setup().players[p].color;
  return c.empty() ? kSeatColors[p % 6] : c;
}

void drawFigure(std::ostream& o, const Game& g, const Figure& f, const std::vector<std::string>& marks, double px) {
  const Catalog& cat = g.catalog();
  const PlacedTile& pt = g.tiles()[f.tile];
  const SegmentDef& s = g.typeOf(f.tile).segments[f.seg];
  Pt at = rotPt({s.px, s.py}, pt.rot);
  bool lying = cat.kinds[s.kind].name == "field";
  const double size = 0.3;  // board.ts meepleSize(): 0.3 of a tile
  o << "<g class=\"figure\" data-player=\"" << int(f.player) << "\" data-figure=\""
    << xmlEscape(cat.figures[f.kind].name) << "\" data-x=\"" << pt.at.x << "\" data-y=\"" << pt.at.y << "\" data-at=\""
    << xmlEscape(g.locationName(f.tile, f.seg)) << "\" transform=\"translate(" << num(pt.at.x + at.x) << " "
    << num(pt.at.y + at.y) << ")\">";
  drawFigureArt(o, cat.figures[f.kind].name, size, seatColor(g, f.player), marks[f.player], lying, px);
  o << "</g>";
}

}  // namespace

std::string renderSvg(const Game& g, const SvgOptions& opt) {
  const Catalog& cat = g.catalog();
  int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
  for (const PlacedTile& t : g.tiles())
    x0 = std::min(x0, t.at.x), y0 = std::min(y0, t.at.y), x1 = std::max(x1, t.at.x), y1 = std::max(y1, t.at.y);
  if (g.tiles().empty()) x0 = y0 = x1 = y1 = 0;
  const double S = std::max(16, opt.tilePx), pad = 0.35 * S;
  const double lineH = 22, boardW = (x1 - x0 + 1) * S + 2 * pad, boardH = (y1 - y0 + 1) * S + 2 * pad;
  const int lines = 1 + (opt.caption.empty() ? 0 : 1);
  const double width = std::max(boardW, 240.0), height = boardH + lines * lineH + 10;
  std::vector<std::string> marks = seatMarks(g.setup());

  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\"" << num(height)
    << "\" viewBox=\"0 0 " << num(width) << " " << num(height) << "\">\n";
  std::string title = "Carcassonne board";
  if (!opt.caption.empty()) title += ", " + opt.caption;
  o << "<title>" << xmlEscape(title) << "</title>\n<defs>" << tileArtDefs();
  o << "<radialGradient id=\"table\" cx=\"0.5\" cy=\"0.5\" r=\"0.75\"><stop offset=\"0\" stop-color=\"#3e4a36\"/>"
       "<stop offset=\"1\" stop-color=\"#262e22\"/></radialGradient>";
  o << figureDefs() << "\n";
  std::set<int> types;
  for (const PlacedTile& t : g.tiles()) types.insert(t.type);
  for (int type : types) {  // each tile type drawn once, placed with <use>
    const TileType& tt = cat.tiles[type];
    o << "<g id=\"" << idFor(tt.id) << "\">" << tileArt(cat, tt, idFor(tt.id)) << "</g>\n";
  }
  o << "</defs>\n";
  o << "<rect width=\"" << num(width) << "\" height=\"" << num(boardH) << "\" fill=\"url(#table)\"/>\n";
  o << "<g class=\"board\" transform=\"translate(" << num((width - boardW) / 2 + pad - x0 * S) << " "
    << num(pad - y0 * S) << ") scale(" << num(S) << ")\">\n";
  o << "<g fill=\"rgba(0,0,0,0.35)\">";  // board.ts: shadows, then tiles
  for (const PlacedTile& t : g.tiles())
    o << "<rect x=\"" << num(t.at.x + 2 / S) << "\" y=\"" << num(t.at.y + 3 / S) << "\" width=\"1\" height=\"1\"/>";
  o << "</g>\n";
  for (const PlacedTile& t : g.tiles()) {
    const std::string& id = cat.tiles[t.type].id;
    o << "<g class=\"tile\" data-tile=\"" << xmlEscape(id) << "\" data-x=\"" << t.at.x << "\" data-y=\"" << t.at.y
      << "\" data-rot=\"" << int(t.rot) << "\" transform=\"translate(" << t.at.x << " " << t.at.y << ")"
      << (t.rot ? " rotate(" + std::to_string(90 * t.rot) + " 0.5 0.5)" : "") << "\"><use href=\"#" << idFor(id)
      << "\"/></g>\n";
  }
  for (const Figure& f : g.figures()) drawFigure(o, g, f, marks, 1 / S), o << "\n";
  o << "</g>\n";
  double y = boardH + lineH - 4;
  o << "<g font-family=\"system-ui, sans-serif\" font-size=\"14\" fill=\"#1f2418\">";
  o << "<rect y=\"" << num(boardH) << "\" width=\"" << num(width) << "\" height=\"" << num(height - boardH)
    << "\" fill=\"#f6f4ec\"/>";
  if (!opt.caption.empty()) {
    o << "<text x=\"10\" y=\"" << num(y) << "\" font-weight=\"700\">" << xmlEscape(opt.caption) << "</text>";
    y += lineH;
  }
  o << "<text class=\"scores\" x=\"10\" y=\"" << num(y) << "\">";
  for (int p = 0; p < g.players(); ++p)
    o << (p ? "  ·  " : "") << "<tspan fill=\"" << xmlEscape(seatColor(g, p)) << "\">●</tspan> "
      << xmlEscape(g.setup().players[p].name) << " " << g.score(p);
  o << "</text></g>\n</svg>\n";
  return o.str();
}

}  // namespace carc::render
