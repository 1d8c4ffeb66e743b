// Input from strangers at and beyond the limits (engine/carcassonne/input_limits.hpp): huge and deeply nested
// JSON, huge strings, numbers out of range, absurd coordinates, thousands of moves, duplicate and
// unknown fields. Each is refused with a message naming the field and the limit, or handled.
#include "input_limits.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

json base2(const std::string& moves = "[]") { return record(2, moves); }

// A refusal message is short and valid UTF-8 (the WASM module sends it to JS as JSON).
bool sendable(const std::string& message) {
  try {
    (void)json(message).dump();
  } catch (const json::exception&) {
    return false;
  }
  return !message.empty() && message.size() < 300;
}

}  // namespace

TEST_CASE("limits: a record larger than 4 MiB is refused before it is parsed", "[limits]") {
  json r = base2();
  r["result"] = std::string(carc::kMaxRecordBytes, 'x');
  std::string e = textLoadError(r.dump());
  CHECK_THAT(e, Contains("record: " + std::to_string(r.dump().size()) + " bytes, larger than the limit of 4194304"));
  // Just under the limit, the same record loads ("result" is free-form).
  r["result"] = std::string(carc::kMaxRecordBytes - 200, 'x');
  CHECK(textLoadError(r.dump()) == "(accepted)");
}

TEST_CASE("limits: deep nesting is refused at 32 levels, not by the stack", "[limits]") {
  // A million brackets: parsing is iterative, and the depth check stops it early.
  std::string deep = std::string(1000000, '[') + std::string(1000000, ']');
  CHECK_THAT(textLoadError(deep), Contains("record: nested deeper than 32 levels"));
  // Inside a field, 20 levels are within the limit: the option is refused with the value quoted short.
  json r = base2();
  json v = 1;
  for (int i = 0; i < 20; ++i) v = json::array({v});
  r["setup"]["rules"]["farmers"] = v;
  std::string e = textLoadError(r.dump());
  CHECK_THAT(e, Contains("setup.rules.farmers: expected true or false, got [[[[[[["));
  CHECK(sendable(e));
  // 40 levels in "result" are refused by the parser's limit.
  for (int i = 0; i < 20; ++i) v = json::array({v});
  r = base2();
  r["result"] = v;
  CHECK_THAT(textLoadError(r.dump()), Contains("nested deeper than 32 levels"));
}

TEST_CASE("limits: more than 200000 JSON values are refused", "[limits]") {
  json r = base2();
  r["result"] = json(std::vector<int>(250000, 0));  // 500 KB of text, far under the byte limit
  CHECK_THAT(textLoadError(r.dump()), Contains("record: more than 200000 JSON values"));
}

TEST_CASE("limits: huge strings are cut or quoted short", "[limits]") {
  json r = base2();
  std::string e100k;
  for (int i = 0; i < 50000; ++i) e100k += "\xC3\xA9";  // é, two bytes each
  r["setup"]["players"][0]["name"] = e100k;
  Game g = load(r);
  // Cut at 64 bytes without splitting a character: 32 é.
  CHECK(g.setup().players[0].name.size() == 64);
  CHECK(g.setup().players[0].name.substr(0, 2) == "\xC3\xA9");
  // A 100 KB colour is no "#rrggbb": refused, quoted short.
  r["setup"]["players"][1]["color"] = std::string(100000, 'c');
  CHECK_THAT(textLoadError(r.dump()),
             Contains("setup.players[1].color: expected a colour \"#rrggbb\", got \"cccccccc"));
  CHECK(sendable(textLoadError(r.dump())));
  (void)carc::saveRecord(g).dump();  // valid UTF-8, or dump would throw
  // A 100 KB tile id: the message quotes 40 characters of it.
  json m = base2();
  m["moves"] = json::array({{{"tile", e100k}, {"x", 0}, {"y", 1}, {"rot", 0}}});
  std::string e = textLoadError(m.dump());
  CHECK_THAT(e, Contains("move 0.tile: unknown tile '" + e100k.substr(0, 40) + "...'"));
  CHECK(sendable(e));
  // A 100 KB unknown field name.
  json u = base2();
  u["setup"][std::string(100000, 'k')] = 1;
  e = textLoadError(u.dump());
  CHECK_THAT(e, Contains("setup: unknown field 'kkkkkkkk"));
  CHECK(sendable(e));
}

