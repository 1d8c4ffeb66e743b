// Mage & Witch (MINIS.md §5): the worked examples MW-1..MW-4 as records of tests/records/, the
// shared-feature rule (both move by default, one with mageWitchMoveOne), and the refusals.
#include "modules/magic.hpp"
#include "render/svg.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

const carc::Magic& magic() { return dynamic_cast<const carc::Magic&>(*cat().modules[cat().moduleIndex("magic")]); }

// Where a neutral figure stands: its tile's cell, or (99,99) when it is off the board.
carc::Coord at(const Game& g, int kind) {
  int i = magic().figureIndex(g, kind);
  return i < 0 ? carc::Coord{99, 99} : g.tiles()[g.figures()[i].tile].at;
}

}  // namespace

TEST_CASE("magic MW-1: the mage adds 1 per tile of the city for each scorer", "[magic]") {
  // City E(-1,1) F(0,1) G(1,1) G(2,1) G(3,1) G(4,1) F(5,1) E(6,1): 8 tiles + 2 pennants:
  // (8 + 2) x 2 = 20, mage +8 = 28; Red 1 knight, Blue 1: tie, both 28. The mage then leaves.
  Game g = load(recordFile("magic_mage_city.json"));
  CHECK(scores(g) == std::vector<int>{28, 28});
  CHECK(at(g, magic().mage()) == carc::Coord{99, 99});
  CHECK(g.supply(carc::kNeutral, magic().mage()) == 1);
}

TEST_CASE("magic MW-2: the witch halves (rounded up), the mage adds", "[magic]") {
  // Red's road A(-1,0)-D(0,0)-A(1,0): 3 tiles + mage 3 = 6. Blue's road A(-1,1)-U-U-U-A(3,1):
  // 5 tiles with the witch: ceil(5 / 2) = 3.
  json rec = recordFile("magic_roads.json");
  Game mid = before(rec, 5);
  CHECK(scores(mid) == std::vector<int>{6, 0});
  CHECK(at(mid, magic().mage()) == carc::Coord{99, 99});  // it affected a scoring: off the board
  CHECK(at(mid, magic().witch()) == carc::Coord{0, 1});
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{6, 3});
}

TEST_CASE("magic MW-3: inns first, then the witch, the mage at the final scoring", "[magic]") {
  // Blue's road A(-1,1)-U(0,1)-ic/B(1,1)-A(2,1), complete with an inn: 4 x 2 = 8, witch: 4.
  // Red's road A(-1,0)-D-ic/B(1,0)-U(2,0), unfinished with an inn at the end: 0, mage +4 = 4.
  json rec = recordFile("magic_inn.json");
  Game mid = before(rec, 9);
  CHECK(scores(mid) == std::vector<int>{0, 4});
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 4});
}

TEST_CASE("magic MW-3 (cathedral): the witch halves a cathedral city's points", "[magic]") {
  // Cathedral ic/K at (0,-1) with Red's knight, capped by D(0,0), E(0,-2), E(-1,-1) and the band
  // ic/Q (pennant) + E(2,-1) to the east: 6 tiles + 1 pennant, complete: (6 + 1) x 3 = 21, the
  // witch: ceil(21 / 2) = 11. (The digest's 5 tiles + 1 pennant, 18 -> 9, needs a city cap with a
  // pennant, which no tile of the sets has; the rule is the same.)
  json rec = recordWith({"base", "ic", "magic"}, 2, R"([
    {"tile": "ic/K", "x": 0, "y": -1, "rot": 0, "meeple": {"at": "N"}},
    {"tile": "mw/D", "x": 0, "y": 1, "rot": 1, "then": [{"player": 1, "figure": {"kind": "witch", "x": 0, "y": -1, "at": "N"}}]},
    {"tile": "ic/Q", "x": 1, "y": -1, "rot": 0},
    {"tile": "E", "x": 2, "y": -1, "rot": 3},
    {"tile": "E", "x": 0, "y": -2, "rot": 2},
    {"tile": "E", "x": -1, "y": -1, "rot": 1}])");
  rec["version"] = 2;
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{11, 0});
  CHECK(at(g, magic().witch()) == carc::Coord{99, 99});
}

TEST_CASE("magic: a figure leaves when its feature completes with nobody to pay", "[magic]") {
  // MW-2 without Red's highwayman: A(1,0) closes the road with the mage and no meeple: nobody
  // scores, the mage goes back beside the board.
  json rec = recordFile("magic_roads.json");
  rec["moves"][0].erase("meeple");
  Game g = before(rec, 5);
  CHECK(scores(g) == std::vector<int>{0, 0});
  CHECK(at(g, magic().mage()) == carc::Coord{99, 99});
  CHECK(g.supply(carc::kNeutral, magic().mage()) == 1);
}

