// The River (rule text 004 B, REFERENCE D.1), one TEST_CASE per rule on hand-built records.
// Geometry: x east, y SOUTH; rot = clockwise quarter turns. The spring stands at (0,0) rot 0 with
// its river leaving east. Reference orientations (tiles/river.json): river/straight river E-W,
// river/curve river S-W, river/bridge river N-S with a road W-E, river/city-caps cities N and S
// with the river E-W between them. Every expected number was worked out by hand from the rules.
#include "modules/base_game.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

json riverRecord(const std::string& moves, const std::string& sets = R"(["base", "river"])",
                 const std::string& deck = "free", bool end = false) {
  json r = {{"format", "carcassonne-record"}, {"version", 1}};
  r["setup"] = {
      {"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"sets", json::parse(sets)}, {"deck", deck}, {"seed", 7}};
  r["moves"] = json::parse(moves);
  if (end) r["end"] = true;
  return r;
}

int tileId(const std::string& id) { return cat().tileId(id); }

// Tile types placed or discarded after the start tile, in order.
std::vector<std::string> drawnInOrder(const Game& g) {
  std::vector<std::string> out;
  for (const carc::Event& e : g.events())
    if ((e.type == carc::EventType::TilePlaced && e.player >= 0) || e.type == carc::EventType::TileDiscarded)
      out.push_back(cat().tiles[e.tileType].id);
  return out;
}

bool isRiver(const std::string& id) { return id.rfind("river/", 0) == 0; }

}  // namespace

TEST_CASE("river: the spring replaces the start tile and the base start tile D is shuffled in", "[rules][river]") {
  Game withRiver = load(riverRecord("[]", R"(["base", "river"])", "sets"));
  REQUIRE(withRiver.tiles().size() == 1);
  CHECK(withRiver.typeOf(0).id == "river/spring");
  std::vector<int> left = withRiver.tilesLeftByType();
  CHECK(left[tileId("D")] == 4);  // all four D copies: none is the start tile
  CHECK(left[tileId("river/spring")] == 0);
  CHECK(left[tileId("river/lake")] == 1);
  CHECK(left[tileId("river/straight")] == 2);
  // 71 land tiles + 1 D that is no longer the start + 11 river tiles (one of them in the hand).
  CHECK(withRiver.tilesLeft() + withRiver.hand(0).size() == 72 + 11);
  Game base = load(riverRecord("[]", R"(["base"])", "sets"));
  CHECK(base.typeOf(0).id == "D");
  CHECK(base.tilesLeftByType()[tileId("D")] == 3);
  CHECK(base.tilesLeft() + base.hand(0).size() == 71);
}

TEST_CASE("river: the river tiles are drawn first, the lake last, then the land tiles", "[rules][river]") {
  std::set<std::vector<std::string>> orders;
  for (uint64_t seed : {1, 2, 3, 4}) {
    json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"sets", {"base", "river"}}, {"seed", seed}};
    Game g(cat(), carc::parseSetup(cat(), setup));
    carc::playRandom(g, seed);
    std::vector<std::string> drawn = drawnInOrder(g);
    INFO("seed " << seed);
    REQUIRE(drawn.size() == 83);
    for (int i = 0; i < 10; ++i) CHECK((isRiver(drawn[i]) && drawn[i] != "river/lake"));
    CHECK(drawn[10] == "river/lake");
    for (size_t i = 11; i < drawn.size(); ++i) CHECK(!isRiver(drawn[i]));
    orders.insert(std::vector<std::string>(drawn.begin(), drawn.begin() + 10));
  }
  CHECK(orders.size() > 1);  // the river tiles are shuffled among themselves, by the seed
}

TEST_CASE("river: with a counted deck a record must draw the river in order", "[rules][river][bad]") {
  // At the first move the deck and the hand hold 10 river tiles and the lake.
  REQUIRE_THROWS_WITH(load(riverRecord(R"([{"tile": "U", "x": 1, "y": 0, "rot": 0}])", R"(["base", "river"])", "sets")),
                      Contains("move 0: tile U: the river tiles come first (11 still to be drawn)"));
  REQUIRE_THROWS_WITH(
      load(riverRecord(R"([{"tile": "river/lake", "x": 1, "y": 0, "rot": 0}])", R"(["base", "river"])", "sets")),
      Contains("move 0: tile river/lake: the lake comes last (10 other river tiles still to be drawn)"));
  Game ok =
      load(riverRecord(R"([{"tile": "river/straight", "x": 1, "y": 0, "rot": 0}])", R"(["base", "river"])", "sets"));
  CHECK(ok.tiles().size() == 2);
}

