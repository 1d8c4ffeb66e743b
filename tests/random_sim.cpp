// OpenSpiel RandomSimTest style: many seeded random games, with the engine's invariants checked at
// every step. The first kFullGames games get the expensive checks at every step (record round trip,
// undo, every legal action applied on a copy, legal tile options against an independent edge
// check); the rest check the round trip at every fourth turn start and the cheap invariants at
// every step.
#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "invariants.hpp"
#include "rng.hpp"
#include "sim_config.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using carc::SimConfig;

namespace {

// CARC_SIM_GAMES scales the run (the sanitizer stage plays fewer games: ASan + UBSan make each
// step about ten times slower); kFullGames of them get the expensive checks.
int envCount(const char* name, int fallback) {
  const char* v = std::getenv(name);
  if (!v || !*v) return fallback;
  char* end = nullptr;
  long n = std::strtol(v, &end, 10);
  return (*end == 0 && n >= 8 && n <= 100000) ? int(n / 4 * 4) : fallback;  // whole rounds of 2-5 players
}
const int kGames = envCount("CARC_SIM_GAMES", 1000);
// The games with the expensive checks (a record round trip at every step, every option applied and
// undone): 86 % of the run's time at a tenth of 1000 games (a part took 62 of its 89 s on them, the
// 225 other games 10 s), so 4 % of the games, and at least ten (the sanitizer stage plays 100 games).
const int kFullGames = std::max(10, kGames / 25);

SimConfig configFor(int i) { return carc::simConfigFor(cat(), uint64_t(i)); }
Game newGame(const SimConfig& c) { return carc::newSimGame(cat(), c); }

// The version a saved record must name: 2 when it holds what version 1 lacks (answers in "then",
// final answers, a module "action", a passed figure step written as "meeple": null), else 1.
int versionNeeded(const json& rec) {
  bool v2 = rec.contains("final");
  for (const json& m : rec["moves"])
    v2 |= m.contains("then") || m.contains("action") || (m.contains("meeple") && m["meeple"].is_null());
  return v2 ? 2 : 1;
}

// The games run as kShards tests that ctest runs side by side (the run took 380 s in the Release
// stage and 950 s under the sanitizers, on one core while the other one idled). Game i is in part
// (i + i / 4) % kShards: each part takes one game of every round of four (2, 3, 4 and 5 or 6
// players), the player counts turning from round to round, and its share of the first kFullGames
// games, which get the expensive checks.
constexpr int kShards = 4;
bool inShard(int i, int shard) { return (i + i / 4) % kShards == shard; }

// Outside the expensive games, a game saves and reloads its record at every fourth turn start, the
// turns turning from game to game (so every turn number is covered across games): each round trip
// replays the whole record, so at every turn start they were ~3/4 of the run's time.
constexpr int kRoundTripEvery = 4;
bool roundTripTurn(int game, int turn) { return (game + turn) % kRoundTripEvery == 0; }

void playShard(int shard) {
  auto t0 = std::chrono::steady_clock::now();
  long long steps = 0, roundTrips = 0, undos = 0, appliedOptions = 0;
  int games = 0, withDiscard = 0;
  for (int i = 0; i < kGames; ++i) {
    if (!inShard(i, shard)) continue;
    ++games;
    const SimConfig c = configFor(i);
    const bool full = i < kFullGames;
    INFO("game " << i << ": " << c.players << " players, seed " << c.seed << ", sets " << c.sets.dump() << ", rules "
                 << c.rules.dump());
    Game g = newGame(c);
    const carc::Baseline base = carc::baselineOf(g);
    carc::RandomBot bot(c.seed);
    std::vector<int> prev(c.players, 0);
    {
      std::string bad = carc::brokenInvariant(g, base, prev);
      if (!bad.empty()) FAIL("at the start: " << bad);
    }
    while (!g.over()) {
      INFO("step " << steps << " turn " << g.turn());
      const bool turnStart = g.pending().front().core() && g.pending().front().kind == carc::kDecideTile;
      // A copy equals its original.
      Game copy = g;
      if (!(copy == g)) FAIL("a copy differs from its original");
      // Record round trip.
      if (full || (turnStart && roundTripTurn(i, g.turn()))) {
        const json saved = carc::saveRecord(g);
        if (saved["version"] != versionNeeded(saved)) FAIL("saved as version " << saved["version"]);
        Game loaded = carc::loadRecord(cat(), saved.dump());
        ++roundTrips;
        // At a turn start and mid-turn alike (a partial last move keeps the open decision open;
        // loading resolves a pending chance decision from the game's stream, as settleChance does).
        Game settled = g;
        settled.settleChance();
        std::string d = stateDifference(loaded, settled);
        if (!d.empty()) FAIL("saveRecord -> loadRecord differs in " << d << (turnStart ? "" : " (mid-turn)"));
      }
      // Every legal action is accepted.
      std::vector<Action> options = g.legalActions();
      if (options.empty()) FAIL("no legal action in a running game");
      for (const Action& a : options)
        if (!g.isLegal(a)) FAIL("a listed action is not isLegal()");
      if (full) {
        for (const Action& a : options) {
          Game c2 = g;
          try {
            c2.apply(a);
          } catch (const std::exception& e) {
            FAIL("a legal action was refused: " << e.what());
          }
          ++appliedOptions;
          // Undo restores the state the action was applied to (a chance outcome is taken back with
          // the action that asked for it, so that nobody can roll again).
          if (c2.canUndo() && g.decider() != carc::kChance) {
            c2.undo();
            ++undos;
            std::string d = stateDifference(c2, g);
            if (!d.empty()) FAIL("apply then undo differs in " << d);
          }
        }
        if (turnStart) {
          std::set<Placement> expect;
          std::vector<int> hand = g.hand(g.current());
          if (g.pieceInstead() >= 0) hand = {g.pieceInstead()};  // a wonder instead of the draw
          for (int t : std::set<int>(hand.begin(), hand.end())) {
            auto one = expectedPlacements(g, t);
            expect.insert(one.begin(), one.end());
          }
          std::set<Placement> engine = enginePlacements(g);
          if (options.size() != engine.size()) FAIL("tile option count " << options.size() << " != " << engine.size());
          if (g.rules().placementFilters.empty()) {
            if (engine != expect) FAIL("tile options differ from the independent edge check");
          } else {
            // Module placement rules (the river's) only remove edge-matching placements, each
            // with the module's reason.
            for (const Placement& p : engine)
              if (!expect.count(p)) FAIL("a tile option breaks the independent edge check");
            for (const Placement& p : expect)
              if (!engine.count(p)) {
                Action a;
                a.type = ActionType::PlaceTile, a.tile = uint16_t(p.type), a.x = p.x, a.y = p.y, a.rot = uint8_t(p.rot);
                if (carc::explainIllegal(g, a).empty()) FAIL("an edge-matching placement is refused without a reason");
              }
          }
        }
      }
      const Action choice = bot.choose(g);
      g.apply(choice);
      ++steps;
      std::string bad = carc::brokenInvariant(g, base, prev);
      if (!bad.empty()) FAIL(bad);
      for (int p = 0; p < c.players; ++p) prev[p] = g.score(p);
    }
    // The end: every figure home, every tile placed or discarded, the record replays to the same game.
    REQUIRE(g.figures().empty());
    for (int p = 0; p < c.players; ++p)
      for (size_t k = 0; k < cat().figures.size(); ++k)
        REQUIRE(g.supply(p, int(k)) + carc::figuresAside(g, p, int(k)) == base.figures[p][k]);
    REQUIRE(g.tilesLeft() == 0);
    REQUIRE(static_cast<int>(g.tiles().size()) - g.piecesPlayedInstead() + carc::discardedTiles(g) == base.tiles);
    Game loaded = carc::loadRecord(cat(), carc::saveRecord(g));
    REQUIRE(stateDifference(loaded, g) == "");
    REQUIRE(loaded.over());
    withDiscard += carc::discardedTiles(g) > 0;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  WARN("random sim, part " << shard + 1 << " of " << kShards << ": " << games << " games, " << steps << " steps, "
                           << roundTrips << " round trips, " << undos << " undos, " << appliedOptions
                           << " options applied, " << withDiscard << " games with a discard, " << secs << " s");
  CHECK(games == kGames / kShards);
  CHECK(steps > games * 100);
  CHECK(undos > 0);
  CHECK(withDiscard > 0);
}

}  // namespace

// The configurations the parts play: whole rounds of 2, 3, 4 and 5 or 6 players, some with hands of
// three tiles; every game in one part, the parts of equal size with equal shares (within one game)
// of the expensive first games, so that ctest's two at a time finish together.
TEST_CASE("random simulation: the seeded games cover 2 to 6 players, each game in one part", "[sim]") {
  std::vector<int> playerCounts(7, 0), partGames(kShards, 0), partFull(kShards, 0);
  int handSize3 = 0;
  for (int i = 0; i < kGames; ++i) {
    const SimConfig c = configFor(i);
    ++playerCounts[c.players];
    handSize3 += c.handSize() == 3;
    for (int s = 0; s < kShards; ++s)
      if (inShard(i, s)) ++partGames[s], partFull[s] += i < kFullGames;
  }
  for (int s = 0; s < kShards; ++s) {
    CHECK(partGames[s] == kGames / kShards);
    CHECK(std::abs(partFull[s] - kFullGames / kShards) <= 1);
  }
  CHECK(handSize3 > kGames / 10);
  for (int n = 2; n <= 4; ++n) CHECK(playerCounts[n] == kGames / 4);
  CHECK(playerCounts[5] + playerCounts[6] == kGames / 4);
  CHECK(playerCounts[6] > 0);
}

TEST_CASE("random simulation: invariants along 1000 seeded games or CARC_SIM_GAMES: part 1 of 4", "[sim]") {
  playShard(0);
}
TEST_CASE("random simulation: invariants along 1000 seeded games or CARC_SIM_GAMES: part 2 of 4", "[sim]") {
  playShard(1);
}
TEST_CASE("random simulation: invariants along 1000 seeded games or CARC_SIM_GAMES: part 3 of 4", "[sim]") {
  playShard(2);
}
TEST_CASE("random simulation: invariants along 1000 seeded games or CARC_SIM_GAMES: part 4 of 4", "[sim]") {
  playShard(3);
}

TEST_CASE("random simulation: the same seed plays the same game", "[sim]") {
  for (int i : {0, 1, 5, 17}) {
    const SimConfig c = configFor(i);
    Game a = newGame(c), b = newGame(c);
    carc::playRandom(a, c.seed);
    carc::playRandom(b, c.seed);
    CHECK(stateDifference(a, b) == "");
    CHECK(carc::replayJson(a) == carc::replayJson(b));
    CHECK(carc::saveRecord(a) == carc::saveRecord(b));
  }
}

// Game::recordEvents(false), as random playouts and search use it: the same answers give the same
// game (scores, figures, supplies, module state, legal actions) without a single event, in every
// kind of set the simulation draws; a set whose rules read the events (the wonders) keeps them.
TEST_CASE("recordEvents off: the same game without events", "[sim][events]") {
  int quiet = 0, kept = 0;
  for (int i = 0; i < 60; ++i) {
    const SimConfig c = configFor(i);
    INFO(c.describe());
    Game a = newGame(c), b = newGame(c);
    b.recordEvents(false);
    const bool keeps = b.rules().eventsRead;
    CHECK(b.recordingEvents() == keeps);
    CHECK(b.events().empty() != keeps);
    (keeps ? kept : quiet)++;
    carc::Rng ra(c.seed), rb(c.seed);
    std::vector<Action> sa, sb;
    for (int step = 0; !a.over(); ++step) {
      REQUIRE(!b.over());
      Action x = a.randomAction(ra, sa), y = b.randomAction(rb, sb);
      REQUIRE(x == y);
      a.applyLegal(x);
      b.applyLegal(y);
      if (step % 16 == 0) REQUIRE(stateDifference(a, b, keeps) == "");
    }
    CHECK(stateDifference(a, b, keeps) == "");
    CHECK(!a.events().empty());
    CHECK(b.events().empty() != keeps);
  }
  CHECK(quiet > 10);
  CHECK(kept > 0);
}

TEST_CASE("recordEvents off: undo keeps it off, on again records from there", "[sim][events]") {
  const SimConfig c = carc::simConfigFor(cat(), 0);
  REQUIRE(c.sets.size() == 1);  // the base game only: nothing forces the events on
  Game g = newGame(c);
  g.recordEvents(false);
  carc::RandomBot bot(c.seed);
  g.apply(bot.choose(g));
  REQUIRE(g.canUndo());
  g.undo();
  CHECK(!g.recordingEvents());
  CHECK(g.events().empty());
  Game copy = g;
  CHECK(!copy.recordingEvents());
  g.recordEvents(true);
  g.apply(bot.choose(g));
  REQUIRE(g.events().size() == 1);
  CHECK(g.events()[0].type == carc::EventType::TilePlaced);
}

// operator== compares the full game state. (It used to be `= default`, which compared the
// addresses of the shared Rules and Setup, so a reloaded or undone game never equalled the
// original; this case guards the by-value comparison.)
TEST_CASE("operator==: a reloaded or undone game equals the original", "[sim]") {
  const SimConfig c = configFor(0);
  Game g = newGame(c);
  carc::RandomBot bot(c.seed);
  int checked = 0;
  while (!g.over() && checked < 20) {
    if (g.pending().front().kind == carc::kDecideTile) {
      Game loaded = carc::loadRecord(cat(), carc::saveRecord(g));
      REQUIRE(stateDifference(loaded, g) == "");
      CHECK(loaded == g);
      Action a = bot.choose(g);
      Game u = g;
      u.apply(a);
      REQUIRE(u.canUndo());
      u.undo();
      REQUIRE(stateDifference(u, g) == "");
      CHECK(u == g);
      g.apply(a);
      ++checked;
    } else {
      g.apply(bot.choose(g));
    }
  }
  CHECK(checked == 20);
}

// A game saved between its tile and its figure decision: the record writes the placed tile as a
// whole move, and loading it resolves the figure decision as "no figure", so the loaded game is
// already at the next player's turn and the player has lost the chance to place a figure.
TEST_CASE("mid-turn save: the loaded game still waits for the figure decision", "[sim]") {
  const SimConfig c = configFor(0);
  Game g = newGame(c);
  carc::RandomBot bot(c.seed);
  g.apply(bot.choose(g));  // the first tile
  REQUIRE(g.pending().front().kind == carc::kDecideFigure);
  const int mover = g.pending().front().player;
  Game loaded = carc::loadRecord(cat(), carc::saveRecord(g));
  REQUIRE(!loaded.pending().empty());
  CHECK(loaded.pending().front().kind == carc::kDecideFigure);  // engine: a tile decision
  CHECK(loaded.pending().front().player == mover);              // engine: the next player
  CHECK(stateDifference(loaded, g) == "");
}
