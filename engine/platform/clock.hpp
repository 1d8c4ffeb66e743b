// Seconds on a monotonic clock, for time budgets (MCTS) and benchmarks. Not std::chrono's
// steady_clock: in WebAssembly its now() may throw std::system_error, whose messages link
// snprintf's formatting code (~6 KB of the module, issue 22); clock_gettime cannot fail for
// CLOCK_MONOTONIC on the platforms we build for (Linux, Emscripten).
#pragma once
#include <time.h>

namespace platform {

inline double monotonicSeconds() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

}  // namespace platform

namespace carc {
using platform::monotonicSeconds;
}  // namespace carc
