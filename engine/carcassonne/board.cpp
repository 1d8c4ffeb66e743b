#include "board.hpp"

#include <algorithm>

namespace carc {

const Cell Board::kEmpty{};

bool operator==(const Board& a, const Board& b) {
  if (a.frontier_ != b.frontier_) return false;
  for (const Board* one : {&a, &b}) {
    const Board& other = one == &a ? b : a;
    for (int32_t y = 0; y < one->h_; ++y)
      for (int32_t x = 0; x < one->w_; ++x) {
        Coord c{one->x0_ + x, one->y0_ + y};
        if (!(*one->find(c) == *other.find(c))) return false;
      }
  }
  return true;
}

// A window too small along an axis doubles along it (at least to the box, with a margin of a
// quarter on each side), so a long row of tiles costs a few copies, not one per tile.
void Board::grow(int32_t x0, int32_t x1, int32_t y0, int32_t y1) {
  auto axis = [](int32_t lo, int32_t hi, int32_t o, int32_t n, int32_t& no, int32_t& nn) {
    if (n > 0 && lo >= o && hi < o + n) {
      no = o, nn = n;
      return;
    }
    int32_t from = n > 0 ? std::min(lo, o) : lo, to = n > 0 ? std::max(hi, o + n - 1) : hi;
    int32_t span = to - from + 1;
    nn = std::max({n * 2, span + span / 2, 24});
    no = from - (nn - span) / 2;
  };
  int32_t nx0, nw, ny0, nh;
  axis(x0, x1, x0_, w_, nx0, nw);
  axis(y0, y1, y0_, h_, ny0, nh);
  std::vector<Cell> cells(size_t(nw) * nh);
  for (int32_t y = 0; y < h_; ++y)
    std::copy_n(&cells_[size_t(y) * w_], w_, &cells[size_t(y + y0_ - ny0) * nw + (x0_ - nx0)]);
  cells_ = std::move(cells);
  x0_ = nx0, y0_ = ny0, w_ = nw, h_ = nh;
}

void Board::fill(Coord c, int tileIndex, int square) {
  Cell& cell = at(c);
  if (cell.frontier >= 0) {  // swap-remove from the frontier list
    int idx = cell.frontier;
    Coord last = frontier_.back().at;
    frontier_[idx] = frontier_.back();
    frontier_.pop_back();
    cell.frontier = -1;
    if (!(last == c)) at(last).frontier = static_cast<int16_t>(idx);
  }
  cell.tile = static_cast<int16_t>(tileIndex);
  cell.frontier = static_cast<int16_t>(-1 - square);
}

// Inlined into place(): its four calls (one per side) cost a call's register saves each otherwise.
template <int S>
[[gnu::always_inline]] inline void Board::demand(Coord n, uint16_t code) {
  demandAt<S>(at(n), n, code);
}

template <int S>
[[gnu::always_inline]] inline void Board::demandAt(Cell& nb, Coord n, uint16_t code) {
  constexpr int opp = (S + 2) % kSides;
  nb.need = static_cast<uint16_t>((nb.need & ~(0xF << 4 * opp)) | (((code >> 4 * S) & 0xF) << 4 * opp));
  nb.mask |= static_cast<uint16_t>(0xF << 4 * opp);
  if (nb.frontier < 0) {
    nb.frontier = static_cast<int16_t>(frontier_.size());
    frontier_.push_back({n, 0, 0});
  }
  frontier_[nb.frontier].need = nb.need;
  frontier_[nb.frontier].mask = nb.mask;
}

// `centre` is c's cell: a neighbour is a fixed offset from it in the window (one index computed
// per placement instead of one per side). Inlined by force: clang (so the WASM build) kept the four
// instances as calls where g++ inlines them (callgrind, clang native bench: 3.2 % fewer instructions).
template <int S>
[[gnu::always_inline]] inline void Board::touch(Cell* centre, Coord c, uint16_t code,
                                                std::array<int, kSides>& neighbours) {
  Cell& nb = centre[dy(S) * ptrdiff_t(w_) + dx(S)];
  neighbours[S] = nb.tile;
  if (neighbours[S] < 0) demandAt<S>(nb, c.step(S), code);
}

std::array<int, kSides> Board::place(Coord c, int tileIndex, uint16_t code) {
  cover(c.x - 1, c.x + 1, c.y - 1, c.y + 1);
  std::array<int, kSides> neighbours;
  fill(c, tileIndex, 0);
  Cell* centre = &at(c);
  touch<0>(centre, c, code, neighbours), touch<1>(centre, c, code, neighbours);
  touch<2>(centre, c, code, neighbours), touch<3>(centre, c, code, neighbours);
  return neighbours;
}

void Board::placePiece(Coord anchor, const std::vector<RotatedSquare>& squares, int tileIndex,
                       std::vector<Contact>& contacts) {
  // The side as a run-time value here (pieces of several squares are rare): one instance per side.
  static constexpr void (Board::*kDemand[kSides])(Coord, uint16_t) = {&Board::demand<0>, &Board::demand<1>,
                                                                      &Board::demand<2>, &Board::demand<3>};
  contacts.clear();
  for (const RotatedSquare& sq : squares)
    cover(anchor.x + sq.offset.x - 1, anchor.x + sq.offset.x + 1, anchor.y + sq.offset.y - 1,
          anchor.y + sq.offset.y + 1);
  for (size_t q = 0; q < squares.size(); ++q)
    fill({anchor.x + squares[q].offset.x, anchor.y + squares[q].offset.y}, tileIndex, int(q));
  for (size_t q = 0; q < squares.size(); ++q) {
    Coord c{anchor.x + squares[q].offset.x, anchor.y + squares[q].offset.y};
    for (int side = 0; side < kSides; ++side) {
      if (!(squares[q].outer >> side & 1)) continue;
      Coord n = c.step(side);
      const Cell& nb = at(n);
      if (nb.tile >= 0)
        contacts.push_back({int(q), side, nb.tile, -1 - nb.frontier});
      else
        (this->*kDemand[side])(n, squares[q].edgeCode);
    }
  }
}

}  // namespace carc
