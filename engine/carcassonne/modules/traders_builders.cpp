#include "traders_builders.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
constexpr int kFull = 0, kTilesOnly = 1;
constexpr const char* kGoodNames[TradersBuilders::kGoods] = {"wine", "grain", "cloth"};
constexpr int kPointsPerGood = 10;

// Goods symbols on a light badge: a wine barrel, a sheaf of grain, a bolt of cloth.
#define BADGE R"(["M0.5 0 A0.5 0.5 0 1 1 -0.5 0 A0.5 0.5 0 1 1 0.5 0 Z", "#fbf4df", "#6b4b2e", 0.08])"
constexpr const char* kGoodLooks[TradersBuilders::kGoods] = {R"({"size": 0.15, "layers": [)" BADGE R"(,
      ["M0.26 0 A0.26 0.34 0 1 1 -0.26 0 A0.26 0.34 0 1 1 0.26 0 Z", "#8c3b2a"],
      ["M-0.24 -0.2 L0.24 -0.2 M-0.24 0.2 L0.24 0.2", "none", "#3b2414", 0.06],
      ["M0.015 -0.02 A0.065 0.065 0 1 1 -0.115 -0.02 A0.065 0.065 0 1 1 0.015 -0.02 Z M0.135 -0.02 A0.065 0.065 0 1 1 0.005 -0.02 A0.065 0.065 0 1 1 0.135 -0.02 Z M0.075 0.09 A0.065 0.065 0 1 1 -0.055 0.09 A0.065 0.065 0 1 1 0.075 0.09 Z", "#6a2a6e"]]})",
                                                             R"({"size": 0.15, "layers": [)" BADGE R"(,
      ["M0 0.34 L-0.1653 -0.25 M0 0.34 L-0.0829 -0.296 M0 0.34 L0 -0.34 M0 0.34 L0.0829 -0.296 M0 0.34 L0.1653 -0.25", "none", "#c99a22", 0.07],
      ["M-0.1203 -0.2317 A0.05 0.1 -25.7831 1 1 -0.2103 -0.1883 A0.05 0.1 -25.7831 1 1 -0.1203 -0.2317 Z M-0.0341 -0.2669 A0.05 0.1 -12.6051 1 1 -0.1317 -0.2451 A0.05 0.1 -12.6051 1 1 -0.0341 -0.2669 Z M0.05 -0.3 A0.05 0.1 0 1 1 -0.05 -0.3 A0.05 0.1 0 1 1 0.05 -0.3 Z M0.1317 -0.2451 A0.05 0.1 12.6051 1 1 0.0341 -0.2669 A0.05 0.1 12.6051 1 1 0.1317 -0.2451 Z M0.2103 -0.1883 A0.05 0.1 25.7831 1 1 0.1203 -0.2317 A0.05 0.1 25.7831 1 1 0.2103 -0.1883 Z", "#e8c547"],
      ["M-0.12 0.12 L0.12 0.12", "none", "#8a5a1c", 0.09]]})",
                                                             R"({"size": 0.15, "layers": [)" BADGE R"(,
      ["M-0.3 -0.2 h0.5 v0.4 h-0.5 Z", "#3d6fc4"], ["M-0.3 -0.06 h0.5 v0.1 h-0.5 Z", "#7fa6e6"],
      ["M0.3 0 A0.1 0.2 0 1 1 0.1 0 A0.1 0.2 0 1 1 0.3 0 Z", "#2b4f8f"]]})"};
