// Ferries (mini #3: rule text 001 「渡し船」, digest MINIS.md §3), one TEST_CASE per rule or worked
// example on hand-built records. Geometry: x east, y SOUTH; rot = clockwise quarter turns.
// Reference orientations: fr/1 city N + road arms E, S, W; fr/2 road arms E, S, W; fr/3 arms N, E,
// S, W (each arm ends at the lake until a ferry links two). Base tiles: A monastery with a road S
// (the road ends there), U road E-W, D city N + road E-W. Every expected number was worked out by
// hand from the rules (the arithmetic is in the comments).
#include "modules/ferries.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Matchers::Contains;

namespace {

// A free-deck record with the ferries; the start tile and players as given.
json ferryRecord(const std::string& moves, const std::vector<std::string>& names = {"Red", "Blue"},
                 const std::string& start = R"({"tile": "A", "x": -2, "y": 0, "rot": 3})",
                 const std::vector<std::string>& sets = {"base", "ferries"}, const std::string& rules = "{}") {
  json r = {{"format", "carcassonne-record"}, {"version", 2}};
  json ps = json::array();
  for (auto& n : names) ps.push_back({{"name", n}});
  r["setup"] = {{"players", ps},
                {"sets", sets},
                {"deck", "free"},
                {"seed", 16},
                {"start", json::parse(start)},
                {"rules", json::parse(rules)}};
  r["moves"] = json::parse(moves);
  return r;
}

const carc::Ferries& ferries() {
  return dynamic_cast<const carc::Ferries&>(*cat().modules[cat().moduleIndex("ferries")]);
}

int tileAt(const Game& g, int x, int y) { return g.board().tileAt({x, y}); }

// The road feature (root) of the road segment of the tile at (x, y) that touches board side `side`.
int roadAt(const Game& g, int x, int y, const std::string& side) {
  int t = tileAt(g, x, y);
  int seg = g.segmentAt(t, side, cat().kindId("road"));
  REQUIRE(seg >= 0);
  return g.features().find(g.nodeOf(t, seg));
}

std::vector<json> scoresOf(const Game& g) { return eventsOf(g, "score"); }

// FR-2's board: village A(-2,0) — U(-1,0) — lake L = fr/2 rot 0 at (0,0) (arms W, S, E) with its
// ferry W-E — U(1,0) with Red's highwayman; Blue's U(0,1) on the S arm, open south. Moves 0-3.
const char* kFr2Board = R"([
  {"tile": "U", "x": -1, "y": 0, "rot": 0},
  {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "E-W"}]},
  {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}, "then": [{"player": 0, "pass": true}]},
  {"tile": "U", "x": 0, "y": 1, "rot": 1}])";

json fr2(const std::string& lastMove) {
  json moves = json::parse(kFr2Board);
  moves.push_back(json::parse(lastMove));
  return ferryRecord(moves.dump(), {"Red", "Green"});
}

}  // namespace

TEST_CASE("ferries: the set registers 8 lake tiles (3/4/1) and its options", "[rules][ferries]") {
  int n = 0;
  for (const char* id : {"fr/1", "fr/2", "fr/3"}) {
    int t = cat().tileId(id);
    REQUIRE(t >= 0);
    n += cat().tiles[t].count;
    CHECK(cat().tiles[t].prop(cat().propertyId("lake")) == 1);
  }
  CHECK(cat().tiles[cat().tileId("fr/1")].count == 3);
  CHECK(cat().tiles[cat().tileId("fr/3")].count == 1);
  CHECK(n == 8);
  // A lake of three arms has three pairs, the four-arm lake six; layout 0 links nothing.
  CHECK(cat().tiles[cat().tileId("fr/2")].layouts.size() == 4);
  CHECK(cat().tiles[cat().tileId("fr/3")].layouts.size() == 7);
  for (const char* o : {"ferriesAlways", "ferriesCandidates", "ferriesOncePer"}) {
    int id = cat().optionId(o);
    REQUIRE(id >= 0);
    CHECK(cat().options[id].module == "ferries");
    CHECK(!cat().options[id].doc.empty());
  }
}

