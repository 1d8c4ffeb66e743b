// Mini #6, the Robbers (MINIS.md §6): placing robbers after a robber tile, robbing half of the
// next points that leave the robber's space, rogue points, choices, and robbing in the final
// scoring. Score positions are set up with points paid between turns (Game::award, the way a
// module pays) so the worked examples keep their numbers; robbers sit where a test puts them
// (Game::setToken, the way the module keeps them) or where a record placed them.
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using Catch::Contains;

namespace {

int robbersModule() { return cat().moduleIndex("robbers"); }

Game robbersGame(int players, const std::string& rules = "{}") {
  return load(recordWith({"base", "robbers"}, players, "[]", rules));
}

// Points paid to player p now, as a module pays them (a score event of the road category).
void gain(Game& g, int p, int points) {
  g.award(static_cast<uint8_t>(1 << p), points, cat().categoryId("road"), nullptr);
}

void putRobber(Game& g, int p, int space) { g.setToken(robbersModule(), 0, p, space); }
int robber(const Game& g, int p) { return g.token(robbersModule(), 0, p); }

// Ends the current scoring step: the player to move places a monastery somewhere (no robber
// tile, nothing completed), which settles what was paid before. The figure step stays open.
void settleStep(Game& g) {
  g.forceDraw(cat().tileId("B"));
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceTile) {
      g.apply(a);
      return;
    }
  FAIL("no placement for B");
}

void passFigure(Game& g) {
  Action pass;
  pass.type = ActionType::Pass;
  g.apply(pass);
}

std::vector<json> robberyEvents(const Game& g) {
  std::vector<json> out;
  for (const json& e : eventsOf(g, "module"))
    if (e["module"] == "robbers" && e.contains("victim")) out.push_back(e);
  return out;
}

}  // namespace

TEST_CASE("robbers RB-1: half of the points, rounded up, the robber comes home", "[robbers]") {
  // Red (0) on 12 with Blue's (1) robber; Red scores 5 -> 17; Blue takes ceil(5/2) = 3.
  Game g = robbersGame(2);
  gain(g, 0, 12);
  settleStep(g);  // nothing to rob yet: no robber on the track
  passFigure(g);
  putRobber(g, 1, 12);
  gain(g, 0, 5);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{17, 3});
  CHECK(robber(g, 1) == -1);
  REQUIRE(robberyEvents(g).size() == 1);
  CHECK(robberyEvents(g)[0]["text"] == "robs P0: half of 5 points = 3");
  // The next points of Red are not robbed: the robber is home.
  passFigure(g);
  gain(g, 0, 4);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{21, 3});
}

TEST_CASE("robbers RB-2: two robbers on one space each rob the same move", "[robbers]") {
  // Red (0) and Green (2) both on Blue's (1) space 0; Blue scores 4 -> Red +2, Green +2.
  Game g = robbersGame(3);
  putRobber(g, 0, 0), putRobber(g, 2, 0);
  gain(g, 1, 4);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{2, 4, 2});
  CHECK(robber(g, 0) == -1);
  CHECK(robber(g, 2) == -1);
}

TEST_CASE("robbers RB-3: rogue points are not robbed, the robber rides along and robs later", "[robbers]") {
  // Blue's (1) robber on Red's (0) space 10, Yellow's (2) on Blue's space 14. Red scores 5 ->
  // 15; Blue robs ceil(5/2) = 3 -> 14 -> 17 (rogue points): Yellow takes nothing and rides to 17.
  // Later Blue scores 4 -> 21: Yellow +2.
  Game g = robbersGame(3);
  gain(g, 0, 10), gain(g, 1, 14);
  settleStep(g);
  passFigure(g);
  putRobber(g, 1, 10), putRobber(g, 2, 14);
  gain(g, 0, 5);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{15, 17, 0});
  CHECK(robber(g, 1) == -1);
  CHECK(robber(g, 2) == 17);
  passFigure(g);
  gain(g, 1, 4);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{15, 21, 2});
  CHECK(robber(g, 2) == -1);
}

