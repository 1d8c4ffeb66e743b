// The WASM boundary every game shares (wasm/game_boundary.hpp), natively: what JavaScript calls on
// a game's core, driven with the fixture game "dice". tests/wasm/game-core.test.mjs plays the same
// seeded games in WASM and compares them byte for byte with the trace the test below writes.
#include "game_boundary.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

using nlohmann::json;
using platform::wasm::GameBoundary;

namespace {

constexpr const char* kOk = "{\"ok\":true,\"value\":";

// The value of an "ok" reply as the core wrote it (byte for byte), or a failed check.
std::string valueOf(const std::string& reply) {
  INFO(reply);
  REQUIRE(reply.rfind(kOk, 0) == 0);
  return reply.substr(std::string(kOk).size(), reply.size() - std::string(kOk).size() - 1);
}
// The error of a refused call, or a failed check.
std::string errorOf(const std::string& reply) {
  json r = json::parse(reply);
  INFO(reply);
  REQUIRE(r["ok"] == false);
  return r["error"].get<std::string>();
}

std::string fingerprint(const GameBoundary& g) {
  return valueOf(g.save()) + valueOf(g.state()) + valueOf(g.options()) + valueOf(g.events(0)) + valueOf(g.canUndo());
}

std::string diceSetup(uint64_t seed) {
  json players = json::array();
  for (int p = 0; p < 2 + int(seed % 3); ++p) players.push_back({{"name", "P" + std::to_string(p + 1)}});
  return json{{"players", players}, {"seed", seed}}.dump();
}

// A seeded game played to the end by the random bot: its k-th option is botOption("random",
// seed * 1000 + k). The WASM test plays the same way.
GameBoundary playSeeded(uint64_t seed) {
  GameBoundary g;
  valueOf(g.create("dice", diceSetup(seed)));
  for (int k = 0; valueOf(g.finished()) == "false"; ++k) {
    REQUIRE(k < 1000);
    valueOf(g.apply(valueOf(g.botOption("random", double(seed * 1000 + uint64_t(k)), "{}"))));
  }
  return g;
}

}  // namespace

TEST_CASE("game boundary: a dice game is created, lists its options and applies one", "[game-boundary]") {
  CHECK(valueOf(platform::wasm::games()).find("\"dice\"") != std::string::npos);
  CHECK(json::parse(valueOf(platform::wasm::describeGame("dice")))["players"]["max"] == 4);
  GameBoundary g;
  CHECK(errorOf(g.state()).find("not created") != std::string::npos);
  valueOf(g.create("dice", diceSetup(7)));
  CHECK(valueOf(g.game()) == "\"dice\"");
  CHECK(json::parse(valueOf(g.describe()))["game"] == "dice");
  json state = json::parse(valueOf(g.state()));
  CHECK(state["decision"]["kind"] == "place");
  CHECK(state["decision"]["player"] == 0);
  json options = json::parse(valueOf(g.options()));
  REQUIRE(options.size() == 4);  // the open line's squares
  CHECK(valueOf(g.canUndo()) == "false");
  valueOf(g.apply(options[1].dump()));
  state = json::parse(valueOf(g.state()));
  CHECK(state["decision"]["player"] == 1);  // the roll was settled by the seeded stream
  CHECK(valueOf(g.eventCount()) == "2");    // the placement and the roll
  CHECK(json::parse(valueOf(g.events(1)))[0]["id"] == "roll");
  CHECK(valueOf(g.canUndo()) == "true");
  valueOf(g.undo());
  CHECK(valueOf(g.eventCount()) == "0");
  CHECK(valueOf(g.scores()) == "[0,0,0]");
}

TEST_CASE("game boundary: a seeded game plays to the end and its save replays to the same state", "[game-boundary]") {
  for (uint64_t seed : {1u, 2u, 3u, 42u}) {
    GameBoundary g = playSeeded(seed);
    CHECK(valueOf(g.options()) == "[]");
    CHECK(json::parse(valueOf(g.state()))["decision"].is_null());
    GameBoundary back;
    valueOf(back.load(valueOf(g.save())));
    CHECK(valueOf(back.state()) == valueOf(g.state()));
    CHECK(valueOf(back.events(0)) == valueOf(g.events(0)));
    CHECK(valueOf(back.save()) == valueOf(g.save()));
    // loadAt: the first move only, then on from there with the same record's second move
    const json record = json::parse(valueOf(g.save()));
    GameBoundary first;
    valueOf(first.loadAt(record.dump(), 1));
    CHECK(json::parse(valueOf(first.save()))["moves"].size() == 1);
    valueOf(first.applyMove(record["moves"][1].dump()));
    CHECK(json::parse(valueOf(first.save()))["moves"] == json{record["moves"][0], record["moves"][1]});
    GameBoundary copy(g);  // the binding's clone
    CHECK(fingerprint(copy) == fingerprint(g));
  }
}