TEST_CASE("limits: numbers beyond int64 or out of range are refused, never wrapped", "[limits]") {
  // 2^64 - 1 would wrap to -1, a legal coordinate, if read as int64.
  json r = base2();
  r["moves"] = json::parse(R"([{"tile": "U", "x": 18446744073709551615, "y": 1, "rot": 0}])");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.x: expected -30000 to 30000, got 18446744073709551615"));
  r["moves"][0]["x"] = 0, r["moves"][0]["rot"] = json::parse("18446744073709551615");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.rot: expected 0 to 3, got 18446744073709551615"));
  r["moves"][0]["rot"] = 0, r["moves"][0]["player"] = json::parse("18446744073709551616");  // a double
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.player: expected a player index"));
  r["moves"][0]["player"] = json::parse("18446744073709551615");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.player: expected 0 to 1, got 18446744073709551615"));
  r["setup"]["deck"] = "sets";  // a counted deck: the move must name the player to move
  CHECK_THAT(textLoadError(r.dump()), Contains("but the move names player 18446744073709551615"));
  json m = base2();
  m["setup"]["rules"]["meeples"] = json::parse("18446744073709551615");
  CHECK_THAT(textLoadError(m.dump()), Contains("setup.rules.meeples: expected 1 to 20, got 18446744073709551615"));
  m["setup"]["rules"]["meeples"] = json::parse("-9223372036854775808");
  CHECK_THAT(textLoadError(m.dump()), Contains("setup.rules.meeples: expected 1 to 20, got -9223372036854775808"));
  // Numbers beyond a double are malformed JSON.
  CHECK_THAT(textLoadError(R"({"format": "carcassonne-record", "version": 1e400})"),
             Contains("record: malformed JSON") && Contains("number overflow"));
  // A seed takes the whole unsigned 64-bit range.
  json s = base2();
  s["setup"]["seed"] = json::parse("18446744073709551615");
  CHECK(load(s).setup().seed == 18446744073709551615ull);
}

TEST_CASE("limits: coordinates beyond the board's limit", "[limits]") {
  json r = base2();
  r["moves"] = json::parse(R"([{"tile": "U", "x": 30001, "y": 0, "rot": 0}])");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.x: expected -30000 to 30000, got 30001"));
  // The start tile lies within ±15000, so a whole game stays inside ±30000 and saves.
  json s = base2();
  s["setup"]["start"] = {{"x", 15001}, {"y", 0}};
  CHECK_THAT(textLoadError(s.dump()), Contains("setup.start.x: expected -15000 to 15000, got 15001"));
  s["setup"]["start"] = {{"x", 15000}, {"y", -15000}};
  s["setup"]["deck"] = "sets";
  Game g = load(s);
  carc::playRandom(g, 7);
  int maxX = 0;
  for (const auto& t : g.tiles()) maxX = std::max(maxX, t.at.x);
  CHECK(maxX > 15000);
  Game again = load(carc::saveRecord(g));
  CHECK(again == g);
}

TEST_CASE("limits: thousands of moves are refused before any is replayed", "[limits]") {
  // The base game has 71 tiles to place after the start tile: a record can hold at most 71 moves.
  json r = base2();
  r["setup"]["deck"] = "sets";
  r["moves"] = json::array();
  for (int i = 0; i < 5000; ++i) r["moves"].push_back({{"tile", "U"}, {"x", 0}, {"y", 1}, {"rot", 0}});
  CHECK_THAT(textLoadError(r.dump()), Contains("moves: 5000 moves, but the sets in play hold only 71 tiles to place"));
  for (int i = 5000; i < 10001; ++i) r["moves"].push_back(json::object());
  CHECK_THAT(textLoadError(r.dump()), Contains("moves: at most 10000 moves"));
  // 72 moves: the count passes, the moves themselves are checked.
  r["moves"] = json::array();
  for (int i = 0; i < 72; ++i) r["moves"].push_back({{"tile", "U"}, {"x", 0}, {"y", 1}, {"rot", 0}});
  CHECK_THAT(textLoadError(r.dump()), Contains("moves: 72 moves, but the sets in play hold only 71 tiles to place"));
}

