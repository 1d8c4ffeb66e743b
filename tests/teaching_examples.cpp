// The rules-wiki examples of web/examples/*.json (the demo page web/examples.html shows the same
// files): each is an engine test whose expected scores were counted by hand from the base rules
// (shared/rules/REFERENCE.md A.3). Alice is player 0, Bob player 1; the start tile D stands at
// (0,0) with its city to the north and its road running east-west.
#include <catch2/catch.hpp>

#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

json example(const std::string& name) {
  return json::parse(readFile(std::string(CARC_SOURCE_DIR) + "/web/examples/" + name + ".json"));
}

std::vector<int> scoresOf(const Game& g) {
  std::vector<int> s;
  for (int p = 0; p < g.players(); ++p) s.push_back(g.score(p));
  return s;
}

// The score events of a game as (players, points, feature, complete).
std::vector<std::tuple<std::vector<int>, int, std::string, bool>> scoreEvents(const Game& g) {
  std::vector<std::tuple<std::vector<int>, int, std::string, bool>> out;
  for (const json& e : carc::eventsJson(g))
    if (e["type"] == "score")
      out.emplace_back(e["players"].get<std::vector<int>>(), e["points"].get<int>(), e["feature"].get<std::string>(),
                       e["complete"].get<bool>());
  return out;
}

using Ev = std::tuple<std::vector<int>, int, std::string, bool>;

}  // namespace

TEST_CASE("wiki example road: a road closed by two monasteries", "[examples]") {
  Game g = load(example("road"));
  // Alice's meeple on the curve at (1,0); the road runs (1,1) monastery A - (1,0) - D (0,0) -
  // (-1,0) - (-1,1) monastery A: both ends close on a monastery, 5 tiles x 1 = 5 for Alice.
  CHECK(scoresOf(g) == std::vector<int>{5, 0});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{0}, 5, "road", true}});
}

TEST_CASE("wiki example city-pennants: a walled city with two pennants", "[examples]") {
  Game g = load(example("city-pennants"));
  // D (0,0) + M (0,-1) pennant + M (1,-1) pennant + E (1,-2) close the city: 4 tiles x 2 = 8 plus
  // 2 pennants x 2 = 4: 12 for Alice.
  CHECK(scoresOf(g) == std::vector<int>{12, 0});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{0}, 12, "city", true}});
}

TEST_CASE("wiki example monastery: 9 once all eight neighbours are down", "[examples]") {
  Game g = load(example("monastery"));
  // The monastery at (0,1) and its 8 neighbours: 9 points for Alice, scored on Bob's last tile.
  CHECK(scoresOf(g) == std::vector<int>{9, 0});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{0}, 9, "monastery", true}});
  // One move earlier (7 neighbours) nothing has scored yet.
  CHECK(scoresOf(carc::loadRecordAt(cat(), example("monastery"), 7)) == std::vector<int>{0, 0});
}

TEST_CASE("wiki example farms: a farmer counts the completed cities its field touches", "[examples]") {
  Game g = load(example("farms"));
  // Bob's city H-north + E (-1,-2) completes: 2 tiles x 2 = 4 for Bob (during play).
  // At the end Alice's farmer field (E at (0,-1) and H's field) touches two completed cities
  // (D+E and H+E; H's southern city is open and does not count): 2 x 3 = 6 for Alice.
  CHECK(scoresOf(g) == std::vector<int>{6, 4});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{1}, 4, "city", true}, {{0}, 6, "field", false}});
}

TEST_CASE("wiki example shared-city: a tie pays both players in full", "[examples]") {
  Game g = load(example("shared-city"));
  // D + N (0,-1) (Alice's meeple) + N (-1,-1) + J (-1,0) (Bob's meeple): 4 tiles, no pennant,
  // 4 x 2 = 8; one meeple each is a tie, so both get 8.
  CHECK(scoresOf(g) == std::vector<int>{8, 8});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{0, 1}, 8, "city", true}});
}

TEST_CASE("wiki example majority: two meeples take over a city", "[examples]") {
  Game g = load(example("majority"));
  // D + N (0,-1) (Alice) + J (-1,0) (Bob) + J (-2,-1) (Bob) + R (-1,-1): 5 tiles x 2 = 10, no
  // pennant; Bob has 2 meeples in it against Alice's 1, so only Bob scores.
  CHECK(scoresOf(g) == std::vector<int>{0, 10});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{1}, 10, "city", true}});
}

TEST_CASE("wiki example claim-completed: a meeple on a city its tile just closed", "[examples]") {
  Game g = load(example("claim-completed"));
  // Alice's E (1,-1) closes the empty city D + M (pennant) + E and takes it with the same turn's
  // meeple: 3 tiles x 2 + 1 pennant x 2 = 8; the meeple is back in her supply at once.
  CHECK(scoresOf(g) == std::vector<int>{8, 0});
  CHECK(scoreEvents(g) == std::vector<Ev>{{{0}, 8, "city", true}});
  CHECK(g.supply(0, 0) == 7);
  CHECK(g.supply(1, 0) == 6);  // Bob's road meeple stays on the open road
}

