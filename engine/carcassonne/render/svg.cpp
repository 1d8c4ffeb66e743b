#include "svg.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <set>
#include <utility>

#include "figure_art.hpp"
#include "json_fields.hpp"
#include "json_in.hpp"
#include "json_out.hpp"
#include "mark_art.hpp"
#include "piece_art.hpp"
#include "record.hpp"
#include "record_notes.hpp"
#include "svg_out.hpp"
#include "svg_path.hpp"
#include "tile_art.hpp"

namespace carc::render {
namespace {

// meeple.ts SEAT_COLORS

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

// Where a point of a placed tile's art lands (reference units, as SegmentDef px/py), board units
// from the tile's anchor: a piece of several squares turns in its own box.
Pt placedPoint(const Game& g, int tile, Pt p) {
  const PlacedTile& pt = g.tiles()[tile];
  const TileType& t = g.typeOf(tile);
  return t.multiSquare() ? piecePoint(t, p, pt.rot) : rotPt(p, pt.rot);
}

std::vector<Coord> cellsOf(const Game& g, const PlacedTile& t) {
  return pieceCells(g.catalog().tiles[t.type], t.at, t.rot);
}

std::string seatColor(const Game& g, int p) {
  if (p < 0 || p >= g.players()) return looks::kNeutralColour;  // a neutral figure: nobody's
  const std::string& c = g.setup().players[p].color;
  const auto& palette = g.catalog().playerColours;
  return c.empty() ? palette[p % palette.size()] : c;
}

// board.ts figureShift(): figures on one feature of one tile (a meeple and the mage) stand side by
// side, 0.24 of a tile apart, in the order of the figure list.
double figureShift(const Game& g, const Figure& f) {
  int n = 0, i = 0;
  for (const Figure& h : g.figures())
    if (h.tile == f.tile && h.seg == f.seg) {
      if (&h == &f) i = n;
      ++n;
    }
  return (i - (n - 1) / 2.0) * 0.24;
}

void drawFigure(SvgOut& o, const Game& g, const Figure& f, const std::vector<std::string>& marks, double px) {
  const Catalog& cat = g.catalog();
  const PlacedTile& pt = g.tiles()[f.tile];
  const SegmentDef& s = g.typeOf(f.tile).segments[f.seg];
  Pt at = placedPoint(g, f.tile, {s.px, s.py});
  at.x += figureShift(g, f);
  bool lying = cat.kinds[s.kind].topology == Topology::Half;  // farmers lie down
  const double size = std::max(0.3, 18 * px);                 // board.ts meepleSize(): 0.3 of a tile, at least 18 px
  bool neutral = f.player == kNeutral;
  o << "<g class=\"figure\" data-player=\"" << (neutral ? std::string("none") : std::to_string(f.player))
    << "\" data-figure=\"" << xmlEscape(cat.figures[f.kind].name) << "\" data-x=\"" << pt.at.x << "\" data-y=\""
    << pt.at.y << "\" data-at=\"" << xmlEscape(g.locationName(f.tile, f.seg)) << "\" transform=\"translate("
    << num(pt.at.x + at.x) << " " << num(pt.at.y + at.y) << ")\">";
  drawFigureArt(o, cat.figures[f.kind].look, size, seatColor(g, neutral ? -1 : f.player),
                neutral || f.player >= marks.size() ? std::string() : marks[f.player], lying);
  o << "</g>";
}

// A piece of several squares: each square at its board cell, turned with the piece about its own
// centre, and one outline around the whole piece (its squares have no bevel).
void drawPiece(SvgOut& o, const TileType& tt, const PlacedTile& t, double px) {
  o << "<g class=\"tile\" data-tile=\"" << xmlEscape(tt.id) << "\" data-x=\"" << t.at.x << "\" data-y=\"" << t.at.y
    << "\" data-rot=\"" << int(t.rot) << "\">";
  std::vector<Coord> cells = pieceCells(tt, t.at, t.rot);
  for (int q = 0; q < tt.squareCount; ++q)
    o << "<g class=\"square\" data-square=\"" << xmlEscape(tt.squareName[q]) << "\" data-x=\"" << cells[q].x
      << "\" data-y=\"" << cells[q].y << "\" transform=\"translate(" << cells[q].x << " " << cells[q].y << ")"
      << (t.rot ? " rotate(" + std::to_string(90 * t.rot) + " 0.5 0.5)" : "") << "\"><use href=\"#"
      << idFor(tt.id + "#" + tt.squareName[q]) << "\"/></g>";
  drawPieceOutline(o, tt, t.at, t.rot, std::max(0.025, 1.5 * px));
  o << "</g>\n";
}

// Figures on squares that stand on no feature (a wonder's owner marker), as the modules publish
// them for the page (state "owners": player, figure, x, y): lying on the square's building, a
// little above its middle so that the name below stays readable (board.ts does the same).
void drawOwners(SvgOut& o, const Game& g, const std::vector<std::string>& marks, double px) {
  JsonOut out;
  out.beginObject();
  sharedListJson(g, "owners", out);
  // Read back with the engine's reader (issue 22: nlohmann's parser is no longer in the modules).
  const jsonin::Doc state(out.endObject().text(), "owners", jsonin::Options{SIZE_MAX, 256, SIZE_MAX, true});
  const jsonin::Value owners = state.root().find("owners");
  if (!owners || !owners.is_array()) return;
  const Catalog& cat = g.catalog();
  auto intOr = [](jsonin::Value v, int fallback) {
    return v && v.is_number() ? static_cast<int>(v.number()) : fallback;
  };
  for (const jsonin::Value w : owners) {
    const jsonin::Value figure = w.find("figure");
    int p = intOr(w.find("player"), -1),
        kind = cat.figureId(figure && figure.is_string() ? std::string(figure.str()) : "");
    if (kind < 0 || !w.contains("x") || !w.contains("y")) continue;
    int x = intOr(w.find("x"), 0), y = intOr(w.find("y"), 0);
    o << "<g class=\"owner\" data-player=\"" << p << "\" data-x=\"" << x << "\" data-y=\"" << y
      << "\" transform=\"translate(" << num(x + 0.5) << " " << num(y + 0.45) << ")\">";
    drawFigureArt(o, cat.figures[kind].look, std::max(0.3, 18 * px), seatColor(g, p),
                  p >= 0 && size_t(p) < marks.size() ? marks[p] : std::string(), true);
    o << "</g>\n";
  }
}

// Lines of at most `width` characters (UTF-8 code points), broken at spaces where possible and at
// the caption's own line breaks.
std::vector<std::string> wrapText(const std::string& text, size_t width) {
  std::vector<std::string> lines;
  std::string line, word;
  size_t lineChars = 0, wordChars = 0;
  auto endWord = [&] {
    if (word.empty()) return;
    if (lineChars && lineChars + 1 + wordChars > width) lines.push_back(line), line.clear(), lineChars = 0;
    line += (lineChars ? " " : "") + word, lineChars += (lineChars ? 1 : 0) + wordChars;
    word.clear(), wordChars = 0;
  };
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : '\n';
    if (c == ' ' || c == '\n') {
      endWord();
      if (c == '\n') lines.push_back(line), line.clear(), lineChars = 0;
      continue;
    }
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      if (wordChars == width) endWord(), lines.push_back(line), line.clear(), lineChars = 0;  // a word too long
      ++wordChars;
    }
    word += c;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// Lit features: every tile but theirs dimmed as on the page, each piece's tile framed and its spot
// marked; ringed squares outlined.
void drawMarks(SvgOut& o, const Game& g, const Annotation& a) {
  if (!a.features.empty()) {
    std::vector<FeatureMark> parts;
    for (const FeatureMark& f : a.features)
      for (const FeatureMark& p : featureParts(g, f.at, f.seg).parts) parts.push_back(p);
    std::set<int> litTiles;  // every square of a piece with a lit part is lit
    for (const FeatureMark& p : parts) litTiles.insert(g.board().tileAt(p.at));
    o << "<g class=\"dim\" fill=\"rgba(10,12,8,0.42)\">";
    for (size_t i = 0; i < g.tiles().size(); ++i)
      if (!litTiles.count(int(i)))
        for (Coord c : cellsOf(g, g.tiles()[i]))
          o << "<rect x=\"" << c.x << "\" y=\"" << c.y << "\" width=\"1\" height=\"1\"/>";
    o << "</g>\n<g class=\"lit\" stroke=\"#ffe86b\" stroke-width=\"0.035\">";
    for (size_t i = 0; i < g.tiles().size(); ++i)
      if (litTiles.count(int(i)))
        for (Coord c : cellsOf(g, g.tiles()[i]))
          o << "<rect x=\"" << num(c.x + 0.03) << "\" y=\"" << num(c.y + 0.03)
            << "\" width=\"0.94\" height=\"0.94\" fill=\"rgba(255,241,160,0.16)\"/>";
    for (const FeatureMark& p : parts) {
      int tile = g.board().tileAt(p.at);
      const SegmentDef& sd = g.typeOf(tile).segments[p.seg];
      Coord a = g.tiles()[tile].at;
      Pt at = placedPoint(g, tile, {sd.px, sd.py});
      o << "<circle class=\"part\" data-x=\"" << p.at.x << "\" data-y=\"" << p.at.y << "\" data-segment=\""
        << int(p.seg) << "\" cx=\"" << num(a.x + at.x) << "\" cy=\"" << num(a.y + at.y)
        << "\" r=\"0.09\" fill=\"#fff1a0\" stroke=\"#5a4300\" stroke-width=\"0.025\"/>";
    }
    o << "</g>\n";
  }
  if (!a.squares.empty()) {
    o << "<g class=\"rings\" fill=\"none\">";
    for (const Coord& c : a.squares)
      for (auto [color, w] : {std::pair{"#1d1d1d", "0.1"}, std::pair{"#ffd23f", "0.055"}})
        o << "<rect class=\"ring\" data-x=\"" << c.x << "\" data-y=\"" << c.y << "\" x=\"" << num(c.x + 0.07)
          << "\" y=\"" << num(c.y + 0.07) << "\" width=\"0.86\" height=\"0.86\" rx=\"0.12\" stroke=\"" << color
          << "\" stroke-width=\"" << w << "\"/>";
    o << "</g>\n";
  }
}

}  // namespace

std::string renderSvg(const Game& g, const SvgOptions& opt) {
  const Catalog& cat = g.catalog();
  int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
  for (const PlacedTile& t : g.tiles())
    for (Coord c : cellsOf(g, t))
      x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
  if (g.tiles().empty()) x0 = y0 = x1 = y1 = 0;
  const Annotation* ann = opt.annotation;
  if (ann)  // a ringed square may lie beyond the tiles
    for (const Coord& c : ann->squares)
      x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
  const double S = std::max(16, opt.tilePx), pad = 0.35 * S;
  const double lineH = 22, boardW = (x1 - x0 + 1) * S + 2 * pad, boardH = (y1 - y0 + 1) * S + 2 * pad;
  std::vector<std::string> noteLines;
  double width = std::max(boardW, 240.0);
  if (ann && !ann->note.empty()) {
    width = std::max(width, 360.0);
    noteLines = wrapText(ann->note, static_cast<size_t>((width - 20) / 7.4));  // ~7.4 px a character at 14 px
  }
  const int lines = 1 + (opt.caption.empty() ? 0 : 1);
  const double noteH = noteLines.empty() ? 0 : noteLines.size() * 19 + 4;
  const double height = boardH + lines * lineH + noteH + 10;
  std::vector<std::string> marks = seatMarks(g.setup());

  SvgOut o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\"" << num(height)
    << "\" viewBox=\"0 0 " << num(width) << " " << num(height) << "\">\n";
  std::string title = "Carcassonne board";
  if (!opt.caption.empty()) title += ", " + opt.caption;
  o << "<title>" << xmlEscape(title) << "</title>\n";
  if (!opt.record.empty()) o << "<metadata id=\"carcassonne-record\">" << xmlEscape(opt.record) << "</metadata>\n";
  o << "<defs>" << tileArtDefs();
  o << "<radialGradient id=\"table\" cx=\"0.5\" cy=\"0.5\" r=\"0.75\"><stop offset=\"0\" stop-color=\"#3e4a36\"/>"
       "<stop offset=\"1\" stop-color=\"#262e22\"/></radialGradient>";
  o << "\n";
  std::set<int> types;
  for (const PlacedTile& t : g.tiles()) types.insert(t.type);
  for (int type : types) {  // each tile type drawn once, placed with <use>
    const TileType& tt = cat.tiles[type];
    if (!tt.multiSquare()) {
      o << "<g id=\"" << idFor(tt.id) << "\">" << tileArt(cat, tt, idFor(tt.id), 8 / S) << "</g>\n";
      continue;
    }
    for (int q = 0; q < tt.squareCount; ++q) {  // a piece: each square drawn from its own view
      TileType view = squareView(cat, tt, q);
      o << "<g id=\"" << idFor(view.id) << "\">" << tileArt(cat, view, idFor(view.id), 8 / S, pieceLabel(tt.id))
        << "</g>\n";
    }
  }
  o << "</defs>\n";
  o << "<rect width=\"" << num(width) << "\" height=\"" << num(boardH) << "\" fill=\"url(#table)\"/>\n";
  o << "<g class=\"board\" transform=\"translate(" << num((width - boardW) / 2 + pad - x0 * S) << " "
    << num(pad - y0 * S) << ") scale(" << num(S) << ")\">\n";
  o << "<g fill=\"rgba(0,0,0,0.35)\">";  // board.ts: shadows, then tiles
  for (const PlacedTile& t : g.tiles())
    for (Coord c : cellsOf(g, t))
      o << "<rect x=\"" << num(c.x + 2 / S) << "\" y=\"" << num(c.y + 3 / S) << "\" width=\"1\" height=\"1\"/>";
  o << "</g>\n";
  for (const PlacedTile& t : g.tiles()) {
    const TileType& tt = cat.tiles[t.type];
    const std::string& id = tt.id;
    if (tt.multiSquare()) {
      drawPiece(o, tt, t, 1 / S);
      continue;
    }
    o << "<g class=\"tile\" data-tile=\"" << xmlEscape(id) << "\" data-x=\"" << t.at.x << "\" data-y=\"" << t.at.y
      << "\" data-rot=\"" << int(t.rot) << "\" transform=\"translate(" << t.at.x << " " << t.at.y << ")"
      << (t.rot ? " rotate(" + std::to_string(90 * t.rot) + " 0.5 0.5)" : "") << "\"><use href=\"#" << idFor(id)
      << "\"/>";
    drawLinks(o, cat, cat.tiles[t.type], t.layout);  // a ferry joining the linked road ends
    o << "</g>\n";
  }
  if (ann) drawMarks(o, g, *ann);
  drawOwners(o, g, marks, 1 / S);
  for (const Figure& f : g.figures()) drawFigure(o, g, f, marks, 1 / S), o << "\n";
  std::vector<CellMarker> cells;  // counted things on squares (gold bars), over the figures as the page
  for (auto* m : g.rules().modules) m->cellMarkers(g, cells);
  for (const CellMarker& c : cells) drawMarkers(o, cat.markers[c.marker], c.x, c.y, c.count, 9 / S), o << "\n";
  o << "</g>\n";
  double y = boardH + lineH - 4;
  o << "<g font-family=\"system-ui, sans-serif\" font-size=\"14\" fill=\"#1f2418\">";
  o << "<rect y=\"" << num(boardH) << "\" width=\"" << num(width) << "\" height=\"" << num(height - boardH)
    << "\" fill=\"#f6f4ec\"/>";
  if (!opt.caption.empty()) {
    o << "<text x=\"10\" y=\"" << num(y) << "\" font-weight=\"700\">" << xmlEscape(opt.caption) << "</text>";
    y += lineH;
  }
  if (!noteLines.empty()) {  // the caption of the move, plain text (escaped), one <tspan> a line
    o << "<text class=\"note\" x=\"10\" y=\"" << num(y - 2) << "\" font-style=\"italic\">";
    for (size_t i = 0; i < noteLines.size(); ++i)
      o << "<tspan x=\"10\"" << (i ? " dy=\"19\"" : "") << ">" << xmlEscape(noteLines[i]) << "</tspan>";
    o << "</text>";
    y += noteH;
  }
  o << "<text class=\"scores\" x=\"10\" y=\"" << num(y) << "\">";
  for (int p = 0; p < g.players(); ++p)
    o << (p ? "  ·  " : "") << "<tspan fill=\"" << xmlEscape(seatColor(g, p)) << "\">●</tspan> "
      << xmlEscape(g.setup().players[p].name) << " " << g.score(p);
  o << "</text></g>\n</svg>\n";
  return std::move(o.s);
}

}  // namespace carc::render

namespace carc::render {

std::string renderRecordSvg(const jsonin::Value& rec, std::optional<int> ply, int tilePx) {
  const jsonin::Value moveList = rec.find("moves");
  size_t moves = moveList.is_array() ? moveList.size() : 0;
  SvgOptions opt;
  opt.tilePx = tilePx;
  Game g = ply ? loadRecordAt(Catalog::standard(), rec, *ply) : loadRecord(Catalog::standard(), rec);
  int made = g.movesMade();
  if (g.over())
    opt.caption = "End of the game";
  else
    opt.caption = made == 0 ? "Start" : "After move " + std::to_string(made) + " of " + std::to_string(moves);
  // The step of a record's "end" (its final scoring) shows no move's caption, as in the replay.
  bool endStep = !ply && equalsBool(rec.find("end"), true);
  for (const Annotation& a : g.annotations())
    if (!endStep && a.move == made - 1) opt.annotation = &a;
  opt.record = JsonOut().value(rec).take();
  return renderSvg(g, opt);
}

}  // namespace carc::render
