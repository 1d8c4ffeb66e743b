// RandomSimTest over every typed game: a game joins by adding its state type to TYPED_GAMES (and,
// for its session, by registering itself).
#include <chrono>

#include "games/dice/dice.hpp"
#include "typed_game_sim.hpp"

using namespace typedsim;

#define TYPED_GAMES dice::State

TEMPLATE_TEST_CASE("RandomSimTest: seeded typed playouts keep the contract at every decision", "[platform][random_sim]",
                   TYPED_GAMES) {
  auto [lo, hi] = seatRange<TestType>();
  Tally t;
  for (int seats = lo; seats <= hi; ++seats)
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      INFO("seats " << seats << ", seed " << seed);
      nlohmann::json first = typedPlayout<TestType>(seats, seed, t);
      Tally again;
      REQUIRE(typedPlayout<TestType>(seats, seed, again, false) == first);  // determinism
    }
  // The checks ran on real decisions: chance was met and a re-deal changed what others cannot see.
  CHECK(t.decisions > 40 * (hi - lo + 1));
  CHECK(t.chance > 0);
  CHECK(t.redealsChanged > 0);
}

TEMPLATE_TEST_CASE("RandomSimTest: seeded session playouts: clone, undo, save/load, loadAt, refusals",
                   "[platform][random_sim]", TYPED_GAMES) {
  const platform::GameDef* def = platform::findGame(TestType::kGameId);
  REQUIRE(def);
  auto [lo, hi] = seatRange<TestType>();
  for (int seats = lo; seats <= hi; ++seats)
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      INFO("seats " << seats << ", seed " << seed);
      std::string record = sessionPlayout(*def, seats, seed);
      REQUIRE(sessionPlayout(*def, seats, seed) == record);  // same seed, same record
      REQUIRE(def->load(record)->saveText() == record);
      REQUIRE(platform::recordGame(nlohmann::json::parse(record)).id == TestType::kGameId);
    }
}

// Not a test (speed is never asserted): how many seeded random playouts of each typed game run per
// second, the contract's checks off. Run: carc_tests "[.speed]" -s
TEMPLATE_TEST_CASE("RandomSimTest speed: seeds per second", "[.speed]", TYPED_GAMES) {
  auto [lo, hi] = seatRange<TestType>();
  Tally t;
  const int seeds = 20000;
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < seeds; ++i) typedPlayout<TestType>(lo + i % (hi - lo + 1), uint64_t(i), t, false);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  auto checkedStart = std::chrono::steady_clock::now();
  for (int i = 0; i < 200; ++i) typedPlayout<TestType>(lo + i % (hi - lo + 1), uint64_t(i), t, true);
  double checked = std::chrono::duration<double>(std::chrono::steady_clock::now() - checkedStart).count();
  WARN(TestType::kGameId << ": " << seeds / s << " seeds/s unchecked, " << 200 / checked
                         << " seeds/s with every check (" << t.decisions << " decisions)");
  CHECK(t.decisions > 0);
}
