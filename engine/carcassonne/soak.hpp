// The soak: seeded random games (simConfigFor: every module and option the catalog holds) played
// by the random bot, with the engine's checks along the way. One game at a time; the command line
// (cli/cmd_soak.cpp) spreads games over threads.
//
// Checks, and how often:
//   every step (one applied action): the conservation laws of invariants.hpp (figures per kind,
//     tiles in all, hands, scores never decrease), and a non-empty legal-option list whose chosen
//     option is accepted;
//   every `cloneEvery`-th step (offset by the game index, so every step position is covered
//     across games): clone equality (a copy of the game == the game);
//   every `deepEvery`-th step (offset likewise): undo equality (apply, undo == the state before)
//     when the action can be undone, and a record round trip of the unfinished game
//     (save -> text -> load == game);
//   at the end of every game: every figure home, no tile left to place, and the record round trip
//     of the finished game;
//   in a seventh of the games (half of them with a free deck), at turn starts: edits as the editor
//     makes them (a tile named with draw(), a turn given): a refused one leaves the game as it was,
//     after an accepted one the invariants hold and every other one a record round trip.
// Every round trip compares the whole state (hands, deck, the tiles named, pending decisions of
// any player) and the text the loaded game saves again.
#pragma once
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "game.hpp"

namespace carc {

struct SoakOptions {
  int cloneEvery = 8;
  int deepEvery = 64;
  // Tests only: called after each step, to plant a bug the soak must report.
  std::function<void(Game&, long long step)> tamper;
};

struct SoakCounts {
  long long games = 0, steps = 0;
  long long invariantChecks = 0, optionLists = 0, cloneChecks = 0, undoChecks = 0, roundTrips = 0, endChecks = 0;
  long long edits = 0, editsRefused = 0, editRoundTrips = 0;  // turn starts edited (SoakOptions: a share of games)
  uint64_t signature = 0;  // sum over games of a hash of (game index, final scores): the same for any thread count
  void add(const SoakCounts& o);
};

struct SoakFailure {
  uint64_t game = 0;
  std::string config;   // SimConfig::describe() (of the soak's config: its free deck and edits too)
  long long step = -1;  // steps applied in this game before the failure (-1: at the start)
  int turn = 0;
  std::string what;
  nlohmann::json action;  // the option being applied, or null
  nlohmann::json record;  // the game before the failing step: load it and apply `action`
};

// Plays and checks game `index`; adds to `counts`; returns the first failure, if any.
std::optional<SoakFailure> soakGame(const Catalog& cat, uint64_t index, SoakCounts& counts,
                                    const SoakOptions& options = {});

}  // namespace carc
