// The contract every game keeps with the platform, in JSON: what the WASM boundary, the page shell,
// the wiki element, the editor, soak and fuzz_session drive, without knowing which game it is.
//
// A game is a queue of decisions. Each has a decider (a seat, or chance) and the full list of its
// legal options; an answer is one of them. Applying one emits events (a message id and its
// parameters, never words), changes scores, and moves the queue on. A record is setup + moves
// (+ "then" answers, + "final"); a record with a "game" field names its game, one without it is
// Carcassonne (every record written before there were two games).
//
// Every method throws platform::Error on bad input, naming what was wrong and where, and leaves the
// session exactly as it was.
#pragma once
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "error.hpp"

namespace platform {

// The JSON text a session hands out, and the values it takes: the boundary passes text through, so
// a game may answer from its own fast writer without building a tree.
class GameSession {
 public:
  virtual ~GameSession() = default;
  virtual std::string_view game() const = 0;  // the registered id: "carcassonne"

  // {"decision": {"kind", "player" | "chance": true, ...} or null, "finished", ...the game's own}
  virtual std::string stateText() const = 0;
  // The full list of legal options of the pending decision, each as apply() takes it.
  virtual std::string optionsText() const = 0;
  virtual void apply(std::string_view optionJson) = 0;
  virtual void applyMove(std::string_view moveJson) = 0;  // one record move (a whole turn)
  virtual bool canUndo() const = 0;
  // Takes back the last apply() (with the chance outcomes settled after it): the state and the
  // save are again what they were before it (soak_driver.hpp and fuzz_session check this).
  virtual void undo() = 0;
  // Events from index `from` on: [{"id": "...", ...parameters}], the same list the record replays.
  virtual std::string eventsText(size_t from) const = 0;
  virtual size_t eventCount() const = 0;
  virtual std::string scoresText() const = 0;
  virtual std::string saveText() const = 0;  // a record that loads back to this very position
  virtual bool finished() const = 0;
  // The option a bot of `kind` ("random", "greedy", "mcts", ...) picks; params as the game documents.
  virtual std::string botOptionText(std::string_view kind, uint64_t seed, std::string_view paramsJson) const = 0;
  virtual std::unique_ptr<GameSession> clone() const = 0;
  // On: chance decisions wait for their outcome to be given by apply() (an editor's author names the
  // die's face); off again: the game's own stream settles the one pending. A session starts off.
  // A game that cannot hold chance refuses `on` (none of the games on the platform does).
  virtual void holdChance(bool on) {
    if (on) throw Error("holdChance: this game settles chance itself");
  }
};

// One game, as it registers itself (one registration line per game, in the game's own folder).
struct GameDef {
  std::string id;  // "carcassonne": the record's "game" field and the page's ?game=
  // Seats, sets/variants and options the new-game dialog offers, with their limits and defaults.
  std::string (*describeText)() = nullptr;
  std::unique_ptr<GameSession> (*create)(std::string_view setupJson) = nullptr;
  std::unique_ptr<GameSession> (*load)(std::string_view recordJson) = nullptr;
  // The position after the first `ply` moves of a record: for step-by-step viewers.
  std::unique_ptr<GameSession> (*loadAt)(std::string_view recordJson, int ply) = nullptr;
  // Optional: a setup for seeded random play (the soak driver, fuzz_session), varied by seed over
  // seats, sets and options. Without it the drivers play the description's "defaultSetup" with its
  // "seed" set (soak_driver.hpp, randomSetup).
  std::string (*randomSetupText)(uint64_t seed) = nullptr;
};

void registerGame(GameDef def);                 // throws Error on a second game of the same id
const GameDef* findGame(std::string_view id);   // nullptr when none is registered
std::vector<const GameDef*> registeredGames();  // in id order

// Registers a game before main(): `static platform::GameRegistration reg{{...}};` in its folder.
struct GameRegistration {
  explicit GameRegistration(GameDef def) { registerGame(std::move(def)); }
};

// The game a record names: its "game" field, or "carcassonne" when it has none. Throws Error when
// the field is there but is not a string, or names no registered game.
const GameDef& recordGame(const nlohmann::json& record);
// recordGame's refusals, for a game's own reader that holds no tree (the same words; no JSON library
// is linked for them): a "game" that is no string (its value in words: 3, null, an array), and a
// name no registered game has (`reader`: the game of the reader, listed among those it plays).
[[noreturn]] void refuseGameValue(const std::string& valueWords);
[[noreturn]] void refuseGameName(const std::string& id, std::string_view reader = {});

}  // namespace platform
