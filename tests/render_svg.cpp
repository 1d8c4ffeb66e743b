// The SVG renderer (engine/carcassonne/render): one tile group per placed tile at the record's ply, figures
// with their player's mark, names escaped, the expansions' art (rivers, inns, cathedrals, goods,
// bridges, figures) counted against the tile data, and a readable fallback for feature kinds and
// tags that the drawing does not know. tests/wasm/engine.test.mjs checks the CLI's output too.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <set>

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

// A small XML well-formedness check: every tag closed in order, attributes quoted, entities known.
std::string xmlProblem(const std::string& x) {
  std::vector<std::string> open;
  size_t i = 0;
  while (i < x.size()) {
    if (x[i] == '&') {
      size_t semi = x.find(';', i);
      std::string ent = semi == std::string::npos ? "" : x.substr(i, semi - i + 1);
      if (ent != "&amp;" && ent != "&lt;" && ent != "&gt;" && ent != "&quot;" && ent != "&apos;")
        return "bad entity at " + std::to_string(i);
      i = semi + 1;
      continue;
    }
    if (x[i] != '<') {
      ++i;
      continue;
    }
    size_t end = i + 1;
    for (char quote = 0; end < x.size() && (quote || x[end] != '>'); ++end) {
      if (quote && x[end] == quote)
        quote = 0;
      else if (!quote && (x[end] == '"' || x[end] == '\''))
        quote = x[end];
      else if (x[end] == '<')
        return "'<' inside a tag at " + std::to_string(end);
    }
    if (end >= x.size()) return "unclosed tag at " + std::to_string(i);
    std::string tag = x.substr(i + 1, end - i - 1);
    std::string name = tag.substr(tag[0] == '/' ? 1 : 0, tag.find_first_of(" />\n", 1) - (tag[0] == '/' ? 1 : 0));
    if (tag[0] == '/') {
      if (open.empty() || open.back() != name)
        return "</" + name + "> closes <" + (open.empty() ? "" : open.back()) + ">";
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(name);
    }
    i = end + 1;
  }
  return open.empty() ? "" : "<" + open.back() + "> never closed";
}

// The art of one tile type inside the document's <defs> (one line each).
std::string defOf(const std::string& svg, const std::string& tileId) {
  std::string id = "tile-";
  for (char c : tileId) id += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  size_t at = svg.find("<g id=\"" + id + "\">");
  return at == std::string::npos ? "" : svg.substr(at, svg.find('\n', at) - at);
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
  c.addEdge('I', c.addKind({"moat", carc::Topology::Side, 'I', true, true}), true);
  c.addKind({"tower", carc::Topology::Center, 0, false, true});
  c.addTag("goods");
  c.loadTiles(R"({"format": "carcassonne-tiles", "version": 1, "set": "test", "name": "Test", "tiles": [
      {"id": "T1", "count": 1, "edges": "IFIC", "segments": [
        {"kind": "moat", "at": ["N", "S"]},
        {"kind": "city", "at": ["W"], "goods": 2},
        {"kind": "tower"},
        {"kind": "field", "at": ["NNE", "ENE", "ESE", "SSE"]},
        {"kind": "field", "at": ["NNW", "SSW"], "cities": [1]}]}]})",
              "test.json", "base");
  const carc::TileType& t = c.tiles[c.tileId("T1")];
  std::string art = carc::render::tileArt(c, t, "t1");
  CHECK(count(art, ">moat</text>") == 1);
  CHECK(count(art, ">tower</text>") == 1);
  CHECK(count(art, ">goods×2</text>") == 1);
  CHECK(count(art, "<g") == count(art, "</g>"));
  CHECK(count(art, "<clipPath id=\"t1-c0\"") == 1);  // the city is still drawn as a city
}

