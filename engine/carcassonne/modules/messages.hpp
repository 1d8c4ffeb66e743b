// Mini #2, the Messages (rule text 001, MINIS.md §2): every player has two score figures, the
// score meeple and a messenger; the score is their sum. Every point gain moves one of them by the
// whole amount, as the gainer chooses (a decision of the gainer, who need not be the player to
// move; no question when both stand on the same value). When a step of the player to move ends
// (Module::onSettled) and one of their figures stopped on a dark space (a multiple of 5) in it, a
// message is drawn (chance; a used message goes under the pile) and the player performs it or
// takes 2 points; the message's points form the next step (chaining). Before the final scoring
// the two figures merge; no messages in the final scoring.
// Record: `then` answers {"player": k, "messages": {"code": 0|1}} (0 score meeple, 1 messenger),
// {"chance": N} for the message drawn (1..8), and {"player": k, "messages": {"code": 0}} (take 2
// points), {"player": k, "messages": {"code": 1}} (perform messages 1-7) or {"player": k,
// "return": {figure spot}} (message 8: the figure to score and take back); after "perform" of
// messages 1-3 with a tie for the smallest, {"player": k, "messages": {"target": {"x", "y", "at"}}}.
#pragma once
#include "../module.hpp"
#include "score_track.hpp"

namespace carc {

class Messages final : public Module, public ScoreFigures {
 public:
  // decisions; kTarget: which of the tied smallest features scores (messages 1-3, messages_smallest.cpp)
  static constexpr int kFigure = 1, kDraw = 2, kResolve = 3, kTarget = 4;
  static constexpr int kPoints = 0, kPerform = 1;         // answers to kResolve (message 8: ReturnFigure)
  static constexpr int kScoreMeeple = 0, kMessenger = 1;  // token kinds, answers to kFigure
  // events: a figure moved (code 1 + figure kind, value: where to), a message drawn, the merge
  static constexpr int kDrawn = 3, kMerged = 4, kExtraTile = 5;
  std::string_view id() const override { return "messages"; }
  std::string_view name() const override { return "The Messages"; }
  std::string_view doc() const override {
    return "A messenger beside your score meeple; stop on a dark space (0, 5, 10...) for a message.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void onSetup(Game& g) const override;
  uint32_t phases() const override { return phaseBit(Phase::Draw) | phaseBit(Phase::FinalScoring); }
  void onPhase(Game& g, Phase p) const override;
  bool settles() const override { return true; }
  void onSettled(Game& g) const override;
  void onScored(Game& g, const Event& e, const FeatureView* f) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  // A tied smallest feature (kTarget) is named by a cell of it (x, y); the other answers name none.
  uint8_t readsXY(const Decision& d, const Action&) const override { return d.kind == kTarget ? kReadsX | kReadsY : 0; }
  bool defaultAnswer(const Game& g, const Decision& d, Action& a) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  bool answers(const Game& g, const Decision& d, const jsonin::Value& entry) const override;
  Action readAnswer(const Game& g, const Decision& d, const jsonin::Value& entry,
                    const std::string& where) const override;
  void writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game& g, const Decision& d, const Action& a) const override;
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;
  void scoreJson(const Game& g, const Event& e, JsonOut& j) const override;
  void addState(const Game& g, JsonOut& o) const override;
  bool shares(const Game&, std::string_view list) const override { return list == "track"; }
  void addShared(const Game& g, std::string_view list, JsonOut& o) const override;

  // ScoreFigures
  void figureValues(const Game& g, int player, std::vector<int>& out) const override;
  void takeMoves(Game& g, std::vector<TrackMove>& out) const override;

  static std::string messageName(int n);  // "2 points per knight"

 private:
  struct Gain {
    int player, points;
    bool rogue;
  };
  struct State {
    bool triggered = false, merged = false;
    int message = 0;               // drawn and waiting for its answer, or 0
    int unseen = 0x1FE;            // bit n: message n is still in the shuffled part of the pile
    std::vector<int> used;         // messages put under the pile, the next to come up first
    std::vector<Gain> gains;       // gains waiting for their figure choice, in order
    std::vector<TrackMove> moves;  // moves since the robbers last looked
  };
  State load(const Game& g) const;
  void save(Game& g, const State& s) const;
  void moveFigure(Game& g, State& s, int player, int figure, int points, bool rogue) const;
  void merge(Game& g, State& s) const;
  void perform(Game& g, int player, int message, const Action& a) const;
  // Messages 1-3 (messages_smallest.cpp): the tied smallest features as kTarget options.
  struct Smallest {
    int value = -1;               // their final-scoring value; -1: the player has none
    std::vector<Action> targets;  // one per feature: its first meeple's segment (code) and cell (x, y)
  };
  int smallestKind(int message) const;
  Smallest smallest(const Game& g, int player, int message) const;
  bool targetView(const Game& g, const Action& target, FeatureView& v) const;
  void scoreSmallest(Game& g, int player, int message) const;
  void scoreTarget(Game& g, int player, const Action& target, int value, int message) const;
  std::string targetWords(const Game& g, const Action& target, int message) const;
  bool checkTarget(const Game& g, const Decision& d, const Action& a, Why& why) const;
  std::string describeTarget(const Game& g, const Decision& d) const;
  std::string describeTargetOption(const Game& g, const Decision& d, const Action& a) const;
  int finalValue(const Game& g, const FeatureView& v, int player) const;
  bool countsAsMeeple(int figure) const;
  std::string playerName(const Game& g, int p) const;
  int self_ = -1, category_ = -1, robbery_ = -1;
  int road_ = -1, city_ = -1, monastery_ = -1, field_ = -1, pennants_ = -1;
  int normal_ = -1, big_ = -1, abbot_ = -1, pig_ = -1;
};

}  // namespace carc
