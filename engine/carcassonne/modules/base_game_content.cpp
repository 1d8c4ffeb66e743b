// The base game's content: kinds, the meeple, pennants, rule options and the tile file. Run once when
// the catalog is built, so compiled for size in WebAssembly (CMakeLists.txt, CARC_COLD_SOURCES);
// the base game's rules (base_game.cpp) run every turn and keep -O3.
#include "../game.hpp"
#include "base_game.hpp"
#include "tiles_embedded.hpp"

namespace carc {

void BaseGame::registerContent(Catalog& cat) {
  // Each kind with its words and the colour of the ring of its figure spots.
  auto kind = [&](FeatureKindDef k, Words w, std::string place, std::string spot) {
    k.words = std::move(w), k.place = std::move(place), k.spot = std::move(spot);
    return cat.addKind(std::move(k));
  };
  road_ = kind(featureKind("road", Topology::Side, 'R', true, true), words("road"), "on a road", "#6f6f6f");
  city_ =
      kind(featureKind("city", Topology::Side, 'C', false, true), words("city", "a", "cities"), "in a city", "#9b6b3c");
  field_ =
      kind(featureKind("field", Topology::Half, 0, false, false), words("field"), "in a field as a farmer", "#3d7a26");
  monastery_ = kind(featureKind("monastery", Topology::Center, 0, false, true), words("monastery", "a", "monasteries"),
                    "in a monastery", "#8a2f22");
  CategoryDef fieldScore;  // a field's score event counts the completed cities
  fieldScore.name = "field", fieldScore.detail = "cities";
  fieldScore.detailWords = words("completed city", "a", "completed cities");
  cat.addCategory(fieldScore);
  cat.addEdge('F', -1, true);
  cat.addEdge('R', road_, true);
  cat.addEdge('C', city_, false);
  FigureKindDef meeple = figureKind("normal");
  meeple.label = "meeple";
  meeple.words = words("meeple", "a");
  meeple.look = looks::meeple();
  meeple.standsOn = {road_, city_, monastery_, field_};
  meeple_ = cat.addFigure(meeple);
  TagDef pennant;  // a pennant: a triangular flag on a pole (not a shield: at small sizes that read as a meeple)
  pennant.name = "pennants", pennant.words = words("pennant", "a"), pennant.joiner = "and";
  pennant.look = looks::tagLook(R"({"size": 0.2, "layers": [
      ["M-0.42 -0.5 h0.12 v1 h-0.12 Z", "#5a3b1c", "#f4f0e4", 0.05],
      ["M-0.3 -0.48 L0.5 -0.17 L-0.3 0.14 Z", "#2f5db0", "#f4f0e4", 0.08],
      ["M-0.16 -0.3 L0.18 -0.17 L-0.16 -0.04 Z", "#f4f0e4"]]})");
  pennants_ = cat.addTag(pennant);
  auto opt = [&](OptionDef o) {
    o.module = "base";
    return cat.addOption(std::move(o));
  };
  optFarmers_ = opt({"farmers", "", "Meeples may be placed on fields as farmers.", {0, 1}, {}, true, 1});
  optTinyCity_ =
      opt({"tinyCity",
           "",
           "Points for a completed city of two tiles: 4 (current rules) or 2 (first edition, 1 per tile and pennant).",
           {4, 2},
           {},
           false,
           4});
  optFarmScoring_ =
      opt({"farmScoring",
           "",
           "current: each field pays 3 per completed city it touches; first-edition: per completed city, the most "
           "farmers in the fields touching it take 4; second-edition: 3 per city, each city at most once per player.",
           {0, 1, 2},
           {"current", "first-edition", "second-edition"},
           false,
           0});
  optHandSize_ = opt({"handSize",
                      "",
                      "Tiles each player holds: play one of them, then refill (1 = the normal game).",
                      {1, 2, 3},
                      {},
                      false,
                      1});
  optMeeples_ = opt({"meeples", "", "Meeples per player.", {}, {}, false, 7, 1, 20});
  cat.addTileFile(std::string(kTilesBase), "tiles/base.json");
}
}  // namespace carc
