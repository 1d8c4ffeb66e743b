// The core's capabilities through the public Game API, each driven by a test-only fixture module
// (tests/fixtures/): a piece of two squares, a question to every other player in turn order, a
// question to a player whose score moved, a die that sends a figure, a layout switch that splits
// and joins roads, a neutral figure, and decisions during the final scoring. The records of
// tests/fixtures/records/ replay the same natively and in WASM (tests/wasm/fixtures.test.mjs).
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using Catch::Contains;

namespace {

json fixtureRecord(const std::string& name) {
  return json::parse(readFile(std::string(CARC_SOURCE_DIR) + "/tests/fixtures/records/" + name + ".json"));
}

// The record without its last move's answers from `then` index `keep` on.
json truncatedThen(json rec, size_t keep) {
  json& then = rec["moves"].back()["then"];
  then.erase(then.begin() + static_cast<std::ptrdiff_t>(keep), then.end());
  return rec;
}

int scoreEventPoints(const Game& g, const std::string& category) {
  int sum = 0;
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "score" && e["feature"] == category) sum += e["points"].get<int>();
  return sum;
}

// `bad` replaces the last move of `rec`: loading is refused with `message`, and applyMove on the
// game before that move leaves it as it was.
template <class Matcher>
void refusedLastMove(json rec, const json& bad, const Matcher& message) {
  json before = rec;
  before["moves"].erase(before["moves"].size() - 1);
  before.erase("end");
  Game live = load(before);
  const Game copy = live;
  const int index = static_cast<int>(before["moves"].size());
  REQUIRE_THROWS_WITH(carc::applyMove(live, bad, index), message);
  CHECK(live == copy);
  rec["moves"].back() = bad;
  REQUIRE_THROWS_WITH(load(rec), message);
}

}  // namespace

TEST_CASE("fixture domino: each square of a piece counts as a tile", "[fixtures]") {
  // The domino turned twice stands on (0,-1) and (1,-1), its city along their south sides: with the
  // start tile's city below (0,-1) and a second D below (1,-1) the city closes:
  // D + 2 squares + D = 4 tiles, no pennant: 4 x 2 = 8 for Alice's knight.
  Game g = load(fixtureRecord("domino_city"));
  CHECK(scores(g) == std::vector<int>{8, 0});
  json e = carc::eventsJson(g);
  bool found = false;
  for (auto& ev : e)
    if (ev["type"] == "score") {
      CHECK(ev["tiles"] == 4);
      found = true;
    }
  CHECK(found);
  // The piece fills two cells; each is a square of the same placed tile.
  int t0 = -1, q0 = -1, t1 = -1, q1 = -1;
  REQUIRE(g.tileAtCell({0, -1}, t0, q0));
  REQUIRE(g.tileAtCell({1, -1}, t1, q1));
  CHECK(t0 == t1);
  CHECK(q0 != q1);
  // The tower's monastery (upper square at (2,0)) has one neighbour when the game ends: its own
  // lower square at (1,0). Final scoring: 1 + 1 = 2.
  Game tower = load(fixtureRecord("domino_tower"));
  CHECK(scores(tower) == std::vector<int>{2, 0});
}

TEST_CASE("fixture domino: placements of a piece check every square and every outer side", "[fixtures]") {
  Game g = load(recordWith({"base", "fx-domino"}, 2, "[]"));
  g.forceDraw(cat().tileId("fx/domino"));
  Action a;
  a.type = ActionType::PlaceTile, a.tile = uint16_t(cat().tileId("fx/domino"));
  // Unturned, at (0,-1): its south road would meet the start tile's city.
  a.rot = 0, a.x = 0, a.y = -1;
  CHECK_THAT(g.explain(a), Contains("the south side of its square a (road) meets a city"));
  // Over the start tile.
  a.rot = 2, a.x = -1, a.y = 0;
  CHECK_THAT(g.explain(a), Contains("(0,0) is already taken by tile D"));
  a.rot = 2, a.x = 5, a.y = 5;
  CHECK_THAT(g.explain(a), Contains("does not touch the layout"));
  a.rot = 2, a.x = 0, a.y = -1;
  CHECK(g.explain(a).empty());
  // Every listed placement of the piece is legal and every one is listed once.
  std::vector<Action> options = g.legalActions();
  std::set<std::tuple<int, int, int>> seen;
  for (const Action& o : options) {
    CHECK(g.isLegal(o));
    CHECK(seen.insert({o.x, o.y, o.rot}).second);
  }
  CHECK(seen.count({0, -1, 2}));
}

TEST_CASE("fixture poll: every other player answers once, in turn order", "[fixtures]") {
  // Alice places the poll tile; Bob (her left) and then Carol answer. Bob takes the point.
  json rec = fixtureRecord("poll_order");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{0, 1, 0});
  // Saved after Bob's answer, the game waits for Carol and loads back to the same state.
  json half = truncatedThen(rec, 1);
  half["moves"].back()["partial"] = true;
  half["moves"].back()["meeple"] = nullptr;  // the figure step was passed
  Game h = load(half);
  CHECK(h.decider() == 2);
  CHECK(h.current() == 0);
  CHECK(stateDifference(load(carc::saveRecord(h)), h) == "");
}

