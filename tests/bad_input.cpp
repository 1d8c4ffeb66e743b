// Refused input: every record error carries a message naming the field or the move and the rule,
// and a refused move leaves a live game exactly as it was. Then tile-catalogue validation.
#include "modules/abbot.hpp"
#include "modules/base_game.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

// A valid 2-player record with the given moves (free deck unless told).
json rec(const std::string& moves = "[]", const std::string& rules = "{}") { return record(2, moves, rules); }

// `bad` as move `index` after the valid moves of `r`: loading the whole record is refused with
// `message`, and applyMove of the bad move on the live game leaves it equal to a copy.
template <class Matcher>
void refusedMove(json r, const json& bad, const Matcher& message) {
  const int index = static_cast<int>(r["moves"].size());
  Game live = load(r);
  const Game before = live;
  REQUIRE_THROWS_AS(applyMove(live, bad, index), carc::Error);
  REQUIRE_THROWS_WITH(applyMove(live, bad, index), message);
  CHECK(live == before);
  CHECK(stateDifference(live, before) == "");
  // The game still takes a good move afterwards (nothing was half-applied).
  CHECK(!live.legalActions().empty());
  r["moves"].push_back(bad);
  REQUIRE_THROWS_WITH(load(r), message);
  REQUIRE_THROWS_WITH(carc::loadRecord(cat(), r.dump()), message);
}

json move(const std::string& text) { return json::parse(text); }

}  // namespace

// ---------------------------------------------------------------- the record as a whole

TEST_CASE("bad input: malformed JSON", "[bad]") {
  REQUIRE_THROWS_AS(carc::loadRecord(cat(), std::string(R"({"format": "carcassonne-record", "version": 1,)")),
                    carc::Error);
  REQUIRE_THROWS_WITH(carc::loadRecord(cat(), std::string(R"({"format": "carcassonne-record", "version": 1,)")),
                      Contains("record: malformed JSON"));
  REQUIRE_THROWS_WITH(carc::loadRecord(cat(), std::string("")), Contains("malformed JSON"));
  // In plain words: where, and what the parser met (no library tags such as [json.exception...]).
  CHECK_THROWS_WITH(carc::loadRecord(cat(), std::string("hello")),
                    "record: malformed JSON at line 1, column 1: invalid literal; last read: 'h'");
  CHECK_THROWS_WITH(carc::loadRecord(cat(), std::string("{\"format\": 1,\n ]")),
                    Contains("record: malformed JSON at line 2, column 2: unexpected ']'") && !Contains("[json."));
  REQUIRE_THROWS_WITH(carc::loadRecord(cat(), std::string("[1, 2]")), Contains("record: expected a JSON object"));
}

TEST_CASE("bad input: wrong format or version", "[bad]") {
  json r = rec();
  r["format"] = "chess-record";
  REQUIRE_THROWS_WITH(load(r), Contains("format") && Contains("expected \"carcassonne-record\""));
  r = rec();
  r.erase("format");
  REQUIRE_THROWS_WITH(load(r), Contains("expected \"carcassonne-record\""));
  r = rec();
  r["version"] = 3;  // 1 and 2 are known (2 adds answers of other players and chance to a move)
  REQUIRE_THROWS_WITH(load(r), Contains("version: expected 1 or 2"));
  r["version"] = "1";
  REQUIRE_THROWS_WITH(load(r), Contains("version: expected 1"));
  r = rec();
  r["colour"] = "red";
  REQUIRE_THROWS_WITH(load(r), Contains("record: unknown field 'colour'"));
  r = rec();
  r.erase("setup");
  REQUIRE_THROWS_WITH(load(r), Contains("missing field 'setup'"));
  r = rec();
  r["moves"] = json::object();
  REQUIRE_THROWS_WITH(load(r), Contains("moves: expected an array"));
  r = rec();
  r["end"] = "yes";
  REQUIRE_THROWS_WITH(load(r), Contains("end: expected true or false"));
}

