#include "bots.hpp"

#include <cctype>

#include "../input_limits.hpp"
#include "bot_names.hpp"
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

// "mcts-" and a thinking time of more than 0 and at most 60 seconds, at most 3 decimals: mcts-0.5,
// mcts-2 (digits read by hand: <regex> would add much to the .wasm)
bool isMctsLevel(const std::string& name) {
  const std::string prefix = "mcts-";
  if (name.compare(0, prefix.size(), prefix) != 0) return false;
  long whole = 0, frac = 0, scale = 1;
  size_t i = prefix.size(), digits = 0, decimals = 0;
  for (; i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])) && digits < 2; ++i, ++digits)
    whole = whole * 10 + (name[i] - '0');
  if (digits == 0) return false;
  if (i < name.size() && name[i] == '.') {
    for (++i; i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])) && decimals < 3; ++i, ++decimals)
      frac = frac * 10 + (name[i] - '0'), scale *= 10;
    if (decimals == 0) return false;
  }
  if (i != name.size()) return false;
  long thousandths = whole * 1000 + frac * 1000 / scale;
  return thousandths > 0 && thousandths <= 60000;
}
}  // namespace

std::string botNameProblem(const std::string& name) {
  if (name == "random" || name == "greedy" || name == "mcts" || isMctsLevel(name)) return "";
  return "unknown bot " + quoteInput(name) + " (known: " + kBotKinds + ", or mcts-SECONDS such as mcts-2, up to 60)";
}

std::unique_ptr<Bot> makeBot(const std::string& kind, uint64_t seed, MctsBudget budget) {
  if (kind == "random") return std::make_unique<Adapter<RandomBot>>(seed);
  if (kind == "greedy") return std::make_unique<Adapter<GreedyBot>>(seed);
  if (kind == "mcts") return std::make_unique<Adapter<MctsBot>>(seed, budget);
  throw Error("unknown bot " + quoteInput(kind) + " (known: " + kBotKinds + ")");
}

}  // namespace carc
