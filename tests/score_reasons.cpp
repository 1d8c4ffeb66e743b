// Every score says why it paid: the fields Module::scoreJson adds to the score events (gold's
// bars and their value, whose points a robber took, the mage's bonus and the witch's halving, the
// message that paid, each wonder's counts), checked against the rules (MINIS.md, WONDERS.md) on
// the records of tests/records/. The page puts them in words (web/src/carcassonne/score-words.ts).
#include "bots/greedy_bot.hpp"
#include "record.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

std::vector<json> replayed(const std::string& name) {
  Game g = load(recordFile(name));
  return carc::eventsJson(g);
}

std::vector<json> scoresOf(const std::vector<json>& events, const std::string& category) {
  std::vector<json> out;
  for (const json& e : events)
    if (e["type"] == "score" && e["feature"] == category) out.push_back(e);
  return out;
}

// MINIS.md §4.4: points per bar by the number of bars held.
int perBar(int bars) { return bars <= 3 ? 1 : bars <= 6 ? 2 : bars <= 9 ? 3 : 4; }

}  // namespace

TEST_CASE("score reasons: gold pays its bars at their value per bar (MINIS 4.4)") {
  std::vector<json> gold = scoresOf(replayed("gold_city.json"), "gold");
  REQUIRE(gold.size() == 1);
  const json& e = gold[0];
  REQUIRE(e.contains("bars"));
  REQUIRE(e.contains("each"));
  CHECK(e["bars"].get<int>() > 0);
  CHECK(e["each"] == perBar(e["bars"]));
  CHECK(e["points"] == e["bars"].get<int>() * e["each"].get<int>());
}

TEST_CASE("score reasons: a robbery names the robbed player and half of whose points (MINIS 6.4)") {
  for (const std::string name : {"robbers_rob_017.json", "robbers_messages_017.json"}) {
    INFO(name);
    std::vector<json> events = replayed(name);
    // the score just before the robbery is the victim's, the one the robber halves (rounded up)
    const json* victims = nullptr;
    const json* robbery = nullptr;
    for (const json& x : events) {
      if (x["type"] != "score") continue;
      if (x["feature"] == "robber") {
        robbery = &x;
        break;
      }
      victims = &x;
    }
    REQUIRE(robbery != nullptr);
    REQUIRE(victims != nullptr);
    const json& e = *robbery;
    REQUIRE(e.contains("from"));
    REQUIRE(e.contains("of"));
    CHECK(e["from"] == (*victims)["players"][0]);
    CHECK(e["from"] != e["players"][0]);
    CHECK(e["of"] == (*victims)["points"]);
    CHECK(e["points"] == (e["of"].get<int>() + 1) / 2);
  }
}

TEST_CASE("score reasons: the mage adds 1 per tile, the witch halves rounding up (MINIS 5.5)") {
  // magic_roads: a road of 3 with the mage (3 + 3), then a road of 5 with the witch (5 -> 3).
  std::vector<json> roads = scoresOf(replayed("magic_roads.json"), "road");
  REQUIRE(roads.size() == 2);
  CHECK(roads[0]["before"] == 3);
  CHECK(roads[0]["mage"] == 3);
  CHECK_FALSE(roads[0].contains("witch"));
  CHECK(roads[0]["points"] == roads[0]["before"].get<int>() + roads[0]["mage"].get<int>());
  CHECK(roads[1]["before"] == 5);
  CHECK(roads[1]["witch"] == true);
  CHECK_FALSE(roads[1].contains("mage"));
  CHECK(roads[1]["points"] == (roads[1]["before"].get<int>() + 1) / 2);
  // magic_mage_city: a shared city of 8 tiles and 2 pennants (20) with the mage: 28 each.
  std::vector<json> city = scoresOf(replayed("magic_mage_city.json"), "city");
  REQUIRE(city.size() == 1);
  CHECK(city[0]["before"] == 20);
  CHECK(city[0]["mage"] == 8);
  // magic_inn: the inn's road of 4 (8) halved by the witch (4); the unfinished inn's road (0) with the mage (4).
  std::vector<json> inn = scoresOf(replayed("magic_inn.json"), "road");
  REQUIRE(inn.size() == 2);
  CHECK(inn[0]["before"] == 8);
  CHECK(inn[0]["witch"] == true);
  CHECK(inn[1]["before"] == 0);
  CHECK(inn[1]["mage"] == 4);
  // a road with neither: no magic fields
  for (const json& e : scoresOf(replayed("gold_tie.json"), "road")) {
    CHECK_FALSE(e.contains("before"));
    CHECK_FALSE(e.contains("mage"));
  }
}

