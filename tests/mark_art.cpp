// The minis' marks as catalog looks (engine/carcassonne/render/mark_art.cpp; web/src/carcassonne/marks.ts draws the
// same): every mini registers a mark for its tile property, the SVG of a game with all the minis draws one per tile
// type that has it, a ferry across every lake whose layout links two ends, gold bars on the squares that hold them, and
// the mage and witch in their own colours.
#include "render/mark_art.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "module.hpp"
#include "record.hpp"
#include "render/svg.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

const std::vector<std::string> kMinis = {"flier", "ferries", "gold", "magic", "robbers", "messages", "cropcircles"};

// A random 3-player game with every mini, `ply` moves in.
Game miniGame(uint64_t seed, int ply) {
  json sets = json::array({"base"});
  for (const std::string& s : kMinis) sets.push_back(s);
  json setup = {{"players", json::array({{{"name", "Ann"}}, {{"name", "Bo"}}, {{"name", "Cy"}}})},
                {"sets", sets},
                {"seed", seed}};
  json rec = carc::Session::create(setup).playRandom(seed);
  return carc::loadRecordAt(cat(), rec, ply);
}

}  // namespace

TEST_CASE("marks: every mini's tile property has a look, the gold bar a marker", "[render][marks]") {
  for (const char* prop : {"flier", "lake", "gold", "magic", "robber", "crop"}) {
    INFO(prop);
    int p = cat().propertyId(prop);
    REQUIRE(p >= 0);
    CHECK(!cat().properties[p].mark.layers.empty());
  }
  CHECK(cat().properties[cat().propertyId("flier")].mark.turn == 45);         // one direction in eight
  CHECK(cat().properties[cat().propertyId("crop")].mark.values.size() == 3);  // club, pitchfork, shield
  CHECK(!cat().properties[cat().propertyId("lake")].mark.link.empty());       // the ferry
  REQUIRE(cat().markerId("gold") >= 0);
  CHECK(!cat().markers[cat().markerId("gold")].look.layers.empty());
  // the mage and the witch: their own silhouettes in fixed colours, not the meeple in the owner's
  const auto& mage = cat().figures[cat().figureId("mage")].look;
  const auto& witch = cat().figures[cat().figureId("witch")].look;
  CHECK(mage.layers[0].d != carc::looks::meeple().layers[0].d);
  CHECK(mage.layers[0].fill != "player");
  CHECK(witch.layers[0].fill != "player");
  CHECK(mage.layers[0].fill != witch.layers[0].fill);
}

TEST_CASE("marks: a flier's arrow turns 45 degrees a direction, marks sit in field corners", "[render][marks]") {
  for (const carc::TileType& t : cat().tiles) {
    std::vector<carc::render::PlacedMark> marks = carc::render::placeMarks(cat(), t);
    int flier = t.prop(cat().propertyId("flier"));
    if (flier >= 0) {
      REQUIRE(marks.size() == 1);
      carc::render::SvgOut o;
      carc::render::drawTileMarks(o, cat(), t);
      std::string turn = flier ? " rotate(" + std::to_string(45 * flier) + ")" : ")";  // N: no rotation
      INFO(t.id << " " << o.s.substr(0, 120));
      CHECK(o.s.find(turn + " scale(") != std::string::npos);
    }
    if (t.prop(cat().propertyId("crop")) >= 0 || t.prop(cat().propertyId("gold")) > 0) {
      REQUIRE(marks.size() == 1);
      // a corner of the tile (never its middle, where roads meet)
      CHECK((marks[0].at.x < 0.2 || marks[0].at.x > 0.8));
      CHECK((marks[0].at.y < 0.2 || marks[0].at.y > 0.8));
    }
  }
}

