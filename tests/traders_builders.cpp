// Traders & Builders (module "tb"), one TEST_CASE per rule on hand-built records (free deck).
// Numbers from rule text 000 (goods ties, the pig field worth 8) or worked out by hand from its
// rules; geometry as in rules_scenarios.cpp (D at (0,0): city N, road W-E).
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

const std::vector<std::string> kTb = {"base", "tb"};
const char* kTilesOnly = R"({"tradersAndBuilders": "tiles-only"})";

std::vector<json> scoreEventsOf(const Game& g, const std::string& feature) {
  std::vector<json> out;
  for (auto& e : eventsOf(g, "score"))
    if (e["feature"] == feature) out.push_back(e);
  return out;
}

int figureId(const char* name) { return cat().figureId(name); }

int optionsOf(const Game& g, const char* figure) {
  int n = 0;
  for (const auto& a : g.legalActions()) n += a.type == carc::ActionType::PlaceFigure && a.figure == figureId(figure);
  return n;
}

// Applies the moves one by one; returns the player to move after each.
std::vector<int> turnOrder(Game& g, const json& moves) {
  std::vector<int> next;
  for (size_t i = 0; i < moves.size(); ++i) {
    carc::applyMove(g, moves[i], int(i));
    next.push_back(g.over() ? -1 : g.pending().front().player);
  }
  return next;
}

}  // namespace

// ---------------------------------------------------------------- goods

TEST_CASE("goods: whoever completes a city takes its goods, whoever owns it", "[tb][goods]") {
  // tb/B (wine, corner city) north of D with P0's meeple; P1's cap closes it: P0 scores the city
  // (3 tiles = 6), P1 takes the wine and at the end scores 10 for the most wine.
  json rec = recordWith(kTb, 2, R"([
    {"tile": "tb/B", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}},
    {"tile": "E", "x": 1, "y": -1, "rot": 3}
  ])");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{6, 0});
  json st = carc::Session::load(rec).state();
  CHECK(st["players"][0]["goods"] == json({{"wine", 0}, {"grain", 0}, {"cloth", 0}}));
  CHECK(st["players"][1]["goods"] == json({{"wine", 1}, {"grain", 0}, {"cloth", 0}}));
  rec["end"] = true;
  Game end = load(rec);
  CHECK(scores(end) == std::vector<int>{6, 10});
  auto goods = scoreEventsOf(end, "goods");
  REQUIRE(goods.size() == 1);
  CHECK(players(goods[0]) == std::vector<int>{1});
  CHECK(goods[0]["points"] == 10);
  CHECK(goods[0]["wine"] == 1);
  // Tiles only: no goods, no goods score.
  json plain = recordWith(kTb, 2, rec["moves"].dump(), kTilesOnly, true);
  CHECK(scores(load(plain)) == std::vector<int>{6, 0});
  CHECK(!carc::Session::load(plain).state()["players"][1].contains("goods"));
}

TEST_CASE("goods: every player tied for the most of a good scores 10", "[tb][goods]") {
  // City A (tb/B wine, north of D) is closed by P1: P1 1 wine. City B west of it (tb/P + tb/B wine
  // + tb/A grain + cap) is closed by P0: P0 1 wine and 1 grain. At the end wine is tied (10 each),
  // grain is P0's alone (10), nobody has cloth (no event). P0 also has the 6 of city A.
  Game g = load(recordWith(kTb, 2, R"([
    {"tile": "tb/B", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"}},
    {"tile": "E", "x": 1, "y": -1, "rot": 3},
    {"tile": "tb/P", "x": -1, "y": 0, "rot": 0},
    {"tile": "tb/B", "x": -1, "y": -1, "rot": 3},
    {"tile": "tb/A", "x": -2, "y": -1, "rot": 1},
    {"tile": "U", "x": 1, "y": 0, "rot": 0},
    {"tile": "E", "x": -2, "y": -2, "rot": 2}
  ])",
                           "{}", true));
  auto goods = scoreEventsOf(g, "goods");
  REQUIRE(goods.size() == 2);
  CHECK(goods[0]["wine"] == 1);
  CHECK(players(goods[0]) == std::vector<int>{0, 1});
  CHECK(goods[0]["points"] == 10);
  CHECK(goods[1]["grain"] == 1);
  CHECK(players(goods[1]) == std::vector<int>{0});
  CHECK(scores(g) == std::vector<int>{26, 10});
}

// ---------------------------------------------------------------- the pig

namespace {
// Field A (cap north of D, P0 farmer), field B (D's strip + U east of D, P1 farmer; P1's pig on
// the U west of D), field C (the cap of a second 2-tile city at (2,-1), P0 farmer); P0's pig on a
// U north of A; the monastery tile at (1,-1) joins A, B and C. The field touches two completed
// cities (D + cap, and D at (2,0) + cap).
const char* kPigMoves = R"([
  {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "NNW"}},
  {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "NNE"}},
  {"tile": "D", "x": 2, "y": 0, "rot": 0},
  {"tile": "U", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "NNE", "kind": "pig"}},
  {"tile": "E", "x": 2, "y": -1, "rot": 2, "meeple": {"at": "NNW"}},
  {"tile": "U", "x": 3, "y": 0, "rot": 0},
  {"tile": "U", "x": 0, "y": -2, "rot": 0, "meeple": {"at": "SSE", "kind": "pig"}},
  {"tile": "B", "x": 1, "y": -1, "rot": 0}
])";
}  // namespace

