// The game state: setup, board, features, figures, scores, the queue of pending decisions and the
// log of actions that produced it (the log is the save; undo replays it).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "actions.hpp"
#include "board.hpp"
#include "catalog.hpp"
#include "events.hpp"
#include "features.hpp"
#include "module.hpp"
#include "rng.hpp"

namespace carc {

struct PlayerInfo {
  std::string name, color;
  bool bot = false;
  friend bool operator==(const PlayerInfo&, const PlayerInfo&) = default;
};

struct Setup {
  std::vector<PlayerInfo> players;
  std::vector<std::string> sets{"base"};
  std::vector<int> options;  // one value per catalog option; empty = defaults
  uint64_t seed = 0;
  bool freeDeck = false;
  std::string startTile;  // empty = the start tile of the first set that names one
  Coord startAt{};
  int startRot = 0;
  friend bool operator==(const Setup&, const Setup&) = default;
};

// What a game derives once from its setup and shares between clones.
struct Rules {
  const Catalog* cat = nullptr;
  std::vector<const Module*> modules;  // active, in catalog order
  std::vector<const Module*> placementFilters;
  std::vector<uint8_t> activeSets;  // bool per catalog set
  std::vector<int> options;
  int startTile = -1;
  int handSize = 1;  // the core's one turn-flow option ("handSize", when a module offers it)
  friend bool operator==(const Rules&, const Rules&) = default;
};

struct PlacedTile {
  uint16_t type = 0;
  uint8_t rot = 0;
  int8_t player = -1;  // -1: the start tile
  Coord at;
  uint16_t firstNode = 0;
  uint16_t turn = 0;
  friend bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

struct Figure {
  uint8_t player = 0, kind = 0;
  uint16_t tile = 0;  // placed tile index
  uint8_t seg = 0;
  friend bool operator==(const Figure&, const Figure&) = default;
};

// A feature as scoring sees it.
struct FeatureView {
  int root = -1;  // union-find root, or the node of a centre feature
  uint8_t kind = 0;
  bool complete = false;
  int tiles = 0;  // distinct tiles; centre features: 1 + filled neighbours
  const FeatureNode* node = nullptr;
};

constexpr int kMaxFigureKinds = 8;
constexpr int kMaxHand = 3;

class Game {
 public:
  Game(const Catalog& cat, Setup setup);

  // --- decisions ---
  bool over() const { return over_; }
  const std::vector<Decision>& pending() const { return pending_; }
  // The legal answers to the front decision (cleared first). Empty once the game is over.
  void legalActions(std::vector<Action>& out) const;
  std::vector<Action> legalActions() const {
    std::vector<Action> v;
    legalActions(v);
    return v;
  }
  bool isLegal(const Action& a) const;
  // One of legalActions(), each with the same chance, drawn from rng: what random playouts need,
  // without listing every placement (scratch holds a list when one is needed). Throws Error when
  // nothing is pending.
  Action randomAction(Rng& rng, std::vector<Action>& scratch) const;
  // Applies an answer to the front decision. Throws Error (state unchanged) if it is not legal.
  void apply(const Action& a);
  // apply() for an action taken from legalActions() or randomAction() of this very state, without
  // checking it again (random playouts; the figure check lists every option a second time).
  void applyLegal(const Action& a);
  // A record names the tile drawn this turn: swap it into the hand of the player to move.
  void forceDraw(int tileType);
  // Ends the game now (a record's "end": only between turns) and runs the final scoring.
  void endNow();
  bool canUndo() const { return log_.size() > turnStartLog_; }
  // Re-deals what `viewer` cannot see, from `seed`: the order of the tiles left in the deck and the
  // tiles in other players' hands (pooled with the deck, each hand keeps its size). For search
  // bots that sample the unknown; a game changed so is no longer the game its record replays.
  void redealHidden(int viewer, uint64_t seed);
  void undo();  // takes back the last action of the current turn