TEST_CASE("ferries FR-1: the new ferry closes an opponent's road at the lake (seed example 1)", "[rules][ferries]") {
  // Blue's road: monastery A(0,-3) - U(0,-2) - U(0,-1), open at the south of (0,-1). Red places fr/2
  // at (0,0) rot 2 (arms N, E, W), a meeple on the E arm, the ferry E-W. The N arm ends at the lake:
  // Blue's road = A + U + U + the lake = 4 tiles, complete: Blue +4. Red's road E-W stays open.
  const char* moves = R"([
    {"tile": "U", "x": 0, "y": -2, "rot": 1},
    {"tile": "U", "x": 0, "y": -1, "rot": 1, "meeple": {"at": "N"}},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 2, "meeple": {"at": "E"}, "then": [{"player": 0, "ferry": "E-W"}]}])";
  Game g = load(ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": 0, "y": -3, "rot": 0})"));
  CHECK(scores(g) == std::vector<int>{0, 4});
  auto s = scoresOf(g);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["points"] == 4);
  CHECK(s[0]["tiles"] == 4);
  CHECK(players(s[0]) == std::vector<int>{1});
  // Red's meeple stays on the open E-W road through the lake; the lake links E and W.
  CHECK(onBoard(g, 0) == 1);
  CHECK(roadAt(g, 0, 0, "E") == roadAt(g, 0, 0, "W"));
  CHECK(roadAt(g, 0, 0, "N") != roadAt(g, 0, 0, "E"));
  CHECK(g.tiles()[tileAt(g, 0, 0)].layout > 0);
  // The ferry N-E instead joins Blue's road to Red's E arm: open, nobody scores (4 + 0 points not paid).
  json other = ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": 0, "y": -3, "rot": 0})");
  other["moves"][2]["then"][0]["ferry"] = "N-E";
  Game g2 = load(other);
  CHECK(scores(g2) == std::vector<int>{0, 0});
  // Both on one road now (seed example 2: 「赤と青は、同じ道の上に置かれています」).
  CHECK(roadAt(g2, 0, 0, "N") == roadAt(g2, 0, 0, "E"));
  const carc::FeatureNode& r = g2.features().node(roadAt(g2, 0, 0, "N"));
  CHECK(r.strength[0] == 1);
  CHECK(r.strength[1] == 1);
}

TEST_CASE("ferries: the meeple goes on one arm, checked before the ferry links it", "[rules][ferries]") {
  // Blue's highwayman on U(0,-1) reaches the lake's N arm; Red may still put a meeple on the E arm
  // (its own road before the ferry), then link N-E: one road held by both (1 each).
  const char* moves = R"([
    {"tile": "U", "x": 0, "y": -2, "rot": 1},
    {"tile": "U", "x": 0, "y": -1, "rot": 1, "meeple": {"at": "N"}},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 2, "partial": true}])";
  Game g = load(ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": 0, "y": -3, "rot": 0})"));
  REQUIRE(g.pending().front().kind == carc::kDecideFigure);
  int lake = tileAt(g, 0, 0);
  int road = cat().kindId("road");
  int n = 0, e = 0;
  for (const carc::Action& a : g.legalActions())
    if (a.type == carc::ActionType::PlaceFigure && a.tile == lake) {
      n += a.segment == g.segmentAt(lake, "N", road);
      e += a.segment == g.segmentAt(lake, "E", road);
    }
  CHECK(n == 0);  // Blue's road, occupied
  CHECK(e == 1);
}

