// Events: everything that happened, in order. The UI, the wiki widget and the tests read these.
// Features are named by one of their segments (placed tile, segment), never by a union-find root:
// a layout change rebuilds the roots.
#pragma once
#include <array>
#include <cstdint>

#include "catalog.hpp"

namespace carc {

enum class EventType : uint8_t { TilePlaced, TileDiscarded, FigurePlaced, FigureReturned, Score, GameOver, Module };

struct Event {
  EventType type = EventType::TilePlaced;
  uint16_t turn = 0;
  int8_t player = -1;        // who acted (tile, figure) or whose figure returned; -1: nobody (neutral)
  uint8_t players = 0;       // Score: bit per player paid
  int16_t points = 0;        // Score: points each paid player gets; Module: the module's own number
  int16_t category = -1;     // Score: catalog category (feature kind name or e.g. goods)
  uint16_t tiles = 0;        // Score: feature size in tiles
  uint8_t detail = 0;        // Score: the category's extra count (a field's completed cities)
  bool complete = false;     // Score: complete now (true) or at game end (false)
  int16_t featureTile = -1;  // Score, FigureReturned: the feature, as (featureTile, featureSeg); -1: none
  uint8_t featureSeg = 0;
  uint16_t tileType = 0;  // tile events; figure events: the tile's type
  uint8_t rot = 0, seg = 0, figure = 0;
  uint8_t module = 0, code = 0;          // Module: the module and what happened (its own numbering)
  Coord at;                              // the cell (of the segment's square for figures and features)
  std::array<uint8_t, kMaxTags> tags{};  // Score: tag counts of the feature (pennants, ...)
  // Score: why it paid, for the words of the page (the category's module names them, Module::scoreJson).
  int8_t from = -1;    // the player whose points it is a share of (a robbery's victim); -1: none
  uint8_t reason = 0;  // which rule of the category paid, in its module's numbering (a message's number)
  int16_t base = 0;    // the count or points that rule started from (the robbed points, message 4's pennants)
  uint8_t by = 0;      // a feature's score: 1 + the module whose featurePoints last changed it (the mage); 0: none
  int16_t before = 0;  // a feature's score: its points before that module changed them
  friend bool operator==(const Event&, const Event&) = default;
};

// What a caller of Game::award knows of why it pays (Event's fields of the same names).
struct ScoreWhy {
  int from = -1;
  int reason = 0;
  int base = 0;
  int by = 0, before = 0;
};

}  // namespace carc
