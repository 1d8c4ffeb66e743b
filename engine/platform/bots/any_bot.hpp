// Every platform bot of a game by kind ("random", "greedy", "mcts"), behind one interface: what a
// session's bot option, an arena or a WASM boundary of any game asks for, e.g.
//   platform::makeBot<MyState>("mcts", seed, budget)->choose(state).
#pragma once
#include <memory>
#include <string>

#include "greedy.hpp"
#include "mcts.hpp"
#include "random.hpp"

namespace platform {

template <BotState S>
class AnyBot {
 public:
  virtual ~AnyBot() = default;
  virtual typename S::Action choose(const S& s) = 0;
};

namespace bots {
template <class S, class Impl>
class Kind : public AnyBot<S> {
 public:
  template <class... Args>
  explicit Kind(Args&&... args) : impl_(std::forward<Args>(args)...) {}
  typename S::Action choose(const S& s) override { return impl_.choose(s); }

 private:
  Impl impl_;
};
}  // namespace bots

// A bot of that kind with its own seeded stream (the budget matters to mcts only). Throws Error
// naming the kind if it is unknown.
template <BotState S>
std::unique_ptr<AnyBot<S>> makeBot(const std::string& kind, uint64_t seed, MctsBudget budget = {}) {
  if (kind == "random") return std::make_unique<bots::Kind<S, RandomBot<S>>>(seed);
  if (kind == "greedy") return std::make_unique<bots::Kind<S, GreedyBot<S>>>(seed);
  if (kind == "mcts") return std::make_unique<bots::Kind<S, MctsBot<S>>>(seed, budget);
  throw Error("unknown bot '" + kind.substr(0, 40) + "' (known: random, greedy, mcts)");
}

}  // namespace platform
