#include "inns_cathedrals.hpp"

#include "../game.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
constexpr int kFull = 0, kTilesOnly = 1;
}

void InnsCathedrals::registerContent(Catalog& cat) {
  big_ = cat.addFigure({"big", 2, true});
  inn_ = cat.addTag("inn");
  cathedral_ = cat.addTag("cathedral");
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
  cat.loadTiles(std::string(kTilesIc), "tiles/ic.json", "ic");
}

void InnsCathedrals::resolve(const Catalog& cat) {
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), field_ = cat.kindId("field");
  monastery_ = cat.kindId("monastery"), pennants_ = cat.tagId("pennants"), optFarmers_ = cat.optionId("farmers");
}

bool InnsCathedrals::full(const Game& g) const { return g.option(optContent_) == kFull; }

void InnsCathedrals::onSetup(Game& g) const {
  if (!full(g)) return;
  for (int p = 0; p < g.players(); ++p) g.setSupply(p, big_, 1);
}

// The big meeple stands wherever a normal meeple may: an unoccupied road, city, monastery or
// (with farmers) field of the tile just placed.
void InnsCathedrals::figureOptions(const Game& g, std::vector<Action>& out) const {
  if (g.pending().empty() || g.pending().front().kind != kDecideFigure || g.lastTile() < 0) return;
  int p = g.pending().front().player;
  if (g.supply(p, big_) == 0) return;
  bool farmers = optFarmers_ < 0 || g.option(optFarmers_) != 0;
  const TileType& t = g.typeOf(g.lastTile());
  Action a;
  a.type = ActionType::PlaceFigure, a.figure = static_cast<uint8_t>(big_);
  for (size_t k = 0; k < t.segments.size(); ++k) {
    int kind = t.segments[k].kind;
    if (kind != road_ && kind != city_ && kind != monastery_ && !(kind == field_ && farmers)) continue;
    if (g.features().root(g.nodeOf(g.lastTile(), int(k))).occupants) continue;
    a.segment = static_cast<uint8_t>(k);
    out.push_back(a);
  }
}

std::string InnsCathedrals::explainFigure(const Game& g, const Action& a) const {
  if (a.figure != big_ || g.lastTile() < 0) return "";
  if (!full(g)) return "the big meeple is not in play (rules.innsAndCathedrals is \"tiles-only\")";
  const TileType& t = g.typeOf(g.lastTile());
  if (a.segment < t.segments.size() && t.segments[a.segment].kind == field_ && optFarmers_ >= 0 &&
      !g.option(optFarmers_))
    return "farmers are not in play (rules.farmers is false)";
  return "";
}

// Several inns on one road, or both cathedrals in one city, do not add up (000: "still double").
int InnsCathedrals::featurePoints(const Game& g, const FeatureView& f, int points) const {
  if (!full(g)) return points;
  if (f.kind == road_ && f.node->tags[inn_]) return f.complete ? 2 * f.tiles : 0;
  if (f.kind == city_ && f.node->tags[cathedral_]) return f.complete ? 3 * (f.tiles + f.node->tags[pennants_]) : 0;
  return points;
}

}  // namespace carc
