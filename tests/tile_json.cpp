// The tile files' own JSON reader (engine/carcassonne/tile_json.hpp) reads what nlohmann reads, the same way,
// and refuses what it refuses with its words; pieces of several squares tell their rotations apart
// by the board position of their squares; the modules' looks read with it.
#include "tile_json.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "catalog.hpp"
#include "looks.hpp"
#include "test_support.hpp"

using carc::tilejson::Doc;
using carc::tilejson::Value;
using carctest::baseCatalog;
using Catch::Matchers::Contains;
using nlohmann::json;

namespace {

// The same tree: types, values and the members' order (nlohmann keeps them sorted by key).
bool same(const json& j, Value v) {
  if (j.is_object()) {
    if (!v.is_object() || v.size() != j.size()) return false;
    size_t i = 0;
    for (auto& [k, x] : j.items()) {
      if (v.key(i) != k || !same(x, v.value(i)) || !same(x, v.find(k))) return false;
      ++i;
    }
    return true;
  }
  if (j.is_array()) {
    if (!v.is_array() || v.size() != j.size()) return false;
    for (size_t i = 0; i < j.size(); ++i)
      if (!same(j[i], v[i])) return false;
    return true;
  }
  if (std::string(j.type_name()) != v.type_name()) return false;
  if (j.is_string()) return v.is_string() && v.str() == j.get<std::string>();
  if (j.is_boolean()) return v.is_boolean() && v.boolean() == j.get<bool>();
  if (j.is_number_integer()) return v.is_number_integer() && v.asInt() == j.get<int>();
  if (j.is_number()) return v.is_number() && !v.is_number_integer() && v.asFloat() == j.get<float>();
  return v.is_null();
}

std::string parseError(const std::string& text) {
  try {
    Doc d(text);
  } catch (const carc::Error& e) {  // nlohmann's parse_error, or out_of_range for a number beyond a double
    return e.what();
  }
  return "(accepted)";
}

std::string tileFile(const std::string& tiles) {
  return R"({"format": "carcassonne-tiles", "version": 1, "set": "pieces", "name": "Pieces", "tiles": [)" + tiles +
         "]}";
}

}  // namespace

TEST_CASE("tile json: the same tree as nlohmann, members in key order", "[tiles]") {
  std::string deep;
  for (int i = 0; i < 200; ++i) deep += "[";
  deep += "1";
  for (int i = 0; i < 200; ++i) deep += "]";
  const std::vector<std::string> texts = {
      R"({"segments": [{"kind": "road", "at": ["N", "S"]}], "id": "A", "count": 2, "edges": "RFRF"})",
      R"({"b": [1, -2, 0, -0, 3.5, 1e3, -1.25E-2, 0.22, 123456789012345678, -123456789012345678], "a": {}, "c": []})",
      R"({"z": null, "y": true, "x": false, "w": [[], {}, [{}]], "": "empty key"})",
      // left to the full reader: escapes, bytes beyond ASCII, duplicate keys, numbers past 18 digits, a BOM
      R"({"a": "x\u00e9\n\"", "\u00e9t\u00e9": 1, "k": "\/"})",
      "{\"caf\xc3\xa9\": \"\xe2\x82\xac\"}",
      R"({"k": 1, "k": 2, "j": [1, 2], "j": "x"})",
      R"([12345678901234567890, -9223372036854775808, 1234567890123456789012, 4294967297])",
      "\xEF\xBB\xBF {\"a\": [ ] } \n",
      deep,
  };
  for (auto& text : texts) {
    INFO(text);
    Doc d(text);
    CHECK(same(json::parse(text), d.root()));
  }
  const std::string text = R"({"m": "x", "a": 1, "k": [true]})";
  Doc d(text);
  Value root = d.root();
  CHECK(root.key(0) == "a");
  CHECK(root.key(2) == "m");
  CHECK_FALSE(root.find("missing"));
  CHECK_FALSE(root.contains("missing"));
  CHECK(root.find("k")[0].boolean());
}

