// A typed game's record captions ("note" on a move, engine/platform/typed_session.hpp) and the
// author's chance (holdChance), through the fixture game "dice" and the WASM boundary: notes go
// through load, loadAt, save and undo as given, change no rule, and a bad one is refused by where
// it sits; a held die waits for the author's face.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "game_boundary.hpp"
#include "platform_test_support.hpp"

using nlohmann::json;
using platform_test::errorOf;

namespace {

using platform_test::dice;

// A dice game of `moves` seeded random turns, as its record.
json playedRecord(int moves, uint64_t seed) {
  json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", seed}};
  auto g = dice().create(setup.dump());
  for (int i = 0; i < moves; ++i) g->apply(g->botOptionText("random", uint64_t(i) + seed, "{}"));
  return json::parse(g->saveText());
}

// What the game is, the record aside: two sessions alike here play the same game.
std::string play(const platform::GameSession& g) {
  return g.stateText() + g.eventsText(0) + g.optionsText() + std::to_string(g.canUndo());
}

json withoutNotes(json rec) {
  for (json& m : rec["moves"]) m.erase("note");
  return rec;
}

}  // namespace

TEST_CASE("platform notes: a move's caption survives load, loadAt, save and undo as given", "[platform][notes]") {
  json rec = playedRecord(6, 3);
  REQUIRE(rec["moves"].size() == 6);
  rec["moves"][0]["note"] = "Ann opens the row.\nA second line, é ✓.";
  rec["moves"][2]["note"] = "<img src=x onerror=alert(1)>";  // data, kept as it is
  rec["moves"][5]["note"] = std::string(500, 'x');           // the longest a caption may be
  auto loaded = dice().load(rec.dump());
  CHECK(json::parse(loaded->saveText()) == rec);
  CHECK(dice().load(loaded->saveText())->saveText() == loaded->saveText());  // byte for byte again
  for (int k = 0; k <= 6; ++k) {
    INFO("loadAt " << k);
    const json at = json::parse(dice().loadAt(rec.dump(), k)->saveText());
    REQUIRE(at["moves"].size() == size_t(k));
    for (int m = 0; m < k; ++m) CHECK(at["moves"][m].value("note", "") == rec["moves"][m].value("note", ""));
  }
  loaded->undo();  // the last move goes, and its caption with it
  CHECK_FALSE(json::parse(loaded->saveText())["moves"].back().contains("note"));
  CHECK(json::parse(loaded->saveText())["moves"][2]["note"] == rec["moves"][2]["note"]);
  // A move given live (applyMove) keeps its caption too.
  auto live = dice().loadAt(rec.dump(), 5);
  live->applyMove(rec["moves"][5].dump());
  CHECK(json::parse(live->saveText())["moves"][5]["note"] == rec["moves"][5]["note"]);
}

TEST_CASE("platform notes: a captioned record plays exactly as the same record without captions", "[platform][notes]") {
  json rec = playedRecord(8, 11);  // to the end of the game
  const json bare = withoutNotes(rec);
  for (size_t m = 0; m < rec["moves"].size(); ++m) rec["moves"][m]["note"] = "step " + std::to_string(m);
  REQUIRE(rec != bare);
  for (int k = 0; k <= int(rec["moves"].size()); ++k) {
    INFO("loadAt " << k);
    auto noted = dice().loadAt(rec.dump(), k), plain = dice().loadAt(bare.dump(), k);
    CHECK(play(*noted) == play(*plain));
    CHECK(withoutNotes(json::parse(noted->saveText())) == json::parse(plain->saveText()));
  }
}

