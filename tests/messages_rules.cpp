// Mini #2, the Messages (MINIS.md §2): two score figures per player and the gainer's choice of
// figure for every gain, a message when a figure of the player to move stops on a dark space (one
// per step, chaining), the eight messages, the merge before the final scoring; and with Robbers,
// one tile's scoring that sets off a robbery and a message in the same turn. Positions are set up
// with points paid between turns (Game::award, as a module pays) and figures put on the board
// the way a module puts them (Game::placeFigure), so the worked examples keep their numbers.
#include "bots/bots.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using Catch::Contains;

namespace {

int messagesModule() { return cat().moduleIndex("messages"); }
int meeple(const Game& g, int p) { return g.token(messagesModule(), 0, p); }
int messenger(const Game& g, int p) { return g.token(messagesModule(), 1, p); }

void gain(Game& g, int p, int points) {
  g.award(static_cast<uint8_t>(1 << p), points, cat().categoryId("road"), nullptr);
}

Action moduleAction(int code) {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(messagesModule()), a.code = static_cast<uint8_t>(code);
  return a;
}

// The player to move places a monastery where it changes no road or city (the figure step stays
// open): the step of what was paid before ends once its questions are answered.
void placeRoad(Game& g) {
  g.forceDraw(cat().tileId("B"));
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceTile) return g.apply(a);
  FAIL("no placement for B");
}

void answer(Game& g, int player, int code) {
  REQUIRE(g.decider() == player);
  g.apply(moduleAction(code));
}

void passFigure(Game& g) {
  REQUIRE(g.pending().front().core());
  g.apply(Action{});
}

int drawn(const Game& g) {
  int n = 0;
  for (const json& e : eventsOf(g, "module")) n += e["module"] == "messages" && e.contains("message");
  return n;
}

Game messagesGame(int players, const std::vector<std::string>& sets = {"base", "messages"},
                  const std::string& moves = "[]") {
  return load(recordWith(sets, players, moves));
}

int figureId() { return cat().figureId("normal"); }

}  // namespace

TEST_CASE("messages MS-1: a dark space draws a message, its points move a figure too", "[messages]") {
  // Red (0): score meeple 8, messenger 0, three knights. Red's 2-tile road moves the score meeple
  // to 10 (dark): message 5, 2 per knight: 3 x 2 = 6 -> messenger 0 -> 6 (not dark). 10 + 6 = 16.
  Game g = messagesGame(2);
  gain(g, 0, 8);  // both figures on 0: no question, the score meeple moves
  CHECK(meeple(g, 0) == 8);
  for (int i = 0; i < 3; ++i) g.placeFigure(0, figureId(), 0, 0);  // knights in the start tile's city
  gain(g, 0, 2);
  placeRoad(g);
  answer(g, 0, 0);  // the score meeple: 8 -> 10
  REQUIRE(g.decider() == carc::kChance);
  std::vector<Action> o = g.legalActions();
  CHECK(o.size() == 8);  // every message can come up first
  g.apply(moduleAction(5));
  REQUIRE(g.decider() == 0);
  CHECK(g.catalog().modules[messagesModule()]->describeDecision(g, g.pending().front()) ==
        "message 5: 2 points per knight, or take 2 points");
  answer(g, 0, 1);  // perform
  answer(g, 0, 1);  // the 6 points to the messenger
  CHECK(meeple(g, 0) == 10);
  CHECK(messenger(g, 0) == 6);
  CHECK(g.score(0) == 16);
  CHECK(drawn(g) == 1);
  CHECK(g.pending().front().core());  // the figure step: no further message
}

