// Reading fields of JSON objects from strangers with messages that name the field: the helpers
// the record, the answers and the session share.
#pragma once
#include <algorithm>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "input_limits.hpp"
#include "json_in.hpp"
#include "json_out.hpp"

namespace carc {

[[noreturn]] inline void failAt(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }

// An integer field within lo..hi; the message names where.key.
inline int needInt(const nlohmann::json& obj, const char* key, const std::string& where, int lo, int hi) {
  auto it = obj.find(key);
  if (it == obj.end()) failAt(where, std::string("missing field '") + key + "'");
  if (!it->is_number_integer()) failAt(where + "." + key, "expected an integer, got " + std::string(it->type_name()));
  auto v = integerIn(*it, lo, hi);
  if (!v)
    failAt(where + "." + key,
           "expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + shortDump(*it));
  return static_cast<int>(*v);
}

// Refuses any key not in `allowed` (or `more`), by name.
inline void checkKeys(const nlohmann::json& obj, std::initializer_list<const char*> allowed, const std::string& where,
                      const std::vector<std::string>& more = {}) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    const std::string k = it.key();  // clang 14 cannot capture structured bindings
    bool ok = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; }) ||
              std::find(more.begin(), more.end(), k) != more.end();
    if (!ok) failAt(where, "unknown field " + quoteInput(k));
  }
}

// ---- the same on values of the engine's reader (issue 22: nlohmann's tree leaves the modules)

// needInt's words for a field that is there: "where.key: expected ..." (v is the field).
inline int needIntValue(const jsonin::Value& v, const char* key, const std::string& where, int lo, int hi) {
  if (!v.is_number_integer()) failAt(where + "." + key, "expected an integer, got " + std::string(v.type_name()));
  auto n = integerIn(v, lo, hi);
  if (!n)
    failAt(where + "." + key, "expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + shortDump(v));
  return static_cast<int>(*n);
}

inline int needInt(const jsonin::Value& obj, const char* key, const std::string& where, int lo, int hi) {
  jsonin::Value v = obj.find(key);
  if (!v) failAt(where, std::string("missing field '") + key + "'");
  return needIntValue(v, key, where, lo, hi);
}

inline void checkKeys(const jsonin::Value& obj, std::initializer_list<const char*> allowed, const std::string& where,
                      const std::vector<std::string>& more = {}) {
  for (size_t i = 0; obj.is_object() && i < obj.size(); ++i) {
    const std::string_view k = obj.key(i);
    bool ok = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; }) ||
              std::find(more.begin(), more.end(), k) != more.end();
    if (!ok) failAt(where, "unknown field " + quoteInput(std::string(k)));
  }
}

// Comparisons as nlohmann's operator== of a value with a C++ value read them (the messages and
// choices the records made with `j == 3`, `j != "abbot"`, `j != true` stay as they were): a
// number equals an int when nlohmann's conversion says so (an unsigned above INT64_MAX as the
// int64 it wraps to, a float as a double); other types are never equal.
inline bool equalsInt(const jsonin::Value& v, int64_t k) {
  switch (v.kind()) {
    case jsonin::Kind::Integer:
      return v.integer() == k;
    case jsonin::Kind::Unsigned:
      return static_cast<int64_t>(v.unsignedInteger()) == k;
    case jsonin::Kind::Float:
      return v.number() == static_cast<double>(k);
    default:
      return false;
  }
}
inline bool equalsText(const jsonin::Value& v, std::string_view s) { return v.is_string() && v.str() == s; }
inline bool equalsBool(const jsonin::Value& v, bool b) { return v.is_boolean() && v.boolean() == b; }
inline std::string text(const jsonin::Value& v) { return std::string(v.str()); }  // a string value, copied

// A tree from native code (tests, the command line) read as the engine's reader reads input: its
// text read back into a Doc, and f called with the root. Not within the input limits: a tree
// built in code was never text from a stranger.
template <class F>
decltype(auto) withJsonIn(const nlohmann::json& j, const std::string& what, F&& f) {
  const std::string text = JsonOut().value(j).take();
  const jsonin::Doc doc(text, what, jsonin::Options{text.size(), 1 << 16, text.size() + 16});
  return f(doc.root());
}

}  // namespace carc