TEST_CASE("bad input: wrong setup fields", "[bad]") {
  auto withSetup = [](const std::string& key, const json& value) {
    json r = rec();
    r["setup"][key] = value;
    return r;
  };
  SECTION("players not an array") {
    REQUIRE_THROWS_WITH(load(withSetup("players", {{"name", "Alice"}})),
                        Contains("setup.players: expected an array of 2 to 6 players"));
  }
  SECTION("too few and too many players") {
    REQUIRE_THROWS_WITH(load(withSetup("players", json::array({{{"name", "A"}}}))),
                        Contains("setup.players: expected 2 to 6 players, got 1"));
    json seven = json::array();
    for (int i = 0; i < 7; ++i) seven.push_back({{"name", "P"}});
    REQUIRE_THROWS_WITH(load(withSetup("players", seven)), Contains("expected 2 to 6 players, got 7"));
  }
  SECTION("a player that is not an object") {
    REQUIRE_THROWS_WITH(load(withSetup("players", json::array({"Alice", "Bob"}))),
                        Contains("setup.players[0]: expected an object"));
  }
  SECTION("seed a string") {
    REQUIRE_THROWS_WITH(load(withSetup("seed", "42")), Contains("setup.seed: expected an integer, got string"));
  }
  SECTION("unknown set") {
    REQUIRE_THROWS_WITH(load(withSetup("sets", json::array({"base", "dragons"}))),
                        Contains("setup.sets: unknown set 'dragons'") && Contains("known: base"));
  }
  SECTION("unknown deck") {
    REQUIRE_THROWS_WITH(load(withSetup("deck", "stacked")), Contains("setup.deck: expected \"sets\" or \"free\""));
  }
  SECTION("unknown setup field") {
    REQUIRE_THROWS_WITH(load(withSetup("board", 3)), Contains("setup: unknown field 'board'"));
  }
  SECTION("start rot out of range") {
    REQUIRE_THROWS_WITH(load(withSetup("start", {{"tile", "D"}, {"rot", 4}})),
                        Contains("setup.start.rot: expected 0 to 3, got 4"));
  }
  SECTION("unknown start tile") {
    REQUIRE_THROWS_WITH(load(withSetup("start", {{"tile", "Z"}})), Contains("setup.start.tile: unknown tile 'Z'"));
  }
}

TEST_CASE("bad input: a seat's bot is a known bot name, kept through save and load", "[bad]") {
  auto withBot = [](const json& bot) {
    json r = rec();
    r["setup"]["players"][1]["bot"] = bot;
    return r;
  };
  for (const char* bad : {"nonsense", "", "MCTS", "mcts-", "mcts-0", "mcts-0.0", "mcts-61", "mcts-2.", "mcts-2s",
                          "mcts-100", "mcts-1.2345", "greedy "}) {
    INFO(bad);
    REQUIRE_THROWS_WITH(load(withBot(bad)), Contains("setup.players[1].bot: unknown bot '" + std::string(bad) + "'") &&
                                                Contains("known: random, greedy, mcts, or mcts-SECONDS"));
  }
  REQUIRE_THROWS_WITH(load(withBot(3)), Contains("setup.players[1].bot: expected true/false or a bot name"));
  // Names and true come back as they were written; a seat without a bot writes no field.
  for (const json& good :
       {json("random"), json("greedy"), json("mcts"), json("mcts-0.5"), json("mcts-2"), json("mcts-60"), json(true)}) {
    INFO(good.dump());
    Game g = load(withBot(good));
    CHECK(g.setup().players[1].bot);
    json saved = carc::saveRecord(g);
    CHECK(saved["setup"]["players"][1]["bot"] == good);
    CHECK(!saved["setup"]["players"][0].contains("bot"));
    CHECK(load(saved) == g);
  }
  CHECK(!carc::saveRecord(load(withBot(false)))["setup"]["players"][1].contains("bot"));
}