TEST_CASE("messages MS-2: one message per step, then chaining", "[messages]") {
  // Red (0): score meeple 12, messenger 2. One step pays a 3-tile road (3) and a city (8): road ->
  // score meeple 15 (dark), city -> messenger 10 (dark): one message. Red takes its 2 points on
  // the score meeple: 15 -> 17, not dark: stop. 17 + 10 = 27.
  Game g = messagesGame(2);
  gain(g, 0, 12);
  gain(g, 0, 2);  // now the figures differ: Red is asked
  placeRoad(g);
  answer(g, 0, 1);  // messenger 0 -> 2
  passFigure(g);    // Blue's turn
  placeRoad(g);
  passFigure(g);  // Red's turn
  gain(g, 0, 3), gain(g, 0, 8);
  placeRoad(g);
  answer(g, 0, 0);  // road: score meeple 12 -> 15
  answer(g, 0, 1);  // city: messenger 2 -> 10
  REQUIRE(g.decider() == carc::kChance);
  g.apply(moduleAction(6));
  answer(g, 0, 0);  // take 2 points
  answer(g, 0, 0);  // on the score meeple: 15 -> 17
  CHECK(meeple(g, 0) == 17);
  CHECK(messenger(g, 0) == 10);
  CHECK(g.score(0) == 27);
  CHECK(drawn(g) == 1);
  CHECK(g.pending().front().core());
}

TEST_CASE("messages: the points of a message may draw the next one, without limit", "[messages]") {
  // Red (0): score meeple 13, messenger 3. Red gains 2 -> score meeple 15 (dark): message; 2
  // points on the messenger 3 -> 5 (dark): a second message; 2 points on it 5 -> 7: stop.
  // 15 + 7 = 22, two messages; the first one lies under the pile.
  Game g = messagesGame(2);
  gain(g, 0, 13);
  gain(g, 0, 3);
  placeRoad(g);
  answer(g, 0, 1);  // messenger 0 -> 3
  passFigure(g);
  placeRoad(g);
  passFigure(g);  // Red again
  gain(g, 0, 2);
  placeRoad(g);
  answer(g, 0, 0);  // 13 -> 15
  g.apply(moduleAction(4));
  answer(g, 0, 0);
  answer(g, 0, 1);  // messenger 3 -> 5
  REQUIRE(g.decider() == carc::kChance);
  CHECK(g.legalActions().size() == 7);  // message 4 is under the pile
  g.apply(moduleAction(2));
  answer(g, 0, 0);
  answer(g, 0, 1);  // messenger 5 -> 7
  CHECK(g.score(0) == 22);
  CHECK(meeple(g, 0) == 15);
  CHECK(messenger(g, 0) == 7);
  CHECK(drawn(g) == 2);
}

TEST_CASE("messages: only the player to move draws, others choose their own figure", "[messages]") {
  // Blue (1) gains 5 during Red's (0) turn: Blue's figure stops on 5, no message. Blue, not Red,
  // chooses which of Blue's figures moves when they differ.
  Game g = messagesGame(2);
  gain(g, 1, 5);
  placeRoad(g);
  CHECK(drawn(g) == 0);
  CHECK(meeple(g, 1) == 5);
  gain(g, 1, 4);
  passFigure(g);  // Red's figure step; then Blue answers, still in Red's turn
  REQUIRE(g.decider() == 1);
  CHECK(g.current() == 0);
  const Game before = g;
  Action bad = moduleAction(2);
  CHECK_THROWS_WITH(g.apply(bad), Contains("expected the figure that moves: code 0 (score meeple) or 1 (messenger)"));
  CHECK(g == before);
  answer(g, 1, 1);
  CHECK(messenger(g, 1) == 4);
  CHECK(g.score(1) == 9);
}

TEST_CASE("messages MS-3: the smallest road by its final-scoring value: an open inn road is worth 0", "[messages]") {
  // Red (0): a highwayman on road Y = D-ic/B (2 tiles, an inn, open) and one on road X =
  // U(0,1)-U(1,1) (2 tiles, no inn, open). At the final scoring X = 2, Y = 0 (inn, incomplete):
  // message 1 must take Y: Red +0; the meeples stay.
  Game g = messagesGame(2, {"base", "ic", "messages"},
                        R"([{"tile": "ic/B", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
                            {"tile": "U", "x": 0, "y": 1, "rot": 0},
                            {"tile": "U", "x": 1, "y": 1, "rot": 0, "meeple": {"at": "W"}}])");
  placeRoad(g);
  passFigure(g);  // Blue's turn over
  gain(g, 0, 5);  // Red's figures both 0 -> the score meeple: 5, dark
  placeRoad(g);
  g.apply(moduleAction(1));
  answer(g, 0, 1);  // perform: +0
  CHECK(g.score(0) == 5);
  CHECK(onBoard(g, 0) == 2);
  CHECK(g.pending().front().core());
}

