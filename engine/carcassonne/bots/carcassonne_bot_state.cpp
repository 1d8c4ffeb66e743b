#include "carcassonne_bot_state.hpp"

#include <cmath>

#include "evaluate.hpp"

namespace carc {

namespace {
// A smooth step from 0 to 1 (0.5 at 0) without libm: x / (1 + |x|), rescaled.
double squash(double x) { return 0.5 + 0.5 * x / (1 + std::fabs(x)); }
}  // namespace

void CarcState::finalValues(std::vector<double>& values) const {
  int best = -1 << 30, winners = 0;
  for (int p = 0; p < game_.players(); ++p) best = std::max(best, game_.score(p));
  for (int p = 0; p < game_.players(); ++p) winners += game_.score(p) == best;
  values.assign(size_t(game_.players()), 0.0);
  for (int p = 0; p < game_.players(); ++p)
    if (game_.score(p) == best) values[size_t(p)] = 1.0 / winners;
}

void CarcState::evaluate(std::vector<double>& values, CarcState& scratch) const {
  PlayerValues v = evaluatePosition(game_, scratch.game_);
  values.assign(v.begin(), v.begin() + game_.players());
}

// Each player's result in [0, 1] from its value relative to the best other player (the final
// scores once the game is over; with a completion weight, plus the open features' chances to
// complete), 12 points making most of the difference.
void CarcState::leafValues(std::vector<double>& values) {
  PlayerValues v{};
  if (completionWeight_ > 0) addCompletionChances(game_, v, completionWeight_);  // before the game ends
  PlayerValues e = evaluateAndEnd(game_);
  const int players = game_.players();
  for (int p = 0; p < players; ++p) v[p] += e[p];
  PlayerValues r{};
  for (int p = 0; p < players; ++p) r[p] = squash(relativeValue(v, players, p) / 12.0);
  values.assign(r.begin(), r.begin() + players);  // as evaluate() fills them: one growth path
}

}  // namespace carc
