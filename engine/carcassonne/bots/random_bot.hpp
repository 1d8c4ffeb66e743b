// The uniform random player: picks any legal answer with equal chance, from its own seeded stream.
#pragma once
#include <vector>

#include "../game.hpp"

namespace carc {

class RandomBot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed ^ 0xB07B07B07ull) {}
  Action choose(const Game& g) {
    g.legalActions(options_);
    if (options_.empty()) throw Error("no legal action to choose from");
    if (g.decider() == kChance) return g.randomAction(rng_, scratch_);  // by the outcomes' weights
    return options_[rng_.below(static_cast<uint32_t>(options_.size()))];
  }
  const std::vector<Action>& lastOptions() const { return options_; }

 private:
  Rng rng_;
  std::vector<Action> options_, scratch_;
};

// Plays a whole game with random bots in every seat.
inline void playRandom(Game& g, uint64_t botSeed) {
  RandomBot bot(botSeed);
  while (!g.over()) g.apply(bot.choose(g));
}

}  // namespace carc
