// One TEST_CASE per rule, each on a small hand-built record (free deck, so moves name any tile).
// Geometry reminder: x east, y SOUTH; rot = clockwise quarter turns; the start tile is D at (0,0)
// rot 0 (city N, road W-E, the field strip north of the road touches the city).
// Every expected number below was worked out by hand from the rules, not copied from the engine.
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;

namespace {

// The record without its moves (and without "end"): the game before the first move.
Game startOf(json rec) {
  rec["moves"] = json::array();
  rec.erase("end");
  return load(rec);
}

// The score events of the replay output.
std::vector<json> scoreEvents(const Game& g) { return eventsOf(g, "score"); }

json lastScore(const Game& g) {
  auto s = scoreEvents(g);
  REQUIRE(!s.empty());
  return s.back();
}

// Event types (tile, figure, score, return, ...) emitted at one turn, in order.
std::vector<std::string> typesAtTurn(const Game& g, int turn) {
  std::vector<std::string> out;
  json replay = carc::replayJson(g);
  for (auto& e : replay["events"])
    if (e["turn"] == turn && !(e["type"] == "tile" && e["player"] == -1))
      out.push_back(e["type"]);  // not the start tile
  return out;
}

}  // namespace

// ---------------------------------------------------------------- roads

TEST_CASE("road: closed by a junction at each end scores 1 per tile", "[rules][road]") {
  // W (3-way junction, roads E, S, W) east and west of D: the road W-arm, D, E-arm is closed.
  json rec = record(2, R"([
    {"tile": "W", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])");
  Game g = startOf(rec);
  applyMove(g, rec["moves"][0], 0);
  CHECK(supply(g, 0) == 6);
  CHECK(scores(g) == std::vector<int>{0, 0});
  CHECK(scoreEvents(g).empty());
  applyMove(g, rec["moves"][1], 1);
  CHECK(scores(g) == std::vector<int>{3, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "road");
  CHECK(e["points"] == 3);
  CHECK(e["tiles"] == 3);
  CHECK(e["complete"] == true);
  CHECK(players(e) == std::vector<int>{0});
  CHECK(e["turn"] == 1);  // scored on the turn that closed it, by the other player's tile
  REQUIRE(e["returned"].size() == 1);
  CHECK(e["returned"][0]["player"] == 0);
  CHECK(e["returned"][0]["x"] == 1);
  CHECK(e["returned"][0]["y"] == 0);
  CHECK(supply(g, 0) == 7);
  CHECK(g.figures().empty());
  CHECK(!g.over());
}

TEST_CASE("road: a closed loop scores 1 per tile", "[rules][road]") {
  // Four curves V in a 2x2 ring below D: (0,1) E-S, (1,1) W-S, (0,2) N-E, (1,2) N-W.
  json rec = record(2, R"([
    {"tile": "V", "x": 0, "y": 1, "rot": 3, "meeple": {"at": "E"}},
    {"tile": "V", "x": 1, "y": 1, "rot": 0},
    {"tile": "V", "x": 0, "y": 2, "rot": 2},
    {"tile": "V", "x": 1, "y": 2, "rot": 1}
  ])");
  Game g = startOf(rec);
  for (int i = 0; i < 3; ++i) {
    applyMove(g, rec["moves"][i], i);
    CHECK(scoreEvents(g).empty());
  }
  applyMove(g, rec["moves"][3], 3);
  CHECK(scores(g) == std::vector<int>{4, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "road");
  CHECK(e["tiles"] == 4);
  CHECK(e["points"] == 4);
  CHECK(e["complete"] == true);
  CHECK(e["returned"].size() == 1);
  CHECK(supply(g, 0) == 7);
}

TEST_CASE("road: a loop leaving and re-entering one junction counts that tile once", "[rules][road]") {
  // W at (1,0): its E arm runs round (2,0), (2,1), (1,1) back into its own S arm. The road is
  // W, V, V, V = 4 tiles (5 if the junction were counted twice), closed at both ends.
  json rec = record(2, R"([
    {"tile": "W", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "V", "x": 2, "y": 0, "rot": 0},
    {"tile": "V", "x": 2, "y": 1, "rot": 1},
    {"tile": "V", "x": 1, "y": 1, "rot": 2}
  ])");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 0});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["tiles"] == 4);
  CHECK(s[0]["turn"] == 3);
  CHECK(s[0]["complete"] == true);
}