TEST_CASE("bad input: wrong rule options", "[bad]") {
  auto withRules = [](const std::string& rules) { return rec("[]", rules); };
  REQUIRE_THROWS_WITH(load(withRules(R"({"tinyCity": 3})")), Contains("setup.rules.tinyCity: expected 4 or 2, got 3"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"tinyCity": "4"})")), Contains("setup.rules.tinyCity: expected an integer"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"dragons": true})")), Contains("setup.rules: unknown rule option 'dragons'"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"farmers": 1})")),
                      Contains("setup.rules.farmers: expected true or false, got 1"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"farmScoring": "third-edition"})")),
                      Contains("setup.rules.farmScoring: expected one of") && Contains("\"first-edition\"") &&
                          Contains("third-edition"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"meeples": 0})")), Contains("setup.rules.meeples: expected 1 to 20, got 0"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"meeples": 21})")), Contains("setup.rules.meeples: expected 1 to 20, got 21"));
  REQUIRE_THROWS_WITH(load(withRules(R"({"handSize": 4})")),
                      Contains("setup.rules.handSize: expected 1 or 2 or 3, got 4"));
  REQUIRE_THROWS_WITH(load(withRules("[1]")), Contains("setup.rules: expected an object"));
}

// ---------------------------------------------------------------- moves

TEST_CASE("bad input: unknown tile id", "[bad]") {
  refusedMove(rec(), move(R"({"tile": "Z", "x": 1, "y": 0, "rot": 0})"), Contains("move 0.tile: unknown tile 'Z'"));
  refusedMove(rec(), move(R"({"x": 1, "y": 0, "rot": 0})"), Contains("move 0: missing field 'tile'"));
}

TEST_CASE("bad input: an edge that does not match names the side and both kinds", "[bad]") {
  // N corner at (0,-1) turned so its city runs S and E; U's west road end at (1,-1) meets that city.
  json r = rec(R"([{"tile": "N", "x": 0, "y": -1, "rot": 2}])");
  refusedMove(r, move(R"({"tile": "U", "x": 1, "y": -1, "rot": 0})"),
              Contains("move 1: tile U cannot go at (1,-1) rot 0: its west side (road) meets a city"));
  // A field edge against D's city.
  refusedMove(rec(), move(R"({"tile": "U", "x": 0, "y": -1, "rot": 0})"),
              Contains("move 0: tile U cannot go at (0,-1) rot 0: its south side (field) meets a city"));
  // A city edge against D's road.
  refusedMove(rec(), move(R"({"tile": "E", "x": 1, "y": 0, "rot": 3})"),
              Contains("move 0: tile E cannot go at (1,0) rot 3: its west side (city) meets a road"));
}

TEST_CASE("bad input: a tile that does not touch the layout", "[bad]") {
  refusedMove(rec(), move(R"({"tile": "U", "x": 5, "y": 5, "rot": 0})"),
              Contains("move 0: tile U at (5,5) does not touch the layout"));
  // Touching only a corner is not touching.
  refusedMove(rec(), move(R"({"tile": "B", "x": 1, "y": 1, "rot": 0})"), Contains("does not touch the layout"));
}

TEST_CASE("bad input: a cell already taken", "[bad]") {
  refusedMove(rec(), move(R"({"tile": "U", "x": 0, "y": 0, "rot": 0})"),
              Contains("move 0: (0,0) is already taken by tile D"));
  json r = rec(R"([{"tile": "B", "x": 0, "y": 1, "rot": 0}])");
  refusedMove(r, move(R"({"tile": "B", "x": 0, "y": 1, "rot": 0})"),
              Contains("move 1: (0,1) is already taken by tile B"));
}

