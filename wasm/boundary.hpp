// The WASM module's API as C++: strings and JS numbers in, JSON text out. bindings.cpp binds these
// to embind and nothing else, so that the fuzz target (tests/fuzz/fuzz_facade.cpp) and the native
// tests drive exactly what JavaScript calls. Every answer is {"ok": true, "value": ...} or
// {"ok": false, "error": "..."}; the facade (facade.ts) throws the error as an Error.
//
// What every entry point checks, each in one helper below:
//  - JSON text: within its byte limit and the reader's limits (withArg);
//  - JS numbers: an integer within the argument's range, never wrapped (intArg, seedArg): embind's
//    own int conversion would turn 2^32 into 0 and 1e300 into 0 before C++ saw it;
//  - allocation failure: std::bad_alloc becomes an error, and a call that changes the game works
//    on a copy, so that a failure halfway leaves the game as it was (mutate);
//  - seeds: games in the module only ever hold seeds 0..2^53-1, which JS numbers carry exactly.
#pragma once
#include <optional>
#include <string>

#include "input_limits.hpp"
#include "session.hpp"

namespace carc::wasm {

// The byte limits the facade also checks before calling in (the same numbers, one source).
constexpr size_t kRecordLimit = kMaxRecordBytes;
constexpr size_t kCallLimit = kMaxCallBytes;

// Reads one JSON argument (records up to kRecordLimit, anything else up to kCallLimit) with the
// engine's reader and calls f with its root; the value lives as long as the call.
template <class F>
decltype(auto) withArg(const std::string& text, const char* what, size_t limit, F&& f) {
  const jsonin::Doc doc(text, what, limit);
  return f(doc.root());
}
// A JS number that must be an integer lo..hi; throws Error "what: expected an integer from lo to
// hi, got V" for NaN, infinities, fractions and values out of range.
int64_t intArg(double v, const char* what, int64_t lo, int64_t hi);
// A seed argument: an integer 0..kMaxSeed.
uint64_t seedArg(double v, const char* what);
// Refuses a game whose seed JS cannot carry (a record written before seeds were limited): the
// module would give back a record with a different seed.
void requireJsSeed(const Game& g);

class GameApi {
 public:
  std::string create(const std::string& setup);
  std::string load(const std::string& record);
  std::string loadAt(const std::string& record, double ply);
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
  std::string feature(double x, double y, double segment) const;
  std::string annotation(double move) const;  // a move's caption and marks (the editor, the element)
  std::string segments(double x, double y) const;
  std::string giveTurn(double player);  // a free-deck record's "player" (the editor)
  std::string draw(const std::string& tile);
  std::string holdChance(bool on);  // the author names chance outcomes (the editor)
  std::string botOption(const std::string& kind, double seed, const std::string& params) const;
  std::string playRandom(double seed);
  const std::optional<Session>& session() const { return session_; }

 private:
  const Session& s() const;
  // Runs f on a copy of the session and keeps the copy only if f returns: a refusal or an
  // allocation failure halfway through leaves the game exactly as it was.
  template <class F>
  auto mutate(F&& f);
  std::optional<Session> session_;
};

std::string catalog();
std::string tileArt(const std::string& id, double minMarker);
std::string tileShapes(const std::string& id);
std::string replay(const std::string& record);
std::string bench(const std::string& setup, double games, double seed);
std::string optionsLatency(double games, double seed);
std::string benchMcts(const std::string& setup, double iterations, double moves, double seed);

}  // namespace carc::wasm