TEST_CASE("messages MS-4: message 8 scores a tied city as at game end and returns only that knight", "[messages]") {
  // City D(0,0)-M(0,-1)-G(1,-1): 3 tiles + 1 pennant, open. Red (0) and Blue (1) one knight each:
  // tied = majority -> Red +4 (3 + 1), Blue +0; Red's knight returns, Blue's stays.
  Game g = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "M", "x": 0, "y": -1, "rot": 2},
                            {"tile": "G", "x": 1, "y": -1, "rot": 0}])");
  REQUIRE(g.current() == 0);
  g.placeFigure(0, figureId(), 0, 0);
  g.placeFigure(1, figureId(), 2, 0);
  gain(g, 0, 5);  // dark: Red draws after the tile
  placeRoad(g);
  g.apply(moduleAction(8));
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);  // 2 points, or Red's knight
  CHECK(o[1].type == ActionType::ReturnFigure);
  Action blue = o[1];
  blue.tile = 2;
  CHECK_THROWS_WITH(g.apply(blue), Contains("message 8 takes one of P0's own meeples"));
  g.apply(o[1]);
  answer(g, 0, 1);  // the 4 points to the messenger
  CHECK(g.score(0) == 9);
  CHECK(g.score(1) == 0);
  CHECK(supply(g, 0) == 7);
  CHECK(onBoard(g, 1) == 1);
}

TEST_CASE("messages: messages 1 and 4 to 6 count the player's own figures", "[messages]") {
  // Red (0): a highwayman on the open road A(1,0)-D (2 tiles), a knight in the open city D-M
  // (2 tiles + 1 pennant), a farmer in M's field. Each message pays 2 (message 1: the road's end
  // value 2; 4: 1 pennant x 2; 5: 1 knight x 2; 6: 1 farmer x 2): 5 + 2 = 7.
  Game g = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "A", "x": 1, "y": 0, "rot": 1, "meeple": {"at": "W"}},
                            {"tile": "M", "x": 0, "y": -1, "rot": 2}])");
  REQUIRE(g.current() == 0);
  g.placeFigure(0, figureId(), 0, 0);
  int m = g.board().tileAt({0, -1});
  g.placeFigure(0, figureId(), m, 1);  // a farmer in M's field
  for (int message : {1, 4, 5, 6}) {
    INFO("message " << message);
    Game x = g;
    gain(x, 0, 5);
    placeRoad(x);
    x.apply(moduleAction(message));
    answer(x, 0, 1);  // perform
    answer(x, 0, 1);  // its points to the messenger
    CHECK(x.score(0) == 7);
    CHECK(messenger(x, 0) == 2);
  }
}

namespace {
// The player to move places tile `id` at (x, y), rotation rot (clockwise quarter turns).
void placeAt(Game& g, const char* id, int x, int y, int rot) {
  int t = cat().tileId(id);
  g.forceDraw(t);
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(t), a.x = x, a.y = y;
  a.rot = cat().tiles[t].canonicalRot[rot];
  g.apply(a);
}
}  // namespace

