// The game state: setup, board, features, figures, scores, the queue of pending decisions and the
// log of actions that produced it (the log is the save; undo replays it).
#pragma once
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "actions.hpp"
#include "annotation.hpp"
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
  std::string botLevel;  // the level a record names ("greedy", "mcts-2"); empty for "bot": true
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
  std::vector<int> moduleIds;          // the active modules' catalog indices, in the same order
  std::vector<const Module*> placementFilters;
  std::vector<const Module*> figureVetoes;        // modules whose checkFigure may refuse (configure() adds them)
  std::vector<const Module*> pieceModules;        // modules whose pieceInsteadOfDraw may name a piece (the same)
  std::vector<std::vector<uint8_t>> stepFigures;  // per active module: its figure kinds in play for the figure step
  std::vector<uint8_t> figureInPlay;              // per figure kind
  std::vector<uint32_t> standsOn;                 // per figure kind: bit per feature kind
  bool figuresOccupy = false;  // every figure kind of the active modules occupies: no occupant, no figure
  bool eventsRead = false;     // an active module's rules read Game::events() (Module::readsEvents)
  bool scoresBlind = true;     // every active module scoresBlindToFigures (Game::finalScoring)
  std::array<std::vector<const Module*>, kPhases> phaseHooks;  // modules whose onPhase wants each phase
  std::vector<const Module*> settleHooks;                      // modules whose settles() is true
  std::vector<uint8_t> activeSets;                             // bool per catalog set
  std::vector<uint8_t> activeModules;                          // bool per catalog module
  std::vector<int> options;
  int startTile = -1;          // a module's configure() may name one (used when the setup names none)
  int handSize = 1;            // tiles a player holds (a module's configure() may raise it)
  std::vector<uint16_t> deck;  // the tiles in play by count, in catalog order (before the shuffle)
  // Every tile type's feature nodes per rotation, ready to copy (Features::prototype): nodes of
  // tile type t at rotation r start at nodeProtos[nodeProtoAt[4 * t + r]].
  std::vector<FeatureNode> nodeProtos;
  std::vector<uint32_t> nodeProtoAt;
  // The phase after each: After* phases no module hooks are skipped.
  std::array<Phase, kPhases> nextPhase{};
  friend bool operator==(const Rules&, const Rules&) = default;
};

struct PlacedTile {
  uint16_t type = 0;
  uint8_t rot = 0;
  int8_t player = -1;  // -1: the start tile
  Coord at;            // the anchor: the rotated piece's top-left square
  uint16_t firstNode = 0;
  uint16_t turn = 0;
  uint8_t layout = 0;  // which of the type's layouts links its segments now
  friend bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

struct Figure {
  uint8_t player = 0, kind = 0;  // player kNeutral: a neutral figure
  uint16_t tile = 0;             // placed tile index
  uint8_t seg = 0;
  friend bool operator==(const Figure&, const Figure&) = default;
};

// A per-player token off the board that a module owns (a second score figure, a robber on the
// score track, a wonder's pair at a threshold): kind and player name it, value is its place.
struct Token {
  uint8_t module = 0, kind = 0;
  int8_t player = -1;  // -1: nobody's (shared)
  int32_t value = -1;  // -1: in its owner's supply
  friend bool operator==(const Token&, const Token&) = default;
};

// A feature as scoring sees it. (tile, seg) names it for events and module state; root is only
// valid until the features are rebuilt.
struct FeatureView {
  int root = -1;  // union-find root, or the node of a centre feature
  uint8_t kind = 0;
  bool complete = false;
  int tiles = 0;  // distinct squares; centre features: 1 + filled neighbours
  const FeatureNode* node = nullptr;
  int tile = -1, seg = -1;  // the segment that names it
};

// What was done and which decision it answered.
struct LogEntry {
  Action action;
  Decision decision;
  friend bool operator==(const LogEntry&, const LogEntry&) = default;
};

constexpr int kMaxHand = 3;

class Game {
 public:
  Game(const Catalog& cat, Setup setup);