TEST_CASE("pig: its field pays its owner 4 per completed city (000: the pig field worth 8)", "[tb][pig]") {
  // P0 owns the field (2 farmers to 1): 3 * 2 = 6, and 2 more for the pig = 8. P1's pig is in a
  // field P1 does not own: nothing. Second-edition scoring gives the same here (each city once).
  for (const char* rules : {"{}", R"({"farmScoring": "second-edition"})"}) {
    INFO(rules);
    Game g = load(recordWith(kTb, 2, kPigMoves, rules, true));
    CHECK(scores(g) == std::vector<int>{8, 0});
    auto field = scoreEventsOf(g, "field");
    REQUIRE(field.size() == 1);
    CHECK(field[0]["points"] == 6);
    CHECK(field[0]["cities"] == 2);
    CHECK(field[0]["returned"].size() == 5);  // 3 farmers and 2 pigs, listed once
    auto pig = scoreEventsOf(g, "pig");
    REQUIRE(pig.size() == 1);
    CHECK(players(pig[0]) == std::vector<int>{0});
    CHECK(pig[0]["points"] == 2);
    CHECK(pig[0]["cities"] == 2);
    CHECK(pig[0]["returned"].empty());
  }
  // First-edition scoring: per completed city 4 for the most farmers around it, plus 1 for the pig.
  Game first = load(recordWith(kTb, 2, kPigMoves, R"({"farmScoring": "first-edition"})", true));
  CHECK(scores(first) == std::vector<int>{10, 0});
  // Without the pig the same field pays 6; tiles only, no pig can be placed at all.
  std::string noPig = kPigMoves;
  const std::string pigMeeple = R"(, "meeple": {"at": "SSE", "kind": "pig"})";
  noPig.replace(noPig.find(pigMeeple), pigMeeple.size(), "");
  CHECK(scores(load(recordWith(kTb, 2, noPig, "{}", true))) == std::vector<int>{6, 0});
  REQUIRE_THROWS_WITH(load(recordWith(kTb, 2, kPigMoves, kTilesOnly, true)),
                      Catch::Contains("move 3: the pig is not in play (rules.tradersAndBuilders is \"tiles-only\")"));
}

TEST_CASE("pig: only on a field of the tile just placed where the player has a farmer", "[tb][pig]") {
  // U east of D: its north field joins D's strip, where nobody has a farmer yet.
  json rec = recordWith(kTb, 2, R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "partial": true}])");
  Game g = load(rec);
  CHECK(optionsOf(g, "pig") == 0);
  REQUIRE_THROWS_WITH(load(recordWith(kTb, 2, R"([{"tile": "U", "x": 1, "y": 0, "rot": 0,
                                                    "meeple": {"at": "NNE", "kind": "pig"}}])")),
                      Catch::Contains("the pig goes only on a field where you already have a farmer"));
}

// ---------------------------------------------------------------- the builder

TEST_CASE("builder: extending its road gives one extra turn, never two in a row", "[tb][builder]") {
  // P0's meeple on the road east of D; P0's builder joins it on the next U. Later P0 extends the
  // road (extra turn), extends it again in the extra turn (no second extra turn); P1 extending it
  // gives P1 nothing. W junctions close it: P0 scores 8 tiles and both figures go home; closing
  // it still earns the extra turn (000, builder note 3).
  json moves = json::parse(R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "E", "x": 0, "y": -1, "rot": 2},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "builder"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "U", "x": 3, "y": 0, "rot": 0},
    {"tile": "U", "x": 4, "y": 0, "rot": 0},
    {"tile": "W", "x": 5, "y": 0, "rot": 0},
    {"tile": "W", "x": -2, "y": 0, "rot": 0},
    {"tile": "U", "x": 1, "y": 1, "rot": 0}
  ])");
  Game g = load(recordWith(kTb, 2, "[]"));
  CHECK(g.supply(0, figureId("builder")) == 1);
  std::vector<int> next = turnOrder(g, moves);
  // after: P0 U, P1 cap, P0 builder, P1 extends (no extra), P0 extends (extra), P0 again (no
  // more), P1 closes the east end, P0 closes the west end (extra turn), P0 again.
  CHECK(next == std::vector<int>{1, 0, 1, 0, 0, 1, 0, 0, 1});
  auto road = eventsOf(g, "score");
  REQUIRE(road.size() == 1);
  CHECK(road[0]["feature"] == "road");
  CHECK(road[0]["tiles"] == 8);
  CHECK(players(road[0]) == std::vector<int>{0});
  CHECK(road[0]["returned"].size() == 2);
  CHECK(g.supply(0, figureId("builder")) == 1);
  CHECK(g.supply(0, figureId("normal")) == 7);
  CHECK(g.figures().empty());
}