// ---------------------------------------------------------------- cities

TEST_CASE("city: 2 per tile and 2 per pennant when complete", "[rules][city]") {
  // D's city N, F (band with pennant) turned N-S at (0,-1), cap E closing it at (0,-2):
  // 3 tiles + 1 pennant = 2*3 + 2 = 8.
  for (int tiny : {4, 2}) {
    json rec = record(2, R"([
      {"tile": "F", "x": 0, "y": -1, "rot": 1, "meeple": {"at": "N"}},
      {"tile": "E", "x": 0, "y": -2, "rot": 2}
    ])",
                      tiny == 4 ? "{}" : R"({"tinyCity": 2})");
    Game g = load(rec);
    INFO("tinyCity " << tiny << " (does not apply to 3 tiles)");
    CHECK(scores(g) == std::vector<int>{8, 0});
    json e = lastScore(g);
    CHECK(e["feature"] == "city");
    CHECK(e["tiles"] == 3);
    CHECK(e["pennants"] == 1);
    CHECK(e["complete"] == true);
    CHECK(players(e) == std::vector<int>{0});
  }
}

TEST_CASE("city: a 2-tile city scores 4, or 2 with rules.tinyCity 2", "[rules][city]") {
  const std::string moves = R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}}])";
  Game four = load(record(2, moves));
  CHECK(scores(four) == std::vector<int>{4, 0});
  CHECK(lastScore(four)["tiles"] == 2);
  Game two = load(record(2, moves, R"({"tinyCity": 2})"));
  CHECK(scores(two) == std::vector<int>{2, 0});
  CHECK(lastScore(two)["points"] == 2);
  CHECK(lastScore(two)["tiles"] == 2);
}

TEST_CASE("a meeple placed on a feature its tile just completed scores at once and returns", "[rules][city][figures]") {
  // 000 example: the cap closes D's city into a 2-tile city; the meeple placed on it scores 4 in the
  // same turn and goes straight back to the supply.
  json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}}])");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 0});
  CHECK(typesAtTurn(g, 0) == std::vector<std::string>{"tile", "figure", "score", "return"});
  json e = lastScore(g);
  CHECK(e["turn"] == 0);
  REQUIRE(e["returned"].size() == 1);
  CHECK(e["returned"][0]["player"] == 0);
  CHECK(e["returned"][0]["x"] == 0);
  CHECK(e["returned"][0]["y"] == -1);
  CHECK(g.figures().empty());
  CHECK(supply(g, 0) == 7);
  CHECK(supply(g, 1) == 7);
  CHECK(g.current() == 1);
}