TEST_CASE("ferries: the new lake's ferry is mandatory, on any two arms, after the figure step", "[rules][ferries]") {
  const char* moves = R"([{"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/3", "x": 0, "y": 0, "rot": 0, "partial": true}])";
  Game g = load(ferryRecord(moves));
  g.apply(carc::Action{});  // no figure
  REQUIRE(!g.pending().empty());
  const carc::Decision d = g.pending().front();
  CHECK(d.module == cat().moduleIndex("ferries"));
  CHECK(d.kind == carc::Ferries::kPlace);
  CHECK(d.player == 1);
  auto opts = g.legalActions();
  CHECK(opts.size() == 6);  // fr/3: N-E, N-S, N-W, E-S, E-W, S-W; no pass
  carc::Action pass;
  CHECK(!g.isLegal(pass));
  CHECK_THAT(g.explain(pass), Contains("must get its ferry"));
  carc::Action wrong = opts[0];
  wrong.x = 5;
  CHECK_THAT(g.explain(wrong), Contains("the new ferry goes on the lake just placed at (0,0)"));
  // Option ferriesAlways false: no meeple on a road arm, no ferry (every arm ends at the lake).
  Game off = load(ferryRecord(R"([{"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/3", "x": 0, "y": 0, "rot": 0}])",
                              {"Red", "Blue"}, R"({"tile": "A", "x": -2, "y": 0, "rot": 3})", {"base", "ferries"},
                              R"({"ferriesAlways": false})"));
  CHECK(off.tiles()[tileAt(off, 0, 0)].layout == 0);
  CHECK(off.pending().front().core());
  // ... but with a meeple on an arm it gets one.
  Game on = load(ferryRecord(R"([{"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/3", "x": 0, "y": 0, "rot": 0, "meeple": {"at": "S"}, "then": [{"player": 1, "ferry": "N-S"}]}])",
                             {"Red", "Blue"}, R"({"tile": "A", "x": -2, "y": 0, "rot": 3})", {"base", "ferries"},
                             R"({"ferriesAlways": false})"));
  CHECK(ferries().linkName(on, tileAt(on, 0, 0), on.tiles()[tileAt(on, 0, 0)].layout) == "N-S");
}

TEST_CASE("ferries FR-2: a move changes what is complete", "[rules][ferries]") {
  // Green places A rot 1 at (2,0) (its W road ends at the monastery). Without a move the road
  // A(-2,0)-U-L(W-E)-U-A(2,0) is complete: 5 tiles, Red +5.
  Game kept =
      load(fr2(R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "pass": true}]})"));
  CHECK(scores(kept) == std::vector<int>{5, 0});
  // Green moves L's ferry to W-S: L(E)-U(1,0)-A(2,0) is closed at the lake and at the monastery:
  // 3 tiles, Red +3; A(-2,0)-U-L(W,S)-U(0,1) is open, not scored.
  Game moved = load(fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]})"));
  CHECK(scores(moved) == std::vector<int>{3, 0});
  auto s = scoresOf(moved);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["tiles"] == 3);
  CHECK(roadAt(moved, 0, 0, "W") == roadAt(moved, 0, 0, "S"));
  CHECK(moved.features().node(roadAt(moved, 0, 0, "W")).open > 0);
  // The move is in the log in words.
  bool told = false;
  for (const json& e : eventsOf(moved, "module"))
    told |= e.value("module", "") == "ferries" &&  // value(): a const json's [] on a missing key is undefined
            e.value("text", "") ==
                "the ferry at (0,0) now links south and west: the road of Red (3 tiles) is complete; an empty road "
                "(4 tiles) is open";
  CHECK(told);
}

TEST_CASE("ferries: a ferry move reopens a road the tile closed (not scored)", "[rules][ferries]") {
  // As FR-2, but Green links E-S: A(2,0)-U(1,0)-L(E,S)-U(0,1) runs on south, open: Red's highwayman
  // stays and nobody scores; A(-2,0)-U-L(W) is complete (3 tiles) but holds nobody: no event.
  Game g = load(fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "E-S"}}]})"));
  CHECK(scores(g) == std::vector<int>{0, 0});
  CHECK(scoresOf(g).empty());
  CHECK(onBoard(g, 0) == 1);
  CHECK(g.features().node(roadAt(g, 0, 0, "W")).open == 0);
  CHECK(g.features().node(roadAt(g, 1, 0, "E")).open > 0);
}

TEST_CASE("ferries: a ferry move completes a road far from the placed tile", "[rules][ferries]") {
  // Lake L = fr/2 at (0,0) with its ferry W-E; Blue's highwayman on U(-1,0), whose road runs from
  // the monastery A(-2,0) through L to U(1,0). L's S arm reaches A rot 2 at (0,1) (its road ends at
  // the monastery). Red extends the road east with U(2,0) and moves the ferry to W-S: the road
  // A(-2,0)-U(-1,0)-L-A(0,1) is complete, 4 tiles, Blue +4, and touches neither (2,0) nor (1,0).
  const char* moves = R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0, "player": 1, "meeple": {"at": "E"}},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "player": 0, "then": [{"player": 0, "ferry": "E-W"}]},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "then": [{"player": 1, "pass": true}]},
    {"tile": "A", "x": 0, "y": 1, "rot": 2},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "player": 0, "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "W-S"}}]}])";
  Game g = load(ferryRecord(moves));
  CHECK(scores(g) == std::vector<int>{0, 4});
  auto s = scoresOf(g);
  REQUIRE(s.size() == 1);
  CHECK(s[0]["tiles"] == 4);  // A + U + lake + A
  CHECK(players(s[0]) == std::vector<int>{1});
  CHECK(onBoard(g, 1) == 0);
}

