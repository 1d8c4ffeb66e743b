// Teaching records: a move's caption ("note") and marks (lit features, ringed squares) load with
// the limits of any record from a stranger, survive save and load, follow undo; a free-deck move
// may name any player ("player": k) and play goes on from there, while a counted deck still
// insists on the player to move; `render` shows the caption and the marks.
#include <catch2/catch.hpp>

#include "input_limits.hpp"
#include "render/svg.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

// The city of the start tile D grows north with E (its city faces south); two moves of Bob's.
json annotated() {
  return record(2, R"([
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "meeple": {"at": "S"},
     "note": "Alice closes the city: <b>4</b> points & a meeple back.",
     "marks": {"features": [{"x": 0, "y": 0, "at": "N"}], "squares": [{"x": 3, "y": -2}]}},
    {"tile": "V", "x": 1, "y": 0, "rot": 0},
    {"tile": "U", "x": -1, "y": 0, "rot": 0, "note": "Ligne 2 — « accents » et emoji 🏰\nsecond line"}
  ])");
}

std::vector<int> placers(const Game& g) {
  std::vector<int> out;
  for (const json& e : eventsOf(g, "tile"))
    if (e["player"] >= 0) out.push_back(e["player"].get<int>());
  return out;
}

}  // namespace

TEST_CASE("notes: captions and marks load, save exactly and load back to the same game", "[notes]") {
  json rec = annotated();
  Game g = load(rec);
  REQUIRE(g.annotations().size() == 2);
  const carc::Annotation& a = g.annotations()[0];
  CHECK(a.move == 0);
  CHECK(a.note == "Alice closes the city: <b>4</b> points & a meeple back.");  // text, kept as written
  REQUIRE(a.features.size() == 1);
  CHECK(a.features[0].at == carc::Coord{0, 0});
  CHECK(a.squares == std::vector<carc::Coord>{{3, -2}});
  CHECK(g.annotations()[1].move == 2);
  json saved = carc::saveRecord(g);
  CHECK(saved["moves"][0]["note"] == rec["moves"][0]["note"]);
  CHECK(saved["moves"][0]["marks"] == rec["moves"][0]["marks"]);
  CHECK_FALSE(saved["moves"][1].contains("note"));
  CHECK(saved["moves"][2]["note"] == rec["moves"][2]["note"]);
  Game again = carc::loadRecord(cat(), saved.dump());
  CHECK(again == g);
  CHECK(carc::saveRecord(again) == saved);
  // The rules do not read captions: the same moves without them score the same.
  json bare = rec;
  for (auto& m : bare["moves"]) m.erase("note"), m.erase("marks");
  CHECK(scores(load(bare)) == scores(g));
}

TEST_CASE("notes: a mark names a feature as a meeple does, and the save writes the same name", "[notes]") {
  // A field by a half-edge (the start tile's south), a city by its side with the kind spelled out:
  // the save names each the way a meeple is named (the kind only where the location is ambiguous).
  json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2,
    "marks": {"features": [{"x": 0, "y": 0, "at": "SSW"}, {"x": 0, "y": -1, "at": "S", "feature": "city"}]}}])");
  Game g = load(rec);
  json saved = carc::saveRecord(g);
  // (the field's first half-edge in board order names it on save: ESE, the same field as SSW)
  CHECK(saved["moves"][0]["marks"]["features"][0] == json({{"x", 0}, {"y", 0}, {"at", "ESE"}}));
  CHECK(saved["moves"][0]["marks"]["features"][1] == json({{"x", 0}, {"y", -1}, {"at", "S"}}));
  // Through the session: the shape of each lit feature, as the replay lights it.
  carc::Session s = carc::Session::load(rec);
  json ann = s.annotation(0);
  REQUIRE(ann["marks"]["features"].size() == 2);
  CHECK(ann["marks"]["features"][1]["kind"] == "city");
  CHECK(ann["marks"]["features"][1]["complete"] == true);
  CHECK(ann["marks"]["features"][1]["parts"].size() == 2);  // D's city and E's
  CHECK(ann["marks"]["squares"].empty());
  CHECK(ann["note"] == "");
}

