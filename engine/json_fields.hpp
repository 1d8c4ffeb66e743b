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

}  // namespace carc
