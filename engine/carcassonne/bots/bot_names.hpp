// The bot names a record may keep for a seat (setup.players[i].bot), checked without building a
// bot: a kind ("random", "greedy", "mcts") or an MCTS level with its thinking time per turn in
// seconds ("mcts-0.5", "mcts-2"), as the page's level list names them.
#pragma once
#include <string>

namespace carc {

// Empty when `name` is a bot name; else what is wrong, quoting the name short.
std::string botNameProblem(const std::string& name);

}  // namespace carc
