// What both fuzz targets treat as a bug: a broken expectation stops the run with a message
// (libFuzzer then saves the input). Any exception other than carc::Error escapes the target and
// is reported the same way.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "catalog.hpp"

namespace carcfuzz {

[[noreturn]] inline void bug(const std::string& what) {
  std::fprintf(stderr, "fuzz: BUG: %s\n", what.c_str());
  std::abort();
}

// A refusal's message must be short and valid UTF-8 (the WASM module sends it to JS as JSON).
inline void checkMessage(const carc::Error& e) {
  std::string m = e.what();
  if (m.empty() || m.size() > 1000) bug("error message empty or longer than 1000 bytes: " + m.substr(0, 200));
  (void)nlohmann::json(m).dump();  // throws type_error on invalid UTF-8
}

}  // namespace carcfuzz
