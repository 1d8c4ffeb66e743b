// Words and looks in the catalog (engine/carcassonne/looks.hpp): every figure kind, tag and score category the
// modules register carries its words and its shapes, the API hands them to the page
// (catalogJson), the SVG render draws a module's new figure and tag from them alone (the ghost
// fixture's ghost and lantern), and the seat palette stays apart under colour-vision deficiencies.
#include <array>
#include <catch2/catch.hpp>
#include <cmath>

#include "render/svg.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;

namespace {

// ---- colour-vision simulation: Machado, Oliveira & Fernandes 2009, full severity, linear RGB
using Rgb = std::array<double, 3>;
using Matrix = std::array<Rgb, 3>;
const Matrix kViews[] = {
    {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
    {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},  // protan
    {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},   // deutan
    {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},  // tritan
};

Rgb linear(const std::string& hex) {
  Rgb c;
  for (int i = 0; i < 3; ++i) {
    double v = std::stoi(hex.substr(1 + 2 * i, 2), nullptr, 16) / 255.0;
    c[i] = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  }
  return c;
}

Rgb lab(const Rgb& c) {  // CIELAB (D65)
  double X = 0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2], Y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2],
         Z = 0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2];
  auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
  double fx = f(X / 0.95047), fy = f(Y), fz = f(Z / 1.08883);
  return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

Rgb seen(const std::string& hex, const Matrix& m) {
  Rgb l = linear(hex), o;
  for (int i = 0; i < 3; ++i) o[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
  return lab(o);
}

// The smallest CIELAB distance between two colours of the palette under any of the four views.
double worstDistance(const std::vector<std::string>& palette) {
  double worst = 1e9;
  for (const Matrix& m : kViews)
    for (size_t a = 0; a < palette.size(); ++a)
      for (size_t b = a + 1; b < palette.size(); ++b) {
        Rgb p = seen(palette[a], m), q = seen(palette[b], m);
        worst = std::min(worst, std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
      }
  return worst;
}

}  // namespace

TEST_CASE("looks: the seat palette stays apart under deuteranopia, protanopia and tritanopia", "[looks]") {
  const std::vector<std::string>& palette = cat().playerColours;
  REQUIRE(palette.size() == 6);
  // The palette players reported: red and green met under deuteranopia (13 units under protanopia).
  double old = worstDistance({"#d7362f", "#2f6fd6", "#f0c419", "#2c9b4b", "#2b2b2b", "#9b59b6"});
  double now = worstDistance(palette);
  INFO("old " << old << ", new " << now);
  CHECK(old < 15);
  CHECK(now >= 25);
  // and no seat looks like the grass under any of them
  for (const std::string& c : palette)
    for (const Matrix& m : kViews) {
      Rgb p = seen(c, m), grass = seen("#86b54d", m);
      CHECK(std::hypot(p[0] - grass[0], p[1] - grass[1], p[2] - grass[2]) >= 15);
    }
}

TEST_CASE("looks: every figure kind, tag and category the modules register has words and a look", "[looks]") {
  for (const carc::FigureKindDef& f : cat().figures) {
    INFO(f.name);
    CHECK(!f.words.one.empty());
    CHECK(!f.words.many.empty());
    CHECK(!f.look.layers.empty());
    CHECK(f.look.scale > 0);
  }
  for (const carc::FeatureKindDef& k : cat().kinds) {
    INFO(k.name);
    CHECK(!k.words.one.empty());
    CHECK(!k.place.empty());
    CHECK(k.spot.size() == 7);
  }
  for (const carc::TagDef& t : cat().tagDefs) CHECK(!t.words.one.empty());
  for (const carc::CategoryDef& c : cat().categories) CHECK(!c.words.many.empty());
  const carc::FigureKindDef& big = cat().figures[cat().figureId("big")];
  CHECK(carc::counted(big.words, 1) == "the big meeple");
  CHECK(carc::counted(cat().figures[normal()].words, 3) == "3 meeples");
  CHECK(cat().kinds[cat().kindId("city")].words.many == "cities");
  CHECK(cat().categories[cat().categoryId("goods")].sentence == "most {tag} ({n:token|tokens})");
  // pennants: a glyph of their own (a flag on a pole), and named in score sentences
  const carc::TagDef& pennants = cat().tagDefs[cat().tagId("pennants")];
  CHECK(pennants.look.layers.size() == 3);
  CHECK(pennants.joiner == "and");
  CHECK(cat().tagDefs[cat().tagId("bridge")].look.layers.empty());  // drawn by the road art
}

TEST_CASE("looks: the API hands the page the words, looks, tags, categories and palette", "[looks]") {
  json j = carc::catalogJson(cat());
  REQUIRE(j["figureKinds"].size() == cat().figures.size());
  json abbot;
  for (const json& f : j["figureKinds"])
    if (f["name"] == "abbot") abbot = f;
  CHECK(abbot["words"] == json({{"one", "abbot"}, {"many", "abbots"}, {"article", "the"}}));
  CHECK(abbot["look"]["layers"].size() == 2);
  CHECK(abbot["look"]["spot"] == "#6b3fa0");
  CHECK(abbot["look"]["mark"].size() == 2);
  json pig;
  for (const json& f : j["figureKinds"])
    if (f["name"] == "pig") pig = f;
  CHECK(pig["place"] == "in a field");
  CHECK(!pig["look"].contains("mark"));
  CHECK(j["tags"].size() == cat().tags.size());
  CHECK(j["categories"].size() == cat().categories.size());
  CHECK(j["featureKinds"].size() == cat().kinds.size());
  CHECK(j["palette"]["players"] == json(cat().playerColours));
  for (const json& t : j["tags"])
    if (t["name"] == "wine") CHECK(t["glyph"]["layers"].size() == 4);
}

TEST_CASE("looks: a module's new figure and tag are drawn in the SVG from the catalog alone", "[looks]") {
  // The ghost fixture registers a neutral figure with a look of its own and a lantern tag with a
  // glyph on its haunted road; nothing under engine/carcassonne/render names either.
  json rec = json::parse(readFile(std::string(CARC_SOURCE_DIR) + "/tests/fixtures/records/ghost_road.json"));
  rec["moves"] = json::array({rec["moves"][0]});
  Game g = load(rec);
  const carc::FigureKindDef& ghost = cat().figures[cat().figureId("ghost")];
  REQUIRE(std::any_of(g.figures().begin(), g.figures().end(),
                      [&](const carc::Figure& f) { return f.kind == cat().figureId("ghost"); }));
  std::string svg = carc::render::renderSvg(g);
  CHECK(occurrences(svg, "data-figure=\"ghost\"") == 1);
  CHECK(occurrences(svg, "data-player=\"none\"") == 1);
  CHECK(occurrences(svg, "d=\"" + ghost.look.layers[0].d + "\"") == 3);  // shadow, halo, body
  CHECK(occurrences(svg, "fill=\"#8a8a8a\"") >= 1);                      // the neutral colour
  // one lantern glyph per haunted tile type drawn (each type once in <defs>)
  CHECK(occurrences(svg, "data-tag=\"lantern\"") == 1);
  const carc::TagDef& lantern = cat().tagDefs[cat().tagId("lantern")];
  CHECK(occurrences(svg, "d=\"" + lantern.look.layers[0].d + "\"") == 2);  // shadow and glyph
}