TEST_CASE("city: a city that reaches one tile twice counts the tile once", "[rules][city]") {
  SECTION("tile I: both caps joined round a 2x2 ring") {
    // P (-1,0) city N+W, I (-2,0) caps N and E, N (-2,-1) corner S+E, N (-1,-1) corner W+S.
    // Distinct tiles 4: 8 points (10 if I were counted twice).
    json rec = record(2, R"([
      {"tile": "P", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "N"}},
      {"tile": "I", "x": -2, "y": 0, "rot": 1},
      {"tile": "N", "x": -2, "y": -1, "rot": 2},
      {"tile": "N", "x": -1, "y": -1, "rot": 3}
    ])");
    Game g = load(rec);
    CHECK(scores(g) == std::vector<int>{8, 0});
    auto s = scoreEvents(g);
    REQUIRE(s.size() == 1);
    CHECK(s[0]["tiles"] == 4);
    CHECK(s[0]["turn"] == 3);
  }
  SECTION("tile H: its N cap and S cap joined round a 2x3 ring") {
    // P (-1,0), N (-2,0) corner E+N, H (-2,-1) caps N+S, N (-2,-2) corner S+E, G (-1,-1) band N-S,
    // N (-1,-2) corner W+S. Distinct tiles 6: 12 points (14 if H were counted twice).
    json rec = record(2, R"([
      {"tile": "P", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "N"}},
      {"tile": "N", "x": -2, "y": 0, "rot": 1},
      {"tile": "H", "x": -2, "y": -1, "rot": 0},
      {"tile": "N", "x": -2, "y": -2, "rot": 2},
      {"tile": "G", "x": -1, "y": -1, "rot": 1},
      {"tile": "N", "x": -1, "y": -2, "rot": 3}
    ])");
    Game g = load(rec);
    CHECK(scores(g) == std::vector<int>{12, 0});
    auto s = scoreEvents(g);
    REQUIRE(s.size() == 1);
    CHECK(s[0]["tiles"] == 6);
    CHECK(s[0]["pennants"] == 0);
    CHECK(s[0]["turn"] == 5);
  }
}

// ---------------------------------------------------------------- monasteries

TEST_CASE("monastery: 9 when its 8 neighbours are filled", "[rules][monastery]") {
  // B at (0,1); neighbours: D, U (1,0), U (-1,0), caps facing away at (1,1), (-1,1) and a row of caps
  // at y = 2. No other feature closes, so the only score is the monastery's.
  json rec = record(2, R"([
    {"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C"}},
    {"tile": "U", "x": 1, "y": 0, "rot": 0},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "E", "x": 1, "y": 1, "rot": 1},
    {"tile": "E", "x": -1, "y": 1, "rot": 3},
    {"tile": "E", "x": -1, "y": 2, "rot": 2},
    {"tile": "E", "x": 0, "y": 2, "rot": 2},
    {"tile": "E", "x": 1, "y": 2, "rot": 2}
  ])");
  Game g = startOf(rec);
  for (int i = 0; i < 7; ++i) applyMove(g, rec["moves"][i], i);
  CHECK(scoreEvents(g).empty());
  CHECK(supply(g, 0) == 6);
  applyMove(g, rec["moves"][7], 7);
  CHECK(scores(g) == std::vector<int>{9, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "monastery");
  CHECK(e["points"] == 9);
  CHECK(e["tiles"] == 9);
  CHECK(e["complete"] == true);
  CHECK(e["turn"] == 7);
  CHECK(e["x"] == 0);
  CHECK(e["y"] == 1);
  CHECK(e["returned"].size() == 1);
  CHECK(supply(g, 0) == 7);
  // At the end nothing else is scored: the meeple is home, no other figure stands anywhere.
  Game ended = g;
  ended.endNow();
  CHECK(scores(ended) == std::vector<int>{9, 0});
}

// ---------------------------------------------------------------- majorities

TEST_CASE("majority: a shared city pays every tied player in full", "[rules][majority]") {
  // Player 0 on M (0,-1) (joined to D's city), player 1 on K (1,0); M (1,-1) joins both:
  // D, M, K, M = 4 tiles + 2 pennants = 12 each (000 example: "both get 12").
  json rec = record(2, R"([
    {"tile": "M", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}},
    {"tile": "K", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "N"}},
    {"tile": "M", "x": 1, "y": -1, "rot": 3}
  ])");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{12, 12});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 1);
  CHECK(players(s[0]) == std::vector<int>{0, 1});
  CHECK(s[0]["points"] == 12);
  CHECK(s[0]["tiles"] == 4);
  CHECK(s[0]["pennants"] == 2);
  CHECK(s[0]["returned"].size() == 2);
  CHECK(supply(g, 0) == 7);
  CHECK(supply(g, 1) == 7);
}

