// The base game as a module: roads, cities, monasteries, fields and farmers, the normal meeple,
// pennants, and the base options (farmers, tiny city, farm-scoring edition, hand size, meeples).
#pragma once
#include "../module.hpp"

namespace carc {

class BaseGame final : public Module {
 public:
  std::string_view id() const override { return "base"; }
  std::string_view name() const override { return "Base game"; }
  std::string_view doc() const override { return "Roads, cities, monasteries and fields; 72 tiles."; }
  void registerContent(Catalog& cat) override;
  void configure(Rules& r) const override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return phaseBit(Phase::FinalScoring); }
  void onPhase(Game& g, Phase p) const override;
  bool checkFigure(const Game& g, int player, int figure, int tile, int seg, Why& why) const override;
  int featurePoints(const Game& g, const FeatureView& f, int points) const override;
  bool scoresBlindToFigures() const override { return true; }  // featurePoints reads size and pennants only
  int maxPlayers() const override { return 5; }

 private:
  void scoreFields(Game& g) const;
  int road_ = -1, city_ = -1, field_ = -1, monastery_ = -1, meeple_ = -1, pennants_ = -1;
  int optFarmers_ = -1, optTinyCity_ = -1, optFarmScoring_ = -1, optMeeples_ = -1, optHandSize_ = -1;
};

}  // namespace carc