TEST_CASE("builder: only on a road or city that already holds one of your meeples", "[tb][builder]") {
  // U east of D joins D's empty road: no builder. With P1's meeple on that road, P0 still has none.
  Game g = load(recordWith(kTb, 2, R"([{"tile": "U", "x": 1, "y": 0, "rot": 0, "partial": true}])"));
  CHECK(optionsOf(g, "builder") == 0);
  REQUIRE_THROWS_WITH(load(recordWith(kTb, 2, R"([
      {"tile": "E", "x": 0, "y": -1, "rot": 2},
      {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
      {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "builder"}}])")),
                      Catch::Contains("move 2: the builder goes only on a road or city that already holds one of "
                                      "your meeples"));
  // It adds no strength and does not occupy: the road holds P0's one meeple, strength 1.
  Game b = load(recordWith(kTb, 2, R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "E", "x": 0, "y": -1, "rot": 2},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "builder"}}
  ])"));
  const auto& root = b.features().root(b.nodeOf(int(b.tiles().size()) - 1, 0));  // U: road first
  CHECK(root.strength[0] == 1);
  CHECK(root.occupants == 1);
  // Tiles only: no builder.
  Game t = load(recordWith(kTb, 2, "[]", kTilesOnly));
  CHECK(t.supply(0, figureId("builder")) == 0);
  CHECK(t.supply(0, figureId("pig")) == 0);
}

TEST_CASE("builder: it goes home with the feature at the end of the game", "[tb][builder]") {
  Game g = load(recordWith(kTb, 2, R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "E", "x": 0, "y": -1, "rot": 2},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "builder"}}
  ])",
                           "{}", true));
  // The road D, U, U is open at both ends: 3 at the end, for P0; meeple and builder go home.
  CHECK(scores(g) == std::vector<int>{3, 0});
  auto road = eventsOf(g, "score");
  REQUIRE(road.size() == 1);
  CHECK(road[0]["complete"] == false);
  CHECK(road[0]["returned"].size() == 2);
  CHECK(g.supply(0, figureId("builder")) == 1);
}

// ---------------------------------------------------------------- special tiles

TEST_CASE("tb: the 24 tiles hold 9 wine, 6 grain and 5 cloth", "[tb][tiles]") {
  int tiles = 0;
  std::array<int, 3> goods{};
  const char* names[] = {"wine", "grain", "cloth"};
  for (const auto& t : cat().tiles) {
    if (t.set != "tb" || !t.variantOf.empty()) continue;
    tiles += t.count;
    for (const auto& s : t.segments)
      for (int k = 0; k < 3; ++k) goods[k] += t.count * s.tags[cat().tagId(names[k])];
  }
  CHECK(tiles == 24);
  CHECK(goods == std::array<int, 3>{9, 6, 5});
}

TEST_CASE("tb: the monastery splits its three roads, the bridges do not join roads", "[tb][tiles]") {
  // tb/T's west arm ends at its monastery: W arm + D + arm = 3 tiles.
  Game t = load(recordWith(kTb, 2, R"([
    {"tile": "tb/T", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])"));
  CHECK(scores(t) == std::vector<int>{3, 0});
  // tb/X east of D: its W-E road continues D's (taken by P0), its N-S road is free and separate.
  Game x = load(recordWith(kTb, 2, R"([
    {"tile": "U", "x": -1, "y": 0, "rot": 0, "meeple": {"at": "W"}},
    {"tile": "tb/X", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "N"}},
    {"tile": "W", "x": -2, "y": 0, "rot": 0},
    {"tile": "W", "x": 2, "y": 0, "rot": 0}
  ])"));
  // Road W-arm, U, D, X, W-arm = 5 tiles for P0; P1's N-S road stays open.
  CHECK(scores(x) == std::vector<int>{5, 0});
  // tb/W east of D: its west road crosses the south road on a bridge and ends at a house; the
  // two roads stay apart and the fields pass under (three fields).
  Game w = load(recordWith(kTb, 2, R"([{"tile": "tb/W", "x": 1, "y": 0, "rot": 0, "partial": true}])"));
  int roads = 0, fields = 0;
  for (const auto& a : w.legalActions())
    if (a.type == carc::ActionType::PlaceFigure && a.figure == figureId("normal")) {
      int kind = w.typeOf(w.lastTile()).segments[a.segment].kind;
      roads += kind == cat().kindId("road"), fields += kind == cat().kindId("field");
    }
  CHECK(roads == 2);
  CHECK(fields == 3);
  Game closed = load(recordWith(kTb, 2, R"([
    {"tile": "tb/W", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "W"}},
    {"tile": "W", "x": -1, "y": 0, "rot": 0}
  ])"));
  CHECK(scores(closed) == std::vector<int>{3, 0});
}