TEST_CASE("notes: bad captions and marks are refused naming the move and the field", "[notes][limits]") {
  auto with = [](const json& fields) {
    json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2}])");
    for (auto& [k, v] : fields.items()) rec["moves"][0][k] = v;
    return textLoadError(rec.dump());
  };
  CHECK(with({{"note", std::string(carc::kMaxNoteChars, 'a')}}) == "(accepted)");
  CHECK(with({{"note", std::string(carc::kMaxNoteChars + 1, 'a')}}) == "move 0.note: at most 500 characters, got 501");
  // characters, not bytes: 500 castles (4 bytes each) are fine
  std::string castles;
  for (size_t i = 0; i < carc::kMaxNoteChars; ++i) castles += "🏰";
  CHECK(with({{"note", castles}}) == "(accepted)");
  CHECK(with({{"note", 42}}) == "move 0.note: expected a string (a caption in plain text)");
  CHECK(with({{"note", "a\u0007b"}}) ==
        "move 0.note: control character U+0007 at character 2 (a caption is plain text: only line breaks are allowed)");
  CHECK(with({{"note", "x\u0085"}}).find("control character U+0085 at character 2") != std::string::npos);
  CHECK(with({{"note", "tab\there"}}).find("U+0009") != std::string::npos);
  CHECK(with({{"note", "two\nlines"}}) == "(accepted)");
  CHECK(with({{"marks", "city"}}) == "move 0.marks: expected {\"features\": [...], \"squares\": [...]}");
  CHECK(with({{"marks", {{"colour", "red"}}}}) == "move 0.marks: unknown field 'colour'");
  CHECK(with({{"marks", {{"features", {{{"x", 5}, {"y", 5}, {"at", "N"}}}}}}}) ==
        "move 0.marks.features[0]: no tile stands at (5,5) after this move");
  CHECK(with({{"marks", {{"features", {{{"x", 0}, {"y", -1}, {"at", "C"}}}}}}}) ==
        "move 0.marks.features[0].at: tile E at (0,-1) has no feature at 'C'");
  CHECK(with({{"marks", {{"features", {{{"x", 0}, {"y", -1}, {"at", "N"}, {"feature", "road"}}}}}}}) ==
        "move 0.marks.features[0].at: tile E at (0,-1) has no road at 'N'");
  CHECK(with({{"marks", {{"features", {{{"x", 0}, {"y", -1}, {"at", "S"}, {"href", "x"}}}}}}}) ==
        "move 0.marks.features[0]: unknown field 'href'");
  CHECK(with({{"marks", {{"squares", {{{"x", 0}, {"y", 99999}}}}}}}) ==
        "move 0.marks.squares[0].y: expected -30000 to 30000, got 99999");
  CHECK(with({{"marks", {{"squares", json::array({1, 2})}}}}) ==
        "move 0.marks.squares[0]: expected {\"x\": X, \"y\": Y}");
  json many = json::array();
  for (size_t i = 0; i <= carc::kMaxMarks; ++i) many.push_back({{"x", int(i)}, {"y", 0}});
  CHECK(with({{"marks", {{"squares", many}}}}) == "move 0.marks.squares: at most 32, got 33");
  many.erase(many.begin());
  CHECK(with({{"marks", {{"squares", many}}}}) == "(accepted)");
  // A mark names the board as it is after its move: a tile of a later move is not there yet.
  json later = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "marks": {"squares": [{"x": 1, "y": 0}],
    "features": [{"x": 1, "y": 0, "at": "W"}]}}, {"tile": "V", "x": 1, "y": 0, "rot": 0}])");
  CHECK(textLoadError(later.dump()) == "move 0.marks.features[0]: no tile stands at (1,0) after this move");
}

TEST_CASE("notes: undo takes a move's caption back with its tile", "[notes]") {
  json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "note": "first"},
                          {"tile": "V", "x": 1, "y": 0, "rot": 0, "note": "second", "partial": true}])");
  Game g = load(rec);
  REQUIRE(g.annotations().size() == 2);
  CHECK(carc::saveRecord(g)["moves"][1]["note"] == "second");  // a partial move keeps its caption
  g.undo();
  REQUIRE(g.annotations().size() == 1);
  CHECK(g.annotations()[0].note == "first");
  CHECK(g.tiles().size() == 2);
  CHECK(g.annotations() == carc::loadRecordAt(cat(), rec, 1).annotations());
  CHECK_THROWS_WITH(g.annotate({5, "no such move", {}, {}}), "no move 5 was made yet");
}