TEST_CASE("messages: message 2 scores the player's smallest city by its final-scoring value", "[messages]") {
  // Red (0) has a knight in city P = D(0,0) + M(0,-1): 2 tiles + 1 pennant, open: 2 + 1 = 3 at the
  // final scoring; and one in city Q = the cap of E(1,1): 1 tile, open: 1. Message 2 must take the
  // fewest: Q, Red +1 (Red alone; the knights stay). Score meeple 5 + messenger 1 = 6.
  Game g = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "M", "x": 0, "y": -1, "rot": 2},
                            {"tile": "U", "x": 1, "y": 0, "rot": 0},
                            {"tile": "E", "x": 1, "y": 1, "rot": 2, "meeple": {"at": "S"}},
                            {"tile": "U", "x": 2, "y": 0, "rot": 0}])");
  REQUIRE(g.current() == 0);
  g.placeFigure(0, figureId(), 0, 0);  // a knight in P (the start tile's city)
  gain(g, 0, 5);                       // Red's figures both 0 -> the score meeple: 5, dark
  placeAt(g, "U", 3, 0, 0);            // far from both cities
  g.apply(moduleAction(2));            // the message drawn: 2
  CHECK(g.catalog().modules[messagesModule()]->describeDecision(g, g.pending().front()) ==
        "message 2: score your smallest city, or take 2 points");
  answer(g, 0, 1);  // perform: Q, 1 point
  answer(g, 0, 1);  // to the messenger: 0 -> 1
  CHECK(messenger(g, 0) == 1);
  CHECK(g.score(0) == 6);
  CHECK(g.score(1) == 0);
  CHECK(onBoard(g, 0) == 2);  // both knights stay
  std::vector<json> s = eventsOf(g, "score");
  REQUIRE(!s.empty());
  CHECK(s.back()["points"] == 1);
  CHECK(s.back()["tiles"] == 1);
  // Without Q (its knight taken back) message 2 takes P: 2 tiles + 1 pennant = +3.
  Game h = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "M", "x": 0, "y": -1, "rot": 2},
                            {"tile": "U", "x": 1, "y": 0, "rot": 0},
                            {"tile": "E", "x": 1, "y": 1, "rot": 2},
                            {"tile": "U", "x": 2, "y": 0, "rot": 0}])");
  h.placeFigure(0, figureId(), 0, 0);
  gain(h, 0, 5);
  placeAt(h, "U", 3, 0, 0);
  h.apply(moduleAction(2));
  answer(h, 0, 1);
  answer(h, 0, 1);
  CHECK(messenger(h, 0) == 3);
  CHECK(h.score(0) == 8);  // 5 + 3
}

TEST_CASE("messages: message 3 scores the player's smallest monastery (1 + its neighbours)", "[messages]") {
  // Red (0) has monks in M1 = B(0,1) (neighbours D(0,0), U(1,0), B(-1,1), B(-1,2): 1 + 4 = 5) and
  // M2 = B(-1,2) (neighbours B(-1,1), B(0,1): 1 + 2 = 3). Red's tile U(2,0) touches neither.
  // Message 3 must take M2: Red +3 (the monks stay). Score meeple 5 + messenger 3 = 8.
  Game g = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C"}},
                            {"tile": "B", "x": -1, "y": 1, "rot": 0},
                            {"tile": "B", "x": -1, "y": 2, "rot": 0, "meeple": {"at": "C"}},
                            {"tile": "U", "x": 1, "y": 0, "rot": 0}])");
  REQUIRE(g.current() == 0);
  gain(g, 0, 5);
  placeAt(g, "U", 2, 0, 0);
  g.apply(moduleAction(3));
  CHECK(g.catalog().modules[messagesModule()]->describeDecision(g, g.pending().front()) ==
        "message 3: score your smallest monastery, or take 2 points");
  answer(g, 0, 1);  // perform: M2, 3 points
  answer(g, 0, 1);  // to the messenger: 0 -> 3
  CHECK(messenger(g, 0) == 3);
  CHECK(g.score(0) == 8);
  CHECK(onBoard(g, 0) == 2);
  std::vector<json> s = eventsOf(g, "score");
  REQUIRE(!s.empty());
  CHECK(s.back()["points"] == 3);
  CHECK(players(s.back()) == std::vector<int>{0});
  // Taking the 2 points instead: 5 + 2 = 7 on the score meeple... or the messenger: 0 -> 2.
  Game h = messagesGame(2, {"base", "messages"},
                        R"([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C"}},
                            {"tile": "B", "x": -1, "y": 1, "rot": 0},
                            {"tile": "B", "x": -1, "y": 2, "rot": 0, "meeple": {"at": "C"}},
                            {"tile": "U", "x": 1, "y": 0, "rot": 0}])");
  gain(h, 0, 5);
  placeAt(h, "U", 2, 0, 0);
  h.apply(moduleAction(3));
  answer(h, 0, 0);  // 2 points
  answer(h, 0, 1);  // to the messenger
  CHECK(h.score(0) == 7);
}