namespace {
// A row of roads U east of D; above them player 0 holds two city pieces, player 1 one; F and G join
// them into one 5-tile city with 1 pennant.
const char* kTakeover = R"([
  {"tile": "U", "x": 1, "y": 0, "rot": 0},
  {"tile": "U", "x": 2, "y": 0, "rot": 0},
  {"tile": "E", "x": 1, "y": -1, "rot": 1, "meeple": {"at": "E"}},
  {"tile": "U", "x": 3, "y": 0, "rot": 0},
  {"tile": "G", "x": 3, "y": -1, "rot": 0, "meeple": {"at": "W"}},
  {"tile": "U", "x": 4, "y": 0, "rot": 0},
  {"tile": "U", "x": 5, "y": 0, "rot": 0},
  {"tile": "E", "x": 5, "y": -1, "rot": 3, "meeple": {"at": "W"}},
  {"tile": "F", "x": 2, "y": -1, "rot": 0},
  {"tile": "G", "x": 4, "y": -1, "rot": 0}
])";
}  // namespace

TEST_CASE("majority: 2 meeples against 1 take the city over", "[rules][majority]") {
  json rec = record(2, kTakeover);
  Game g = load(rec);
  // 5 tiles + 1 pennant = 12 for player 0 alone; player 1 gets nothing.
  CHECK(scores(g) == std::vector<int>{12, 0});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 1);
  CHECK(players(s[0]) == std::vector<int>{0});
  CHECK(s[0]["tiles"] == 5);
  CHECK(s[0]["pennants"] == 1);
  CHECK(s[0]["turn"] == 9);  // closed by player 1's tile
  REQUIRE(s[0]["returned"].size() == 3);
  int p0 = 0, p1 = 0;
  for (auto& r : s[0]["returned"]) (r["player"] == 0 ? p0 : p1)++;
  CHECK(p0 == 2);
  CHECK(p1 == 1);
}

TEST_CASE("figures go back to the supply when their feature scores", "[rules][figures]") {
  json rec = record(2, kTakeover);
  Game g = startOf(rec);
  // Supplies after each move of the takeover record.
  const int expect[10][2] = {{7, 7}, {7, 7}, {6, 7}, {6, 7}, {5, 7}, {5, 7}, {5, 7}, {5, 6}, {5, 6}, {7, 7}};
  for (int i = 0; i < 10; ++i) {
    applyMove(g, rec["moves"][i], i);
    INFO("after move " << i);
    CHECK(supply(g, 0) == expect[i][0]);
    CHECK(supply(g, 1) == expect[i][1]);
    CHECK(supply(g, 0) + onBoard(g, 0) == 7);
    CHECK(supply(g, 1) + onBoard(g, 1) == 7);
  }
  CHECK(g.figures().empty());
  CHECK(eventsOf(g, "return").size() == 3);
}

// ---------------------------------------------------------------- fields and game end

namespace {
// Two 2-tile cities side by side between rows 1 and 2 below D. Player 0 farms the field above them
// (with D's south field) and the field below them; both fields touch both cities.
const char* kTwoFields = R"([
  {"tile": "E", "x": 0, "y": 1, "rot": 2, "meeple": {"at": "NNW"}},
  {"tile": "E", "x": 1, "y": 1, "rot": 2},
  {"tile": "E", "x": 0, "y": 2, "rot": 0, "meeple": {"at": "SSE"}},
  {"tile": "E", "x": 1, "y": 2, "rot": 0}
])";
}  // namespace

