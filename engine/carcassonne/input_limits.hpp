// Limits on input written by strangers (records from wiki pages and shared links, calls from JS),
// and helpers that keep error messages short and valid UTF-8 whatever the input held. Anything
// over a limit is refused with an Error naming the limit, before it can cost memory or time.
#pragma once
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "json_in.hpp"

namespace carc {

constexpr size_t kMaxRecordBytes = 4u << 20;  // a whole game's record is a few tens of KB
constexpr size_t kMaxCallBytes = 64u << 10;   // one option, move or setup from the API
constexpr int kMaxJsonDepth = 32;             // records nest 5 deep
constexpr size_t kMaxJsonValues = 200000;     // bounds the parsed tree's memory (~16 MB)
constexpr size_t kMaxMoves = 10000;           // a record holds at most this many moves
constexpr size_t kMaxMessageQuote = 40;       // characters of input quoted in an error message
constexpr size_t kMaxNoteChars = 500;         // a move's caption ("note"): a few sentences of plain text
constexpr size_t kMaxMarks = 32;              // a move's lit features, and its ringed squares, each
// Seeds of new games (setups, command-line flags, API calls): 0 .. 2^53 - 1, the integers a
// JavaScript number holds exactly, so every record the engine writes for a new game goes through
// JSON.parse / JSON.stringify unchanged. A record written before this limit may hold any 64-bit
// seed: it still loads natively (its seed kept as it was).
constexpr uint64_t kMaxSeed = (uint64_t(1) << 53) - 1;

// Parses JSON text, refusing (with an Error starting with `what`) text over maxBytes, nesting
// deeper than kMaxJsonDepth, more than kMaxJsonValues values, duplicate keys in an object, and
// malformed JSON (with the byte offset).
nlohmann::json parseJsonLimited(const std::string& text, const std::string& what, size_t maxBytes);

// An integer JSON value within lo..hi, or nullopt (floats, other types, and unsigned values beyond
// int64 are refused rather than wrapped).
std::optional<int64_t> integerIn(const nlohmann::json& v, int64_t lo, int64_t hi);
std::optional<int64_t> integerIn(const jsonin::Value& v, int64_t lo, int64_t hi);

// At most n bytes of s, cut at a UTF-8 character boundary.
std::string utf8Prefix(const std::string& s, size_t n);
// s with every byte that is not part of well-formed UTF-8 replaced by '?'.
std::string validUtf8(const std::string& s);
// validUtf8(s) with every control character written as \uXXXX: C0 (NUL, newline, ESC ...), DEL,
// C1, the line and paragraph separators and the bidirectional overrides. Text from a record can
// then neither send terminal escapes, nor forge a line, nor cut a C string short.
std::string printable(const std::string& s);
// s in single quotes, made printable() and cut to kMaxMessageQuote bytes with "..." when longer.
std::string quoteInput(const std::string& s);
// A JSON value as text for a message, cut like quoteInput() (never throws, never recurses deeply:
// parsed values are at most kMaxJsonDepth deep).
std::string shortDump(const nlohmann::json& v);
std::string shortDump(const jsonin::Value& v);

// Numbers as printf writes them, without printf (issue 22: its formatting code is ~10 KB of the
// .wasm): v in at least `width` hex digits ("%0*llx", upper: "%0*llX"), and a finite whole number
// double in full ("%.0f": every digit exact, 1e21 is "1000000000000000000000").
std::string hexText(uint64_t v, int width, bool upper = false);
std::string wholeNumberText(double v);

// JSON text that is safe inside an HTML <script type="application/json"> element: every '<' is
// written as \u003c (it can only occur inside strings), so no "</script>" or "<!--" can end the
// element early. Every record the engine writes as text goes through this.
std::string scriptSafeDump(const nlohmann::json& v, int indent = -1);

}  // namespace carc
