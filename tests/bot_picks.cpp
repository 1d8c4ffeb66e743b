// Carcassonne's bots choose as they always did: the picks of random, greedy and MCTS (several
// budgets) at seeded positions of varied configurations (every module, 2-6 players) against
// tests/fixtures/bot_picks.txt, recorded from the bots before they moved onto the platform's
// templates. CARC_WRITE_BOT_PICKS=1 writes the file anew instead (only after a deliberate change).
// CARC_TEST_SCALE (the sanitizer stage) plays the first share of the configurations and compares
// their lines.
#include <cstdlib>
#include <fstream>

#include "bots/bots.hpp"
#include "sim_config.hpp"
#include "test_scale.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;

namespace {

std::string fixturePath() { return std::string(CARC_SOURCE_DIR) + "/tests/fixtures/bot_picks.txt"; }

std::string actionText(const Action& a) {
  return std::to_string(int(a.type)) + "," + std::to_string(a.tile) + "," + std::to_string(a.rot) + "," +
         std::to_string(a.x) + "," + std::to_string(a.y) + "," + std::to_string(a.segment) + "," +
         std::to_string(a.figure) + "," + std::to_string(a.module) + "," + std::to_string(a.code);
}

struct BotCase {
  const char* name;
  const char* kind;
  carc::MctsBudget budget;
};

std::vector<BotCase> botCases() {
  auto mcts = [](int iterations) {
    carc::MctsBudget b;
    b.iterations = iterations;
    return b;
  };
  std::vector<BotCase> cases = {{"random", "random", {}}, {"greedy", "greedy", {}}, {"mcts", "mcts", mcts(120)}};
  cases.push_back({"mcts-avail", "mcts", mcts(150)});
  cases.back().budget.availability = true;
  cases.push_back({"mcts-x2", "mcts", mcts(60)});
  cases.back().budget.searches = 2;
  cases.push_back({"mcts-to-end", "mcts", mcts(40)});
  cases.back().budget.playoutTurns = 0;
  cases.push_back({"mcts-no-completion", "mcts", mcts(100)});
  cases.back().budget.completionWeight = 0;
  return cases;
}

constexpr int kConfigs = 24;

// One line per (configuration, position, bot): "config step bot action", for the first `configs`.
std::vector<std::string> currentPicks(int configs) {
  std::vector<std::string> lines;
  const std::vector<BotCase> bots = botCases();
  for (uint64_t i = 0; i < uint64_t(configs); ++i) {
    const carc::SimConfig c = carc::simConfigFor(cat(), i);
    Game g = carc::newSimGame(cat(), c);
    carc::RandomBot walker(c.seed);
    for (int step = 0; !g.over() && step <= 60; ++step) {
      if (step % 12 == 0 || (g.decider() == carc::kChance && step % 3 == 0)) {
        bool chance = g.decider() == carc::kChance;
        for (const BotCase& b : bots) {
          if (chance && b.kind != std::string("random")) continue;  // a chance root is the random bot's alone
          uint64_t seed = i * 1000 + uint64_t(step);
          Action a = carc::makeBot(b.kind, seed, b.budget)->choose(g);
          lines.push_back(std::to_string(i) + " " + std::to_string(step) + " " + b.name + " " + actionText(a));
        }
      }
      g.apply(walker.choose(g));
    }
  }
  return lines;
}

}  // namespace

TEST_CASE("carcassonne bots: the same picks as recorded before the platform templates", "[bots]") {
  const int configs = scaled(kConfigs, 6);
  std::vector<std::string> now = currentPicks(configs);
  REQUIRE(now.size() > size_t(300 * configs / kConfigs));
  if (const char* w = std::getenv("CARC_WRITE_BOT_PICKS"); w && std::string(w) == "1") {
    REQUIRE(configs == kConfigs);  // the file holds every configuration
    std::ofstream out(fixturePath());
    for (const std::string& line : now) out << line << "\n";
    WARN("wrote " << now.size() << " picks to " << fixturePath());
    return;
  }
  std::ifstream in(fixturePath());
  REQUIRE(in);
  std::vector<std::string> recorded;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && std::stoi(line) < configs) recorded.push_back(line);
  REQUIRE(recorded.size() == now.size());
  int differ = 0;
  for (size_t k = 0; k < now.size(); ++k)
    if (now[k] != recorded[k]) {
      if (++differ <= 5) CHECK(now[k] == recorded[k]);
    }
  CHECK(differ == 0);
}