TEST_CASE("fixture poll: the answers' order is checked", "[fixtures]") {
  json rec = fixtureRecord("poll_order");
  Game g = load(recordWith({"base", "fx-poll"}, 3, "[]"));
  carc::applyMove(g, json::parse(R"({"tile": "fx/poll", "x": 1, "y": 0, "rot": 1, "partial": true})"), 0);
  // The figure step is still open; pass it, and the poll asks Bob, then Carol.
  Action pass;
  pass.type = ActionType::Pass;
  g.apply(pass);
  REQUIRE(g.decider() == 1);
  CHECK(g.current() == 0);
  std::vector<Action> o = g.legalActions();
  REQUIRE(o.size() == 2);
  g.apply(o[0]);
  REQUIRE(g.decider() == 2);
  g.apply(o[1]);
  CHECK(g.decider() == 1);  // Bob's turn: his tile decision
  CHECK(g.current() == 1);
  CHECK(scores(g) == std::vector<int>{0, 0, 1});
  // Carol's answer first is refused by name, the game unchanged.
  json bad = rec["moves"][0];
  std::swap(bad["then"][0], bad["then"][1]);
  refusedLastMove(rec, bad, Contains("move 0.then[0]: it is player 1's decision") && Contains("names player 2"));
  // An answer too many, and one too few.
  bad = rec["moves"][0];
  bad["then"].push_back(json::parse(R"({"player": 0, "fx-poll": {"code": 1}})"));
  refusedLastMove(rec, bad, Contains("move 0.then[2]: no decision of this turn is left to answer"));
  bad = rec["moves"][0];
  bad["then"].erase(1);
  refusedLastMove(rec, bad, Contains("move 0: player 2 must answer: take a point from the poll, or decline"));
  // An answer the module does not know.
  bad = rec["moves"][0];
  bad["then"][0] = json::parse(R"({"player": 1, "fx-poll": {"code": 7}})");
  refusedLastMove(rec, bad, Contains("move 0.then[0]: that is not a legal answer to: take a point from the poll"));
}

TEST_CASE("fixture tribute: a player who is not to move answers after their score changed", "[fixtures]") {
  // Alice's tribute tile closes the city D-G-tribute (3 tiles, no pennant) where Bob has a knight:
  // Bob +6, and Bob, asked at once, honours Alice: +1.
  json rec = fixtureRecord("tribute_asked");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{1, 6});
  json partial = rec;
  partial["moves"].back().erase("then");
  partial["moves"].back()["partial"] = true;
  partial["moves"].back()["meeple"] = nullptr;  // past the figure step
  Game asked = load(partial);
  CHECK(asked.current() == 0);
  CHECK(asked.decider() == 1);
  CHECK(asked.score(1) == 6);
  // The saved game says whose decision is open, and loads back to the same state.
  json saved = carc::saveRecord(asked);
  CHECK(saved["moves"].back()["partial"] == true);
  CHECK(stateDifference(load(saved), asked) == "");
}

TEST_CASE("fixture catapult: a die decides where the meeple lands", "[fixtures]") {
  // Alice's catapult at (-1,0) points east; the die says 2: the meeple lands on (1,0), on the
  // road U-U-D-catapult (open at both ends), and at the end that road of 4 tiles pays her 4.
  json rec = fixtureRecord("catapult_land");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 0});
  // A roll the record does not name comes from the game's seeded stream: the same every time,
  // and the saved record names it.
  json unnamed = rec;
  unnamed["moves"].back()["then"].clear();
  unnamed["moves"].back()["partial"] = true;
  unnamed.erase("end");
  Game a = load(unnamed), b = load(unnamed);
  CHECK(a == b);
  json saved = carc::saveRecord(a);
  REQUIRE(saved["moves"].back()["then"].size() >= 1);
  CHECK(saved["moves"].back()["then"][0].contains("chance"));
  // A roll that is not a face of the die is refused.
  json bad = rec["moves"].back();
  bad["then"][0]["chance"] = 4;
  refusedLastMove(rec, bad, Contains("move 2.then[0]: that is not a legal answer to: roll the catapult's die"));
  // Landing on a field is refused with the module's words.
  bad = rec["moves"].back();
  bad["then"][1]["figure"]["at"] = "NNE";
  refusedLastMove(rec, bad,
                  Contains("move 2.then[1]: that is not a legal answer to: choose where the launched meeple"));
  // Nothing at the target: the meeple stays in supply, an event says so.
  Game crash = load(fixtureRecord("catapult_crash"));
  CHECK(crash.figures().empty());
  CHECK(crash.supply(0, cat().figureId("normal")) == 7);
  json events = carc::eventsJson(crash);
  bool crashed = false;
  for (auto& e : events) crashed |= e["type"] == "module" && e["code"] == 2;
  CHECK(crashed);
}

