// Hardening II (issue 21): every way into the engine checks its input. Records given as text
// inside a string, player colours, seeds, messages that quote control characters, records written
// for HTML hosts, figures and start tiles of sets not in play, and the version field.
#include "input_limits.hpp"
#include "platform_test_support.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

using platform_test::errorOf;  // carc::Error is platform::Error

json twoPlayers() { return record(2, "[]"); }

}  // namespace

// ---------------------------------------------------------------- item 2: a record inside a string

TEST_CASE("hardening: a record given as JSON text in a string goes through the limited parser", "[hardening]") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  for (int ply : {-1, 0}) {
    auto load = [&](const std::string& text) {
      return errorOf([&] {
        if (ply < 0)
          carc::Session::load(json(text));
        else
          carc::Session::loadAt(json(text), ply);
      });
    };
    CHECK(load(deep) == "record: nested deeper than 32 levels");
    CHECK_THAT(load(R"({"format": "carcassonne-record", "format": "x", "version": 1})"),
               Contains("record: duplicate field 'format'"));
    CHECK_THAT(load(std::string(carc::kMaxRecordBytes + 1, ' ')),
               Contains("record: 4194305 bytes, larger than the limit of 4194304"));
    CHECK_THAT(load("{\"format\": "), Contains("record: malformed JSON"));
  }
  // A good record as text in a string loads at a ply as it does as an object.
  json r = record(2, R"([{"tile": "V", "x": 1, "y": 0, "rot": 0}, {"tile": "V", "x": -1, "y": 0, "rot": 3}])");
  CHECK(carc::Session::loadAt(json(r.dump()), 1).game() == carc::Session::loadAt(r, 1).game());
}

// ---------------------------------------------------------------- item 4: colours

TEST_CASE("hardening: a player colour is #rrggbb or refused", "[hardening]") {
  for (const char* good : {"#1f6fd0", "#ABCDEF", "#000000"}) {
    json r = twoPlayers();
    r["setup"]["players"][0]["color"] = good;
    CHECK(load(r).setup().players[0].color == good);
  }
  const std::vector<std::pair<json, std::string>> bad = {
      {"url(https://example.org/x.png)", "got \"url(https://example.org/x.png)\""},
      {"red", "got \"red\""},
      {"#fff", "got \"#fff\""},
      {"#12345g", "got \"#12345g\""},
      {"#1234567", "got \"#1234567\""},
      {" #123456", "got \" #123456\""},
      {"var(--x)", "got \"var(--x)\""},
      {"#123456;background:url(x)", "got \"#123456;background:url(x)\""},
      {7, "got 7"},
  };
  for (const auto& [value, got] : bad) {
    json r = twoPlayers();
    r["setup"]["players"][1]["color"] = value;
    CHECK(loadError(r) == "setup.players[1].color: expected a colour \"#rrggbb\", " + got);
    CHECK_THROWS_WITH(carc::Session::create(r["setup"]),
                      "setup.players[1].color: expected a colour \"#rrggbb\", " + got);
  }
}

// ---------------------------------------------------------------- item 5: seeds

TEST_CASE("hardening: a new game's seed lies in 0..2^53-1, old records keep any 64-bit seed", "[hardening]") {
  json setup = twoPlayers()["setup"];
  setup["seed"] = 9007199254740991ull;  // 2^53 - 1: the largest
  carc::Session s = carc::Session::create(setup);
  CHECK(s.save()["setup"]["seed"] == 9007199254740991ull);
  const std::string range =
      "setup.seed: expected 0 to 9007199254740991 (2^53 - 1, the largest integer JavaScript "
      "holds exactly), got ";
  for (const char* seed : {"-1", "9007199254740992", "18446744073709551615", "-9223372036854775808"}) {
    setup["seed"] = json::parse(seed);
    CHECK(errorOf([&] { carc::Session::create(setup); }) == range + seed);
  }
  setup["seed"] = 1.5;
  CHECK(errorOf([&] { carc::Session::create(setup); }) == "setup.seed: expected an integer, got number");
  // A record written before the limit (a seed of -1 was saved as 2^64 - 1) still loads and replays
  // natively, and saves with its seed unchanged.
  json old = record(2, "[]");
  old["setup"]["deck"] = "sets";
  old["setup"]["seed"] = json::parse("18446744073709551615");
  Game g = load(old);
  carc::playRandom(g, 3);
  json saved = carc::saveRecord(g);
  CHECK(saved["setup"]["seed"].dump() == "18446744073709551615");
  CHECK(load(saved) == g);
  old["setup"]["seed"] = -1;  // the same seed, written signed
  CHECK(load(old).setup().seed == 18446744073709551615ull);
}

// ---------------------------------------------------------------- item 7: records inside HTML

TEST_CASE("hardening: record text the engine writes has no '<' (safe in an inline script element)", "[hardening]") {
  json r = twoPlayers();
  r["setup"]["players"][0]["name"] = "</script><script>alert(1)</script><!--";
  Game g = load(r);
  std::string text = carc::scriptSafeDump(carc::saveRecord(g), 1);
  CHECK(text.find('<') == std::string::npos);
  CHECK_THAT(text, Contains("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"));
  // Still the same record: JSON readers turn \u003c back into '<'.
  CHECK(json::parse(text) == carc::saveRecord(g));
  CHECK(load(json::parse(text)).setup().players[0].name == "</script><script>alert(1)</script><!--");
}

// ---------------------------------------------------------------- item 10: messages

