// Mini #7, Crop Circles (MINIS.md §7): after the scoring the player to move chooses A or B; every
// player from their left decides in turn, the player to move last; who cannot is skipped; A is
// mandatory by the seed's reading (option cropCirclesAddOptional lets a player pass); big meeples.
// Figures already on the board are put there the way a module puts them (Game::placeFigure).
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using Catch::Contains;

namespace {

int cropModule() { return cat().moduleIndex("cropcircles"); }
int normalId() { return cat().figureId("normal"); }

Action choose(int code) {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(cropModule()), a.code = static_cast<uint8_t>(code);
  return a;
}

// Places tile `id` at (x, y, rot) for the player to move (the record's canonical rotation).
void placeTile(Game& g, const std::string& id, int x, int y, int rot) {
  int type = cat().tileId(id);
  g.forceDraw(type);
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type), a.x = x, a.y = y;
  a.rot = cat().tiles[type].canonicalRot[rot];
  g.apply(a);
}

// A figure on the tile just placed, at a location name (the figure step).
void figureAt(Game& g, const std::string& at, int figure = -1) {
  int tile = g.lastTile();
  Action a;
  a.type = ActionType::PlaceFigure, a.figure = static_cast<uint8_t>(figure < 0 ? normalId() : figure);
  a.tile = static_cast<uint16_t>(tile), a.segment = static_cast<uint8_t>(g.segmentAt(tile, at, -1));
  g.apply(a);
}

int strength(const Game& g, int tile, int seg, int p) {
  return g.features().node(g.features().find(g.nodeOf(tile, seg))).strength[p];
}

}  // namespace

TEST_CASE("crop circles CC-1: A, every player from the left, the player to move last", "[cropcircles]") {
  // Red (0), Green (1), Blue (2). City K = D(0,0)-M(0,-1)-G(1,-1) holds a knight of Green (on D)
  // and one of Red (on G). Red places cc/E (shield) at (0,1) with a knight on its cap and chooses
  // A: Green adds a knight in K; Blue has no knight: skipped; Red adds one beside his new knight.
  // K closes with E at (2,-1): 4 tiles + 1 pennant = (4 + 1) x 2 = 10 -> Green +10 (2 knights),
  // Red +0 (1). Without A: a tie, 10 each.
  Game g = load(recordWith({"base", "cropcircles"}, 3,
                           R"([{"tile": "M", "x": 0, "y": -1, "rot": 2},
                               {"tile": "G", "x": 1, "y": -1, "rot": 0},
                               {"tile": "B", "x": -1, "y": -1, "rot": 0}])"));
  REQUIRE(g.current() == 0);
  g.placeFigure(1, normalId(), 0, 0);
  g.placeFigure(0, normalId(), 2, 0);
  placeTile(g, "cc/E", 0, 1, 1);
  figureAt(g, "E");
  REQUIRE(g.decider() == 0);
  CHECK(g.legalActions().size() == 2);
  CHECK_THROWS_WITH(g.apply(choose(3)), Contains("crop circle: expected A (code 1"));
  g.apply(choose(1));
  REQUIRE(g.decider() == 1);  // Green first
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 1);  // beside Green's knight in K; no pass (A is mandatory)
  CHECK_THROWS_WITH(g.apply(Action{}), Contains("crop circle A: whoever can must add a meeple"));
  g.apply(o[0]);
  REQUIRE(g.decider() == 0);  // Blue skipped; Red last
  o = g.legalActions();
  REQUIRE(o.size() == 2);  // beside the knight in K, or beside the new one on cc/E
  int cc = g.lastTile();
  Action beside = o[0].tile == cc ? o[0] : o[1];
  g.apply(beside);
  CHECK(strength(g, cc, 0, 0) == 2);
  CHECK(strength(g, 0, 0, 1) == 2);
  CHECK(strength(g, 0, 0, 0) == 1);
  REQUIRE(g.pending().front().core());  // Green's turn
  placeTile(g, "E", 2, -1, 3);
  g.apply(Action{});
  CHECK(scores(g) == std::vector<int>{0, 10, 0});
}

