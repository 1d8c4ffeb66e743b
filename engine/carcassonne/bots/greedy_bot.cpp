#include "greedy_bot.hpp"

namespace carc {

Action GreedyBot::choose(const Game& g) {
  if (root_)
    root_->game() = g;
  else
    root_.emplace(g);
  return impl_.choose(*root_);
}

}  // namespace carc
