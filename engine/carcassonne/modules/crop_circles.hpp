// Mini #7, Crop Circles (rule text 001, MINIS.md §7): six tiles with a symbol (club: highwaymen,
// pitchfork: farmers, shield: knights). After the turn's scoring the player to move chooses A
// (everybody adds a meeple from supply beside one of their meeples of that type) or B (everybody
// takes one such meeple back); every player from the left of the player to move decides in turn,
// the player to move last; who cannot is skipped. By the seed's reading A is mandatory for who can
// (option cropCirclesAddOptional lets a player pass on A). A and B use normal and big meeples only;
// with farmers off a pitchfork does nothing.
// Record: `then` answers {"player": k, "cropcircles": {"code": 1|2}} (A|B), then each player's
// {"player": k, "figure": {spot}} (A), {"player": k, "return": {spot}} (B) or {"player": k, "pass": true}.
#pragma once
#include "../module.hpp"

namespace carc {

class CropCircles final : public Module {
 public:
  static constexpr int kChoose = 1, kAct = 2;  // decisions
  static constexpr int kAdd = 1, kRemove = 2;  // the choice (answer codes, and kAct's arg)
  std::string_view id() const override { return "cropcircles"; }
  std::string_view name() const override { return "Crop Circles"; }
  std::string_view doc() const override {
    return "6 crop-circle tiles; everybody adds or takes back a highwayman, farmer or knight.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  uint32_t phases() const override { return phaseBit(Phase::AfterScore); }
  void onPhase(Game& g, Phase p) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;

 private:
  int symbolKind(const Game& g) const;  // the feature kind of the last tile's symbol, or -1
  bool meepleKind(int figure) const { return figure == normal_ || (big_ >= 0 && figure == big_); }
  std::string kindWord(const Game& g, bool plural) const;
  int self_ = -1, crop_ = -1, optAddOptional_ = -1, road_ = -1, city_ = -1, field_ = -1, normal_ = -1, big_ = -1;
  int optFarmers_ = -1;
};

}  // namespace carc
