// The interface every rules module implements (the base game is one too). The core calls these
// hooks at named turn phases; a module that does not care about a hook inherits the no-op.
#pragma once
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "actions.hpp"

namespace carc {

class Catalog;
class Game;
struct FeatureView;
struct Event;

enum class Phase : uint8_t { Draw, PlaceTile, PlaceFigure, Score, EndTurn, FinalScoring };

class Module {
 public:
  virtual ~Module() = default;
  virtual std::string_view id() const = 0;
  // What the new-game dialog shows for this set: its name and one line on what it adds.
  virtual std::string_view name() const { return id(); }
  virtual std::string_view doc() const { return ""; }
  // Registers kinds, figures, tags, options and tile sets. Called once, when the catalog is built.
  virtual void registerContent(Catalog&) {}
  // Resolves catalog ids after every module has registered.
  virtual void resolve(const Catalog&) {}
  // Setup of a new game: supplies of this module's figures, and so on.
  virtual void onSetup(Game&) const {}
  // Reorders (or thins) the shuffled deck of a new game: tiles that must come first or last. Called
  // once, after the shuffle and before the first draw; keep the shuffled order within each group.
  virtual void arrangeDeck(const Game&, std::vector<uint16_t>&) const {}
  // Why a record may not name `tileType` as the tile drawn now (e.g. it is not yet that tile's
  // turn in an ordered deck); empty if this module has nothing against it.
  virtual std::string explainDraw(const Game&, int /*tileType*/) const { return ""; }
  // Called when the game enters a phase; may push decisions or score.
  virtual void onPhase(Game&, Phase) const {}
  // Extra checks on a tile placement; only modules that return true from filtersPlacement are asked.
  virtual bool filtersPlacement() const { return false; }
  virtual bool allowsPlacement(const Game&, const Action&) const { return true; }
  // Why allowsPlacement refuses a placement, in words; asked only for refused placements.
  virtual std::string explainPlacement(const Game&, const Action&) const { return ""; }
  // Adds this module's options to the figure decision of the tile just placed.
  virtual void figureOptions(const Game&, std::vector<Action>&) const {}
  // Points of a feature scored now (complete, or at game end); `points` is what earlier modules said.
  virtual int featurePoints(const Game&, const FeatureView&, int points) const { return points; }
  // A feature was completed by the tile just placed, whether or not anyone scored it.
  virtual void onFeatureCompleted(Game&, const FeatureView&) const {}
  // A score event was just emitted (`feature` is null for scores of no feature); figures it returns
  // are still on the board. A module may award more points here (its own categories).
  virtual void onScored(Game&, const Event&, const FeatureView*) const {}
  // The most players this module's sets provide for (0: no bound); the largest active one applies.
  virtual int maxPlayers() const { return 0; }
  // Adds this module's part of the state the page shows (e.g. tokens per player) to `state`.
  virtual void addState(const Game&, nlohmann::json&) const {}
  // Applies an action of type Module owned by this module.
  virtual void applyAction(Game&, const Action&) const {}
  // Record I/O of this module's move fields: read fields of `move` into actions, write them back.
  // moveFields names the fields a record move may carry for this module.
  virtual std::vector<std::string> moveFields() const { return {}; }
  virtual bool readMoveField(const Game&, const nlohmann::json&, std::vector<Action>&) const { return false; }
  virtual void writeMoveField(const Game&, const Action&, nlohmann::json&) const {}
  // Why this module refuses a figure action or one of its own module actions, in words (e.g.
  // "farmers are not in play"); empty if it has nothing to say. Asked only for actions that are not legal.
  virtual std::string explainFigure(const Game&, const Action&) const { return ""; }
  // Names this module's action for error messages and the UI.
  virtual std::string describe(const Game&, const Action&) const { return "module action"; }
};

}  // namespace carc
