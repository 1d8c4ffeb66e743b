// The WASM boundary of every game on the platform (engine/platform/game_api.hpp), as C++: text and
// JS numbers in, JSON text out, so that the native tests drive exactly what JavaScript calls
// (game_bindings.cpp binds this to embind and nothing else). Every answer is
// {"ok": true, "value": ...} or {"ok": false, "error": "..."}, the error in the engine's words; the
// facade (game-facade.ts) throws it as an Error. Nothing is thrown across the boundary.
//
// What every entry point checks, as Carcassonne's boundary (boundary.hpp) does:
//  - text arguments within their byte limit before anything reads them (records kRecordLimit,
//    every other argument kCallLimit, names kNameLimit), then the platform's reader's limits;
//  - JS numbers: an integer within the argument's range, never wrapped (NaN, 1e300, 2^32, 0.5 are
//    refused naming the argument);
//  - allocation failure: std::bad_alloc becomes an "out of memory" error, the game unchanged; a
//    call that changes the game allocates its reply before the change, so that a change made is
//    never answered "out of memory".
// A call that changes the game either builds a new session and keeps it only if that succeeded
// (create, load, loadAt) or relies on the contract's own guarantee (GameSession: a method that
// throws leaves the session exactly as it was), which TypedSession keeps by restoring a snapshot.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "game_api.hpp"
#include "typed_input.hpp"

namespace platform::wasm {

constexpr size_t kRecordLimit = kMaxInputBytes;  // a whole record
constexpr size_t kCallLimit = 64u << 10;         // a setup, an option, a move, bot parameters
constexpr size_t kNameLimit = 64;                // a game id, a bot kind
// Seeds JS carries exactly: 0 .. 2^53 - 1.
constexpr uint64_t kMaxJsSeed = (uint64_t(1) << 53) - 1;
constexpr int64_t kMaxPly = int64_t(kMaxRecordMoves);

class GameBoundary {
 public:
  std::string create(const std::string& gameId, const std::string& setup);
  std::string load(const std::string& record);
  std::string loadAt(const std::string& record, double ply);
  std::string describe() const;  // the description of the game this session plays
  std::string game() const;      // its id
  std::string state() const;
  std::string options() const;
  std::string apply(const std::string& option);
  std::string applyMove(const std::string& move);
  std::string canUndo() const;
  std::string undo();
  std::string events(double from) const;
  std::string eventCount() const;
  std::string scores() const;
  std::string save() const;
  std::string botOption(const std::string& kind, double seed, const std::string& params) const;
  std::string finished() const;
  // The author names chance outcomes (an editor): see GameSession::holdChance.
  std::string holdChance(bool on);

  GameBoundary() = default;
  GameBoundary(const GameBoundary& other);  // a copy plays on from the same position
  GameBoundary& operator=(const GameBoundary&) = delete;
  const GameSession* session() const { return session_.get(); }

 private:
  const GameSession& s() const;
  GameSession& s();
  std::unique_ptr<GameSession> session_;
};

// The ids of the games this module plays: ["dice"].
std::string games();
// A game's description (seats, options, limits) before any session exists: the new-game dialog.
std::string describeGame(const std::string& gameId);

}  // namespace platform::wasm
