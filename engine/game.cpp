#include "game.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstring>

namespace carc {

namespace {
// The sets in play bound the player count: the largest bound of an active module applies.
void checkPlayerBound(const Catalog& cat, const std::vector<const Module*>& active, int players) {
  int most = 0;
  for (auto* m : active) most = std::max(most, m->maxPlayers());
  if (most == 0 || players <= most) return;
  std::string more;
  for (auto& m : cat.modules)
    if (m->maxPlayers() >= players) more += (more.empty() ? "" : ", ") + std::string(m->id());
  throw Error("setup.players: the sets in play allow 2 to " + std::to_string(most) + " players, got " +
              std::to_string(players) + (more.empty() ? "" : " (" + more + " allows more)"));
}
}  // namespace

std::shared_ptr<const Rules> makeRules(const Catalog& cat, const Setup& s) {
  auto r = std::make_shared<Rules>();
  r->cat = &cat;
  if (s.players.size() < 2 || s.players.size() > kMaxPlayers)
    throw Error("setup.players: expected 2 to 6 players, got " + std::to_string(s.players.size()));
  std::vector<uint8_t> activeModules(cat.modules.size(), 0);
  for (auto& name : s.sets) {
    int m = cat.moduleIndex(name);
    if (m < 0) throw Error("setup.sets: unknown set '" + name + "'");
    activeModules[m] = 1;
  }
  if (!activeModules[0])
    throw Error("setup.sets: the base game ('" + std::string(cat.modules[0]->id()) + "') must be in play");
  for (size_t i = 0; i < cat.modules.size(); ++i)
    if (activeModules[i]) {
      r->modules.push_back(cat.modules[i].get());
      if (cat.modules[i]->filtersPlacement()) r->placementFilters.push_back(cat.modules[i].get());
    }
  checkPlayerBound(cat, r->modules, static_cast<int>(s.players.size()));
  r->activeSets.assign(cat.sets.size(), 0);
  for (size_t i = 0; i < cat.sets.size(); ++i) r->activeSets[i] = activeModules[cat.moduleIndex(cat.sets[i].module)];
  r->options = s.options;
  if (r->options.empty())
    for (auto& o : cat.options) r->options.push_back(o.defaultValue);
  if (r->options.size() != cat.options.size()) throw Error("setup.rules: expected a value for every option");
  if (int h = cat.optionId("handSize"); h >= 0) r->handSize = std::clamp(r->options[h], 1, kMaxHand);
  // The setup's start tile, else the first active set's that replaces the others' (a spring), else
  // the first active set's that names one.
  std::string start = s.startTile;
  for (bool replacing : {true, false})
    for (size_t i = 0; i < cat.sets.size() && start.empty(); ++i)
      if (r->activeSets[i] && (cat.sets[i].replacesStart || !replacing)) start = cat.sets[i].start;
  r->startTile = cat.tileId(start);
  if (r->startTile < 0) throw Error("setup.start.tile: unknown tile '" + start + "'");
  if (std::abs(s.startAt.x) > kMaxStartCoord || std::abs(s.startAt.y) > kMaxStartCoord)
    throw Error("setup.start: coordinates must lie within ±" + std::to_string(kMaxStartCoord));
  if (s.startRot < 0 || s.startRot > 3) throw Error("setup.start.rot: expected 0..3");
  return r;
}

namespace {
bool tileEnabled(const Rules& r, const TileType& t) {
  if (!r.activeSets[t.setIdx]) return false;
  if (t.enabledBy.empty()) return true;
  return std::any_of(r.modules.begin(), r.modules.end(), [&](const Module* m) { return m->id() == t.enabledBy; });
}
}  // namespace

namespace {
Setup withDefaults(const Catalog& cat, Setup s) {
  if (s.options.empty())
    for (auto& o : cat.options) s.options.push_back(o.defaultValue);
  return s;
}
}  // namespace

Game::Game(const Catalog& cat, Setup setup)
    : rules_(makeRules(cat, setup)),
      setup_(std::make_shared<const Setup>(withDefaults(cat, std::move(setup)))),
      rng_(setup_->seed) {
  const Rules& r = *rules_;
  // The deck: every enabled tile by count; an enabled variant replaces copies of its original.
  std::vector<int> counts(cat.tiles.size(), 0);
  for (size_t i = 0; i < cat.tiles.size(); ++i)
    if (tileEnabled(r, cat.tiles[i])) counts[i] = cat.tiles[i].count;
  for (size_t i = 0; i < cat.tiles.size(); ++i)
    if (counts[i] && cat.tiles[i].variantOfIndex >= 0)
      counts[cat.tiles[i].variantOfIndex] = std::max(0, counts[cat.tiles[i].variantOfIndex] - counts[i]);
  if (counts[r.startTile] > 0) --counts[r.startTile];
  for (size_t i = 0; i < counts.size(); ++i) deck_.insert(deck_.end(), counts[i], static_cast<uint16_t>(i));
  for (size_t i = deck_.size(); i > 1; --i) std::swap(deck_[i - 1], deck_[rng_.below(static_cast<uint32_t>(i))]);
  moduleState_.resize(cat.modules.size());
  for (auto* m : r.modules) m->arrangeDeck(*this, deck_);
  // Room for a whole game up front: growing these vectors turn by turn cost a few percent.
  tiles_.reserve(deck_.size() + 1);
  features_.reserve((deck_.size() + 1) * 6);
  log_.reserve(deck_.size() * 2 + 8);
  events_.reserve(deck_.size() * 4 + 16);
  // The start tile belongs to nobody and opens the frontier.
  Action start;
  start.type = ActionType::PlaceTile;
  start.tile = static_cast<uint16_t>(r.startTile);
  start.x = setup_->startAt.x, start.y = setup_->startAt.y, start.rot = static_cast<uint8_t>(setup_->startRot);
  current_ = 0;
  placeTile(start);
  tiles_.back().player = -1;
  events_.back().player = -1;
  lastTile_ = -1;
  for (auto* m : r.modules) m->onSetup(*this);
  enter(Phase::Draw);
  advance();
}

// ---------------------------------------------------------------- turn flow

void Game::enter(Phase p) {
  phase_ = p;
  switch (p) {
    case Phase::Draw:
      drewTile_ = drawForTurn();
      turnStartLog_ = log_.size();
      break;
    case Phase::PlaceTile:
      lastTile_ = -1;
      pending_.push_back({current_, kDecideTile});
      break;
    case Phase::PlaceFigure:
      pending_.push_back({current_, kDecideFigure});
      break;
    case Phase::Score:
      scoreCompleted();
      break;
    case Phase::EndTurn:
      break;
    case Phase::FinalScoring:
      finalScoring();
      break;
  }
  for (auto* m : rules_->modules) m->onPhase(*this, p);
  if (p == Phase::EndTurn) {
    // One extra turn at most (the builder's): never two in a row.
    bool again = extraTurn_ && !inExtraTurn_;
    extraTurn_ = false;
    inExtraTurn_ = again;
    if (!again) current_ = static_cast<uint8_t>((current_ + 1) % players());
    ++turn_;
  }
  if (p == Phase::FinalScoring) {
    over_ = true;
    pending_.clear();
    emit(EventType::GameOver);
  }
}

void Game::advance() {
  while (!over_ && pending_.empty()) {
    switch (phase_) {
      case Phase::Draw:
        enter(drewTile_ ? Phase::PlaceTile : Phase::FinalScoring);
        break;
      case Phase::PlaceTile:
        enter(Phase::PlaceFigure);
        break;
      case Phase::PlaceFigure:
        enter(Phase::Score);
        break;
      case Phase::Score:
        enter(Phase::EndTurn);
        break;
      case Phase::EndTurn:
        enter(Phase::Draw);
        break;
      case Phase::FinalScoring:
        break;
    }
  }
}

// Fills the hand of the player to move; players whose hand stays empty are skipped. False when
// no player holds a tile: the game is over.
bool Game::drawForTurn() {
  for (int tries = 0; tries < players(); ++tries) {
    if (refill(current_)) return true;
    current_ = static_cast<uint8_t>((current_ + 1) % players());
  }
  return false;
}

bool Game::refill(int p) {
  int handSize = rules_->handSize;
  for (;;) {
    // Tiles that fit nowhere are discarded (out of the game) and replaced.
    int keep = 0;
    for (int i = 0; i < handCount_[p]; ++i) {
      uint16_t t = hands_[p][i];
      if (hasPlacement(t)) {
        hands_[p][keep++] = t;
      } else {
        Event& e = emit(EventType::TileDiscarded);
        e.player = static_cast<int8_t>(p), e.tileType = t;
      }
    }
    handCount_[p] = static_cast<uint8_t>(keep);
    if (handCount_[p] >= handSize || deckPos_ >= deck_.size()) return handCount_[p] > 0;
    while (handCount_[p] < handSize && deckPos_ < deck_.size()) hands_[p][handCount_[p]++] = deck_[deckPos_++];
  }
}

void Game::forceDraw(int type) {
  if (over_ || pending_.empty() || pending_.front().kind != kDecideTile)
    throw Error("a tile can only be named at the start of a turn");
  if (type < 0 || type >= int(catalog().tiles.size())) throw Error("unknown tile");
  const TileType& tt = catalog().tiles[type];
  int p = current_;
  for (int i = 0; i < handCount_[p]; ++i)
    if (hands_[p][i] == type) return;  // already in hand: nothing to force
  if (!tileEnabled(*rules_, tt)) throw Error("tile " + tt.id + " is not in the sets in play");
  if (!hasPlacement(type)) throw Error("tile " + tt.id + " fits nowhere on the board");
  for (auto* m : rules_->modules)
    if (std::string why = m->explainDraw(*this, type); !why.empty()) throw Error("tile " + tt.id + ": " + why);
  if (setup_->freeDeck) {  // any tile of the sets; the drawn one goes back on top of the deck
    if (deckPos_ > 0) deck_[--deckPos_] = hands_[p][0];
    hands_[p][0] = static_cast<uint16_t>(type);
  } else {
    auto it = std::find(deck_.begin() + deckPos_, deck_.end(), type);
    if (it == deck_.end()) throw Error("no tile " + tt.id + " is left in the deck");
    std::swap(*it, hands_[p][0]);  // the drawn tile goes back where the named one was
  }
  Action a;
  a.type = ActionType::Draw, a.tile = static_cast<uint16_t>(type);
  log_.push_back(a);
  turnStartLog_ = log_.size();
}

void Game::redealHidden(int viewer, uint64_t seed) {
  // The unseen tiles (the deck, then other hands), shuffled and arranged as a new deck would be
  // (modules order decks, e.g. river tiles first); the hands take theirs from the front, as they
  // were drawn before what is left in the deck.
  thread_local std::vector<uint16_t> pool;
  pool.assign(deck_.begin() + static_cast<std::ptrdiff_t>(deckPos_), deck_.end());
  for (int p = 0; p < players(); ++p)
    if (p != viewer) pool.insert(pool.end(), hands_[p].begin(), hands_[p].begin() + handCount_[p]);
  Rng rng(seed);
  for (size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[rng.below(static_cast<uint32_t>(i))]);
  for (auto* m : rules_->modules) m->arrangeDeck(*this, pool);
  size_t next = 0;
  for (int p = 0; p < players(); ++p)
    if (p != viewer)
      for (int i = 0; i < handCount_[p]; ++i) hands_[p][i] = pool[next++];
  std::copy(pool.begin() + static_cast<std::ptrdiff_t>(next), pool.end(),
            deck_.begin() + static_cast<std::ptrdiff_t>(deckPos_));
}

void Game::endNow() {
  if (over_) return;
  if (pending_.empty() || pending_.front().kind != kDecideTile || canUndo())
    throw Error("the game can only be ended between turns");
  pending_.clear();
  enter(Phase::FinalScoring);
}

// ---------------------------------------------------------------- legal actions

// Calls visit(action) for every legal placement of one tile type; stops when visit returns false.
template <class Visit>
void Game::forEachPlacement(int type, Visit&& visit) const {
  const TileType& t = catalog().tiles[type];
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type);
  for (const FrontierCell& f : board_.frontier())
    for (uint8_t r : t.distinctRots) {
      if (!edgesFit(t.rot[r].edgeCode, f.need, f.mask)) continue;
      a.rot = r, a.x = f.at.x, a.y = f.at.y;
      bool ok = true;
      for (auto* m : rules_->placementFilters) ok = ok && m->allowsPlacement(*this, a);
      if (ok && !visit(a)) return;
    }
}

