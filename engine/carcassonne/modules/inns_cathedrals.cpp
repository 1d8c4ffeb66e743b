#include "inns_cathedrals.hpp"

#include "../game.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
constexpr int kFull = 0, kTilesOnly = 1;
}

void InnsCathedrals::registerContent(Catalog& cat) {
  // The big meeple stands wherever a normal meeple may (farmers: the base game's rule).
  FigureKindDef big = figureKind("big", 2, true);
  big.label = "big meeple";
  big.words = words("big meeple", "the");
  big.look = looks::meeple();  // a third taller, with a ring on its head
  big.look.scale = 1.35f;
  big.look.layers.push_back(looks::figureLook(R"({"layers": [
      ["M0.0667 -0.37 A0.0667 0.0667 0 1 1 -0.0667 -0.37 A0.0667 0.0667 0 1 1 0.0667 -0.37 Z", "none", "ink", 0.044]]})")
                                .layers[0]);
  big.standsOn = {cat.kindId("road"), cat.kindId("city"), cat.kindId("monastery"), cat.kindId("field")};
  big_ = cat.addFigure(big);
  // drawn by the tile art (an inn by its lake, a cathedral's roofs): no glyph
  inn_ = cat.addTag({"inn", words("inn", "an"), "with", {}});
  cathedral_ = cat.addTag({"cathedral", words("cathedral", "a"), "with", {}});
  OptionDef o{"innsAndCathedrals",
              "ic",
              "full: the big meeple (counts as two), inns (a road with an inn pays 2 per tile when complete, "
              "nothing when unfinished) and cathedrals (3 per tile and pennant when complete, nothing when "
              "unfinished); tiles-only: the tiles alone, scored as plain roads and cities.",
              {kFull, kTilesOnly},
              {"full", "tiles-only"},
              false,
              kFull};
  optContent_ = cat.addOption(std::move(o));
  cat.addTileFile(std::string(kTilesIc), "tiles/ic.json");
}

void InnsCathedrals::resolve(const Catalog& cat) {
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), pennants_ = cat.tagId("pennants");
}

bool InnsCathedrals::full(const Game& g) const { return g.option(optContent_) == kFull; }

void InnsCathedrals::onSetup(Game& g) const {
  if (!full(g)) return;
  for (int p = 0; p < g.players(); ++p) g.setSupply(p, big_, 1);
}

bool InnsCathedrals::figureInPlay(const Rules& r, int, Why& why) const {
  if (r.options[optContent_] == kFull) return true;
  return why.no("the big meeple is not in play (rules.innsAndCathedrals is \"tiles-only\")");
}

// Several inns on one road, or both cathedrals in one city, do not add up (000: "still double").
int InnsCathedrals::featurePoints(const Game& g, const FeatureView& f, int points) const {
  if (!full(g)) return points;
  if (f.kind == road_ && f.node->tags[inn_]) return f.complete ? 2 * f.tiles : 0;
  if (f.kind == city_ && f.node->tags[cathedral_]) return f.complete ? 3 * (f.tiles + f.node->tags[pennants_]) : 0;
  return points;
}

}  // namespace carc
