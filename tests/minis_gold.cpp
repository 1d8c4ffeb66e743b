// Gold Mines (MINIS.md §4): the worked examples GO-1..GO-5 as records of tests/records/ (and the
// values of GO-5 directly), the choice of the second bar and its refusals, bars lost at the end.
#include "modules/gold.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

const carc::Gold& gold() { return dynamic_cast<const carc::Gold&>(*cat().modules[cat().moduleIndex("gold")]); }

std::vector<int> held(const Game& g) {
  std::vector<int> v;
  for (int p = 0; p < g.players(); ++p) v.push_back(gold().barsHeld(g, p));
  return v;
}

// The players who took bars, in order (module events "taken").
std::vector<int> takers(const Game& g) {
  std::vector<int> v;
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "module" && e["module"] == "gold" && e["code"] == carc::Gold::kTaken) v.push_back(e["player"]);
  return v;
}

}  // namespace

TEST_CASE("gold GO-1: the winner of a completed city takes the bars on its tiles", "[gold]") {
  // go/D at (0,-1) (bars: itself 1, (0,0) 1), go/A at (1,0) (bars: itself 1, (0,0) 1 more).
  // E at (0,-2) closes the city D(0,0)+go/D+E: 3 tiles x 2 = 6 for Red; bars on its tiles: (0,0) 2 +
  // (0,-1) 1 = 3, all Red's; (1,0)'s bar stays (not part of the city).
  json rec = recordFile("gold_city.json");
  Game mid = before(rec, 3);
  CHECK(held(mid) == std::vector<int>{3, 0});
  CHECK(gold().barsAt(mid, {0, 0}) == 0);
  CHECK(gold().barsAt(mid, {0, -1}) == 0);
  CHECK(gold().barsAt(mid, {1, 0}) == 1);
  CHECK(scores(mid) == std::vector<int>{6, 0});
  // At the end the bar left on (1,0) is lost; Red's 3 bars pay 1 each: 6 + 3 = 9.
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{9, 0});
  bool lost = false;
  int goldPoints = 0;
  for (const json& e : carc::eventsJson(g)) {
    lost |= e["type"] == "module" && e["module"] == "gold" && e["code"] == carc::Gold::kLost;
    if (e["type"] == "score" && e["feature"] == "gold") goldPoints += e["points"].get<int>();
  }
  CHECK(lost);
  CHECK(goldPoints == 3);
}

TEST_CASE("gold GO-2: tied winners take one bar at a time, the active player first", "[gold]") {
  // Road A(-1,0)-D(0,0)-go/A(1,0)-A(1,1): Red's and Blue's highwaymen, 4 tiles: 4 each. Bars on its
  // tiles: (0,0) 2, (1,0) 1 = 3. Red (active), Blue, Red: Red 2, Blue 1.
  Game g = load(recordFile("gold_tie.json"));
  CHECK(scores(g) == std::vector<int>{4, 4});
  CHECK(held(g) == std::vector<int>{2, 1});
  CHECK(takers(g) == std::vector<int>{0, 1, 0});
}

TEST_CASE("gold GO-3: a monastery claims the bars on its tile and the 8 around it", "[gold]") {
  // Blue's monastery go/H at (0,1): bars on it 1, on the diagonal neighbour (1,2) 2, on (2,1)
  // (two squares east) 1. A(0,2) surrounds it: Blue 9 points, takes 1 + 2 = 3; (2,1) keeps its bar.
  // The road A(-1,1)-go/H-A(0,2) completes too, with nobody on it: it claims nothing.
  Game g = load(recordFile("gold_monastery.json"));
  CHECK(scores(g) == std::vector<int>{0, 9});
  CHECK(held(g) == std::vector<int>{0, 3});
  CHECK(gold().barsAt(g, {2, 1}) == 1);
}

