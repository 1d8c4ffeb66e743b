// Mage & Witch (mini #5, rule text 001; digest MINIS.md §5): 8 land tiles with a magic symbol and
// two neutral figures. After placing a magic tile (before the figure step) the player must place
// or move the mage or the witch onto any unfinished road or city (a moved figure to another one);
// the two never share a road or city; when nothing is legal, one figure on the board is removed.
// When any tile (or a later change of the roads before the scoring: a ferry placed or moved) leaves
// both on one road or city, the active player moves both (the seed's reading;
// rule option mageWitchMoveOne: only one), each to another unfinished road or city (a figure with
// nowhere to go is removed), before scoring; this also serves as the magic tile's own duty. Scoring:
// the mage adds 1 per tile of its road or city for each scorer; the witch halves the points,
// rounded up, after inn and cathedral effects; a figure leaves the board when its feature is
// scored (also with nobody to score it), at the final scoring too.
// Record: answers in the move's "then" list, {"player": P, "figure": {"kind": "mage"|"witch", "x",
// "y", "at"}} to place or move one, {"player": P, "return": {...}} to remove one.
#pragma once
#include "../module.hpp"

namespace carc {

class Magic final : public Module {
 public:
  static constexpr uint8_t kMagicTile = 1, kShared = 2;  // decisions
  std::string_view id() const override { return "magic"; }
  std::string_view name() const override { return "Mage & Witch"; }
  std::string_view doc() const override {
    return "8 magic tiles move the neutral mage (+1 per tile) and witch (halves the points) onto unfinished roads "
           "and cities.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return phaseBit(Phase::AfterTile); }
  void onPhase(Game& g, Phase p) const override;
  // After the figure step and what follows it (a ferry placed or moved, MINIS §3.5), before the
  // scoring: a change of the roads that put both figures on one feature is resolved as §5.4.
  bool settles() const override { return true; }
  void onSettled(Game& g) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  int featurePoints(const Game& g, const FeatureView& f, int points) const override;
  void scoreJson(const Game& g, const Event& e, JsonOut& j) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;

  int mage() const { return mage_; }
  int witch() const { return witch_; }
  // Index in g.figures() of the mage or witch, or -1 when it is off the board.
  int figureIndex(const Game& g, int kind) const;

 private:
  int rootOf(const Game& g, int kind) const;  // the feature root it stands on, or -1
  bool checkTarget(const Game& g, int kind, int tile, int seg, int own, int other, Why& why) const;
  bool targets(const Game& g, int kind, std::vector<Action>* out) const;
  bool answerable(const Game& g, int mask) const;
  int movingMask(const Game& g, const Decision& d) const;  // figures this decision may move (bit 0 mage, 1 witch)
  bool askShared(Game& g, Decision d) const;               // both on one feature: ask the active player to move them
  int self_ = -1, mage_ = -1, witch_ = -1, magic_ = -1, optMoveOne_ = -1, road_ = -1, city_ = -1;
};

}  // namespace carc
