// How much of its longest loops the suite runs (CARC_TEST_SCALE).
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace carctest {

// CARC_TEST_SCALE, a percentage (1..100, default 100), thins the suite's longest loops: the
// sanitizer stage runs them at a quarter (scripts/test.sh), since ASan + UBSan make each step ~10x
// slower and these loops were half of that stage's test time; the Release stage runs them whole.
inline int testScalePercent() {
  static const int percent = [] {
    const char* v = std::getenv("CARC_TEST_SCALE");
    const int n = v ? std::atoi(v) : 100;
    return n >= 1 && n <= 100 ? n : 100;
  }();
  return percent;
}
// `n` at the scale, never below `least`.
inline int scaled(int n, int least = 1) { return std::max(least, int(int64_t(n) * testScalePercent() / 100)); }

}  // namespace carctest