  // --- state ---
  const Catalog& catalog() const { return *rules_->cat; }
  const Rules& rules() const { return *rules_; }
  const Setup& setup() const { return *setup_; }
  int option(int id) const { return rules_->options[id]; }
  int players() const { return static_cast<int>(setup_->players.size()); }
  int current() const { return current_; }
  int turn() const { return turn_; }
  Phase phase() const { return phase_; }
  int score(int p) const { return scores_[p]; }
  int supply(int p, int figureKind) const { return supply_[p][figureKind]; }
  void setSupply(int p, int figureKind, int n) { supply_[p][figureKind] = static_cast<uint8_t>(n); }
  const std::vector<PlacedTile>& tiles() const { return tiles_; }
  const std::vector<Figure>& figures() const { return figures_; }
  const std::vector<Event>& events() const { return events_; }
  const std::vector<Action>& log() const { return log_; }
  const Board& board() const { return board_; }
  const Features& features() const { return features_; }
  int lastTile() const { return lastTile_; }  // placed this turn, or -1
  std::vector<int> hand(int p) const { return {hands_[p].begin(), hands_[p].begin() + handCount_[p]}; }
  int tilesLeft() const { return static_cast<int>(deck_.size() - deckPos_); }
  std::vector<int> tilesLeftByType() const;
  int nodeOf(int tile, int seg) const { return tiles_[tile].firstNode + seg; }
  const TileType& typeOf(int tile) const { return catalog().tiles[tiles_[tile].type]; }
  FeatureView view(int node, bool complete) const;
  int neighbours(Coord c) const;  // filled cells among the 8 around c
  // Board location name of a segment (N, NNE, C, ...), in board orientation.
  std::string locationName(int tile, int seg) const;
  // The segment of a placed tile at a location name, or -1. kind -1: any kind.
  int segmentAt(int tile, const std::string& location, int kind) const;

  // --- for modules ---
  void pushDecision(Decision d) { pending_.push_back(d); }
  using Tags = std::array<uint8_t, kMaxTags>;
  // Pays points to the players in the mask as one Score event and tells the modules (onScored).
  // `tags` describe a score of no feature (e.g. which goods), shown with the event.
  void award(uint8_t playersMask, int points, int category, const FeatureView* f, int cities = 0,
             const Tags* tags = nullptr);
  void returnFiguresOn(int root, bool centreOnly);
  // Scores a feature for the players with the most strength on it and returns its figures.
  void scoreFeature(const FeatureView& f);
  void placeFigure(int player, int figureKind, int tile, int seg);
  std::vector<int>& moduleState(int module) { return moduleState_[module]; }
  const std::vector<int>& moduleState(int module) const { return moduleState_[module]; }
  void grantExtraTurn() { extraTurn_ = true; }
  bool inExtraTurn() const { return inExtraTurn_; }  // this turn is an extra one (no further extra)

  // Equal state: same setup and rules (by value), board, features, figures, scores, decisions, log.
  friend bool operator==(const Game& a, const Game& b);

 private:
  void enter(Phase p);
  void advance();
  bool drawForTurn();
  bool refill(int p);
  template <class Visit>
  void forEachPlacement(int type, Visit&& visit) const;
  bool hasPlacement(int type) const;
  bool sampleTilePlacement(Rng& rng, Action& out) const;
  int distinctHandTiles(uint16_t (&out)[kMaxHand]) const;
  void tileActions(std::vector<Action>& out, int onlyType) const;
  void appendPlacements(int type, std::vector<Action>& out) const;
  void figureActions(std::vector<Action>& out) const;
  void placeTile(const Action& a);
  void scoreCompleted();
  void finalScoring();
  Event& emit(EventType type);  // appends an event of this turn; the caller fills the rest

  std::shared_ptr<const Rules> rules_;
  std::shared_ptr<const Setup> setup_;
  Rng rng_;
  std::vector<uint16_t> deck_;
  size_t deckPos_ = 0;
  std::array<std::array<uint16_t, kMaxHand>, kMaxPlayers> hands_{};
  std::array<uint8_t, kMaxPlayers> handCount_{};
  Board board_;
  Features features_;
  std::vector<PlacedTile> tiles_;
  std::vector<uint16_t> openCentres_;  // placed tiles with a centre feature not yet surrounded
  std::vector<Figure> figures_;
  std::array<std::array<uint8_t, kMaxFigureKinds>, kMaxPlayers> supply_{};
  std::array<int32_t, kMaxPlayers> scores_{};
  std::vector<Decision> pending_;
  Phase phase_ = Phase::Draw;
  uint8_t current_ = 0;
  uint16_t turn_ = 0;
  bool over_ = false, drewTile_ = false, extraTurn_ = false, inExtraTurn_ = false;
  int lastTile_ = -1;
  std::vector<std::vector<int>> moduleState_;
  std::vector<Event> events_;
  std::vector<Action> log_;
  size_t turnStartLog_ = 0;
};

// Builds the shared rules of a setup; throws Error naming what is wrong.
std::shared_ptr<const Rules> makeRules(const Catalog& cat, const Setup& s);

}  // namespace carc
