// How good a position is for each player, from the generic Game API only (no module names): the
// scores the game would end with now (open features and fields count as at game end) plus a
// worth for every figure still in supply, falling as the deck runs out.
#pragma once
#include <array>

#include "../game.hpp"

namespace carc {

using PlayerValues = std::array<double, kMaxPlayers>;

// `scratch` receives a copy of g (reused between calls, so no allocation once warm).
PlayerValues evaluatePosition(const Game& g, Game& scratch);
// The same, ending g itself (which must be a throw-away copy) when it is between turns.
PlayerValues evaluateAndEnd(Game& g);

// What the open features holding figures would add if they were completed, weighted by a rough chance
// that they will be (fewer open ends and more tiles left: likelier): added to each majority holder's
// value. Generic: the active modules' featurePoints value the features complete and as they are.
void addCompletionChances(const Game& g, PlayerValues& v, double weight);

// A player's value relative to the best other player: what the bots maximise.
double relativeValue(const PlayerValues& v, int players, int player);

}  // namespace carc
