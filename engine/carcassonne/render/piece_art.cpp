#include "piece_art.hpp"

#include <algorithm>

#include "tile_art.hpp"

namespace carc::render {

std::vector<Coord> pieceCells(const TileType& t, Coord anchor, int rot) {
  if (!t.multiSquare()) return {anchor};
  std::vector<Coord> cells;
  for (const RotatedSquare& s : t.rot[rot & 3].squares) cells.push_back({anchor.x + s.offset.x, anchor.y + s.offset.y});
  return cells;
}

Pt piecePoint(const TileType& t, Pt p, int rot) {
  int w = 1, h = 1;
  for (const Coord& c : t.squareAt) w = std::max(w, c.x + 1), h = std::max(h, c.y + 1);
  for (int k = 0; k < (rot & 3); ++k) {  // a quarter turn maps (x, y) to (h - y, x) and swaps w and h
    p = {h - p.y, p.x};
    std::swap(w, h);
  }
  return p;
}

namespace {

int squareAtCell(const TileType& t, int x, int y) {
  for (int q = 0; q < t.squareCount; ++q)
    if (t.squareAt[q].x == x && t.squareAt[q].y == y) return q;
  return -1;
}

// The inner sides a road or river crosses, as bits 4*q+side: from each square where it has exactly
// one side port, straight on into the neighbouring square (where it ends, unless it goes on).
uint32_t crossings(const Catalog& cat, const TileType& t, const SegmentDef& s) {
  uint32_t out = 0;
  if (!cat.kinds[s.kind].halvesBeside) return out;  // only courses (roads, rivers) keep going
  for (int q = 0; q < t.squareCount; ++q) {
    uint32_t ports = s.sides >> (4 * q) & 0xF;
    if (__builtin_popcount(ports) != 1) continue;
    int side = opposite(__builtin_ctz(ports));
    if (t.squareEdges[q][side] != kInnerEdge) continue;
    int next = squareAtCell(t, t.squareAt[q].x + dx(side), t.squareAt[q].y + dy(side));
    if (next < 0) continue;
    out |= 1u << (4 * q + side) | 1u << (4 * next + opposite(side));
  }
  return out;
}

}  // namespace

TileType squareView(const Catalog& cat, const TileType& t, int q) {
  TileType v;
  v.id = t.id + "#" + t.squareName[q];
  v.set = t.set;
  v.setIdx = t.setIdx;
  v.edges = t.squareEdges[q];
  v.squareAt = {{0, 0}};
  v.squareName = {t.squareName[q]};
  v.squareEdges = {t.squareEdges[q]};
  const Coord at = t.squareAt[q];
  std::vector<int> index(t.segments.size(), -1);
  for (size_t i = 0; i < t.segments.size(); ++i) {
    const SegmentDef& s = t.segments[i];
    SegmentDef d = s;
    d.sides = (s.sides | crossings(cat, t, s)) >> (4 * q) & 0xF;
    d.halves = s.halves >> (8 * q) & 0xFF;
    d.squares = 1;
    d.px = s.px - float(at.x), d.py = s.py - float(at.y);
    bool inside = d.px >= 0 && d.px <= 1 && d.py >= 0 && d.py <= 1;
    if (!d.sides && !d.halves && !inside) continue;
    if (!inside) d.tags = {}, d.px = d.py = 0.5f;
    index[i] = int(v.segments.size());
    v.segments.push_back(d);
  }
  for (SegmentDef& d : v.segments) {  // a field's cities, renumbered
    uint16_t cities = 0;
    for (size_t i = 0; i < index.size(); ++i)
      if (d.cities >> i & 1 && index[i] >= 0) cities = static_cast<uint16_t>(cities | 1u << index[i]);
    d.cities = cities;
  }
  return v;
}

std::string pieceLabel(const std::string& id) {
  std::string base = id.substr(id.rfind('/') == std::string::npos ? 0 : id.rfind('/') + 1);
  base = base.substr(0, base.find('#'));
  std::string out;
  bool start = true;
  for (char c : base) {
    if (c == '-' || c == '_' || c == ' ') {
      start = true;
      continue;
    }
    if (start && !out.empty()) out += ' ';
    out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  return out;
}

// A centre feature without a picture of its own (a wonder's square): a grey building named below.
void drawBuilding(SvgOut& o, Pt at, const std::string& label) {
  o << "<g class=\"building\" transform=\"translate(" << num(at.x) << " " << num(at.y) << ")\">";
  o << "<rect x=\"-0.4\" y=\"-0.4\" width=\"0.8\" height=\"0.8\" rx=\"0.1\" fill=\"#d8cfb9\" stroke=\"#8d8370\" "
       "stroke-width=\"0.016\"/>"
       "<rect x=\"-0.25\" y=\"-0.26\" width=\"0.54\" height=\"0.42\" fill=\"rgba(40,30,15,0.3)\"/>"
       "<rect x=\"-0.28\" y=\"0.06\" width=\"0.56\" height=\"0.08\" fill=\"#a7a196\" stroke=\"#3f3a32\" "
       "stroke-width=\"0.012\"/>"
       "<rect x=\"-0.24\" y=\"-0.12\" width=\"0.48\" height=\"0.18\" fill=\"#bdb7aa\" stroke=\"#3f3a32\" "
       "stroke-width=\"0.012\"/>";
  for (int i = 0; i < 5; ++i)
    o << "<rect x=\"" << num(-0.21 + i * 0.1) << "\" y=\"-0.11\" width=\"0.035\" height=\"0.17\" fill=\"#8d877b\"/>";
  o << "<path d=\"M-0.29 -0.12 L0 -0.3 L0.29 -0.12 Z\" fill=\"#7b7468\" stroke=\"#3f3a32\" stroke-width=\"0.012\"/>";
  if (!label.empty()) {
    // at most 0.76 wide, as the page's maxWidth: squeezed when ~0.068 a character would not fit
    size_t chars = 0;
    for (unsigned char c : label) chars += (c & 0xC0) != 0x80;
    std::string fit = chars * 0.068 > 0.76 ? " textLength=\"0.76\" lengthAdjust=\"spacingAndGlyphs\"" : "";
    o << "<text class=\"piece-name\" x=\"0\" y=\"0.31\"" << fit
      << " font-family=\"system-ui, sans-serif\" font-size=\"0.12\" font-weight=\"700\" text-anchor=\"middle\" "
         "fill=\"#2b2418\" stroke=\"rgba(255,255,255,0.85)\" stroke-width=\"0.03\" paint-order=\"stroke\">"
      << xmlEscape(label) << "</text>";
  }
  o << "</g>";
}

void drawPieceOutline(SvgOut& o, const TileType& t, Coord anchor, int rot, double width) {
  o << "<path class=\"piece-outline\" fill=\"none\" stroke=\"rgba(40,30,15,0.85)\" stroke-width=\"" << num(width)
    << "\" stroke-linecap=\"square\" d=\"";
  for (const RotatedSquare& s : t.rot[rot & 3].squares) {
    int x = anchor.x + s.offset.x, y = anchor.y + s.offset.y;
    if (s.outer & 1) o << "M" << x << " " << y << "h1";
    if (s.outer & 2) o << "M" << x + 1 << " " << y << "v1";
    if (s.outer & 4) o << "M" << x << " " << y + 1 << "h1";
    if (s.outer & 8) o << "M" << x << " " << y << "v1";
  }
  o << "\"/>";
}

}  // namespace carc::render