TEST_CASE("messages MS-5: both figures merge before the final scoring, no message there", "[messages]") {
  // Score meeple 41, messenger 22 -> 63 before the final scoring; Red's open road A-D then adds 2
  // -> 65, a dark space, but no message in the final scoring.
  Game g = messagesGame(2, {"base", "messages"}, R"([{"tile": "A", "x": 1, "y": 0, "rot": 1, "meeple": {"at": "W"}}])");
  gain(g, 0, 41);  // Blue's turn: Red's figures both 0, no question
  gain(g, 0, 22);
  placeRoad(g);
  answer(g, 0, 1);  // messenger 0 -> 22
  passFigure(g);
  g.endNow();
  CHECK(g.over());
  CHECK(g.score(0) == 65);
  CHECK(meeple(g, 0) == 65);
  CHECK(messenger(g, 0) == -1);
  CHECK(drawn(g) == 0);
}

TEST_CASE("messages + robbers: one tile's scoring sets off a robbery and a message", "[messages][robbers]") {
  // Record robbers_messages_017: Blue's robber tile; Blue puts the robber on space 0 beside Red.
  // Red closes the road A-D-U-U-A: 5 tiles -> Red's score meeple 0 -> 5 (both figures on 0, no
  // question); Blue's robber takes ceil(5/2) = 3 (Blue's figures on 0: no question) and comes
  // home; 5 is dark: Red draws message 6 (no farmer) and takes 2 points on the messenger: 0 -> 2.
  // Red 5 + 2 = 7, Blue 3.
  json rec = recordFile("robbers_messages_017.json");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{7, 3});
  CHECK(drawn(g) == 1);
  CHECK(meeple(g, 0) == 5);
  CHECK(messenger(g, 0) == 2);
  CHECK(g.token(cat().moduleIndex("robbers"), 0, 1) == -1);
  json saved = carc::saveRecord(g);
  CHECK(stateDifference(load(saved), g) == "");
  CHECK(carc::saveRecord(load(saved)) == saved);
  // The message's answer names a message that cannot come up: refused by name.
  json bad = rec;
  bad["moves"].back()["then"][0]["chance"] = 9;
  CHECK_THROWS_WITH(load(bad), Contains("move 4.then[0]"));
}

TEST_CASE("messages: message 7 gives an extra tile, message 8 on a farmer scores its field as at the end",
          "[messages]") {
  // Red (0)'s farmer in D's north field, which touches the city D-E completed by Blue's E(0,-1)
  // (nobody on it). Message 8 on the farmer: Red alone, majority: 3 x 1 completed city = 3; the
  // farmer returns. Message 7 instead: Red plays another turn part before Blue.
  Game g = messagesGame(2, {"base", "messages"}, R"([{"tile": "B", "x": 0, "y": 1, "rot": 0},
                                                     {"tile": "E", "x": 0, "y": -1, "rot": 2}])");
  REQUIRE(g.current() == 0);
  g.placeFigure(0, figureId(), 0, g.segmentAt(0, "WNW", -1));
  Game extra = g;
  gain(g, 0, 5);
  placeRoad(g);
  g.apply(moduleAction(8));
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  g.apply(o[1]);
  answer(g, 0, 1);
  CHECK(g.score(0) == 8);
  CHECK(onBoard(g, 0) == 0);
  // Message 7: after Red's figure step, Red again.
  gain(extra, 0, 5);
  placeRoad(extra);
  extra.apply(moduleAction(7));
  answer(extra, 0, 1);
  passFigure(extra);
  CHECK(extra.pending().front().kind == carc::kDecideTile);
  CHECK(extra.current() == 0);
  CHECK(extra.inExtraTurn());
  CHECK(extra.score(0) == 5);
}

