// The rules of the fixture game "dice" (tests/games/dice/dice.hpp), through its typed state and
// through the JSON session the registry creates.
#include <algorithm>
#include <catch2/catch.hpp>

#include "games/dice/dice.hpp"
#include "platform_test_support.hpp"
#include "typed_session.hpp"

using nlohmann::json;

namespace {

const platform::GameDef& diceDef() { return platform_test::gameDef("dice"); }
using platform_test::errorOf;
using platform_test::fingerprint;

// The first seed whose deal gives player 0 goal `g0`, player 1 goal `g1` and opens line `open`.
uint64_t seedDealing(int g0, int g1, int open) {
  for (uint64_t seed = 0; seed < 100000; ++seed) {
    dice::State s({"A", "B"}, seed);
    if (s.goal(0) == g0 && s.goal(1) == g1 && s.openLine() == open) return seed;
  }
  FAIL("no seed deals that");
  return 0;
}

std::vector<std::pair<int, int>> squares(const dice::State& s) {
  std::vector<dice::Action> list;
  s.legalActions(list);
  std::vector<std::pair<int, int>> out;
  for (const auto& a : list) out.push_back({a.x, a.y});
  return out;
}

}  // namespace

TEST_CASE("dice: the die's face opens its row or column, and only its empty squares", "[dice]") {
  dice::State s({"A", "B"}, seedDealing(0, 1, 0));
  CHECK(squares(s) == std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});  // row 0
  s.applyLegal({false, 2, 0});
  REQUIRE(s.decider() == platform::kChanceDecider);
  std::vector<dice::Action> faces;
  s.legalActions(faces);
  CHECK(faces.size() == 8);
  s.applyLegal({true, 7, 0});  // face 7: column 2, whose (2,0) is taken
  CHECK(s.openLine() == 6);
  CHECK(squares(s) == std::vector<std::pair<int, int>>{{2, 1}, {2, 2}, {2, 3}});
  s.applyLegal({false, 2, 1});
  s.applyLegal({true, 1, 0});  // face 1: row 0 again
  CHECK(squares(s) == std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {3, 0}});
}

TEST_CASE("dice: a full open line lets the player place on any empty square", "[dice]") {
  dice::State s({"A", "B"}, seedDealing(0, 1, 0));
  for (int x = 0; x < 4; ++x) {
    s.applyLegal({false, int8_t(x), 0});
    s.applyLegal({true, 1, 0});  // row 0, until it is full
  }
  CHECK(s.score(1) == 1);  // player 1 filled row 0
  CHECK(squares(s).size() == 12);
}