TEST_CASE("farmers stay on their field until the game ends", "[rules][field][figures]") {
  json rec = record(2, kTwoFields, "{}", true);
  Game g = startOf(rec);
  applyMove(g, rec["moves"][0], 0);
  applyMove(g, rec["moves"][1], 1);
  applyMove(g, rec["moves"][2], 2);  // closes the first city: nobody on it, farmers stay
  applyMove(g, rec["moves"][3], 3);  // closes the second
  CHECK(scoreEvents(g).empty());
  CHECK(g.figures().size() == 2);
  CHECK(onBoard(g, 0) == 2);
  CHECK(supply(g, 0) == 5);
  CHECK(scores(g) == std::vector<int>{0, 0});
  g.endNow();
  CHECK(g.over());
  CHECK(g.figures().empty());
  CHECK(supply(g, 0) == 7);
  // Each field touches 2 completed cities: 6 + 6.
  CHECK(scores(g) == std::vector<int>{12, 0});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 2);
  for (auto& e : s) {
    CHECK(e["feature"] == "field");
    CHECK(e["cities"] == 2);
    CHECK(e["points"] == 6);
    CHECK(e["complete"] == false);
  }
  CHECK(eventsOf(g, "return").size() == 2);
  CHECK(eventsOf(g, "end").size() == 1);
  CHECK(eventsOf(g, "end")[0]["scores"] == json::array({12, 0}));
}

TEST_CASE("farm scoring editions: current, first-edition and second-edition differ", "[rules][field]") {
  // Same layout as above: player 0 has a farmer in each of two fields that both touch the same two
  // completed cities.
  //  current: 3 per city per field = 6 + 6 = 12;
  //  first-edition: per city the most farmers around it take 4 = 4 + 4 = 8;
  //  second-edition: 3 per city but each city once per player = 6 + 0 = 6.
  auto run = [](const char* mode) {
    return load(record(2, kTwoFields, std::string(R"({"farmScoring": ")") + mode + "\"}", true));
  };
  Game current = run("current");
  Game first = run("first-edition");
  Game second = run("second-edition");
  CHECK(scores(current) == std::vector<int>{12, 0});
  CHECK(scores(first) == std::vector<int>{8, 0});
  CHECK(scores(second) == std::vector<int>{6, 0});
  auto f = scoreEvents(first);
  REQUIRE(f.size() == 2);  // one per completed city
  for (auto& e : f) {
    CHECK(e["feature"] == "field");
    CHECK(e["points"] == 4);
    CHECK(e["cities"] == 1);
  }
  int total = 0;
  for (auto& e : scoreEvents(second)) total += e["points"].get<int>();
  CHECK(total == 6);
  CHECK(supply(first, 0) == 7);
  CHECK(supply(second, 0) == 7);
}

TEST_CASE("000 example: unfinished features at game end", "[rules][end][000]") {
  // Red's monastery with 3 neighbours: 4. Blue's city of 2 tiles + 1 pennant: 3. Yellow's road of 3
  // tiles: 3. The big unfinished city (5 tiles + 2 pennants) with yellow 1 and green 2 meeples:
  // green alone gets 7.
  Game g = load(recordFile("unfinished_000.json"));
  CHECK(g.over());
  CHECK(scores(g) == std::vector<int>{4, 3, 3, 7});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 4);
  for (auto& e : s) {
    CHECK(e["complete"] == false);
    CHECK(e["turn"] == 12);
  }
  CHECK(s[0]["feature"] == "monastery");
  CHECK(s[0]["points"] == 4);
  CHECK(s[0]["tiles"] == 4);
  CHECK(players(s[0]) == std::vector<int>{0});
  CHECK(s[1]["feature"] == "city");
  CHECK(s[1]["points"] == 3);
  CHECK(s[1]["tiles"] == 2);
  CHECK(s[1]["pennants"] == 1);
  CHECK(players(s[1]) == std::vector<int>{1});
  CHECK(s[2]["feature"] == "road");
  CHECK(s[2]["points"] == 3);
  CHECK(s[2]["tiles"] == 3);
  CHECK(players(s[2]) == std::vector<int>{2});
  CHECK(s[3]["feature"] == "city");
  CHECK(s[3]["points"] == 7);
  CHECK(s[3]["tiles"] == 5);
  CHECK(s[3]["pennants"] == 2);
  CHECK(players(s[3]) == std::vector<int>{3});
  CHECK(s[3]["returned"].size() == 3);
  for (int p = 0; p < 4; ++p) CHECK(supply(g, p) == 7);
  CHECK(g.figures().empty());
  // Nothing was complete during play: all points come from the final scoring.
  json noEnd = recordFile("unfinished_000.json");
  noEnd.erase("end");
  Game live = load(noEnd);
  CHECK(scores(live) == std::vector<int>{0, 0, 0, 0});
  CHECK(!live.over());
  CHECK(live.figures().size() == 6);
}