TEST_CASE("limits: duplicate fields are refused, unknown fields named", "[limits]") {
  CHECK_THAT(textLoadError(R"({"format": "carcassonne-record", "format": "carcassonne-record", "version": 1})"),
             Contains("record: duplicate field 'format'"));
  std::string dupMove =
      R"({"format": "carcassonne-record", "version": 1, "setup": {"players": [{}, {}], "deck": "free"},
          "moves": [{"tile": "U", "x": 0, "x": 5, "y": 1, "rot": 0}]})";
  CHECK_THAT(textLoadError(dupMove), Contains("record: duplicate field 'x'"));
  // The same key in sibling objects is no duplicate.
  CHECK(
      textLoadError(
          R"({"format": "carcassonne-record", "version": 1, "setup": {"players": [{"name": "A"}, {"name": "B"}]}})") ==
      "(accepted)");
  json r = base2(R"([{"tile": "U", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "E", "colour": "red"}}])");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0.meeple: unknown field 'colour'"));
  r = base2(R"([{"tile": "U", "x": 0, "y": 1, "rot": 0, "score": 3}])");
  CHECK_THAT(textLoadError(r.dump()), Contains("move 0: unknown field 'score'"));
  r = base2();
  r["setup"]["players"][0]["age"] = 3;
  CHECK_THAT(textLoadError(r.dump()), Contains("setup.players[0]: unknown field 'age'"));
}

TEST_CASE("limits: bytes that are not UTF-8 are refused with a message that is", "[limits]") {
  std::string text = R"({"format": "carcassonne-record", "version": 1, "setup": {"players": [{"name": ")";
  text += "\xFF\xFE";
  text += R"("}, {}]}})";
  std::string e = textLoadError(text);
  CHECK_THAT(e, Contains("record: malformed JSON"));
  CHECK(sendable(e));
  CHECK(carc::validUtf8("a\xFF"
                        "b\xC3\xA9\xED\xA0\x80") == "a?b\xC3\xA9???");  // a surrogate is not UTF-8
  CHECK(carc::utf8Prefix("\xC3\xA9\xC3\xA9", 3) == "\xC3\xA9");
  CHECK(carc::quoteInput(std::string(50, 'q')) == "'" + std::string(40, 'q') + "...'");
}

TEST_CASE("limits: the session API refuses big calls and absurd arguments, the game unchanged", "[limits]") {
  carc::Session s = carc::Session::create(json::parse(R"({"players": [{}, {}], "seed": 5})"));
  const Game before = s.game();
  std::string big = R"({"type": "tile", "tile": ")" + std::string(70000, 'U') + R"(", "x": 0, "y": 1, "rot": 0})";
  REQUIRE_THROWS_WITH(carc::parseJsonLimited(big, "option", carc::kMaxCallBytes),
                      Contains("option: " + std::to_string(big.size()) + " bytes, larger than the limit of 65536"));
  REQUIRE_THROWS_WITH(s.apply(json::parse(R"({"type": "tile", "tile": "U", "x": 1e10, "y": 1, "rot": 0})")),
                      Contains("option.x: expected an integer"));
  REQUIRE_THROWS_WITH(
      s.apply(json::parse(R"({"type": "tile", "tile": "U", "x": 18446744073709551615, "y": 1, "rot": 0})")),
      Contains("option.x: expected -30000 to 30000, got 18446744073709551615"));
  REQUIRE_THROWS_WITH(s.apply(json::parse(R"({"type": "figure", "figure": "normal", "segment": 0})")),
                      Contains("option: no tile was placed this turn"));
  REQUIRE_THROWS_WITH(s.applyMove(json::parse(R"({"tile": "U", "x": -30001, "y": 0, "rot": 0})")),
                      Contains("move 0.x: expected -30000 to 30000, got -30001"));
  REQUIRE_THROWS_WITH(s.botOption(std::string(1000, 'b'), 1), Contains("botOption: unknown bot 'bbbb"));
  // Bytes that are not UTF-8 (from a native caller) are replaced in the message (fuzz regression
  // tests/fuzz/regressions/session/invalid_utf8_in_message.bin).
  try {
    s.botOption("\x99\xFFx", 1);
    FAIL("an unknown bot was accepted");
  } catch (const carc::Error& e) {
    CHECK(std::string(e.what()) == "botOption: unknown bot '??x' (known: random, greedy, mcts)");
    CHECK(sendable(e.what()));
  }
  CHECK(s.game() == before);
  s.apply(s.options()[0]);  // a tile: now the figure decision
  const Game placed = s.game();
  REQUIRE_THROWS_WITH(s.apply(json::parse(R"({"type": "figure", "figure": 7, "segment": 0})")),
                      Contains("option.figure: expected a figure name"));
  REQUIRE_THROWS_WITH(s.apply(json::parse(R"({"type": "figure", "segment": 4294967296})")),
                      Contains("option.segment: expected -30000 to 30000, got 4294967296"));
  CHECK(s.game() == placed);
}