TEST_CASE("dice: an illegal square is refused with words and the session stays as it was", "[dice]") {
  const uint64_t seed = seedDealing(0, 1, 0);
  auto g = diceDef().create(json{{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", seed}}.dump());
  g->apply(R"({"x": 0, "y": 0})");
  const json roll = json::parse(g->eventsText(1))[0];  // the stream's roll for player 1
  REQUIRE(roll["id"] == "roll");
  const int open = roll["face"].get<int>() - 1;
  const std::string before = fingerprint(*g);
  // A square off the open line, one taken, one off the grid, and answers of the wrong shape.
  int ox = 0, oy = 0;
  while ((open < 4 ? oy == open : ox == open - 4) || (ox == 0 && oy == 0)) ox = (ox + 1) % 4, oy += ox == 0;
  CHECK(errorOf([&] {
          g->apply(json{{"x", ox}, {"y", oy}}.dump());
        }) == "option: square (" + std::to_string(ox) + "," + std::to_string(oy) + ") is not on the open line (" +
                  dice::lineName(open) + ", which has room)");
  CHECK(errorOf([&] { g->apply(R"({"x": 0, "y": 0})"); }) == "option: square (0,0) already holds player 0's marker");
  CHECK(errorOf([&] { g->apply(R"({"x": 7, "y": 0})"); }) == "option.x: expected 0..3, got 7");
  CHECK(errorOf([&] { g->apply(R"({"x": 1})"); }) == "option.y: missing (expected an integer 0..3)");
  CHECK(errorOf([&] { g->apply(R"({"face": 3})"); }) == "option: player 1 is to place a marker, not roll the die");
  CHECK(errorOf([&] { g->apply(R"({"x": 1, "y": 1, "z": 0})"); }).rfind("option: unknown field \"z\"", 0) == 0);
  CHECK(errorOf([&] { g->applyMove(R"({"player": 0, "x": 1, "y": 1})"); }) ==
        "move 1: this decision is player 1's, not player 0's");
  // A legal placement on the open line whose roll is not a face: the whole move is refused.
  const json onLine = {{"player", 1},
                       {"x", open < 4 ? 1 : open - 4},
                       {"y", open < 4 ? open : 1},
                       {"then", {{{"chance", true}, {"face", 9}}}}};
  CHECK(errorOf([&] { g->applyMove(onLine.dump()); }) == "move 1.then[0].face: expected 1..8, got 9");
  CHECK(errorOf([&] { g->botOptionText("oracle", 1, "{}"); }) ==
        "bot: unknown kind \"oracle\" (this game's bots: random, greedy, mcts)");
  CHECK(fingerprint(*g) == before);
}

TEST_CASE("dice: the end scores lines and goals as events and names the winner", "[dice]") {
  // Player 0's goal is row 0, player 1's row 1; the die opens each player's goal row in turn.
  const uint64_t seed = seedDealing(0, 1, 0);
  json moves = json::array();
  const int place[8][2] = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 0}, {0, 2}};
  const int faces[8] = {2, 1, 2, 1, 2, 1, 3, 0};  // the roll after each turn (none after the last)
  for (int t = 0; t < 8; ++t) {
    json m = {{"player", t % 2}, {"x", place[t][0]}, {"y", place[t][1]}};
    if (faces[t]) m["then"] = json::array({{{"chance", true}, {"face", faces[t]}}});
    moves.push_back(m);
  }
  json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", seed}};
  json record = {{"game", "dice"}, {"version", 1}, {"setup", setup}, {"moves", moves}};
  auto g = diceDef().load(record.dump());
  REQUIRE(g->finished());
  // Player 0: 1 for filling row 0, 2 x 4 markers on row 0; player 1: 2 x 3 markers on row 1.
  CHECK(json::parse(g->scoresText()) == json::array({9, 6}));
  json scores = json::array();
  for (const json& e : json::parse(g->eventsText(0)))
    if (e["id"] == "score") scores.push_back(e);
  CHECK(scores == json::parse(R"([{"id":"score","player":0,"points":1,"reason":"line"},
    {"id":"score","player":0,"points":8,"reason":"goal"},{"id":"score","player":1,"points":6,"reason":"goal"}])"));
  CHECK(json::parse(g->eventsText(g->eventCount() - 1))[0] == json::parse(R"({"id":"end","winners":[0]})"));
  CHECK(json::parse(g->stateText())["decision"].is_null());
  CHECK(json::parse(g->saveText()) == record);  // the record it saves is the one it loaded
  // The same record with move 3 placed off the open line is refused by name, and loads nothing.
  record["moves"][3]["x"] = 3, record["moves"][3]["y"] = 3;
  CHECK(errorOf([&] { diceDef().load(record.dump()); }) ==
        "move 3: square (3,3) is not on the open line (row 1, which has room)");
}

TEST_CASE("dice: a record may leave a roll out, and the seeded stream decides it as in a live game", "[dice]") {
  json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}, {{"name", "C"}}}}, {"seed", 5}};
  auto live = diceDef().create(setup.dump());
  for (int i = 0; i < 5; ++i) live->apply(live->botOptionText("random", uint64_t(i), "{}"));
  json rec = json::parse(live->saveText());
  for (json& m : rec["moves"]) m.erase("then");
  auto replayed = diceDef().load(rec.dump());
  CHECK(replayed->saveText() == live->saveText());
}

