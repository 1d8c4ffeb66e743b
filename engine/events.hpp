// Events: everything that happened, in order. The UI, the wiki widget and the tests read these.
#pragma once
#include <array>
#include <cstdint>

#include "catalog.hpp"

namespace carc {

enum class EventType : uint8_t { TilePlaced, TileDiscarded, FigurePlaced, FigureReturned, Score, GameOver };

struct Event {
  EventType type = EventType::TilePlaced;
  uint16_t turn = 0;
  int8_t player = -1;     // who acted (tile, figure) or whose figure returned
  uint8_t players = 0;    // Score: bit per player paid
  int16_t points = 0;     // Score: points each paid player gets
  int16_t category = -1;  // Score: catalog category (feature kind name or e.g. goods)
  uint16_t tiles = 0;     // Score: feature size in tiles
  uint8_t cities = 0;     // Score of a field: completed cities counted
  bool complete = false;  // Score: complete now (true) or at game end (false)
  int16_t feature = -1;   // Score, FigureReturned: the feature's root node
  uint16_t tileType = 0;  // tile events; figure events: the tile's type
  uint8_t rot = 0, seg = 0, figure = 0;
  Coord at;
  std::array<uint8_t, kMaxTags> tags{};  // Score: tag counts of the feature (pennants, ...)
  friend bool operator==(const Event&, const Event&) = default;
};

}  // namespace carc