TEST_CASE("ferries: a move splits a road that holds meeples of two players (seed example 3)", "[rules][ferries]") {
  // Yellow's highwayman on U(-1,0) (road from the monastery A(-2,0)); Green's lake at (0,0) links
  // S-W; Green's highwayman on U(1,0) east of it; Yellow's V(0,1) rot 1 (road N-W) on the S arm.
  json rec = ferryRecord(R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "S-W"}]},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "player": 1, "meeple": {"at": "E"}},
    {"tile": "V", "x": 0, "y": 1, "rot": 1, "player": 0, "then": [{"player": 0, "pass": true}]}])",
                         {"Yellow", "Green"});
  Game before = load(rec);
  REQUIRE(roadAt(before, 0, 0, "E") != roadAt(before, 0, 0, "W"));
  // Yellow extends her road with U(-1,1) (through V to the lake) and links the ferry E-W: Yellow's
  // and Green's highwaymen are on one road now (1 each).
  rec["moves"].push_back(json::parse(
      R"({"tile": "U", "x": -1, "y": 1, "rot": 0, "player": 0, "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "E-W"}}]})"));
  Game joined = load(rec);
  CHECK(roadAt(joined, 0, 0, "W") == roadAt(joined, 0, 0, "E"));
  const carc::FeatureNode& j = joined.features().node(roadAt(joined, 0, 0, "W"));
  CHECK(j.strength[0] == 1);
  CHECK(j.strength[1] == 1);
  // Green extends the shared road east with U(2,0) and moves the ferry back to S-W: the road splits
  // and each part keeps the highwayman standing on it.
  rec["moves"].push_back(json::parse(
      R"({"tile": "U", "x": 2, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]})"));
  Game split = load(rec);
  int yellow = roadAt(split, -1, 0, "E"), green = roadAt(split, 1, 0, "E");
  CHECK(yellow != green);
  CHECK(split.features().node(yellow).strength[0] == 1);
  CHECK(split.features().node(yellow).strength[1] == 0);
  CHECK(split.features().node(green).strength[1] == 1);
  CHECK(split.features().node(green).strength[0] == 0);
  // End of game: Yellow's A(-2,0) + U(-1,0) + L + V(0,1) + U(-1,1) = 5 tiles, open: 5; Green's
  // L + U(1,0) + U(2,0) = 3 tiles: 3 (the lake counts in both roads, once in each).
  rec["end"] = true;
  CHECK(scores(load(rec)) == std::vector<int>{5, 3});
  // Had Green left the ferry (a pass), one road A + U + L + U + U = 5 tiles holds both: 5 each
  // (the lake counted once although the road uses two of its arms).
  rec["moves"].back()["then"][0] = json::parse(R"({"player": 1, "pass": true})");
  CHECK(scores(load(rec)) == std::vector<int>{5, 5});
}