TEST_CASE("game boundary: bad input is refused in the engine's words and changes nothing", "[game-boundary]") {
  GameBoundary g;
  valueOf(g.create("dice", diceSetup(5)));
  valueOf(g.apply(json::parse(valueOf(g.options()))[0].dump()));
  const std::string before = fingerprint(g);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // (the games this binary links: the test suite has Carcassonne and the test-only games too)
  std::string plays;
  for (const platform::GameDef* d : platform::registeredGames()) plays += (plays.empty() ? "" : ", ") + d->id;
  CHECK(errorOf(g.create("chess", diceSetup(1))) ==
        "create(game): \"chess\" is not a game this module plays (it plays " + plays + ")");
  CHECK(errorOf(g.create(std::string(100, 'x'), "{}")).find("create(game): 100 bytes") == 0);
  CHECK(errorOf(platform::wasm::describeGame("nope")).find("\"nope\" is not a game") != std::string::npos);
  CHECK(errorOf(g.create("dice", "{\"players\": [")).find("setup") == 0);
  CHECK(errorOf(g.create("dice", R"({"players": [{"name": "A"}]})")).find("setup.players") == 0);
  CHECK(errorOf(g.apply("{\"x\": 1,")).find("option") == 0);
  CHECK(errorOf(g.apply(R"({"x": 9, "y": 0})")).find("option.x") == 0);
  CHECK(errorOf(g.apply(R"({"face": 3})")).find("not roll the die") != std::string::npos);
  CHECK(errorOf(g.apply(std::string(70000, ' '))).find("option: 70000 bytes, larger than the limit of 65536") == 0);
  CHECK(errorOf(g.applyMove(R"({"player": 0, "x": 0, "y": 0})")).find("move 1") == 0);
  // no "game": a Carcassonne record, refused by its own reader where Carcassonne is linked (as in
  // this binary), by the registry where it is not (a game's own core)
  CHECK(!errorOf(g.load("{}")).empty());
  CHECK(errorOf(g.load(R"({"game": "dice", "setup": {"players": [{"name": "A"}, {"name": "B"}]}, "moves": [7]})"))
            .find("move 0") == 0);
  CHECK(errorOf(g.loadAt(valueOf(g.save()), 0.5)) == "ply: expected an integer from 0 to 100000, got 0.5");
  CHECK(errorOf(g.loadAt(valueOf(g.save()), 9)).find("loadAt") == 0);
  CHECK(errorOf(g.events(nan)) == "events(from): expected an integer from 0 to 2147483647, got nan");
  CHECK(errorOf(g.events(-1)).find("events(from)") == 0);
  CHECK(errorOf(g.botOption("random", 1e300, "{}")).find("botOption(seed): expected an integer") == 0);
  CHECK(errorOf(g.botOption("random", 9007199254740992.0, "{}")).find("botOption(seed)") == 0);
  CHECK(errorOf(g.botOption("oracle", 1, "{}")).find("unknown kind \"oracle\"") != std::string::npos);
  CHECK(errorOf(g.botOption("random", 1, "[1]")).find("bot params") == 0);
  CHECK(fingerprint(g) == before);
  // an error message quoting bad UTF-8 is still valid JSON text
  CHECK(errorOf(g.create("\xff\xfe", "{}")).find("is not a game") != std::string::npos);
}

// The native half of game-core.test.mjs: with CARC_GAME_TRACE set (a file) the seeds of
// CARC_GAME_TRACE_SEEDS ("1,2,3") are played and each game's save and final state written, one line
// each, as the core returned them; the WASM test writes the same lines and compares them.
TEST_CASE("game boundary: seeded dice games to a trace for the WASM comparison", "[game-boundary]") {
  const char* out = std::getenv("CARC_GAME_TRACE");
  const char* list = std::getenv("CARC_GAME_TRACE_SEEDS");
  std::stringstream seeds(list ? list : "11,12");
  std::string trace, item;
  while (std::getline(seeds, item, ',')) {
    GameBoundary g = playSeeded(std::stoull(item));
    trace += valueOf(g.save()) + "\n" + valueOf(g.state()) + "\n";
  }
  CHECK(!trace.empty());
  if (out) {
    std::ofstream(out, std::ios::binary) << trace;
    REQUIRE(std::ifstream(out).good());
  }
}