  // --- decisions ---
  bool over() const { return over_; }
  const std::vector<Decision>& pending() const { return pending_; }
  // Who decides now: a player index, kChance, or -1 when nothing is pending.
  int decider() const { return pending_.empty() || over_ ? -1 : pending_.front().player; }
  // The legal answers to the front decision (cleared first). Empty once the game is over.
  void legalActions(std::vector<Action>& out) const;
  std::vector<Action> legalActions() const {
    std::vector<Action> v;
    legalActions(v);
    return v;
  }
  bool isLegal(const Action& a) const;
  // Why `a` is not a legal answer to the front decision, in words; empty if it is legal.
  std::string explain(const Action& a) const;
  // The first of a Module answer's x and y that its module does not read but `a` sets ("x", "y"),
  // or nullptr (Module::readsXY): such an answer is refused.
  const char* unreadCoordinate(const Decision& d, const Action& a) const;
  // The refusal's words: "this answer takes no x, got 3".
  static std::string unreadCoordinateWords(const char* field, const Action& a);
  // One of legalActions(), each with the same chance (chance decisions: by their weights), drawn
  // from rng: what random playouts need without listing every placement (scratch holds a list
  // when one is needed). Throws Error when nothing is pending.
  Action randomAction(Rng& rng, std::vector<Action>& scratch) const;
  // Applies an answer to the front decision. Throws Error (state unchanged) if it is not legal.
  void apply(const Action& a);
  // apply() for an action taken from legalActions() or randomAction() of this very state, without
  // checking it again (random playouts; the figure check lists every option a second time).
  void applyLegal(const Action& a);
  // Resolves the front decisions while chance decides them, from the game's own seeded stream.
  void settleChance();
  // A record names the tile drawn this turn: swap it into the hand of the player to move (once a
  // turn; a tile in the hand already is no draw).
  void forceDraw(int tileType);
  // A teaching record (free deck) gives this turn to player p (once, before its tile is named);
  // play continues from p.
  void forceTurnPlayer(int p);
  // Ends the game now (a record's "end": only between turns) and runs the final scoring.
  void endNow();
  bool canUndo() const;
  // Re-deals what `viewer` cannot see, from `seed`: the order of the tiles left in the deck, the
  // tiles in other players' hands (pooled with the deck, each hand keeps its size), modules'
  // hidden decks and the stream of chance outcomes. For search bots that sample the unknown; a
  // game changed so is no longer the game its record replays.
  void redealHidden(int viewer, uint64_t seed);
  void undo();  // takes back the last action of the current turn (with the chance it caused)

