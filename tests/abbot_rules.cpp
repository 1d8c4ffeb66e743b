// The Abbot (rule text 004 C, REFERENCE E), one TEST_CASE per rule on hand-built records.
// Start tile D at (0,0): city N, road W-E, field S. The garden layout used below: E.g (the cap with
// a garden) at (0,1) rot 2 (its city faces south), surrounded by D (0,0), U (-1,0) and U (1,0)
// (roads W-E continuing D's road), monasteries B at (-1,1), (1,1), (-1,2), (1,2) and the cap E
// (0,2) rot 0 whose city closes the garden tile's city. Every number worked out by hand.
#include "test_support.hpp"

using namespace carctest;
using Catch::Matchers::Contains;

namespace {

json abbotRecord(const std::string& moves, bool end = false, const std::string& sets = R"(["base", "abbot"])") {
  json r = {{"format", "carcassonne-record"}, {"version", 1}};
  r["setup"] = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"sets", json::parse(sets)}, {"deck", "free"}};
  r["moves"] = json::parse(moves);
  if (end) r["end"] = true;
  return r;
}

// The garden layout, move by move (A moves 0, 2, 4, 6; B moves 1, 3, 5, 7).
const char* kGardenTile = R"({"tile": "E.g", "x": 0, "y": 1, "rot": 2, "meeple": {"at": "C", "kind": "abbot"}})";
const char* kAround[] = {
    R"({"tile": "U", "x": -1, "y": 0, "rot": 0})", R"({"tile": "U", "x": 1, "y": 0, "rot": 0})",
    R"({"tile": "B", "x": -1, "y": 1, "rot": 0})", R"({"tile": "B", "x": 1, "y": 1, "rot": 0})",
    R"({"tile": "E", "x": 0, "y": 2, "rot": 0})",  R"({"tile": "B", "x": -1, "y": 2, "rot": 0})",
    R"({"tile": "B", "x": 1, "y": 2, "rot": 0})",
};

std::string gardenMoves(int around, const std::string& extra = "") {
  std::string s = std::string("[") + kGardenTile;
  for (int i = 0; i < around; ++i) s += std::string(",") + kAround[i];
  return s + extra + "]";
}

int abbot() { return cat().figureId("abbot"); }

std::vector<json> scoresOf(const Game& g, const std::string& feature) {
  std::vector<json> out;
  for (auto& e : eventsOf(g, "score"))
    if (e["feature"] == feature) out.push_back(e);
  return out;
}

}  // namespace

TEST_CASE("abbot: each player has one abbot besides the meeples", "[rules][abbot]") {
  Game g = load(abbotRecord("[]"));
  REQUIRE(abbot() >= 0);
  for (int p = 0; p < 2; ++p) {
    CHECK(g.supply(p, abbot()) == 1);
    CHECK(supply(g, p) == 7);
  }
  Game base = load(abbotRecord("[]", false, R"(["base"])"));
  CHECK(base.supply(0, abbot()) == 0);
}

TEST_CASE("abbot: the garden copies of the base set are in the deck only with the abbot", "[rules][abbot]") {
  auto left = [](const std::string& sets) {
    json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"sets", json::parse(sets)}, {"seed", 3}};
    Game g(cat(), carc::parseSetup(cat(), setup));
    return g.tilesLeftByType();  // deck and hands
  };
  std::vector<int> with = left(R"(["base", "abbot"])"), without = left(R"(["base"])");
  for (const char* id : {"E", "H", "I", "M", "N", "R", "U", "V"}) {
    INFO(id);
    int plain = cat().tileId(id), garden = cat().tileId(std::string(id) + ".g");
    CHECK(with[garden] == 1);
    CHECK(with[plain] == without[plain] - 1);
    CHECK(without[garden] == 0);
  }
  REQUIRE_THROWS_WITH(load(abbotRecord(R"([{"tile": "E.g", "x": 0, "y": 1, "rot": 2}])", false, R"(["base"])")),
                      Contains("move 0: tile E.g is not in the sets in play"));
}

TEST_CASE("abbot: placed on a monastery or a garden of the tile just placed, never elsewhere", "[rules][abbot]") {
  Game g = load(abbotRecord(R"([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}}])"));
  REQUIRE(g.figures().size() == 1);
  CHECK(g.figures()[0].kind == abbot());
  CHECK(g.supply(0, abbot()) == 0);
  CHECK(supply(g, 0) == 7);
  REQUIRE_THROWS_WITH(
      load(abbotRecord(R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "abbot"}}])")),
      Contains("move 0: an abbot stands only on a monastery or a garden"));
  REQUIRE_THROWS_WITH(
      load(abbotRecord(R"([{"tile": "E.g", "x": 0, "y": 1, "rot": 2, "meeple": {"at": "NNW", "kind": "abbot"}}])")),
      Contains("move 0: an abbot stands only on a monastery or a garden"));
  // One abbot: a second one is refused while the first stands.
  REQUIRE_THROWS_WITH(load(abbotRecord(R"([
      {"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}},
      {"tile": "U", "x": 1, "y": 0, "rot": 0},
      {"tile": "B", "x": 0, "y": 2, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}}
    ])")),
                      Contains("move 2: player 0 has no abbot figure left"));
}

