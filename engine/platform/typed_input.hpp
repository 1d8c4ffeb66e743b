// Input checks every typed game shares (typed_session.hpp): JSON text read within limits, objects
// read field by field with words that name the field and where it sits ("move 3.then[0].x:
// expected 0..3, got 9"), and the seats and seed of a setup.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "error.hpp"

namespace platform {

constexpr size_t kMaxInputBytes = 4u << 20;  // a record, a setup, an option: far above any real one
constexpr int kMaxInputDepth = 64;           // nesting of arrays and objects
constexpr size_t kMaxRecordMoves = 100000;
constexpr size_t kMaxNameChars = 40;  // a seat's name, in bytes of UTF-8
// A move's caption ("note"): a few sentences of plain text, as Carcassonne's records allow
// (engine/carcassonne/input_limits.hpp kMaxNoteChars, docs/records.md "Captions and marks").
constexpr size_t kMaxNoteChars = 500;

[[noreturn]] void failAt(const std::string& where, const std::string& what);
// A piece of hostile text fit to quote in an error: JSON-escaped, cut at 40 characters.
std::string quoteInput(std::string_view text);

// Parses `text` as JSON: too long, too deep or not JSON is refused, naming `what` ("record").
nlohmann::json parseInput(std::string_view text, const std::string& what);

// Refuses a key of `o` that is not in `allowed`; `o` must be an object.
void checkKeys(const nlohmann::json& o, std::initializer_list<std::string_view> allowed, const std::string& where);
const nlohmann::json& needObject(const nlohmann::json& j, const std::string& where);
// The integer field `key` of `o`, within lo..hi; absent or of another type is refused.
int needInt(const nlohmann::json& o, std::string_view key, const std::string& where, int lo, int hi);

constexpr size_t kMaxBotChars = 24;  // a bot's level: "greedy", "mcts-2", "mcts-0.5"

// A seat of a setup: who sits there, and whether a bot plays it. `bot` is null when the setup
// gave none, else exactly what it gave (true/false, or a level string the game's page and bots
// read), so that a saved game resumes with its bots and a setup reads back to the same JSON.
struct Seat {
  std::string name;
  nlohmann::json bot;
  friend bool operator==(const Seat&, const Seat&) = default;
};

// The setup's "players": lo..hi objects, each {"name": 1..40 bytes, "bot": optional}; "bot" is
// true, false or a level of 1..24 characters a-z, 0-9, '.', '-' (which level a game plays is the
// game's and the page's business; here only what may safely reach a page and a record).
std::vector<Seat> readSeats(const nlohmann::json& setup, int lo, int hi);
// The names of readSeats (every typed game accepts "bot": a record keeps it, the page reads it).
std::vector<std::string> readPlayers(const nlohmann::json& setup, int lo, int hi);
// The setup's "players" as readSeats read them: {"name"}, plus "bot" only where it was given (a
// setup without bots writes the very bytes it did before there were bots).
nlohmann::json seatsJson(const std::vector<Seat>& seats);
// A move's "note" (`where`: "move 3.note"): a string of plain text (no control character but the
// line break) of at most kMaxNoteChars characters; anything else is refused naming `where`.
std::string readNote(const nlohmann::json& note, const std::string& where);

// The setup's "seed": an unsigned 64-bit integer, 0 when absent.
uint64_t readSeed(const nlohmann::json& setup);

}  // namespace platform
