// Gold Mines (mini #4, rule text 001; digest MINIS.md §4): 8 land tiles with a gold symbol. After
// placing one, a bar goes on it and one on a placed tile among its 8 neighbours (the player's
// choice; stacking allowed). When a turn completes features, their scorers (the players with the
// most strength; farmers never) take the bars on the features' tiles (a monastery or garden: its
// tile and the 8 around), one at a time in turn order from the active player, each only from a
// tile one of their own completed features claims, from the claimed tile with the most claimants
// (ties: smaller y, then x) unless the taker has a real choice (then the active player chooses:
// 「手番プレイヤーが…分配します」). Abbot recalls and the final scoring complete nothing: no gold. After the final
// scoring each player's bars pay by count: 1-3 bars 1 each, 4-6 2, 7-9 3, 10+ 4; bars left on the board are lost.
// Record: the second bar is the answer {"player": P, "gold": {"code": 1, "x": X, "y": Y}} in the move's "then" list
// (the cell of the tile that receives it). A take with a real choice is the active player's answer {"player": P,
// "gold": {"code": 2, "x": X, "y": Y}} (the cell the bar comes from); a record that leaves it out (every record written
// before takes were decisions) gets the house order.
#pragma once
#include "../geometry.hpp"
#include "../module.hpp"

namespace carc {

class Gold final : public Module {
 public:
  static constexpr uint8_t kBar = 1, kTake = 2;                 // decisions and actions
  static constexpr uint8_t kPlaced = 1, kTaken = 2, kLost = 3;  // events
  std::string_view id() const override { return "gold"; }
  std::string_view name() const override { return "Gold Mines"; }
  std::string_view doc() const override {
    return "8 gold tiles: gold bars go on tiles and go to the winners of features completed there; more bars, "
           "more points each.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  uint32_t phases() const override {
    return phaseBit(Phase::AfterTile) | phaseBit(Phase::Score) | phaseBit(Phase::FinalScoring);
  }
  void onPhase(Game& g, Phase p) const override;
  void onFeatureCompleted(Game& g, const FeatureView& f) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  uint8_t readsXY(const Decision&, const Action&) const override { return kReadsX | kReadsY; }  // the cell
  void apply(Game& g, const Decision& d, const Action& a) const override;
  bool defaultAnswer(const Game& g, const Decision& d, Action& a) const override;
  bool answers(const Game& g, const Decision& d, const jsonin::Value& entry) const override;
  std::string decisionName(const Decision& d) const override { return d.kind == kTake ? "gold-take" : "gold-bar"; }
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game&, const Decision&, const Action& a) const override;  // the tile
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;
  void scoreJson(const Game& g, const Event& e, JsonOut& j) const override;
  void addState(const Game& g, JsonOut& j) const override;
  void cellMarkers(const Game& g, std::vector<CellMarker>& out) const override;  // the bars on tiles

  // Bars on the board at a cell, and bars a player holds.
  int barsAt(const Game& g, Coord c) const;
  int barsHeld(const Game& g, int player) const;
  // Points for holding n bars at the end: 1-3: n, 4-6: 2n, 7-9: 3n, 10+: 4n.
  static int barPoints(int n);

 private:
  void addBars(Game& g, Coord c, int n) const;
  void distribute(Game& g) const;
  void finalScore(Game& g) const;
  int self_ = -1, gold_ = -1, category_ = -1, bar_ = -1;
};

}  // namespace carc
