#include "bots.hpp"

#include "../input_limits.hpp"
#include "greedy_bot.hpp"
#include "random_bot.hpp"

namespace carc {

const char* const kBotKinds = "random, greedy, mcts";

namespace {
template <class Impl>
class Adapter : public Bot {
 public:
  template <class... Args>
  explicit Adapter(Args&&... args) : impl_(std::forward<Args>(args)...) {}
  Action choose(const Game& g) override { return impl_.choose(g); }

 private:
  Impl impl_;
};
}  // namespace

std::unique_ptr<Bot> makeBot(const std::string& kind, uint64_t seed, MctsBudget budget) {
  if (kind == "random") return std::make_unique<Adapter<RandomBot>>(seed);
  if (kind == "greedy") return std::make_unique<Adapter<GreedyBot>>(seed);
  if (kind == "mcts") return std::make_unique<Adapter<MctsBot>>(seed, budget);
  throw Error("unknown bot " + quoteInput(kind) + " (known: " + kBotKinds + ")");
}

}  // namespace carc
