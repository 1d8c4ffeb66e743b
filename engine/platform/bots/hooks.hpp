// The optional hooks a game's state may add to platform::BotState for the platform's bots, each
// detected by `requires` (a game without one gets the default written here):
// - randomAction(rng, scratch) -> Action: one legal action drawn as the random player would (a
//   seat's answers uniformly, chance by its weights), cheaper than listing every answer (a
//   playout's move); default: list, then draw.
// - turn() -> integer: changes when a new turn begins (a turn may hold several decisions of one
//   seat and chance): the greedy line and the MCTS playout count turns; default: every decision is
//   a turn of its own for the playout, and the greedy line runs while the same seat (or chance)
//   decides.
// - evaluate(values, scratch): each seat's worth of a position in the game's own units (greedy;
//   `scratch` is a throw-away state the game may overwrite, e.g. to end a copy); default: the
//   final values once finished, else 0 for every seat.
// - leafValues(values): each seat's result in [0, 1] where an MCTS playout stops (may change the
//   state); without it the playout plays to the end and finalValues is taken.
// - actionKey(a) -> uint64_t: an action as one number (the MCTS tree finds a node's child by it);
//   default: the action itself when it is an integer or enum, else std::hash.
#pragma once
#include <algorithm>
#include <functional>
#include <type_traits>
#include <vector>

#include "../bot_state.hpp"
#include "../error.hpp"

namespace platform::bots {

template <class S>
using ActionOf = typename S::Action;

template <class S>
concept HasRandomAction = requires(const S s, Rng& rng, std::vector<ActionOf<S>>& scratch) {
  { s.randomAction(rng, scratch) } -> std::convertible_to<ActionOf<S>>;
};
template <class S>
concept HasTurn = requires(const S s) {
  { s.turn() } -> std::convertible_to<long long>;
};
template <class S>
concept HasEvaluate = requires(const S s, S& scratch, std::vector<double>& values) {
  s.evaluate(values, scratch);
};
template <class S>
concept HasLeafValues = requires(S s, std::vector<double>& values) {
  s.leafValues(values);
};
template <class S>
concept HasActionKey = requires(const S s, const ActionOf<S> a) {
  { s.actionKey(a) } -> std::convertible_to<uint64_t>;
};

// One of `listed` (the chance decision's outcomes) drawn by chanceWeight; uniformly when no
// outcome has a positive weight.
template <DecisionView S>
ActionOf<S> drawByWeight(const S& s, const std::vector<ActionOf<S>>& listed, Rng& rng) {
  double total = 0;
  for (const auto& a : listed) total += std::max(0.0, double(s.chanceWeight(a)));
  if (!(total > 0)) return listed[rng.below(static_cast<uint32_t>(listed.size()))];
  double x = double(rng.next() >> 11) * 0x1p-53 * total;  // in [0, total): + and * only, the same everywhere
  size_t last = 0;
  for (size_t i = 0; i < listed.size(); ++i) {
    double w = std::max(0.0, double(s.chanceWeight(listed[i])));
    if (w <= 0) continue;
    if ((x -= w) < 0) return listed[i];
    last = i;
  }
  return listed[last];  // rounding left x at the end: the last outcome that can happen
}

// The hook randomAction, or its default.
template <DecisionView S>
ActionOf<S> randomAction(const S& s, Rng& rng, std::vector<ActionOf<S>>& scratch) {
  if constexpr (HasRandomAction<S>) {
    return s.randomAction(rng, scratch);
  } else {
    s.legalActions(scratch);
    if (scratch.empty()) throw Error("no legal action to choose from");
    if (s.decider() == kChanceDecider) return drawByWeight(s, scratch, rng);
    return scratch[rng.below(static_cast<uint32_t>(scratch.size()))];
  }
}

// The hook turn(), or -1 (no turns: see above).
template <class S>
long long turnOf(const S& s) {
  if constexpr (HasTurn<S>) {
    return static_cast<long long>(s.turn());
  } else {
    return -1;
  }
}

// The hook evaluate, or its default.
template <BotState S>
void evaluate(const S& s, std::vector<double>& values, S& scratch) {
  if constexpr (HasEvaluate<S>) {
    s.evaluate(values, scratch);
  } else if (s.finished()) {
    s.finalValues(values);
  } else {
    values.assign(static_cast<size_t>(s.seats()), 0.0);
  }
}

template <class S>
uint64_t actionKey(const S& s, const ActionOf<S>& a) {
  if constexpr (HasActionKey<S>) {
    return static_cast<uint64_t>(s.actionKey(a));
  } else if constexpr (std::is_integral_v<ActionOf<S>> || std::is_enum_v<ActionOf<S>>) {
    return static_cast<uint64_t>(a);
  } else {
    return static_cast<uint64_t>(std::hash<ActionOf<S>>{}(a));
  }
}

// A seat's value relative to the best other seat's: what greedy and the MCTS leaves compare.
inline double relativeValue(const std::vector<double>& v, int seat) {
  double best = -1e300;
  for (size_t q = 0; q < v.size(); ++q)
    if (int(q) != seat) best = std::max(best, v[q]);
  return v[static_cast<size_t>(seat)] - best;
}

}  // namespace platform::bots
