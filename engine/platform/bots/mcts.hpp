// Monte Carlo tree search over determinizations, for any game: every iteration re-deals what the
// deciding seat cannot see (redealHidden), walks one tree of action sequences shared by all deals
// (UCT over the children legal in this deal, expanding one new action; chance is drawn, never a
// node), plays random answers (the randomAction hook) for a few turns and takes the game's
// leafValues (without that hook: to the end, finalValues), and backs up each seat's result.
//
// Deterministic for a seed under an iteration budget. A time budget stops after however many
// iterations the machine managed, so its choices depend on the machine's speed and load.
#pragma once
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "../clock.hpp"
#include "hooks.hpp"

namespace platform {

struct MctsBudget {
  int iterations = 1000;  // stop after this many (0: no limit, time only)
  double seconds = 0;     // stop after this long (0: no limit, iterations only)
  // Random turns after the tree before leafValues values the position (0: to the end); a game
  // without leafValues always plays to the end.
  int playoutTurns = 4;
  // true: a child's exploration term counts the visits of its parent in which its action was legal
  // (ISMCTS availability) instead of all the parent's visits.
  bool availability = false;
  // > 1: that many independent searches of the budget each (their own trees and deals; a time
  // budget is shared out), the root action chosen by its visits summed over all.
  int searches = 1;
};

struct MctsStats {
  long long iterations = 0, playoutDecisions = 0;
  double seconds = 0;
  int nodes = 0;
};

namespace bots {
// Natural log from + - * / and frexp only, so that native and WASM builds (different libm) take
// the same decisions for a seed. ln x = e ln 2 + 2 atanh((m - 1) / (m + 1)), m in [0.5, 1).
inline double stableLog(double x) {
  int e = 0;
  double m = std::frexp(x, &e), z = (m - 1) / (m + 1), z2 = z * z, term = z, sum = 0;
  for (int k = 1; k < 40; k += 2) sum += term / k, term *= z2;
  return e * 0.69314718055994530942 + 2 * sum;
}
}  // namespace bots

template <BotState S>
requires std::equality_comparable<typename S::Action>
class MctsBot {
 public:
  using Action = typename S::Action;
  MctsBot(uint64_t seed, MctsBudget budget) : rng_(seed ^ 0x3C75B07ull), budget_(budget) {}
  const MctsStats& lastStats() const { return stats_; }

  Action choose(const S& root) {
    const int me = root.decider();
    if (me == kNoDecider) throw Error("no decision is pending");
    std::vector<Action> rootLegal;
    root.legalActions(rootLegal);
    if (rootLegal.empty()) throw Error("no legal action to choose from");
    stats_ = MctsStats{};
    if (rootLegal.size() == 1) return rootLegal[0];
    if (me == kChanceDecider) return bots::randomAction(root, rng_, rootLegal);  // drawn by the weights
    if (!scratch_) scratch_.emplace(root);  // the game each iteration plays, its buffers reused
    const double t0 = monotonicSeconds();
    const int searches = std::max(1, budget_.searches);
    const long long cap = budget_.iterations > 0 ? budget_.iterations : (budget_.seconds > 0 ? -1 : 1);
    std::vector<uint64_t> votes(rootLegal.size(), 0);
    for (int s = 0; s < searches; ++s)  // a time budget: search s ends by its share of the whole
      search(root, me, cap, t0, budget_.seconds * (s + 1) / searches, rootLegal, votes);
    stats_.seconds = monotonicSeconds() - t0;
    // The most visited root action (the first of equals in list order: deterministic).
    size_t best = 0;
    for (size_t i = 1; i < votes.size(); ++i)
      if (votes[i] > votes[best]) best = i;
    return rootLegal[best];
  }

 private:
  static constexpr double kExploration = 0.7;

  struct Node {
    Action action{};   // the action that led here
    uint64_t key = 0;  // the action's key, made once at expansion (selection compares keys per child)
    int32_t parent = -1, firstChild = -1, nextSibling = -1;
    uint8_t player = 0;  // who chose `action`
    uint32_t visits = 0;
    uint32_t avail = 0;  // selections at the parent that found this action legal (budget availability)
    double reward = 0;   // summed results for `player`
    // Kept up to date at backup, so that selection does no division or root per child.
    double mean = 0, spread = 0;  // reward / visits and 1 / sqrt(visits)
  };
  // Every child by (parent, action key): open addressing, linear probes, child -1 = empty.
  struct Slot {
    uint64_t key = 0;
    int32_t parent = -1, child = -1;
  };