TEST_CASE("robbers RB-4: the owner chooses which move to rob, refusals name the rule", "[robbers]") {
  // Green's (2) robber on space 20 with Red (0) and Blue (1); one step pays Red 3 and Blue 8.
  // Green chooses Blue: ceil(8/2) = 4.
  Game g = robbersGame(3);
  gain(g, 0, 20), gain(g, 1, 20);
  settleStep(g);
  passFigure(g);
  putRobber(g, 2, 20);
  gain(g, 0, 3), gain(g, 1, 8);
  settleStep(g);
  REQUIRE(g.decider() == 2);
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  CHECK(o[0].x == 0);
  CHECK(o[0].y == 3);
  CHECK(o[1].x == 1);
  CHECK(o[1].y == 8);
  // A pass, and a move that did not leave the space, are refused; the game is unchanged.
  const Game before = g;
  Action pass;
  CHECK_THROWS_WITH(g.apply(pass), Contains("a robber must rob the first points that leave its space"));
  Action wrong = o[1];
  wrong.y = 6;
  CHECK_THROWS_WITH(g.apply(wrong), Contains("cannot take half of 6 points from player 1"));
  CHECK(g == before);
  // A record that leaves the choice out robs the largest move (MINIS §6.4 HOUSE CHOICE).
  Action byDefault;
  REQUIRE(g.catalog().modules[robbersModule()]->defaultAnswer(g, g.pending().front(), byDefault));
  CHECK(byDefault == o[1]);
  g.apply(o[1]);
  CHECK(scores(g) == std::vector<int>{23, 28, 4});
  CHECK(robber(g, 2) == -1);
  // Taking Red's 3 instead would have paid ceil(3/2) = 2.
  Game other = before;
  other.apply(o[0]);
  CHECK(scores(other) == std::vector<int>{23, 28, 2});
}

TEST_CASE("robbers: never your own figure, and only moves that leave the robber's space", "[robbers]") {
  // Red's (0) robber on 6, beside Blue's (1) figure; Red's own figure also moves from 6: no
  // robbery of Red by Red. Blue's figure moves from 3, not from 6: not robbed either.
  Game g = robbersGame(2);
  gain(g, 0, 6), gain(g, 1, 3);
  settleStep(g);
  passFigure(g);
  putRobber(g, 0, 6);
  gain(g, 0, 4), gain(g, 1, 5);
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{10, 8});
  CHECK(robber(g, 0) == 6);
  // Blue's next move leaves 8, not 6: Red waits. Space 56 is space 6 again: 50 + 6.
  passFigure(g);
  gain(g, 1, 48);  // 8 -> 56: leaves 8
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{10, 56});
  passFigure(g);
  gain(g, 1, 7);  // 56 -> 63 leaves space 6: Red + ceil(7/2) = 4
  settleStep(g);
  CHECK(scores(g) == std::vector<int>{14, 63});
}

TEST_CASE("robbers: placing after a robber tile, by the seed's reading and with robbersNextOnly", "[robbers]") {
  // Four players; Blue (1) already has a robber out. Red (0) places a robber tile: Red may place
  // hers, then every player in turn order whose robber is in supply: Green (2), then Yellow (3).
  // With robbersNextOnly only Green, the next such player (the seed's example: "Green places next").
  for (bool nextOnly : {false, true}) {
    INFO("robbersNextOnly " << nextOnly);
    Game g = robbersGame(4, nextOnly ? R"({"robbersNextOnly": true})" : "{}");
    gain(g, 1, 7), gain(g, 2, 3);
    settleStep(g);
    passFigure(g);  // Red's turn is over; Blue's turn
    putRobber(g, 1, 3);
    settleStep(g);
    passFigure(g);  // Green
    settleStep(g);
    passFigure(g);  // Yellow
    settleStep(g);
    passFigure(g);  // Red again
    g.forceDraw(cat().tileId("rb/F"));
    g.apply(g.legalActions()[0]);
    REQUIRE(g.decider() == 0);
    // Red's spaces: Blue's 7, Green's 3, Yellow's 0.
    std::vector<Action> o = g.legalActions();
    REQUIRE(o.size() == 4);
    CHECK(o[0].type == ActionType::Pass);
    CHECK(o[1].x == 0);
    CHECK(o[2].x == 3);
    CHECK(o[3].x == 7);
    // A space with no other player's figure is refused by name.
    Action bad = o[1];
    bad.x = 5;
    CHECK_THROWS_WITH(g.apply(bad), Contains("no score figure of another player stands on space 5"));
    bad.x = 50;
    CHECK_THROWS_WITH(g.apply(bad), Contains("space 50 is not on the score track"));
    g.apply(o[3]);  // Red beside Blue on 7
    CHECK(robber(g, 0) == 7);
    REQUIRE(g.decider() == 2);     // Green: Blue's robber is out, Blue is not asked
    g.apply(g.legalActions()[1]);  // Green on space 0 (Red's and Yellow's figures)
    CHECK(robber(g, 2) == 0);
    if (nextOnly) {
      CHECK(g.pending().front().core());  // the figure step: nobody else asked
    } else {
      REQUIRE(g.decider() == 3);
      g.apply(g.legalActions()[0]);  // Yellow passes
      CHECK(robber(g, 3) == -1);
    }
    CHECK(g.pending().front().core());
  }
}

