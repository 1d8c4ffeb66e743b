// The bots: only legal options, the same choices for the same seed, the determinization re-deals
// only what the deciding player cannot see, and the greedy bot takes a city the rules pay for.
#include "bots/bots.hpp"

#include <algorithm>

#include "bots/evaluate.hpp"
#include "bots/greedy_bot.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;

namespace {

json setupJson(int players, uint64_t seed, const std::string& rules = "{}") {
  json ps = json::array();
  for (int i = 0; i < players; ++i) ps.push_back({{"name", "P" + std::to_string(i)}});
  return {{"players", ps}, {"sets", {"base"}}, {"seed", seed}, {"rules", json::parse(rules)}};
}

Game newGame(int players, uint64_t seed, const std::string& rules = "{}") {
  return Game(cat(), carc::parseSetup(cat(), setupJson(players, seed, rules)));
}

// Plays `decisions` decisions (or to the end) with one bot per seat; returns the actions chosen.
std::vector<Action> play(Game& g, std::vector<std::unique_ptr<carc::Bot>>& seats, int decisions) {
  std::vector<Action> chosen;
  for (int i = 0; i < decisions && !g.over(); ++i) {
    Action a = seats[g.pending().front().player]->choose(g);
    REQUIRE(g.isLegal(a));
    chosen.push_back(a);
    g.apply(a);
  }
  return chosen;
}

carc::MctsBudget iterations(int n) {
  carc::MctsBudget b;
  b.iterations = n;
  return b;
}

}  // namespace

TEST_CASE("bots: every choice is legal, whole games, 2-3 players, hands of 1-2", "[bots]") {
  struct Case {
    int players;
    const char* rules;
  };
  for (Case c : {Case{2, "{}"}, Case{3, R"({"handSize": 2})"}}) {
    Game g = newGame(c.players, 7, c.rules);
    std::vector<std::unique_ptr<carc::Bot>> seats;
    seats.push_back(carc::makeBot("greedy", 1));
    seats.push_back(carc::makeBot("mcts", 2, iterations(40)));
    if (c.players > 2) seats.push_back(carc::makeBot("random", 3));
    play(g, seats, 100000);
    CHECK(g.over());
    CHECK(g.tilesLeft() == 0);
  }
}

TEST_CASE("bots: the same seed gives the same choices (mcts under an iteration budget)", "[bots]") {
  auto run = [](const char* kind, uint64_t seed) {
    Game g = newGame(2, 11);
    std::vector<std::unique_ptr<carc::Bot>> seats;
    seats.push_back(carc::makeBot(kind, seed, iterations(200)));
    seats.push_back(carc::makeBot(kind, seed + 1, iterations(200)));
    return play(g, seats, 24);
  };
  for (const char* kind : {"greedy", "mcts", "random"}) {
    INFO(kind);
    std::vector<Action> a = run(kind, 5), b = run(kind, 5);
    REQUIRE(a.size() == 24);
    CHECK(a == b);
  }
}

namespace {
// Two MCTS bots play 24 choices of one seeded game with a budget `tweak` adjusts; play() checks
// every choice is legal.
template <class Tweak>
std::vector<Action> mctsGame(int iters, Tweak tweak) {
  Game g = newGame(2, 11);
  carc::MctsBudget b = iterations(iters);
  tweak(b);
  std::vector<std::unique_ptr<carc::Bot>> seats;
  seats.push_back(carc::makeBot("mcts", 5, b));
  seats.push_back(carc::makeBot("mcts", 6, b));
  return play(g, seats, 24);
}

// A budget change that reaches the search: the tweaked games repeat exactly and differ from the
// games without the tweak (if the change were ignored they would be the same).
template <class On, class Off>
void checkRepeatsAndChanges(int iters, On on, Off off) {
  std::vector<Action> a = mctsGame(iters, on), b = mctsGame(iters, on), without = mctsGame(iters, off);
  REQUIRE(a.size() == 24);
  CHECK(a == b);
  CHECK_FALSE(a == without);
}
}  // namespace

TEST_CASE("mcts: a completion weight is deterministic, legal and changes the choices", "[bots]") {
  checkRepeatsAndChanges(
      200, [](carc::MctsBudget& b) { b.completionWeight = 1.0; },
      [](carc::MctsBudget& b) { b.completionWeight = 0.0; });
}

