// Actions answer decisions. One small POD type for all of them keeps option lists allocation-free.
#pragma once
#include <cstdint>

namespace carc {

// Draw is a chance outcome forced by a record that names its tile; no player chooses it.
enum class ActionType : uint8_t { PlaceTile, PlaceFigure, Pass, Module, Draw };

// Decision kinds the core owns; modules may use higher numbers for their own decisions.
constexpr uint8_t kDecideTile = 0;
constexpr uint8_t kDecideFigure = 1;

struct Action {
  ActionType type = ActionType::Pass;
  uint8_t rot = 0;
  uint8_t segment = 0;  // PlaceFigure: segment of the tile just placed
  uint8_t figure = 0;   // PlaceFigure: figure kind
  uint16_t tile = 0;    // PlaceTile: tile type
  uint8_t module = 0;   // Module: index of the owning module; code says what
  uint8_t code = 0;
  int32_t x = 0, y = 0;  // PlaceTile: the cell; Module: arguments
  friend bool operator==(const Action&, const Action&) = default;
};

struct Decision {
  uint8_t player = 0;
  uint8_t kind = kDecideTile;
  friend bool operator==(const Decision&, const Decision&) = default;
};

}  // namespace carc