TEST_CASE("bad input: a meeple on a feature that already holds one", "[bad]") {
  // Player 0 stands on the city F (0,-1) + D; player 1 extends it with G and tries to join in.
  json r = rec(R"([{"tile": "F", "x": 0, "y": -1, "rot": 1, "meeple": {"at": "N"}}])");
  refusedMove(r, move(R"({"tile": "G", "x": 0, "y": -2, "rot": 1, "meeple": {"at": "S"}})"),
              Contains("move 1: the city at N is already occupied"));
  // The same holds for the player's own figure, and for fields.
  json f = rec(R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "SSE"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0}
  ])");
  refusedMove(f, move(R"({"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "SSW"}})"),
              Contains("move 2: the field at") && Contains("is already occupied"));
  // Without the meeple the same tile is fine.
  Game ok = load(r);
  applyMove(ok, move(R"({"tile": "G", "x": 0, "y": -2, "rot": 1})"), 1);
  CHECK(ok.tiles().size() == 3);
}

TEST_CASE("bad input: a farmer when rules.farmers is false", "[bad]") {
  json r = rec("[]", R"({"farmers": false})");
  refusedMove(r, move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "NNW"}})"),
              Contains("move 0: farmers are not in play (rules.farmers is false)"));
  // Roads are still fine, and no field is ever offered.
  Game g = load(r);
  applyMove(g, move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}})"), 0);
  CHECK(supply(g, 0) == 6);
  Game h = load(r);
  h.forceDraw(cat().tileId("U"));
  carc::Action a;
  a.type = carc::ActionType::PlaceTile, a.tile = static_cast<uint16_t>(cat().tileId("U")), a.x = 1, a.y = 0, a.rot = 0;
  h.apply(a);
  CHECK(h.legalActions().size() == 2);  // pass, the road
}

TEST_CASE("bad input: wrong move field types and values", "[bad]") {
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 5})"),
              Contains("move 0.rot: expected 0 to 3, got 5"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": -1})"),
              Contains("move 0.rot: expected 0 to 3, got -1"));
  refusedMove(rec(), move(R"({"tile": "U", "x": "1", "y": 0, "rot": 0})"),
              Contains("move 0.x: expected an integer, got string"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0.5, "rot": 0})"),
              Contains("move 0.y: expected an integer, got number"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0})"), Contains("move 0: missing field 'rot'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "colour": "red"})"),
              Contains("move 0: unknown field 'colour'"));
  refusedMove(rec(), move(R"(["U", 1, 0, 0])"), Contains("move 0: expected an object"));
  json counted = rec();  // a free deck gives a move to any player (tests/record_notes.cpp); a counted one may not
  counted["setup"]["deck"] = "sets";
  refusedMove(counted, move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "player": 1})"),
              Contains("move 0: it is player 0's turn, but the move names player 1"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "player": 2})"),
              Contains("move 0.player: expected 0 to 1, got 2"));
}

TEST_CASE("bad input: meeple fields", "[bad]") {
  // E turned with its city south at (0,-1): no feature touches the middle of its north side.
  refusedMove(rec(), move(R"({"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "N"}})"),
              Contains("move 0.meeple.at: tile E has no feature at 'N'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "C"}})"),
              Contains("move 0.meeple.at: tile U has no feature at 'C'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "NORTH"}})"),
              Contains("move 0.meeple.at: tile U has no feature at 'NORTH'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "feature": "city"}})"),
              Contains("move 0.meeple.at: tile U has no city at 'E'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "dragon"}})"),
              Contains("move 0.meeple.kind: unknown figure 'dragon'"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E"})"),
              Contains("move 0.meeple: expected {\"at\": LOCATION"));
  refusedMove(rec(), move(R"({"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "hat": true}})"),
              Contains("move 0.meeple: unknown field 'hat'"));
}

