// Inns & Cathedrals (expansion 1): its 18 tiles (tiles/ic.json), the big meeple (strength 2),
// roads with an inn (2 per tile complete, 0 unfinished at the end), cities with a cathedral
// (3 per tile and pennant complete, 0 unfinished), and a sixth player. The option
// "innsAndCathedrals" = "tiles-only" adds the tiles alone (inns and cathedrals score as plain roads
// and cities, no big meeple); the sixth player comes with the set either way.
// Choices where the sources differ (REFERENCE B marks them (?)): the 18-tile C1-C3 set, not the
// 24-tile C3.1 one; the T-junction's inn belongs to its east arm only (000, and JCZ); unfinished inn
// roads and cathedral cities score 0 at the end (000; C3.1 changes are unconfirmed).
#pragma once
#include "../module.hpp"

namespace carc {

class InnsCathedrals final : public Module {
 public:
  std::string_view id() const override { return "ic"; }
  std::string_view name() const override { return "Inns & Cathedrals"; }
  std::string_view doc() const override {
    return "18 tiles with inns and cathedrals, a big meeple each, room for a sixth player.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return 0; }
  bool figureInPlay(const Rules& r, int figure, Why& why) const override;
  int featurePoints(const Game& g, const FeatureView& f, int points) const override;
  int maxPlayers() const override { return 6; }

 private:
  bool full(const Game& g) const;
  int big_ = -1, inn_ = -1, cathedral_ = -1, optContent_ = -1;
  // The base game's, resolved by name.
  int road_ = -1, city_ = -1, pennants_ = -1;
};

}  // namespace carc