TEST_CASE("tile json: malformed text is refused with nlohmann's message", "[tiles]") {
  // Issue 22: the refusal is the engine's reader's (json_in.hpp), an Error in nlohmann's words.
  for (std::string text : {"", "{", "[1,]", R"({"a" 1})", "01", "[-]", "1.", R"("\x")", "[1] x", R"({"a": tru})",
                           "[1e999]", "\"a\x01\"", "{\"a\": \"\xff\"}", "[\"unterminated]", "{,}"}) {
    INFO(text);
    std::string expected = "(accepted)";
    try {
      json j = json::parse(text);
      (void)j;
    } catch (const json::exception& e) {
      expected = e.what();
    }
    CHECK(expected != "(accepted)");
    CHECK(parseError(text) == "malformed JSON: " + expected);  // the engine's reader, in nlohmann's words
  }
}

TEST_CASE("tile json: a tile file with escapes loads, and fields of the wrong type are refused by name", "[tiles]") {
  carc::Catalog c = baseCatalog();
  c.loadTiles(tileFile(R"({"id": "P\u0031", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )"
                       R"(["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]}]})"),
              "escaped.json", "base");
  CHECK(c.tileId("P1") >= 0);
  auto refused = [&](std::string text) {
    try {
      carc::Catalog fresh = baseCatalog();
      fresh.loadTiles(text, "typed.json", "base");
    } catch (const carc::Error& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  std::string good = tileFile(R"({"id": "P2", "count": 1, "edges": "FFFF", "segments": [{"kind": "field", "at": )"
                              R"(["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]}]})");
  auto with = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  CHECK(refused(good) == "(accepted)");
  CHECK(refused(with(R"("format": "carcassonne-tiles")", R"("format": 5)")) ==
        "typed.json: format: expected \"carcassonne-tiles\"");
  CHECK(refused(with(R"("version": 1)", R"("version": "1")")) == "typed.json: version: expected 1");
  CHECK(refused(with(R"("name": "Pieces")", R"("name": ["Pieces"])")) == "typed.json: name: expected a string");
  CHECK(refused(with(R"("id": "P2")", R"("id": 2)")) == "typed.json: tiles[0].id: expected a string, got number");
  CHECK(refused(with(R"("kind": "field")", R"("kind": "lake")")) ==
        "typed.json: tile P2: segments[0].kind: unknown feature kind 'lake'");
  CHECK(refused(with(R"("at": )", R"("pos": [2, 0.5], "at": )")) ==
        "typed.json: tile P2: segments[0].pos: expected [x, y] within 0..1");
  CHECK_THAT(refused(with("\"count\": 1,", "\"count\": 1")), Contains("typed.json: malformed JSON: [json.exception"));
}

// A bar of two squares with a road along it looks the same turned by 180 degrees, though its
// squares trade places: the rotation signature names ports by board position, not square name.
TEST_CASE("tiles: a symmetric piece of two squares lists two distinct rotations", "[tiles]") {
  carc::Catalog c = baseCatalog();
  const std::string bar = R"({"id": "%ID%", "count": 1,
    "squares": [{"name": "a", "at": [0, 0], "edges": "F.FR"}, {"name": "b", "at": [1, 0], "edges": "FRF."}],
    "segments": [
      {"kind": "road", "at": ["a:W", "b:E"]},
      {"kind": "field", "at": ["a:NNW", "a:NNE", "a:WNW", "b:NNW", "b:NNE", "b:ENE"]},
      {"kind": "field", "at": ["a:SSE", "a:SSW", "a:WSW", "b:SSE", "b:SSW", "b:ESE"]}%EXTRA%]})";
  auto piece = [&](const std::string& id, const std::string& extra) {
    std::string t = bar;
    t.replace(t.find("%ID%"), 4, id);
    t.replace(t.find("%EXTRA%"), 7, extra);
    return t;
  };
  c.loadTiles(tileFile(piece("bar", "") + "," + piece("bar-cloister", R"(, {"kind": "monastery", "squares": ["a"]})") +
                       "," + piece("bar-b", R"(, {"kind": "monastery", "squares": ["b"]})")),
              "pieces.json", "base");
  const carc::TileType& plain = c.tiles[c.tileId("bar")];
  CHECK(plain.distinctRots == std::vector<uint8_t>{0, 1});
  CHECK(plain.canonicalRot == std::array<uint8_t, 4>{0, 1, 0, 1});
  // A monastery on one square breaks the symmetry (it has no port, so the signature names the
  // squares each segment lies on; before, turned by 180 degrees it counted as the same tile and
  // one of its placements was never offered).
  CHECK(c.tiles[c.tileId("bar-cloister")].distinctRots.size() == 4);  // engine: 2
  CHECK(c.tiles[c.tileId("bar-b")].distinctRots.size() == 4);         // engine: 2
}

