#include "traders_builders.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "../game.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
constexpr int kFull = 0, kTilesOnly = 1;
constexpr const char* kGoodNames[TradersBuilders::kGoods] = {"wine", "grain", "cloth"};
constexpr int kPointsPerGood = 10;

// Does the field (a root) touch the city (a root) on any of its tiles?
bool fieldTouchesCity(const Game& g, int fieldRoot, int cityRoot) {
  const Features& fs = g.features();
  int m = fieldRoot;
  do {
    const FeatureNode& n = fs.node(m);
    uint16_t cities = g.typeOf(n.tile).segments[n.seg].cities;
    for (int c = 0; c < kMaxSegments; ++c)
      if ((cities >> c & 1) && fs.find(g.nodeOf(n.tile, c)) == cityRoot) return true;
    m = n.next;
  } while (m != fieldRoot);
  return false;
}
}  // namespace

void TradersBuilders::registerContent(Catalog& cat) {
  // Builder and pig count for no majority and occupy nothing; each joins a feature of its owner.
  FigureKindDef builder = figureKind("builder", 0, false);
  builder.standsOn = {cat.kindId("road"), cat.kindId("city")};
  builder.needsVacant = false, builder.needsOwn = true;
  builder.wrongKind = "the builder goes only on a road or a city";
  builder.notOwn = "the builder goes only on a road or city that already holds one of your meeples";
  builder_ = cat.addFigure(builder);
  FigureKindDef pig = figureKind("pig", 0, false);
  pig.standsOn = {cat.kindId("field")};
  pig.needsVacant = false, pig.needsOwn = true;
  pig.wrongKind = "the pig goes only on a field";
  pig.notOwn = "the pig goes only on a field where you already have a farmer";
  pig_ = cat.addFigure(pig);
  for (int k = 0; k < kGoods; ++k) goodTags_[k] = cat.addTag(kGoodNames[k]);
  cat.addTag("bridge");  // drawing only: this road crosses the other one on a bridge
  goodsCategory_ = cat.addCategory("goods");
  pigCategory_ = cat.addCategory("pig", "cities");
  OptionDef o{"tradersAndBuilders",
              "tb",
              "full: goods (whoever completes a city takes its goods; at the end the most of each good scores "
              "10), the builder (an extra turn when you extend its road or city) and the pig (4 instead of 3 "
              "per city for its field); tiles-only: the tiles alone.",
              {kFull, kTilesOnly},
              {"full", "tiles-only"},
              false,
              kFull};
  optContent_ = cat.addOption(std::move(o));
  cat.addTileFile(std::string(kTilesTb), "tiles/tb.json");
}

void TradersBuilders::resolve(const Catalog& cat) {
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), field_ = cat.kindId("field");
  self_ = cat.moduleIndex(id());
}

bool TradersBuilders::full(const Game& g) const { return g.option(optContent_) == kFull; }

int TradersBuilders::goods(const Game& g, int player, int good) const {
  const std::vector<int>& s = g.moduleState(self_);
  return s.empty() ? 0 : s[player * kGoods + good];
}

void TradersBuilders::onSetup(Game& g) const {
  g.moduleState(self_).assign(g.players() * kGoods, 0);
  if (!full(g)) return;
  for (int p = 0; p < g.players(); ++p) g.setSupply(p, builder_, 1), g.setSupply(p, pig_, 1);
}

// The tile just placed joins a road or city that holds the current player's builder.
bool TradersBuilders::extendsBuilderFeature(const Game& g) const {
  const Features& fs = g.features();
  int tile = g.lastTile();
  const TileType& t = g.typeOf(tile);
  for (const Figure& f : g.figures()) {
    if (f.kind != builder_ || f.player != g.current() || f.tile == tile) continue;
    int root = fs.find(g.nodeOf(f.tile, f.seg));
    for (size_t k = 0; k < t.segments.size(); ++k)
      if (fs.find(g.nodeOf(tile, int(k))) == root) return true;
  }
  return false;
}

void TradersBuilders::onPhase(Game& g, Phase p) const {
  if (!full(g)) return;
  // Right after the tile is placed: the extra turn is due even if that tile completes the feature
  // and sends the builder home (000, builder notes 3); never two extra turns in a row.
  if (p == Phase::AfterTile && g.lastTile() >= 0 && !g.inExtraTurn() && extendsBuilderFeature(g)) g.grantExtraTurn();
  if (p == Phase::FinalScoring) scoreGoods(g);
}

bool TradersBuilders::figureInPlay(const Rules& r, int figure, Why& why) const {
  if (r.options[optContent_] == kFull) return true;
  return why.no(std::string("the ") + (figure == builder_ ? "builder" : "pig") +
                " is not in play (rules.tradersAndBuilders is \"tiles-only\")");
}

// Goods go to the player who placed the completing tile, whoever owns the city (000).
void TradersBuilders::onFeatureCompleted(Game& g, const FeatureView& f) const {
  if (!full(g) || f.kind != city_) return;
  std::vector<int>& s = g.moduleState(self_);
  for (int k = 0; k < kGoods; ++k) s[g.current() * kGoods + k] += f.node->tags[goodTags_[k]];
}

void TradersBuilders::scoreGoods(Game& g) const {
  for (int k = 0; k < kGoods; ++k) {
    int best = 0;
    for (int p = 0; p < g.players(); ++p) best = std::max(best, goods(g, p, k));
    if (best == 0) continue;  // nobody holds this good: nobody scores it
    uint8_t mask = 0;
    for (int p = 0; p < g.players(); ++p)
      if (goods(g, p, k) == best) mask |= static_cast<uint8_t>(1 << p);
    Game::Tags tags{};
    tags[goodTags_[k]] = static_cast<uint8_t>(std::min(best, 255));
    g.award(mask, kPointsPerGood, goodsCategory_, nullptr, 0, &tags);
  }
}

void TradersBuilders::onScored(Game& g, const Event& e, const FeatureView* f) const {
  if (!f || !full(g) || e.category != g.catalog().kinds[field_].category || e.players == 0) return;
  payPig(g, e, *f);
}

// The field's owners who keep their pig in it get 1 more per completed city. First-edition farm
// scoring pays per city (the view is the city): a pig counts in any field touching that city.
void TradersBuilders::payPig(Game& g, const Event& e, const FeatureView& f) const {
  uint8_t mask = 0;
  for (const Figure& fig : g.figures()) {
    if (fig.kind != pig_ || !(e.players >> fig.player & 1)) continue;
    int fieldRoot = g.features().find(g.nodeOf(fig.tile, fig.seg));
    bool counts = f.kind == field_ ? fieldRoot == f.root : fieldTouchesCity(g, fieldRoot, f.root);
    if (counts) mask |= static_cast<uint8_t>(1 << fig.player);
  }
  if (mask && e.detail) g.award(mask, e.detail, pigCategory_, &f, e.detail);
}

void TradersBuilders::addState(const Game& g, nlohmann::json& state) const {
  if (!full(g)) return;
  for (int p = 0; p < g.players(); ++p) {
    nlohmann::json goodsJson = nlohmann::json::object();
    for (int k = 0; k < kGoods; ++k) goodsJson[kGoodNames[k]] = goods(g, p, k);
    state["players"][p]["goods"] = goodsJson;
  }
}

}  // namespace carc