TEST_CASE("platform notes: a bad caption is refused naming its move, and nothing changes", "[platform][notes]") {
  const json rec = playedRecord(5, 7);
  const auto refusal = [&](int move, const json& note) {
    json r = rec;
    r["moves"][move]["note"] = note;
    return errorOf([&] { dice().load(r.dump()); });
  };
  CHECK(refusal(3, 3) == "move 3.note: expected a string (a caption in plain text), got number");
  CHECK(refusal(0, json::array({"a"})) == "move 0.note: expected a string (a caption in plain text), got array");
  CHECK(refusal(4, std::string(501, 'x')) == "move 4.note: at most 500 characters, got 501");
  std::string accents;  // characters are counted, not bytes: 500 of two bytes each pass
  for (int i = 0; i < 500; ++i) accents += "\xC3\xA9";
  CHECK(refusal(4, accents) == "");
  CHECK(refusal(4, accents + "\xC3\xA9") == "move 4.note: at most 500 characters, got 501");
  CHECK(refusal(1, "bell\a") ==
        "move 1.note: a control character at character 5 (a caption is plain text: only line breaks are allowed)");
  CHECK(refusal(1, "\xC2\x85") ==
        "move 1.note: a control character at character 1 (a caption is plain text: only line breaks are allowed)");
  // A caption is the move's, never an answer's in "then".
  json onAnswer = rec;
  onAnswer["moves"][1]["then"][0]["note"] = "the roll";
  CHECK(errorOf([&] { dice().load(onAnswer.dump()); }) == "move 1.then[0]: unknown field \"note\" (expected face)");
  // Live: a move with a bad caption is refused and the session is as it was.
  auto live = dice().loadAt(rec.dump(), 4);
  const std::string was = platform_test::fingerprint(*live);
  json bad = rec["moves"][4];
  bad["note"] = false;
  CHECK(errorOf([&] { live->applyMove(bad.dump()); }) ==
        "move 4.note: expected a string (a caption in plain text), got boolean");
  CHECK(platform_test::fingerprint(*live) == was);
}

TEST_CASE("platform notes: a held die waits for the author's face, and the record keeps it", "[platform][notes]") {
  auto g = dice().create(R"({"players": [{"name": "A"}, {"name": "B"}], "seed": 2})");
  g->holdChance(true);
  g->apply(json::parse(g->optionsText())[0].dump());
  const json st = json::parse(g->stateText());
  CHECK(st["decision"]["kind"] == "roll");
  CHECK(st["decision"]["chance"] == true);
  CHECK(json::parse(g->optionsText()).size() == 8);  // the faces 1..8
  g->apply(R"({"face": 7})");
  CHECK(json::parse(g->stateText())["open"] == json::parse(R"({"line": "column", "index": 2})"));
  const json rec = json::parse(g->saveText());
  CHECK(rec["moves"][0]["then"] == json::parse(R"([{"chance": true, "face": 7}])"));
  // The stream kept step: the record replays to this very game, held or not.
  CHECK(play(*dice().load(rec.dump())) == play(*g));
  // Undo while held takes the face back and leaves the die waiting; releasing it rolls the stream's.
  g->undo();
  CHECK(json::parse(g->stateText())["decision"]["kind"] == "roll");
  g->holdChance(false);
  CHECK(json::parse(g->stateText())["decision"]["kind"] == "place");
}

TEST_CASE("platform notes: the WASM boundary holds chance and passes captions through", "[platform][notes]") {
  platform::wasm::GameBoundary b;
  json rec = playedRecord(2, 5);
  rec["moves"][1]["note"] = "two";
  REQUIRE(json::parse(b.loadAt(rec.dump(), 2))["ok"] == true);
  CHECK(json::parse(b.save())["value"]["moves"][1]["note"] == "two");
  REQUIRE(json::parse(b.holdChance(true))["ok"] == true);
  const json options = json::parse(b.options())["value"];
  REQUIRE(json::parse(b.apply(options[0].dump()))["ok"] == true);
  CHECK(json::parse(b.state())["value"]["decision"]["kind"] == "roll");
  CHECK(json::parse(b.apply(R"({"face": 9})"))["error"] == "option.face: expected 1..8, got 9");
}