TEST_CASE("ferries FR-3: the new ferry first, then the first ferry along the road, never the new one",
          "[rules][ferries]") {
  // On FR-2's board Red places a second lake fr/2 at (2,0) rot 0 on the end of the road through L:
  // Red puts its ferry first (any pair), then may move L's ferry, which is the first ferry met going
  // west; the new ferry at (2,0) is no candidate.
  json rec = fr2(
      R"({"tile": "fr/2", "x": 2, "y": 0, "rot": 0, "meeple": null, "partial": true, "then": [{"player": 0, "ferry": "E-W"}]})");
  Game g = load(rec);
  REQUIRE(!g.pending().empty());
  CHECK(g.pending().front().kind == carc::Ferries::kMove);
  CHECK(g.pending().front().player == 0);
  auto opts = g.legalActions();
  REQUIRE(opts.size() == 3);  // leave it, or S-W, or E-S (it links E-W now)
  CHECK(opts[0].code == 0);   // leave it
  for (size_t i = 0; i < opts.size(); ++i) CHECK((opts[i].x == 0 && opts[i].y == 0));
  carc::Action other = opts[1];
  other.x = 2;
  CHECK_THAT(g.explain(other), Contains("only the ferry at (0,0) may be moved now"));
  carc::Action same = opts[1];
  same.code = static_cast<uint8_t>(g.tiles()[tileAt(g, 0, 0)].layout);
  CHECK_THAT(g.explain(same), Contains("already links E-W"));
  g.apply(opts[1]);
  CHECK(g.pending().front().core());  // one ferry per direction, moved: the turn goes on
  CHECK(g.pending().front().kind == carc::kDecideTile);
}

TEST_CASE("ferries FR-3: a ferry moves once per turn, a builder's extra tile included", "[rules][ferries]") {
  // Traders & Builders: Red's highwayman on U(-1,0); Blue's lake L at (0,0) links E-W; Red puts the
  // builder on U(1,0) (Red's road through the ferry) and leaves the ferry; Blue's U(0,1) on the S
  // arm. Red's U(2,0) extends the builder's road (an extra turn) and moves L's ferry to S-W. In the
  // extra turn Red's U(0,2) extends the road through L's S arm, whose first ferry is L's again:
  // it moved this turn, so nobody is asked.
  const char* moves = R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "E-W"}]},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W", "kind": "builder"}, "then": [{"player": 0, "pass": true}]},
    {"tile": "U", "x": 0, "y": 1, "rot": 1},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]},
    {"tile": "U", "x": 0, "y": 2, "rot": 1, "player": 0}])";
  json rec =
      ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": -2, "y": 0, "rot": 3})", {"base", "tb", "ferries"});
  Game g = load(rec);
  CHECK(g.inExtraTurn() == false);
  CHECK(g.current() == 1);  // the extra turn is over; no ferry question was asked in it
  CHECK(g.pending().front().kind == carc::kDecideTile);
  // The extra turn really was one (Red placed twice in a row), and its road reaches L's ferry.
  CHECK(g.tiles()[tileAt(g, 0, 2)].player == 0);
  CHECK(g.tiles()[tileAt(g, 2, 0)].player == 0);
  CHECK(roadAt(g, 0, 2, "N") == roadAt(g, -1, 0, "E"));
  // Option ferriesOncePer "turn-part": the extra tile may move it again.
  json part = rec;
  part["setup"]["rules"] = {{"ferriesOncePer", "turn-part"}};
  part["moves"].back()["partial"] = true;
  part["moves"].back()["meeple"] = nullptr;
  Game again = load(part);
  REQUIRE(!again.pending().empty());
  CHECK(again.pending().front().kind == carc::Ferries::kMove);
  CHECK(again.pending().front().player == 0);
}

