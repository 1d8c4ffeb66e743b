// Pieces on the board and the features over their segments: placing a tile or a piece of several
// squares, joining features across borders and inside a tile (layouts), rebuilding them after a
// layout change, figures on segments, and the cells and location names of segments.
#include <algorithm>

#include "game.hpp"

namespace carc {

void Game::placeTile(const Action& a) {
  const TileType& t = catalog().tiles[a.tile];
  const RotatedTile& rt = t.rot[a.rot];
  Coord at{a.x, a.y};
  int index = static_cast<int>(tiles_.size());
  const int first = addNodes(a.tile, a.rot, index);
  {  // set in place, not assembled on the stack and copied out (see Features::addNodes)
    PlacedTile& pt = tiles_.emplace_back();
    pt.type = a.tile, pt.rot = a.rot, pt.player = static_cast<int8_t>(current_), pt.at = at, pt.turn = turn_;
    pt.firstNode = static_cast<uint16_t>(first);
  }
  if (t.hasCentre)
    for (size_t k = 0; k < t.segments.size(); ++k) {
      const FeatureKindDef& kd = catalog().kinds[t.segments[k].kind];
      if (kd.topology == Topology::Center && kd.completes)
        openCentres_.push_back({cellOf(index, squareOf(index, int(k))), uint16_t(first + k)});
    }
  if (!t.multiSquare()) {
    std::array<int, kSides> around = board_.place(at, index, rt.edgeCode);
    auto firstNode = [this](int tile) { return int(tiles_[tile].firstNode); };
    auto typeOf = [this](int tile) -> const TileType& { return catalog().tiles[tiles_[tile].type]; };
    for (int side = 0; side < kSides; ++side) {
      int other = around[side];
      if (other < 0) continue;
      const PlacedTile& ot = tiles_[other];
      const TileType& ott = catalog().tiles[ot.type];
      if (ott.multiSquare()) {
        joinAcross(index, 0, side, other, board_.squareAt(at.step(side)));
        continue;
      }
      const RotatedTile& ort = ott.rot[ot.rot];
      int opp = opposite(side);
      if (rt.sideSeg[side] >= 0 && ort.sideSeg[opp] >= 0)
        features_.join(first + rt.sideSeg[side], ot.firstNode + ort.sideSeg[opp], true, firstNode, typeOf);
      const int h0 = side * 2, oh0 = facingHalf(h0), h1 = h0 + 1, oh1 = facingHalf(h1);
      if (rt.halfSeg[h0] >= 0 && ort.halfSeg[oh0] >= 0)
        features_.join(first + rt.halfSeg[h0], ot.firstNode + ort.halfSeg[oh0], false, firstNode, typeOf);
      // A field side has one field on both halves on each tile: the second join would find the
      // two already one feature and do nothing, so it is not made.
      const bool sameAsFirst = rt.halfSeg[h1] == rt.halfSeg[h0] && ort.halfSeg[oh1] == ort.halfSeg[oh0];
      if (!sameAsFirst && rt.halfSeg[h1] >= 0 && ort.halfSeg[oh1] >= 0)
        features_.join(first + rt.halfSeg[h1], ot.firstNode + ort.halfSeg[oh1], false, firstNode, typeOf);
    }
  } else {
    thread_local std::vector<Board::Contact> contacts;
    board_.placePiece(at, rt.squares, index, contacts);
    for (const Board::Contact& c : contacts) joinAcross(index, c.square, c.side, c.tile, c.otherSquare);
  }
  if (t.layouts.size() > 1) linkLayout(index);
  lastTile_ = index;
  if (!recording_) return;
  Event& e = emit(EventType::TilePlaced);
  e.player = static_cast<int8_t>(current_), e.tileType = a.tile, e.rot = a.rot, e.at = at;
}

// Joins the features of square q of `tile` and square oq of `other` across q's side `side`.
void Game::joinAcross(int tile, int q, int side, int other, int oq) {
  auto firstNode = [this](int t) { return int(tiles_[t].firstNode); };
  auto typeOf = [this](int t) -> const TileType& { return catalog().tiles[tiles_[t].type]; };
  const RotatedSquare& mine = rotatedOf(tile).squares[q];
  const RotatedSquare& theirs = rotatedOf(other).squares[oq];
  int f = tiles_[tile].firstNode, of = tiles_[other].firstNode, opp = opposite(side);
  if (mine.sideSeg[side] >= 0 && theirs.sideSeg[opp] >= 0)
    features_.join(f + mine.sideSeg[side], of + theirs.sideSeg[opp], true, firstNode, typeOf);
  for (int k = 0; k < 2; ++k) {
    int h = side * 2 + k, oh = facingHalf(h);
    if (mine.halfSeg[h] >= 0 && theirs.halfSeg[oh] >= 0)
      features_.join(f + mine.halfSeg[h], of + theirs.halfSeg[oh], false, firstNode, typeOf);
  }
}

// The links of the tile's current layout (none for layout 0).
void Game::linkLayout(int tile) {
  const PlacedTile& pt = tiles_[tile];
  const Layout& layout = typeOf(tile).layouts[pt.layout];
  if (layout.empty()) return;
  auto firstNode = [this](int t) { return int(tiles_[t].firstNode); };
  auto typeOf = [this](int t) -> const TileType& { return catalog().tiles[tiles_[t].type]; };
  for (auto [a, b] : layout) features_.join(pt.firstNode + a, pt.firstNode + b, false, firstNode, typeOf);
}

void Game::setLayout(int tile, int layout) {
  if (tile < 0 || tile >= int(tiles_.size()) || layout < 0 || layout >= int(typeOf(tile).layouts.size()))
    throw Error("setLayout: no such tile or layout");
  if (tiles_[tile].layout == layout) return;
  // From a layout without links (a ferry put on a new lake) the change only joins: union-find adds
  // the links at once; anything else may split a feature and needs the rebuild.
  const Layout& before = typeOf(tile).layouts[tiles_[tile].layout];
  const bool onlyJoins = before.empty();
  for (const Layout* l : {&before, &typeOf(tile).layouts[layout]})
    for (auto link : *l)
      for (int seg : link)
        if (uint16_t n = static_cast<uint16_t>(nodeOf(tile, seg));
            std::find(relinked_.begin(), relinked_.end(), n) == relinked_.end())
          relinked_.push_back(n);
  tiles_[tile].layout = static_cast<uint8_t>(layout);
  if (std::find(touched_.begin(), touched_.end(), tile) == touched_.end())
    touched_.push_back(static_cast<uint16_t>(tile));
  if (onlyJoins)
    linkLayout(tile);
  else
    rebuildFeatures();
}

// Features from the segment graph alone: every tile's segments apart again, joined across every
// border (each border once, from the later tile) and by every layout, figures counted again.
// Union-find cannot split; this is how a road that a layout change cut in two becomes two roads.
void Game::rebuildFeatures() {
  features_.clear();
  for (size_t i = 0; i < tiles_.size(); ++i) {  // the same nodes again: firstNode stays valid
    const PlacedTile& pt = tiles_[i];
    addNodes(pt.type, pt.rot, int(i));
  }
  for (size_t i = 0; i < tiles_.size(); ++i) {
    const RotatedTile& rt = rotatedOf(int(i));
    for (size_t q = 0; q < rt.squares.size(); ++q) {
      Coord c = cellOf(int(i), int(q));
      for (int side = 0; side < kSides; ++side) {
        if (!(rt.squares[q].outer >> side & 1)) continue;
        int other = -1, oq = 0;
        if (tileAtCell(c.step(side), other, oq) && other < int(i)) joinAcross(int(i), int(q), side, other, oq);
      }
    }
    linkLayout(int(i));
  }
  for (const Figure& f : figures_) {
    const FigureKindDef& fk = catalog().figures[f.kind];
    FeatureNode& r = features_.root(nodeOf(f.tile, f.seg));
    if (f.player != kNeutral) r.strength[f.player] = static_cast<uint8_t>(r.strength[f.player] + fk.strength);
    r.occupants = static_cast<uint8_t>(r.occupants + (fk.occupies ? 1 : 0));
  }
}

void Game::placeFigure(int player, int figureKind, int tile, int seg) {
  Figure f;
  f.player = static_cast<uint8_t>(player), f.kind = static_cast<uint8_t>(figureKind);
  f.tile = static_cast<uint16_t>(tile), f.seg = static_cast<uint8_t>(seg);
  figures_.push_back(f);
  const FigureKindDef& fk = catalog().figures[figureKind];
  FeatureNode& r = features_.root(nodeOf(tile, seg));
  if (player != kNeutral) {
    r.strength[player] = static_cast<uint8_t>(r.strength[player] + fk.strength);
    --supply_[player][figureKind];
  } else {
    --neutralSupply_[figureKind];
  }
  r.occupants = static_cast<uint8_t>(r.occupants + (fk.occupies ? 1 : 0));
  if (!recording_) return;
  Event& e = emit(EventType::FigurePlaced);
  e.player = static_cast<int8_t>(player == kNeutral ? -1 : player);
  e.figure = f.kind, e.seg = f.seg, e.tileType = tiles_[tile].type;
  e.at = typeOf(tile).multiSquare() ? cellOf(tile, squareOf(tile, seg)) : tiles_[tile].at;
}

int Game::findFigure(int player, int figureKind, int tile, int seg) const {
  for (size_t i = 0; i < figures_.size(); ++i) {
    const Figure& f = figures_[i];
    if (f.player == player && f.kind == figureKind && f.tile == tile && f.seg == seg) return static_cast<int>(i);
  }
  return -1;
}

void Game::removeFigure(int index) {
  const Figure f = figures_[index];
  FeatureNode& r = features_.root(nodeOf(f.tile, f.seg));
  const FigureKindDef& fk = catalog().figures[f.kind];
  if (f.player != kNeutral) r.strength[f.player] = static_cast<uint8_t>(r.strength[f.player] - fk.strength);
  r.occupants = static_cast<uint8_t>(r.occupants - (fk.occupies ? 1 : 0));
  if (f.player != kNeutral)
    ++supply_[f.player][f.kind];
  else
    ++neutralSupply_[f.kind];
  figures_.erase(figures_.begin() + index);
  if (!recording_) return;
  Event& e = emit(EventType::FigureReturned);
  e.player = static_cast<int8_t>(f.player == kNeutral ? -1 : f.player);
  e.figure = f.kind, e.seg = f.seg, e.tileType = tiles_[f.tile].type, e.at = cellOf(f.tile, squareOf(f.tile, f.seg));
}

void Game::returnFiguresOn(const FeatureView& fv) {
  const Catalog& cat = catalog();
  const bool centreOnly = cat.kinds[fv.kind].topology == Topology::Center;
  // When every figure kind in play occupies, the root's occupants count the figures on the feature
  // (on a centre feature: at most that many): none, nothing to return (most features scored);
  // once that many are back, the rest of the list is left as it is.
  int left = rules_->figuresOccupy ? features_.root(fv.root).occupants : -1;
  if (left == 0) return;
  if (centreOnly) left = -1;
  // One pass (every search playout's final scoring runs this for each feature with figures): the
  // list closes up over the returned figures, written back only from the first one on. A side
  // feature's figure is on it when its node's root is fv.root, so that root takes the strength
  // back without a second find().
  size_t keep = 0, i = 0;
  const size_t n = figures_.size();
  for (; i < n && left != 0; ++i) {
    const Figure f = figures_[i];
    const int node = nodeOf(f.tile, f.seg);
    // another kind of feature (a farmer beside a road) is never on it: no find() for it
    const bool on =
        centreOnly ? node == fv.root : features_.node(node).kind == fv.kind && features_.find(node) == fv.root;
    if (!on) {
      if (keep != i) figures_[keep] = f;
      ++keep;
      continue;
    }
    --left;
    takeBack(f, centreOnly ? features_.root(node) : features_.node(fv.root));
    if (recording_) emitFigureReturned(f, fv);
  }
  if (keep == i) return;  // nothing returned
  for (; i < n; ++i) figures_[keep++] = figures_[i];
  figures_.resize(keep);
}

void Game::returnFiguresOfKind(int kind) {
  thread_local std::vector<int> at;  // scratch: every base search playout's field scoring ends here
  at.clear();
  for (const Figure& f : figures_) {
    const int node = nodeOf(f.tile, f.seg);
    at.push_back(features_.node(node).kind == kind ? node : -1);
  }
  returnFiguresAt(at);
}

void Game::returnFiguresAt(const std::vector<int>& at) {
  size_t keep = 0;
  for (size_t i = 0; i < figures_.size(); ++i) {
    if (at[i] < 0)
      figures_[keep++] = figures_[i];
    else
      takeBack(figures_[i], features_.root(at[i]));
  }
  figures_.resize(keep);
}

void Game::takeBack(const Figure& f, FeatureNode& r) {
  const FigureKindDef& fk = catalog().figures[f.kind];
  if (f.player != kNeutral) {
    r.strength[f.player] = static_cast<uint8_t>(r.strength[f.player] - fk.strength);
    ++supply_[f.player][f.kind];
  } else {
    ++neutralSupply_[f.kind];
  }
  r.occupants = static_cast<uint8_t>(r.occupants - (fk.occupies ? 1 : 0));
}

void Game::emitFigureReturned(const Figure& f, const FeatureView& fv) {
  Event& e = emit(EventType::FigureReturned);
  e.player = static_cast<int8_t>(f.player == kNeutral ? -1 : f.player);
  e.figure = f.kind, e.seg = f.seg, e.tileType = tiles_[f.tile].type;
  e.at = typeOf(f.tile).multiSquare() ? cellOf(f.tile, squareOf(f.tile, f.seg)) : tiles_[f.tile].at;
  e.featureTile = static_cast<int16_t>(fv.tile), e.featureSeg = static_cast<uint8_t>(fv.seg);
}

// ---------------------------------------------------------------- cells and names

Coord Game::cellOf(int tile, int square) const {
  const PlacedTile& pt = tiles_[tile];
  if (square == 0 && !typeOf(tile).multiSquare()) return pt.at;
  Coord o = rotatedOf(tile).squares[square].offset;
  return {pt.at.x + o.x, pt.at.y + o.y};
}

// The square a segment is named on: that of its first port, else the first square it covers.
int Game::squareOf(int tile, int seg) const {
  const TileType& t = typeOf(tile);
  if (!t.multiSquare()) return 0;
  const RotatedTile& rt = rotatedOf(tile);
  for (int q = 0; q < t.squareCount; ++q)
    if ((rt.segSides[seg] >> (4 * q) & 0xF) || (rt.segHalves[seg] >> (8 * q) & 0xFF)) return q;
  return __builtin_ctz(t.segments[seg].squares);
}

bool Game::tileAtCell(Coord c, int& tile, int& square) const {
  const Cell* cell = board_.find(c);
  if (!cell || cell->tile < 0) return false;
  tile = cell->tile, square = -1 - cell->frontier;
  return true;
}

std::string Game::locationName(int tile, int seg) const {
  const RotatedTile& rt = rotatedOf(tile);
  int q = squareOf(tile, seg);
  for (int s = 0; s < kSides; ++s)
    if (rt.segSides[seg] >> (4 * q + s) & 1) return std::string(kSideNames[s]);
  for (int h = 0; h < kHalves; ++h)
    if (rt.segHalves[seg] >> (8 * q + h) & 1) return std::string(kHalfNames[h]);
  return "C";
}

int Game::segmentAt(int tile, int square, const std::string& loc, int kind) const {
  const TileType& t = typeOf(tile);
  if (square < 0 || square >= t.squareCount) return -1;
  const RotatedSquare& sq = rotatedOf(tile).squares[square];
  auto ok = [&](int seg) { return seg >= 0 && (kind < 0 || t.segments[seg].kind == kind) ? seg : -1; };
  if (auto s = sideFromName(loc)) return ok(sq.sideSeg[*s]);
  if (auto h = halfFromName(loc)) return ok(sq.halfSeg[*h]);
  if (loc != "C") return -1;
  const RotatedTile& rt = rotatedOf(tile);
  for (size_t k = 0; k < t.segments.size(); ++k) {  // central features and inner fields of that square
    bool portHere = (rt.segSides[k] >> (4 * square) & 0xF) || (rt.segHalves[k] >> (8 * square) & 0xFF);
    if (!portHere && squareOf(tile, int(k)) == square && ok(int(k)) >= 0) return int(k);
  }
  return -1;
}

}  // namespace carc
