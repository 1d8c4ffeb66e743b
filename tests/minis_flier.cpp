// Flying Machines (MINIS.md §1): the worked examples FL-1..FL-3 as records of tests/records/, the
// arrow's direction as the tile turns, the figures that may fly, and the refusals.
#include "modules/flier.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

const carc::Flier& flier() { return dynamic_cast<const carc::Flier&>(*cat().modules[cat().moduleIndex("flier")]); }

int figuresAt(const Game& g, int player, int x, int y) {
  int n = 0;
  for (const auto& f : g.figures()) n += f.player == player && g.tiles()[f.tile].at == carc::Coord{x, y};
  return n;
}

}  // namespace

TEST_CASE("flier FL-1: a flown meeple joins an occupied monastery and shares its points", "[flier]") {
  // Blue's monk on the monastery at (0,2), 7 of 8 neighbours filled. Red places fl/H at (2,4)
  // (arrow NW), flies, rolls 2 -> (2-2, 4-2) = (0,2): the only non-field feature is the monastery,
  // occupied by Blue: allowed. Blue fills (1,3): Red 1 meeple vs Blue 1: tie, both 9 (1 + 8).
  json rec = recordFile("flier_monastery.json");
  Game mid = before(rec, 11);
  CHECK(figuresAt(mid, 0, 0, 2) == 1);
  CHECK(figuresAt(mid, 1, 0, 2) == 1);
  CHECK(mid.supply(0, normal()) == 6);
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{9, 9});
  // The roll is an event with the die's face.
  bool rolled = false;
  for (const json& e : carc::eventsJson(g)) rolled |= e["type"] == "module" && e.value("roll", 0) == 2;
  CHECK(rolled);
}

TEST_CASE("flier FL-2: nothing at the target: the meeple goes back to supply", "[flier]") {
  // fl/G at (0,1), arrow W, roll 3 -> (-3,1): empty. No figure placed, supply still 7, no points.
  Game g = load(recordFile("flier_crash.json"));
  CHECK(g.figures().empty());
  CHECK(g.supply(0, normal()) == 7);
  CHECK(scores(g) == std::vector<int>{0, 0});
  bool crashed = false;
  for (const json& e : carc::eventsJson(g))
    crashed |= e["type"] == "module" && e["code"] == carc::Flier::kCrash && e["roll"] == 3;
  CHECK(crashed);
  CHECK(g.pending().front().kind == carc::kDecideTile);  // the next turn: no landing decision
}

TEST_CASE("flier FL-3: a road the flier tile just completed is no landing place, the city is", "[flier]") {
  // Road A(-1,0)-D(0,0)-D(1,0)-fl/A(2,0)-A(2,1): fl/A closes it (both ends at monasteries). Red flies
  // W, rolls 1 -> (1,0): its road is complete, fields never: the only spot is Yellow's city. E at
  // (1,-1) closes that city: 2 tiles x 2 = 4, Red 1 vs Yellow 1: tie, both 4.
  json rec = recordFile("flier_completed_road.json");
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 4});
  // At the landing decision the only option is the city.
  json partial = rec;
  partial["moves"].erase(5);
  partial["moves"][4]["then"].erase(1);
  partial["moves"][4]["partial"] = true;
  Game landing = load(partial);
  REQUIRE(landing.legalActions().size() == 1);
  CHECK(landing.legalActions()[0].figure == normal());
  // The road and the field are refused with the rule, the game unchanged.
  json bad = rec["moves"][4];
  bad["then"][1]["figure"]["at"] = "W";
  refused(rec, 4, bad, Contains("move 4.then[1]") && Contains("road at E is already complete"));
  bad["then"][1]["figure"]["at"] = "SSE";
  refused(rec, 4, bad, Contains("lands only on an unfinished road, city or monastery, not on the field"));
  bad["then"][1]["figure"] = {{"kind", "normal"}, {"x", 0}, {"y", 0}, {"at", "N"}};
  refused(rec, 4, bad, Contains("the meeple flew to (1,0)"));
  bad = rec["moves"][4];
  bad["then"][0]["chance"] = 4;
  refused(rec, 4, bad, Contains("roll the flier's die (1, 2 or 3)"));
  bad = rec["moves"][4];
  bad["action"]["code"] = 3;  // no abbot in this game
  refused(rec, 4, bad, Contains("abbot"));
  // Only a flier tile just placed lets a meeple fly.
  bad = rec["moves"][3];
  bad["action"] = {{"module", "flier"}, {"code", 1}};
  refused(rec, 3, bad, Contains("only a meeple on a flying machine tile just placed can fly"));
}