TEST_CASE("abbot: normal meeples never stand on a garden", "[rules][abbot]") {
  REQUIRE_THROWS_WITH(load(abbotRecord(R"([{"tile": "E.g", "x": 0, "y": 1, "rot": 2, "meeple": {"at": "C"}}])")),
                      Contains("move 0: only an abbot may stand on a garden"));
  // The options after placing the garden tile: meeples on its city and field, the abbot on the garden.
  Game g = load(abbotRecord(R"([{"tile": "E.g", "x": 0, "y": 1, "rot": 2, "partial": true}])"));
  int normalOnGarden = 0, abbotOnGarden = 0, normals = 0;
  for (const carc::Action& a : g.legalActions()) {
    if (a.type != carc::ActionType::PlaceFigure) continue;
    bool garden = cat().kinds[g.typeOf(g.lastTile()).segments[a.segment].kind].name == "garden";
    if (a.figure == abbot()) abbotOnGarden += garden;
    if (a.figure == normal()) normalOnGarden += garden, ++normals;
  }
  CHECK(abbotOnGarden == 1);
  CHECK(normalOnGarden == 0);
  CHECK(normals == 2);  // the city and the field of E.g
}

TEST_CASE("abbot: a garden surrounded by 8 tiles scores 9 like a monastery", "[rules][abbot]") {
  Game before = load(abbotRecord(gardenMoves(6)));
  CHECK(scoresOf(before, "garden").empty());
  CHECK(before.figures().size() == 1);
  Game g = load(abbotRecord(gardenMoves(7)));
  auto s = scoresOf(g, "garden");
  REQUIRE(s.size() == 1);
  CHECK(s[0]["points"] == 9);
  CHECK(s[0]["tiles"] == 9);
  CHECK(s[0]["complete"] == true);
  CHECK(s[0]["turn"] == 7);
  CHECK(players(s[0]) == std::vector<int>{0});
  REQUIRE(s[0]["returned"].size() == 1);
  CHECK(s[0]["returned"][0]["figure"] == "abbot");
  CHECK(scores(g) == std::vector<int>{9, 0});
  CHECK(g.figures().empty());
  CHECK(g.supply(0, abbot()) == 1);
}

TEST_CASE("abbot: recalled instead of placing a figure, it scores its garden as it stands", "[rules][abbot]") {
  // After move 4 (B at (1,1)) the garden at (0,1) has 5 neighbours: D, U, U, B, B: 1 + 5 = 6.
  const std::string recall =
      R"(, {"tile": "B", "x": -1, "y": 2, "rot": 0, "recall": {"figure": "abbot", "x": 0, "y": 1}})";
  // That is move 5, B's turn: B has no abbot on the board.
  REQUIRE_THROWS_WITH(load(abbotRecord(gardenMoves(4, recall))),
                      Contains("move 5: recall: player 1 has no abbot on the board"));
  // A recalls on move 4, with the tile that brings the 5th neighbour.
  std::string moves = std::string("[") + kGardenTile + "," + kAround[0] + "," + kAround[1] + "," + kAround[2] + "," +
                      R"({"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": {"x": 0, "y": 1}}])";
  Game g = load(abbotRecord(moves));
  auto s = scoresOf(g, "garden");
  REQUIRE(s.size() == 1);
  CHECK(s[0]["points"] == 6);
  CHECK(s[0]["tiles"] == 6);
  CHECK(s[0]["complete"] == false);
  CHECK(s[0]["turn"] == 4);
  REQUIRE(s[0]["returned"].size() == 1);
  CHECK(s[0]["returned"][0]["figure"] == "abbot");
  CHECK(scores(g) == std::vector<int>{6, 0});
  CHECK(g.figures().empty());
  CHECK(g.supply(0, abbot()) == 1);
  // The save writes the recall back and replays to the same game.
  json saved = carc::saveRecord(g);
  CHECK(saved["moves"][4]["recall"] == json({{"figure", "abbot"}, {"x", 0}, {"y", 1}}));
  CHECK(stateDifference(load(saved), g) == "");
  // The abbot can be placed again later (move 6, A's turn, on the monastery at (-1,2)).
  std::string again = moves.substr(0, moves.size() - 1) + "," + kAround[4] + "," +
                      R"({"tile": "B", "x": -1, "y": 2, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}}])";
  Game h = load(abbotRecord(again));
  CHECK(h.figures().size() == 1);
  CHECK(h.supply(0, abbot()) == 0);
}