TEST_CASE("svg: expansion art for every tagged segment, no fallback labels", "[render]") {
  // Records of each expansion and one bot game with every set (carcassonne play --sets
  // base,river,ic,tb,abbot --seed 7). Each placed tile type's art must hold one element per
  // segment the tile data says it has; the totals must not be zero, or the record proves nothing.
  const Catalog& c = cat();
  auto tagOf = [&](const carc::SegmentDef& s, const char* name) { return s.tags[c.tagId(name)]; };
  std::map<std::string, int> total;
  // river_uturn_004's third move is the illegal U-turn its rule test rejects: render before it
  const std::vector<std::pair<const char*, int>> records = {{"river_uturn_004.json", 2},
                                                            {"cathedral_000.json", -1},
                                                            {"goods_000.json", -1},
                                                            {"abbot_recall_004.json", -1},
                                                            {"all_sets_007.json", -1}};
  for (const auto& [file, ply] : records) {
    INFO(file);
    json rec = recordFile(file);
    Game g = ply < 0 ? load(rec) : carc::loadRecordAt(cat(), rec, ply);
    std::string svg = carc::render::renderSvg(g);
    CHECK(xmlProblem(svg) == "");
    CHECK(count(svg, "class=\"tile\"") == g.tiles().size());
    CHECK(count(svg, "class=\"unknown\"") == 0);  // every kind is drawn
    CHECK(count(svg, "class=\"tag\"") == 0);      // every tag is drawn
    std::set<int> types;
    for (const carc::PlacedTile& t : g.tiles()) types.insert(t.type);
    for (int type : types) {
      const carc::TileType& t = c.tiles[type];
      INFO(t.id);
      std::string art = defOf(svg, t.id);
      REQUIRE(!art.empty());
      bool start =
          std::any_of(c.sets.begin(), c.sets.end(), [&](const carc::TileSetDef& s) { return s.start == t.id; });
      std::map<std::string, size_t> want;
      bool monastery = false;
      for (const carc::SegmentDef& s : t.segments) {
        const std::string& kind = c.kinds[s.kind].name;
        monastery |= kind == "monastery";
        int sides = __builtin_popcount(s.sides);
        if (kind == "river") {
          ++want["class=\"river\""];
          if (sides == 1) ++want[start ? "class=\"spring\"" : "class=\"lake\""];
        }
        if (kind == "road" && tagOf(s, "inn")) ++want["class=\"inn\""];
        if (kind == "road" && tagOf(s, "bridge")) ++want["class=\"bridge\""];
        if (kind == "city" && tagOf(s, "cathedral")) ++want["class=\"cathedral\""];
        for (const char* good : {"wine", "grain", "cloth"})  // glyphs of the catalog's tag looks
          if (kind == "city" && tagOf(s, good)) ++want["data-tag=\"" + std::string(good) + "\""];
      }
      for (const char* what :
           {"class=\"river\"", "class=\"spring\"", "class=\"lake\"", "class=\"inn\"", "class=\"bridge\"",
            "class=\"cathedral\"", "data-tag=\"wine\"", "data-tag=\"grain\"", "data-tag=\"cloth\""}) {
        INFO(what);
        CHECK(count(art, what) == want[what]);
        total[what] += want[what];
      }
      // the monastery beside water is drawn smaller
      bool river = want["class=\"river\""] > 0;
      if (monastery) CHECK(count(art, "class=\"monastery\" transform=\"translate(") == 1);
      CHECK(count(art, ") scale(0.72)\">") == (monastery && river ? 1u : 0u));
    }
  }
  for (const auto& [what, n] : total) {
    INFO(what);
    CHECK(n > 0);
  }
  CHECK(total.size() == 9);
}

TEST_CASE("svg: each figure kind is drawn from its look in the catalog", "[render]") {
  // After move 46 of the every-set bot game the board holds meeples, big meeples, builders, a pig
  // and abbots. Each figure draws its silhouette (its look's first layer) as a shadow and a halo,
  // then every layer of its look; the meeple and the big meeple share the silhouette.
  Game g = carc::loadRecordAt(cat(), recordFile("all_sets_007.json"), 46);
  std::map<std::string, size_t> n;
  for (const carc::Figure& f : g.figures()) ++n[cat().figures[f.kind].name];
  for (const char* kind : {"normal", "big", "builder", "pig", "abbot"}) {
    INFO(kind);
    CHECK(n[kind] > 0);
  }
  std::string svg = carc::render::renderSvg(g);
  CHECK(xmlProblem(svg) == "");
  for (const auto& [kind, k] : n) CHECK(count(svg, "data-figure=\"" + kind + "\"") == k);
  std::map<std::string, size_t> want;  // path data -> how often the figures draw it
  for (const auto& [kind, k] : n) {
    const carc::FigureLook& look = cat().figures[cat().figureId(kind)].look;
    want[look.layers[0].d] += 2 * k;
    for (const carc::ShapeLayer& l : look.layers) want[l.d] += k;
  }
  for (const auto& [d, k] : want) {
    INFO(d.substr(0, 40));
    CHECK(count(svg, "d=\"" + d + "\"") == k);
  }
  CHECK(count(svg, "fill=\"#f2a7b8\"") == n["pig"]);  // the snout
  // builders and pigs carry no mark (as on the page): marks only on meeples and abbots
  CHECK(count(svg, "font-weight=\"700\" text-anchor=\"middle\"") == n["normal"] + n["big"] + n["abbot"]);
}