  // --- state ---
  const Catalog& catalog() const { return *rules_->cat; }
  const Rules& rules() const { return *rules_; }
  const Setup& setup() const { return *setup_; }
  int option(int id) const { return rules_->options[id]; }
  bool active(int module) const { return rules_->activeModules[module] != 0; }
  int players() const { return static_cast<int>(setup_->players.size()); }
  // The seat after p, by a compare instead of `%`: an integer division at every turn's end was a
  // tenth of advance()'s time in the bench profile.
  int playerAfter(int p) const { return p + 1 == players() ? 0 : p + 1; }
  int current() const { return current_; }  // whose turn it is
  int turn() const { return turn_; }
  Phase phase() const { return phase_; }
  int score(int p) const { return scores_[p]; }
  int supply(int p, int figureKind) const {
    return p == kNeutral ? neutralSupply_[figureKind] : supply_[p][figureKind];
  }
  void setSupply(int p, int figureKind, int n);
  const std::vector<PlacedTile>& tiles() const { return tiles_; }
  const std::vector<Figure>& figures() const { return figures_; }
  const std::vector<Token>& tokens() const { return tokens_; }
  const std::vector<Event>& events() const { return events_; }
  // Whether this game keeps its events (on for a new game: the page, replay JSON, the soak's checks
  // and the tests read them). Random playouts and search never read them: off, no event is built
  // or kept (the game plays the same: modules' onScored still see each score), unless a module in
  // play reads them for its rules (Rules::eventsRead). Turning it off drops the events kept so far;
  // undo keeps the setting, a copy takes it along, == ignores it (it compares the events).
  void recordEvents(bool on) {
    recording_ = on || rules_->eventsRead;
    if (!recording_) events_.clear();
  }
  bool recordingEvents() const { return recording_; }
  // For the tests' reference: scoring takes its plain paths though no event is kept (each award
  // builds its Score event and shows it to the modules; the final scoring returns each feature's
  // figures by returnFiguresOn's scan): the same game either way. A copy takes it along; == ignores it.
  void plainScoring(bool on) { plainScoring_ = on; }
  const std::vector<LogEntry>& log() const { return log_; }
  // Where the final scoring's answers start in the log (log().size() until it begins).
  size_t finalLogStart() const {
    return phase_ == Phase::FinalScoring || phase_ == Phase::GameOver ? finalLog_ : log_.size();
  }
  const Board& board() const { return board_; }
  const Features& features() const { return features_; }
  int lastTile() const { return lastTile_; }  // placed this turn, or -1
  std::vector<int> hand(int p) const { return {hands_[p].begin(), hands_[p].begin() + handCount_[p]}; }
  int tilesLeft() const { return static_cast<int>(deck_.size() - deckPos_); }
  // How many more tiles the game may place from the deck and the hands (pieces played instead of
  // drawing aside): the one rule of a game's length, for the live game and the record reader. A
  // counted deck places what it and the hands hold; a free deck names any tile of its sets, but
  // places no more tiles than its sets hold (tilesInPlay): then it ends.
  int tilesToPlace() const;
  // The tiles of the sets in play the game may place, the start tile aside (the deck as dealt).
  int tilesInPlay() const { return tilesInPlay_; }
  // Tiles placed so far from the deck or a hand (the start tile and pieces played instead aside).
  int tilesPlacedFromDeck() const { return static_cast<int>(tiles_.size()) - 1 - piecesInstead_; }
  std::vector<int> tilesLeftByType() const;
  int nodeOf(int tile, int seg) const { return tiles_[tile].firstNode + seg; }
  const TileType& typeOf(int tile) const { return catalog().tiles[tiles_[tile].type]; }
  const RotatedTile& rotatedOf(int tile) const { return typeOf(tile).rot[tiles_[tile].rot]; }
  // Inline (scoring asks for many views); a centre feature's size is counted out of line.
  FeatureView view(int node, bool complete) const {
    FeatureView v;
    v.kind = features_.node(node).kind;
    const bool centre = catalog().kinds[v.kind].topology == Topology::Center;
    v.root = centre ? node : features_.find(node);
    v.node = &features_.node(v.root);
    v.complete = complete;
    v.tile = v.node->tile, v.seg = v.node->seg;
    v.tiles = centre ? centreTiles(v.tile, v.seg) : v.node->tiles;
    return v;
  }
  FeatureView viewOf(int tile, int seg, bool complete) const { return view(nodeOf(tile, seg), complete); }
  int neighbours(Coord c) const {  // filled cells among the 8 around c
    int n = 0;
    for (int yy = -1; yy <= 1; ++yy)
      for (int xx = -1; xx <= 1; ++xx)
        if ((xx || yy) && board_.tileAt({c.x + xx, c.y + yy}) >= 0) ++n;
    return n;
  }
  // The board cell of square q of a placed tile, and the square a segment is drawn on.
  Coord cellOf(int tile, int square) const;
  int squareOf(int tile, int seg) const;
  // Board location name of a segment (N, NNE, C, ...) on its square, in board orientation.
  std::string locationName(int tile, int seg) const;
  // The segment of a placed tile at a location name on square q, or -1. kind -1: any kind.
  int segmentAt(int tile, int square, const std::string& location, int kind) const;
  int segmentAt(int tile, const std::string& location, int kind) const { return segmentAt(tile, 0, location, kind); }
  // The placed tile at a cell and which of its squares lies there; false if the cell is empty.
  bool tileAtCell(Coord c, int& tile, int& square) const;

