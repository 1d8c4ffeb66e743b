// Flying Machines (mini #1, rule text 001; digest MINIS.md §1): 8 land tiles with a flying machine
// whose arrow (orthogonal or diagonal) turns with the tile. Instead of placing a figure on the
// flier tile just placed, its player may fly a meeple (normal, big or abbot): a die (1,1,2,2,3,3)
// says how many squares it flies in the arrow's direction; there the player must put it on an
// incomplete road, city or monastery of their choice, occupied or not, never a field (the abbot:
// an incomplete monastery or garden); no tile or no such feature: the meeple stays in supply.
// Record: the flight is the figure step's generic action {"module": "flier", "code": C} (C = 1 a
// normal meeple, 2 the big meeple, 3 the abbot), then the roll {"chance": 1..3} and the landing
// {"player": P, "figure": {"kind", "x", "y", "at"}} in the move's "then" list.
// Choices: the die is uniform over 1..3; builder and pig never fly (MINIS §1.3, HOUSE CHOICE);
// fl/H carries its garden only with the Abbot (tile fl/H.g, as the base game's garden copies).
#pragma once
#include "../module.hpp"

namespace carc {

class Flier final : public Module {
 public:
  static constexpr uint8_t kFlyNormal = 1, kFlyBig = 2, kFlyAbbot = 3;  // the figure step's alternatives
  static constexpr uint8_t kRoll = 1, kLand = 2;                        // decisions
  static constexpr uint8_t kRolled = 1, kCrash = 2;                     // events
  std::string_view id() const override { return "flier"; }
  std::string_view name() const override { return "Flying Machines"; }
  std::string_view doc() const override {
    return "8 tiles with a flying machine: fly a meeple 1-3 squares (die) onto any unfinished road, city or "
           "monastery, even an occupied one.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  uint32_t phases() const override { return 0; }
  void figureStepOptions(const Game& g, std::vector<Action>& out) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game& g, const Decision& d, const Action& a) const override;  // die faces, the flier tile
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;
  void addState(const Game& g, JsonOut& j) const override;

  // The direction (0..7 clockwise from north) a placed flier tile's arrow points, or -1.
  int arrowOf(const Game& g, int tile) const;
  // The placed tile a flight from `tile` with roll `roll` reaches, or -1 (nothing there).
  int targetOf(const Game& g, int tile, int roll) const;
  // Whether a flown figure of kind `figure` may land on segment `seg` of placed tile `tile`.
  bool landable(const Game& g, int figure, int tile, int seg, Why& why) const;

 private:
  int figureOfCode(int code) const;  // the figure kind a flight code sends, or -1
  int self_ = -1, arrow_ = -1, normal_ = -1, big_ = -1, abbot_ = -1;
  int road_ = -1, city_ = -1, monastery_ = -1, garden_ = -1;
};

}  // namespace carc
