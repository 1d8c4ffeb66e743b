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

void addCompletionChances(const Game& g, PlayerValues& v, double weight) {
  if (g.over() || weight <= 0) return;
  thread_local std::vector<int> roots;
  roots.clear();
  const Catalog& cat = g.catalog();
  int left = g.tilesLeft();
  double q = double(left) / (left + 12.0);  // chance per missing piece, falling as the deck runs out
  for (const Figure& f : g.figures()) {
    if (f.player >= g.players()) continue;
    const int node = g.nodeOf(f.tile, f.seg);
    const FeatureKindDef& kd = cat.kinds[g.features().node(node).kind];  // not via the tile type: view() reads the node
    if (!kd.completes) continue;
    FeatureView done = g.view(node, true);
    if (std::find(roots.begin(), roots.end(), done.root) != roots.end()) continue;
    roots.push_back(done.root);
    int missing = kd.topology == Topology::Center ? 9 - done.tiles : done.node->open;
    if (missing <= 0) continue;
    int full = 0, now = 0;
    for (auto* m : g.rules().modules) full = m->featurePoints(g, done, full);
    // The same view, open: a copy of it was read back as wide loads over the narrow stores that
    // had just built it (a store-forwarding stall at each feature).
    done.complete = false;
    for (auto* m : g.rules().modules) now = m->featurePoints(g, done, now);
    double chance = 1;
    for (int i = 0; i < missing; ++i) chance *= q;
    int best = 0;
    for (int p = 0; p < g.players(); ++p) best = std::max(best, int(done.node->strength[p]));
    if (best == 0) continue;
    for (int p = 0; p < g.players(); ++p)
      if (done.node->strength[p] == best) v[p] += weight * chance * (full - now);
  }
}

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