TEST_CASE("gold GO-4: two features, each player takes only from tiles their feature claims", "[gold]") {
  // L at (1,0) closes Red's city D(0,0)+N(0,-1)+N(1,-1)+L (4 tiles: 8) and Blue's road
  // A(-1,0)-D-L (3 tiles: 3). X = (0,0) (both) 2 bars, Y = (1,-1) (city) 1, Z = (-1,0) (road) 1.
  // Red: X (most claimants) -> 1 left; Blue: X -> 0; Red: Y; Blue: Z. Red 2, Blue 2.
  Game g = load(recordFile("gold_two_features.json"));
  CHECK(scores(g) == std::vector<int>{8, 3});
  CHECK(held(g) == std::vector<int>{2, 2});
  CHECK(takers(g) == std::vector<int>{0, 1, 0, 1});
  std::vector<std::pair<int, int>> from;
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "module" && e["module"] == "gold" && e["code"] == carc::Gold::kTaken)
      from.push_back({e["x"].get<int>(), e["y"].get<int>()});
  CHECK(from == std::vector<std::pair<int, int>>{{0, 0}, {0, 0}, {1, -1}, {-1, 0}});
}

TEST_CASE("gold: a real choice of bar is the active player's, records name it, old records keep the house order",
          "[gold][records]") {
  // GO-4's board: X = (0,0) (Red's city and Blue's road) 2 bars, Y = (1,-1) (city) 1, Z = (-1,0)
  // (road) 1. Red may take from X or Y (X is Blue's too: a real choice), takes Y; Blue from X or Z,
  // and Red (the active player hands the bars out, 「手番プレイヤーが…分配します」) gives Blue Z; then
  // each has only X: Red 1, Blue 1. Red 2 (Y, X), Blue 2 (Z, X).
  Game g = load(recordFile("gold_choice.json"));
  CHECK(scores(g) == std::vector<int>{8, 3});
  CHECK(held(g) == std::vector<int>{2, 2});
  CHECK(takers(g) == std::vector<int>{0, 1, 0, 1});
  std::vector<std::pair<int, int>> from;
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "module" && e["module"] == "gold" && e["code"] == carc::Gold::kTaken)
      from.push_back({e["x"].get<int>(), e["y"].get<int>()});
  CHECK(from == std::vector<std::pair<int, int>>{{1, -1}, {-1, 0}, {0, 0}, {0, 0}});
  // Saved back: the same two answers.
  json saved = carc::saveRecord(g);
  CHECK(saved["moves"][7]["then"] == recordFile("gold_choice.json")["moves"][7]["then"]);
  CHECK(stateDifference(load(saved), g) == "");
  // Open at Red's choice (a partial save): the options are X then Y (the house order first), Red's.
  json part = recordFile("gold_choice.json");
  part["moves"][7].erase("then");
  part["moves"][7]["meeple"] = nullptr;  // past the figure step
  part["moves"][7]["partial"] = true;
  Game open = load(part);
  REQUIRE(!open.pending().empty());
  CHECK(open.pending().front().player == 0);
  CHECK(gold().decisionName(open.pending().front()) == "gold-take");
  std::vector<carc::Action> o = open.legalActions();
  REQUIRE(o.size() == 2);
  CHECK((o[0].x == 0 && o[0].y == 0));
  CHECK((o[1].x == 1 && o[1].y == -1));
  CHECK(gold().describe(open, o[1]) == "Take a gold bar from the tile north of the new tile (1 there)");
  // A record without the answers (GO-4's, written before takes were decisions) replays the house
  // order, and saves the takes back as answers.
  Game old = load(recordFile("gold_two_features.json"));
  CHECK(takers(old) == std::vector<int>{0, 1, 0, 1});
  CHECK(carc::saveRecord(old)["moves"][7]["then"].size() == 2);
  // An entry that is no gold take is kept for a later decision (here there is none left), as in a
  // record written before takes were decisions, whose later answers follow the scoring.
  json pass = recordFile("gold_two_features.json");
  pass["moves"][7]["then"] = json::parse(R"([{"player": 0, "pass": true}])");
  CHECK_THROWS_WITH(load(pass), Contains("move 7.then[0]: no decision of this turn is left to answer"));
  // Refusals: a tile Red's features do not claim; an answer that is no take. Game unchanged.
  json rec = recordFile("gold_choice.json");
  json bad = rec["moves"][7];
  bad["then"][0]["gold"] = {{"code", 2}, {"x", -1}, {"y", 0}};
  refused(rec, 7, bad,
          Contains("move 7.then[0]") && Contains("a completed feature of Red claims and that still holds one: "
                                                 "(0,0), (1,-1); not (-1,0)"));
  bad["then"][0]["gold"] = {{"code", 2}, {"x", 5}, {"y", 5}};
  refused(rec, 7, bad, Contains("not (5,5) (no bar there)"));
  bad["then"][0] = {{"player", 1}, {"gold", {{"code", 2}, {"x", 0}, {"y", 0}}}};
  refused(rec, 7, bad, Contains("it is player 0's decision (take a gold bar"));
  // Blue's bar is Red's decision too: Blue answering it is refused; the options are Blue's tiles.
  bad = rec["moves"][7];
  bad["then"][1]["player"] = 1;
  refused(rec, 7, bad, Contains("move 7.then[1]") && Contains("it is player 0's decision (give Blue a gold bar"));
  part = recordFile("gold_choice.json");
  part["moves"][7]["then"].erase(1);
  part["moves"][7]["meeple"] = nullptr;  // past the figure step
  part["moves"][7]["partial"] = true;
  Game blue = load(part);
  REQUIRE(!blue.pending().empty());
  CHECK(blue.pending().front().player == 0);
  CHECK(gold().decisionName(blue.pending().front()) == "gold-take");
  o = blue.legalActions();
  REQUIRE(o.size() == 2);
  CHECK(gold().describe(blue, o[1]) == "Give Blue a gold bar from the tile 2 west of the new tile (1 there)");
}

