// OpenSpiel RandomSimTest style: many seeded random games, with the engine's invariants checked at
// every step. Games 0..99 get the expensive checks at every step (record round trip, undo, every
// legal action applied on a copy, legal tile options against an independent edge check); the rest
// check the round trip at the start of every turn and the cheap invariants at every step.
#include <chrono>

#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;

namespace {

constexpr int kGames = 1000;
constexpr int kFullGames = 100;

struct SimConfig {
  int players = 2;
  int handSize = 1;
  const char* farmScoring = "current";
  uint64_t seed = 0;
};

SimConfig configFor(int i) {
  SimConfig c;
  c.players = 2 + i % 4;  // 2..5
  c.handSize = i % 6 == 5 ? 3 : 1;
  static const char* modes[] = {"current", "current",        "current", "first-edition",
                                "current", "second-edition", "current"};
  c.farmScoring = modes[i % 7];
  c.seed = 1000 + static_cast<uint64_t>(i) * 7919;
  return c;
}

Game newGame(const SimConfig& c) {
  json ps = json::array();
  for (int p = 0; p < c.players; ++p) ps.push_back({{"name", "Bot " + std::to_string(p)}, {"bot", true}});
  json setup = {{"players", ps},
                {"sets", {"base"}},
                {"rules", {{"farmers", true}, {"handSize", c.handSize}, {"farmScoring", c.farmScoring}}},
                {"seed", c.seed}};
  return Game(cat(), carc::parseSetup(cat(), setup));
}

int discards(const Game& g) {
  int n = 0;
  for (auto& e : g.events()) n += e.type == carc::EventType::TileDiscarded;
  return n;
}

// Cheap invariants after every step; returns the first one broken, or "".
std::string invariants(const Game& g, const std::vector<int>& previousScores) {
  const int meeples = g.option(cat().optionId("meeples"));
  for (int p = 0; p < g.players(); ++p) {
    if (supply(g, p) + onBoard(g, p) != meeples) return "meeples of player " + std::to_string(p) + " not conserved";
    if (g.score(p) < previousScores[p]) return "score of player " + std::to_string(p) + " decreased";
  }
  int inHands = 0;
  for (int p = 0; p < g.players(); ++p) {
    inHands += static_cast<int>(g.hand(p).size());
    if (static_cast<int>(g.hand(p).size()) > g.rules().handSize) return "hand larger than handSize";
  }
  // 71 tiles in the deck + the start tile.
  if (g.tilesLeft() + inHands + static_cast<int>(g.tiles().size()) + discards(g) != 72) return "deck does not add up";
  int left = 0;
  for (int n : g.tilesLeftByType()) left += n;
  if (left != g.tilesLeft() + inHands) return "tilesLeftByType disagrees with tilesLeft + hands";
  if (g.over() != g.pending().empty()) return "over() and pending() disagree";
  return "";
}

}  // namespace

TEST_CASE("random simulation: invariants along 1000 seeded games", "[sim]") {
  auto t0 = std::chrono::steady_clock::now();
  long long steps = 0, roundTrips = 0, undos = 0, appliedOptions = 0;
  int withDiscard = 0, handSize3 = 0;
  std::vector<int> playerCounts(7, 0);
  for (int i = 0; i < kGames; ++i) {
    const SimConfig c = configFor(i);
    const bool full = i < kFullGames;
    INFO("game " << i << ": " << c.players << " players, seed " << c.seed << ", handSize " << c.handSize
                 << ", farmScoring " << c.farmScoring);
    Game g = newGame(c);
    carc::RandomBot bot(c.seed);
    std::vector<int> prev(c.players, 0);
    ++playerCounts[c.players];
    handSize3 += c.handSize == 3;
    {
      std::string bad = invariants(g, prev);
      if (!bad.empty()) FAIL("at the start: " << bad);
    }
    while (!g.over()) {
      INFO("step " << steps << " turn " << g.turn());
      const bool turnStart = g.pending().front().kind == carc::kDecideTile;
      // A copy equals its original.
      Game copy = g;
      if (!(copy == g)) FAIL("a copy differs from its original");
      // Record round trip.
      if (turnStart || full) {
        Game loaded = carc::loadRecord(cat(), carc::saveRecord(g).dump());
        ++roundTrips;
        // At a turn start and mid-turn alike (a partial last move keeps the figure decision open).
        std::string d = stateDifference(loaded, g);
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
          // Undo restores the state the action was applied to.
          if (c2.canUndo()) {
            c2.undo();
            ++undos;
            std::string d = stateDifference(c2, g);
            if (!d.empty()) FAIL("apply then undo differs in " << d);
          }
        }
        if (turnStart) {
          std::set<Placement> expect;
          std::vector<int> hand = g.hand(g.current());
          for (int t : std::set<int>(hand.begin(), hand.end())) {
            auto one = expectedPlacements(g, t);
            expect.insert(one.begin(), one.end());
          }
          if (enginePlacements(g) != expect) FAIL("tile options differ from the independent edge check");
          if (options.size() != expect.size()) FAIL("tile option count " << options.size() << " != " << expect.size());
        }
      }
      const Action choice = bot.choose(g);
      g.apply(choice);
      ++steps;
      std::string bad = invariants(g, prev);
      if (!bad.empty()) FAIL(bad);
      for (int p = 0; p < c.players; ++p) prev[p] = g.score(p);
    }
    // The end: every figure home, every tile placed or discarded, the record replays to the same game.
    REQUIRE(g.figures().empty());
    for (int p = 0; p < c.players; ++p) REQUIRE(supply(g, p) == 7);
    REQUIRE(g.tilesLeft() == 0);
    REQUIRE(static_cast<int>(g.tiles().size()) + discards(g) == 72);
    Game loaded = carc::loadRecord(cat(), carc::saveRecord(g));
    REQUIRE(stateDifference(loaded, g) == "");
    REQUIRE(loaded.over());
    withDiscard += discards(g) > 0;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  WARN("random sim: " << kGames << " games, " << steps << " steps, " << roundTrips << " round trips, " << undos
                      << " undos, " << appliedOptions << " options applied, " << withDiscard
                      << " games with a discard, " << secs << " s");
  CHECK(steps > kGames * 100);
  CHECK(undos > 0);
  CHECK(withDiscard > 0);
  CHECK(handSize3 > 100);
  for (int n = 2; n <= 5; ++n) CHECK(playerCounts[n] == kGames / 4);
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
