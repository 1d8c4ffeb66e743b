// The uniform random player over any game: a seat's answers with equal chance, a chance decision's
// outcomes by their weights (or the game's randomAction hook), from the bot's own seeded stream.
// It only reads the state, so a game may hand it a view (DecisionView).
#pragma once
#include <vector>

#include "hooks.hpp"

namespace platform {

template <DecisionView S>
class RandomBot {
 public:
  using Action = typename S::Action;
  explicit RandomBot(uint64_t seed) : rng_(seed ^ 0xB07B07B07ull) {}
  Action choose(const S& s) {
    s.legalActions(options_);
    if (options_.empty()) throw Error("no legal action to choose from");
    if (s.decider() == kChanceDecider) return bots::randomAction(s, rng_, scratch_);
    return options_[rng_.below(static_cast<uint32_t>(options_.size()))];
  }
  const std::vector<Action>& lastOptions() const { return options_; }  // what the last choice was made from

 private:
  Rng rng_;
  std::vector<Action> options_, scratch_;
};

}  // namespace platform
