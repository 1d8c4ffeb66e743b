// The greedy player: tries every answer to the pending decision and, while the turn stays its own,
// every follow-up (the figure after the tile), and keeps the line whose end position is worth most
// to it relative to the best opponent (see evaluate.hpp). Ties go to a seeded random pick.
#pragma once
#include <vector>

#include "../game.hpp"

namespace carc {

class GreedyBot {
 public:
  explicit GreedyBot(uint64_t seed) : rng_(seed ^ 0x6EEEDD06ull) {}
  Action choose(const Game& g);

 private:
  double lineValue(const Game& g, int me, int turn, size_t depth);
  double expectedValue(const Game& g, int me, int turn, size_t depth);
  Rng rng_;
  std::vector<Game> stack_;  // one scratch game per search depth, reused between calls
  std::vector<std::vector<Action>> options_;
};

}  // namespace carc
