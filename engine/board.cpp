#include "board.hpp"

namespace carc {

const Cell* Board::find(Coord c) const {
  size_t m = cells_.size() - 1, i = hash(key(c)) & m;
  while (used_[i]) {
    if (cells_[i].at == c) return &cells_[i];
    i = (i + 1) & m;
  }
  return nullptr;
}

Cell& Board::slot(Coord c) {
  size_t m = cells_.size() - 1, i = hash(key(c)) & m;
  while (used_[i]) {
    if (cells_[i].at == c) return cells_[i];
    i = (i + 1) & m;
  }
  if ((count_ + 1) * 2 > cells_.size()) {  // grow only on insertion, so found cells stay put
    rehash(cells_.size() * 2);
    return slot(c);
  }
  used_[i] = 1;
  ++count_;
  cells_[i] = Cell{};
  cells_[i].at = c;
  return cells_[i];
}

void Board::rehash(size_t capacity) {
  std::vector<Cell> old = std::move(cells_);
  std::vector<uint8_t> oldUsed = std::move(used_);
  cells_.assign(capacity, Cell{});
  used_.assign(capacity, 0);
  count_ = 0;
  for (size_t i = 0; i < old.size(); ++i)
    if (oldUsed[i]) slot(old[i].at) = old[i];
}

void Board::place(Coord c, int tileIndex, uint16_t code) {
  {
    Cell& cell = slot(c);
    if (cell.frontier >= 0) {  // swap-remove from the frontier list
      int idx = cell.frontier;
      Coord last = frontier_.back().at;
      frontier_[idx] = frontier_.back();
      frontier_.pop_back();
      cell.frontier = -1;
      if (!(last == c)) slot(last).frontier = static_cast<int16_t>(idx);
    }
  }
  slot(c).tile = static_cast<int16_t>(tileIndex);  // slot() may rehash: look the cell up again
  for (int side = 0; side < kSides; ++side) {
    Coord n = c.step(side);
    Cell& nb = slot(n);
    if (nb.tile >= 0) continue;
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
}

}  // namespace carc
