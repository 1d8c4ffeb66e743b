// The Wonders of Humanity: the rare turns of placing (rules/WONDERS.md). §3.2: a held wonder that
// fits nowhere: the owner draws tiles until one can be placed so that the wonder fits next to it
// (the others leave the game, discarded by the core because this module's placement rule refuses
// them), places it without a meeple, then the wonder in a turn part of its own. The Circus
// Maximus (§6.3, WO-9): once the pile is empty, a tile kept in hand is the pile's last tile: the
// next player to draw takes it.
#include <algorithm>

#include "../game.hpp"
#include "wonders.hpp"

namespace carc {

// The turn player's held wonder when it found no place at the start of the turn: they hold one
// and the turn draws instead of playing it (the core plays a held wonder whenever it fits).
int Wonders::heldUnplaced(const Game& g) const {
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty() || g.pieceInstead() >= 0) return -1;
  int held = s[slot(g.current(), kHeld)];
  return held < 0 ? -1 : wonderTypes_[held];
}

// Whether the wonder fits somewhere touching the helper tile once that is placed as `helper`:
// every square on an empty cell, every outer side that meets a tile (the helper included)
// matching it. A placement that does not touch the helper fitted before it too, so there is none.
bool Wonders::fitsBeside(const Game& g, int wonderType, const Action& helper) const {
  const Catalog& cat = g.catalog();
  const Coord h{helper.x, helper.y};
  const uint16_t hEdges = cat.tiles[helper.tile].rot[helper.rot].edgeCode;
  const TileType& w = cat.tiles[wonderType];
  auto fits = [&](int r, Coord anchor) {
    for (const RotatedSquare& sq : w.rot[r].squares) {
      Coord c{anchor.x + sq.offset.x, anchor.y + sq.offset.y};
      if (c == h) return false;
      const Cell* cell = g.board().find(c);
      if (cell && cell->tile >= 0) return false;
      for (int side = 0; side < kSides; ++side) {
        if (!(sq.outer >> side & 1)) continue;
        int have = sq.edgeCode >> 4 * side & 0xF;
        if (c.step(side) == h) {
          if (have != (hEdges >> 4 * opposite(side) & 0xF)) return false;
        } else if (cell && (cell->mask >> 4 * side & 0xF) && have != (cell->need >> 4 * side & 0xF)) {
          return false;
        }
      }
    }
    return true;
  };
  for (int side = 0; side < kSides; ++side) {
    Coord next = h.step(side);
    const Cell* cell = g.board().find(next);
    if (cell && cell->tile >= 0) continue;
    for (uint8_t r : w.distinctRots)
      for (const RotatedSquare& sq : w.rot[r].squares)
        if (fits(r, {next.x - sq.offset.x, next.y - sq.offset.y})) return true;
  }
  return false;
}

// §3.2: while the turn player's wonder has no place, a drawn tile may only go where the wonder
// then fits beside it; a tile with no such place fits nowhere, so the core takes it out of the
// game and draws the next.
bool Wonders::checkPlacement(const Game& g, const Action& a, Why& why) const {
  int wonder = heldUnplaced(g);
  if (wonder < 0 || g.catalog().tiles[a.tile].multiSquare() || fitsBeside(g, wonder, a)) return true;
  return why.no([&] {
    return "the wonder in hand fits nowhere, so this tile must go where the wonder can then be placed next to it "
           "(§3.2)";
  });
}

// After the helper tile: no meeple on it (vetoed in checkFigure), and the wonder follows in a turn
// part of its own, which the core gives as an extra turn (every place it has touches the helper).
void Wonders::helperPlaced(Game& g) const {
  int tile = g.lastTile();
  if (tile < 0 || g.tiles()[tile].player != g.current() || effect_[g.tiles()[tile].type] >= 0) return;
  if (heldUnplaced(g) < 0) return;
  g.moduleState(self_)[kHelper] = 1;
  g.grantExtraTurn();
}

// At the end of a turn with the pile empty: a tile left in a hand (the Circus Maximus's kept tile)
// passes to the next player if their hand is empty: they draw it as the pile's last tile (§6.3).
void Wonders::passKeptTile(Game& g) const {
  if (g.tilesLeft() > 0) return;
  int next = g.extraTurnDue() ? g.current() : g.playerAfter(g.current());
  if (!g.hand(next).empty()) return;
  for (int i = 0; i < g.players(); ++i) {
    int p = (next + i) % g.players();
    if (p == next || g.hand(p).empty()) continue;
    g.passHandTile(p, next);
    g.emitModuleEvent(self_, kEvHandPassed, p, {}, next);
    return;
  }
}

}  // namespace carc
