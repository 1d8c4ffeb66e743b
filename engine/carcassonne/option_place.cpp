#include "option_place.hpp"

#include <cstdlib>
#include <tuple>
#include <utility>

#include "game.hpp"
#include "json_out.hpp"

namespace carc {

Place spotPlace(const Game& g, int tile, int seg) {
  const PlacedTile& pt = g.tiles()[tile];
  const RotatedTile& rt = g.rotatedOf(tile);
  const SegmentDef& s = g.typeOf(tile).segments[seg];
  // The reference box is W x H; each quarter turn maps (x, y) to (H - y, x) and swaps W and H.
  int w = (pt.rot % 2 == 0) ? rt.width : rt.height, h = (pt.rot % 2 == 0) ? rt.height : rt.width;
  float x = s.px, y = s.py;
  for (int r = 0; r < pt.rot; ++r) {
    std::tie(x, y) = std::make_pair(float(h) - y, x);
    std::swap(w, h);
  }
  int q = g.squareOf(tile, seg);
  Coord o = rt.squares[q].offset, c = g.cellOf(tile, q);
  Place p;
  p.on = Place::On::Spot, p.x = c.x, p.y = c.y, p.px = x - float(o.x), p.py = y - float(o.y);
  return p;
}

Place corePlace(const Game& g, const Action& a) {
  switch (a.type) {
    case ActionType::PlaceTile: {
      // The piece's first square: the anchor of a piece of several squares may lie outside it.
      const TileType& t = g.catalog().tiles[a.tile];
      Coord o = t.multiSquare() ? t.rot[a.rot].squares[0].offset : Coord{};
      return Place::cell({a.x + o.x, a.y + o.y});
    }
    case ActionType::PlaceFigure:
    case ActionType::ReturnFigure:
      if (a.tile < g.tiles().size() && a.segment < g.typeOf(a.tile).segments.size())
        return spotPlace(g, a.tile, a.segment);
      return Place::none();
    default:
      return Place::none();
  }
}

Place optionPlace(const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  if (a.type == ActionType::Module && a.module < cat.modules.size())
    return cat.modules[a.module]->optionPlace(g, g.pending().empty() ? Decision{} : g.pending().front(), a);
  if (!g.pending().empty() && !g.pending().front().core())
    return cat.modules[g.pending().front().module]->optionPlace(g, g.pending().front(), a);
  return corePlace(g, a);
}

void placeJson(JsonOut& o, const Place& p) {
  o.beginObject();
  switch (p.on) {
    case Place::On::None:
      o.field("on", "none");
      break;
    case Place::On::Cell:
      o.field("on", "cell").field("x", p.x).field("y", p.y);
      break;
    case Place::On::Spot:
      o.field("on", "spot").field("x", p.x).field("y", p.y).field("px", p.px).field("py", p.py);
      break;
    case Place::On::Track:
      o.field("on", "track").field("space", p.n);
      break;
    case Place::On::Player:
      o.field("on", "player").field("player", p.n);
      break;
    case Place::On::Card:
      o.field("on", "card").field("card", p.card);
      break;
  }
  o.endObject();
}

std::string tileFromNewTile(const Game& g, Coord c) {
  if (g.lastTile() < 0) return "that tile";
  const Coord at = g.tiles()[g.lastTile()].at;
  const int dx = c.x - at.x, dy = c.y - at.y;
  if (!dx && !dy) return "the new tile";
  const std::string ns = dy < 0 ? "north" : "south", ew = dx < 0 ? "west" : "east";
  if (std::abs(dx) <= 1 && std::abs(dy) <= 1)
    return "the tile " + (dy ? ns : "") + (dx && dy ? "-" : "") + (dx ? ew : "") + " of the new tile";
  std::string way;
  if (dy) way = std::to_string(std::abs(dy)) + " " + ns;
  if (dx) way += (way.empty() ? "" : " and ") + std::to_string(std::abs(dx)) + " " + ew;
  return "the tile " + way + " of the new tile";
}

}  // namespace carc
