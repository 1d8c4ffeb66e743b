// Seeded random game configurations over everything the catalog holds: every registered module
// (so a new expansion is simulated without edits) and every rule option. Shared by the random
// simulation test, the soak command and the session fuzzer.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "game.hpp"

namespace carc {

struct SimConfig {
  uint64_t index = 0;
  int players = 2;
  uint64_t seed = 0;  // of the game (deck order) and of its random bot
  nlohmann::json sets, rules;
  // Set by the soak and the session fuzzer, not by simConfigFor: a "deck": "free" setup, and turn
  // starts edited as the editor does (the tile named with draw(), in a free deck the turn given).
  bool freeDeck = false, editsTurns = false;
  int handSize() const { return rules.value("handSize", 1); }
  nlohmann::json setupJson() const;  // the record's "setup" object
  std::string describe() const;      // one line for failure reports
};

// Configuration i: 2..5 players (i % 4; half of the 5-player ones take a sixth player where a set
// in play provides for one); every third one the first module (the base game) alone, the others a
// random subset of every module; each rule option at its default or drawn at random.
SimConfig simConfigFor(const Catalog& cat, uint64_t i);
Game newSimGame(const Catalog& cat, const SimConfig& c);

}  // namespace carc