TEST_CASE("magic: nothing unfinished to go to: a figure on the board is removed", "[magic]") {
  // The mage stands on D's city; every road and city is closed except that city, which mw/D at
  // (0,-1) closes too: neither figure can go anywhere, so Red removes the mage.
  json rec = recordFile("magic_remove.json");
  Game g = load(rec);
  CHECK(at(g, magic().mage()) == carc::Coord{99, 99});
  CHECK(g.supply(carc::kNeutral, magic().mage()) == 1);
  json partial = rec;
  partial["moves"][8].erase("then");
  partial["moves"][8]["partial"] = true;
  Game open = load(partial);
  REQUIRE(open.legalActions().size() == 1);
  CHECK(open.legalActions()[0].type == carc::ActionType::ReturnFigure);
  json bad = rec["moves"][8];
  bad["then"][0] = {{"player", 0}, {"figure", {{"kind", "witch"}, {"x", 0}, {"y", -1}, {"at", "N"}}}};
  refused(rec, 8, bad, Contains("already complete"));
}

TEST_CASE("magic MW-4: rounding up", "[magic]") {
  // Blue's road of MW-2 made 7 tiles long: ceil(7 / 2) = 4.
  json rec = recordFile("magic_roads.json");
  json last = rec["moves"][8];
  rec["moves"][8] = json::parse(R"({"tile": "U", "x": 3, "y": 1, "rot": 0})");
  rec["moves"].push_back(json::parse(R"({"tile": "U", "x": 4, "y": 1, "rot": 0})"));
  last["x"] = 5;
  rec["moves"].push_back(last);
  CHECK(scores(load(rec)) == std::vector<int>{6, 4});
  // A 3-tile city without pennant with the witch: 3 x 2 = 6, halved: 3.
  json city = recordWith({"base", "magic"}, 2, R"([
    {"tile": "G", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "mw/D", "x": 0, "y": -1, "rot": 0, "then": [{"player": 1, "figure": {"kind": "witch", "x": 0, "y": 1, "at": "E"}}]},
    {"tile": "E", "x": -1, "y": 1, "rot": 1},
    {"tile": "E", "x": 1, "y": 1, "rot": 3}])");
  city["version"] = 2;
  CHECK(scores(load(city)) == std::vector<int>{3, 0});
}

TEST_CASE("magic: when a tile joins their features, both move (seed), one with mageWitchMoveOne", "[magic]") {
  // V(1,0) joins Red's road (mage) and Blue's road (witch). Blue moves the mage to the city at
  // (0,-2) and the witch to the road at (0,-2), before scoring.
  json rec = recordFile("magic_shared.json");
  Game g = load(rec);
  CHECK(at(g, magic().mage()) == carc::Coord{0, -2});
  CHECK(at(g, magic().witch()) == carc::Coord{0, -2});
  int m = magic().figureIndex(g, magic().mage()), w = magic().figureIndex(g, magic().witch());
  CHECK(g.features().find(g.nodeOf(g.figures()[m].tile, g.figures()[m].seg)) !=
        g.features().find(g.nodeOf(g.figures()[w].tile, g.figures()[w].seg)));
  // One answer is not enough by default: the second figure still has to move.
  json one = rec["moves"][5];
  one["then"].erase(1);
  refused(rec, 5, one,
          Contains("move 5: player 1 must answer: the mage and the witch shared a feature: now move the witch"));
  // The witch may not join the mage's new feature.
  json bad = rec["moves"][5];
  bad["then"][1]["figure"]["at"] = "S";
  refused(rec, 5, bad, Contains("never share a road or city"));
  // Nor stay where it is, nor go to a field or a complete city.
  bad["then"][1]["figure"] = {{"kind", "witch"}, {"x", 0}, {"y", 1}, {"at", "E"}};
  refused(rec, 5, bad, Contains("must move to another"));
  bad["then"][1]["figure"] = {{"kind", "witch"}, {"x", 0}, {"y", 1}, {"at", "NNE"}};
  refused(rec, 5, bad, Contains("only on an unfinished road or city, not on the field"));
  bad["then"][1]["figure"] = {{"kind", "witch"}, {"x", 0}, {"y", 0}, {"at", "N"}};
  refused(rec, 5, bad, Contains("city at N is already complete"));
  // A removal is refused while a move is possible.
  bad["then"][1] = {{"player", 1}, {"return", {{"kind", "witch"}, {"x", 0}, {"y", 1}, {"at", "E"}}}};
  refused(rec, 5, bad, Contains("only when neither can go"));
  // With mageWitchMoveOne: one move, and the second answer is one too many.
  json moveOne = rec;
  moveOne["setup"]["rules"] = {{"mageWitchMoveOne", true}};
  CHECK_THROWS_WITH(load(moveOne), Contains("move 5.then[1]: no decision of this turn is left to answer"));
  moveOne["moves"][5]["then"].erase(1);
  Game o = load(moveOne);
  CHECK(at(o, magic().mage()) == carc::Coord{0, -2});
  CHECK(at(o, magic().witch()) == carc::Coord{0, 1});
}

