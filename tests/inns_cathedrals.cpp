// Inns & Cathedrals (module "ic"), one TEST_CASE per rule on hand-built records (free deck). The
// numbers come from rule text 000 (the 6-point inn road, the 21-point cathedral city) or are worked
// out by hand from its rules; geometry as in rules_scenarios.cpp (D at (0,0): city N, road W-E).
#include "test_support.hpp"

using namespace carctest;

namespace {

const std::vector<std::string> kIc = {"base", "ic"};
const char* kTilesOnly = R"({"innsAndCathedrals": "tiles-only"})";

std::vector<json> scoreEvents(const Game& g) { return eventsOf(g, "score"); }

json lastScore(const Game& g) {
  auto s = scoreEvents(g);
  REQUIRE(!s.empty());
  return s.back();
}

int figureId(const char* name) { return cat().figureId(name); }

// Figure options of the pending decision on segments of one kind.
int figureOptionsOn(const Game& g, const char* kind, const char* figure = "normal") {
  int n = 0;
  for (const auto& a : g.legalActions())
    if (a.type == carc::ActionType::PlaceFigure && a.figure == figureId(figure) &&
        g.typeOf(g.lastTile()).segments[a.segment].kind == cat().kindId(kind))
      ++n;
  return n;
}

}  // namespace

// ---------------------------------------------------------------- inns

TEST_CASE("inn: a completed road with an inn pays 2 per tile (000: the 6-point road)", "[ic][inn]") {
  // ic/C turned twice puts its inn arm (reference E) on the west: it meets D's road. W closes the
  // other end: W arm + D + inn arm = 3 tiles, 2 each = 6. Tiles only: a plain road, 3.
  const std::string moves = R"([
    {"tile": "ic/C", "x": 1, "y": 0, "rot": 2, "meeple": {"at": "W"}},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])";
  Game g = load(recordWith(kIc, 2, moves));
  CHECK(scores(g) == std::vector<int>{6, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "road");
  CHECK(e["tiles"] == 3);
  CHECK(e["inn"] == 1);
  CHECK(e["complete"] == true);
  CHECK(e["returned"].size() == 1);
  CHECK(scores(load(recordWith(kIc, 2, moves, kTilesOnly))) == std::vector<int>{3, 0});
}

TEST_CASE("inn: two inns on one road still pay 2 per tile", "[ic][inn]") {
  // ic/B (straight inn road) east of D, ic/C's inn arm closing it at (2,0), W closing the west:
  // 4 tiles with 2 inns = 8 (000: "still double, not triple").
  Game g = load(recordWith(kIc, 2, R"([
    {"tile": "ic/B", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "ic/C", "x": 2, "y": 0, "rot": 2},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])"));
  CHECK(scores(g) == std::vector<int>{8, 0});
  json e = lastScore(g);
  CHECK(e["tiles"] == 4);
  CHECK(e["inn"] == 2);
  CHECK(e["points"] == 8);
}

