// Board geometry: sides, half-edges, rotations and the location names of the record format.
// Ports: 4 side midpoints (roads, cities, rivers) and 8 half-edges (fields), numbered clockwise from
// north so that a clockwise quarter turn adds 1 to a side and 2 to a half-edge.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace carc {

enum Side : uint8_t { N = 0, E = 1, S = 2, W = 3 };
constexpr int kSides = 4;
constexpr int kHalves = 8;

// Half-edges clockwise: NNW NNE ENE ESE SSE SSW WSW WNW (half h lies on side h / 2).
constexpr std::array<std::string_view, kSides> kSideNames = {"N", "E", "S", "W"};
constexpr std::array<std::string_view, kHalves> kHalfNames = {"NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"};

constexpr int dx(int side) { return side == E ? 1 : side == W ? -1 : 0; }
constexpr int dy(int side) { return side == S ? 1 : side == N ? -1 : 0; }  // y grows south
constexpr int opposite(int side) { return (side + 2) & 3; }
constexpr int rotateSide(int side, int rot) { return (side + rot) & 3; }
constexpr int rotateHalf(int half, int rot) { return (half + 2 * rot) & 7; }

// The half-edge of the neighbour across the border: NNW meets the neighbour's SSW, and so on.
constexpr int facingHalf(int half) {
  int side = half >> 1, k = half & 1;
  return (opposite(side) << 1) | (1 - k);
}

inline std::optional<int> sideFromName(std::string_view s) {
  for (int i = 0; i < kSides; ++i)
    if (kSideNames[i] == s) return i;
  return std::nullopt;
}
inline std::optional<int> halfFromName(std::string_view s) {
  for (int i = 0; i < kHalves; ++i)
    if (kHalfNames[i] == s) return i;
  return std::nullopt;
}

struct Coord {
  int32_t x = 0, y = 0;
  friend bool operator==(const Coord&, const Coord&) = default;
  Coord step(int side) const { return {x + dx(side), y + dy(side)}; }
};

}  // namespace carc