TEST_CASE("crop circles CC-2: scoring first, then B, each removes the farmer they choose", "[cropcircles]") {
  // Red (0), Green (1), Blue (2). Field Φ lies around the city D(0,0)-G(0,-1); Ψ is D's south
  // field. Red has a farmer in Φ, Blue one in Φ and one in Ψ. Green places cc/C (pitchfork) at
  // (0,-2) with a knight and closes the city D-G-cc/C (3 tiles): Green +6 first. Green chooses B:
  // Blue (left of Green) takes back Ψ's farmer, Red takes back Φ's; Green has no farmer: skipped.
  // At the end Φ (1 completed city) pays Blue 3, Red 0 (before B: a tie, 3 each).
  Game g = load(recordWith({"base", "cropcircles"}, 3, R"([{"tile": "G", "x": 0, "y": -1, "rot": 1}])"));
  REQUIRE(g.current() == 1);
  int gt = g.board().tileAt({0, -1});
  int phi = g.segmentAt(gt, "WNW", -1), phiEast = g.segmentAt(gt, "ENE", -1), psi = g.segmentAt(0, "SSE", -1);
  g.placeFigure(0, normalId(), gt, phi);
  g.placeFigure(2, normalId(), gt, phiEast);
  g.placeFigure(2, normalId(), 0, psi);
  placeTile(g, "cc/C", 0, -2, 2);
  figureAt(g, "S");  // Green's knight on the city
  CHECK(scores(g) == std::vector<int>{0, 6, 0});
  REQUIRE(g.decider() == 1);
  g.apply(choose(2));
  REQUIRE(g.decider() == 2);  // Blue
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  Action psiFarmer = o[0].tile == 0 ? o[0] : o[1];
  CHECK(psiFarmer.type == ActionType::ReturnFigure);
  g.apply(psiFarmer);
  REQUIRE(g.decider() == 0);  // Red
  REQUIRE(g.legalActions().size() == 1);
  g.apply(g.legalActions()[0]);
  CHECK(g.pending().front().core());  // Green skipped: Blue's turn
  CHECK(onBoard(g, 0) == 0);
  CHECK(onBoard(g, 2) == 1);
  g.apply(g.legalActions()[0]);  // Blue's tile somewhere
  Game end = g;
  while (!end.pending().front().core() || end.pending().front().kind != carc::kDecideTile) end.apply(Action{});
  end.endNow();
  CHECK(end.score(2) - g.score(2) == 3);
  CHECK(end.score(0) == g.score(0));
}

TEST_CASE("crop circles CC-3: a big meeple added beside a highwayman", "[cropcircles][ic]") {
  // Red (0) one highwayman, Blue (1) two (none left in supply) on the road through D. Red's club
  // tile at (0,1), A: Blue cannot add (no meeple in supply), Red adds his big meeple: strength 3
  // vs 2; the road A-D-A (3 tiles) then pays only Red: 3.
  Game g = load(recordWith({"base", "ic", "cropcircles"}, 2, "[]"));
  int big = cat().figureId("big");
  g.placeFigure(0, normalId(), 0, 1);
  g.placeFigure(1, normalId(), 0, 1);
  g.placeFigure(1, normalId(), 0, 1);
  g.setSupply(1, normalId(), 0);
  g.setSupply(1, big, 0);
  placeTile(g, "cc/A", 0, 1, 0);
  g.apply(Action{});
  g.apply(choose(1));
  REQUIRE(g.decider() == 0);  // Blue skipped
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);  // a normal or the big meeple beside the highwayman
  Action withBig = o[0].figure == big ? o[0] : o[1];
  g.apply(withBig);
  CHECK(strength(g, 0, 1, 0) == 3);
  placeTile(g, "A", 1, 0, 1);
  g.apply(Action{});
  placeTile(g, "A", -1, 0, 3);
  g.apply(Action{});
  CHECK(scores(g) == std::vector<int>{3, 0});
}