TEST_CASE("wiki example end-scoring: unfinished features at the end of the game", "[examples]") {
  Game g = load(example("end-scoring"));
  // Final scoring of unfinished features:
  //   Alice's monastery (0,1): 1 + 3 neighbours (V, D, U) = 4;
  //   Bob's city D + M (pennant): 2 tiles x 1 + 1 pennant x 1 = 3;
  //   Alice's road U (1,0) - D - V (-1,0): 3 tiles x 1 = 3.
  // Alice 4 + 3 = 7, Bob 3.
  CHECK(scoresOf(g) == std::vector<int>{7, 3});
  CHECK(scoreEvents(g) ==
        std::vector<Ev>{{{0}, 4, "monastery", false}, {{1}, 3, "city", false}, {{0}, 3, "road", false}});
  // Before the end nothing has scored.
  CHECK(scoresOf(carc::loadRecordAt(cat(), example("end-scoring"), 4)) == std::vector<int>{0, 0});
}

TEST_CASE("wiki example tiny-city: 2-tile cities score 2 under rules.tinyCity 2", "[examples]") {
  json rec = example("tiny-city");
  // Two 2-tile cities (D + E for Alice, J + E for Bob): with tinyCity 2 each scores 1 per tile = 2.
  CHECK(scoresOf(load(rec)) == std::vector<int>{2, 2});
  // The same moves with the default rule (tinyCity 4): 2 tiles x 2 = 4 each.
  rec["setup"]["rules"]["tinyCity"] = 4;
  CHECK(scoresOf(load(rec)) == std::vector<int>{4, 4});
}

TEST_CASE("loadRecordAt: the position after N moves, without the record's end", "[examples][record]") {
  json rec = example("end-scoring");
  Game at0 = carc::loadRecordAt(cat(), rec, 0);
  CHECK(at0.tiles().size() == 1);  // the start tile only
  Game at2 = carc::loadRecordAt(cat(), rec, 2);
  CHECK(at2.tiles().size() == 3);
  CHECK(at2.figures().size() == 2);
  CHECK_FALSE(at2.over());
  Game at4 = carc::loadRecordAt(cat(), rec, 4);
  CHECK_FALSE(at4.over());  // "end" belongs to the whole record only
  CHECK(load(rec).over());
  // Stepping one more move from ply 2 gives the same game as loading ply 3.
  carc::Session s = carc::Session::loadAt(rec, 2);
  s.applyMove(rec["moves"][2]);
  CHECK(s.game() == carc::loadRecordAt(cat(), rec, 3));
  CHECK_THROWS_WITH(carc::loadRecordAt(cat(), rec, 5), "ply: expected 0 to 4 (the record has 4 moves), got 5");
  CHECK_THROWS_WITH(carc::loadRecordAt(cat(), rec, -1), "ply: expected 0 or more, got -1");
  // Only the moves up to the ply are replayed: a viewer can show the good part of a record that
  // breaks later, and asking past the break names the bad move.
  rec["moves"][3]["x"] = 5;
  CHECK_NOTHROW(carc::loadRecordAt(cat(), rec, 3));
  CHECK_THROWS_WITH(carc::loadRecordAt(cat(), rec, 4), Catch::Contains("move 3:"));
}

TEST_CASE("score events name one segment of the feature they scored", "[examples][record]") {
  carc::Session s = carc::Session::load(example("majority"));
  int seen = 0;
  for (const json& e : s.events(0)) {
    if (e["type"] != "score") continue;
    ++seen;
    json f = s.feature(e["x"], e["y"], e["segment"]);
    CHECK(f["kind"] == "city");
    CHECK(f["complete"] == true);
    CHECK(f["parts"].size() == 5);  // the 5 tiles counted above, one city segment each
  }
  CHECK(seen == 1);
}

TEST_CASE("every wiki example explains its rule in captions that load and save back", "[examples][notes]") {
  for (const char* name : {"road", "city-pennants", "monastery", "farms", "shared-city", "majority", "claim-completed",
                           "end-scoring", "tiny-city"}) {
    INFO(name);
    json rec = example(name);
    Game g = load(rec);
    // a caption on every move, plain text within the limit (the loader checked it)
    CHECK(g.annotations().size() == rec["moves"].size());
    for (const carc::Annotation& a : g.annotations()) CHECK_FALSE(a.note.empty());
    json saved = carc::saveRecord(g);
    for (size_t i = 0; i < rec["moves"].size(); ++i) {
      CHECK(saved["moves"][i]["note"] == rec["moves"][i]["note"]);
      CHECK(saved["moves"][i].value("marks", json()) == rec["moves"][i].value("marks", json()));
    }
    CHECK(carc::loadRecord(cat(), saved) == g);
  }
}
