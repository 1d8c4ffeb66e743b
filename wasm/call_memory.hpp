// What every WASM boundary does so that running out of memory is an answer, never an abort: a
// reserve held back for the error reply, and a check that embind's copy of a reply will succeed.
// One reserve for the whole module (the boundaries of every game share it).
#pragma once
#include <cstddef>
#include <cstdlib>

namespace wasmcall {

// Memory held back for the answer after an allocation failure: released when one happens, so
// that the error reply and embind's copy of it can be made; taken again by the next call.
constexpr size_t kReserveBytes = 256 << 10;
inline void* reserve = nullptr;

inline void holdReserve() {
  if (!reserve) reserve = std::malloc(kReserveBytes);
}
inline void releaseReserve() {
  std::free(reserve);
  reserve = nullptr;
}

// embind copies the returned string with an unchecked malloc: make sure that copy will succeed
// (a block of that size is free right now; the allocator hands the same one out again).
inline bool canHandOver(size_t bytes) {
  void* probe = std::malloc(bytes + 16);
  if (!probe) {
    releaseReserve();
    probe = std::malloc(bytes + 16);
  }
  std::free(probe);
  return probe != nullptr;
}

inline const char* const kOutOfMemory =
    R"({"ok":false,"error":"out of memory: the engine could not allocate what this call needs; the game is unchanged"})";

}  // namespace wasmcall
