// The SVG renderer (engine/render): one tile group per placed tile at the record's ply, figures
// with their player's mark, names escaped, and a readable fallback for feature kinds and tags that
// the drawing does not know (expansions add them). tests/web/render-svg.test.mjs parses the CLI's
// output as XML.
#include <catch2/catch.hpp>

#include "modules/base_game.hpp"
#include "render/svg.hpp"
#include "render/tile_art.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

json example(const std::string& name) {
  return json::parse(readFile(std::string(CARC_SOURCE_DIR) + "/web/examples/" + name + ".json"));
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("svg: one tile group per placed tile and one group per figure", "[render]") {
  // majority.json: the start tile and 6 moves; after 4 moves 5 tiles and 3 meeples (Alice's city,
  // Bob's two city parts), at the end 7 tiles and no meeple (all three came back with the score).
  std::string at4 = carc::render::renderSvg(carc::loadRecordAt(cat(), example("majority"), 4));
  CHECK(count(at4, "class=\"tile\"") == 5);
  CHECK(count(at4, "class=\"figure\"") == 3);
  CHECK(count(at4, "data-tile=\"J\" data-x=\"-2\" data-y=\"-1\" data-rot=\"1\"") == 1);
  CHECK(count(at4, "data-tile=\"R\"") == 0);  // placed by move 6 only
  std::string end = carc::render::renderSvg(load(example("majority")));
  CHECK(count(end, "class=\"tile\"") == 7);
  CHECK(count(end, "class=\"figure\"") == 0);
  CHECK(count(end, "Bob 10") == 1);
}

TEST_CASE("svg: the same game gives the same document", "[render]") {
  Game g = load(example("end-scoring"));
  CHECK(carc::render::renderSvg(g) == carc::render::renderSvg(load(example("end-scoring"))));
}

TEST_CASE("svg: player names and colours are escaped, figures carry the player's initial", "[render]") {
  json rec = example("claim-completed");
  rec["setup"]["players"][0]["name"] = "<Ann & \"Co\">";
  rec["setup"]["players"][1]["name"] = "bea";
  std::string svg = carc::render::renderSvg(carc::loadRecordAt(cat(), rec, 2));
  CHECK(count(svg, "&lt;Ann &amp; &quot;Co&quot;&gt; 0") == 1);
  CHECK(count(svg, "<Ann") == 0);
  // Bob's ("bea") road meeple after move 2, lettered with the upper-cased initial.
  CHECK(count(svg, "data-player=\"1\"") == 1);
  CHECK(count(svg, ">B</text>") == 1);
}

TEST_CASE("svg: unknown feature kinds and tags draw as a labelled patch", "[render]") {
  carc::Catalog c;
  c.addModule(std::make_shared<carc::BaseGame>());
  c.addEdge('I', c.addKind({"river", carc::Topology::Side, 'I', true, true}), true);
  c.addKind({"tower", carc::Topology::Center, 0, false, true});
  c.addTag("goods");
  c.loadTiles(R"({"format": "carcassonne-tiles", "version": 1, "set": "test", "name": "Test", "tiles": [
      {"id": "T1", "count": 1, "edges": "IFIC", "segments": [
        {"kind": "river", "at": ["N", "S"]},
        {"kind": "city", "at": ["W"], "goods": 2},
        {"kind": "tower"},
        {"kind": "field", "at": ["NNE", "ENE", "ESE", "SSE"]},
        {"kind": "field", "at": ["NNW", "SSW"], "cities": [1]}]}]})",
              "test.json", "base");
  const carc::TileType& t = c.tiles[c.tileId("T1")];
  std::string art = carc::render::tileArt(c, t, "t1");
  CHECK(count(art, ">river</text>") == 1);
  CHECK(count(art, ">tower</text>") == 1);
  CHECK(count(art, ">goods×2</text>") == 1);
  CHECK(count(art, "<g") == count(art, "</g>"));
  CHECK(count(art, "<clipPath id=\"t1-c0\"") == 1);  // the city is still drawn as a city
}