TEST_CASE("magic + ferries: a ferry move that joins their roads makes both move, before scoring", "[magic][ferries]") {
  // MINIS §3.5 + §5.4. Road W: A(-2,0)-U(-1,0)-lake L(0,0) W arm, linked S-W to the S arm; road E:
  // L's E arm (ends at the lake)-U(1,0), open east. The mage stands on road W (U(-1,0)), the witch
  // on road E (U(1,0)): two roads. Blue's U(0,1) extends road W through the S arm; the first ferry
  // met is L's, moved to E-W: now A-U-L-U(1,0) is one open road with both figures (A + U + L + U
  // = 4 tiles, open east: nothing scores). Blue (to move) must move both before the scoring: the
  // mage to the cut-off road L(S)-U(0,1), the witch to the open city cap W of (-1,-1).
  json rec = recordFile("magic_ferry_shared.json");
  Game g = load(rec);
  CHECK(at(g, magic().mage()) == carc::Coord{0, 1});
  CHECK(at(g, magic().witch()) == carc::Coord{-1, -1});
  CHECK(scores(g) == std::vector<int>{0, 0});
  CHECK(g.pending().front().core());  // the turn went on to Red's tile
  // Right after the ferry move (a partial save), the shared-feature question is Blue's.
  json part = rec;
  part["moves"][5]["then"] = json::array({part["moves"][5]["then"][0]});
  part["moves"][5]["partial"] = true;
  Game open = load(part);
  REQUIRE(!open.pending().empty());
  CHECK(open.pending().front().player == 1);
  CHECK(magic().decisionName(open.pending().front()) == "magic-shared");
  CHECK(magic().describeDecision(open, open.pending().front()) ==
        "the mage and the witch share a feature: move both, one after the other");
  // Leaving the ferry where it is joins nothing: no question.
  json left = rec;
  left["moves"][5]["then"] = json::parse(R"([{"player": 1, "pass": true}])");
  Game stay = load(left);
  CHECK(at(stay, magic().mage()) == carc::Coord{-1, 0});
  CHECK(at(stay, magic().witch()) == carc::Coord{1, 0});
  CHECK(stay.pending().front().core());
  // Refusals name the move and the rule and leave the game as it was.
  json bad = rec["moves"][5];
  bad["then"] = json::array({bad["then"][0]});
  refused(rec, 5, bad,
          Contains("move 5: player 1 must answer: the mage and the witch share a feature: move both, one after the "
                   "other"));
  bad = rec["moves"][5];
  bad["then"][2]["figure"] = {{"kind", "witch"}, {"x", 0}, {"y", 1}, {"at", "S"}};
  refused(rec, 5, bad, Contains("move 5.then[2]") && Contains("never share a road or city"));
  bad = rec["moves"][5];
  bad["then"][1]["figure"] = {{"kind", "mage"}, {"x", 1}, {"y", 0}, {"at", "E"}};
  refused(rec, 5, bad, Contains("move 5.then[1]") && Contains("the mage already stands on the road"));
  // mageWitchMoveOne: one figure moves (the mage), the witch stays; a second answer is one too many.
  json one = rec;
  one["setup"]["rules"] = {{"mageWitchMoveOne", true}};
  CHECK_THROWS_WITH(load(one), Contains("move 5.then[2]: no decision of this turn is left to answer"));
  one["moves"][5]["then"].erase(2);
  Game o = load(one);
  CHECK(at(o, magic().mage()) == carc::Coord{0, 1});
  CHECK(at(o, magic().witch()) == carc::Coord{1, 0});
}