TEST_CASE("robbers: the player to move may move a robber that is out, the others may not", "[robbers]") {
  // Red's (0) robber on 9 beside Blue (1); Green (2) on 4. Red's robber tile: Red may move it to 4
  // or leave it (9 is where it stands); Blue and Green, robbers in supply, may place theirs.
  Game g = robbersGame(3);
  gain(g, 1, 9), gain(g, 2, 4);
  settleStep(g);
  passFigure(g);  // Blue's turn
  putRobber(g, 0, 9);
  settleStep(g);
  passFigure(g);  // Green's turn
  settleStep(g);
  passFigure(g);  // Red's turn: a robber tile
  g.forceDraw(cat().tileId("rb/A"));
  g.apply(g.legalActions()[0]);
  REQUIRE(g.decider() == 0);
  CHECK(g.catalog().modules[robbersModule()]->describeDecision(g, g.pending().front()) ==
        "move your robber beside another player's score figure, or leave it");
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  CHECK(o[0].type == ActionType::Pass);
  CHECK(o[1].x == 4);
  Action stay = o[1];
  stay.x = 9;
  CHECK_THROWS_WITH(g.apply(stay), Contains("the robber already stands on space 9"));
  g.apply(o[0]);
  CHECK(robber(g, 0) == 9);
  REQUIRE(g.decider() == 1);  // Blue: beside Red (0) or Green (4)
  CHECK(g.legalActions().size() == 3);
  g.apply(g.legalActions()[0]);
  REQUIRE(g.decider() == 2);  // Green: beside Red (0) or Blue (9)
  CHECK(g.legalActions().size() == 3);
}

TEST_CASE("robbers: a player whose robber is out and has nowhere else to go is not asked", "[robbers]") {
  // Two players: Red's robber on 9 beside Blue, Blue's only figure: Red has no other space.
  Game g = robbersGame(2);
  gain(g, 1, 9);
  settleStep(g);
  passFigure(g);
  putRobber(g, 0, 9);
  settleStep(g);
  passFigure(g);  // Red's turn: a robber tile
  g.forceDraw(cat().tileId("rb/A"));
  g.apply(g.legalActions()[0]);
  REQUIRE(g.decider() == 1);  // Blue, robber in supply: beside Red on 0
  CHECK(g.legalActions().size() == 2);
}

TEST_CASE("robbers: robbers still on the track rob in the final scoring", "[robbers]") {
  // Red's (0) highwayman on the open road A-D (2 tiles); Blue's (1) robber on Red's space 0. At
  // the end Red scores 2 -> Blue + ceil(2/2) = 1.
  json rec =
      recordWith({"base", "robbers"}, 2, R"([{"tile": "A", "x": 1, "y": 0, "rot": 1, "meeple": {"at": "W"}}])", "{}");
  Game g = load(rec);
  putRobber(g, 1, 0);
  g.endNow();
  CHECK(g.over());
  CHECK(scores(g) == std::vector<int>{2, 1});
}

TEST_CASE("robbers: the records of tests/records replay to the checked scores", "[robbers]") {
  // robbers_rob_017: Red's highwayman on A(1,0)-D; Blue's robber tile, Blue puts the robber on
  // space 0 (Red's figure; Red passes); Red closes the road A-D-A: 3 -> Blue takes ceil(3/2) = 2.
  Game g = load(recordFile("robbers_rob_017.json"));
  CHECK(scores(g) == std::vector<int>{3, 2});
  CHECK(robberyEvents(g).size() == 1);
  json saved = carc::saveRecord(g);
  CHECK(stateDifference(load(saved), g) == "");
  CHECK(carc::saveRecord(load(saved)) == saved);
  // A record that puts the robber where no other figure stands is refused by name.
  json bad = recordFile("robbers_rob_017.json");
  bad["moves"][1]["then"][0]["robbers"]["x"] = 5;
  CHECK_THROWS_WITH(load(bad),
                    Contains("move 1.then[0]: robbers: no score figure of another player stands on space 5"));
  bad = recordFile("robbers_rob_017.json");
  bad["moves"][1]["then"][0]["player"] = 0;
  CHECK_THROWS_WITH(load(bad), Contains("move 1.then[0]: it is player 1's decision"));
}