TEST_CASE("crop circles: four players each answer, from the left of the player to move", "[cropcircles]") {
  // Four players, a knight each in D's city; Yellow (3) places cc/F (shield) and chooses B: Red
  // (0), Green (1), Blue (2), then Yellow each take their knight back. With
  // cropCirclesAddOptional, A lets each pass instead.
  for (int choice : {2, 1}) {
    INFO("choice " << choice);
    Game g = load(recordWith({"base", "cropcircles"}, 4,
                             R"([{"tile": "U", "x": 1, "y": 0, "rot": 0}, {"tile": "U", "x": 2, "y": 0, "rot": 0},
                                 {"tile": "U", "x": 3, "y": 0, "rot": 0}])",
                             R"({"cropCirclesAddOptional": true})"));
    REQUIRE(g.current() == 3);
    for (int p = 0; p < 4; ++p) g.placeFigure(p, normalId(), 0, 0);
    placeTile(g, "cc/F", 0, -1, 0);
    g.apply(Action{});
    g.apply(choose(choice));
    std::vector<int> order;
    while (!g.pending().front().core()) {
      order.push_back(g.decider());
      std::vector<Action> o = g.legalActions();
      if (choice == 1) {
        CHECK(o[0].type == ActionType::Pass);  // the option allows passing on A
        g.apply(o.size() > 1 ? o[1] : o[0]);
      } else {
        g.apply(o[0]);
      }
    }
    CHECK(order == std::vector<int>{0, 1, 2, 3});
    for (int p = 0; p < 4; ++p) CHECK(onBoard(g, p) == (choice == 2 ? 0 : 2));
  }
}

TEST_CASE("crop circles: the record of tests/records replays and saves back the same", "[cropcircles]") {
  // cropcircles_remove_017: Red closes the city D-G-cc/C (3 tiles): +6, then chooses B (farmers):
  // Blue, Green and Red each take their one farmer back; the final scoring has no field to pay.
  json rec = recordFile("cropcircles_remove_017.json");
  Game g = load(rec);
  CHECK(g.over());
  CHECK(scores(g) == std::vector<int>{6, 0, 0});
  for (int p = 0; p < 3; ++p) CHECK(supply(g, p) == 7);
  json saved = carc::saveRecord(g);
  CHECK(stateDifference(load(saved), g) == "");
  CHECK(carc::saveRecord(load(saved)) == saved);
  // Blue's answer naming Green's farmer is refused by name.
  json bad = rec;
  bad["moves"].back()["then"][1]["return"]["x"] = 2;
  bad["moves"].back()["then"][1]["return"]["at"] = "NNE";
  CHECK_THROWS_WITH(load(bad), Contains("move 3.then[1]: crop circle B: take back one of your farmers"));
}

TEST_CASE("crop circles: with farmers off a pitchfork asks nothing, the options are in the catalog", "[cropcircles]") {
  // Farmers off: cc/C (pitchfork) has no action (MINIS §7.3 HOUSE CHOICE); the next turn starts.
  Game g = load(recordWith({"base", "cropcircles"}, 2, "[]", R"({"farmers": false})"));
  placeTile(g, "cc/C", 0, -1, 2);
  g.apply(Action{});
  CHECK(g.pending().front().kind == carc::kDecideTile);
  CHECK(g.current() == 1);
  for (const char* name : {"cropCirclesAddOptional", "robbersNextOnly"}) {
    INFO(name);
    int o = cat().optionId(name);
    REQUIRE(o >= 0);
    CHECK(cat().options[o].defaultValue == 0);
    CHECK(cat().options[o].isBool);
    CHECK(!cat().options[o].doc.empty());
  }
}

TEST_CASE("crop circles: a player left with no meeple to add after A is skipped, not stuck (soak game 61598)",
          "[cropcircles][wonders]") {
  // Found by `carcassonne soak --games 200000` (game 61598, 4 players, base+ic+river+abbot+ferries+
  // cropcircles+wonders): Green (1) owns the Cothon, places cc/B (club) and chooses A; Green alone
  // can add a highwayman, so only Green's add is queued. The harbour's question came first: Green
  // kept the meeple the scoring returned, and now has none in supply. "Who cannot, skips" (MINIS.md
  // §7.3): the add must offer its one way out, or nobody can answer and the game stops.
  Game g = load(recordFile("cropcircles_harbour_soak.json"));
  requireOnlyPassThenPlayOn(g, cropModule(), 1, 61598);
}
