#include "river.hpp"

#include <algorithm>

#include "../game.hpp"
#include "tiles_embedded.hpp"

namespace carc {

void River::registerContent(Catalog& cat) {
  // A river is a side feature that fields lie beside (like a road) but that never completes or scores.
  FeatureKindDef river = featureKind("river", Topology::Side, 'I', true, false);
  river.noFigure = "no figure may stand on the river";
  river_ = cat.addKind(river);
  cat.addEdge('I', river_, true);
  cat.addTileFile(std::string(kTilesRiver), "tiles/river.json");
}

void River::resolve(const Catalog& cat) {
  riverSeg_.assign(cat.tiles.size(), -1);
  group_.assign(cat.tiles.size(), Land);
  for (size_t i = 0; i < cat.tiles.size(); ++i) {
    const TileType& t = cat.tiles[i];
    for (size_t k = 0; k < t.segments.size(); ++k)
      if (t.segments[k].kind == river_) {
        riverSeg_[i] = static_cast<int8_t>(k);
        // One river side: a spring or a lake. In the deck (the spring is the start tile) it is the end.
        group_[i] = __builtin_popcount(t.segments[k].sides) == 1 ? End : Course;
      }
  }
}

// River tiles first (in their shuffled order), the lake after them, then the land tiles.
void River::arrangeDeck(const Game&, std::vector<uint16_t>& deck) const {
  std::stable_sort(deck.begin(), deck.end(), [&](uint16_t a, uint16_t b) {
    auto rank = [&](uint16_t t) { return group_[t] == Land ? 2 : group_[t] == Course ? 0 : 1; };
    return rank(a) < rank(b);
  });
}

// A record names the tile drawn; with a counted deck the river order still holds: the player draws
// river tiles while the deck or their hand holds any, and the lake only after the others.
bool River::checkDraw(const Game& g, int tileType, Why& why) const {
  if (g.setup().freeDeck) return true;  // teaching examples name any tile in any order
  std::vector<int> left = g.tilesLeftByType();
  for (int p = 0; p < g.players(); ++p)
    if (p != g.current())
      for (int t : g.hand(p)) --left[t];
  int course = 0, ends = 0;
  for (size_t t = 0; t < left.size(); ++t) {
    if (group_[t] == Course) course += left[t];
    if (group_[t] == End) ends += left[t];
  }
  if (group_[tileType] == Land && course + ends > 0)
    return why.no(
        [&] { return "the river tiles come first (" + std::to_string(course + ends) + " still to be drawn)"; });
  if (group_[tileType] == End && course > 0)
    return why.no(
        [&] { return "the lake comes last (" + std::to_string(course) + " other river tiles still to be drawn)"; });
  return true;
}

uint8_t River::riverSides(const Game& g, int tile) const {
  const PlacedTile& pt = g.tiles()[tile];
  int seg = riverSeg_[pt.type];
  return seg < 0 ? 0 : g.catalog().tiles[pt.type].rot[pt.rot].segSides[seg];
}

namespace {
// Turn of the water through a tile it enters by side `in` and leaves by side `out`: 0 straight,
// 1 right (clockwise), 3 left.
int turnOf(int in, int out) { return (out - opposite(in)) & 3; }
int otherSide(uint8_t sides, int side) { return __builtin_ctz(sides & ~(1u << side)); }
}  // namespace

// The river must continue from an open end; a curve must turn the other way than the last curve
// upstream (straight tiles between them do not matter). This is the rule text's "two consecutive
// bends may not turn the same way" (004 B and its example: once bent, the river keeps flowing
// down or right), i.e. the HiG ruling that forbids U-turns, not JCZ's look-ahead for free cells.
River::Verdict River::check(const Game& g, const Action& a) const {
  int seg = riverSeg_[a.tile];
  if (seg < 0) return Verdict::Ok;
  uint8_t sides = g.catalog().tiles[a.tile].rot[a.rot].segSides[seg];
  Coord at{a.x, a.y};
  int in = -1, joined = 0;
  for (int s = 0; s < kSides; ++s)
    if ((sides >> s & 1) && g.board().tileAt(at.step(s)) >= 0) in = s, ++joined;
  if (joined == 0) return Verdict::NotConnected;
  if (joined > 1 || __builtin_popcount(sides) != 2) return Verdict::Ok;
  int turn = turnOf(in, otherSide(sides, in));
  if (turn == 0) return Verdict::Ok;
  // Walk upstream: the tile across `in` is left by the water through its side facing us.
  Coord cur = at.step(in);
  int out = opposite(in);
  for (size_t steps = 0; steps < g.tiles().size(); ++steps) {
    int tile = g.board().tileAt(cur);
    if (tile < 0) return Verdict::Ok;
    uint8_t up = riverSides(g, tile);
    if (__builtin_popcount(up) != 2 || !(up >> out & 1)) return Verdict::Ok;  // the spring
    int upIn = otherSide(up, out);
    if (int t = turnOf(upIn, out); t != 0) return t == turn ? Verdict::UTurn : Verdict::Ok;
    cur = cur.step(upIn), out = opposite(upIn);
  }
  return Verdict::Ok;
}

bool River::checkPlacement(const Game& g, const Action& a, Why& why) const {
  switch (check(g, a)) {
    case Verdict::NotConnected:
      return why.no("the river must continue: a river edge of the tile must meet the open end of the river");
    case Verdict::UTurn:
      return why.no("the river may not turn the same way twice in a row (no U-turn)");
    case Verdict::Ok:
      break;
  }
  return true;
}

}  // namespace carc
