// Actions answer decisions; a decision says who answers (a player, or chance), which module owns
// it and what kind it is. One small POD type for all actions keeps option lists allocation-free.
#pragma once
#include <cstdint>

namespace carc {

// PlaceTile, PlaceFigure, Pass, ReturnFigure: the core knows what they do (a module decision may
// answer with them too). Module: an answer only its module understands (code, x, y are its own).
// Draw and Turn are forced by a record (the tile drawn, the player of a teaching example's move);
// nobody chooses them, they are only logged so that undo replays them.
enum class ActionType : uint8_t { PlaceTile, PlaceFigure, Pass, Module, Draw, ReturnFigure, Turn };

// Decision kinds the core owns; a module numbers its own decisions as it likes.
constexpr uint8_t kDecideTile = 0;
constexpr uint8_t kDecideFigure = 1;
constexpr uint8_t kCore = 0xFF;     // Decision::module of the core's decisions
constexpr uint8_t kChance = 0xFE;   // Decision::player when chance decides (a die, a hidden draw)
constexpr uint8_t kNeutral = 0xFF;  // Figure::player of a figure that belongs to nobody

struct Action {
  ActionType type = ActionType::Pass;
  uint8_t rot = 0;
  uint8_t segment = 0;   // PlaceFigure, ReturnFigure: segment of the piece `tile`
  uint8_t figure = 0;    // PlaceFigure, ReturnFigure: figure kind
  uint16_t tile = 0;     // PlaceTile: tile type; PlaceFigure, ReturnFigure: placed tile index
  uint8_t module = 0;    // Module: index of the owning module
  uint8_t code = 0;      // Module: what the module does; Turn: the player
  int32_t x = 0, y = 0;  // PlaceTile: the anchor cell; Module: arguments
  friend bool operator==(const Action&, const Action&) = default;
};

struct Decision {
  uint8_t player = 0;  // who decides: a player index, or kChance
  uint8_t kind = kDecideTile;
  uint8_t module = kCore;  // the owning module's index, or kCore
  uint8_t arg = 0;         // the owner's own detail (e.g. which of several similar steps)
  friend bool operator==(const Decision&, const Decision&) = default;
  bool core() const { return module == kCore; }
  bool chance() const { return player == kChance; }
};

}  // namespace carc
