// Carcassonne as the platform's bots see it (platform::BotState and the hooks of
// engine/platform/bots/hooks.hpp): CarcView reads a Game without copying it (the random bot),
// CarcState owns a copy to search (greedy, MCTS). Both forward to Game; chance decisions are the
// modules' (Module::chanceWeight), playout moves Game::randomAction's (no listing of every
// placement), and the valuations are Carcassonne's own (evaluate.hpp).
#pragma once
#include <vector>

#include "../game.hpp"
#include "bot_state.hpp"

namespace carc {

// The reading half, shared by the view and the owning state: Self::game() is the Game read.
template <class Self>
class CarcReads {
 public:
  using Action = carc::Action;
  int seats() const { return game().players(); }
  int decider() const {
    int d = game().decider();
    return d == kChance ? platform::kChanceDecider : d;
  }
  bool finished() const { return game().over(); }
  void legalActions(std::vector<Action>& out) const { game().legalActions(out); }
  double chanceWeight(const Action& a) const {
    const Decision& d = game().pending().front();
    return game().catalog().modules[d.module]->chanceWeight(game(), d, a);
  }
  Action randomAction(Rng& rng, std::vector<Action>& scratch) const { return game().randomAction(rng, scratch); }
  int turn() const { return game().turn(); }
  uint64_t actionKey(const Action& a) const;

 private:
  const Game& game() const { return static_cast<const Self&>(*this).game(); }
};

class CarcView : public CarcReads<CarcView> {
 public:
  explicit CarcView(const Game& g) : game_(&g) {}
  const Game& game() const { return *game_; }

 private:
  const Game* game_;
};

class CarcState : public CarcReads<CarcState> {
 public:
  // A copy of g; completionWeight: MctsBudget::completionWeight, for leafValues.
  explicit CarcState(const Game& g, double completionWeight = 1) : game_(g), completionWeight_(completionWeight) {}
  const Game& game() const { return game_; }
  Game& game() { return game_; }
  void setCompletionWeight(double w) { completionWeight_ = w; }

  void applyLegal(const Action& a) { game_.applyLegal(a); }
  void redealHidden(int seat, uint64_t seed) { game_.redealHidden(seat, seed); }
  void finalValues(std::vector<double>& values) const;  // by the final scores
  // The greedy bot's worth: evaluatePosition (scratch takes the copy it ends).
  void evaluate(std::vector<double>& values, CarcState& scratch) const;
  // The MCTS leaf: relative value with the open features' completion chances, squashed to [0, 1]. Ends the game.
  void leafValues(std::vector<double>& values);

 private:
  Game game_;
  double completionWeight_;
};

// Actions as one 64-bit key (all fields but the padding; x, y within ±kMaxCoord fit 16 bits each).
template <class Self>
uint64_t CarcReads<Self>::actionKey(const Action& a) const {
  uint64_t k = uint64_t(a.type) | uint64_t(a.rot) << 4 | uint64_t(a.segment) << 8 | uint64_t(a.figure) << 16 |
               uint64_t(a.tile) << 24 | uint64_t(a.module) << 36 | uint64_t(a.code) << 44;
  k ^= (uint64_t(uint16_t(a.x)) << 16 | uint64_t(uint16_t(a.y))) * 0x9E3779B97F4A7C15ull;
  return k == ~0ull ? 0 : k;
}

static_assert(platform::DecisionView<CarcView>);
static_assert(platform::BotState<CarcState>);

}  // namespace carc