  // --- rules the core owns, each one verdict (see why.hpp) ---
  bool checkTile(const Action& a, Why& why) const;
  // A figure of a kind for a player (in play, not neutral, one in supply) and its spot (a feature
  // kind it stands on, the modules' vetoes, vacancy or own presence): together the figure rule.
  bool checkFigure(int player, int figure, int tile, int seg, Why& why) const {
    return checkFigureKind(player, figure, why) && checkFigureSpot(player, figure, tile, seg, why);
  }
  bool checkFigureKind(int player, int figure, Why& why) const;
  bool checkFigureSpot(int player, int figure, int tile, int seg, Why& why) const;

  // --- for modules ---
  void pushDecision(Decision d) { pending_.push_back(d); }                   // after the ones already queued
  void insertDecision(Decision d) { pending_.insert(pending_.begin(), d); }  // before them
  using Tags = std::array<uint8_t, kMaxTags>;
  // Pays points to the players in the mask as one Score event and tells the modules (onScored).
  // `tags` describe a score of no feature (e.g. which goods); `detail` is the category's count.
  void award(uint8_t playersMask, int points, int category, const FeatureView* f, int detail = 0,
             const Tags* tags = nullptr, ScoreWhy why = {});
  // Returns every figure on the feature (centre features: on that segment only) to its supply.
  void returnFiguresOn(const FeatureView& f);
  // Whether scoring may take its quiet paths: no event is kept and every active module
  // scoresBlindToFigures. award() then pays without a Score event (no one would read it: a blind
  // module's onScored changes nothing), and the final scoring pays every feature before any figure
  // goes back (Game::finalScoring says why that changes nothing).
  bool quietScoring() const { return !recording_ && !plainScoring_ && rules_->scoresBlind; }
  // Returns every figure standing on a segment of this feature kind, in one pass over the list.
  void returnFiguresOfKind(int kind);
  // Scores a feature for the players with the most strength on it and returns its figures.
  void scoreFeature(const FeatureView& f);
  void placeFigure(int player, int figureKind, int tile, int seg);
  void removeFigure(int index);  // back to its owner's supply (a FigureReturned event)
  int findFigure(int player, int figureKind, int tile, int seg) const;  // index, or -1
  // Links a placed tile's segments as layout `layout` of its type and rebuilds the features.
  void setLayout(int tile, int layout);
  // Tokens off the board: the value of (module, kind, player), -1 when there is none.
  int token(int module, int kind, int player) const;
  void setToken(int module, int kind, int player, int value);
  // A module event (its words: Module::eventJson); value is a small number of its own (-32768..32767).
  Event& emitModuleEvent(int module, int code, int value, Coord at = {}, int player = -1);  // more fields may be set
  // Module state is held up to the last active module only (search bots copy games all the time).
  std::vector<int>& moduleState(int module) {
    if (size_t(module) >= moduleState_.size()) [[unlikely]]
      moduleState_.resize(size_t(module) + 1);
    return moduleState_[module];
  }
  const std::vector<int>& moduleState(int module) const {
    static const std::vector<int> none;
    return size_t(module) < moduleState_.size() ? moduleState_[module] : none;
  }
  Rng& setupRng() { return rng_; }                  // for onSetup only: shuffles of module decks
  void grantExtraTurn() { extraTurn_ = true; }      // the player to move plays another turn next
  bool extraTurnDue() const { return extraTurn_; }  // one was granted for after this turn part
  // The piece played this turn instead of a drawn tile (Module::pieceInsteadOfDraw), or -1.
  int pieceInstead() const { return piece_; }
  int piecesPlayedInstead() const { return piecesInstead_; }  // placed so far, from no deck or hand
  // Tiles player p holds from now on (a module's effect); never fewer than the rules' hand size.
  void setHandSize(int p, int n) { handSizeOf_[p] = static_cast<uint8_t>(std::clamp(n, 0, kMaxHand)); }
  int handSize(int p) const { return std::max<int>(rules_->handSize, handSizeOf_[p]); }
  // Moves the last tile of player from's hand into player to's hand (a module's rule: a tile kept
  // back passes to another player); nothing if from holds none or to's hand is full.
  void passHandTile(int from, int to);
  bool inExtraTurn() const { return inExtraTurn_; }  // this turn is an extra one
  // Tiles whose features changed this turn besides the one placed (layout changes): scoring
  // checks their features for completion too.
  const std::vector<uint16_t>& touched() const { return touched_; }
  // The segments (nodes) those layout changes linked or unlinked: scoring checks their features
  // only, so a feature the change left as it was (a lake's city, an arm no ferry touched) is not
  // completed a second time.
  const std::vector<uint16_t>& relinked() const { return relinked_; }