bool Game::hasPlacement(int type) const {
  if (rules_->placementFilters.empty()) {
    // Runs at every draw (a tile that fits nowhere is discarded): all four rotations tested at
    // once per cell, so the only branch is "found".
    const TileType& t = catalog().tiles[type];
    const uint32_t c0 = t.rot[0].edgeCode, c1 = t.rot[1].edgeCode, c2 = t.rot[2].edgeCode, c3 = t.rot[3].edgeCode;
    for (const FrontierCell& f : board_.frontier()) {
      const uint32_t need = f.need, mask = f.mask;
      if (edgesFit(c0, need, mask) | edgesFit(c1, need, mask) | edgesFit(c2, need, mask) | edgesFit(c3, need, mask))
        return true;
    }
    return false;
  }
  bool found = false;
  forEachPlacement(type, [&](const Action&) { return !(found = true); });
  return found;
}

// The tile types in the hand of the player to move, each once, in hand order.
int Game::distinctHandTiles(uint16_t (&out)[kMaxHand]) const {
  int n = 0;
  for (int i = 0; i < handCount_[current_]; ++i) {
    uint16_t t = hands_[current_][i];
    if (std::find(out, out + n, t) == out + n) out[n++] = t;
  }
  return n;
}

void Game::tileActions(std::vector<Action>& out, int onlyType) const {
  uint16_t types[kMaxHand];
  int n = distinctHandTiles(types);
  for (int i = 0; i < n; ++i) {
    uint16_t type = types[i];
    if (onlyType >= 0 && type != onlyType) continue;
    if (rules_->placementFilters.empty())
      appendPlacements(type, out);
    else
      forEachPlacement(type, [&](const Action& a) { return out.push_back(a), true; });
  }
}

