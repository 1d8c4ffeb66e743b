// The Wonders of Humanity (rules/WONDERS.md; seed 003): twelve wonders of five squares each
// (tiles/wonders.json; every layout and some effects reconstructed, flagged houseLayout /
// houseEffect there). A player whose score reaches the threshold where their pair waits (10, 15,
// 20, 25) takes a wonder; they place it on their next turn instead of drawing (the core's
// pieceInsteadOfDraw), mark it, and may put up to two meeples on two of its features. The owner's
// effect is looked up by the wonder's "effect" property, so a wonder can be given another effect
// by a data change.
// Files: wonders.cpp (content, setup, acquisition, the wonder turn), wonders_effects.cpp (the
// owner effects), wonders_placing.cpp (a wonder with no place, §3.2; the Circus Maximus's kept
// tile once the pile is empty).
#pragma once
#include "../events.hpp"
#include "../geometry.hpp"
#include "../module.hpp"

namespace carc {

class Wonders final : public Module {
 public:
  // The effects, in the order of the "effect" property's labels.
  enum Effect : int {
    Stonehenge,
    Circus,
    NotreDame,
    Alhambra,
    AbuSimbel,
    Tikal,
    AngkorWat,
    Terracotta,
    GreatWall,
    TajMahal,
    Cothon,
    Nazca,
    kEffects
  };
  // Decisions and actions (Module actions carry the code; x the player or the wonder number).
  static constexpr uint8_t kPickPlayer = 1, kPickWonder = 2, kSecondMeeple = 3, kNazcaTurn = 4;
  static constexpr uint8_t kTajPlace = 5, kTajTake = 6;  // figure-step alternatives of the Taj Mahal
  static constexpr uint8_t kCothonMeeple = 7;            // 0-2 meeples on the Cothon when it is taken (§6.11)
  // The Cothon's harbour: a meeple into it (one of the 0-2), scored meeples kept there (x of them),
  // one sent from it to a feature on a river tile (x the tile index, y the segment).
  static constexpr uint8_t kHarbourPut = 8, kHarbourKeep = 9, kHarbourSend = 10;
  // Module events.
  static constexpr uint8_t kEvAcquired = 1, kEvMarked = 2, kEvThreshold = 3, kEvTaj = 4, kEvHandPassed = 5;
  static constexpr uint8_t kEvHarbour = 6;

  std::string_view id() const override { return "wonders"; }
  std::string_view name() const override { return "The Wonders of Humanity"; }
  std::string_view doc() const override {
    return "Reach 10, 15, 20 or 25 points to take a wonder of five squares; its owner gains its effect.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void configure(Rules& r) const override;
  void onSetup(Game& g) const override;
  void arrangeDeck(const Game& g, std::vector<uint16_t>& deck) const override;
  int figuresAside(const Game& g, int player, int figureKind) const override;
  uint32_t phases() const override;
  void onPhase(Game& g, Phase p) const override;
  int pieceInsteadOfDraw(const Game& g, int player) const override;
  bool checkDraw(const Game& g, int tileType, Why& why) const override;
  bool checkFigure(const Game& g, int player, int figure, int tile, int seg, Why& why) const override;
  bool filtersPlacement() const override { return true; }
  bool filtersPlacementNow(const Game& g) const override { return heldUnplaced(g) >= 0; }
  bool checkPlacement(const Game& g, const Action& a, Why& why) const override;
  void figureStepOptions(const Game& g, std::vector<Action>& out) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  uint8_t readsXY(const Decision& d, const Action& a) const override;
  void apply(Game& g, const Decision& d, const Action& a) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game& g, const Decision& d, const Action& a) const override;
  void onFeatureCompleted(Game& g, const FeatureView& f) const override;
  void onScored(Game& g, const Event& e, const FeatureView* f) const override;
  bool readsEvents() const override { return true; }  // Notre-Dame and Alhambra count this turn's events
  Action readAnswer(const Game& g, const Decision& d, const jsonin::Value& entry,
                    const std::string& where) const override;
  void writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const override;
  void eventJson(const Game& g, const Event& e, JsonOut& j) const override;
  void scoreJson(const Game& g, const Event& e, JsonOut& j) const override;
  void addState(const Game& g, JsonOut& o) const override;
  // The state the page reads without knowing wonders: "track", "owners" and "notes" entries.
  bool shares(const Game& g, std::string_view list) const override;
  void addShared(const Game& g, std::string_view list, JsonOut& o) const override;

