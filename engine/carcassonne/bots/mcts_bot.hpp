// Monte Carlo tree search for Carcassonne: platform::MctsBot (engine/platform/bots/mcts.hpp:
// determinization per iteration by Game::redealHidden, UCT over the children legal in this deal,
// chance drawn) over CarcState, whose playout moves are Game::randomAction's and whose leaves are
// valued as the greedy bot values a position (evaluate.hpp), plus the open features' chances to
// complete. Uses only the generic Game API, so it plays whatever modules are active.
//
// Deterministic for a seed under an iteration budget. A time budget stops after however many
// iterations the machine managed, so its choices depend on the machine's speed and load.
#pragma once
#include <cstdint>
#include <optional>

#include "bots/mcts.hpp"
#include "carcassonne_bot_state.hpp"

namespace carc {

constexpr int kMaxBotSearches = 16;   // MctsBudget::searches: at most this many
constexpr int kMaxPlayoutTurns = 64;  // MctsBudget::playoutTurns as botOption takes it (0: to the end)

struct MctsBudget {
  int iterations = 1000;  // stop after this many (0: no limit, time only)
  double seconds = 0;     // stop after this long (0: no limit, iterations only)
  int playoutTurns = 4;   // random turns after the tree before the position is valued (0: to the end)
  // > 0: the valuation adds this times each open feature's completion gain times its rough chance
  // (evaluate.hpp addCompletionChances); 0: the greedy bot's valuation alone (docs/arena.md: 1 wins
  // 83 % against greedy at 20,000 iterations where 0 wins 75 %).
  double completionWeight = 1;
  // true: a child's exploration term counts the visits of its parent in which its action was legal
  // (ISMCTS availability) instead of all the parent's visits, of which a tile-dependent action (the
  // opponent's placement of a hidden tile) sees only a few (docs/arena.md, 100,000 iterations).
  bool availability = false;
  // > 1: that many independent searches of the budget each (their own trees and deals; a time budget
  // is shared out), the root action chosen by its visits summed over all (root parallelization): more
  // thinking without deepening one tree, where more iterations in one tree played worse. Measured
  // against greedy, 4 searches of 50,000 play as one does (docs/arena.md), so no level uses it yet.
  int searches = 1;
};

using MctsStats = platform::MctsStats;

class MctsBot {
 public:
  MctsBot(uint64_t seed, MctsBudget budget);
  Action choose(const Game& g);
  const MctsStats& lastStats() const { return impl_.lastStats(); }

 private:
  double completionWeight_;
  platform::MctsBot<CarcState> impl_;
  // The root without its events (a playout reads scores only), so that no iteration copies them.
  std::optional<CarcState> root_;
};

// The benchmark the command line and the WASM module share: MCTS with an iteration budget plays the
// first `moves` decisions of a seeded game (both seats); the signature hashes the chosen actions.
struct MctsBenchResult {
  int decisions = 0, searched = 0;
  long long iterations = 0, playoutDecisions = 0;
  double seconds = 0;  // search time only
  uint64_t signature = 0;
};
MctsBenchResult benchMcts(const Setup& setup, MctsBudget budget, int moves, uint64_t seed);

}  // namespace carc
