// The unbounded board: an open-addressing map from coordinates to cells. A cell holds a placed tile
// or is on the frontier (empty, next to the layout) with the edges its neighbours demand.
#pragma once
#include <array>
#include <climits>
#include <cstdint>
#include <vector>

#include "catalog.hpp"
#include "geometry.hpp"

namespace carc {

constexpr int32_t kMaxCoord = 30000;  // far beyond any real layout; keeps keys in 32 bits
// The start tile lies within this: a game (at most a few hundred tiles) never reaches kMaxCoord, so
// every tile it places can be written to a record and read back.
constexpr int32_t kMaxStartCoord = kMaxCoord / 2;

struct Cell {
  Coord at;
  int16_t tile = -1;  // placed tile index, or -1 while empty
  // Empty: the index in Board::frontier while next to the layout, else -1. Filled: -1 - the square
  // of the tile's piece that lies here (so frontier >= 0 means "empty and on the frontier").
  int16_t frontier = -1;
  uint16_t need = 0;  // edge letters the neighbours demand, 4 bits per side
  uint16_t mask = 0;  // which sides have a neighbour
  friend bool operator==(const Cell&, const Cell&) = default;
};

struct FrontierCell {
  Coord at;
  uint16_t need = 0, mask = 0;  // a copy of the cell's demands, read by the legal-move loop
  friend bool operator==(const FrontierCell&, const FrontierCell&) = default;
};

// Whether a tile side code (4 bits per side) meets what a cell's neighbours demand on the sides
// they cover: the one legality test of every placement loop.
inline bool edgesFit(uint32_t code, uint32_t need, uint32_t mask) { return ((code ^ need) & mask) == 0; }

class Board {
 public:
  // 512 cells hold a whole random base game (72 tiles and a sprawling frontier at half load) without
  // growing; 256 grew in most random games, which cost 3 % of the bench and of MCTS iterations.
  // The frontier of such a game stays under 128 cells: reserved once, not grown cell by cell.
  Board() {
    rehash(512);
    frontier_.reserve(128);
  }
  const Cell* find(Coord c) const;
  int tileAt(Coord c) const {
    const Cell* cell = find(c);
    return cell ? cell->tile : -1;
  }
  // Records a tile placed at c whose board-orientation edge code is `code`. Returns the tile index
  // of the neighbour on each side, or -1 (the caller joins features across those sides).
  std::array<int, kSides> place(Coord c, int tileIndex, uint16_t code);
  // A piece of several squares: every square's cell is filled first (its inner sides never make
  // demands), then the outer sides update their neighbours. `contacts` receives each outer side
  // that meets a placed tile (the caller joins features across them).
  struct Contact {
    int square, side, tile, otherSquare;
  };
  void placePiece(Coord anchor, const std::vector<RotatedSquare>& squares, int tileIndex,
                  std::vector<Contact>& contacts);
  // Which square of its piece fills c (0 for one-square tiles); -1 if c is empty.
  int squareAt(Coord c) const {
    const Cell* cell = find(c);
    return cell && cell->tile >= 0 ? -1 - cell->frontier : -1;
  }
  const std::vector<FrontierCell>& frontier() const { return frontier_; }
  friend bool operator==(const Board&, const Board&) = default;

 private:
  static uint32_t key(Coord c) { return (uint32_t(c.x + 32768) << 16) | uint32_t(c.y + 32768); }
  static uint32_t hash(uint32_t k) { return (k * 2654435761u) ^ (k >> 15); }
  // An unused slot holds this coordinate (outside ±kMaxCoord): one array, no separate used flags.
  static constexpr Coord kUnused{INT32_MIN, INT32_MIN};
  static bool unused(const Cell& cell) { return cell.at.x == INT32_MIN; }
  Cell& slot(Coord c);  // finds or inserts
  void rehash(size_t capacity);
  void fill(Coord c, int tileIndex, int square);   // takes c off the frontier and marks it placed
  void demand(Cell& nb, int side, uint16_t code);  // nb's neighbour across `side` has edge code `code`
  std::vector<Cell> cells_;
  size_t count_ = 0;
  std::vector<FrontierCell> frontier_;
};

}  // namespace carc