TEST_CASE("000 example: fields pay 3 per completed city they touch", "[rules][field][000]") {
  // Cities stand in columns x = 0..9 between rows 1 and 2; bands (F turned N-S) at x = 0, 3, 7 cut
  // the row-2 field in three:
  //  field 2 (x = 0..3): touches x = 1, 2 and the 3-tile city at 3 (complete) + x = 0 (open):
  //    red 1, blue 1 -> 9 each;
  //  field 3 (x = 3..7): touches 3, 4, 5, 6 (complete) + 7 (open): yellow 2, green 1 -> 12 yellow;
  //  field 1 (x = 7..9): touches 8, 9 (complete) + 7 (open): red -> 6.
  json rec = recordFile("fields_000.json");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{15, 9, 12, 0});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 3);
  for (auto& e : s) CHECK(e["feature"] == "field");
  // Fields are scored in the order their first farmer was placed: field 3, field 2, field 1.
  CHECK(players(s[0]) == std::vector<int>{2});
  CHECK(s[0]["points"] == 12);
  CHECK(s[0]["cities"] == 4);
  CHECK(s[0]["returned"].size() == 3);
  CHECK(players(s[1]) == std::vector<int>{0, 1});
  CHECK(s[1]["points"] == 9);
  CHECK(s[1]["cities"] == 3);
  CHECK(players(s[2]) == std::vector<int>{0});
  CHECK(s[2]["points"] == 6);
  CHECK(s[2]["cities"] == 2);
  // Cities completed during play scored nothing: nobody stood on them.
  CHECK(s.size() == 3);

  SECTION("first-edition on the same layout") {
    // Per completed city, the most farmers in the fields around it take 4:
    // x=1, 2: red+blue tie (4 each); x=3: fields 2 and 3 together, yellow has 2 -> yellow;
    // x=4, 5, 6: yellow; x=8, 9: red. Red 16, blue 8, yellow 16, green 0.
    rec["setup"]["rules"]["farmScoring"] = "first-edition";
    CHECK(scores(load(rec)) == std::vector<int>{16, 8, 16, 0});
  }
  SECTION("second-edition on the same layout") {
    // No player's fields share a city here, so the numbers equal the current rules'.
    rec["setup"]["rules"]["farmScoring"] = "second-edition";
    CHECK(scores(load(rec)) == std::vector<int>{15, 9, 12, 0});
  }
  SECTION("farmers off: the same layout without farmer moves scores nothing") {
    rec["setup"]["rules"]["farmers"] = false;
    for (auto& m : rec["moves"]) m.erase("meeple");
    CHECK(scores(load(rec)) == std::vector<int>{0, 0, 0, 0});
  }
}

TEST_CASE("field score events list the farmers each field returned", "[rules][field]") {
  // Every score event names the figures it returned (record-format.md, "What replaying a record
  // returns"). In the 000 field example the three fields return 3, 2 and 1 farmers.
  Game g = load(recordFile("fields_000.json"));
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 3);
  CHECK(s[0]["returned"].size() == 3);
  CHECK(s[1]["returned"].size() == 2);  // engine: 0
  CHECK(s[2]["returned"].size() == 1);  // engine: 0
  Game two = load(record(2, kTwoFields, "{}", true));
  auto t = scoreEvents(two);
  REQUIRE(t.size() == 2);
  CHECK(t[0]["returned"].size() == 1);
  CHECK(t[1]["returned"].size() == 1);  // engine: 0
}