TEST_CASE("marks: a game with every mini draws each mark, ferry and gold bar in the SVG", "[render][marks]") {
  Game g = miniGame(7, 60);
  std::string svg = carc::render::renderSvg(g);
  std::map<std::string, std::set<int>> typesWith;  // property -> placed tile types that have it
  size_t links = 0;
  for (const carc::PlacedTile& t : g.tiles()) {
    const carc::TileType& tt = cat().tiles[t.type];
    for (size_t p = 0; p < cat().properties.size(); ++p)
      if (tt.prop(int(p)) > 0 || (tt.prop(int(p)) == 0 && !cat().properties[p].labels.empty()))
        typesWith[cat().properties[p].name].insert(t.type);
    if (t.layout > 0) links += tt.layouts[t.layout].size();
  }
  // each tile type is drawn once (in <defs>) with its marks
  for (const char* prop : {"flier", "lake", "gold", "magic", "robber", "crop"}) {
    INFO(prop);
    CHECK(typesWith[prop].size() > 0);  // the game placed such a tile by move 60
    CHECK(occurrences(svg, "data-mark=\"" + std::string(prop) + "\" transform") == typesWith[prop].size());
  }
  CHECK(links > 0);
  CHECK(occurrences(svg, "class=\"link\"") == links);
  std::vector<carc::CellMarker> cells;
  for (auto* m : g.rules().modules) m->cellMarkers(g, cells);
  REQUIRE(!cells.empty());
  for (const carc::CellMarker& c : cells)
    CHECK(occurrences(svg, "data-marker=\"gold\" data-x=\"" + std::to_string(c.x) + "\" data-y=\"" +
                               std::to_string(c.y) + "\" data-count=\"" + std::to_string(c.count) + "\"") == 1);
  CHECK(occurrences(svg, "class=\"marker\"") == cells.size());
  // the mage and the witch on the board, drawn from their looks
  for (const char* kind : {"mage", "witch"}) {
    INFO(kind);
    CHECK(occurrences(svg, "data-figure=\"" + std::string(kind) + "\"") == 1);
    CHECK(occurrences(svg, "d=\"" + cat().figures[cat().figureId(kind)].look.layers[1].d + "\"") == 1);
  }
}

TEST_CASE("marks: the state lists gold bars as markers, the catalog their looks", "[render][marks]") {
  Game g = miniGame(7, 60);
  json rec = carc::saveRecord(g);
  json st = carc::Session::load(rec).state();
  REQUIRE(st.contains("markers"));
  int bars = 0;
  for (const json& m : st["markers"]) {
    CHECK(m["marker"] == "gold");
    bars += m["count"].get<int>();
  }
  int onBoard = 0;  // the gold module's own list of the bars on the board
  for (const json& b : st["gold"]["board"]) onBoard += b["bars"].get<int>();
  CHECK(bars > 0);
  CHECK(bars == onBoard);
  std::vector<carc::CellMarker> cells;
  for (auto* m : g.rules().modules) m->cellMarkers(g, cells);
  CHECK(st["markers"].size() == cells.size());
}

TEST_CASE("marks: the messenger and the robber have looks of their own in the catalog", "[render][marks]") {
  std::map<std::string, const carc::TokenDef*> byName;
  for (const carc::TokenDef& t : cat().tokens) byName[t.name] = &t;
  REQUIRE(byName.count("messenger"));
  REQUIRE(byName.count("robber"));
  REQUIRE(byName.count("score meeple"));
  CHECK(byName["messenger"]->module == "messages");
  CHECK(byName["robber"]->module == "robbers");
  const std::string meeple = carc::looks::meeple().layers[0].d;
  CHECK(byName["messenger"]->look.layers[0].d != meeple);
  CHECK(byName["robber"]->look.layers[0].d != meeple);
  CHECK(byName["score meeple"]->look.layers[0].d == meeple);
  json lex = carc::catalogJson(cat());  // what the page reads: Engine.lexicon().tokens
  std::set<std::string> names;
  for (const json& t : lex["tokens"]) names.insert(t["module"].get<std::string>() + "/" + t["name"].get<std::string>());
  CHECK(names.count("messages/messenger"));
  CHECK(names.count("robbers/robber"));
}