TEST_CASE("abbot: the recall is offered in the figure step and described", "[rules][abbot]") {
  Game g = load(abbotRecord(gardenMoves(2, R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "partial": true})")));
  // Move 3 is B's; A's abbot is not B's to recall.
  for (const carc::Action& a : g.legalActions()) CHECK(a.type != carc::ActionType::Module);
  Game h = load(abbotRecord(gardenMoves(3, R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "partial": true})")));
  int recalls = 0;
  for (const carc::Action& a : h.legalActions())
    if (a.type == carc::ActionType::Module) {
      ++recalls;
      json j = carc::actionJson(h, a);
      CHECK(j["module"] == "abbot");
      CHECK(j["x"] == 0);
      CHECK(j["y"] == 1);
      CHECK(j["text"] == "Recall the abbot for 6 points");  // the board rings the abbot: its place
      CHECK(j["place"]["on"] == "spot");
      CHECK(j["place"]["x"] == 0);
      CHECK(j["place"]["y"] == 1);
    }
  CHECK(recalls == 1);
}

TEST_CASE("abbot: refused recalls name what is wrong and leave the game as it was", "[rules][abbot][bad]") {
  std::string head = std::string("[") + kGardenTile + "," + kAround[0] + "," + kAround[1] + "," + kAround[2];
  REQUIRE_THROWS_WITH(
      load(abbotRecord(head + R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": {"x": 5, "y": 1}}])")),
      Contains("move 4: recall: player 0's abbot stands at (0,1), not at (5,1)"));
  REQUIRE_THROWS_WITH(load(abbotRecord(head + R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": {"x": 0, "y": 1},
                                                     "meeple": {"at": "C"}}])")),
                      Contains("move 4: recall: a move places a figure or recalls the abbot, not both"));
  REQUIRE_THROWS_WITH(load(abbotRecord(head + R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": true}])")),
                      Contains("move 4: recall: expected {\"figure\": \"abbot\", \"x\": X, \"y\": Y}"));
  REQUIRE_THROWS_WITH(
      load(abbotRecord(
          head + R"(, {"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": {"figure": "normal", "x": 0, "y": 1}}])")),
      Contains("move 4: recall.figure: only the abbot can be recalled"));
  // Without the abbot module the field is unknown.
  REQUIRE_THROWS_WITH(load(abbotRecord(R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "recall": {"x": 0, "y": 1}}])",
                                       false, R"(["base"])")),
                      Contains("move 0: unknown field 'recall'"));
  Game g = load(abbotRecord(head + "]"));
  Game before = g;
  REQUIRE_THROWS(
      carc::applyMove(g, json::parse(R"({"tile": "B", "x": 1, "y": 1, "rot": 0, "recall": {"x": 9, "y": 9}})"), 4));
  CHECK(stateDifference(g, before) == "");
}

TEST_CASE("abbot: at the game end an abbot scores 1 + neighbours", "[rules][abbot]") {
  // E.g with the abbot, then U at (-1,0): the garden has D and U around it: 3 points.
  Game g = load(abbotRecord(gardenMoves(1), true));
  auto s = scoresOf(g, "garden");
  REQUIRE(s.size() == 1);
  CHECK(s[0]["points"] == 3);
  CHECK(s[0]["complete"] == false);
  CHECK(scores(g) == std::vector<int>{3, 0});
  // On a monastery the same: B at (0,1) with D around it: 2.
  Game m =
      load(abbotRecord(R"([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}}])", true));
  auto ms = scoresOf(m, "monastery");
  REQUIRE(ms.size() == 1);
  CHECK(ms[0]["points"] == 2);
  CHECK(ms[0]["returned"][0]["figure"] == "abbot");
}

TEST_CASE("abbot: a garden with no abbot on it completes without a score event", "[rules][abbot]") {
  json rec = abbotRecord(gardenMoves(7));
  rec["moves"][0].erase("meeple");
  Game g = load(rec);
  CHECK(scoresOf(g, "garden").empty());
  CHECK(scores(g) == std::vector<int>{0, 0});
}

TEST_CASE("abbot record: both players recall their abbots", "[rules][abbot]") {
  // tests/records/abbot_recall_004.json: Alice's abbot on the garden at (0,1), Bob's on the
  // monastery at (1,1). Move 4: Alice recalls hers; its neighbours D (0,0), U (-1,0), U (1,0),
  // B (1,1), B (-1,1): 6 points. Move 5: Bob recalls his; around (1,1): D, U (1,0), E.g (0,1) and
  // B (2,1): 5 points. Nothing is left for the final scoring.
  Game g = load(recordFile("abbot_recall_004.json"));
  CHECK(scores(g) == std::vector<int>{6, 5});
  auto garden = scoresOf(g, "garden"), monastery = scoresOf(g, "monastery");
  REQUIRE(garden.size() == 1);
  REQUIRE(monastery.size() == 1);
  CHECK(garden[0]["turn"] == 4);
  CHECK(monastery[0]["turn"] == 5);
  CHECK(players(monastery[0]) == std::vector<int>{1});
  CHECK(monastery[0]["points"] == 5);
  CHECK(g.over());
  CHECK(g.figures().empty());
}