TEST_CASE("inn: a road with an inn left unfinished scores nothing at the end", "[ic][inn]") {
  // D + the inn arm of ic/C, open west of D: 0 at the end (2 as a plain road with tiles only).
  const std::string moves = R"([{"tile": "ic/C", "x": 1, "y": 0, "rot": 2, "meeple": {"at": "W"}}])";
  Game g = load(recordWith(kIc, 2, moves, "{}", true));
  CHECK(g.over());
  CHECK(scores(g) == std::vector<int>{0, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "road");
  CHECK(e["complete"] == false);
  CHECK(e["inn"] == 1);
  CHECK(e["points"] == 0);
  CHECK(e["returned"].size() == 1);  // the meeple still goes home
  CHECK(scores(load(recordWith(kIc, 2, moves, kTilesOnly, true))) == std::vector<int>{2, 0});
}

TEST_CASE("inn: the inn of the T-junction belongs to its east arm only", "[ic][inn]") {
  // ic/C unturned: its west arm (no inn) meets D's road. W closes it: 3 tiles, 1 each = 3.
  Game g = load(recordWith(kIc, 2, R"([
    {"tile": "ic/C", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])"));
  CHECK(scores(g) == std::vector<int>{3, 0});
  CHECK(lastScore(g)["inn"] == 0);
  // Unfinished at the end, the plain arm still pays 1 per tile (D + arm = 2), the inn arm 0.
  Game plain =
      load(recordWith(kIc, 2, R"([{"tile": "ic/C", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}}])", "{}", true));
  CHECK(scores(plain) == std::vector<int>{2, 0});
  // The three arms are three roads: with the west arm taken, the south and east arms are free.
  Game g2 = load(recordWith(kIc, 2, R"([{"tile": "ic/C", "x": 1, "y": 0, "rot": 0, "partial": true}])"));
  CHECK(figureOptionsOn(g2, "road") == 3);
}

// ---------------------------------------------------------------- cathedrals

TEST_CASE("cathedral: a completed city pays 3 per tile and pennant (000: the 21-point city)", "[ic][cathedral]") {
  // K (cathedral) north of D, closed by caps N and W and by M (pennant corner) + cap on the east:
  // D, K, E, E, M, E = 6 tiles + 1 pennant: 3 * 7 = 21 (tiles only: 2 * 7 = 14).
  const std::string moves = R"([
    {"tile": "ic/K", "x": 0, "y": -1, "rot": 0, "meeple": {"at": "N"}},
    {"tile": "E", "x": 0, "y": -2, "rot": 2},
    {"tile": "E", "x": -1, "y": -1, "rot": 1},
    {"tile": "M", "x": 1, "y": -1, "rot": 0},
    {"tile": "E", "x": 1, "y": -2, "rot": 2}
  ])";
  Game g = load(recordWith(kIc, 2, moves));
  CHECK(scores(g) == std::vector<int>{21, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "city");
  CHECK(e["tiles"] == 6);
  CHECK(e["pennants"] == 1);
  CHECK(e["cathedral"] == 1);
  CHECK(e["complete"] == true);
  CHECK(scores(load(recordWith(kIc, 2, moves, kTilesOnly))) == std::vector<int>{14, 0});
}

TEST_CASE("cathedral: two cathedrals in one city still pay 3 per tile", "[ic][cathedral]") {
  // D, K, K and five caps: 8 tiles, no pennant = 24.
  Game g = load(recordWith(kIc, 2, R"([
    {"tile": "ic/K", "x": 0, "y": -1, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "ic/K", "x": 0, "y": -2, "rot": 0},
    {"tile": "E", "x": -1, "y": -1, "rot": 1},
    {"tile": "E", "x": 1, "y": -1, "rot": 3},
    {"tile": "E", "x": -1, "y": -2, "rot": 1},
    {"tile": "E", "x": 1, "y": -2, "rot": 3},
    {"tile": "E", "x": 0, "y": -3, "rot": 2}
  ])"));
  CHECK(scores(g) == std::vector<int>{24, 0});
  CHECK(lastScore(g)["cathedral"] == 2);
  CHECK(lastScore(g)["tiles"] == 8);
}

TEST_CASE("cathedral: a city with a cathedral left unfinished scores nothing at the end", "[ic][cathedral]") {
  const std::string moves = R"([{"tile": "ic/K", "x": 0, "y": -1, "rot": 0, "meeple": {"at": "N"}}])";
  Game g = load(recordWith(kIc, 2, moves, "{}", true));
  CHECK(scores(g) == std::vector<int>{0, 0});
  json e = lastScore(g);
  CHECK(e["complete"] == false);
  CHECK(e["points"] == 0);
  // Tiles only: D + K unfinished = 2.
  CHECK(scores(load(recordWith(kIc, 2, moves, kTilesOnly, true))) == std::vector<int>{2, 0});
}

// ---------------------------------------------------------------- the big meeple

TEST_CASE("big meeple: counts as two meeples for the majority and scores like one", "[ic][big]") {
  // P0's meeple in the city of R (north of D); P1's big meeple in J's separate city west of it;
  // N joins the two, a cap closes the city: D, R, J, N, E = 5 tiles = 10, for P1 alone (2 > 1).
  Game g = load(recordWith(kIc, 2, R"([
    {"tile": "R", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "E"}},
    {"tile": "J", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "N", "kind": "big"}},
    {"tile": "N", "x": -1, "y": -1, "rot": 2},
    {"tile": "E", "x": 1, "y": -1, "rot": 3}
  ])"));
  CHECK(scores(g) == std::vector<int>{0, 10});
  json e = lastScore(g);
  CHECK(players(e) == std::vector<int>{1});
  CHECK(e["points"] == 10);  // not doubled
  CHECK(e["returned"].size() == 2);
  CHECK(g.supply(1, figureId("big")) == 1);
  CHECK(g.supply(0, figureId("normal")) == 7);
}

