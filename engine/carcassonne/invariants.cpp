#include "invariants.hpp"

namespace carc {

int figuresAside(const Game& g, int p, int kind) {
  int n = 0;
  for (auto* m : g.rules().modules) n += m->figuresAside(g, p, kind);
  return n;
}

namespace {
int aside(const Game& g, int p, int kind) { return figuresAside(g, p, kind); }
int tilesPlaced(const Game& g) { return static_cast<int>(g.tiles().size()) - g.piecesPlayedInstead(); }
}  // namespace

Baseline baselineOf(const Game& g) {
  Baseline b;
  b.figures.resize(g.players());
  for (int p = 0; p < g.players(); ++p)
    for (size_t k = 0; k < g.catalog().figures.size(); ++k) b.figures[p][k] = g.supply(p, int(k)) + aside(g, p, int(k));
  for (const Figure& f : g.figures())
    if (f.player != kNeutral) ++b.figures[f.player][f.kind];
  for (size_t k = 0; k < g.catalog().figures.size(); ++k) b.neutral[k] = g.supply(kNeutral, int(k));
  for (const Figure& f : g.figures())
    if (f.player == kNeutral) ++b.neutral[f.kind];
  b.tiles = g.tilesLeft() + tilesPlaced(g) + discardedTiles(g);
  for (int p = 0; p < g.players(); ++p) b.tiles += static_cast<int>(g.hand(p).size());
  return b;
}

int discardedTiles(const Game& g) {
  int n = 0;
  for (const Event& e : g.events()) n += e.type == EventType::TileDiscarded;
  return n;
}

std::string brokenInvariant(const Game& g, const Baseline& b, const std::vector<int>& previousScores) {
  const size_t kinds = g.catalog().figures.size();
  std::vector<std::array<int, kMaxFigureKinds>> count(g.players());
  std::array<int, kMaxFigureKinds> neutral{};
  for (const Figure& f : g.figures())
    if (f.player == kNeutral)
      ++neutral[f.kind];
    else
      ++count[f.player][f.kind];
  for (size_t k = 0; k < kinds; ++k)
    if (neutral[k] + g.supply(kNeutral, int(k)) != b.neutral[k])
      return "neutral figures of kind " + g.catalog().figures[k].name + " not conserved";
  for (int p = 0; p < g.players(); ++p) {
    for (size_t k = 0; k < kinds; ++k)
      if (count[p][k] + g.supply(p, int(k)) + aside(g, p, int(k)) != b.figures[p][k])
        return "figures of kind " + g.catalog().figures[k].name + " of player " + std::to_string(p) + " not conserved";
    if (!previousScores.empty() && g.score(p) < previousScores[p])
      return "score of player " + std::to_string(p) + " decreased";
  }
  int inHands = 0;
  for (int p = 0; p < g.players(); ++p) {
    int n = static_cast<int>(g.hand(p).size());
    if (n > g.handSize(p)) return "hand of player " + std::to_string(p) + " larger than handSize";
    inHands += n;
  }
  // A free deck's draw puts the tile it replaces back on the deck (Game::forceDraw): one more each.
  int putBack = 0;
  if (g.setup().freeDeck)
    for (const LogEntry& e : g.log()) putBack += e.action.type == ActionType::Draw;
  if (g.tilesLeft() + inHands + tilesPlaced(g) + discardedTiles(g) != b.tiles + putBack)
    return "tiles do not add up (deck + hands + board + discards, and a free deck's draws)";
  if (g.tilesPlacedFromDeck() > g.tilesInPlay()) return "more tiles placed than the sets in play hold";
  int left = 0;
  for (int n : g.tilesLeftByType()) left += n;
  if (left != g.tilesLeft() + inHands) return "tilesLeftByType disagrees with tilesLeft + hands";
  if (g.over() != g.pending().empty()) return "over() and pending() disagree";
  // Scoring skips figures on other kinds of feature without a find(): a feature holds one kind.
  for (size_t n = 0; n < g.features().size(); ++n)
    if (g.features().node(int(n)).kind != g.features().root(int(n)).kind)
      return "segment " + std::to_string(n) + " joined to a feature of another kind";
  return "";
}

}  // namespace carc