TEST_CASE("fixture switch: a layout change splits a road that looked complete and joins two others", "[fixtures]") {
  // The switch at (1,0) links north-south and east-west. Monastery roads (A) close its north, east
  // and south arms; the last one would complete A-switch-A north to south (nobody on it). Bob
  // resets the switch to north-east + south-west instead: A(1,-1)-switch-A(2,0) is complete
  // (3 tiles, the switch counted once) and pays Alice's highwayman on A(2,0) 3; the south-west
  // road runs on to the start tile and stays open.
  Game g = load(fixtureRecord("switch_split"));
  CHECK(scores(g) == std::vector<int>{3, 0});
  int sw = g.board().tileAt({1, 0});
  CHECK(g.tiles()[sw].layout == 2);
  int south = g.features().find(g.nodeOf(sw, 2)), west = g.features().find(g.nodeOf(sw, 3));
  int north = g.features().find(g.nodeOf(sw, 0));
  CHECK(south == west);
  CHECK(north != south);
  CHECK(g.features().node(south).open > 0);
  // Without the reset the north-south road completes with nobody on it: no score.
  json rec = fixtureRecord("switch_split");
  rec["moves"].back()["then"][0] = json::parse(R"({"player": 1, "pass": true})");
  Game kept = load(rec);
  CHECK(scores(kept) == std::vector<int>{0, 0});
  CHECK(kept.features().node(kept.features().find(kept.nodeOf(sw, 0))).open == 0);
  // Events name the scored road by a segment, which a rebuild keeps valid.
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "score")
      CHECK(carc::Session::load(fixtureRecord("switch_split")).feature(e["x"], e["y"], e["segment"])["complete"] ==
            true);
}

TEST_CASE("fixture ghost: a neutral figure belongs to nobody and adds to its road", "[fixtures]") {
  // The ghost on the road A-D-haunt-A (4 tiles): Alice's highwayman scores 4 + 4 = 8; the ghost
  // goes back to the shared supply.
  Game g = load(fixtureRecord("ghost_road"));
  CHECK(scores(g) == std::vector<int>{8, 0});
  int ghost = cat().figureId("ghost");
  CHECK(cat().figures[ghost].neutral);
  CHECK(g.supply(carc::kNeutral, ghost) == 1);
  json rec = fixtureRecord("ghost_road");
  rec["moves"] = json::array({rec["moves"][0]});  // the ghost just placed
  Game placed = load(rec);
  REQUIRE(placed.figures().size() == 2);
  bool neutral = false;
  for (const carc::Figure& f : placed.figures()) neutral |= f.player == carc::kNeutral && f.kind == ghost;
  CHECK(neutral);
  CHECK(placed.supply(carc::kNeutral, ghost) == 0);
  // Nobody may place the ghost as their own figure in the figure step.
  CHECK_THAT(carc::Session::load(rec).state()["figures"].dump(), Contains("\"player\":null"));
}

TEST_CASE("fixture finale: the final scoring waits for decisions and resumes", "[fixtures]") {
  // Road D-U with Alice's highwayman: 2 at the end. Then Alice takes 2 and Bob gives everyone else
  // 1: Alice 2 + 2 + 1 = 5, Bob 0.
  json rec = fixtureRecord("finale_choices");
  Game g = load(rec);
  CHECK(g.over());
  CHECK(scores(g) == std::vector<int>{5, 0});
  CHECK(scoreEventPoints(g, "finale") == 3);
  // Without the answers the game waits in its final scoring: not over, Alice decides.
  json waiting = rec;
  waiting.erase("final");
  Game w = load(waiting);
  CHECK(!w.over());
  CHECK(w.phase() == carc::Phase::FinalScoring);
  CHECK(w.decider() == 0);
  CHECK(scores(w) == std::vector<int>{2, 0});
  // Saved there, it loads back the same; answered, it ends as the full record does.
  CHECK(stateDifference(load(carc::saveRecord(w)), w) == "");
  std::vector<Action> o = w.legalActions();
  REQUIRE(o.size() == 2);
  w.apply(o[0]);  // Alice takes 2
  CHECK(w.decider() == 1);
  w.apply(w.legalActions()[1]);  // Bob gives Alice 1
  CHECK(w.over());
  CHECK(scores(w) == scores(g));
  // An answer too many is refused.
  json extra = rec;
  extra["final"].push_back(json::parse(R"({"player": 0, "fx-finale": {"code": 0}})"));
  REQUIRE_THROWS_WITH(load(extra), Contains("final[2]: no decision is left to answer"));
}

TEST_CASE("fixtures: every fixture record saves and loads back to the same game", "[fixtures]") {
  for (const char* name : {"domino_city", "domino_tower", "poll_order", "tribute_asked", "catapult_land",
                           "catapult_crash", "switch_split", "ghost_road", "finale_choices"}) {
    INFO(name);
    Game g = load(fixtureRecord(name));
    json saved = carc::saveRecord(g);
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
}
