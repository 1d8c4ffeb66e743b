// The unbounded board: a dense window of cells over the layout's bounding box (plus a margin), grown
// when a tile lands next to its edge. A cell holds a placed tile or is on the frontier (empty, next
// to the layout) with the edges its neighbours demand. A grid instead of a hash map: every lookup is
// an index, and a game's layout is connected, so the window never holds more than its bounding box.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "catalog.hpp"
#include "geometry.hpp"

namespace carc {

constexpr int32_t kMaxCoord = 30000;  // far beyond any real layout; keeps window arithmetic in 32 bits
// The start tile lies within this: a game (at most a few hundred tiles) never reaches kMaxCoord, so
// every tile it places can be written to a record and read back.
constexpr int32_t kMaxStartCoord = kMaxCoord / 2;

struct Cell {
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
  // The frontier of a random base game stays under 128 cells: reserved once, not grown cell by cell.
  Board() { frontier_.reserve(128); }
  // The cell at c; outside the window, a shared empty cell (no tile, not on the frontier).
  const Cell* find(Coord c) const {
    uint32_t dx = uint32_t(c.x - x0_), dy = uint32_t(c.y - y0_);
    return dx < uint32_t(w_) && dy < uint32_t(h_) ? &cells_[size_t(dy) * w_ + dx] : &kEmpty;
  }
  int tileAt(Coord c) const { return find(c)->tile; }
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
    return cell->tile >= 0 ? -1 - cell->frontier : -1;
  }
  const std::vector<FrontierCell>& frontier() const { return frontier_; }
  // Equal layouts and frontiers, whatever the windows (the same cells may sit in windows of
  // different sizes when two games grew them differently).
  friend bool operator==(const Board& a, const Board& b);

 private:
  static const Cell kEmpty;
  Cell& at(Coord c) { return cells_[size_t(c.y - y0_) * w_ + size_t(c.x - x0_)]; }  // inside the window
  // Grows the window (if needed) to hold the box [x0, x1] x [y0, y1]; the test is inline, the
  // growth (a few times a game) is not.
  void cover(int32_t x0, int32_t x1, int32_t y0, int32_t y1) {
    if (x0 < x0_ || x1 >= x0_ + w_ || y0 < y0_ || y1 >= y0_ + h_) grow(x0, x1, y0, y1);
  }
  void grow(int32_t x0, int32_t x1, int32_t y0, int32_t y1);
  void fill(Coord c, int tileIndex, int square);  // takes c off the frontier and marks it placed
  // n's neighbour across side S has edge code `code` (S a constant: the shifts fold).
  template <int S>
  void demand(Coord n, uint16_t code);
  template <int S>
  void demandAt(Cell& cell, Coord n, uint16_t code);  // demand() on n's cell, already found
  template <int S>
  void touch(Cell* centre, Coord c, uint16_t code, std::array<int, kSides>& neighbours);
  std::vector<Cell> cells_;
  int32_t x0_ = 0, y0_ = 0, w_ = 0, h_ = 0;  // the window: cells_[y * w_ + x] is (x0_ + x, y0_ + y)
  std::vector<FrontierCell> frontier_;
};

}  // namespace carc
