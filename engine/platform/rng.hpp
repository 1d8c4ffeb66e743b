// xoshiro256** seeded through splitmix64: the same stream on every platform (std::shuffle is not).
#pragma once
#include <array>
#include <cstdint>

namespace platform {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) {
    for (auto& w : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      w = z ^ (z >> 31);
    }
  }
  uint64_t next() {
    uint64_t result = rotl(s_[1] * 5, 7) * 9, t = s_[1] << 17;
    s_[2] ^= s_[0], s_[3] ^= s_[1], s_[1] ^= s_[2], s_[0] ^= s_[3], s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n), n > 0, without modulo bias (Lemire's method on 32 bits).
  uint32_t below(uint32_t n) {
    uint64_t m = uint64_t(uint32_t(next() >> 32)) * n;
    if (uint32_t(m) < n) {
      uint32_t threshold = uint32_t(-n) % n;
      while (uint32_t(m) < threshold) m = uint64_t(uint32_t(next() >> 32)) * n;
    }
    return uint32_t(m >> 32);
  }
  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<uint64_t, 4> s_{};
};

}  // namespace platform

namespace carc {
using platform::Rng;
}  // namespace carc
