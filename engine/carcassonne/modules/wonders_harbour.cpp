// The Cothon of Carthage's harbour (rules/WONDERS.md §6.11). Its owner may keep standard meeples
// there instead of returning them to supply after a scoring (any number), and, in their own turn,
// instead of a meeple on the tile just placed, send one from the harbour to a feature (not a field)
// on a river tile that holds none of their meeples (opponents' may be there): the meeple stands on
// that feature's segment on the river tile. A feature the tile just placed completes may take it
// (it is scored this turn); one completed earlier may not.
#include <algorithm>
#include <cstdlib>

#include "../game.hpp"
#include "wonders.hpp"

namespace carc {

int Wonders::harbour(const Game& g, int player) const {
  const std::vector<int>& s = g.moduleState(self_);
  return s.empty() ? 0 : s[slot(player, kHarbour)];
}

// The owner's standard meeples the scoring of this turn part returned to supply (HOUSE CHOICE: all
// of them may go to the harbour, decided once after the scoring step).
int Wonders::returnedToKeep(const Game& g, int player) const {
  const std::vector<int>& s = g.moduleState(self_);
  int n = 0;
  for (size_t i = static_cast<size_t>(s[kEventMark]); i < g.events().size(); ++i) {
    const Event& e = g.events()[i];
    n += e.type == EventType::FigureReturned && e.player == player && e.figure == meeple_;
  }
  return std::min(n, g.supply(player, meeple_));
}

// Every feature a harbour meeple may be sent to: a road, city or monastery segment of a placed
// river tile (not the Cothon) whose feature holds none of the player's figures and is not a feature
// completed before this turn part.
void Wonders::sendOptions(const Game& g, int player, std::vector<Action>& out) const {
  if (harbour(g, player) == 0 || owner(g, Cothon) != player) return;
  const Catalog& cat = g.catalog();
  int last = g.lastTile();
  auto touchesLast = [&](int root) {
    if (last < 0) return false;
    for (size_t k = 0; k < g.typeOf(last).segments.size(); ++k)
      if (g.features().find(g.nodeOf(last, int(k))) == root) return true;
    return false;
  };
  for (size_t t = 1; t < g.tiles().size(); ++t) {
    const TileType& tt = g.typeOf(int(t));
    if (tt.multiSquare()) continue;
    bool river = false;
    for (const SegmentDef& sd : tt.segments) river = river || sd.kind == river_;
    if (!river) continue;
    for (size_t k = 0; k < tt.segments.size(); ++k) {
      int kind = tt.segments[k].kind;
      if (kind != road_ && kind != city_ && kind != monastery_) continue;
      if (cat.kinds[kind].topology == Topology::Center) {
        Coord c = g.tiles()[t].at;
        bool nearLast =
            last >= 0 && std::abs(g.tiles()[last].at.x - c.x) <= 1 && std::abs(g.tiles()[last].at.y - c.y) <= 1;
        bool own = false;
        for (const Figure& f : g.figures()) own = own || (f.tile == t && f.seg == k && f.player == player);
        if (own || (g.neighbours(c) == 8 && !nearLast)) continue;
      } else {
        int root = g.features().find(g.nodeOf(int(t), int(k)));
        const FeatureNode& n = g.features().node(root);
        if (n.strength[player] > 0 || (n.open == 0 && !touchesLast(root))) continue;
      }
      Action a;
      a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = kHarbourSend;
      a.x = int(t), a.y = int(k);
      out.push_back(a);
    }
  }
}

void Wonders::harbourApply(Game& g, int player, const Action& a) const {
  std::vector<int>& s = g.moduleState(self_);
  switch (a.code) {
    case kHarbourPut:
      g.setSupply(player, meeple_, g.supply(player, meeple_) - 1);
      ++s[slot(player, kHarbour)];
      break;
    case kHarbourKeep:
      if (a.x == 0) return;
      g.setSupply(player, meeple_, g.supply(player, meeple_) - a.x);
      s[slot(player, kHarbour)] += a.x;
      break;
    case kHarbourSend:
      --s[slot(player, kHarbour)];
      g.setSupply(player, meeple_, g.supply(player, meeple_) + 1);
      g.placeFigure(player, meeple_, a.x, a.y);
      break;
    default:
      return;
  }
  g.emitModuleEvent(self_, kEvHarbour, s[slot(player, kHarbour)], {}, player);
}

}  // namespace carc
