// What the platform's tests share: a registered game's definition, a session's whole observable
// state as one string, and the words of the Error a call throws.
#pragma once
#include <catch2/catch.hpp>
#include <string>

#include "file_text.hpp"
#include "game_api.hpp"

namespace platform_test {

using testfile::readFile;

// The registered game `id` (the test fails when it is not registered).
inline const platform::GameDef& gameDef(const char* id) {
  const platform::GameDef* def = platform::findGame(id);
  REQUIRE(def);
  return *def;
}

// The test-only fixture game (tests/games/dice), which most of these tests play.
inline const platform::GameDef& dice() { return gameDef("dice"); }

// Everything a session shows: two sessions with the same fingerprint are the same game.
inline std::string fingerprint(const platform::GameSession& g) {
  return g.saveText() + g.stateText() + g.eventsText(0) + g.optionsText() + std::to_string(g.canUndo());
}

// The message of the Error that f throws ("" when it throws none).
template <class F>
std::string errorOf(F&& f) {
  try {
    f();
  } catch (const platform::Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace platform_test