// Issue 22: a build may ship fewer modules (the first-screen WASM core: the base game only). The
// base tile file's garden variants are enabled by the abbot; without it they are left out (their
// segments name the abbot's feature kind), and the other tiles load in the same order.
TEST_CASE("tiles: a variant enabled by a module the catalog lacks is left out", "[tiles]") {
  carc::Catalog alone;
  alone.addModule(std::make_shared<carc::BaseGame>());
  alone.finish();
  carc::Catalog both = baseCatalog();  // base game and abbot
  CHECK(alone.tileId("E.g") < 0);
  CHECK(both.tileId("E.g") >= 0);
  std::vector<std::string> without, with;
  for (auto& t : alone.tiles) without.push_back(t.id);
  for (auto& t : both.tiles)
    if (t.set == "base" && t.enabledBy.empty()) with.push_back(t.id);
  CHECK(without == with);
  // the shipped catalog leaves none out: every variant names a module it holds
  for (auto& t : carc::Catalog::standard().tiles)
    if (!t.enabledBy.empty()) CHECK(carc::Catalog::standard().moduleIndex(t.enabledBy) >= 0);
}

TEST_CASE("looks: read by the tile json reader, fields of the wrong type refused by name", "[looks]") {
  const char* layers = R"("layers": [["M0 0 L1 1 Z", "player", "outline", 0.07], ["M0 0 Z", "#ffffff"]])";
  carc::FigureLook f = carc::looks::figureLook(
      std::string(R"({"scale": 1.5, "lies": false, "spot": "#123456", "mark": [0.25, -1e-1], )") + layers + "}");
  CHECK(f.scale == 1.5f);
  CHECK_FALSE(f.lies);
  CHECK(f.spot == "#123456");
  CHECK(f.mark);
  CHECK(f.markX == 0.25f);
  CHECK(f.markY == -0.1f);
  REQUIRE(f.layers.size() == 2);
  CHECK(f.layers[0].d == "M0 0 L1 1 Z");
  CHECK(f.layers[0].width == 0.07f);
  CHECK(f.layers[1].stroke == "none");
  CHECK_FALSE(carc::looks::figureLook(std::string(R"({"mark": false, )") + layers + "}").mark);
  carc::MarkLook m = carc::looks::markLook(std::string(R"({"at": [0.5, 0.25], "turn": 45, )") + layers + "}");
  CHECK_FALSE(m.corner);
  CHECK(m.y == 0.25f);
  CHECK(m.turn == 45.0f);
  auto refused = [](auto&& read) {
    try {
      read();
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  CHECK(refused([&] { carc::looks::figureLook(std::string(R"({"scale": "big", )") + layers + "}"); }) ==
        "figure look.scale: expected a number");
  CHECK(refused([&] { carc::looks::figureLook(std::string(R"({"mark": [1], )") + layers + "}"); }) ==
        "figure look.mark: expected [x, y]");
  CHECK(refused([&] { carc::looks::tagLook(R"({"size": 0.2})"); }) == "tag look: missing 'layers'");
  CHECK(refused([&] { carc::looks::tagLook(R"({"layers": [["M0 0 Z"]]})"); }) ==
        "tag look.layers: expected [\"d\", \"fill\", \"stroke\", width], got an array of 1");
  CHECK(refused([&] { carc::looks::markLook(std::string(R"({"at": "middle", )") + layers + "}"); }) ==
        "mark look.at: expected \"corner\" or [x, y], got a string");
  CHECK_THAT(refused([&] { carc::looks::tagLook(R"({"layers": [}")"); }), Contains("[json.exception.parse_error"));
}
