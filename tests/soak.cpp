// The soak's own checks: a clean run counts what it checked, the same games give the same
// figures, and a planted bug is reported with the game, the step and a record that reproduces it.
#include "soak.hpp"

#include "invariants.hpp"
#include "session.hpp"
#include "sim_config.hpp"
#include "test_support.hpp"

using namespace carctest;

TEST_CASE("soak: a clean run counts every check it makes", "[soak]") {
  const int games = carctest::scaled(24, 4) / 2 * 2;  // even: the split below takes halves
  const uint64_t half = uint64_t(games / 2);
  carc::SoakCounts counts;
  carc::SoakOptions options;
  options.cloneEvery = 1;
  options.deepEvery = 8;
  for (uint64_t i = 0; i < uint64_t(games); ++i) REQUIRE(!carc::soakGame(cat(), i, counts, options));
  CHECK(counts.games == games);
  CHECK(counts.steps > games * 100);  // a base game alone has 71 tiles to place: at least 142 steps
  CHECK(counts.invariantChecks == counts.steps + counts.games);  // every step, and once at the start
  CHECK(counts.cloneChecks == counts.steps);
  CHECK(counts.optionLists == counts.steps);
  CHECK(counts.endChecks == games);
  // Every 8th step a round trip, plus one at each end; undo wherever the 8th step can be undone.
  CHECK(counts.roundTrips >= counts.steps / 8 - games + games);
  CHECK(counts.roundTrips <= counts.steps / 8 + games + games);
  CHECK(counts.undoChecks > counts.steps / 8 / 4);
  CHECK(counts.undoChecks <= counts.roundTrips);

  // The defaults: a clone every 8th step, the deep checks every 64th.
  carc::SoakCounts sparse;
  for (uint64_t i = 0; i < uint64_t(games); ++i) REQUIRE(!carc::soakGame(cat(), i, sparse, {}));
  CHECK(sparse.steps == counts.steps);
  CHECK(sparse.signature == counts.signature);
  CHECK(sparse.cloneChecks >= counts.steps / 8 - games);
  CHECK(sparse.cloneChecks <= counts.steps / 8 + games);
  CHECK(sparse.roundTrips >= counts.steps / 64 - games + games);
  CHECK(sparse.roundTrips <= counts.steps / 64 + games + games);

  // The same games in another order and split: the same totals and signature.
  carc::SoakCounts a, b;
  for (uint64_t i = uint64_t(games); i-- > half;) REQUIRE(!carc::soakGame(cat(), i, a, options));
  for (uint64_t i = 0; i < half; ++i) REQUIRE(!carc::soakGame(cat(), i, b, options));
  a.add(b);
  CHECK(a.steps == counts.steps);
  CHECK(a.roundTrips == counts.roundTrips);
  CHECK(a.signature == counts.signature);
}

TEST_CASE("soak: a planted bug is reported with its step and a record to reproduce it", "[soak]") {
  carc::SoakCounts counts;
  carc::SoakOptions options;
  options.tamper = [](Game& g, long long step) {
    if (step == 40) g.setSupply(0, normal(), g.supply(0, normal()) + 1);  // a figure from nowhere
  };
  auto f = carc::soakGame(cat(), 5, counts, options);
  REQUIRE(f);
  CHECK(f->game == 5);
  CHECK(f->step == 39);  // 39 steps applied before it: the 40th is the one that failed
  CHECK(f->what.find("figures of kind normal of player 0 not conserved") != std::string::npos);
  CHECK(f->config == carc::simConfigFor(cat(), 5).describe());
  CHECK(counts.games == 0);
  // The record holds the game before the failing step: loading it and applying the action gives
  // the untampered state after it, where the invariants hold.
  Game before = carc::loadRecord(cat(), f->record);
  CHECK(before.log().size() == 39);
  carc::Session s = carc::Session::load(f->record);
  s.apply(f->action);
  Game fresh = carc::newSimGame(cat(), carc::simConfigFor(cat(), 5));
  CHECK(carc::brokenInvariant(s.game(), carc::baselineOf(fresh), {}) == "");
}