TEST_CASE("river: river edges meet river edges only", "[rules][river][bad]") {
  // The straight turned a quarter has its river N-S: its west side (field) would meet the river.
  REQUIRE_THROWS_WITH(load(riverRecord(R"([{"tile": "river/straight", "x": 1, "y": 0, "rot": 1}])")),
                      Contains("move 0: tile river/straight cannot go at (1,0) rot 1: its west side (field) meets a "
                               "river"));
  // A land tile cannot close the river either: U's road meets the river.
  REQUIRE_THROWS_WITH(load(riverRecord(R"([{"tile": "U", "x": 1, "y": 0, "rot": 0}])")),
                      Contains("its west side (road) meets a river"));
}

TEST_CASE("river: a river tile must continue the river from its open end", "[rules][river][bad]") {
  // South of the spring the edges match (fields), but the straight's river would start nowhere.
  REQUIRE_THROWS_WITH(load(riverRecord(R"([{"tile": "river/straight", "x": 0, "y": 1, "rot": 0}])")),
                      Contains("move 0: tile river/straight cannot go at (0,1) rot 0: the river must continue"));
  // A land tile may stand beside the river where the edges match.
  Game g = load(riverRecord(R"([{"tile": "B", "x": 0, "y": 1, "rot": 0}])"));
  CHECK(g.tiles().size() == 2);
}

TEST_CASE("river: no U-turn: two consecutive bends may not turn the same way", "[rules][river][bad]") {
  // The water leaves the spring flowing east. river/curve (S-W) at (1,0) rot 0 takes it in from the
  // west and out to the south: a right turn. At (1,1) the curve rot 1 (N-W) would turn right again
  // (south to west: a U-turn); rot 2 (N-E) turns left and is allowed.
  const std::string first = R"({"tile": "river/curve", "x": 1, "y": 0, "rot": 0})";
  json uturn = riverRecord("[" + first + R"(, {"tile": "river/curve", "x": 1, "y": 1, "rot": 1}])");
  REQUIRE_THROWS_WITH(load(uturn), Contains("move 1: tile river/curve cannot go at (1,1) rot 1: the river may not turn "
                                            "the same way twice in a row (no U-turn)"));
  // Applied move by move: the refused move leaves the game exactly as it was.
  Game g = load(riverRecord("[" + first + "]"));
  Game before = g;
  REQUIRE_THROWS_WITH(carc::applyMove(g, uturn["moves"][1], 1), Contains("no U-turn"));
  CHECK(stateDifference(g, before) == "");
  Game ok = load(riverRecord("[" + first + R"(, {"tile": "river/curve", "x": 1, "y": 1, "rot": 2}])"));
  CHECK(ok.tiles().size() == 3);
  // The engine never offers the U-turn: with the curve in hand, (1,1) rot 1 is not an option.
  carc::Action a;
  a.type = carc::ActionType::PlaceTile, a.tile = static_cast<uint16_t>(tileId("river/curve")), a.x = 1, a.y = 1,
  a.rot = 1;
  CHECK(!ok.isLegal(a));
}

TEST_CASE("river: straight tiles between two bends do not reset the turn", "[rules][river][bad]") {
  // Right turn at (1,0), a straight N-S at (1,1), then a right turn at (1,2) (N-W) is still a U-turn.
  const std::string head = R"({"tile": "river/curve", "x": 1, "y": 0, "rot": 0},
                             {"tile": "river/straight", "x": 1, "y": 1, "rot": 1})";
  REQUIRE_THROWS_WITH(load(riverRecord("[" + head + R"(, {"tile": "river/curve", "x": 1, "y": 2, "rot": 1}])")),
                      Contains("move 2: tile river/curve cannot go at (1,2) rot 1: the river may not turn"));
  Game ok = load(riverRecord("[" + head + R"(, {"tile": "river/curve", "x": 1, "y": 2, "rot": 2}])"));
  CHECK(ok.tiles().size() == 4);
  // The first bend after the spring may turn either way: left (N-E... from the west, out north) too.
  Game left = load(riverRecord(R"([{"tile": "river/curve", "x": 1, "y": 0, "rot": 1}])"));
  CHECK(left.tiles().size() == 2);
}

