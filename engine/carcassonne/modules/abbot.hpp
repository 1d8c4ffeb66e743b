// The Abbot (rule text 004 C, REFERENCE E): one abbot per player, placed instead of a meeple on a
// monastery or a garden of the tile just placed; normal meeples never stand on gardens (the base
// game offers them none); a garden scores like a monastery; instead of placing a figure a player
// may take their abbot back and score its monastery or garden as it stands. The base set's garden
// copies (tiles with enabledBy "abbot") enter the deck when this module is in play.
// Record: the abbot is placed as {"meeple": {"at": "C", "kind": "abbot"}} (with "feature" where a
// location is ambiguous); the recall is the move field {"recall": {"figure": "abbot", "x": X, "y": Y}}
// naming the tile the abbot stands on.
#pragma once
#include "../module.hpp"

namespace carc {

class Abbot final : public Module {
 public:
  std::string_view id() const override { return "abbot"; }
  std::string_view name() const override { return "The Abbot"; }
  std::string_view doc() const override {
    return "One abbot each for monasteries and gardens (garden tiles join the deck); recall it to score early.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return 0; }
  void figureStepOptions(const Game& g, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  uint8_t readsXY(const Decision&, const Action&) const override { return kReadsX | kReadsY; }  // its tile
  void apply(Game& g, const Decision& d, const Action& a) const override;
  int featurePoints(const Game& g, const FeatureView& f, int points) const override;
  std::vector<std::string> moveFields() const override { return {"recall"}; }
  bool readMoveField(const Game& g, const jsonin::Value& move, std::vector<Action>& out) const override;
  bool writeMoveField(const Game& g, const Action& a, JsonOut& move) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game& g, const Decision&, const Action& a) const override;  // the abbot recalled

 private:
  static constexpr uint8_t kRecall = 1;
  int abbotFigure(const Game& g, int player) const;  // index in g.figures() of the player's abbot, or -1
  int recallPoints(const Game& g, int figure) const;
  int abbot_ = -1, monastery_ = -1, garden_ = -1, self_ = -1;
};

}  // namespace carc