TEST_CASE("bad input: the deck, the end, and the tile named", "[bad]") {
  // deck "sets": the one C is used up by the first move.
  json r = rec(R"([{"tile": "C", "x": 0, "y": -1, "rot": 0}])");
  r["setup"]["deck"] = "sets";
  r["setup"]["seed"] = 3;
  refusedMove(r, move(R"({"tile": "C", "x": 0, "y": -2, "rot": 0})"),
              Contains("move 1: no tile C is left in the deck"));
  // A named tile must fit somewhere: after Q below D every open side is road or city, so the
  // all-field monastery B has no spot at all.
  refusedMove(rec(R"([{"tile": "Q", "x": 0, "y": 1, "rot": 2}])"), move(R"({"tile": "B", "x": 0, "y": -1, "rot": 0})"),
              Contains("move 1: tile B fits nowhere on the board"));
  // Garden copies are only in play with the Abbot.
  refusedMove(rec(), move(R"({"tile": "E.g", "x": 0, "y": -1, "rot": 2})"),
              Contains("move 0: tile E.g is not in the sets in play"));
  // A move after "end" is not a move of this game any more.
  json ended = rec(R"([{"tile": "U", "x": 1, "y": 0, "rot": 0}])");
  ended["end"] = true;
  Game over = load(ended);
  REQUIRE(over.over());
  const Game before = over;
  REQUIRE_THROWS_WITH(applyMove(over, move(R"({"tile": "U", "x": 2, "y": 0, "rot": 0})"), 1),
                      Contains("move 1: the game is already over"));
  CHECK(over == before);
}

TEST_CASE("bad input: nothing of a refused record is left behind", "[bad]") {
  // The error names the first bad move; earlier good moves do not leak into another game.
  json r = rec(R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "U", "x": 2, "y": 0, "rot": 0},
    {"tile": "U", "x": 2, "y": 0, "rot": 0}
  ])");
  REQUIRE_THROWS_WITH(load(r), Contains("move 2: (2,0) is already taken by tile U"));
  r["moves"].erase(2);
  Game g = load(r);
  CHECK(g.tiles().size() == 3);
  CHECK(supply(g, 0) == 6);
}

// ---------------------------------------------------------------- tile catalogue validation

namespace {

const char* kAll8 = R"(["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"])";

std::string tileFile(const std::string& tiles) {
  return R"({"format": "carcassonne-tiles", "version": 1, "set": "broken", "name": "Broken", "tiles": [)" + tiles +
         "]}";
}

}  // namespace

TEST_CASE("tiles: the base module loads base.json", "[tiles]") {
  carc::Catalog c = baseCatalog();
  REQUIRE(c.setIndex("base") >= 0);
  CHECK(c.sets[c.setIndex("base")].start == "D");
  // 24 types A..X plus 8 garden copies.
  CHECK(c.tiles.size() == 32);
  int count = 0;
  for (auto& t : c.tiles)
    if (t.enabledBy.empty()) count += t.count;
  CHECK(count == 72);
  for (const char* id : {"A", "D", "H", "I", "L", "X"}) CHECK(c.tileId(id) >= 0);
  // Symmetric tiles list fewer distinct rotations: B 1, C 1, U 2, F 2, X 1, D 4 (H: see below).
  CHECK(c.tiles[c.tileId("B")].distinctRots.size() == 1);
  CHECK(c.tiles[c.tileId("C")].distinctRots.size() == 1);
  CHECK(c.tiles[c.tileId("U")].distinctRots.size() == 2);
  CHECK(c.tiles[c.tileId("F")].distinctRots.size() == 2);
  CHECK(c.tiles[c.tileId("X")].distinctRots.size() == 1);
  CHECK(c.tiles[c.tileId("D")].distinctRots.size() == 4);
  CHECK(c.tiles[c.tileId("U")].canonicalRot[2] == 0);
  CHECK(c.tiles[c.tileId("U")].canonicalRot[3] == 1);
  // A valid new set loads next to it.
  c.loadTiles(
      tileFile(std::string(R"({"id": "Z0", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )") +
               kAll8 + "}]}"),
      "broken.json", "base");
  CHECK(c.tileId("Z0") >= 0);
  CHECK(c.setIndex("broken") >= 0);
}