TEST_CASE("river: no figure on the river", "[rules][river][bad]") {
  REQUIRE_THROWS_WITH(
      load(riverRecord(R"([{"tile": "river/straight", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}}])")),
      Contains("move 0: no figure may stand on the river"));
  // The engine offers the two banks (fields), never the river.
  Game g = load(riverRecord(R"([{"tile": "river/straight", "x": 1, "y": 0, "rot": 0, "partial": true}])"));
  int figures = 0;
  for (const carc::Action& a : g.legalActions())
    if (a.type == carc::ActionType::PlaceFigure) {
      ++figures;
      CHECK(cat().kinds[g.typeOf(g.lastTile()).segments[a.segment].kind].name == "field");
    }
  CHECK(figures == 2);
}

TEST_CASE("river: the river separates fields", "[rules][river][fields]") {
  // Spring (0,0); the bridge at (1,0) rot 1 (river W-E, road N-S) cuts the banks off from the
  // spring's field; straight (2,0); city-caps (3,0) with a city on each bank, both closed by E caps.
  // B's farmer on the north bank, A's on the south bank: two fields, so A's farmer may be placed,
  // and each touches one completed city: 3 points each (one shared field would pay both 6).
  json rec = riverRecord(R"([
    {"tile": "river/bridge", "x": 1, "y": 0, "rot": 1},
    {"tile": "river/straight", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "NNW"}},
    {"tile": "river/city-caps", "x": 3, "y": 0, "rot": 0, "meeple": {"at": "ESE"}},
    {"tile": "E", "x": 3, "y": -1, "rot": 2},
    {"tile": "E", "x": 3, "y": 1, "rot": 0}
  ])",
                         R"(["base", "river"])", "free", true);
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{3, 3});
  auto fields = eventsOf(g, "score");
  int fieldEvents = 0;
  for (auto& e : fields)
    if (e["feature"] == "field") {
      ++fieldEvents;
      CHECK(e["points"] == 3);
      CHECK(e["cities"] == 1);
    }
  CHECK(fieldEvents == 2);
}

TEST_CASE("river: the spring's field joins both banks at the source", "[rules][river][fields]") {
  // REFERENCE D.1: one field wraps round the spring. With the straight right after it, the north
  // and south banks are one field, so a second farmer there is refused (the south field is named
  // by its first half-edge, ESE).
  REQUIRE_THROWS_WITH(load(riverRecord(R"([
    {"tile": "river/straight", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "NNW"}},
    {"tile": "river/straight", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "SSE"}}
  ])")),
                      Contains("move 1: the field at ESE is already occupied"));
}

TEST_CASE("river record: a U-turn after a straight is refused, naming the move and the rule", "[rules][river][bad]") {
  // tests/records/river_uturn_004.json: right turn at (1,0), a straight at (1,1) with Bob's farmer,
  // then a right turn again at (1,2): refused; nothing of the record is left behind.
  json rec = recordFile("river_uturn_004.json");
  REQUIRE_THROWS_WITH(load(rec), Equals("move 2: tile river/curve cannot go at (1,2) rot 1: the river may not turn the "
                                        "same way twice in a row (no U-turn)"));
  rec["moves"][2]["rot"] = 2;  // the left turn
  Game g = load(rec);
  CHECK(g.tiles().size() == 4);
  CHECK(onBoard(g, 1) == 1);
}

TEST_CASE("tiles: river.json loads, and replacesStart is checked", "[tiles][river]") {
  const carc::TileSetDef& set = cat().sets[cat().setIndex("river")];
  CHECK(set.start == "river/spring");
  CHECK(set.replacesStart);
  int total = 0;
  for (const auto& t : cat().tiles)
    if (t.set == "river" && t.variantOf.empty()) total += t.count;
  CHECK(total == 12);
  // Every river side is a river segment's, and fields lie on both halves of it (checked by the loader).
  const auto& curve = cat().tiles[tileId("river/curve")];
  CHECK(curve.distinctRots.size() == 4);
  auto file = [](const std::string& extra) {
    return R"({"format": "carcassonne-tiles", "version": 1, "set": "x", )" + extra +
           R"("tiles": [{"id": "x/a", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]}]}]})";
  };
  carc::Catalog c;
  c.addModule(std::make_shared<carc::BaseGame>());
  REQUIRE_THROWS_WITH(c.loadTiles(file(R"("start": "x/a", "replacesStart": 1, )"), "x.json", "base"),
                      Equals("x.json: replacesStart: expected true or false"));
  REQUIRE_THROWS_WITH(c.loadTiles(file(R"("replacesStart": true, )"), "x.json", "base"),
                      Equals("x.json: replacesStart: the set names no start tile"));
  c.loadTiles(file(R"("start": "x/a", "replacesStart": true, )"), "x.json", "base");
  CHECK(c.sets.back().replacesStart);
}