TEST_CASE("score reasons: a message's score names the message and what it counted (MINIS 2.4)") {
  // robbers_messages_017: Red takes 2 points instead of message 6; messages_farmer_017: message 8.
  std::vector<json> instead = scoresOf(replayed("robbers_messages_017.json"), "message");
  REQUIRE(instead.size() == 1);
  CHECK(instead[0]["message"] == 0);
  CHECK(instead[0]["instead"] == 6);
  CHECK(instead[0]["points"] == 2);
  std::vector<json> eight = scoresOf(replayed("messages_farmer_017.json"), "message");
  REQUIRE(eight.size() == 1);
  CHECK(eight[0]["message"] == 8);
  CHECK_FALSE(eight[0].contains("count"));
  // Seeded greedy games: messages 4-6 pay 2 per pennant, knight or farmer counted; 1-3 a feature.
  int counted = 0, smallest = 0;
  for (uint64_t seed = 1; seed <= 40 && (counted < 2 || smallest < 1); ++seed) {
    json setup = {{"players", {{{"name", "Red"}}, {{"name", "Blue"}}}}, {"sets", {"base", "messages"}}, {"seed", seed}};
    Game g(cat(), carc::parseSetup(cat(), setup));
    carc::GreedyBot bot(seed);
    while (!g.over()) {
      g.apply(bot.choose(g));
      g.settleChance();
    }
    for (const json& e : scoresOf(carc::eventsJson(g), "message")) {
      INFO(e.dump());
      int n = e["message"];
      CHECK((n >= 0 && n <= 8 && n != 7));
      if (n >= 4 && n <= 6) {
        ++counted;
        CHECK(e["points"] == 2 * e["count"].get<int>());
      }
      if (n >= 1 && n <= 3) {
        ++smallest;
        CHECK(e.contains("tiles"));
      }
      if (n == 0) CHECK((e["points"] == 2 && e["instead"].get<int>() >= 1 && e["instead"].get<int>() <= 8));
    }
  }
  CHECK(counted >= 2);
  CHECK(smallest >= 1);
}

TEST_CASE("score reasons: each wonder's score names its wonder and the counts of its rule (WONDERS 6)") {
  const std::map<std::string, int> fixed = {
      {"stonehenge", 3}, {"notre-dame", 3}, {"abu-simbel", 3}, {"angkor-wat", 2}, {"great-wall", 3}};
  int seen = 0;
  for (const std::string id :
       {"abu-simbel", "alhambra", "angkor-wat", "great-wall", "notre-dame", "stonehenge", "taj-mahal", "tikal"}) {
    std::vector<json> events = replayed("wonders_" + id + "_001.json");
    for (const std::string cat :
         {"stonehenge", "notre-dame", "alhambra", "abu-simbel", "tikal", "angkor-wat", "great-wall", "taj-mahal"})
      for (const json& e : scoresOf(events, cat)) {
        INFO(id << ": " << e.dump());
        ++seen;
        CHECK(e.value("wonder", "") == cat);
        if (fixed.count(cat)) CHECK(e["points"] == fixed.at(cat));
        if (cat == "tikal") CHECK(e["points"] == 2 * e["pennants"].get<int>());
        if (cat == "alhambra") {
          CHECK(e.value("each", 0) == 5);
          REQUIRE(e.contains("farmers"));
          CHECK(e["points"] == e["farmers"].get<int>() * e.value("each", 0));
        }
        if (cat == "taj-mahal") {  // §6.10: road 2, or 5 with a meeple on a space; city and monastery 3 with 2 / 3
          REQUIRE(e.contains("spaces"));
          int spaces = e["spaces"];
          int points = e["points"];
          CHECK((points == 2 ? spaces == 0 : points == 5 ? spaces >= 1 : points == 3 && spaces >= 2));
        }
      }
  }
  CHECK(seen >= 40);
}

TEST_CASE("score reasons: the added fields leave every other field of a score event as it was") {
  // A feature's score without a module's change keeps exactly the core's fields.
  std::vector<json> roads = scoresOf(replayed("gold_tie.json"), "road");
  REQUIRE(!roads.empty());
  std::set<std::string> keys;
  for (auto it = roads[0].begin(); it != roads[0].end(); ++it) keys.insert(it.key());
  for (const std::string k : {"before", "mage", "witch", "from", "of", "each", "message", "wonder"})
    CHECK(keys.count(k) == 0);
}