// The same list as forEachPlacement when no module filters placements. Every candidate is written
// to a buffer and kept only if its edges fit: roughly a quarter fit, in no pattern a branch
// predictor could learn, and that mispredicted branch used to cost more than the rest of the loop.
void Game::appendPlacements(int type, std::vector<Action>& out) const {
  static_assert(sizeof(Action) == 16 && offsetof(Action, x) == 8, "an action is written as two words");
  const TileType& t = catalog().tiles[type];
  const std::vector<FrontierCell>& frontier = board_.frontier();
  uint16_t codes[4];
  uint64_t heads[4];  // the first word of the action for each rotation: type, rot, tile
  size_t nRots = 0;
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type);
  for (uint8_t r : t.distinctRots) {
    a.rot = r;
    codes[nRots] = t.rot[r].edgeCode;
    std::memcpy(&heads[nRots++], &a, 8);
  }
  constexpr size_t kChunk = 64;                                    // frontier cells per buffer flush
  alignas(Action) unsigned char raw[kChunk * 4 * sizeof(Action)];  // uninitialised on purpose
  for (size_t from = 0; from < frontier.size(); from += kChunk) {
    size_t to = std::min(frontier.size(), from + kChunk), n = 0;
    for (size_t c = from; c < to; ++c) {
      const FrontierCell& f = frontier[c];
      int32_t xy[2] = {f.at.x, f.at.y};
      for (size_t i = 0; i < nRots; ++i) {
        std::memcpy(raw + n * sizeof(Action), &heads[i], 8);
        std::memcpy(raw + n * sizeof(Action) + 8, xy, 8);
        n += edgesFit(codes[i], f.need, f.mask);
      }
    }
    const Action* fit = reinterpret_cast<const Action*>(raw);
    out.insert(out.end(), fit, fit + n);
  }
}