TEST_CASE("messages: the record of a message 8 on a farmer replays and saves back the same", "[messages]") {
  // messages_farmer_017: Blue closes the city D-E (2 tiles): +4 (both figures on 0: no question).
  // Red closes the road A-U-U-D-A (5 tiles): score meeple 0 -> 5, dark: message 8 on Red's farmer
  // in the field that touches the city D-E: majority, 3 x 1 completed city = 3 -> messenger 0 -> 3.
  // Red 5 + 3 = 8, Blue 4; the farmer is back in supply.
  json rec = recordFile("messages_farmer_017.json");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{8, 4});
  CHECK(meeple(g, 0) == 5);
  CHECK(messenger(g, 0) == 3);
  CHECK(supply(g, 0) == 7);
  json saved = carc::saveRecord(g);
  CHECK(stateDifference(load(saved), g) == "");
  CHECK(carc::saveRecord(load(saved)) == saved);
  // A record that leaves the figure choice out moves the score meeple (MINIS §2.2 HOUSE CHOICE): 5 -> 8.
  json plain = rec;
  plain["moves"].back()["then"].erase(2);
  Game p = load(plain);
  CHECK(scores(p) == std::vector<int>{8, 4});
  CHECK(meeple(p, 0) == 8);
  CHECK(messenger(p, 0) == 0);
  // The message's own answer cannot be left out: refused, naming who must answer what.
  json bad = rec;
  bad["moves"].back()["then"].erase(2);
  bad["moves"].back()["then"].erase(1);
  CHECK_THROWS_WITH(load(bad),
                    Contains("player 0 must answer: message 8: score one meeple's feature and take it back"));
}

TEST_CASE("messages + robbers: the figure the robbed player moves decides the space it leaves", "[messages][robbers]") {
  // Red (0): score meeple 12, messenger 3; Blue's (1) robber on 12. Red gains 6 (Blue's turn, no
  // message for Red): moving the messenger (3 -> 9) leaves the robber waiting; moving the score
  // meeple (12 -> 18) is robbed: Blue + ceil(6/2) = 3.
  Game g = messagesGame(2, {"base", "robbers", "messages"});
  gain(g, 0, 12);
  gain(g, 0, 3);
  placeRoad(g);
  answer(g, 0, 1);  // messenger 0 -> 3
  passFigure(g);    // Blue's turn
  g.setToken(cat().moduleIndex("robbers"), 0, 1, 12);
  gain(g, 0, 6);
  placeRoad(g);
  Game viaMeeple = g;
  answer(g, 0, 1);
  CHECK(scores(g) == std::vector<int>{21, 0});
  CHECK(g.token(cat().moduleIndex("robbers"), 0, 1) == 12);
  answer(viaMeeple, 0, 0);
  CHECK(scores(viaMeeple) == std::vector<int>{21, 3});
  CHECK(viaMeeple.token(cat().moduleIndex("robbers"), 0, 1) == -1);
}

namespace {
// Red (0) has highwaymen on two open roads of 2 tiles each, X = U(0,1)-U(1,1) and Y =
// U(0,2)-U(1,2): a tie for the smallest (2 points each at the final scoring). Red's last move
// A(-3,0) closes the road A-U-U-D-A (5 tiles): the score meeple 0 -> 5, dark: a message.
const char* kTiedRoads = R"([
  {"tile": "A", "x": 1, "y": 0, "rot": 1, "meeple": {"at": "W"}},
  {"tile": "U", "x": 0, "y": 1, "rot": 0},
  {"tile": "U", "x": 1, "y": 1, "rot": 0, "meeple": {"at": "W"}},
  {"tile": "U", "x": 0, "y": 2, "rot": 0},
  {"tile": "U", "x": 1, "y": 2, "rot": 0, "meeple": {"at": "W"}},
  {"tile": "U", "x": -1, "y": 0, "rot": 0},
  {"tile": "B", "x": 2, "y": 0, "rot": 0},
  {"tile": "U", "x": -2, "y": 0, "rot": 0},
  {"tile": "A", "x": -3, "y": 0, "rot": 3}])";

json tiedRoads(const json& then) {
  json r = recordWith({"base", "messages"}, 2, kTiedRoads);
  r["version"] = 2;
  if (!then.is_null()) r["moves"].back()["then"] = then;
  return r;
}

// The row of the last score event's feature piece (X lies in row 1, Y in row 2).
int lastScoreRow(const Game& g) { return eventsOf(g, "score").back()["y"].get<int>(); }
}  // namespace