// Availability changes the exploration of children legal in few deals only (the opponent's
// placements of a tile it may not hold): if the flag were ignored the games would be the same.
TEST_CASE("mcts: exploration by availability is deterministic, legal and changes the choices", "[bots]") {
  checkRepeatsAndChanges(
      400, [](carc::MctsBudget& b) { b.availability = true; }, [](carc::MctsBudget& b) { b.availability = false; });
}

// The page's strongest level asks for availability through botOption's params: the key must
// reach the search (some choice differs from the plain search's), repeat exactly, and a value that
// is not a boolean is refused by name with the session unchanged.
TEST_CASE("session: botOption's availability reaches the MCTS and is checked", "[bots]") {
  carc::Session s = carc::Session::create(setupJson(2, 11));
  for (uint64_t seed = 1; seed <= 12; ++seed) s.apply(s.botOption("greedy", seed));
  const json on = {{"iterations", 400}, {"availability", true}};
  const json off = {{"iterations", 400}, {"availability", false}};
  int differ = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    json a = s.botOption("mcts", seed, on);
    CHECK(a == s.botOption("mcts", seed, on));
    CHECK(s.botOption("mcts", seed, off) == s.botOption("mcts", seed, {{"iterations", 400}}));
    differ += a != s.botOption("mcts", seed, off);
  }
  CHECK(differ > 0);
  const Game before = s.game();
  REQUIRE_THROWS_WITH(s.botOption("mcts", 1, {{"availability", 1}}),
                      Catch::Matchers::Contains("botOption: params.availability: expected true or false"));
  REQUIRE_THROWS_WITH(
      s.botOption("mcts", 1, {{"avail", true}}),
      Catch::Matchers::Contains("unknown key 'avail' (known: iterations, millis, availability, searches, turns)"));
  CHECK(s.game() == before);
}

// Several searches (root parallelization): each runs the whole iteration budget in a tree of its
// own, and the root's visits summed over them choose. If the count were ignored, the iterations
// would not multiply and the choices would be the single search's.
TEST_CASE("mcts: several searches each run the budget, repeat, and change the choices", "[bots]") {
  checkRepeatsAndChanges(
      150, [](carc::MctsBudget& b) { b.searches = 3; }, [](carc::MctsBudget& b) { b.searches = 1; });
  Game g = newGame(2, 11);
  carc::MctsBudget budget = iterations(150);
  budget.searches = 3;
  carc::MctsBot bot(5, budget);
  std::vector<Action> legal = g.legalActions();
  REQUIRE(legal.size() > 1);
  Action chosen = bot.choose(g);
  CHECK(std::find(legal.begin(), legal.end(), chosen) != legal.end());
  CHECK(bot.lastStats().iterations == 3 * 150);
  // A time budget is shared out: the searches together stop near it, each having searched.
  carc::MctsBudget timed;
  timed.iterations = 0, timed.seconds = 0.05, timed.searches = 4;
  carc::MctsBot quick(5, timed);
  chosen = quick.choose(g);
  CHECK(std::find(legal.begin(), legal.end(), chosen) != legal.end());
  CHECK(quick.lastStats().iterations >= 4);
  CHECK(quick.lastStats().seconds < 0.05 + 0.5);
}

// botOption's "searches" reaches the MCTS (some choice differs from one search's), repeats, and
// anything but an integer 1..16 is refused by name with the session unchanged.
TEST_CASE("session: botOption's searches reaches the MCTS and is checked", "[bots]") {
  carc::Session s = carc::Session::create(setupJson(2, 11));
  for (uint64_t seed = 1; seed <= 12; ++seed) s.apply(s.botOption("greedy", seed));
  const json three = {{"iterations", 150}, {"searches", 3}};
  int differ = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    json a = s.botOption("mcts", seed, three);
    CHECK(a == s.botOption("mcts", seed, three));
    CHECK(s.botOption("mcts", seed, {{"iterations", 150}, {"searches", 1}}) ==
          s.botOption("mcts", seed, {{"iterations", 150}}));
    differ += a != s.botOption("mcts", seed, {{"iterations", 150}});
  }
  CHECK(differ > 0);
  const Game before = s.game();
  for (const json& bad : {json(0), json(17), json("2"), json(2.5)})
    REQUIRE_THROWS_WITH(s.botOption("mcts", 1, {{"searches", bad}}),
                        Catch::Matchers::Contains("botOption: params.searches: expected an integer 1..16"));
  CHECK(s.game() == before);
}

