// Scoring: paying points (events), scoring a feature for its majority, what a turn completes, and
// the core's part of the final scoring (modules add theirs in the FinalScoring phase).
#include <algorithm>

#include "game.hpp"

namespace carc {

int Game::centreTiles(int tile, int seg) const {
  return 1 + neighbours(typeOf(tile).multiSquare() ? cellOf(tile, squareOf(tile, seg)) : tiles_[tile].at);
}

void Game::award(uint8_t mask, int points, int category, const FeatureView* f, int detail, const Tags* tags,
                 ScoreWhy why) {
  if (quietScoring()) {  // no event kept, no module's onScored changes anything: the scores only
    addPoints(mask, points);
    return;
  }
  Event e;
  e.type = EventType::Score, e.turn = turn_, e.players = mask, e.points = static_cast<int16_t>(points);
  e.category = static_cast<int16_t>(category), e.complete = f ? f->complete : false;
  e.detail = static_cast<uint8_t>(detail);
  e.from = static_cast<int8_t>(why.from), e.reason = static_cast<uint8_t>(why.reason);
  e.base = static_cast<int16_t>(why.base), e.by = static_cast<uint8_t>(why.by);
  e.before = static_cast<int16_t>(why.before);
  if (f) {
    e.featureTile = static_cast<int16_t>(f->tile), e.featureSeg = static_cast<uint8_t>(f->seg);
    e.tiles = static_cast<uint16_t>(f->tiles), e.tags = f->node->tags;
    e.tileType = tiles_[f->tile].type, e.seg = static_cast<uint8_t>(f->seg);
    e.at = typeOf(f->tile).multiSquare() ? cellOf(f->tile, squareOf(f->tile, f->seg)) : tiles_[f->tile].at;
  } else if (tags) {
    e.tags = *tags;
  }
  addPoints(mask, points);
  if (recording_) events_.push_back(e);  // a copy: hooks may append events while they read this one
  for (auto* m : rules_->modules) m->onScored(*this, e, f);
}

void Game::awardMajority(const FeatureView& f) {
  int best = 0;
  for (int p = 0; p < players(); ++p) best = std::max(best, int(f.node->strength[p]));
  if (best > 0) {
    uint8_t mask = 0;
    for (int p = 0; p < players(); ++p)
      if (f.node->strength[p] == best) mask |= static_cast<uint8_t>(1 << p);
    // The points, and which module last changed points a rule had given (an inn, the mage), so
    // the page can say "8, halved by the witch to 4".
    int points = 0;
    ScoreWhy why;
    for (size_t k = 0; k < rules_->modules.size(); ++k) {  // the first module's are the rule's own points
      int next = rules_->modules[k]->featurePoints(*this, f, points);
      if (k > 0 && next != points && !quietScoring())
        why.before = points, why.by = catalog().moduleIndex(rules_->modules[k]->id()) + 1;
      points = next;
    }
    award(mask, points, catalog().kinds[f.kind].category, &f, 0, nullptr, why);
  }
}

void Game::scoreFeature(const FeatureView& f) {
  awardMajority(f);
  returnFiguresOn(f);
}

// Everything the turn completed: side features through the tile just placed and through the
// segments whose layout links changed, then the centre features (monasteries) the new squares surround.
void Game::scoreCompleted() {
  thread_local std::vector<int> done;
  done.clear();
  auto complete = [&](int node) {
    int r = features_.find(node);
    if (std::find(done.begin(), done.end(), r) != done.end()) return;
    done.push_back(r);
    FeatureView v = view(r, true);
    for (auto* m : rules_->modules) m->onFeatureCompleted(*this, v);
    scoreFeature(view(r, true));
  };
  auto sideFeaturesOf = [&](int tile) {
    const PlacedTile& pt = tiles_[tile];
    for (uint32_t bits = catalog().tiles[pt.type].sideCompletes; bits; bits &= bits - 1) {
      int node = pt.firstNode + __builtin_ctz(bits);
      if (features_.root(node).open == 0) complete(node);
    }
  };
  if (lastTile_ >= 0) sideFeaturesOf(lastTile_);
  for (uint16_t n : relinked_) {  // layout changes: only the segments they linked or unlinked
    const FeatureKindDef& kd = catalog().kinds[features_.node(n).kind];
    if (kd.topology == Topology::Side && kd.completes && features_.root(n).open == 0) complete(n);
  }
  if (lastTile_ < 0) return;
  // Centre features around the new squares may now be surrounded. Only the few on the open-centre
  // list can be, so the board is not searched; they complete row by row, west to east.
  const PlacedTile& pt = tiles_[lastTile_];
  const RotatedTile& rt = rotatedOf(lastTile_);
  struct Surrounded {
    int y, x, node;
  };
  Surrounded surrounded[16];
  int nSurrounded = 0;
  size_t keep = 0;
  const bool piece = rt.squares.size() > 1;
  // The list closes up over the surrounded ones; an entry is written back only once one has gone
  // (most turns surround none, and the copy of every entry cost more than the test).
  for (size_t i = 0; i < openCentres_.size(); ++i) {
    const OpenCentre& oc = openCentres_[i];
    const Coord c = oc.at;
    bool near = false;
    if (!piece) {
      int dx = c.x - pt.at.x, dy = c.y - pt.at.y;
      near = dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
    } else {
      for (const RotatedSquare& sq : rt.squares) {
        int dx = c.x - (pt.at.x + sq.offset.x), dy = c.y - (pt.at.y + sq.offset.y);
        near |= dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
      }
    }
    if (near && nSurrounded < 16 && neighbours(c) == 8)
      surrounded[nSurrounded++] = {c.y, c.x, oc.node};
    else if (keep++ != i)
      openCentres_[keep - 1] = oc;
  }
  openCentres_.resize(keep);
  for (int i = 1; i < nSurrounded; ++i)  // insertion sort by row, then column (stable)
    for (int j = i;
         j > 0 && std::tie(surrounded[j - 1].y, surrounded[j - 1].x) > std::tie(surrounded[j].y, surrounded[j].x); --j)
      std::swap(surrounded[j - 1], surrounded[j]);
  for (int i = 0; i < nSurrounded; ++i) {
    int node = surrounded[i].node;
    FeatureView v = view(node, true);
    for (auto* m : rules_->modules) m->onFeatureCompleted(*this, v);
    scoreFeature(view(node, true));
  }
}

// Every incomplete road, city and centre feature that holds figures, in the order they were placed,
// scored as scoreFeature does: its award, then its figures back, feature after feature.
// Every search playout ends here. When no event is kept and no active module's scoring reads the
// figures (Module::scoresBlindToFigures), the order in which the figures go back cannot be seen:
// every feature is paid first, in the same order, and then one pass over the list returns each
// figure to the root found for it here. Each award still reads its own root's strength before any
// figure leaves it (roots are distinct), and the list ends up as the scans leave it (order kept),
// with the same strengths, occupants and supplies. Otherwise returnFiguresOn scans for each feature.
void Game::finalScoring() {
  thread_local std::vector<int> roots, figureRoots;  // scratch: no allocation at each playout's end
  roots.clear(), figureRoots.clear();
  for (const Figure& f : figures_) {
    // The kind from the figure's node, which find() reads next anyway (the tile type's segment
    // list was a cache miss of its own at every playout's end).
    const int node = nodeOf(f.tile, f.seg);
    const FeatureKindDef& kd = catalog().kinds[features_.node(node).kind];
    int r = -1;  // a kind the final scoring leaves to the modules (fields)
    if (kd.completes) {
      r = kd.topology == Topology::Center ? node : features_.find(node);
      if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
    }
    figureRoots.push_back(r);
  }
  if (!quietScoring()) {
    for (int r : roots) scoreFeature(view(r, false));
    return;
  }
  for (int r : roots) awardMajority(view(r, false));
  returnFiguresAt(figureRoots);
}

}  // namespace carc