TEST_CASE("gold GO-5: bars pay by how many a player holds", "[gold]") {
  // 1-3: 1 each, 4-6: 2 each, 7-9: 3 each, 10+: 4 each.
  CHECK(carc::Gold::barPoints(0) == 0);
  CHECK(carc::Gold::barPoints(3) == 3);    // 3 x 1
  CHECK(carc::Gold::barPoints(4) == 8);    // 4 x 2
  CHECK(carc::Gold::barPoints(6) == 12);   // 6 x 2
  CHECK(carc::Gold::barPoints(7) == 21);   // 7 x 3
  CHECK(carc::Gold::barPoints(9) == 27);   // 9 x 3
  CHECK(carc::Gold::barPoints(10) == 40);  // 10 x 4
  CHECK(carc::Gold::barPoints(12) == 48);  // 12 x 4
}

TEST_CASE("gold: the second bar goes on one of the 8 tiles around, refusals name the rule", "[gold]") {
  json rec = recordFile("gold_city.json");
  // The options after go/D at (0,-1): the placed tiles around it, here only the start tile (0,0).
  json partial = rec;
  partial["moves"] = json::array({partial["moves"][0]});
  partial["moves"][0]["then"].clear();
  partial["moves"][0]["partial"] = true;
  partial["moves"][0].erase("meeple");  // saved at the bar, before the figure step: no meeple yet
  partial.erase("end");
  Game open = load(partial);
  REQUIRE(open.legalActions().size() == 1);
  CHECK(open.legalActions()[0].x == 0);
  CHECK(open.legalActions()[0].y == 0);
  CHECK(gold().barsAt(open, {0, -1}) == 1);  // the first bar lies on the gold tile already
  json bad = rec["moves"][1];
  bad["then"][0]["gold"]["x"] = 3;
  refused(rec, 1, bad, Contains("move 1.then[0]") && Contains("one of the 8 tiles around the gold tile at (1,0)"));
  bad["then"][0]["gold"] = {{"code", 1}, {"x", 2}, {"y", 1}};
  refused(rec, 1, bad, Contains("(2,1) is empty"));
  bad["then"][0]["gold"] = {{"code", 1}, {"x", 1}, {"y", 0}};
  refused(rec, 1, bad, Contains("not at (1,0)"));
  bad["then"][0] = {{"player", 1}, {"pass", true}};
  refused(rec, 1, bad, Contains("put the second gold bar"));
}

TEST_CASE("gold: records replay identically", "[gold][records]") {
  for (const char* name :
       {"gold_city.json", "gold_tie.json", "gold_monastery.json", "gold_two_features.json", "gold_choice.json"}) {
    INFO(name);
    Game g = load(recordFile(name));
    json saved = carc::saveRecord(g);
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
}