// botOption's "turns" (random playout turns before the valuation; the page's strongest level asks
// for 8) reaches the MCTS: 4 gives the default's choices, 8 changes some, 0 (to the game's end) is
// taken; the choices repeat; anything but an integer 0..64 is refused by name, the session unchanged.
TEST_CASE("session: botOption's turns reaches the MCTS and is checked", "[bots]") {
  carc::Session s = carc::Session::create(setupJson(2, 11));
  for (uint64_t seed = 1; seed <= 12; ++seed) s.apply(s.botOption("greedy", seed));
  const json eight = {{"iterations", 300}, {"turns", 8}};
  int differ = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    json a = s.botOption("mcts", seed, eight);
    CHECK(a == s.botOption("mcts", seed, eight));
    CHECK(s.botOption("mcts", seed, {{"iterations", 300}, {"turns", 4}}) ==
          s.botOption("mcts", seed, {{"iterations", 300}}));
    differ += a != s.botOption("mcts", seed, {{"iterations", 300}});
  }
  CHECK(differ > 0);
  json toEnd = s.botOption("mcts", 1, {{"iterations", 50}, {"turns", 0}});
  CHECK(toEnd.is_object());
  const Game before = s.game();
  for (const json& bad : {json(-1), json(65), json("8"), json(2.5), json(true)})
    REQUIRE_THROWS_WITH(s.botOption("mcts", 1, {{"turns", bad}}),
                        Catch::Matchers::Contains("botOption: params.turns: expected an integer 0..64"));
  CHECK(s.game() == before);
}

TEST_CASE("bots: an unknown kind is refused by name", "[bots]") {
  REQUIRE_THROWS_WITH(carc::makeBot("genius", 1), Catch::Matchers::Contains("unknown bot 'genius'"));
}

TEST_CASE("redealHidden: re-deals the deck and other hands, keeps the viewer's hand and every count", "[bots]") {
  Game g = newGame(3, 21, R"({"handSize": 2})");
  std::vector<std::unique_ptr<carc::Bot>> seats;
  for (int i = 0; i < 3; ++i) seats.push_back(carc::makeBot("random", 30 + i));
  play(g, seats, 20);  // some tiles played, every hand full
  int viewer = g.current();
  bool someOrderChanged = false;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Game d = g;
    d.redealHidden(viewer, seed);
    CHECK(d.hand(viewer) == g.hand(viewer));
    CHECK(d.tilesLeft() == g.tilesLeft());
    CHECK(d.tilesLeftByType() == g.tilesLeftByType());  // deck + hands, by type
    for (int p = 0; p < 3; ++p) CHECK(d.hand(p).size() == g.hand(p).size());
    // A new order shows in the tiles the next turns draw: play both on with the same bots.
    Game a = g, b = d;
    std::vector<std::unique_ptr<carc::Bot>> sa, sb;
    for (int i = 0; i < 3; ++i)
      sa.push_back(carc::makeBot("random", 40 + i)), sb.push_back(carc::makeBot("random", 40 + i));
    play(a, sa, 12), play(b, sb, 12);
    someOrderChanged |= !(a.tiles() == b.tiles());
  }
  CHECK(someOrderChanged);
}

TEST_CASE("greedy: completes the 2-tile city with its meeple on it (4 points, meeple back)", "[bots]") {
  // Start tile D at (0,0), city to the north. E (a city cap) at (0,-1) turned twice faces south:
  // it closes a 2-tile city, worth 4 to a meeple on it (current rules), and the meeple returns.
  json rec = record(2, "[]");
  Game g = load(rec);
  g.forceDraw(cat().tileId("E"));
  carc::GreedyBot bot(1);
  Action tile = bot.choose(g);
  CHECK(tile.type == ActionType::PlaceTile);
  CHECK(tile.x == 0);
  CHECK(tile.y == -1);
  CHECK(tile.rot == 2);
  g.apply(tile);
  Action figure = bot.choose(g);
  REQUIRE(figure.type == ActionType::PlaceFigure);
  CHECK(cat().tiles[cat().tileId("E")].segments[figure.segment].kind == cat().kindId("city"));
  g.apply(figure);
  CHECK(scores(g) == std::vector<int>{4, 0});
  CHECK(supply(g, 0) == 7);
}