TEST_CASE("free deck: a move may name any player and play goes on from there", "[notes][turns]") {
  json rec = record(3, R"([
    {"tile": "E", "x": 0, "y": -1, "rot": 2, "player": 2, "meeple": {"at": "S"}},
    {"tile": "V", "x": 1, "y": 0, "rot": 0},
    {"tile": "V", "x": -1, "y": 0, "rot": 3, "player": 0},
    {"tile": "U", "x": 2, "y": 0, "rot": 1, "player": 0}])");
  Game g = load(rec);
  // 2 names itself, then 0 follows in turn order; the third move names 0 (who is to move: no
  // change), the fourth gives 0 a second turn in a row.
  CHECK(placers(g) == std::vector<int>{2, 0, 0, 0});
  CHECK(g.current() == 1);
  CHECK(scores(g) == std::vector<int>{0, 0, 4});  // the city D+E closed by player 2's meeple: 2 tiles x 2
}

TEST_CASE("free deck: given turns save, load back, undo and keep the tiles accounted for", "[notes][turns]") {
  json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "player": 1},
                          {"tile": "V", "x": 1, "y": 0, "rot": 0, "player": 1}])",
                    R"({"handSize": 2})");
  Game g = load(rec);
  CHECK(placers(g) == std::vector<int>{1, 1});
  // the tiles drawn for a turn go with it: player 0 holds a full hand for the next turn, player 1
  // the tile left after two turns (a free deck conjures the named tiles: counts do not hold)
  CHECK(g.current() == 0);
  CHECK(g.hand(0).size() == 2);
  CHECK(g.hand(1).size() == 1);
  json saved = carc::saveRecord(g);
  CHECK(saved["moves"][0]["player"] == 1);
  CHECK(saved["moves"][1]["player"] == 1);
  CHECK(carc::loadRecord(cat(), saved) == g);
  // A move without "player" saves without one.
  CHECK_FALSE(carc::saveRecord(load(record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2}])")))["moves"][0].contains(
      "player"));
  // Undo within a given turn replays the gift: player 1 keeps the turn the record gave.
  Game h = load(record(2, "[]"));
  h.forceTurnPlayer(1);
  h.forceDraw(cat().tileId("E"));
  Game before = h;
  carc::Action a;
  a.type = carc::ActionType::PlaceTile, a.tile = static_cast<uint16_t>(cat().tileId("E")), a.x = 0, a.y = -1, a.rot = 2;
  h.apply(a);
  h.undo();
  CHECK(h == before);
  CHECK(h.current() == 1);
}

TEST_CASE("turns: a counted deck must name the player to move, and gifts only at a turn's start", "[notes][turns]") {
  json rec = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "player": 1}])");
  rec["setup"]["deck"] = "sets";
  CHECK(textLoadError(rec.dump()) ==
        "move 0: it is player 0's turn, but the move names player 1 (only a \"deck\": \"free\" record may give a move "
        "to any player)");
  rec["moves"][0]["player"] = 0;
  CHECK(textLoadError(rec.dump()) == "(accepted)");
  json free = record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "player": 2}])");
  CHECK(textLoadError(free.dump()) == "move 0.player: expected 0 to 1, got 2");
  free["moves"][0]["player"] = -1;
  CHECK(textLoadError(free.dump()) == "move 0.player: expected 0 to 1, got -1");

  Game counted = load(rec);
  Game before = counted;
  CHECK_THROWS_WITH(counted.forceTurnPlayer(1), "only a \"deck\": \"free\" record may give a move to any player");
  CHECK(counted == before);
  Game g = load(record(2, R"([{"tile": "E", "x": 0, "y": -1, "rot": 2, "partial": true}])"));
  before = g;
  CHECK_THROWS_WITH(g.forceTurnPlayer(1), "a turn can only be given at the start of a turn");
  CHECK(g == before);
  Game h = load(record(2, "[]"));
  CHECK_THROWS_WITH(h.forceTurnPlayer(7), "there is no player 7 (players 0 to 1)");
  before = h;
  h.forceTurnPlayer(0);  // the player to move already: nothing logged
  CHECK(h == before);
}

