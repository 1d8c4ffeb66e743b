// The greedy player over any game: tries every answer to the pending decision and, while the turn
// stays its own, every follow-up (up to kMaxDepth decisions; chance inside the line by its
// weights), and keeps the line whose end position is worth most to it relative to the best other
// seat (the game's evaluate hook; without one only a finished game has a worth, so it takes an
// immediate win). Ties go to a seeded random pick; a chance decision is drawn by its weights.
#pragma once
#include <vector>

#include "hooks.hpp"

namespace platform {

template <BotState S>
class GreedyBot {
 public:
  using Action = typename S::Action;
  static constexpr size_t kMaxDepth = 4;  // decisions of one turn searched

  explicit GreedyBot(uint64_t seed) : rng_(seed ^ 0x6EEEDD06ull) {}

  Action choose(const S& s) {
    const int me = s.decider();
    if (me == kNoDecider) throw Error("no decision is pending");
    std::vector<Action> root;
    s.legalActions(root);
    if (root.empty()) throw Error("no legal action to choose from");
    if (root.size() == 1) return root[0];
    if (me == kChanceDecider) return bots::randomAction(s, rng_, root);  // drawn by the weights
    while (stack_.size() < kMaxDepth + 1) stack_.push_back(s);           // sized up front: references stay valid
    options_.resize(kMaxDepth + 1);
    const long long turn = bots::turnOf(s);
    double best = -1e300;
    std::vector<size_t> ties;
    for (size_t i = 0; i < root.size(); ++i) {
      stack_[0] = s;
      stack_[0].applyLegal(root[i]);
      double v = lineValue(stack_[0], me, turn, 1);
      if (v > best + 1e-9)
        best = v, ties.assign(1, i);
      else if (v > best - 1e-9)
        ties.push_back(i);
    }
    return root[ties[rng_.below(static_cast<uint32_t>(ties.size()))]];
  }

 private:
  // `me`'s value of s relative to the best other seat; scratch: a state the evaluation may use.
  double valueOf(const S& s, int me, S& scratch) {
    bots::evaluate(s, values_, scratch);
    return bots::relativeValue(values_, me);
  }

  // Value for `me` of the best line from g (= stack_[depth - 1]) until the turn `turn` is over or
  // another seat decides. stack_[depth] holds the next position, or the evaluation's copy.
  double lineValue(const S& g, int me, long long turn, size_t depth) {
    const bool sameTurn = !g.finished() && bots::turnOf(g) == turn;
    const bool chance = sameTurn && g.decider() == kChanceDecider;
    const bool mine = sameTurn && g.decider() == me;
    if ((!mine && !chance) || depth >= kMaxDepth) return valueOf(g, me, stack_[depth]);
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
  double expectedValue(const S& g, int me, long long turn, size_t depth) {
    const std::vector<Action> outcomes = options_[depth];  // a copy: deeper levels reuse the buffer
    double sum = 0, weights = 0;
    for (const Action& a : outcomes) {
      double w = std::max(0.0, double(g.chanceWeight(a)));
      if (w == 0) continue;
      stack_[depth] = g;
      stack_[depth].applyLegal(a);
      sum += w * lineValue(stack_[depth], me, turn, depth + 1);
      weights += w;
    }
    return weights > 0 ? sum / weights : valueOf(g, me, stack_[depth]);
  }

  Rng rng_;
  std::vector<S> stack_;  // one scratch state per search depth, reused between calls
  std::vector<std::vector<Action>> options_;
  std::vector<double> values_;
};

}  // namespace platform