TEST_CASE("ferries: the first ferry in each direction, and only through a linked arm", "[rules][ferries]") {
  // Start: U(0,0), road E-W. L1 = fr/2 at (-1,0) links W-E (its E arm meets the start). The
  // monastery B(0,1); L2 = fr/2 rot 3 at (1,1) (arms N, E, S) links N-E. V(1,0) (road S-W) joins
  // the start's east end to L2's N arm: going south it meets L2's ferry, going west (through the
  // start tile) L1's: one candidate in each direction.
  const char* moves = R"([
    {"tile": "fr/2", "x": -1, "y": 0, "rot": 0, "then": [{"player": 0, "ferry": "E-W"}]},
    {"tile": "B", "x": 0, "y": 1, "rot": 0},
    {"tile": "fr/2", "x": 1, "y": 1, "rot": 3, "then": [{"player": 0, "ferry": "N-E"}]},
    {"tile": "V", "x": 1, "y": 0, "rot": 0, "partial": true}])";
  Game g = load(ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "U", "x": 0, "y": 0, "rot": 0})"));
  auto c = ferries().candidates(g);
  CHECK(c == std::vector<int>{tileAt(g, 1, 1), tileAt(g, -1, 0)});
  g.apply(carc::Action{});  // no figure
  // Asked one after the other, in the order found; leaving the first (code 0) asks about the second.
  REQUIRE(g.pending().front().kind == carc::Ferries::kMove);
  CHECK(g.legalActions()[1].x == 1);
  CHECK(g.legalActions().size() == 3);  // leave, N-S, E-S
  g.apply(g.legalActions()[0]);
  REQUIRE(g.pending().front().kind == carc::Ferries::kMove);
  CHECK(g.legalActions()[1].x == -1);
  CHECK(!g.isLegal(carc::Action{}));  // a pass is no answer here: the page shows "leave" as a button
  g.apply(g.legalActions()[0]);
  CHECK(g.pending().front().kind == carc::kDecideTile);
  // U(-2,0) west of L1: the first ferry going east is L1's; L2 lies behind it and is no candidate.
  g.forceDraw(cat().tileId("U"));
  carc::Action west;
  west.type = carc::ActionType::PlaceTile, west.tile = static_cast<uint16_t>(cat().tileId("U")), west.x = -2;
  g.apply(west);
  CHECK(ferries().candidates(g) == std::vector<int>{tileAt(g, -1, 0)});
  // U(0,1) on L1's S arm (unlinked): no ferry on that road.
  json rec2 = ferryRecord(R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "E-W"}]},
    {"tile": "U", "x": 0, "y": 1, "rot": 1, "partial": true}])");
  Game g2 = load(rec2);
  CHECK(ferries().candidates(g2).empty());
}

TEST_CASE("ferries: refused ferry answers name the move and the rule, and change nothing", "[rules][ferries][bad]") {
  // fr/2 rot 0 has arms E, S, W: there is no N-S ferry.
  json bad = fr2(R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "pass": true}]})");
  bad["moves"][1]["then"][0]["ferry"] = "N-S";
  REQUIRE_THROWS_WITH(load(bad), Contains("move 1.then[0].ferry: the lake at (0,0) has no pair of road arms 'N-S' "
                                          "(its pairs: E-S, E-W, S-W)"));
  // The new ferry cannot be left out.
  json pass = fr2(R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1})");
  pass["moves"][1]["then"][0] = json::parse(R"({"player": 1, "pass": true})");
  REQUIRE_THROWS_WITH(load(pass), Contains("move 1.then[0]") && Contains("must get its ferry"));
  // A move to the pair it already links; a move of a ferry that is not the one asked about.
  json same = fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "W-E"}}]})");
  REQUIRE_THROWS_WITH(load(same), Contains("move 4.then[0]") && Contains("already links E-W"));
  json elsewhere = fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 1, "y": 0, "to": "E-W"}}]})");
  REQUIRE_THROWS_WITH(load(elsewhere), Contains("move 4.then[0].ferry: there is no lake at (1,0)"));
  // The wrong player.
  json who = fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]})");
  REQUIRE_THROWS_WITH(load(who), Contains("it is player 1's decision"));
  // Through the session: a refused answer leaves the game exactly as it was.
  json open = fr2(R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "meeple": null, "partial": true})");
  carc::Session s = carc::Session::load(open);
  Game before = s.game();
  REQUIRE(before.pending().front().kind == carc::Ferries::kMove);
  carc::Action same2 = before.legalActions()[1];
  same2.code = static_cast<uint8_t>(before.tiles()[tileAt(before, 0, 0)].layout);
  Game g = before;
  REQUIRE_THROWS_WITH(g.apply(same2), Contains("already links E-W"));
  CHECK(stateDifference(g, before) == "");
}

TEST_CASE("ferries: records write the ferry answers and load back the same game", "[rules][ferries]") {
  for (
      const std::string& last :
      {std::string(
           R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]})"),
       std::string(R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "pass": true}]})")}) {
    Game g = load(fr2(last));
    json saved = carc::saveRecord(g);
    CHECK(saved["moves"][1]["then"][0]["ferry"] == "E-W");
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
  // The page's state lists the lakes and their links.
  carc::Session s = carc::Session::load(fr2(
      R"({"player": 1, "tile": "A", "x": 2, "y": 0, "rot": 1, "then": [{"player": 1, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]})"));
  CHECK(s.state()["ferries"]["lakes"][0]["ferry"] == "S-W");
}