void Game::figureActions(std::vector<Action>& out) const {
  Action pass;
  pass.type = ActionType::Pass;
  out.push_back(pass);
  for (auto* m : rules_->modules) m->figureOptions(*this, out);
}

void Game::legalActions(std::vector<Action>& out) const {
  out.clear();
  if (over_ || pending_.empty()) return;
  const Decision& d = pending_.front();
  if (d.kind == kDecideTile)
    tileActions(out, -1);
  else if (d.kind == kDecideFigure)
    figureActions(out);
  else
    for (auto* m : rules_->modules) m->figureOptions(*this, out);  // module decisions list their own
}

Action Game::randomAction(Rng& rng, std::vector<Action>& scratch) const {
  if (over_ || pending_.empty()) throw Error("no decision is pending");
  Action a;
  if (pending_.front().kind == kDecideTile && rules_->placementFilters.empty() && sampleTilePlacement(rng, a)) return a;
  legalActions(scratch);
  if (scratch.empty()) throw Error("no legal action to choose from");
  return scratch[rng.below(static_cast<uint32_t>(scratch.size()))];
}

// Rejection sampling over the candidates (distinct hand tile and distinct rotation, frontier cell):
// each candidate is drawn with the same chance and kept if its edges fit, so every legal placement
// is equally likely. About a quarter of candidates fit, so a few draws replace listing a hundred or
// more. After many misses (a board where almost nothing fits) the caller lists instead, which keeps
// the choice uniform: both ways pick each placement with the same chance.
bool Game::sampleTilePlacement(Rng& rng, Action& out) const {
  const std::vector<FrontierCell>& frontier = board_.frontier();
  if (frontier.empty()) return false;
  uint16_t hand[kMaxHand];
  int nHand = distinctHandTiles(hand);
  uint16_t types[kMaxHand * 4];  // (tile, rotation) pairs: every cell offers each of them
  uint8_t rots[kMaxHand * 4];
  uint32_t pairs = 0;
  for (int i = 0; i < nHand; ++i)
    for (uint8_t r : catalog().tiles[hand[i]].distinctRots) types[pairs] = hand[i], rots[pairs++] = r;
  if (pairs == 0) return false;
  const uint32_t cells = static_cast<uint32_t>(frontier.size());
  for (int attempt = 0; attempt < 64; ++attempt) {
    uint32_t k = rng.below(pairs);
    const FrontierCell& f = frontier[rng.below(cells)];
    const TileType& t = catalog().tiles[types[k]];
    if (!edgesFit(t.rot[rots[k]].edgeCode, f.need, f.mask)) continue;
    out = Action{};
    out.type = ActionType::PlaceTile, out.tile = types[k], out.rot = rots[k], out.x = f.at.x, out.y = f.at.y;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- applying

bool Game::isLegal(const Action& a) const {
  if (over_ || pending_.empty()) return false;
  const Decision& d = pending_.front();
  if (d.kind == kDecideTile && a.type == ActionType::PlaceTile) {  // checked directly: no list
    if (a.tile >= catalog().tiles.size() || a.rot > 3) return false;
    const TileType& t = catalog().tiles[a.tile];
    if (t.canonicalRot[a.rot] != a.rot) return false;
    bool inHand = false;
    for (int i = 0; i < handCount_[current_]; ++i) inHand |= hands_[current_][i] == a.tile;
    const Cell* cell = board_.find({a.x, a.y});
    if (!inHand || !cell || cell->frontier < 0 || !edgesFit(t.rot[a.rot].edgeCode, cell->need, cell->mask))
      return false;
    for (auto* m : rules_->placementFilters)
      if (!m->allowsPlacement(*this, a)) return false;
    return true;
  }
  thread_local std::vector<Action> legal;
  legalActions(legal);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

void Game::apply(const Action& a) {
  if (over_) throw Error("the game is over");
  if (pending_.empty()) throw Error("no decision is pending");
  if (!isLegal(a)) throw Error("illegal action");
  applyLegal(a);
}

void Game::applyLegal(const Action& a) {
  assert(isLegal(a));
  const Decision d = pending_.front();
  pending_.erase(pending_.begin());
  switch (a.type) {
    case ActionType::PlaceTile: {
      int p = current_;
      for (int i = 0; i < handCount_[p]; ++i)
        if (hands_[p][i] == a.tile) {
          hands_[p][i] = hands_[p][--handCount_[p]];
          break;
        }
      placeTile(a);
      break;
    }
    case ActionType::PlaceFigure:
      placeFigure(d.player, a.figure, lastTile_, a.segment);
      break;
    case ActionType::Pass:
      break;
    case ActionType::Module:
      rules_->cat->modules[a.module]->applyAction(*this, a);
      break;
    case ActionType::Draw:
      break;
  }
  log_.push_back(a);
  advance();
}

void Game::placeTile(const Action& a) {
  const TileType& t = catalog().tiles[a.tile];
  const RotatedTile& rt = t.rot[a.rot];
  Coord at{a.x, a.y};
  int index = static_cast<int>(tiles_.size());
  PlacedTile pt;
  pt.type = a.tile, pt.rot = a.rot, pt.player = static_cast<int8_t>(current_), pt.at = at, pt.turn = turn_;
  pt.firstNode = static_cast<uint16_t>(features_.addTile(t, a.rot, index));
  tiles_.push_back(pt);
  if (t.hasCentre) openCentres_.push_back(static_cast<uint16_t>(index));
  std::array<int, kSides> around = board_.place(at, index, rt.edgeCode);
  auto firstNode = [this](int tile) { return int(tiles_[tile].firstNode); };
  auto typeOf = [this](int tile) -> const TileType& { return catalog().tiles[tiles_[tile].type]; };
  for (int side = 0; side < kSides; ++side) {
    int other = around[side];
    if (other < 0) continue;
    const PlacedTile& ot = tiles_[other];
    const RotatedTile& ort = catalog().tiles[ot.type].rot[ot.rot];
    int opp = opposite(side);
    if (rt.sideSeg[side] >= 0 && ort.sideSeg[opp] >= 0)
      features_.join(pt.firstNode + rt.sideSeg[side], ot.firstNode + ort.sideSeg[opp], true, firstNode, typeOf);
    for (int k = 0; k < 2; ++k) {
      int h = side * 2 + k, oh = facingHalf(h);
      if (rt.halfSeg[h] >= 0 && ort.halfSeg[oh] >= 0)
        features_.join(pt.firstNode + rt.halfSeg[h], ot.firstNode + ort.halfSeg[oh], false, firstNode, typeOf);
    }
  }
  lastTile_ = index;
  Event& e = emit(EventType::TilePlaced);
  e.player = static_cast<int8_t>(current_), e.tileType = a.tile, e.rot = a.rot, e.at = at;
}

void Game::placeFigure(int player, int figureKind, int tile, int seg) {
  Figure f;
  f.player = static_cast<uint8_t>(player), f.kind = static_cast<uint8_t>(figureKind);
  f.tile = static_cast<uint16_t>(tile), f.seg = static_cast<uint8_t>(seg);
  figures_.push_back(f);
  const FigureKindDef& fk = catalog().figures[figureKind];
  FeatureNode& r = features_.root(nodeOf(tile, seg));
  r.strength[player] = static_cast<uint8_t>(r.strength[player] + fk.strength);
  r.occupants = static_cast<uint8_t>(r.occupants + (fk.occupies ? 1 : 0));
  --supply_[player][figureKind];
  Event& e = emit(EventType::FigurePlaced);
  e.player = static_cast<int8_t>(player);
  e.figure = f.kind, e.seg = f.seg, e.at = tiles_[tile].at, e.tileType = tiles_[tile].type;
}

// Events are filled in place: an event built on the stack and copied in was read back as wide loads
// over narrow stores (a store-forwarding stall on every tile placed).
Event& Game::emit(EventType type) {
  Event& e = events_.emplace_back();
  e.type = type, e.turn = turn_;
  return e;
}

// ---------------------------------------------------------------- scoring

int Game::neighbours(Coord c) const {
  int n = 0;
  for (int yy = -1; yy <= 1; ++yy)
    for (int xx = -1; xx <= 1; ++xx)
      if ((xx || yy) && board_.tileAt({c.x + xx, c.y + yy}) >= 0) ++n;
  return n;
}

FeatureView Game::view(int node, bool complete) const {
  FeatureView v;
  v.root = features_.find(node);
  v.node = &features_.node(v.root);
  v.kind = v.node->kind;
  v.complete = complete;
  if (catalog().kinds[v.kind].topology == Topology::Center)
    v.tiles = 1 + neighbours(tiles_[v.node->tile].at);
  else
    v.tiles = v.node->tiles;
  return v;
}

void Game::award(uint8_t mask, int points, int category, const FeatureView* f, int cities, const Tags* tags) {
  Event e;
  e.type = EventType::Score, e.turn = turn_, e.players = mask, e.points = static_cast<int16_t>(points);
  e.category = static_cast<int16_t>(category), e.complete = f ? f->complete : false;
  e.cities = static_cast<uint8_t>(cities);
  if (f) {
    e.feature = static_cast<int16_t>(f->root), e.tiles = static_cast<uint16_t>(f->tiles), e.tags = f->node->tags;
    const PlacedTile& t = tiles_[f->node->tile];
    e.at = t.at, e.tileType = t.type, e.seg = f->node->seg;
  } else if (tags) {
    e.tags = *tags;
  }
  for (int p = 0; p < players(); ++p)
    if (mask >> p & 1) scores_[p] += points;
  events_.push_back(e);  // a copy: hooks may append events while they read this one
  for (auto* m : rules_->modules) m->onScored(*this, e, f);
}

void Game::scoreFeature(const FeatureView& f) {
  int best = 0;
  for (int p = 0; p < players(); ++p) best = std::max(best, int(f.node->strength[p]));
  if (best > 0) {
    uint8_t mask = 0;
    for (int p = 0; p < players(); ++p)
      if (f.node->strength[p] == best) mask |= static_cast<uint8_t>(1 << p);
    int points = 0;
    for (auto* m : rules_->modules) points = m->featurePoints(*this, f, points);
    award(mask, points, catalog().kinds[f.kind].category, &f);
  }
  returnFiguresOn(f.root, catalog().kinds[f.kind].topology == Topology::Center);
}

void Game::returnFiguresOn(int root, bool centreOnly) {
  size_t keep = 0;
  for (size_t i = 0; i < figures_.size(); ++i) {
    const Figure f = figures_[i];
    int node = nodeOf(f.tile, f.seg);
    bool on = centreOnly ? node == root : features_.find(node) == root;
    if (!on) {
      figures_[keep++] = f;
      continue;
    }
    FeatureNode& r = features_.root(node);
    const FigureKindDef& fk = catalog().figures[f.kind];
    r.strength[f.player] = static_cast<uint8_t>(r.strength[f.player] - fk.strength);
    r.occupants = static_cast<uint8_t>(r.occupants - (fk.occupies ? 1 : 0));
    ++supply_[f.player][f.kind];
    Event& e = emit(EventType::FigureReturned);
    e.player = static_cast<int8_t>(f.player);
    e.figure = f.kind, e.seg = f.seg, e.at = tiles_[f.tile].at, e.tileType = tiles_[f.tile].type;
    e.feature = static_cast<int16_t>(root);
  }
  figures_.resize(keep);
}

void Game::scoreCompleted() {
  if (lastTile_ < 0) return;
  const PlacedTile& pt = tiles_[lastTile_];
  const TileType& t = catalog().tiles[pt.type];
  int done[kMaxSegments + 9 * kMaxSegments];
  int nDone = 0;
  auto complete = [&](int node) {
    int r = features_.find(node);
    for (int i = 0; i < nDone; ++i)
      if (done[i] == r) return;
    done[nDone++] = r;
    FeatureView v = view(r, true);
    for (auto* m : rules_->modules) m->onFeatureCompleted(*this, v);
    scoreFeature(view(r, true));
  };
  for (size_t k = 0; k < t.segments.size(); ++k) {
    const FeatureKindDef& kd = catalog().kinds[t.segments[k].kind];
    if (kd.topology == Topology::Side && kd.completes && features_.root(pt.firstNode + int(k)).open == 0)
      complete(pt.firstNode + int(k));
  }
  // Centre features (monasteries) around the new tile may now be surrounded. Only the few tiles
  // on the open-centre list can be, so the board is not searched; they complete row by row, as
  // the 3x3 block around the new tile reads.
  int surrounded[9], nSurrounded = 0;
  size_t keep = 0;
  for (uint16_t ti : openCentres_) {
    Coord c = tiles_[ti].at;
    int dx = c.x - pt.at.x, dy = c.y - pt.at.y;
    if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && neighbours(c) == 8)
      surrounded[nSurrounded++] = (dy + 1) * 3 + (dx + 1) + 16 * ti;  // block position first
    else
      openCentres_[keep++] = ti;
  }
  openCentres_.resize(keep);
  for (int i = 1; i < nSurrounded; ++i)  // insertion sort by block position (at most nine)
    for (int j = i; j > 0 && surrounded[j - 1] % 16 > surrounded[j] % 16; --j)
      std::swap(surrounded[j - 1], surrounded[j]);
  for (int i = 0; i < nSurrounded; ++i) {
    int ti = surrounded[i] / 16;
    const TileType& ct = typeOf(ti);
    for (size_t k = 0; k < ct.segments.size(); ++k) {
      const FeatureKindDef& kd = catalog().kinds[ct.segments[k].kind];
      if (kd.topology == Topology::Center && kd.completes) complete(nodeOf(ti, int(k)));
    }
  }
}

void Game::finalScoring() {
  // Every incomplete road, city and centre feature that holds figures, in the order they were placed.
  std::vector<int> roots;
  for (const Figure& f : figures_) {
    const FeatureKindDef& kd = catalog().kinds[catalog().tiles[tiles_[f.tile].type].segments[f.seg].kind];
    if (!kd.completes) continue;
    int node = nodeOf(f.tile, f.seg);
    int r = kd.topology == Topology::Center ? node : features_.find(node);
    if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
  }
  for (int r : roots) scoreFeature(view(r, false));
}

// ---------------------------------------------------------------- undo, queries

bool operator==(const Game& a, const Game& b) {
  return *a.rules_ == *b.rules_ && *a.setup_ == *b.setup_ && a.rng_ == b.rng_ && a.deck_ == b.deck_ &&
         a.deckPos_ == b.deckPos_ && a.hands_ == b.hands_ && a.handCount_ == b.handCount_ && a.board_ == b.board_ &&
         a.features_ == b.features_ && a.tiles_ == b.tiles_ && a.openCentres_ == b.openCentres_ &&
         a.figures_ == b.figures_ && a.supply_ == b.supply_ && a.scores_ == b.scores_ && a.pending_ == b.pending_ &&
         a.phase_ == b.phase_ && a.current_ == b.current_ && a.turn_ == b.turn_ && a.over_ == b.over_ &&
         a.drewTile_ == b.drewTile_ && a.extraTurn_ == b.extraTurn_ && a.inExtraTurn_ == b.inExtraTurn_ &&
         a.lastTile_ == b.lastTile_ && a.moduleState_ == b.moduleState_ && a.events_ == b.events_ && a.log_ == b.log_ &&
         a.turnStartLog_ == b.turnStartLog_;
}

void Game::undo() {
  if (!canUndo()) throw Error("nothing to undo in this turn");
  Game fresh(*rules_->cat, *setup_);
  for (size_t i = 0; i + 1 < log_.size(); ++i) {
    if (log_[i].type == ActionType::Draw)
      fresh.forceDraw(log_[i].tile);
    else
      fresh.apply(log_[i]);
  }
  *this = std::move(fresh);
}

std::vector<int> Game::tilesLeftByType() const {
  std::vector<int> n(catalog().tiles.size(), 0);
  for (size_t i = deckPos_; i < deck_.size(); ++i) ++n[deck_[i]];
  for (int p = 0; p < players(); ++p)
    for (int i = 0; i < handCount_[p]; ++i) ++n[hands_[p][i]];
  return n;
}

std::string Game::locationName(int tile, int seg) const {
  const PlacedTile& pt = tiles_[tile];
  const RotatedTile& rt = typeOf(tile).rot[pt.rot];
  for (int s = 0; s < kSides; ++s)
    if (rt.segSides[seg] >> s & 1) return std::string(kSideNames[s]);
  for (int h = 0; h < kHalves; ++h)
    if (rt.segHalves[seg] >> h & 1) return std::string(kHalfNames[h]);
  return "C";
}

int Game::segmentAt(int tile, const std::string& loc, int kind) const {
  const PlacedTile& pt = tiles_[tile];
  const TileType& t = typeOf(tile);
  const RotatedTile& rt = t.rot[pt.rot];
  auto ok = [&](int seg) { return seg >= 0 && (kind < 0 || t.segments[seg].kind == kind) ? seg : -1; };
  if (auto s = sideFromName(loc)) return ok(rt.sideSeg[*s]);
  if (auto h = halfFromName(loc)) return ok(rt.halfSeg[*h]);
  if (loc != "C") return -1;
  for (size_t k = 0; k < t.segments.size(); ++k)  // central features and inner fields
    if (!rt.segSides[k] && !rt.segHalves[k] && ok(int(k)) >= 0) return int(k);
  return -1;
}

}  // namespace carc
