#include "game_boundary.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <nlohmann/json.hpp>

#include "call_memory.hpp"

namespace platform::wasm {

using nlohmann::json;

namespace {

using wasmcall::canHandOver;
using wasmcall::holdReserve;
using wasmcall::kOutOfMemory;
using wasmcall::releaseReserve;

// JSON text a session wrote, handed out as it is.
struct JsonText {
  std::string text;
};
const JsonText kDone{"true"};  // what a call that changes the game answers
JsonText boolText(bool b) { return {b ? "true" : "false"}; }

std::string okReply(const std::string& value) { return "{\"ok\":true,\"value\":" + value + "}"; }

// Every answer: {"ok": true, "value": ...} or {"ok": false, "error": ...}. Nothing escapes: an
// exception thrown through embind would leave the module's stack and heap as they were mid-call.
template <class F>
std::string replyOf(F&& call) {
  holdReserve();
  try {
    std::string reply;
    try {
      reply = call();
    } catch (const std::bad_alloc&) {
      releaseReserve();
      reply = kOutOfMemory;
    } catch (const std::exception& e) {
      // A message may quote input cut mid-character: bad UTF-8 is replaced, never thrown on.
      reply = json{{"ok", false}, {"error", e.what()}}.dump(-1, ' ', false, json::error_handler_t::replace);
    }
    if (!canHandOver(reply.size())) return kOutOfMemory;  // the short reply fits where the reserve was
    return reply;
  } catch (const std::bad_alloc&) {  // not even the error reply could be built
    releaseReserve();
    return kOutOfMemory;
  }
}

// A call that reads: its value as JSON text.
template <class F>
std::string guarded(F&& f) {
  return replyOf([&] { return okReply(f().text); });
}

// A call that changes the game: its reply, and room for embind's copy of it, are allocated before
// the change, so that nothing is allocated after it. The change is answered as done, or (out of
// memory before it) not made: never made and answered "out of memory".
template <class F>
std::string guardedChange(F&& f) {
  return replyOf([&] {
    std::string reply = okReply(kDone.text);
    void* copy = std::malloc(reply.size() + 16);
    if (!copy) throw std::bad_alloc();
    try {
      f();
    } catch (...) {
      std::free(copy);
      throw;
    }
    std::free(copy);  // the block embind's copy (canHandOver's probe first) will take
    return reply;
  });
}

// A JS number as a message shows it: integers in full, nan and inf in words, else as JSON writes it.
std::string numberText(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  if (v == std::trunc(v) && std::fabs(v) < 1e21) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
  }
  return json(v).dump();
}

// A JS number that must be an integer lo..hi (compared as doubles first: converting NaN or 1e300
// to an integer would be undefined).
int64_t intArg(double v, const char* what, int64_t lo, int64_t hi) {
  if (!(v >= double(lo) && v <= double(hi)) || v != std::trunc(v))
    throw Error(std::string(what) + ": expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi) +
                ", got " + numberText(v));
  return static_cast<int64_t>(v);
}

// A text argument within `limit` bytes, refused before any reader sees it.
const std::string& sizedArg(const std::string& text, const char* what, size_t limit) {
  if (text.size() > limit)
    throw Error(std::string(what) + ": " + std::to_string(text.size()) + " bytes, larger than the limit of " +
                std::to_string(limit));
  return text;
}

std::string knownGames() {
  std::string known;
  for (const GameDef* g : registeredGames()) known += (known.empty() ? "" : ", ") + g->id;
  return known.empty() ? "none" : known;
}

const GameDef& gameArg(const std::string& id, const char* what) {
  const GameDef* def = findGame(sizedArg(id, what, kNameLimit));
  if (!def)
    throw Error(std::string(what) + ": " + quoteInput(id) + " is not a game this module plays (it plays " +
                knownGames() + ")");
  return *def;
}

// The game a record names (its "game" field; none: Carcassonne), read within the record's limits.
const GameDef& recordArg(const std::string& record) {
  return recordGame(parseInput(sizedArg(record, "record", kRecordLimit), "record"));
}

}  // namespace