TEST_CASE("ferries: the scenario records in tests/records replay as worked out by hand", "[rules][ferries]") {
  struct Expect {
    const char* file;
    std::vector<int> scores;
  };
  // ferry_place: FR-1, Blue 3 road tiles + the lake = 4. ferry_move: FR-2 with the move, Red 3.
  // ferry_split: seed example 3, at the end Yellow 5 (A, U, L, V, U) and Green 3 (L, U, U).
  // ferry_builder: FR-3, nothing complete (the roads run on): 0, 0.
  const Expect expect[] = {{"ferry_place_001.json", {0, 4}},
                           {"ferry_move_001.json", {3, 0}},
                           {"ferry_split_001.json", {5, 3}},
                           {"ferry_builder_001.json", {0, 0}}};
  for (const Expect& e : expect) {
    INFO(e.file);
    json rec = recordFile(e.file);
    Game g = load(rec);
    CHECK(scores(g) == e.scores);
    // Replays identically, and saves and loads back to the same game.
    CHECK(stateDifference(load(rec), g) == "");
    json saved = carc::saveRecord(g);
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
  // In ferry_builder the extra turn's tile reaches the moved ferry and nobody is asked again.
  Game b = load(recordFile("ferry_builder_001.json"));
  CHECK(b.current() == 1);
  CHECK(b.pending().front().kind == carc::kDecideTile);
}

TEST_CASE("ferries: a move completes only what it relinked, not the lake's city again", "[rules][ferries]") {
  // Traders & Builders: Blue's fr/1 at (0,0) (city N, arms E, S, W) links E-W; its city cap is
  // closed by Red's tb/B rot 2 at (0,-1) (wine) and Blue's E rot 3 at (1,-1): Blue completes the
  // city and takes its wine. Red's U(1,0) extends the road through the ferry and moves it to S-W:
  // the lake's city is not completed a second time (Red takes no wine).
  const char* moves = R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/1", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "E-W"}]},
    {"tile": "tb/B", "x": 0, "y": -1, "rot": 2},
    {"tile": "E", "x": 1, "y": -1, "rot": 3},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "S-W"}}]}])";
  Game g = load(
      ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": -2, "y": 0, "rot": 3})", {"base", "tb", "ferries"}));
  REQUIRE(roadAt(g, 0, 0, "S") == roadAt(g, 0, 0, "W"));
  const std::vector<int>& goods = g.moduleState(cat().moduleIndex("tb"));
  REQUIRE(goods.size() >= 6);
  CHECK(goods[0] + goods[1] + goods[2] == 0);  // Red
  CHECK(goods[3] + goods[4] + goods[5] == 1);  // Blue: the wine
}

TEST_CASE("ferries: option ferriesCandidates recompute passes a moved ferry to the next one", "[rules][ferries]") {
  // L1 = fr/2 at (0,0) links E-W; U(0,1) on its S arm leads to L3 = fr/2 rot 2 at (0,2) (arms N, E,
  // W) linking N-E. Red's U(1,0) reaches L1 going west and moves it to E-S. Fixed (the rule text):
  // L1 was the only first ferry, the turn goes on. Recompute (JCloisterZone): the road now runs
  // through the moved L1 down to L3, whose ferry is asked about next.
  const char* moves = R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [{"player": 1, "ferry": "E-W"}]},
    {"tile": "U", "x": 0, "y": 1, "rot": 1},
    {"tile": "fr/2", "x": 0, "y": 2, "rot": 2, "then": [{"player": 1, "ferry": "N-E"}]},
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": null, "partial": true,
     "then": [{"player": 0, "ferry": {"x": 0, "y": 0, "to": "E-S"}}]}])";
  Game fixed = load(ferryRecord(moves));
  CHECK(fixed.pending().front().kind == carc::kDecideTile);
  Game again = load(ferryRecord(moves, {"Red", "Blue"}, R"({"tile": "A", "x": -2, "y": 0, "rot": 3})",
                                {"base", "ferries"}, R"({"ferriesCandidates": "recompute"})"));
  REQUIRE(again.pending().front().kind == carc::Ferries::kMove);
  CHECK(again.legalActions()[0].x == 0);
  CHECK(again.legalActions()[0].y == 2);
}
