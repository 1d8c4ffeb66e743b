// Seats with bots for every typed game (platform::readSeats, engine/platform/typed_input.hpp): a
// setup's "bot" per player is kept exactly as given, so a saved game resumes with its bots; a
// hostile value is refused by field. Driven with the fixture game "dice" and its WASM boundary.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "game_boundary.hpp"
#include "platform_test_support.hpp"
#include "typed_session.hpp"

using nlohmann::json;

namespace {

using platform_test::dice;
using platform_test::errorOf;
using platform_test::fingerprint;
using platform_test::readFile;

// Four seats: a random bot, a person, a level, and one marked "not a bot" in so many words.
const json kSeated = json::parse(R"({"players": [{"name": "Ann", "bot": true}, {"name": "Bob"},
  {"name": "Cy", "bot": "greedy"}, {"name": "Di", "bot": false}], "seed": 11})");

std::unique_ptr<platform::GameSession> played(const json& setup, int answers) {
  auto g = dice().create(setup.dump());
  for (int k = 0; k < answers && !g->finished(); ++k) g->apply(g->botOptionText("random", uint64_t(k), "{}"));
  return g;
}

// The value of an "ok" reply of the boundary, or a failed check.
std::string valueOf(const std::string& reply) {
  const std::string ok = "{\"ok\":true,\"value\":";
  INFO(reply);
  REQUIRE(reply.rfind(ok, 0) == 0);
  return reply.substr(ok.size(), reply.size() - ok.size() - 1);
}

}  // namespace

TEST_CASE("platform seats: readSeats keeps names and bots as given, seatsJson writes them back", "[platform][seats]") {
  const std::vector<platform::Seat> seats = platform::readSeats(kSeated, 2, 4);
  REQUIRE(seats.size() == 4);
  CHECK(seats[0].bot == true);
  CHECK(seats[1].bot.is_null());
  CHECK(seats[2].bot == "greedy");
  CHECK(seats[3].bot == false);
  CHECK(platform::seatsJson(seats) == kSeated["players"]);
  CHECK(platform::readPlayers(kSeated, 2, 4) == std::vector<std::string>{"Ann", "Bob", "Cy", "Di"});
  // The longest level, and levels with digits, dots and dashes, are accepted.
  for (const std::string& level : std::vector<std::string>{"mcts-2", "mcts-0.5", std::string(24, 'z')}) {
    json setup = kSeated;
    setup["players"][1]["bot"] = level;
    CHECK(platform::readSeats(setup, 2, 4)[1].bot == level);
  }
}

TEST_CASE("platform seats: bots round-trip through save, load and loadAt, and the state shows them",
          "[platform][seats]") {
  auto g = played(kSeated, 9);
  const std::string save = g->saveText();
  CHECK(json::parse(save)["setup"] == kSeated);  // exactly the JSON given, false included
  auto loaded = dice().load(save);
  CHECK(loaded->saveText() == save);
  CHECK(fingerprint(*loaded) == fingerprint(*g));
  CHECK(g->clone()->saveText() == save);  // a copy shares the seats and writes them the same
  const json players = json::parse(g->stateText())["players"];
  CHECK(players == kSeated["players"]);
  CHECK_FALSE(players[1].contains("bot"));
  for (int ply = 0; ply <= int(json::parse(save)["moves"].size()); ++ply)
    CHECK(json::parse(dice().loadAt(save, ply)->stateText())["players"] == kSeated["players"]);
}

TEST_CASE("platform seats: a game without bots saves the bytes it saved before there were bots", "[platform][seats]") {
  auto g = dice().create(R"({"players": [{"name": "A"}, {"name": "B"}], "seed": 0})");
  CHECK(g->saveText() ==
        R"({"game":"dice","moves":[],"setup":{"players":[{"name":"A"},{"name":"B"}],"seed":0},"version":1})");
  CHECK(json::parse(g->stateText())["players"] == json::parse(R"([{"name": "A"}, {"name": "B"}])"));
  // The page's example record, written before there were bots, saves back to itself.
  const std::string example = readFile(std::string(CARC_SOURCE_DIR) + "/tests/games/dice/web/example.json");
  REQUIRE_FALSE(example.empty());
  CHECK(dice().load(example)->saveText() == json::parse(example).dump());
}

TEST_CASE("platform seats: a bot that is no boolean or plain level is refused by field, and nothing changes",
          "[platform][seats]") {
  const std::string expected =
      "setup.players[1].bot: expected true, false or a bot level of 1 to 24 characters a-z, 0-9, '.', '-' (such "
      "as \"greedy\" or \"mcts-2\"), got ";
  const std::vector<std::pair<json, std::string>> refused = {
      {3, "number"},
      {"", "\"\""},
      {std::string(25, 'a'), "\"" + std::string(25, 'a') + "\""},
      {"<b>", "\"<b>\""},
      {json{{"level", "greedy"}}, "object"},
      {nullptr, "null"},
      {"Greedy", "\"Greedy\""},
      {"mcts 2", "\"mcts 2\""},
  };
  platform::wasm::GameBoundary boundary;
  valueOf(boundary.create("dice", kSeated.dump()));
  valueOf(boundary.apply(json::parse(valueOf(boundary.options()))[0].dump()));
  const std::string state = valueOf(boundary.state()), save = valueOf(boundary.save());
  for (const auto& [bot, got] : refused) {
    INFO(bot.dump());
    json setup = kSeated;
    setup["players"][1]["bot"] = bot;
    CHECK(errorOf([&] { platform::readSeats(setup, 2, 4); }) == expected + got);
    CHECK(errorOf([&] { dice().create(setup.dump()); }) == expected + got);
    json record = json::parse(save);
    record["setup"] = setup;
    CHECK(errorOf([&] { dice().load(record.dump()); }) == expected + got);
    // Through the boundary a page calls: refused in the same words, its session as it was.
    CHECK(json::parse(boundary.create("dice", setup.dump()))["error"] == expected + got);
    CHECK(json::parse(boundary.load(record.dump()))["error"] == expected + got);
    CHECK(valueOf(boundary.state()) == state);
    CHECK(valueOf(boundary.save()) == save);
  }
  // A field other than "name" and "bot" is still refused.
  json colored = kSeated;
  colored["players"][0]["color"] = "#ff0000";
  CHECK(errorOf([&] { dice().create(colored.dump()); }) ==
        "setup.players[0]: unknown field \"color\" (expected name, bot)");
}
