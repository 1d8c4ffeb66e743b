// Mini #6, the Robbers (rule text 001, MINIS.md §6): one robber per player on the score track.
// After a robber tile the player to move may put their robber on (or move it to) a space where
// another player's score figure stands; then, by the seed's reading, every other player in turn
// order whose robber is in supply may put theirs (option robbersNextOnly: only the next one).
// When another player's figure moves on from a robber's space, the robber's owner takes half of
// those points, rounded up, and the robber comes home; points a robber took never are robbed, a
// robber on the space they leave rides along. One robbery per robber and scoring step (the owner
// chooses among several moves); several robbers on one space each rob the same move. The step
// is settled when its answers are in (Module::onSettled). With Messages (a ScoreFigures module),
// either figure of a player counts and the figure the player moves decides the space it leaves.
// Record: `then` answers {"player": k, "robbers": {"code": 1, "x": SPACE}} (place or move),
// {"player": k, "pass": true}, and {"player": k, "robbers": {"code": 2, "x": VICTIM, "y": POINTS}}.
#pragma once
#include "../module.hpp"
#include "score_track.hpp"

namespace carc {

class Robbers final : public Module {
 public:
  static constexpr int kPlace = 1, kRob = 2;                             // decisions and action codes
  static constexpr int kPlaced = 1, kMoved = 2, kRobbed = 3, kRode = 4;  // events
  std::string_view id() const override { return "robbers"; }
  std::string_view name() const override { return "The Robbers"; }
  std::string_view doc() const override {
    return "8 robber tiles; put your robber beside another player's score figure and take half their next points.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  uint32_t phases() const override { return phaseBit(Phase::AfterTile); }
  void onPhase(Game& g, Phase p) const override;
  bool settles() const override { return true; }
  void onSettled(Game& g) const override;
  void onScored(Game& g, const Event& e, const FeatureView* f) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  // A robber's space (x); a robbery's victim (x) and points (y).
  uint8_t readsXY(const Decision&, const Action& a) const override {
    return a.code == kRob ? kReadsX | kReadsY : kReadsX;
  }
  bool defaultAnswer(const Game& g, const Decision& d, Action& a) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game&, const Decision& d, const Action& a) const override;  // a space, a victim
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;
  void scoreJson(const Game& g, const Event& e, JsonOut& j) const override;
  void addState(const Game& g, JsonOut& o) const override;
  bool shares(const Game&, std::string_view list) const override { return list == "track"; }
  void addShared(const Game& g, std::string_view list, JsonOut& o) const override;

  // The robber's space of player p, or -1 in supply.
  int robberSpace(const Game& g, int p) const;
  // Spaces where a score figure of a player other than p stands, ascending, without duplicates.
  void spacesBeside(const Game& g, int p, std::vector<int>& out) const;

 private:
  struct Robbery {
    int owner, victim, points;
  };
  const ScoreFigures* figures(const Game& g) const;
  void figureValues(const Game& g, int p, std::vector<int>& out) const;
  void takeMoves(Game& g, std::vector<TrackMove>& out) const;
  std::vector<Robbery> queue(const Game& g) const;
  void setQueue(Game& g, const std::vector<Robbery>& q) const;
  void runQueue(Game& g) const;  // robs for the robbers queued, until one must choose
  void rob(Game& g, int owner, int victim, int points) const;
  bool askPlacement(const Game& g, int p) const;
  std::string playerName(const Game& g, int p) const;
  int self_ = -1, robberTile_ = -1, robbery_ = -1, optNextOnly_ = -1, figuresModule_ = -1;
  const ScoreFigures* figures_ = nullptr;
};

}  // namespace carc
