#include "evaluate.hpp"

#include <algorithm>

namespace carc {

namespace {

// Figures in supply, valued before the final scoring returns the ones on the board.
PlayerValues supplyWorth(const Game& g) {
  PlayerValues v{};
  if (g.over()) return v;
  int total = std::max(1, static_cast<int>(g.tiles().size()) + g.tilesLeft());
  double worth = 0.5 + 2.0 * g.tilesLeft() / total;
  int kinds = std::min(static_cast<int>(g.catalog().figures.size()), kMaxFigureKinds);
  for (int p = 0; p < g.players(); ++p)
    for (int k = 0; k < kinds; ++k) v[p] += worth * g.supply(p, k);
  return v;
}

bool betweenTurns(const Game& g) {
  return !g.over() && !g.pending().empty() && g.pending().front().core() && g.pending().front().kind == kDecideTile &&
         !g.canUndo();
}

// Decisions the final scoring asks (a robber's victim, ...) answered with their first option.
void finishFinalScoring(Game& g) {
  std::vector<Action> options;
  while (!g.over() && !g.pending().empty()) {
    g.legalActions(options);
    if (options.empty()) break;
    g.applyLegal(options[0]);
  }
}

}  // namespace

PlayerValues evaluateAndEnd(Game& g) {
  PlayerValues v = supplyWorth(g);
  if (betweenTurns(g)) {
    g.endNow();  // otherwise (mid-turn): current scores only
    finishFinalScoring(g);
  }
  for (int p = 0; p < g.players(); ++p) v[p] += g.score(p);
  return v;
}

PlayerValues evaluatePosition(const Game& g, Game& scratch) {
  if (!betweenTurns(g)) {
    PlayerValues v = supplyWorth(g);
    for (int p = 0; p < g.players(); ++p) v[p] += g.score(p);
    return v;
  }
  scratch = g;
  scratch.recordEvents(false);  // the final scoring's scores only
  return evaluateAndEnd(scratch);
}

double relativeValue(const PlayerValues& v, int players, int player) {
  double best = -1e300;
  for (int q = 0; q < players; ++q)
    if (q != player) best = std::max(best, v[q]);
  return v[player] - best;
}

}  // namespace carc