#undef BADGE

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
  builder.words = words("builder", "the");
  // a tall figure with a round head and a flat cap; outline under the fill (one clean silhouette)
  builder.look = looks::figureLook(R"({"scale": 1.05, "mark": false, "lies": false, "layers": [
      ["M-0.2 -0.36 L0.2 -0.36 L0.15 -0.5 L-0.15 -0.5 Z M0.13 -0.24 A0.13 0.13 0 1 1 -0.13 -0.24 A0.13 0.13 0 1 1 0.13 -0.24 Z M-0.12 -0.1 L0.12 -0.1 L0.24 0.4 L0.3 0.5 L-0.3 0.5 L-0.24 0.4 Z", "none", "outline", 0.14],
      ["M-0.2 -0.36 L0.2 -0.36 L0.15 -0.5 L-0.15 -0.5 Z M0.13 -0.24 A0.13 0.13 0 1 1 -0.13 -0.24 A0.13 0.13 0 1 1 0.13 -0.24 Z M-0.12 -0.1 L0.12 -0.1 L0.24 0.4 L0.3 0.5 L-0.3 0.5 L-0.24 0.4 Z", "player"]]})");
  builder_ = cat.addFigure(builder);
  FigureKindDef pig = figureKind("pig", 0, false);
  pig.standsOn = {cat.kindId("field")};
  pig.needsVacant = false, pig.needsOwn = true;
  pig.wrongKind = "the pig goes only on a field";
  pig.notOwn = "the pig goes only on a field where you already have a farmer";
  pig.words = words("pig", "the");
  pig.place = "in a field";
  // seen from the side, facing right: body, head, ear, four legs, a curly tail; a pink snout
  pig.look = looks::figureLook(R"({"scale": 0.95, "mark": false, "lies": false, "layers": [
      ["M0.31 0.02 A0.36 0.24 0 1 1 -0.41 0.02 A0.36 0.24 0 1 1 0.31 0.02 Z M0.48 -0.06 A0.16 0.15 0 1 1 0.16 -0.06 A0.16 0.15 0 1 1 0.48 -0.06 Z M0.24 -0.2 L0.3 -0.32 L0.36 -0.19 Z M-0.28 0.16 h0.08 v0.2 h-0.08 Z M-0.14 0.16 h0.08 v0.2 h-0.08 Z M0.06 0.16 h0.08 v0.2 h-0.08 Z M0.18 0.16 h0.08 v0.2 h-0.08 Z M-0.41 -0.06 A0.05 0.05 0 1 1 -0.4445 -0.1076", "none", "outline", 0.14],
      ["M0.31 0.02 A0.36 0.24 0 1 1 -0.41 0.02 A0.36 0.24 0 1 1 0.31 0.02 Z M0.48 -0.06 A0.16 0.15 0 1 1 0.16 -0.06 A0.16 0.15 0 1 1 0.48 -0.06 Z M0.24 -0.2 L0.3 -0.32 L0.36 -0.19 Z M-0.28 0.16 h0.08 v0.2 h-0.08 Z M-0.14 0.16 h0.08 v0.2 h-0.08 Z M0.06 0.16 h0.08 v0.2 h-0.08 Z M0.18 0.16 h0.08 v0.2 h-0.08 Z M-0.41 -0.06 A0.05 0.05 0 1 1 -0.4445 -0.1076", "player"],
      ["M0.5226 -0.04 A0.0526 0.0737 0 1 1 0.4174 -0.04 A0.0526 0.0737 0 1 1 0.5226 -0.04 Z", "#f2a7b8"]]})");
  pig_ = cat.addFigure(pig);
  for (int k = 0; k < kGoods; ++k)  // goods are named by the goods score, not the city's
    goodTags_[k] =
        cat.addTag({kGoodNames[k], words(kGoodNames[k], "", kGoodNames[k]), "", looks::tagLook(kGoodLooks[k])});
  cat.addTag("bridge");  // drawing only: this road crosses the other one on a bridge
  CategoryDef goods;
  goods.name = "goods", goods.words = words("goods", "", "goods");
  goods.sentence = "most {tag} ({n:token|tokens})";
  goodsCategory_ = cat.addCategory(goods);
  CategoryDef pigScore;
  pigScore.name = "pig", pigScore.detail = "cities", pigScore.words = words("pig");
  pigScore.detailWords = words("completed city", "a", "completed cities");
  pigScore.sentence = "pig in their field, 1 more for each of its {detail}";
  pigCategory_ = cat.addCategory(pigScore);
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

void TradersBuilders::addPlayerState(const Game& g, int p, JsonOut& o) const {
  if (!full(g)) return;
  o.key("goods").beginObject();
  for (int k = 0; k < kGoods; ++k) o.field(kGoodNames[k], goods(g, p, k));
  o.endObject();
}

}  // namespace carc
