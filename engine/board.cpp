#include "board.hpp"

namespace carc {

const Cell* Board::find(Coord c) const {
  size_t m = cells_.size() - 1, i = hash(key(c)) & m;
  while (!unused(cells_[i])) {
    if (cells_[i].at == c) return &cells_[i];
    i = (i + 1) & m;
  }
  return nullptr;
}

Cell& Board::slot(Coord c) {
  size_t m = cells_.size() - 1, i = hash(key(c)) & m;
  while (!unused(cells_[i])) {
    if (cells_[i].at == c) return cells_[i];
    i = (i + 1) & m;
  }
  if ((count_ + 1) * 2 > cells_.size()) {  // grow only on insertion, so found cells stay put
    rehash(cells_.size() * 2);
    return slot(c);
  }
  ++count_;
  cells_[i] = Cell{};
  cells_[i].at = c;
  return cells_[i];
}

void Board::rehash(size_t capacity) {
  std::vector<Cell> old = std::move(cells_);
  Cell empty;
  empty.at = kUnused;
  cells_.assign(capacity, empty);
  count_ = 0;
  for (const Cell& cell : old)
    if (!unused(cell)) slot(cell.at) = cell;
}

void Board::fill(Coord c, int tileIndex, int square) {
  Cell& cell = slot(c);
  if (cell.frontier >= 0) {  // swap-remove from the frontier list
    int idx = cell.frontier;
    Coord last = frontier_.back().at;
    frontier_[idx] = frontier_.back();
    frontier_.pop_back();
    cell.frontier = -1;
    if (!(last == c)) slot(last).frontier = static_cast<int16_t>(idx);  // found, never inserted
  }
  cell.tile = static_cast<int16_t>(tileIndex);  // before the neighbours: their insertion may rehash
  cell.frontier = static_cast<int16_t>(-1 - square);
}

void Board::demand(Cell& nb, int side, uint16_t code) {
  Coord n = nb.at;
  int opp = opposite(side);
  nb.need = static_cast<uint16_t>((nb.need & ~(0xF << 4 * opp)) | (((code >> 4 * side) & 0xF) << 4 * opp));
  nb.mask |= static_cast<uint16_t>(0xF << 4 * opp);
  if (nb.frontier < 0) {
    nb.frontier = static_cast<int16_t>(frontier_.size());
    frontier_.push_back({n, 0, 0});
  }
  frontier_[nb.frontier].need = nb.need;
  frontier_[nb.frontier].mask = nb.mask;
}

std::array<int, kSides> Board::place(Coord c, int tileIndex, uint16_t code) {
  std::array<int, kSides> neighbours;
  fill(c, tileIndex, 0);
  for (int side = 0; side < kSides; ++side) {
    Cell& nb = slot(c.step(side));
    neighbours[side] = nb.tile;
    if (nb.tile < 0) demand(nb, side, code);
  }
  return neighbours;
}

void Board::placePiece(Coord anchor, const std::vector<RotatedSquare>& squares, int tileIndex,
                       std::vector<Contact>& contacts) {
  contacts.clear();
  for (size_t q = 0; q < squares.size(); ++q)
    fill({anchor.x + squares[q].offset.x, anchor.y + squares[q].offset.y}, tileIndex, int(q));
  for (size_t q = 0; q < squares.size(); ++q) {
    Coord c{anchor.x + squares[q].offset.x, anchor.y + squares[q].offset.y};
    for (int side = 0; side < kSides; ++side) {
      if (!(squares[q].outer >> side & 1)) continue;
      Cell& nb = slot(c.step(side));
      if (nb.tile >= 0)
        contacts.push_back({int(q), side, nb.tile, -1 - nb.frontier});
      else
        demand(nb, side, squares[q].edgeCode);
    }
  }
}

}  // namespace carc