  // The slot of (parent node, action key) in the child index: a 64-bit mix of both.
  static size_t slotOf(uint64_t key, int32_t parent, size_t mask) {
    uint64_t x = key + uint64_t(uint32_t(parent)) * 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 29)) * 0xBF58476D1CE4E5B9ull;
    return size_t(x ^ (x >> 32)) & mask;
  }

  // c sqrt(ln(N + 1)): the same value as computed each time, looked up by N after the first.
  double exploreFor(uint32_t visits) {
    while (explore_.size() <= visits)
      explore_.push_back(kExploration * std::sqrt(bots::stableLog(double(explore_.size()) + 1.0)));
    return explore_[visits];
  }

  // The child of `node` for an action key, or -1.
  int childOf(int node, uint64_t key) const {
    size_t m = index_.size() - 1, i = slotOf(key, node, m);
    for (; index_[i].child >= 0; i = (i + 1) & m)
      if (index_[i].key == key && index_[i].parent == node) return index_[i].child;
    return -1;
  }

  // Adds a child to the index (twice the nodes in slots at least: probes stay short).
  void indexChild(int child) {
    if (index_.size() < 2 * nodes_.size()) {
      size_t cap = std::max<size_t>(1024, index_.size());
      while (cap < 2 * nodes_.size()) cap *= 2;
      index_.assign(cap, Slot{});
      for (size_t c = 1; c < nodes_.size(); ++c) indexChild(static_cast<int>(c));  // c == child ends it
      return;
    }
    const Node& ch = nodes_[child];
    size_t m = index_.size() - 1, i = slotOf(ch.key, ch.parent, m);
    while (index_[i].child >= 0) i = (i + 1) & m;
    index_[i] = {ch.key, ch.parent, child};
  }

  // The child to follow among those whose action is legal in this deal (UCT); -1 if an action
  // legal here has no child yet (then the caller expands). Children of other deals are never
  // looked at: each legal action finds its child in the index. Of equal scores the newest child
  // wins. With availability, every legal child counts this selection before any is expanded.
  int select(const S& g, int node, const std::vector<Action>& legal) {
    int best = -1;
    bool missing = false;
    double bestScore = -1e300, explore = exploreFor(nodes_[node].visits);
    for (const Action& a : legal) {
      int c = childOf(node, bots::actionKey(g, a));
      if (c < 0) {
        if (!budget_.availability) return -1;
        missing = true;
        continue;
      }
      Node& ch = nodes_[c];
      if (budget_.availability) explore = exploreFor(++ch.avail);
      if (missing) continue;
      double score = ch.mean + explore * ch.spread;  // UCT: mean + c sqrt(ln N / n)
      if (score > bestScore || (score == bestScore && c > best)) bestScore = score, best = c;
    }
    return missing ? -1 : best;
  }

  // Adds a child for one legal action that has none yet: the first from a random start.
  int expand(const S& g, int node, const std::vector<Action>& legal, int player) {
    size_t start = rng_.below(static_cast<uint32_t>(legal.size()));
    for (size_t i = 0; i < legal.size(); ++i) {
      const Action& a = legal[(start + i) % legal.size()];
      uint64_t key = bots::actionKey(g, a);
      if (childOf(node, key) >= 0) continue;
      Node ch;
      ch.action = a, ch.key = key, ch.parent = node, ch.player = static_cast<uint8_t>(player);
      ch.nextSibling = nodes_[node].firstChild;
      nodes_.push_back(ch);
      int c = static_cast<int>(nodes_.size() - 1);
      nodes_[node].firstChild = c;
      indexChild(c);
      return c;
    }
    return -1;
  }

  // Random answers after the tree: for playoutTurns turns when the game values a leaf, else to the end.
  void playout(S& g) {
    if constexpr (bots::HasLeafValues<S>) {
      int turnsLeft = budget_.playoutTurns > 0 ? budget_.playoutTurns : 1 << 30;
      for (long long turn = bots::turnOf(g); !g.finished();) {
        if constexpr (bots::HasTurn<S>) {
          if (g.turn() != turn) {
            turn = g.turn();
            if (--turnsLeft < 0) break;
          }
        } else if (--turnsLeft < 0) {
          break;
        }
        g.applyLegal(bots::randomAction(g, rng_, legal_));
        ++stats_.playoutDecisions;
      }
      g.leafValues(result_);
    } else {
      for (; !g.finished(); ++stats_.playoutDecisions) g.applyLegal(bots::randomAction(g, rng_, legal_));
      g.finalValues(result_);
    }
  }

  void iterate(const S& root, int me) {
    S& g = *scratch_;
    g = root;  // copy-assignment reuses the scratch state's buffers
    g.redealHidden(me, rng_.next());
    path_.assign(1, 0);
    int node = 0;
    bool expanded = false;
    while (!g.finished() && !expanded) {
      const int decider = g.decider();
      if (decider == kChanceDecider) {  // chance is sampled, never a node: each iteration draws anew
        g.applyLegal(bots::randomAction(g, rng_, legal_));
        continue;
      }
      g.legalActions(legal_);
      int next = select(g, node, legal_);
      if (next < 0) next = expand(g, node, legal_, decider), expanded = true;
      g.applyLegal(nodes_[next].action);  // select and expand pick among legal_
      node = next;
      path_.push_back(node);
    }
    playout(g);
    for (int n : path_) {
      Node& x = nodes_[n];
      ++x.visits;
      x.reward += result_[x.player];
      x.mean = x.reward / x.visits, x.spread = 1 / std::sqrt(double(x.visits));
    }
  }

  // One search from a new tree until `cap` iterations (< 0: none) or `deadline` seconds after t0
  // (0: none); adds each root child's visits to votes, by the child's index in rootLegal.
  void search(const S& root, int me, long long cap, double t0, double deadline, const std::vector<Action>& rootLegal,
              std::vector<uint64_t>& votes) {
    nodes_.clear();
    nodes_.push_back(Node{});
    index_.assign(std::max<size_t>(index_.size(), 1024), Slot{});  // a new tree
    for (long long i = 0; cap < 0 || i < cap; ++i) {
      if (deadline > 0 && (i & 15) == 0 && monotonicSeconds() - t0 >= deadline) break;
      iterate(root, me);
      ++stats_.iterations;
    }
    stats_.nodes = std::max(stats_.nodes, static_cast<int>(nodes_.size()));
    for (size_t i = 0; i < rootLegal.size(); ++i)
      for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[c].nextSibling)
        if (nodes_[c].action == rootLegal[i]) votes[i] += nodes_[c].visits;
  }

  Rng rng_;
  MctsBudget budget_;
  MctsStats stats_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<Action> legal_;
  std::vector<double> result_;  // each seat's result of the iteration's playout
  std::vector<Slot> index_;
  std::vector<double> explore_;  // the exploration term by a node's visit count, made once per count
  std::optional<S> scratch_;
};

}  // namespace platform