GameBoundary::GameBoundary(const GameBoundary& other) : session_(other.session_ ? other.session_->clone() : nullptr) {}

const GameSession& GameBoundary::s() const {
  if (!session_) throw Error("the game was not created: call create, load or loadAt first");
  return *session_;
}
GameSession& GameBoundary::s() { return const_cast<GameSession&>(std::as_const(*this).s()); }

std::string GameBoundary::create(const std::string& gameId, const std::string& setup) {
  return guardedChange([&] {
    const GameDef& def = gameArg(gameId, "create(game)");
    session_ = def.create(sizedArg(setup, "setup", kCallLimit));
  });
}

std::string GameBoundary::load(const std::string& record) {
  return guardedChange([&] { session_ = recordArg(record).load(record); });
}

std::string GameBoundary::loadAt(const std::string& record, double ply) {
  return guardedChange([&] {
    const int n = static_cast<int>(intArg(ply, "ply", 0, kMaxPly));
    session_ = recordArg(record).loadAt(record, n);
  });
}

std::string GameBoundary::describe() const {
  return guarded([&] {
    const GameDef* def = findGame(s().game());
    if (!def) throw Error("this session's game is not registered");  // a game registers before main()
    return JsonText{def->describeText()};
  });
}

std::string GameBoundary::game() const {
  return guarded([&] { return JsonText{json(std::string(s().game())).dump()}; });
}
std::string GameBoundary::state() const {
  return guarded([&] { return JsonText{s().stateText()}; });
}
std::string GameBoundary::options() const {
  return guarded([&] { return JsonText{s().optionsText()}; });
}

std::string GameBoundary::apply(const std::string& option) {
  return guardedChange([&] {
    GameSession& g = s();
    g.apply(sizedArg(option, "option", kCallLimit));
  });
}

std::string GameBoundary::applyMove(const std::string& move) {
  return guardedChange([&] {
    GameSession& g = s();
    g.applyMove(sizedArg(move, "move", kCallLimit));
  });
}

std::string GameBoundary::canUndo() const {
  return guarded([&] { return boolText(s().canUndo()); });
}
std::string GameBoundary::undo() {
  return guardedChange([&] { s().undo(); });
}

std::string GameBoundary::events(double from) const {
  return guarded([&] {
    const GameSession& g = s();
    return JsonText{g.eventsText(static_cast<size_t>(intArg(from, "events(from)", 0, INT32_MAX)))};
  });
}
std::string GameBoundary::eventCount() const {
  return guarded([&] { return JsonText{std::to_string(s().eventCount())}; });
}
std::string GameBoundary::scores() const {
  return guarded([&] { return JsonText{s().scoresText()}; });
}
std::string GameBoundary::save() const {
  return guarded([&] { return JsonText{s().saveText()}; });
}
std::string GameBoundary::finished() const {
  return guarded([&] { return boolText(s().finished()); });
}

std::string GameBoundary::holdChance(bool on) {
  return guardedChange([&] { s().holdChance(on); });
}

std::string GameBoundary::botOption(const std::string& kind, double seed, const std::string& params) const {
  return guarded([&] {
    const GameSession& g = s();
    const uint64_t sd = static_cast<uint64_t>(intArg(seed, "botOption(seed)", 0, int64_t(kMaxJsSeed)));
    return JsonText{g.botOptionText(sizedArg(kind, "botOption(kind)", kNameLimit), sd,
                                    sizedArg(params, "botOption(params)", kCallLimit))};
  });
}

std::string games() {
  return guarded([] {
    json ids = json::array();
    for (const GameDef* g : registeredGames()) ids.push_back(g->id);
    return JsonText{ids.dump()};
  });
}

std::string describeGame(const std::string& gameId) {
  return guarded([&] { return JsonText{gameArg(gameId, "describeGame(game)").describeText()}; });
}

}  // namespace platform::wasm