TEST_CASE("flier: the arrow turns with the tile, and every rotation is a placement of its own", "[flier]") {
  // fl/G points W; a quarter turn clockwise points N. fl/H points NW; turned: NE, SE, SW.
  for (const char* id : {"fl/B", "fl/G", "fl/H"}) {
    INFO(id);
    CHECK(cat().tiles[cat().tileId(id)].distinctRots.size() == 4);
  }
  json rec = record(2, "[]");
  rec["setup"]["sets"] = {"base", "flier"};
  const char* moves[] = {
      R"({"tile": "fl/G", "x": 0, "y": 1, "rot": 1})", R"({"tile": "fl/H", "x": 0, "y": 1, "rot": 1})",
      R"({"tile": "fl/H", "x": 0, "y": 1, "rot": 2})", R"({"tile": "fl/H", "x": 0, "y": 1, "rot": 3})"};
  int expected[] = {0, 1, 3, 5};  // N, NE, SE, SW (NW = 7 turned by 2 per quarter turn)
  for (int i = 0; i < 4; ++i) {
    json r = rec;
    r["moves"] = json::array({json::parse(moves[i])});
    r["moves"][0]["partial"] = true;
    Game g = load(r);
    CHECK(flier().arrowOf(g, g.lastTile()) == expected[i]);
  }
}

TEST_CASE("flier: the big meeple and the abbot fly, the abbot lands only on a monastery or garden", "[flier]") {
  // FL-3's position with Inns & Cathedrals: the big meeple flies W 1 and lands in Yellow's city,
  // where it outweighs Yellow's knight (2 against 1): the city pays only Red.
  json rec = recordFile("flier_completed_road.json");
  rec["setup"]["sets"] = {"base", "ic", "flier"};
  rec["moves"][4]["action"]["code"] = 2;
  rec["moves"][4]["then"][1]["figure"]["kind"] = "big";
  Game g = load(rec);
  CHECK(scores(g) == std::vector<int>{4, 0});
  // With the Abbot: the abbot flies, and (1,0) has no monastery or garden: back to supply.
  json ab = recordFile("flier_completed_road.json");
  ab["setup"]["sets"] = {"base", "abbot", "flier"};
  ab["moves"][4]["action"]["code"] = 3;
  ab["moves"][4]["then"].erase(1);
  ab["moves"].erase(5);
  Game a = load(ab);
  CHECK(a.supply(0, cat().figureId("abbot")) == 1);
  CHECK(figuresAt(a, 0, 1, 0) == 0);
  // FL-1's monastery takes a flying abbot.
  json m = recordFile("flier_monastery.json");
  m["setup"]["sets"] = {"base", "abbot", "flier"};
  m["moves"][10]["action"]["code"] = 3;
  m["moves"][10]["then"][1]["figure"]["kind"] = "abbot";
  Game ma = load(m);
  CHECK(scores(ma) == std::vector<int>{9, 9});
  // Builder and pig never fly: with Traders & Builders the figure step offers one flight (a normal
  // meeple); with Inns & Cathedrals two (normal, big).
  for (auto [set, flights] : {std::pair{"tb", 1}, std::pair{"ic", 2}}) {
    json c = recordFile("flier_crash.json");
    c["setup"]["sets"] = {"base", set, "flier"};
    c["moves"][0].erase("action");
    c["moves"][0].erase("then");
    c["moves"][0]["partial"] = true;
    Game fig = load(c);
    int n = 0;
    for (const auto& a : fig.legalActions()) n += a.type == carc::ActionType::Module;
    CHECK(n == flights);
  }
}

TEST_CASE("flier: records replay identically and a roll the record omits comes from the seed", "[flier][records]") {
  for (const char* name : {"flier_monastery.json", "flier_crash.json", "flier_completed_road.json"}) {
    INFO(name);
    Game g = load(recordFile(name));
    json saved = carc::saveRecord(g);
    CHECK(stateDifference(load(saved), g) == "");
    CHECK(carc::saveRecord(load(saved)) == saved);
  }
  json rec = recordFile("flier_crash.json");
  rec["moves"][0]["then"].clear();
  Game a = load(rec), b = load(rec);
  CHECK(a == b);
  json saved = carc::saveRecord(a);
  CHECK(saved["moves"][0]["then"][0].contains("chance"));
}