  // Captions and marks of the moves so far (record "note"/"marks"), in move order; no rule reads them.
  const std::vector<Annotation>& annotations() const;
  void annotate(Annotation a);  // replaces what move a.move had; a.move must be a move made so far
  int movesMade() const;        // record moves so far (tiles placed from hands)

  // Equal state: same setup and rules (by value), board, features, figures, scores, decisions, log.
  friend bool operator==(const Game& a, const Game& b);

 private:
  int centreTiles(int tile, int seg) const;  // 1 + the filled cells around the segment's square
  void enter(Phase p);
  template <Phase P>
  void enterPhase();
  void advance();
  bool drawForTurn();
  bool pieceForTurn();
  bool refill(int p);
  void giveTurnTo(int p);  // forceTurnPlayer once its checks passed
  template <class Visit>
  void forEachPlacement(int type, Visit&& visit) const;
  template <class Visit>
  void forEachPiecePlacement(int type, Visit&& visit) const;
  bool pieceFits(const TileType& t, int rot, Coord anchor) const;
  bool filteringPlacements() const;  // a module's placement rule may refuse something now
  bool hasPlacement(int type) const;
  Action sampleTilePlacement(Rng& rng) const;  // a pass: list instead
  int distinctHandTiles(uint16_t (&out)[kMaxHand]) const;
  void tileActions(std::vector<Action>& out, int onlyType) const;
  void appendPlacements(int type, std::vector<Action>& out) const;
  void figureActions(std::vector<Action>& out) const;
  void appendFigureSpots(const std::vector<uint8_t>& stepKinds, std::vector<Action>& out) const;
  bool checkFigureStep(const Decision& d, const Action& a, Why& why) const;
  bool checkModuleFields(const Decision& d, const Action& a, Why& why) const;
  Action sampleChance(uint64_t draw) const;
  void placeTile(const Action& a);
  int addNodes(int type, int rot, int tileIndex) {  // the features' nodes of a placed tile
    const Rules& r = *rules_;
    return features_.addNodes(&r.nodeProtos[r.nodeProtoAt[4 * type + rot]], r.cat->tiles[type].segments.size(),
                              tileIndex);
  }
  void joinAcross(int tile, int square, int side, int other, int otherSquare);
  void linkLayout(int tile);
  void rebuildFeatures();
  void emitFigureReturned(const Figure& f, const FeatureView& fv);  // returnFiguresOn's event, while recording
  // One figure back to its supply: root r (of its feature) takes its strength and occupancy back.
  void takeBack(const Figure& f, FeatureNode& r);
  // Takes back figure i wherever at[i] names a node of its feature (>= 0; its root takes the
  // strength back), the list closing up over them in order: the batched returns' one pass.
  void returnFiguresAt(const std::vector<int>& at);
  void addPoints(uint8_t mask, int points) {  // award's payment: each player in the mask
    for (int p = 0; p < players(); ++p)
      if (mask >> p & 1) scores_[p] += points;
  }
  // The majority's award of scoreFeature, without returning the figures.
  void awardMajority(const FeatureView& f);
  void scoreCompleted();
  void finalScoring();
  // Appends an event of this turn; the caller fills the rest. Filled in place: an event built on
  // the stack and copied in was read back as wide loads over narrow stores (a store-forwarding
  // stall on every tile placed). Inline: every part of the core emits. Only while recording_: the
  // core's callers skip building events otherwise.
  Event& emit(EventType type) {
    Event& e = events_.emplace_back();
    e.type = type, e.turn = turn_;
    return e;
  }

