// Game::randomAction, the playout sampler: it answers only with listed options, reaches every
// option, and picks them evenly (a chi-square bound at fixed positions), with hands of one and two
// tiles and with a placement filter (the river), where it lists instead of sampling.
#include <map>

#include "bots/random_bot.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;

namespace {

Game newGame(int players, uint64_t seed, const std::vector<std::string>& sets, const std::string& rules) {
  json ps = json::array();
  for (int i = 0; i < players; ++i) ps.push_back({{"name", "P" + std::to_string(i)}});
  json s = {{"players", ps}, {"sets", sets}, {"seed", seed}, {"rules", json::parse(rules)}};
  return Game(cat(), carc::parseSetup(cat(), s));
}

// A 64-bit key of every action field: std::map needs an order.
uint64_t keyOf(const Action& a) {
  return uint64_t(a.type) | uint64_t(a.rot) << 4 | uint64_t(a.segment) << 8 | uint64_t(a.figure) << 16 |
         uint64_t(a.tile) << 24 | uint64_t(a.module) << 36 | uint64_t(a.code) << 44 |
         uint64_t(uint8_t(a.x + 100)) << 48 | uint64_t(uint8_t(a.y + 100)) << 56;
}

// Pearson's chi-square statistic of `draws` samples against the uniform distribution over `legal`.
// Fails the test if a sample is not listed.
double chiSquare(const Game& g, const std::vector<Action>& legal, int draws, uint64_t seed) {
  std::map<uint64_t, int> counts;
  for (const Action& a : legal) counts[keyOf(a)] = 0;
  carc::Rng rng(seed);
  std::vector<Action> scratch;
  for (int i = 0; i < draws; ++i) {
    auto it = counts.find(keyOf(g.randomAction(rng, scratch)));
    REQUIRE(it != counts.end());
    ++it->second;
  }
  double expected = double(draws) / double(legal.size()), chi = 0;
  for (auto& [key, n] : counts) chi += (n - expected) * (n - expected) / expected;
  return chi;
}

struct Case {
  const char* name;
  int players;
  std::vector<std::string> sets;
  const char* rules;
};

const std::vector<Case> kCases = {
    {"base, hand of 1", 2, {"base"}, "{}"},
    {"base, hand of 2", 3, {"base"}, R"({"handSize": 2})"},
    {"base and river (a placement filter)", 2, {"base", "river"}, "{}"},
    {"every set", 4, {"base", "ic", "tb", "river", "abbot"}, "{}"},
};

}  // namespace

TEST_CASE("randomAction: every answer is a listed option, through whole games", "[random-action]") {
  for (const Case& c : kCases)
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(c.name << ", seed " << seed);
      Game g = newGame(c.players, seed, c.sets, c.rules);
      carc::Rng rng(seed);
      std::vector<Action> scratch;
      while (!g.over()) {
        Action a = g.randomAction(rng, scratch);
        REQUIRE(g.isLegal(a));
        g.applyLegal(a);
      }
      CHECK(g.tilesLeft() == 0);
    }
}

TEST_CASE("randomAction: options are drawn evenly (chi-square), at tile and figure decisions", "[random-action]") {
  for (const Case& c : kCases) {
    Game g = newGame(c.players, 11, c.sets, c.rules);
    carc::RandomBot bot(5);
    int checked = 0;
    for (int step = 0; !g.over() && checked < 6; ++step) {
      std::vector<Action> legal = g.legalActions();
      // Positions with a real choice, spread over the game.
      if (step % 9 == 4 && legal.size() >= 4) {
        INFO(c.name << ", step " << step << ", " << legal.size() << " options");
        int draws = 400 * static_cast<int>(legal.size());
        double df = double(legal.size() - 1), chi = chiSquare(g, legal, draws, 1000 + step);
        // Far in the tail for a uniform draw (mean df, sd sqrt(2 df)); a sampler that favoured one
        // rotation or one end of the frontier by even 20 % would exceed it at these sample sizes.
        CHECK(chi < df + 6 * std::sqrt(2 * df) + 10);
        ++checked;
      }
      g.apply(bot.choose(g));
    }
    CHECK(checked == 6);
  }
}

TEST_CASE("randomAction: refuses when nothing is pending", "[random-action]") {
  Game g = newGame(2, 3, {"base"}, "{}");
  carc::Rng rng(1);
  std::vector<Action> scratch;
  while (!g.over()) g.applyLegal(g.randomAction(rng, scratch));
  CHECK_THROWS_WITH(g.randomAction(rng, scratch), "no decision is pending");
}