TEST_CASE("messages 1-3: a tie for the smallest is the player's choice, named in the record", "[messages][record]") {
  // MINIS.md §2.4: "if several, you must take the one worth the fewest points": with two worth
  // the fewest, the player chooses which of them scores.
  const json message1 = json::parse(R"([{"chance": 1}, {"player": 0, "messages": {"code": 1}}])");
  // The live game: after "perform", Red is asked which road scores; only X and Y are offered.
  json prefix = tiedRoads(nullptr);
  prefix["moves"].erase(8);
  Game g = load(prefix);
  placeAt(g, "A", -3, 0, 3);  // closes the 5-tile road: Red's score meeple 0 -> 5
  passFigure(g);
  REQUIRE(g.decider() == carc::kChance);
  g.apply(moduleAction(1));
  answer(g, 0, 1);  // perform
  REQUIRE(g.decider() == 0);
  REQUIRE(g.pending().front().module == messagesModule());
  CHECK(g.catalog().modules[messagesModule()]->decisionName(g.pending().front()) == "message-target");
  CHECK(g.catalog().modules[messagesModule()]->describeDecision(g, g.pending().front()) ==
        "message 1: choose which of your smallest roads scores (2 points each)");
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  json shown = carc::actionJson(g, o[1]);  // the page shows module options as buttons with their text
  CHECK(shown["type"] == "module");
  CHECK(shown["text"] == "Score the road of your meeple on the tile 2 south and 4 east of the new tile: 2 points");
  CHECK(shown["place"]["on"] == "spot");  // the meeple's spot on U at (1,2): the board lights it
  CHECK(shown["place"]["x"] == 1);
  CHECK(shown["place"]["y"] == 2);
  // Every bot answers it with one of the options.
  for (const char* kind : {"random", "greedy", "mcts"}) {
    INFO(kind);
    carc::MctsBudget budget;
    budget.iterations = 100;
    Action a = carc::makeBot(kind, 3, budget)->choose(g);
    CHECK(std::find(o.begin(), o.end(), a) != o.end());
  }
  g.apply(o[1]);  // Y
  CHECK(g.score(0) == 7);
  CHECK(lastScoreRow(g) == 2);
  answer(g, 0, 1);  // the 2 points to the messenger
  // Saved and loaded back: the record names the target.
  json saved = carc::saveRecord(g);
  CHECK(saved["moves"].back()["then"][2] ==
        json::parse(R"({"player": 0, "messages": {"target": {"x": 1, "y": 2, "at": "E"}}})"));
  CHECK(stateDifference(load(saved), g) == "");
  // A record naming Y replays so; one naming X too.
  json then = message1;
  then.push_back(json::parse(R"({"player": 0, "messages": {"target": {"x": 0, "y": 2, "at": "W"}}})"));
  then.push_back(json::parse(R"({"player": 0, "messages": {"code": 1}})"));
  CHECK(lastScoreRow(load(tiedRoads(then))) == 2);
  then[2]["messages"]["target"] = {{"x", 1}, {"y", 1}, {"at", "W"}};
  CHECK(lastScoreRow(load(tiedRoads(then))) == 1);
  // A target that is not among the smallest is refused with the rule.
  then[2]["messages"]["target"] = {{"x", -1}, {"y", 0}, {"at", "E"}};
  CHECK_THROWS_WITH(load(tiedRoads(then)),
                    Contains("message 1 scores one of your smallest roads (2 points): the road of your meeple at "
                             "(1,1) E or at (1,2) E"));
}

TEST_CASE("messages 1-3: a record without the target takes the first of the smallest, as before",
          "[messages][record]") {
  // Records written before the choice existed: the figure placed first (X, row 1) scores.
  json then =
      json::parse(R"([{"chance": 1}, {"player": 0, "messages": {"code": 1}}, {"player": 0, "messages": {"code": 1}}])");
  Game g = load(tiedRoads(then));
  CHECK(scores(g) == std::vector<int>{7, 0});
  CHECK(lastScoreRow(g) == 1);
  CHECK(messenger(g, 0) == 2);
  // Without a tie nothing is asked: with Y's highwayman gone (the last move of the prefix places
  // none there) message 1 scores X at once.
  json single = tiedRoads(then);
  single["moves"][4].erase("meeple");
  Game s = load(single);
  CHECK(scores(s) == std::vector<int>{7, 0});
  CHECK(lastScoreRow(s) == 1);
}
