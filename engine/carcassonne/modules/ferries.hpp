// Ferries (mini #3; rule text 001 「渡し船」, digest MINIS.md §3): 8 lake tiles whose road arms end at
// a lake. After the figure step the player puts the new lake's ferry on two arms of their choice
// (a layout of the tile: the two arms become one road, the others end at the lake); then, for any
// tile placed, the first ferry met along each road of the tile in each direction may be moved once
// to another pair of arms of its lake. Features are rebuilt from the segment graph after every
// change, and what is complete afterwards is scored (a move can complete or reopen a road far
// from the tile; figures stay on the arm they stand on when a road splits).
// The log says what each change did: "the ferry at (2,1) now links south and west: the road of
// Alice (5 tiles) is complete".
// Record (`then` entries): the new ferry {"player": 0, "ferry": "E-W"} (its two arms in board
// orientation); a move {"player": 0, "ferry": {"x": 2, "y": 1, "to": "W-S"}}; leaving a ferry
// where it is {"player": 0, "pass": true}.
#pragma once
#include "../module.hpp"

namespace carc {

class Ferries final : public Module {
 public:
  std::string_view id() const override { return "ferries"; }
  std::string_view name() const override { return "Ferries"; }
  std::string_view doc() const override {
    return "8 lake tiles: a ferry links two road arms of each lake; extend a road with a ferry and you may move it.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  uint32_t phases() const override;
  void onPhase(Game& g, Phase p) const override;
  void options(const Game& g, const Decision& d, std::vector<Action>& out) const override;
  bool check(const Game& g, const Decision& d, const Action& a, Why& why) const override;
  uint8_t readsXY(const Decision&, const Action&) const override { return kReadsX | kReadsY; }  // the lake
  void apply(Game& g, const Decision& d, const Action& a) const override;
  std::string decisionName(const Decision& d) const override;
  std::string describeDecision(const Game& g, const Decision& d) const override;
  std::string describe(const Game& g, const Action& a) const override;
  Place optionPlace(const Game& g, const Decision& d, const Action& a) const override;  // the ferry's link
  Action readAnswer(const Game& g, const Decision& d, const jsonin::Value& entry,
                    const std::string& where) const override;
  void writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const override;
  void eventJson(const Game& g, const Event& e, JsonOut& out) const override;
  void addState(const Game& g, JsonOut& out) const override;

  // Decisions: place the new lake's ferry; move (or leave) one candidate ferry.
  static constexpr uint8_t kPlace = 1, kMove = 2;
  // Module events: a ferry placed, a ferry moved (value: the new layout).
  // kRoad (after each of them, one per road through the lake's arms): value its tiles, players
  // whose figures stand on it, complete; the log tells them with the ferry event.
  static constexpr int kPlaced = 1, kMoved = 2, kRoad = 3;
  // Options.
  static constexpr int kFixed = 0, kRecompute = 1;  // ferriesCandidates
  static constexpr int kTurn = 0, kTurnPart = 1;    // ferriesOncePer

  // The lake tiles whose ferries the tile just placed lets its player move: the first ferry met
  // along each road of that tile in each direction (placed tile indices, in the order found); with
  // option ferriesCandidates "recompute", ferries moved this turn are passed along their links.
  std::vector<int> candidates(const Game& g) const;
  bool isLake(const Game& g, int tile) const;
  // "E-W": the two arms a layout of a lake tile links, in board orientation ("" for layout 0).
  std::string linkName(const Game& g, int tile, int layout) const;

 private:
  int laneTo(const Game& g, int tile, const std::string& pair) const;  // the layout linking a pair, or -1
  void askNext(Game& g) const;
  int lakeAt(const Game& g, const Action& a) const;  // the lake tile at the action's cell, or -1
  bool ferryPlaced(const Game& g) const;             // the new lake gets its ferry (options)
  void emitRoads(Game& g, int lake) const;
  int self_ = -1, road_ = -1, lakeProp_ = -1;
  int optAlways_ = -1, optCandidates_ = -1, optOncePer_ = -1;
};

}  // namespace carc
