// The typed contract the platform's bots (random, greedy, MCTS) and its search drivers (perft,
// random simulation) are written against once, as templates: a game's state type S satisfies
// BotState, and no virtual call sits in a playout's inner loop.
//
// Chance is a decider like a seat: at a chance decision legalActions lists its outcomes and
// chanceWeight gives each one's weight. Hidden information (a deck's order, other hands) is
// re-dealt for a searching seat by redealHidden: the game that comes out is one the seat cannot
// tell from the real one.
#pragma once
#include <concepts>
#include <cstdint>
#include <vector>

#include "rng.hpp"

namespace platform {

constexpr int kChanceDecider = -2;  // decider() of a chance decision
constexpr int kNoDecider = -1;      // decider() when nothing is pending (the game is over)

// The reading half of BotState: all the random bot needs, so that a game may hand it a view of
// its state (no copy per decision).
template <class S>
concept DecisionView = requires(const S cs, const typename S::Action a, std::vector<typename S::Action>& list) {
  { cs.seats() } -> std::convertible_to<int>;
  { cs.decider() } -> std::convertible_to<int>;  // a seat 0..seats()-1, kChanceDecider or kNoDecider
  { cs.finished() } -> std::convertible_to<bool>;
  cs.legalActions(list);                                  // clears `list` first
  { cs.chanceWeight(a) } -> std::convertible_to<double>;  // chance decisions only
};

// Optional hooks the platform's bots use when a state has them: engine/platform/bots/hooks.hpp.
template <class S>
concept BotState = DecisionView<S> && std::copy_constructible<S> &&
    requires(S s, const S cs, const typename S::Action a, std::vector<double>& values, int seat, uint64_t seed) {
  s.applyLegal(a);         // an action listed by this very state
  cs.finalValues(values);  // per seat, in [0, 1]: 1 the sole winner, ties shared (finished() only)
  s.redealHidden(seat, seed);
};

}  // namespace platform