// distinctRots should hold the rotations that give physically different tiles. H (two opposite
// caps, one field touching both) looks the same turned by 180 degrees, but the rotation signature
// (tile_loader.cpp rotationSignature) writes a field's cities in segment-index order (|N|S at rot 0,
// |S|N at rot 2) instead of as a set, so H and H.g get 4 distinct rotations and every H placement
// is offered twice (rot r and r+2) in the tile options.
TEST_CASE("tiles: every base tile lists its physically distinct rotations once", "[tiles]") {
  const Catalog& c = cat();
  const std::vector<std::pair<const char*, size_t>> expect = {
      {"A", 4}, {"B", 1}, {"C", 1}, {"D", 4}, {"E", 4}, {"F", 2}, {"G", 2}, {"H", 2},
      {"I", 4}, {"J", 4}, {"K", 4}, {"L", 4}, {"M", 4}, {"N", 4}, {"O", 4}, {"P", 4},
      {"Q", 4}, {"R", 4}, {"S", 4}, {"T", 4}, {"U", 2}, {"V", 4}, {"W", 4}, {"X", 1}};
  for (auto [id, n] : expect) {
    INFO("tile " << id);
    CHECK(c.tiles[c.tileId(id)].distinctRots.size() == n);  // engine: H 4
  }
  CHECK(c.tiles[c.tileId("H")].canonicalRot[2] == 0);
  // Below D (whose south side is field) H fits only turned 1 or 3, caps E and W: the same tile,
  // so one option, not two.
  json r = record(2, "[]");
  Game g = load(r);
  g.forceDraw(c.tileId("H"));
  int below = 0;
  for (auto& a : g.legalActions())
    if (a.x == 0 && a.y == 1) ++below;
  CHECK(below == 1);  // engine: 2
}

