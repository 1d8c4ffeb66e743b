// Traders & Builders (expansion 2): its 24 tiles (tiles/tb.json) with goods in 20 cities (9 wine,
// 6 grain, 5 cloth), the two bridge tiles and the monastery with three roads; the builder, the pig
// and the goods. The option "tradersAndBuilders" = "tiles-only" adds the tiles alone.
//  - Goods: whoever places the tile that completes a city takes its goods, whoever owns the city.
//    At the end, for each good, every player tied for the most tokens scores 10 ("goods" events).
//  - Builder: on a road or city of the tile just placed that already holds one of the player's
//    meeples (others' builders do not matter); it counts for no majority. Placing a tile that
//    extends that feature later gives one extra turn (the core never chains them). It goes home
//    when the feature is scored, complete or at the end (000's wording; the C2 "also when you no
//    longer have a meeple there" (?) cannot arise: meeples leave roads and cities only when scored).
//  - Pig: on a field of the tile just placed where the player has a farmer; no majority. A player
//    who scores that field gets 4 instead of 3 per completed city: a "pig" event of 1 per city
//    right after the field's score (first-edition farm scoring: 1 per city taken whose fields hold
//    the player's pig, so 5 instead of 4).
#pragma once
#include <array>

#include "../module.hpp"

namespace carc {

class TradersBuilders final : public Module {
 public:
  static constexpr int kGoods = 3;  // wine, grain, cloth

  std::string_view id() const override { return "tb"; }
  std::string_view name() const override { return "Traders & Builders"; }
  std::string_view doc() const override {
    return "24 tiles with goods for whoever completes a city, a builder for extra turns and a pig for richer fields.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return phaseBit(Phase::AfterTile) | phaseBit(Phase::FinalScoring); }
  void onPhase(Game& g, Phase p) const override;
  bool figureInPlay(const Rules& r, int figure, Why& why) const override;
  void onFeatureCompleted(Game& g, const FeatureView& f) const override;
  void onScored(Game& g, const Event& e, const FeatureView* f) const override;
  void addPlayerState(const Game& g, int player, JsonOut& o) const override;

  // Tokens of one good a player holds (game state of this module).
  int goods(const Game& g, int player, int good) const;

 private:
  bool full(const Game& g) const;
  bool extendsBuilderFeature(const Game& g) const;
  void scoreGoods(Game& g) const;
  void payPig(Game& g, const Event& e, const FeatureView& f) const;
  int builder_ = -1, pig_ = -1, optContent_ = -1, goodsCategory_ = -1, pigCategory_ = -1, self_ = -1;
  std::array<int, kGoods> goodTags_{};
  // The base game's, resolved by name.
  int road_ = -1, city_ = -1, field_ = -1;
};

}  // namespace carc