TEST_CASE("hardening: control characters in messages are escaped, a NUL cuts nothing", "[hardening]") {
  json r = twoPlayers();
  r["moves"] = json::array({{{"tile", "\x1b[2J\x1b]0;owned\x07"}, {"x", 1}, {"y", 0}, {"rot", 0}}});
  CHECK(loadError(r) == "move 0.tile: unknown tile '\\u001b[2J\\u001b]0;owned\\u0007'");
  r["moves"][0]["tile"] = std::string("A\0B", 3);
  CHECK(loadError(r) == "move 0.tile: unknown tile 'A\\u0000B'");
  r["moves"][0]["tile"] = "U\ncarcassonne: all good";
  CHECK(loadError(r) == "move 0.tile: unknown tile 'U\\u000acarcassonne: all good'");
  // DEL, C1 (CSI), the line separator and a bidirectional override.
  r["moves"][0]["tile"] = "\x7f\xc2\x9b\xe2\x80\xa8\xe2\x80\xae";
  CHECK(loadError(r) == "move 0.tile: unknown tile '\\u007f\\u009b\\u2028\\u202e'");
  // Printable text, accents included, is quoted as it is.
  r["moves"][0]["tile"] = "caf\xc3\xa9";
  CHECK(loadError(r) == "move 0.tile: unknown tile 'caf\xc3\xa9'");
  // An unknown field name and a bad value quoted by shortDump, and the parser's own message.
  json f = twoPlayers();
  f["setup"]["\x1b[31m"] = 1;
  CHECK(loadError(f) == "setup: unknown field '\\u001b[31m'");
  f = twoPlayers();
  f["setup"]["deck"] = "\x1b";
  CHECK(loadError(f) == "setup.deck: expected \"sets\" or \"free\", got \"\\u001b\"");
  std::string e = errorOf([] { carc::parseJsonLimited(std::string("{\"a\": \x1b}"), "record", 100); });
  CHECK_THAT(e, Contains("record: malformed JSON") && Contains("last read: '\"a\": <U+001B>'"));
  CHECK(e.find('\x1b') == std::string::npos);
}

TEST_CASE("hardening: a tile field that is no string says so, not 'missing'", "[hardening]") {
  json r = record(2, R"([{"tile": 21, "x": 1, "y": 0, "rot": 0}])");
  CHECK(loadError(r) == "move 0.tile: expected a tile id such as \"U\", got 21");
  r = record(2, R"([{"tile": null, "x": 1, "y": 0, "rot": 0}])");
  CHECK(loadError(r) == "move 0.tile: expected a tile id such as \"U\", got null");
  r = record(2, R"([{"x": 1, "y": 0, "rot": 0}])");
  CHECK(loadError(r) == "move 0: missing field 'tile' (a tile id such as \"U\")");
}

TEST_CASE("hardening: version is the integer 1 or 2", "[hardening]") {
  json r = twoPlayers();
  r["version"] = 1.0;
  CHECK(loadError(r) == "version: expected 1 or 2, got 1.0");
  r["version"] = true;
  CHECK(loadError(r) == "version: expected 1 or 2, got true");
  r.erase("version");
  CHECK(loadError(r) == "version: expected 1 or 2, got nothing");
  r["version"] = json::parse("1");
  CHECK(loadError(r) == "");
  r["version"] = json::parse("2");
  CHECK(loadError(r) == "");
}

TEST_CASE("hardening: a figure whose set is not in play says so", "[hardening]") {
  const std::string move = R"([{"tile": "V", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "S", "kind": "KIND"}}])";
  auto with = [&](const char* kind) {
    std::string m = move;
    m.replace(m.find("KIND"), 4, kind);
    return record(2, m);
  };
  CHECK(loadError(with("big")) == "move 0: the big meeple is not in play (set 'ic' is not in setup.sets)");
  CHECK(loadError(with("builder")) == "move 0: the builder is not in play (set 'tb' is not in setup.sets)");
  CHECK(loadError(with("pig")) == "move 0: the pig is not in play (set 'tb' is not in setup.sets)");
  CHECK(loadError(with("abbot")) == "move 0: the abbot is not in play (set 'abbot' is not in setup.sets)");
  // In play, the same figure on the same spot is accepted (the big meeple) or refused for its own rule.
  json ic = with("big");
  ic["setup"]["sets"] = {"base", "ic"};
  CHECK(loadError(ic) == "");
  // The live API gives the same words and leaves the game as it was.
  carc::Session s = carc::Session::create(json::parse(R"({"players": [{}, {}], "deck": "free"})"));
  s.applyMove(json::parse(R"({"tile": "V", "x": 1, "y": 0, "rot": 0, "partial": true})"));
  const Game before = s.game();
  CHECK(errorOf([&] { s.apply(json::parse(R"({"type": "figure", "figure": "abbot", "segment": 0})")); }) ==
        "the abbot is not in play (set 'abbot' is not in setup.sets)");
  CHECK(s.game() == before);
}

TEST_CASE("hardening: a start tile from a set not in play is refused", "[hardening]") {
  json r = twoPlayers();
  r["setup"]["start"] = {{"tile", "ic/K"}};
  CHECK(loadError(r) == "setup.start.tile: tile ic/K comes with set 'ic', which is not in setup.sets");
  r["setup"]["start"] = {{"tile", "river/spring"}};
  CHECK(loadError(r) == "setup.start.tile: tile river/spring comes with set 'river', which is not in setup.sets");
  r["setup"]["start"] = {{"tile", "E.g"}};  // a garden copy: it comes with the abbot
  CHECK(loadError(r) == "setup.start.tile: tile E.g comes with set 'abbot', which is not in setup.sets");
  // With the set in play, each is a start tile.
  r["setup"]["sets"] = {"base", "abbot"};
  CHECK(load(r).tiles()[0].type == cat().tileId("E.g"));
  r["setup"]["sets"] = {"base", "ic"};
  r["setup"]["start"] = {{"tile", "ic/K"}};
  CHECK(load(r).tiles()[0].type == cat().tileId("ic/K"));
}
