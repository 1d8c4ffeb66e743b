// embind bindings: the API of boundary.hpp bound to JavaScript names, nothing else (every check
// lives in boundary.cpp, compiled natively for the fuzz target and tests). Numbers arrive as
// doubles, never as embind ints, so that 2^32 or 1e300 reach the range checks unwrapped.
#include <emscripten/bind.h>

#include <new>

#include "boundary.hpp"

using namespace carc::wasm;

namespace {

// A game, or a copy, that cannot be allocated is null (the facade throws it as an Error): embind's
// own constructor would let std::bad_alloc escape into JavaScript.
GameApi* createGame() {
  try {
    return new GameApi();
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

GameApi* cloneGame(const GameApi& g) {
  try {
    return new GameApi(g);
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(carcassonne) {
  emscripten::class_<GameApi>("WasmGame")
      .constructor<>()
      .function("create", &GameApi::create)
      .function("load", &GameApi::load)
      .function("loadAt", &GameApi::loadAt)
      .function("state", &GameApi::state)
      .function("options", &GameApi::options)
      .function("apply", &GameApi::apply)
      .function("applyMove", &GameApi::applyMove)
      .function("canUndo", &GameApi::canUndo)
      .function("undo", &GameApi::undo)
      .function("events", &GameApi::events)
      .function("eventCount", &GameApi::eventCount)
      .function("scores", &GameApi::scores)
      .function("save", &GameApi::save)
      .function("feature", &GameApi::feature)
      .function("annotation", &GameApi::annotation)
      .function("segments", &GameApi::segments)
      .function("giveTurn", &GameApi::giveTurn)
      .function("draw", &GameApi::draw)
      .function("holdChance", &GameApi::holdChance)
      .function("botOption", &GameApi::botOption)
      .function("playRandom", &GameApi::playRandom)
      .function("clone", &cloneGame, emscripten::allow_raw_pointers());
  emscripten::function("createGame", &createGame, emscripten::allow_raw_pointers());
  emscripten::function("catalog", &catalog);
  emscripten::function("tileArt", &tileArt);
  emscripten::function("tileShapes", &tileShapes);
  emscripten::function("replay", &replay);
  emscripten::function("bench", &bench);
  emscripten::function("optionsLatency", &optionsLatency);
  emscripten::function("benchMcts", &benchMcts);
}
