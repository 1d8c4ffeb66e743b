// The modules' parts of the page's state, written through JsonOut (issue 22): their own keys, their
// fields of each player's object, and the lists they share ("track", "owners", "notes"), which
// hold every sharing module's entries in catalog order and are absent when no module shares them.
#include <algorithm>

#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

json stateOf(const std::vector<std::string>& sets, int players) {
  return carc::Session::load(recordWith(sets, players, "[]")).state();
}

}  // namespace

TEST_CASE("module state: no shared list without a module that shares it", "[state][modules]") {
  json st = stateOf({"base"}, 2);
  CHECK(!st.contains("track"));
  CHECK(!st.contains("owners"));
  CHECK(!st.contains("notes"));
  CHECK(!st["players"][0].contains("goods"));
}

TEST_CASE("module state: shared lists hold each module's entries in catalog order", "[state][modules]") {
  json st = stateOf({"base", "messages", "wonders"}, 3);
  REQUIRE(st["track"].is_array());
  std::vector<std::string> modules;
  for (const json& t : st["track"]) modules.push_back(t["module"].get<std::string>());
  // Messages comes before wonders in the catalog: both score figures of every player, then the pairs.
  REQUIRE(modules.size() > 3);
  CHECK(std::is_sorted(modules.begin(), modules.end(),
                       [](const std::string& a, const std::string& b) { return a == "messages" && b == "wonders"; }));
  CHECK(modules.front() == "messages");
  CHECK(std::count(modules.begin(), modules.end(), "wonders") > 0);
  REQUIRE(st["owners"].is_array());
  CHECK(st["owners"].empty());  // no wonder placed yet
  REQUIRE(st["notes"].is_array());
  REQUIRE(!st["notes"].empty());
  CHECK(st["notes"][0]["player"].is_null());
  CHECK(st["notes"][0]["text"].get<std::string>().rfind("Wonders on offer at ", 0) == 0);
  CHECK(st["wonders"]["players"].size() == 3);
  CHECK(st["messages"]["figures"].size() == 3);
}

TEST_CASE("module state: a module's fields join each player's object", "[state][modules]") {
  json st = stateOf({"base", "tb"}, 2);
  for (int p = 0; p < 2; ++p) CHECK(st["players"][p]["goods"] == json({{"wine", 0}, {"grain", 0}, {"cloth", 0}}));
  CHECK(st["players"][0]["name"] == "P0");  // the core's fields are still there
}