TEST_CASE("field: touching 2 completed cities = 6", "[rules][field]") {
  // Farmer on the cap at (0,-1) that closes D's city; its field also touches the 2-tile city
  // (1,-1)+(2,-1). D's own field strip is not connected to it (D's north side is city).
  json rec = record(2, R"([
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "NNW"}},
    {"tile": "E", "x": 1, "y": -1, "rot": 1},
    {"tile": "E", "x": 2, "y": -1, "rot": 3}
  ])",
                    "{}", true);
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{6, 0});
  auto s = scoreEvents(g);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["cities"] == 2);
  CHECK(s[0]["feature"] == "field");
}

TEST_CASE("field: a city the field touches on two tiles counts once", "[rules][field]") {
  // City D + F (0,-1) + cap E (0,-2): complete, 3 tiles. Player 1's farmer on B (-1,-1); with B
  // (-1,-2) the field runs from F's west side round to the cap's field, so it touches the same city
  // on F and on E: one completed city = 3 (first-edition 4, second-edition 3).
  const char* moves = R"([
    {"tile": "F", "x": 0, "y": -1, "rot": 1},
    {"tile": "B", "x": -1, "y": -1, "rot": 0, "meeple": {"at": "NNW"}},
    {"tile": "B", "x": -1, "y": -2, "rot": 0},
    {"tile": "E", "x": 0, "y": -2, "rot": 2}
  ])";
  Game current = load(record(2, moves, "{}", true));
  CHECK(scores(current) == std::vector<int>{0, 3});
  auto s = scoreEvents(current);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["feature"] == "field");
  CHECK(s[0]["cities"] == 1);
  CHECK(scores(load(record(2, moves, R"({"farmScoring": "first-edition"})", true))) == std::vector<int>{0, 4});
  CHECK(scores(load(record(2, moves, R"({"farmScoring": "second-edition"})", true))) == std::vector<int>{0, 3});
}

// ---------------------------------------------------------------- options

TEST_CASE("handSize 3: players hold 3 tiles, the options cover them all, every tile is played", "[rules][options]") {
  json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"rules", {{"handSize", 3}}}, {"seed", 11}};
  Game g(cat(), carc::parseSetup(cat(), setup));
  carc::RandomBot bot(11);
  int tileDecisions = 0, placed = 0, moreThanOneType = 0;
  while (!g.over()) {
    if (g.pending().front().kind == carc::kDecideTile) {
      ++tileDecisions;
      std::vector<int> hand = g.hand(g.current());
      INFO("decision " << tileDecisions << " tiles left " << g.tilesLeft());
      if (g.tilesLeft() > 0) {
        REQUIRE(hand.size() == 3);
      } else {
        REQUIRE(hand.size() >= 1);
        REQUIRE(hand.size() <= 3);
      }
      // The tile options are exactly the placements of the distinct tiles in hand.
      std::set<Placement> expect;
      std::set<int> types(hand.begin(), hand.end());
      for (int t : types) {
        auto one = expectedPlacements(g, t);
        REQUIRE(!one.empty());  // a tile that fits nowhere would have been discarded
        expect.insert(one.begin(), one.end());
      }
      moreThanOneType += types.size() > 1;
      auto options = g.legalActions();
      CHECK(options.size() == expect.size());
      CHECK(enginePlacements(g) == expect);
      ++placed;
    }
    g.apply(bot.choose(g));
  }
  CHECK(moreThanOneType > 30);
  CHECK(placed + int(eventsOf(g, "discard").size()) == 71);
  for (int n : g.tilesLeftByType()) CHECK(n == 0);
  CHECK(g.hand(0).empty());
  CHECK(g.hand(1).empty());
  CHECK(g.tiles().size() == size_t(placed + 1));
}

