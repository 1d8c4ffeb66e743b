// The soak of any registered game, over its JSON contract (game_api.hpp): seeded games in which
// every decision is answered by a seeded pick among the options the session lists.
//
// Checks, and how often:
//   every decision: the state says a decision is pending exactly while the game is not finished,
//     and the pending one lists at least one option, which apply() accepts;
//   every `deepEvery`-th decision (offset by the seed, so every position is covered across games)
//     and at the end: save -> load -> save gives the same text and the same state, the saved
//     record names its game (recordGame), and a clone has the same state and save;
//   every `undoEvery`-th decision (offset likewise) where canUndo(): apply, undo gives back the
//     state and save from before, and the option is applied again;
//   the game ends within `moveCap` decisions.
// A failing game is reported with its seed, the decision, the option and the record saved then.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "game_api.hpp"

namespace platform {

struct SoakDriverOptions {
  long long moveCap = 20000;
  int deepEvery = 32;
  int undoEvery = 5;
};

struct SoakDriverCounts {
  long long games = 0, decisions = 0, optionLists = 0, roundTrips = 0, cloneChecks = 0, undoChecks = 0;
  uint64_t signature = 0;  // sum over games of a hash of (seed, final scores text): any thread count
  void add(const SoakDriverCounts& o);
};

struct SoakDriverFailure {
  std::string game;
  uint64_t seed = 0;
  long long decision = -1;  // decisions applied before the failure (-1: creating the game)
  std::string what;
  std::string option;  // the option being applied, or empty
  std::string record;  // the game's record when it failed (empty when none could be saved)
};

// The setup the drivers play for `seed`: the game's randomSetupText, or its description's
// "defaultSetup" with "seed" set. Throws Error when the game offers neither.
std::string randomSetup(const GameDef& def, uint64_t seed);

// Plays and checks one game of `def` from `seed`; adds to `counts`; the failure, if any.
std::optional<SoakDriverFailure> soakDriverGame(const GameDef& def, uint64_t seed, SoakDriverCounts& counts,
                                                const SoakDriverOptions& options = {});

}  // namespace platform
