// The one error type of every game: bad input, an illegal answer, a damaged record. Its words name
// what was wrong and where; whoever throws it leaves the state as it was.
#pragma once
#include <stdexcept>

namespace platform {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace platform