TEST_CASE("svg: every square of a piece at its board cell, its building named, figures on its squares",
          "[render][pieces]") {
  // Each wonders record at every 10th ply and at its end: each square of a placed piece is drawn at
  // the cell the board says it covers (not all at the anchor), the piece's centre building carries
  // its whole name (not a clipped fallback label), and a figure on a piece stands on one of its cells.
  const std::map<std::string, std::string> names = {
      {"great-wall", "Great Wall"}, {"terracotta-army", "Terracotta Army"}, {"stonehenge", "Stonehenge"}};
  int squares = 0, figures = 0, named = 0, owners = 0;
  for (const char* wonder : {"abu-simbel", "alhambra", "angkor-wat", "circus-maximus", "great-wall", "nazca-lines",
                             "notre-dame", "stonehenge", "taj-mahal", "terracotta-army", "tikal"}) {
    json rec = recordFile(std::string("wonders_") + wonder + "_001.json");
    for (int ply = 10; ply <= int(rec["moves"].size()) + 10; ply += 10) {
      INFO(wonder << " at ply " << ply);
      Game g = ply > int(rec["moves"].size()) ? load(rec) : carc::loadRecordAt(cat(), rec, ply);
      std::string svg = carc::render::renderSvg(g);
      CHECK(xmlProblem(svg) == "");
      CHECK(count(svg, "class=\"tile\"") == g.tiles().size());
      CHECK(count(svg, "class=\"unknown\"") == 0);
      size_t pieceSquares = 0;
      for (size_t i = 0; i < g.tiles().size(); ++i) {
        const carc::TileType& t = g.typeOf(int(i));
        if (!t.multiSquare()) continue;
        pieceSquares += t.squareCount;
        const carc::Coord a = g.tiles()[i].at;
        int found = 0;
        for (int y = a.y - 1; y <= a.y + 4; ++y)
          for (int x = a.x - 1; x <= a.x + 4; ++x) {
            int tile = -1, sq = -1;
            if (!g.tileAtCell({x, y}, tile, sq) || tile != int(i)) continue;
            ++found, ++squares;
            std::string at = std::to_string(x) + "\" data-y=\"" + std::to_string(y) + "\" transform=\"translate(" +
                             std::to_string(x) + " " + std::to_string(y) + ")";
            CHECK(count(svg, "data-square=\"" + t.squareName[sq] + "\" data-x=\"" + at) == 1);
          }
        CHECK(found == t.squareCount);
        std::string base = t.id.substr(t.id.find('/') + 1);
        if (names.count(base)) {
          CHECK(count(svg, ">" + names.at(base) + "</text>") == 1);
          ++named;
        }
      }
      CHECK(count(svg, "class=\"square\"") == pieceSquares);
      // owners' markers (figures on no feature) lie on a square of a piece
      for (size_t o = svg.find("<g class=\"owner\""); o != std::string::npos;
           o = svg.find("<g class=\"owner\"", o + 1)) {
        size_t xa = svg.find("data-x=\"", o) + 8, ya = svg.find("data-y=\"", o) + 8;
        int tile = -1, sq = -1;
        REQUIRE(g.tileAtCell({std::stoi(svg.substr(xa)), std::stoi(svg.substr(ya))}, tile, sq));
        CHECK(g.typeOf(tile).multiSquare());
        ++owners;
      }
      // figures are drawn in the order of the figure list, each at translate(x y) in board units
      size_t at = 0;
      for (const carc::Figure& f : g.figures()) {
        at = svg.find("<g class=\"figure\"", at);
        REQUIRE(at != std::string::npos);
        size_t tr = svg.find("translate(", at) + 10;
        double fx = std::stod(svg.substr(tr)), fy = std::stod(svg.substr(svg.find(' ', tr) + 1));
        at = tr;
        if (!g.typeOf(f.tile).multiSquare()) continue;
        int tile = -1, sq = -1;
        CHECK(g.tileAtCell({int(std::floor(fx)), int(std::floor(fy))}, tile, sq));
        CHECK(tile == f.tile);
        ++figures;
      }
    }
  }
  CHECK(squares > 0);  // the records place pieces, or this proves nothing
  CHECK(named > 0);
  CHECK(figures > 0);
  CHECK(owners > 0);
  WARN("piece squares checked: " << squares << ", figures on pieces: " << figures << ", names: " << named
                                 << ", owners: " << owners);
}
