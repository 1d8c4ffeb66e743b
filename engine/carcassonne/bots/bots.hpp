// Every bot by name, for the JSON API, the command line and the arena: "random", "greedy", "mcts".
#pragma once
#include <memory>
#include <string>

#include "mcts_bot.hpp"

namespace carc {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual Action choose(const Game& g) = 0;
};

extern const char* const kBotKinds;  // "random, greedy, mcts": for error messages

// A bot of that kind with its own seeded stream (the budget matters to mcts only). Throws Error
// naming the kind if it is unknown.
std::unique_ptr<Bot> makeBot(const std::string& kind, uint64_t seed, MctsBudget budget = {});

}  // namespace carc
