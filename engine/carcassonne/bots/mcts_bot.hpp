// Monte Carlo tree search over determinizations: every iteration re-deals what the deciding player
// cannot see (deck order, other hands: Game::redealHidden), walks one tree of action sequences
// shared by all deals (UCT over the children legal in this deal, expanding one new action), plays
// a few random turns and values the position like the greedy bot does (or plays to the end), and
// backs up each player's result. Uses only the generic Game API, so it
// plays whatever modules are active.
//
// Deterministic for a seed under an iteration budget. A time budget stops after however many
// iterations the machine managed, so its choices depend on the machine's speed and load.
#pragma once
#include <cstdint>
#include <vector>

#include "../game.hpp"

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

struct MctsStats {
  long long iterations = 0, playoutDecisions = 0;
  double seconds = 0;
  int nodes = 0;
};

class MctsBot {
 public:
  MctsBot(uint64_t seed, MctsBudget budget) : rng_(seed ^ 0x3C75B07ull), budget_(budget) {}
  Action choose(const Game& g);
  const MctsStats& lastStats() const { return stats_; }

 private:
  struct Node {
    Action action;     // the action that led here
    uint64_t key = 0;  // the action's key, made once at expansion (selection compares keys per child)
    int32_t parent = -1, firstChild = -1, nextSibling = -1;
    uint8_t player = 0;  // who chose `action`
    uint32_t visits = 0;
    uint32_t avail = 0;  // selections at the parent that found this action legal (budget availability)
    double reward = 0;   // summed results for `player`
    // Kept up to date at backup, so that selection does no division or root per child.
    double mean = 0, spread = 0;  // reward / visits and 1 / sqrt(visits)
  };
  void iterate(const Game& root, int me);
  // One search from a new tree until `cap` iterations (< 0: none) or `deadline` seconds after t0
  // (0: none); adds each root child's visits to votes, by the child's index in rootLegal.
  void search(int me, long long cap, double t0, double deadline, const std::vector<Action>& rootLegal,
              std::vector<uint64_t>& votes);
  int select(int node, const std::vector<Action>& legal);
  int expand(int node, const std::vector<Action>& legal, int player);
  void result(Game& g, double* out) const;

  Rng rng_;
  MctsBudget budget_;
  MctsStats stats_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<Action> legal_;
  // Every child by (parent, action key): open addressing, linear probes, child -1 = empty.
  struct Slot {
    uint64_t key = 0;
    int32_t parent = -1, child = -1;
  };
  std::vector<Slot> index_;
  int childOf(int node, uint64_t key) const;
  void indexChild(int child);
  std::vector<double> explore_;  // the exploration term by a node's visit count, made once per count
  double exploreFor(uint32_t visits);
  Game* scratch_ = nullptr;
  std::vector<Game> scratchStore_;
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