TEST_CASE("tiles: a broken tile file is refused naming the file, the tile and the field", "[tiles]") {
  auto refused = [](const std::string& tiles) {
    carc::Catalog c = baseCatalog();
    try {
      c.loadTiles(tileFile(tiles), "broken.json", "base");
    } catch (const carc::Error& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  SECTION("unknown edge letter") {
    std::string m =
        refused(std::string(R"({"id": "Z1", "count": 1, "edges": "FQFF", "segments": [{"kind": "field", "at": )") +
                kAll8 + "}]}");
    CHECK_THAT(
        m, Contains("broken.json") && Contains("tile Z1") && Contains("edges") && Contains("unknown edge letter 'Q'"));
  }
  SECTION("a road side that no segment lists") {
    std::string m =
        refused(std::string(R"({"id": "Z2", "count": 1, "edges": "FRFF", "segments": [{"kind": "field", "at": )") +
                kAll8 + "}]}");
    CHECK_THAT(
        m, Contains("broken.json") && Contains("tile Z2") && Contains("side E is 'R' but no road segment lists it"));
  }
  SECTION("a half-edge covered twice") {
    std::string m = refused(R"({"id": "Z3", "count": 1, "edges": "FFFF", "segments": [
      {"kind": "field", "at": ["NNW", "NNE", "ENE", "ESE"]},
      {"kind": "field", "at": ["ESE", "SSE", "SSW", "WSW", "WNW"]}]})");
    CHECK_THAT(m, Contains("broken.json") && Contains("tile Z3") &&
                      Contains("half-edge ESE must be in exactly one field (found 2)"));
  }
  SECTION("a half-edge listed twice in one segment") {
    std::string m = refused(R"({"id": "Z3b", "count": 1, "edges": "FFFF", "segments": [
      {"kind": "field", "at": ["NNW", "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]}]})");
    CHECK_THAT(m, Contains("broken.json") && Contains("tile Z3b") && Contains("segments[0].at") &&
                      Contains("half-edge NNW listed twice"));
  }
  SECTION("a half-edge nobody covers") {
    std::string m = refused(R"({"id": "Z3c", "count": 1, "edges": "FFFF", "segments": [
      {"kind": "field", "at": ["NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]}]})");
    CHECK_THAT(m, Contains("tile Z3c") && Contains("half-edge NNW must be in exactly one field (found 0)"));
  }
  SECTION("unknown segment property") {
    std::string m = refused(
        std::string(
            R"({"id": "Z4", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "colour": "green", "at": )") +
        kAll8 + "}]}");
    CHECK_THAT(m, Contains("broken.json") && Contains("tile Z4") && Contains("segments[0].colour") &&
                      Contains("unknown segment property 'colour'"));
  }
  SECTION("unknown feature kind") {
    std::string m =
        refused(std::string(R"({"id": "Z5", "count": 1, "edges": "FFFF", "segments": [{"kind": "lake", "at": )") +
                kAll8 + "}]}");
    CHECK_THAT(m, Contains("tile Z5") && Contains("segments[0].kind") && Contains("unknown feature kind 'lake'"));
  }
  SECTION("a city segment on a field side") {
    std::string m = refused(
        std::string(
            R"({"id": "Z6", "count": 1, "edges": "FFFF", "segments": [{"kind": "city", "at": ["N"]}, {"kind": "field", "at": )") +
        kAll8 + "}]}");
    CHECK_THAT(m, Contains("tile Z6") && Contains("side N is a field edge but segment 0 lists it"));
  }
  SECTION("four edge letters") {
    std::string m =
        refused(std::string(R"({"id": "Z7", "count": 1, "edges": "FFF", "segments": [{"kind": "field", "at": )") +
                kAll8 + "}]}");
    CHECK_THAT(m, Contains("tile Z7: edges") && Contains("expected 4 letters"));
  }
  SECTION("an id already used") {
    std::string m =
        refused(std::string(R"({"id": "A", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )") +
                kAll8 + "}]}");
    CHECK_THAT(m, Contains("broken.json: tile A: id") && Contains("tile id is already used"));
  }
  SECTION("unknown tile field") {
    std::string m = refused(
        std::string(
            R"({"id": "Z8", "count": 1, "edges": "FFFF", "shape": "square", "segments": [{"kind": "field", "at": )") +
        kAll8 + "}]}");
    CHECK_THAT(m, Contains("broken.json: tile Z8: shape") && Contains("unknown tile field"));
  }
  SECTION("the base set again") {
    carc::Catalog c = baseCatalog();
    std::string text =
        tileFile(std::string(R"({"id": "Z9", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )") +
                 kAll8 + "}]}");
    text.replace(text.find("\"broken\""), 8, "\"base\"");
    REQUIRE_THROWS_WITH(c.loadTiles(text, "again.json", "base"),
                        Contains("again.json: set") && Contains("set 'base' is already loaded"));
  }
}

// A file refused at its second tile has already pushed its first tile into the catalog (the set
// itself is never added), so the catalog is left half-loaded: the tile's set is unknown to it, and
// a Game built from it indexes activeSets with setIndex(...) == -1 (game.cpp tileEnabled).
TEST_CASE("tiles: a refused file leaves the catalog unchanged", "[tiles]") {
  carc::Catalog c = baseCatalog();
  const size_t before = c.tiles.size();
  std::string good =
      std::string(R"({"id": "Y1", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )") + kAll8 + "}]}";
  std::string bad =
      std::string(R"({"id": "Y2", "count": 1, "edges": "FQFF", "segments": [{"kind": "field", "at": )") + kAll8 + "}]}";
  REQUIRE_THROWS_WITH(c.loadTiles(tileFile(good + "," + bad), "half.json", "base"), Contains("tile Y2"));
  CHECK(c.setIndex("broken") < 0);
  CHECK(c.tiles.size() == before);  // engine: before + 1 (Y1 stays)
  CHECK(c.tileId("Y1") < 0);
  // Fixing the file and loading it again must work.
  CHECK_NOTHROW(c.loadTiles(tileFile(good), "half.json", "base"));
}