TEST_CASE("magic + ferries: the new lake's ferry that joins their roads makes both move", "[magic][ferries]") {
  // The mage on A(-2,0)-U(-1,0) (open east), the witch on U(-1,1)-V(0,1) (open west and north).
  // Blue's lake fr/2 at (0,0) (arms W, S, E) links S-W: one road A-U-L-V-U, open west of (-1,1),
  // with both figures. Blue moves the mage to the lake's E arm (a road of one tile, open) and the
  // witch to the open city cap W of (-1,-1), before the scoring.
  json rec = recordFile("magic_ferry_shared.json");
  rec["moves"] = json::parse(R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "U", "x": -1, "y": 1, "rot": 0},
    {"tile": "V", "x": 0, "y": 1, "rot": 1},
    {"tile": "mw/D", "x": -1, "y": -1, "rot": 1, "then": [{"player": 1, "figure": {"kind": "mage", "x": -1, "y": 0, "at": "E"}}]},
    {"tile": "mw/D", "x": -1, "y": 2, "rot": 1, "then": [{"player": 0, "figure": {"kind": "witch", "x": -1, "y": 1, "at": "E"}}]},
    {"tile": "fr/2", "x": 0, "y": 0, "rot": 0, "then": [
      {"player": 1, "ferry": "S-W"},
      {"player": 1, "figure": {"kind": "mage", "x": 0, "y": 0, "at": "E"}},
      {"player": 1, "figure": {"kind": "witch", "x": -1, "y": -1, "at": "W"}}]}])");
  Game g = load(rec);
  CHECK(at(g, magic().mage()) == carc::Coord{0, 0});
  CHECK(at(g, magic().witch()) == carc::Coord{-1, -1});
  // Linking E-W instead joins the mage's road with the empty E arm only: no question.
  rec["moves"][5]["then"] = json::parse(R"([{"player": 1, "ferry": "E-W"}])");
  Game apart = load(rec);
  CHECK(at(apart, magic().mage()) == carc::Coord{-1, 0});
  CHECK(at(apart, magic().witch()) == carc::Coord{-1, 1});
}

TEST_CASE("magic: a magic tile must place or move a figure, refusals name the rule", "[magic]") {
  json rec = recordFile("magic_roads.json");
  // On move 3 the witch is placed; leaving it out is refused.
  json bad = rec["moves"][3];
  bad.erase("then");
  refused(rec, 3, bad, Contains("must answer: place or move the mage or the witch"));
  // Moving the mage to where it stands is no move; a meeple is not a magic figure.
  bad = rec["moves"][3];
  bad["then"][0]["figure"] = {{"kind", "mage"}, {"x", -1}, {"y", 0}, {"at", "E"}};
  refused(rec, 3, bad, Contains("the mage already stands on the road"));
  bad["then"][0]["figure"] = {{"kind", "normal"}, {"x", 0}, {"y", 1}, {"at", "E"}};
  refused(rec, 3, bad, Contains("only the mage or the witch moves now"));
  // The witch may not join the mage.
  bad["then"][0]["figure"] = {{"kind", "witch"}, {"x", -1}, {"y", 0}, {"at", "E"}};
  refused(rec, 3, bad, Contains("never share a road or city"));
  // Options list one spot per unfinished road or city (the mage: not its own road).
  json partial = rec;
  partial["moves"].erase(partial["moves"].begin() + 4, partial["moves"].end());
  partial["moves"][3].erase("then");
  partial["moves"][3]["partial"] = true;
  Game g = load(partial);
  for (const auto& a : g.legalActions()) {
    INFO(magic().describe(g, a));
    CHECK(g.isLegal(a));
  }
  CHECK(!g.legalActions().empty());
}

TEST_CASE("magic: records replay identically", "[magic][records]") {
  for (const char* name : {"magic_mage_city.json", "magic_roads.json", "magic_inn.json", "magic_shared.json",
                           "magic_remove.json", "magic_ferry_shared.json"}) {
    INFO(name);
    Game g = load(recordFile(name));
    json saved = carc::saveRecord(g);
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
}

TEST_CASE("magic: the SVG renderer draws the neutral mage and witch (nobody's colour, no seat mark)",
          "[magic][render]") {
  // A neutral figure's player is kNeutral: the renderer once read a seat colour and mark past the
  // end of the players for it.
  std::string svg = carc::render::renderSvg(load(recordFile("magic_shared.json")));
  CHECK(svg.find("data-player=\"none\" data-figure=\"mage\"") != std::string::npos);
  CHECK(svg.find("data-player=\"none\" data-figure=\"witch\"") != std::string::npos);
}