TEST_CASE("render: the move's caption under the board, its marks on it, the record in metadata", "[notes][render]") {
  json rec = annotated();
  std::string svg = carc::render::renderRecordSvg(rec, 1, 64);
  // the caption, escaped (it is text, never markup)
  CHECK(svg.find("<text class=\"note\"") != std::string::npos);
  CHECK(svg.find("Alice closes the city: &lt;b&gt;4&lt;/b&gt; points &amp; a meeple back.") != std::string::npos);
  CHECK(svg.find("<b>") == std::string::npos);
  // the lit city: D's piece and E's, each marked; the ringed square beyond the tiles widens the board
  CHECK(svg.find("class=\"part\" data-x=\"0\" data-y=\"0\"") != std::string::npos);
  CHECK(svg.find("class=\"part\" data-x=\"0\" data-y=\"-1\"") != std::string::npos);
  CHECK(svg.find("class=\"ring\" data-x=\"3\" data-y=\"-2\"") != std::string::npos);
  CHECK(svg.find("<metadata id=\"carcassonne-record\">") != std::string::npos);
  // the step after move 2 (no caption): none shown; after move 3 two lines (its line break)
  CHECK(carc::render::renderRecordSvg(rec, 2, 64).find("class=\"note\"") == std::string::npos);
  std::string third = carc::render::renderRecordSvg(rec, 3, 64);
  CHECK(third.find("<tspan x=\"10\">Ligne 2 — « accents » et emoji 🏰</tspan><tspan x=\"10\" dy=\"19\">second "
                   "line</tspan>") != std::string::npos);
  CHECK(third.find("class=\"part\"") == std::string::npos);
  // the whole record with its "end": the final scoring's step has no move's caption
  rec["end"] = true;
  std::string end = carc::render::renderRecordSvg(rec, std::nullopt, 64);
  CHECK(end.find("End of the game") != std::string::npos);
  CHECK(end.find("class=\"note\"") == std::string::npos);
  rec.erase("end");
  CHECK(carc::render::renderRecordSvg(rec, std::nullopt, 64).find("second") != std::string::npos);
}

TEST_CASE("render: a long caption wraps at spaces within the picture's width", "[notes][render]") {
  std::string words;
  for (int i = 0; i < 60; ++i) words += "word" + std::to_string(i) + " ";
  json rec = record(2, "[]");
  rec["moves"] = json::array({{{"tile", "E"}, {"x", 0}, {"y", -1}, {"rot", 2}, {"note", words}}});
  std::string svg = carc::render::renderRecordSvg(rec, 1, 64);
  size_t lines = 0, longest = 0;
  for (size_t at = svg.find("<tspan x=\"10\""); at != std::string::npos; at = svg.find("<tspan x=\"10\"", at + 1)) {
    size_t open = svg.find('>', at) + 1, close = svg.find("</tspan>", open);
    longest = std::max(longest, close - open);
    ++lines;
  }
  CHECK(lines >= 6);
  CHECK(longest <= 46);  // (360 - 20) / 7.4
  CHECK(svg.find("word59") != std::string::npos);
}

TEST_CASE("free deck: a move given to someone else takes the place of a builder's extra turn", "[notes][turns][tb]") {
  // P0's meeple and builder on the road east of D; P0 extends the road at (3,0) and earns an extra
  // turn. The record gives that turn to P1 instead: P1 plays, then P0 as after any turn of P1's.
  const std::string first = R"([
    {"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E"}},
    {"tile": "E", "x": 0, "y": -1, "rot": 2},
    {"tile": "U", "x": 2, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "builder"}},
    {"tile": "U", "x": -1, "y": 0, "rot": 0},
    {"tile": "U", "x": 3, "y": 0, "rot": 0})";
  Game extra = load(recordWith({"base", "tb"}, 2, first + "]"));
  REQUIRE(extra.current() == 0);
  REQUIRE(extra.inExtraTurn());
  Game given =
      load(recordWith({"base", "tb"}, 2, first + R"(, {"tile": "U", "x": 4, "y": 0, "rot": 0, "player": 1}])"));
  CHECK(placers(given).back() == 1);
  CHECK(given.current() == 0);
  CHECK_FALSE(given.inExtraTurn());
  // Naming the player whose extra turn it is changes nothing: the extra turn is played.
  Game kept = load(recordWith({"base", "tb"}, 2, first + R"(, {"tile": "U", "x": 4, "y": 0, "rot": 0, "player": 0}])"));
  CHECK(placers(kept).back() == 0);
  CHECK(kept.current() == 1);
}