  std::shared_ptr<const Rules> rules_;
  std::shared_ptr<const Setup> setup_;
  Rng rng_, chanceRng_;
  std::vector<uint16_t> deck_;
  size_t deckPos_ = 0;
  int tilesInPlay_ = 0;  // deck_.size() as dealt (tilesInPlay)
  std::array<std::array<uint16_t, kMaxHand>, kMaxPlayers> hands_{};
  std::array<uint8_t, kMaxPlayers> handCount_{};
  std::array<uint8_t, kMaxPlayers> handSizeOf_{};  // per player, 0: the rules' hand size
  int16_t piece_ = -1;                             // a piece played instead of drawing this turn
  uint16_t piecesInstead_ = 0;                     // such pieces placed so far
  Board board_;
  Features features_;
  std::vector<PlacedTile> tiles_;
  struct OpenCentre {
    Coord at;  // the cell its neighbours surround
    uint16_t node;
    friend bool operator==(const OpenCentre&, const OpenCentre&) = default;
  };
  std::vector<OpenCentre> openCentres_;  // centre features (monasteries) not yet surrounded
  std::vector<Figure> figures_;
  std::array<std::array<uint8_t, kMaxFigureKinds>, kMaxPlayers> supply_{};
  std::array<uint8_t, kMaxFigureKinds> neutralSupply_{};
  std::vector<Token> tokens_;
  std::array<int32_t, kMaxPlayers> scores_{};
  std::vector<Decision> pending_;
  Phase phase_ = Phase::Draw;
  uint8_t current_ = 0;
  uint16_t turn_ = 0;
  bool over_ = false, drewTile_ = false, extraTurn_ = false, inExtraTurn_ = false;
  int lastTile_ = -1;
  std::vector<uint16_t> touched_, relinked_;
  std::vector<std::vector<int>> moduleState_;
  std::vector<Event> events_;
  bool recording_ = true;  // recordEvents()
  bool plainScoring_ = false;
  Event unrecorded_;  // what emitModuleEvent() hands a module to fill while not recording
  std::vector<LogEntry> log_;
  size_t turnStartLog_ = 0, finalLog_ = 0;
  // Shared, replaced on change: the many copies a search makes of a game copy one pointer.
  std::shared_ptr<const std::vector<Annotation>> annotations_;
};

// Builds the shared rules of a setup; throws Error naming what is wrong (rules_setup.cpp).
std::shared_ptr<const Rules> makeRules(const Catalog& cat, const Setup& s);
// Whether a module of that id is in play; whether a tile type is (its set, and the module that
// enables it).
bool moduleActive(const Rules& r, std::string_view id);
bool tileEnabled(const Rules& r, const TileType& t);
// makeRules, or the rules of the last setup this thread made a game of when they are the same
// (the standard catalog only: it never changes). Bench, arena, soak and undo make many games of one setup.
std::shared_ptr<const Rules> rulesFor(const Catalog& cat, const Setup& s);

}  // namespace carc