TEST_CASE("meeples option: with 1 meeple a second placement is refused until it returns", "[rules][options]") {
  json rec = record(2, R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}}
  ])",
                    R"({"meeples": 1})");
  REQUIRE_THROWS_WITH(load(rec), Catch::Contains("move 2") && Catch::Contains("player 0 has no normal figure left"));
  Game g = startOf(rec);
  CHECK(supply(g, 0) == 1);
  CHECK(supply(g, 1) == 1);
  applyMove(g, rec["moves"][0], 0);
  applyMove(g, rec["moves"][1], 1);
  CHECK(supply(g, 0) == 0);
  // The figure decision after a tile offers only "pass" to a player with no meeple left.
  Game c = g;
  c.forceDraw(cat().tileId("E"));
  Action place;
  place.type = ActionType::PlaceTile, place.tile = static_cast<uint16_t>(cat().tileId("E"));
  place.x = 0, place.y = -1, place.rot = 2;
  REQUIRE(c.isLegal(place));
  c.apply(place);
  auto figs = c.legalActions();
  REQUIRE(figs.size() == 1);
  CHECK(figs[0].type == ActionType::Pass);
  // Same position with 7 meeples: pass, the city and the field.
  json rec7 = rec;
  rec7["setup"]["rules"].erase("meeples");
  Game c7 = startOf(rec7);
  applyMove(c7, rec7["moves"][0], 0);
  applyMove(c7, rec7["moves"][1], 1);
  c7.forceDraw(cat().tileId("E"));
  c7.apply(place);
  CHECK(c7.legalActions().size() == 3);
  // With the meeple back (a tiny city scored in the same turn), the next placement works.
  json rec2 = record(2, R"([
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}}
  ])",
                     R"({"meeples": 1})");
  Game g2 = load(rec2);
  CHECK(scores(g2) == std::vector<int>{4, 0});
  CHECK(supply(g2, 0) == 0);
  CHECK(onBoard(g2, 0) == 1);
}

TEST_CASE("a tile that fits nowhere is discarded and the deck still adds up", "[rules][discard]") {
  int gamesWithDiscard = 0, discards = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", seed}};
    Game g(cat(), carc::parseSetup(cat(), setup));
    carc::RandomBot bot(seed);
    size_t seen = 0;
    bool any = false;
    auto checkNew = [&]() {
      for (; seen < g.events().size(); ++seen) {
        const auto& e = g.events()[seen];
        if (e.type != carc::EventType::TileDiscarded) continue;
        any = true, ++discards;
        INFO("seed " << seed << " discarded " << cat().tiles[e.tileType].id);
        // Independent check: the tile has no legal spot on the board it was drawn for.
        CHECK(expectedPlacements(g, e.tileType).empty());
      }
    };
    checkNew();
    while (!g.over()) {
      g.apply(bot.choose(g));
      checkNew();
      int placedTiles = static_cast<int>(g.tiles().size());  // includes the start tile
      int discarded = 0, inHands = 0, left = 0;
      for (auto& e : g.events()) discarded += e.type == carc::EventType::TileDiscarded;
      for (int p = 0; p < g.players(); ++p) inHands += static_cast<int>(g.hand(p).size());
      for (int n : g.tilesLeftByType()) left += n;
      INFO("seed " << seed << " turn " << g.turn());
      REQUIRE(g.tilesLeft() + inHands + placedTiles + discarded == 72);
      REQUIRE(left == g.tilesLeft() + inHands);
    }
    gamesWithDiscard += any;
    auto ev = eventsOf(g, "discard");
    for (auto& e : ev) {
      CHECK(e["tile"].is_string());
      CHECK(e["player"].is_number_integer());
    }
  }
  // Over 300 seeded games some draws fit nowhere (e.g. B or C when every open side is road or city).
  CHECK(gamesWithDiscard >= 3);
  CHECK(discards >= gamesWithDiscard);
}
