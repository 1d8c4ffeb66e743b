// What both fuzz targets treat as a bug: a broken expectation stops the run with a message
// (libFuzzer then saves the input). Any exception other than carc::Error escapes the target and
// is reported the same way.
#pragma once
#include <algorithm>
#include <cstdint>
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

// The fuzz input read front to back: bytes, small numbers and pieces of text (0 when it runs out).
struct Bytes {
  const uint8_t* p;
  size_t n;
  bool empty() const { return n == 0; }
  uint8_t next() {
    if (!n) return 0;
    --n;
    return *p++;
  }
  int small() { return static_cast<int8_t>(next()); }  // -128..127
  int u16() {  // two statements: the order of two next() in one expression is unspecified
    int lo = next();
    return lo | next() << 8;
  }
  std::string text(size_t max) {
    size_t k = std::min<size_t>(next() % (max + 1), n);
    std::string s(reinterpret_cast<const char*>(p), k);
    p += k, n -= k;
    return s;
  }
};

// A refusal's message must be short and valid UTF-8 (the WASM module sends it to JS as JSON).
inline void checkMessage(const carc::Error& e) {
  std::string m = e.what();
  if (m.empty() || m.size() > 1000) bug("error message empty or longer than 1000 bytes: " + m.substr(0, 200));
  (void)nlohmann::json(m).dump();  // throws type_error on invalid UTF-8
}

}  // namespace carcfuzz
