#include "greedy_bot.hpp"

#include "evaluate.hpp"

namespace carc {

namespace {
constexpr size_t kMaxDepth = 4;  // decisions of one turn searched (tile, figure, module extras)
}

// Value for `me` of the best line from g (= stack_[depth - 1]) until the turn `turn` is over or
// another player decides. stack_[depth] holds the next position, or the evaluation's copy.
double GreedyBot::lineValue(const Game& g, int me, int turn, size_t depth) {
  bool chance = !g.over() && g.turn() == turn && g.decider() == kChance;
  bool mine = !g.over() && g.turn() == turn && !g.pending().empty() && g.pending().front().player == me;
  if ((!mine && !chance) || depth >= kMaxDepth)
    return relativeValue(evaluatePosition(g, stack_[depth]), g.players(), me);
  std::vector<Action>& opts = options_[depth];
  g.legalActions(opts);
  if (chance) return expectedValue(g, me, turn, depth);
  double best = -1e300;
  for (const Action& a : opts) {
    stack_[depth] = g;
    stack_[depth].applyLegal(a);  // a is from the list just made
    best = std::max(best, lineValue(stack_[depth], me, turn, depth + 1));
  }
  return best;
}

// A chance decision inside the line: the outcomes' values weighted by their chances.
double GreedyBot::expectedValue(const Game& g, int me, int turn, size_t depth) {
  const std::vector<Action> outcomes = options_[depth];  // a copy: deeper levels reuse the buffer
  const Decision d = g.pending().front();
  const Module* m = g.catalog().modules[d.module].get();
  double sum = 0, weights = 0;
  for (const Action& a : outcomes) {
    double w = std::max(0, m->chanceWeight(g, d, a));
    if (w == 0) continue;
    stack_[depth] = g;
    stack_[depth].applyLegal(a);
    sum += w * lineValue(stack_[depth], me, turn, depth + 1);
    weights += w;
  }
  return weights > 0 ? sum / weights : relativeValue(evaluatePosition(g, stack_[depth]), g.players(), me);
}

Action GreedyBot::choose(const Game& g) {
  if (g.over() || g.pending().empty()) throw Error("no decision is pending");
  int me = g.pending().front().player;
  std::vector<Action> root = g.legalActions();
  if (root.empty()) throw Error("no legal action to choose from");
  if (root.size() == 1) return root[0];
  while (stack_.size() < kMaxDepth + 1) stack_.push_back(g);  // sized up front: references stay valid
  options_.resize(kMaxDepth + 1);
  double best = -1e300;
  std::vector<size_t> ties;
  for (size_t i = 0; i < root.size(); ++i) {
    stack_[0] = g;
    stack_[0].applyLegal(root[i]);
    double v = lineValue(stack_[0], me, g.turn(), 1);
    if (v > best + 1e-9)
      best = v, ties.assign(1, i);
    else if (v > best - 1e-9)
      ties.push_back(i);
  }
  return root[ties[rng_.below(static_cast<uint32_t>(ties.size()))]];
}

}  // namespace carc