  // For tests and the page: the wonder numbers (0..11, tile file order) and their tile types.
  int wonderCount() const { return static_cast<int>(wonderTypes_.size()); }
  int wonderType(int number) const { return wonderTypes_[number]; }
  int wonderNumber(int tileType) const;  // -1 if not a wonder
  Effect effectOf(int tileType) const { return static_cast<Effect>(effect_[tileType]); }
  // What a player holds (wonder numbers not yet placed) and has placed (tile indices).
  std::vector<int> held(const Game& g, int player) const;
  std::vector<int> placed(const Game& g, int player) const;
  int threshold(const Game& g) const;               // where the pairs wait now (10..25)
  std::vector<int> available(const Game& g) const;  // wonder numbers on offer
  int tajMeeples(const Game& g, int player) const;  // meeples on the owner's Taj Mahal spaces
  int harbour(const Game& g, int player) const;     // meeples in the owner's Cothon harbour
  int owner(const Game& g, Effect e) const;         // whose marked wonder has effect e, or -1

 private:
  Coord markerCell(const Game& g, int tile) const;
  std::string shownName(const Catalog& cat, int type) const;
  // Module state layout (Game::moduleState): a header, then a block per player, then the pool.
  // kHelper: this turn part placed a tile to make room for a held wonder (§3.2).
  static constexpr int kThreshold = 0, kEventMark = 1, kLandTiles = 2, kNotreSeen = 3, kHelper = 4, kHeader = 5;
  static constexpr int kHeld = 0, kPlaced = 2, kMarkedTurn = 4, kTaj = 6, kAcquired = 7, kHarbour = 8, kBlock = 9;
  static constexpr int kActive = -2;  // kMarkedTurn once the owner's next turn began (wonderEffectStart = next-turn)
  int slot(int player, int field) const { return kHeader + player * kBlock + field; }
  int poolAt() const { return kHeader + 6 * kBlock; }

  // wonders.cpp
  void checkAcquisitions(Game& g) const;
  std::vector<int> eligible(const Game& g) const;
  void acquire(Game& g, int player, int number) const;
  void markPlaced(Game& g) const;
  bool placedFigureOnWonder(const Game& g) const;
  void secondMeepleOptions(const Game& g, int player, std::vector<Action>& out) const;
  void figureOptions(const Game& g, int player, int tile, std::vector<Action>& out) const;
  int cothonTile(const Game& g) const;  // the start tableau's tile index if it is the Cothon, else -1
  void takeCothon(Game& g, int player, int number) const;
  int ownedWonderTile(const Game& g, int player, int tile) const;  // tile if it is a wonder of player's
  int alhambraEach(const Game& g) const;
  void award(Game& g, int player, int points, Effect e, const FeatureView* f = nullptr, ScoreWhy why = {}) const;
  // wonders_placing.cpp (§3.2, §3.4 and the Circus Maximus's kept tile at the end)
  int heldUnplaced(const Game& g) const;  // the turn player's wonder that found no place, or -1
  bool fitsBeside(const Game& g, int wonderType, const Action& helper) const;
  void helperPlaced(Game& g) const;
  void passKeptTile(Game& g) const;
  // wonders_harbour.cpp (§6.11)
  int returnedToKeep(const Game& g, int player) const;
  void sendOptions(const Game& g, int player, std::vector<Action>& out) const;
  void harbourApply(Game& g, int player, const Action& a) const;

  // wonders_effects.cpp
  void greatWall(Game& g) const;
  void notreDame(Game& g) const;
  void alhambra(Game& g) const;
  bool nazcaQualifies(const Game& g) const;
  void marked(Game& g, int player, int tile) const;  // effects that act once, at marking

  int self_ = -1, effectProp_ = -1, setProp_ = -1, houseLayoutProp_ = -1, houseEffectProp_ = -1;
  int road_ = -1, city_ = -1, field_ = -1, monastery_ = -1, garden_ = -1, river_ = -1, inn_ = -1;
  int meeple_ = -1, big_ = -1, abbot_ = -1, pennants_ = -1, cathedral_ = -1, bodyKind_ = -1;
  int optPool_ = -1, optSets_ = -1, optTwo_ = -1, optAlhambra_ = -1, optStart_ = -1;
  std::vector<int> wonderTypes_;  // tile type per wonder number
  std::vector<int8_t> effect_;    // per tile type: Effect, or -1
  std::vector<uint8_t> walled_;   // per tile type: its city segments have walls (Great Wall)
  std::vector<int> categories_;   // per Effect: the score category
};

}  // namespace carc
