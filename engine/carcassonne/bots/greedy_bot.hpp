// The greedy player: platform::GreedyBot over Carcassonne (carcassonne_bot_state.hpp). It tries
// every answer to the pending decision and, while the turn stays its own, every follow-up (the
// figure after the tile), and keeps the line whose end position is worth most to it relative to
// the best opponent (see evaluate.hpp). Ties go to a seeded random pick.
#pragma once
#include <optional>

#include "bots/greedy.hpp"
#include "carcassonne_bot_state.hpp"

namespace carc {

class GreedyBot {
 public:
  explicit GreedyBot(uint64_t seed) : impl_(seed) {}
  Action choose(const Game& g);

 private:
  platform::GreedyBot<CarcState> impl_;
  std::optional<CarcState> root_;  // the game searched, its buffers reused between calls
};

}  // namespace carc
