// The uniform random player: platform::RandomBot over a view of the Game (no copy per decision):
// any legal answer with equal chance, a chance decision by Game::randomAction (the outcomes'
// weights), from its own seeded stream.
#pragma once
#include <vector>

#include "bots/random.hpp"
#include "carcassonne_bot_state.hpp"

namespace carc {

class RandomBot {
 public:
  explicit RandomBot(uint64_t seed) : impl_(seed) {}
  Action choose(const Game& g) { return impl_.choose(CarcView(g)); }
  const std::vector<Action>& lastOptions() const { return impl_.lastOptions(); }

 private:
  platform::RandomBot<CarcView> impl_;
};

// Plays a whole game with random bots in every seat.
inline void playRandom(Game& g, uint64_t botSeed) {
  RandomBot bot(botSeed);
  while (!g.over()) g.apply(bot.choose(g));
}

}  // namespace carc
