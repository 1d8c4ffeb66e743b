// embind bindings of the boundary every game shares (game_boundary.hpp), nothing else: every check
// lives in game_boundary.cpp, compiled natively for the tests. Numbers arrive as doubles, never as
// embind ints, so that 2^32 or 1e300 reach the range checks unwrapped. A game's core is this file
// linked with the platform and that game's objects only (wasm/CMakeLists.txt, game_core_module).
#include <emscripten/bind.h>

#include <new>

#include "game_boundary.hpp"

using platform::wasm::GameBoundary;

namespace {

// A session handle, or a copy, that cannot be allocated is null (the facade throws it as an
// Error): embind's own constructor would let std::bad_alloc escape into JavaScript.
GameBoundary* createSession() {
  try {
    return new GameBoundary();
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

GameBoundary* cloneSession(const GameBoundary& g) {
  try {
    return new GameBoundary(g);
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(game_core) {
  emscripten::class_<GameBoundary>("WasmGameSession")
      .function("create", &GameBoundary::create)
      .function("load", &GameBoundary::load)
      .function("loadAt", &GameBoundary::loadAt)
      .function("describe", &GameBoundary::describe)
      .function("game", &GameBoundary::game)
      .function("state", &GameBoundary::state)
      .function("options", &GameBoundary::options)
      .function("apply", &GameBoundary::apply)
      .function("applyMove", &GameBoundary::applyMove)
      .function("canUndo", &GameBoundary::canUndo)
      .function("undo", &GameBoundary::undo)
      .function("events", &GameBoundary::events)
      .function("eventCount", &GameBoundary::eventCount)
      .function("scores", &GameBoundary::scores)
      .function("save", &GameBoundary::save)
      .function("botOption", &GameBoundary::botOption)
      .function("finished", &GameBoundary::finished)
      .function("holdChance", &GameBoundary::holdChance)
      .function("clone", &cloneSession, emscripten::allow_raw_pointers());
  emscripten::function("createSession", &createSession, emscripten::allow_raw_pointers());
  emscripten::function("games", &platform::wasm::games);
  emscripten::function("describeGame", &platform::wasm::describeGame);
}