TEST_CASE("big meeple: one per player with the full set, none with tiles only", "[ic][big]") {
  Game full = load(recordWith(kIc, 3, "[]"));
  for (int p = 0; p < 3; ++p) CHECK(full.supply(p, figureId("big")) == 1);
  Game tilesOnly = load(recordWith(kIc, 3, "[]", kTilesOnly));
  CHECK(tilesOnly.supply(0, figureId("big")) == 0);
  // A second big meeple is refused; so is one under tiles only.
  const std::string two = R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S", "kind": "big"}}
  ])";
  REQUIRE_THROWS_WITH(load(recordWith(kIc, 2, two)), Catch::Contains("move 2: player 0 has no big figure left"));
  REQUIRE_THROWS_WITH(
      load(recordWith(kIc, 2, R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}}])",
                      kTilesOnly)),
      Catch::Contains("move 0: the big meeple is not in play (rules.innsAndCathedrals is \"tiles-only\")"));
  // Where a normal meeple may not stand, neither may the big one.
  REQUIRE_THROWS_WITH(
      load(recordWith(kIc, 2, R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}},
                                  {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}}])")),
      Catch::Contains("move 1: the road at E is already occupied"));
}

// ---------------------------------------------------------------- six players, special tiles

TEST_CASE("ic: a sixth player comes with the set", "[ic]") {
  CHECK_NOTHROW(load(recordWith(kIc, 6, "[]")));
  CHECK_NOTHROW(load(recordWith(kIc, 6, "[]", kTilesOnly)));
  REQUIRE_THROWS_WITH(load(recordWith({"base"}, 6, "[]")),
                      Catch::Contains("setup.players: the sets in play allow 2 to 5 players, got 6 (ic allows more)"));
}

TEST_CASE("ic: the 18 tiles load with their special features", "[ic][tiles]") {
  int tiles = 0, inns = 0, cathedrals = 0;
  for (const auto& t : cat().tiles) {
    if (t.set != "ic" || !t.variantOf.empty()) continue;
    tiles += t.count;
    for (const auto& s : t.segments) {
      inns += t.count * s.tags[cat().tagId("inn")];
      cathedrals += t.count * s.tags[cat().tagId("cathedral")];
    }
  }
  CHECK(tiles == 18);
  CHECK(inns == 6);
  CHECK(cathedrals == 2);
}

TEST_CASE("ic: the city point is closed by its wall, its two fields stay apart", "[ic][tiles]") {
  // ic/G turned twice: its city (a cap with a point) meets D's city: 2 tiles = 4.
  Game g = load(recordWith(kIc, 2, R"([{"tile": "ic/G", "x": 0, "y": -1, "rot": 2, "partial": true}])"));
  CHECK(figureOptionsOn(g, "field") == 2);
  Game done = load(recordWith(kIc, 2, R"([{"tile": "ic/G", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}}])"));
  CHECK(scores(done) == std::vector<int>{4, 0});
}

TEST_CASE("ic: the monastery splits its road, the village ends both of its roads", "[ic][tiles]") {
  for (const char* tile : {"ic/D", "ic/I"}) {
    INFO(tile);
    // The west arm meets D's road; W closes its other end: W arm + D + the arm = 3 tiles = 3.
    json rec = recordWith(kIc, 2, std::string(R"([{"tile": ")") + tile + R"(", "x": 1, "y": 0, "rot": 0,
      "meeple": {"at": "W"}}, {"tile": "W", "x": -1, "y": 0, "rot": 0}])");
    Game g = load(rec);
    CHECK(scores(g) == std::vector<int>{3, 0});
    CHECK(lastScore(g)["tiles"] == 3);
  }
  // The village's lanes split its fields: four fields, each beside one city.
  Game v = load(recordWith(kIc, 2, R"([{"tile": "ic/I", "x": 1, "y": 0, "rot": 0, "partial": true}])"));
  CHECK(figureOptionsOn(v, "field") == 4);
}

TEST_CASE("ic: four caps round an inner field, a farmer there counts the completed caps", "[ic][tiles]") {
  // ic/H north of D: its south cap closes D's city (2 tiles). A farmer on the inner field ("C")
  // touches four cities, one of them complete: 3 at the end.
  Game g =
      load(recordWith(kIc, 2, R"([{"tile": "ic/H", "x": 0, "y": -1, "rot": 0, "meeple": {"at": "C"}}])", "{}", true));
  CHECK(scores(g) == std::vector<int>{3, 0});
  json e = lastScore(g);
  CHECK(e["feature"] == "field");
  CHECK(e["cities"] == 1);
}
