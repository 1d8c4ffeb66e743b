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

// The setup's "players": lo..hi objects, each {"name": 1..40 bytes}; returns the names.
std::vector<std::string> readPlayers(const nlohmann::json& setup, int lo, int hi);
// The setup's "seed": an unsigned 64-bit integer, 0 when absent.
uint64_t readSeed(const nlohmann::json& setup);

}  // namespace platform
