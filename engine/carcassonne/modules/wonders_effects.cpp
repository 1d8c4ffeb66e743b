// The owner effects of the wonders (rules/WONDERS.md §6). Each effect is found by the wonder's
// "effect" property (Wonders::owner), so a wonder's effect is tile data. The Cothon of Carthage is
// the start tableau with the River (wonders.cpp); its harbour (§6.11) is not built yet.
#include <algorithm>

#include "../game.hpp"
#include "wonders.hpp"

namespace carc {

// Once, when the wonder is marked: Terracotta Army's two meeples (§6.8, HOUSE EFFECT), the Circus
// Maximus's hand of two tiles from the owner's next draw (§6.3).
void Wonders::marked(Game& g, int player, int tile) const {
  Effect e = effectOf(g.tiles()[tile].type);
  if (e == Terracotta) g.setSupply(player, meeple_, g.supply(player, meeple_) + 2);
  if (e == Circus) g.setHandSize(player, 2);
}

// Stonehenge (§6.1): in the owner's own turn (not the turn it was placed), +3 for each occupied
// road completed, before the road's own score. Taj Mahal (§6.10): a bonus for each completed road,
// city or monastery the owner has a meeple in, by the spaces occupied.
void Wonders::onFeatureCompleted(Game& g, const FeatureView& f) const {
  int stone = owner(g, Stonehenge);
  if (f.kind == road_ && stone >= 0 && stone == g.current() && f.node->occupants > 0) {
    bool placingTurn = false;
    for (int t : placed(g, stone))
      if (effectOf(g.tiles()[t].type) == Stonehenge && g.tiles()[t].turn == g.turn()) placingTurn = true;
    if (!placingTurn) award(g, stone, 3, Stonehenge, &f);
  }
  int taj = owner(g, TajMahal);
  if (taj >= 0 && f.node->strength[taj] > 0) {
    int spaces = tajMeeples(g, taj);
    if (f.kind == road_) award(g, taj, spaces >= 1 ? 5 : 2, TajMahal, &f, {-1, 0, spaces});
    if (f.kind == city_ && spaces >= 2) award(g, taj, 3, TajMahal, &f, {-1, 0, spaces});
    if (f.kind == monastery_ && spaces >= 3) award(g, taj, 3, TajMahal, &f, {-1, 0, spaces});
  }
}

// Abu Simbel (§6.5, HOUSE): +3 per completed monastery the owner scores. Tikal (§6.6, HOUSE): +2
// per pennant of a completed city the owner scores. Angkor Wat (§6.7, HOUSE): +2 per incomplete
// road, city or monastery the owner scores at the end.
void Wonders::onScored(Game& g, const Event& e, const FeatureView* f) const {
  if (std::find(categories_.begin(), categories_.end(), e.category) != categories_.end()) return;
  const Catalog& cat = g.catalog();
  auto paid = [&](int p) { return p >= 0 && (e.players >> p & 1); };
  auto is = [&](int kind) { return kind >= 0 && e.category == cat.kinds[kind].category; };
  if (e.complete && is(monastery_) && paid(owner(g, AbuSimbel))) award(g, owner(g, AbuSimbel), 3, AbuSimbel, f);
  if (e.complete && is(city_) && paid(owner(g, Tikal))) award(g, owner(g, Tikal), 2 * e.tags[pennants_], Tikal, f);
  if (!e.complete && g.phase() == Phase::FinalScoring && (is(road_) || is(city_) || is(monastery_)) &&
      paid(owner(g, AngkorWat)))
    award(g, owner(g, AngkorWat), 2, AngkorWat, f);
}

// The Great Wall (§6.9): right after any tile placement, +3 for each city that now holds a walled
// city segment of the new tile and held a follower of the owner before (figures of this turn come
// later, so the city's strength now is its parts' strength before).
void Wonders::greatWall(Game& g) const {
  int o = owner(g, GreatWall), tile = g.lastTile();
  if (o < 0 || tile < 0 || !walled_[g.tiles()[tile].type]) return;
  const TileType& t = g.typeOf(tile);
  std::vector<int> seen;
  for (size_t k = 0; k < t.segments.size(); ++k) {
    if (t.segments[k].kind != city_) continue;
    int root = g.features().find(g.nodeOf(tile, int(k)));
    if (std::find(seen.begin(), seen.end(), root) != seen.end()) continue;
    seen.push_back(root);
    if (g.features().node(root).strength[o] == 0) continue;
    FeatureView v = g.viewOf(tile, int(k), g.features().node(root).open == 0);
    award(g, o, 3, GreatWall, &v);
  }
}

// Notre-Dame (§6.2, HOUSE EFFECT): +3 for each meeple the owner placed this turn part on a tile
// orthogonally or diagonally next to a monastery (not the monastery of its own square; gardens
// never count). Checked once per turn part, after scoring, from the events of the turn part.
void Wonders::notreDame(Game& g) const {
  std::vector<int>& s = g.moduleState(self_);
  size_t from = static_cast<size_t>(s[kNotreSeen]), to = g.events().size();
  s[kNotreSeen] = static_cast<int>(to);
  int o = owner(g, NotreDame);
  if (o < 0) return;
  for (size_t i = from; i < to; ++i) {
    const Event e = g.events()[i];
    if (e.type != EventType::FigurePlaced || e.player != o) continue;
    if (e.figure != meeple_ && e.figure != big_ && e.figure != abbot_) continue;
    int tile = -1, square = 0;
    if (!g.tileAtCell(e.at, tile, square)) continue;
    // The cells of the segment it stands on (a wonder feature may cover several squares).
    std::vector<Coord> own;
    const TileType& t = g.typeOf(tile);
    for (int q = 0; q < t.squareCount; ++q)
      if (t.segments[e.seg].squares >> q & 1) own.push_back(g.cellOf(tile, q));
    bool near = false;
    for (Coord c : own)
      for (int dy = -1; dy <= 1 && !near; ++dy)
        for (int dx = -1; dx <= 1 && !near; ++dx) {
          Coord n{c.x + dx, c.y + dy};
          if (std::find(own.begin(), own.end(), n) != own.end()) continue;
          int nt = -1, nq = 0;
          if (!g.tileAtCell(n, nt, nq)) continue;
          const TileType& ntt = g.typeOf(nt);
          for (size_t k = 0; k < ntt.segments.size() && !near; ++k)
            near = ntt.segments[k].kind == monastery_ && (ntt.segments[k].squares >> nq & 1);
        }
    if (near) award(g, o, 3, NotreDame);
  }
}

// Alhambra (§6.4): at the end, 5 per farmer of the owner (6 when the game has 120+ land tiles; 4
// in the first printing), whether or not the field paid. Fields are scored before this hook (the
// base game comes first), so the farmers are counted from the figures the final scoring returned.
void Wonders::alhambra(Game& g) const {
  int o = owner(g, Alhambra);
  if (o < 0) return;
  const std::vector<int>& s = g.moduleState(self_);
  int farmers = 0;
  for (size_t i = static_cast<size_t>(s[kEventMark]); i < g.events().size(); ++i) {
    const Event& e = g.events()[i];
    if (e.type != EventType::FigureReturned || e.player != o || (e.figure != meeple_ && e.figure != big_)) continue;
    if (g.catalog().tiles[e.tileType].segments[e.seg].kind == field_) ++farmers;
  }
  int each = alhambraEach(g);
  award(g, o, each * farmers, Alhambra, nullptr, {-1, each, farmers});
}

// The Alhambra's points per farmer: 5, 6 with 120+ land tiles in the game, 4 in the first printing.
int Wonders::alhambraEach(const Game& g) const {
  const std::vector<int>& s = g.moduleState(self_);
  return g.option(optAlhambra_) == 4 ? 4 : (s.size() > size_t(kLandTiles) && s[kLandTiles] >= 120 ? 6 : 5);
}

// The Nazca Lines (§6.12): a placed land tile whose features are only roads and fields, with no
// symbol that does anything (no tag but drawing-only bridges, no tile property).
bool Wonders::nazcaQualifies(const Game& g) const {
  int tile = g.lastTile();
  if (tile < 0 || g.tiles()[tile].turn != g.turn() || g.extraTurnDue()) return false;
  const TileType& t = g.typeOf(tile);
  if (t.multiSquare() || effect_[g.tiles()[tile].type] >= 0 || !t.props.empty()) return false;
  int bridge = g.catalog().tagId("bridge");
  for (const SegmentDef& s : t.segments) {
    if (s.kind != road_ && s.kind != field_) return false;
    for (int k = 0; k < kMaxTags; ++k)
      if (s.tags[k] && k != bridge) return false;
  }
  return true;
}

}  // namespace carc