TEST_CASE("dice: a re-deal keeps the seat's own goal and deals the others from the cards it has not seen", "[dice]") {
  dice::State s({"A", "B", "C", "D"}, 3);
  bool changed = false;
  for (uint64_t seed = 0; seed < 20; ++seed) {
    dice::State r = s;
    r.redealHidden(2, seed);
    CHECK(r.goal(2) == s.goal(2));
    std::vector<int> goals{r.goal(0), r.goal(1), r.goal(2), r.goal(3)};
    std::sort(goals.begin(), goals.end());
    CHECK(std::adjacent_find(goals.begin(), goals.end()) == goals.end());  // four different cards
    changed = changed || !(r == s);
  }
  CHECK(changed);
}

TEST_CASE("dice: a bad setup is refused by field", "[dice]") {
  const auto& def = diceDef();
  CHECK(errorOf([&] { def.create(R"({"players":[{"name":"A"}]})"); }) ==
        "setup.players: expected 2 to 4 players, got 1");
  CHECK(errorOf([&] { def.create(R"({"players":[{"name":"A"},{"name":""}]})"); }) ==
        "setup.players[1].name: expected 1 to 40 bytes, got 0");
  CHECK(errorOf([&] {
          def.create(R"({"players":[{"name":"A"},{"name":"B"}],"seed":-1})");
        }).rfind("setup.seed: expected an integer", 0) == 0);
  CHECK(errorOf([&] {
          def.create(R"({"players":[{"name":"A"},{"name":"B"}],"sets":[]})");
        }).rfind("setup: unknown field \"sets\"", 0) == 0);
  CHECK(errorOf([&] { def.load(R"({"game":"dice","setup":{"players":[{"name":"A"},{"name":"B"}]},"moves":[5]})"); }) ==
        "move 0: expected an object, got number");
  CHECK(errorOf([&] { def.create(std::string(70, '[') + std::string(70, ']')); }) ==
        "setup: nested deeper than 64 arrays and objects");
  CHECK(errorOf([&] { def.load(R"({"setup":{}})"); }) == "record.game: expected \"dice\", missing");
}

// The platform's bots (engine/platform/bots/) play the fixture game through its session with no
// code of its own: every kind answers with a listed option, an iteration budget is deterministic,
// and the search beats the random bot.
TEST_CASE("dice: the platform's greedy and MCTS bots play it, and MCTS beats random", "[dice][bots]") {
  int wins = 0, losses = 0, games = 40;
  for (int game = 0; game < games; ++game) {
    json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", 100 + game}};
    auto g = diceDef().create(setup.dump());
    for (int ply = 0; !g->finished(); ++ply) {
      const int seat = json::parse(g->stateText())["decision"]["player"];
      const uint64_t seed = uint64_t(game * 100 + ply);
      const std::string kind = seat == game % 2 ? "mcts" : ply % 3 == 0 ? "greedy" : "random";
      const std::string option = g->botOptionText(kind, seed, R"({"iterations": 300})");
      const json listed = json::parse(g->optionsText());
      REQUIRE(std::find(listed.begin(), listed.end(), json::parse(option)) != listed.end());
      if (kind == "mcts") CHECK(g->botOptionText(kind, seed, R"({"iterations": 300})") == option);
      g->apply(option);
    }
    const json scores = json::parse(g->scoresText());
    if (scores[game % 2] > scores[1 - game % 2]) ++wins;
    if (scores[game % 2] < scores[1 - game % 2]) ++losses;
  }
  INFO("MCTS won " << wins << " and lost " << losses << " of " << games);
  CHECK(wins >= 2 * losses);
  auto g = diceDef().create(R"({"players": [{"name": "A"}, {"name": "B"}], "seed": 1})");
  CHECK(errorOf([&] { g->botOptionText("mcts", 1, R"({"iterations": 0})"); }).find("bot params") == 0);
  CHECK(errorOf([&] { g->botOptionText("mcts", 1, R"({"depth": 3})"); }).find("bot params") == 0);
}
