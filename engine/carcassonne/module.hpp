// The interface every rules module implements (the base game is one too). The core calls these
// hooks at named turn phases; a module that does not care about a hook inherits the no-op.
// docs/architecture.md shows one turn's flow and where each hook is called.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "actions.hpp"
#include "json_in.hpp"
#include "option_place.hpp"
#include "rng.hpp"
#include "why.hpp"

namespace carc {

class Catalog;
class Game;
class JsonOut;
struct FeatureView;
struct Event;
struct Rules;

// The turn: Draw -> PlaceTile -> AfterTile -> PlaceFigure -> AfterFigure -> Score -> AfterScore ->
// EndTurn -> Draw ...; when no tile is left: FinalScoring -> GameOver. A phase ends when no
// decision is pending; a module may push decisions in any phase (also in FinalScoring).
enum class Phase : uint8_t {
  Draw,
  PlaceTile,
  AfterTile,
  PlaceFigure,
  AfterFigure,
  Score,
  AfterScore,
  EndTurn,
  FinalScoring,
  GameOver
};
constexpr int kPhases = 10;
constexpr uint32_t phaseBit(Phase p) { return 1u << static_cast<int>(p); }

// A count of one of the catalog's markers on a board square (gold bars on a tile): the board and
// the SVG render draw them from Module::cellMarkers.
struct CellMarker {
  int x = 0, y = 0, marker = -1, count = 0;
};

class Module {
 public:
  using json = jsonin::Value;  // a value of a record being read
  virtual ~Module() = default;

  // ---- identity and content
  virtual std::string_view id() const = 0;
  virtual std::string_view name() const { return id(); }  // the new-game dialog's name
  virtual std::string_view doc() const { return ""; }     // one line on what the set adds
  virtual void registerContent(Catalog&) {}     // kinds, edges, figures, tags, properties, options, tile files
  virtual void resolve(const Catalog&) {}       // looks up other modules' content once all registered
  virtual int maxPlayers() const { return 0; }  // most players its sets provide for (0: no bound)
  virtual void configure(Rules&) const {}       // turn-flow settings from its options (hand size)

  // ---- setup
  virtual void onSetup(Game&) const {}  // supplies, module state, module decks
  // Figures of a player this module keeps off the board and out of the supply (a pair waiting at a
  // score threshold, meeples on a wonder's spaces): the conservation check counts them.
  virtual int figuresAside(const Game&, int /*player*/, int /*figureKind*/) const { return 0; }
  // Reorders (or thins) a shuffled deck: called for a new game and when a bot re-deals the unseen.
  virtual void arrangeDeck(const Game&, std::vector<uint16_t>&) const {}
  // Re-deals what player `viewer` cannot see of this module's state (hidden decks) from rng.
  virtual void redeal(Game&, int /*viewer*/, Rng&) const {}

  // ---- turn phases
  virtual uint32_t phases() const { return ~0u; }  // phaseBit()s of the phases onPhase wants
  virtual void onPhase(Game&, Phase) const {}      // may push decisions, score, grant extra turns
  // The decision queue ran empty (every answer of a step is in), before the game moves on: a
  // module may act on the step as a whole here (a robbery after a scoring, a message drawn) and
  // push decisions. Asked only of modules whose settles() is true, in catalog order, until one
  // pushes a decision; asked again whenever the queue runs empty, so it must act only once per step.
  virtual bool settles() const { return false; }
  virtual void onSettled(Game&) const {}

  // ---- rules: each check lists (why.wanted() false) and explains (true) with one verdict
  // Whether a record may name `tileType` as the tile drawn now (an ordered deck).
  virtual bool checkDraw(const Game&, int /*tileType*/, Why&) const { return true; }
  // Extra rules on tile placements; only modules with filtersPlacement() are asked.
  virtual bool filtersPlacement() const { return false; }
  // Whether checkPlacement may refuse anything in this state; false lets the core list and sample
  // placements by edges alone (its fast paths).
  virtual bool filtersPlacementNow(const Game&) const { return true; }
  virtual bool checkPlacement(const Game&, const Action&, Why&) const { return true; }
  // Whether figure kind `figure` of this module is in play at all (an option may leave it out).
  virtual bool figureInPlay(const Rules&, int /*figure*/, Why&) const { return true; }
  // A veto on any figure placed in the figure step (the catalog's rule already passed); asked only
  // of modules that configure() put in Rules::figureVetoes.
  virtual bool checkFigure(const Game&, int /*player*/, int /*figure*/, int /*tile*/, int /*seg*/, Why&) const {
    return true;
  }
  // A piece the player plays this turn instead of drawing (a wonder held in front of them), or -1.
  // Asked at the start of each turn of the player to move, of modules that configure() put in
  // Rules::pieceModules; the core offers it only if it fits.
  virtual int pieceInsteadOfDraw(const Game&, int /*player*/) const { return -1; }
  // Alternatives to placing a figure in the figure step (recall the abbot, fly a meeple ...).
  virtual void figureStepOptions(const Game&, std::vector<Action>&) const {}