TEST_CASE("redealHidden: keeps the order modules give a deck (river tiles first)", "[bots]") {
  json s = setupJson(2, 8);
  s["sets"] = {"base", "river"};
  Game g(cat(), carc::parseSetup(cat(), s));
  int river = cat().kindId("river");
  REQUIRE(river >= 0);
  auto isRiver = [&](int type) {
    for (auto& seg : cat().tiles[type].segments)
      if (seg.kind == river) return true;
    return false;
  };
  int riverLeft = 0;
  std::vector<int> left = g.tilesLeftByType();
  for (size_t t = 0; t < left.size(); ++t) riverLeft += isRiver(int(t)) ? left[t] : 0;
  REQUIRE(riverLeft > 3);
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Game d = g;
    d.redealHidden(d.current(), seed);
    std::vector<std::unique_ptr<carc::Bot>> seats;
    seats.push_back(carc::makeBot("random", 1)), seats.push_back(carc::makeBot("random", 2));
    size_t placedBefore = d.tiles().size();
    while (!d.over() && d.tiles().size() < placedBefore + 3) play(d, seats, 1);
    for (size_t i = placedBefore; i < d.tiles().size(); ++i) CHECK(isRiver(d.tiles()[i].type));
  }
}

namespace {
// Start tile D at (0,0), city to the north; G turned once (a city from south to north) at (0,-1)
// extends it, and player 0's meeple on it: a 2-tile city open to the north (one open end).
Game openCityOfPlayer0() {
  Game g = load(record(2, "[]"));
  g.forceDraw(cat().tileId("G"));
  Action tile;
  tile.type = ActionType::PlaceTile, tile.tile = uint16_t(cat().tileId("G")), tile.rot = 1, tile.x = 0, tile.y = -1;
  g.apply(tile);
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceFigure &&
        cat().tiles[cat().tileId("G")].segments[a.segment].kind == cat().kindId("city")) {
      g.apply(a);
      return g;
    }
  FAIL("no meeple spot on G's city");
  return g;
}
}  // namespace

TEST_CASE("addCompletionChances: an open city adds its completion gain times the chance, to its owner only", "[bots]") {
  Game g = openCityOfPlayer0();
  REQUIRE(g.figures().size() == 1);
  // Complete, the 2-tile city pays 4; open at the end, 2. One open end: the chance is q = left / (left + 12).
  double q = g.tilesLeft() / (g.tilesLeft() + 12.0);
  carc::PlayerValues v{};
  carc::addCompletionChances(g, v, 1.0);
  CHECK(v[0] == Approx(2 * q));
  CHECK(v[1] == 0);
  carc::PlayerValues twice{};
  carc::addCompletionChances(g, twice, 2.0);
  CHECK(twice[0] == Approx(4 * q));
  carc::PlayerValues none{};
  carc::addCompletionChances(g, none, 0.0);
  CHECK(none[0] == 0);
}

TEST_CASE("addCompletionChances: nothing without figures, nothing for a completed city", "[bots]") {
  Game empty = load(record(2, "[]"));
  carc::PlayerValues v{};
  carc::addCompletionChances(empty, v, 1.0);
  CHECK(v[0] == 0);
  CHECK(v[1] == 0);
  // Player 1 closes the city with E turned twice at (0,-2): player 0 scores 6 (3 tiles), the meeple returns.
  Game g = openCityOfPlayer0();
  g.settleChance();
  g.forceDraw(cat().tileId("E"));
  Action cap;
  cap.type = ActionType::PlaceTile, cap.tile = uint16_t(cat().tileId("E")), cap.rot = 2, cap.x = 0, cap.y = -2;
  g.apply(cap);
  Action pass;
  pass.type = ActionType::Pass;
  g.apply(pass);
  CHECK(scores(g) == std::vector<int>{6, 0});
  carc::PlayerValues after{};
  carc::addCompletionChances(g, after, 1.0);
  CHECK(after[0] == 0);
  CHECK(after[1] == 0);
}