  // ---- this module's decisions (and its Module actions in the figure step)
  virtual void options(const Game&, const Decision&, std::vector<Action>&) const {}
  // Which of a Module action's x and y this module reads for answer `a` (kReadsX | kReadsY). The
  // core refuses an answer that sets one it does not read (Game::explain: "this answer takes no
  // x"), so a value from the page or a record is never accepted and ignored. Default: neither.
  static constexpr uint8_t kReadsX = 1, kReadsY = 2;
  virtual uint8_t readsXY(const Decision&, const Action&) const { return 0; }
  // The verdict on an answer; the default: legal if options() lists it.
  virtual bool check(const Game& g, const Decision& d, const Action& a, Why& why) const;
  // Applies an answer; the default does what the core action types mean for the decider.
  virtual void apply(Game& g, const Decision& d, const Action& a) const;
  // Relative chance of a chance decision's outcome (1 each by default).
  virtual int chanceWeight(const Game&, const Decision&, const Action&) const { return 1; }
  virtual std::string decisionName(const Decision&) const { return "module"; }  // "crop-circle"
  // What the decider is asked, for the page and error messages ("take back a farmer").
  virtual std::string describeDecision(const Game&, const Decision&) const { return "answer"; }
  virtual std::string describe(const Game&, const Action&) const { return "module action"; }  // one option
  // Where option `a` of decision `d` lives on the page (option_place.hpp): the board lights it and
  // takes a click there. Default: the core's place (a tile's cell, a figure's spot, else nowhere).
  virtual Place optionPlace(const Game& g, const Decision&, const Action& a) const { return corePlace(g, a); }

  // ---- scoring
  // Points of a feature scored now (complete, or at game end); `points` is what earlier modules said.
  virtual int featurePoints(const Game&, const FeatureView&, int points) const { return points; }
  // A feature was completed (before it is scored), whether or not anyone scores it.
  virtual void onFeatureCompleted(Game&, const FeatureView&) const {}
  // A score event was just emitted (`feature` is null for scores of no feature); figures it
  // returns are still on the board. A module may award more points here (its own categories).
  virtual void onScored(Game&, const Event&, const FeatureView*) const {}
  // True only when this module's featurePoints and onScored read neither the figure list, the
  // supplies nor any feature's strength or occupants, and onScored changes nothing: the final
  // scoring may then pay every feature first and return all figures after (one pass, not one scan
  // per feature), and a game that keeps no events skips onScored (Game::quietScoring). False (the
  // safe answer) unless checked.
  virtual bool scoresBlindToFigures() const { return false; }
  // Whether this module's rules read Game::events() (then a game with it in play keeps its events
  // even when its owner does not want them: Game::recordEvents).
  virtual bool readsEvents() const { return false; }

  // ---- records and the page
  // Figure-step alternatives as named move fields (v1 records): `"recall": {...}`.
  virtual std::vector<std::string> moveFields() const { return {}; }
  virtual bool readMoveField(const Game&, const json& /*move*/, std::vector<Action>&) const { return false; }
  // Writes the field for a figure-step action into the open move object; false if it has none (the
  // move then names it as a generic "action").
  virtual bool writeMoveField(const Game&, const Action&, JsonOut& /*move*/) const { return false; }
  // One answer to one of this module's decisions as a `then` entry (the default codec writes
  // {"pass": true}, {"figure": {...}}, {"return": {...}}, {"chance": n} or {"<id>": {code, x, y}}).
  virtual Action readAnswer(const Game& g, const Decision& d, const json& entry, const std::string& where) const;
  // The answer a move's `then` means when it stops before this decision (a finished, not partial,
  // move): false if the decision must be answered (the default). E.g. the score meeple moves.
  virtual bool defaultAnswer(const Game&, const Decision&, Action&) const { return false; }
  // Whether a `then` entry is meant for this decision. A decision older records never had (it was
  // an automatic choice) says false for other decisions' entries: the record reader then applies
  // defaultAnswer and keeps the entry for the next decision. Asked only when the module has one.
  virtual bool answers(const Game&, const Decision&, const json& /*entry*/) const { return true; }
  // Writes the entry's fields (but "player") into the open entry object.
  virtual void writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const;
  // Words of this module's events: fields written into the open event object (written after the
  // core's, so a key the core wrote too takes the module's value).
  virtual void eventJson(const Game&, const Event&, JsonOut&) const {}
  // Why a Score event paid, as numbers the page puts in words: fields written into the open score
  // event for the events of this module's categories and of features whose points it changed
  // (Event::by). Every module is asked; the words themselves are the page's (web/src/score-words.ts).
  virtual void scoreJson(const Game&, const Event&, JsonOut&) const {}
  // This module's part of the page's state, written into the open state object after the core's keys.
  virtual void addState(const Game&, JsonOut&) const {}
  // Its fields of player p's object in the state (written after the core's).
  virtual void addPlayerState(const Game&, int /*player*/, JsonOut&) const {}
  // Lists the modules share in the state ("track": score track figures, "owners": figures on squares
  // of no feature, "notes": words for the page): whether this module has `list` now (then the state
  // has it, maybe empty), and its entries, appended after those of modules before it.
  virtual bool shares(const Game&, std::string_view /*list*/) const { return false; }
  virtual void addShared(const Game&, std::string_view /*list*/, JsonOut&) const {}
  virtual void cellMarkers(const Game&, std::vector<CellMarker>&) const {}  // markers it counts on squares
};

// Writes `list` ("track", ...) as a key of the open state object with the entries of every module
// that shares it; false (nothing written) if none does.
bool sharedListJson(const Game& g, std::string_view list, JsonOut& o);

}  // namespace carc
