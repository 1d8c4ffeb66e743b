// Legal actions and the core's rules. Each rule is one verdict (why.hpp): the same function lists
// options (no reason wanted) and explains a refusal. Placement loops for one-square tiles are the
// hot path of random playouts; pieces of several squares take a slower, general path.
#include <algorithm>
#include <cstddef>
#include <cstring>

#include "game.hpp"

namespace carc {

namespace {
const char* sideWord(int side) {
  static const char* names[] = {"north", "east", "south", "west"};
  return names[side];
}

std::string edgeWord(const Catalog& cat, int edge) {
  int k = cat.edgeSideKind[edge];
  return k >= 0 ? cat.kinds[k].name : "field";
}

std::string cellText(Coord c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

// "the road at N": a figure spot in words.
std::string spotWords(const Game& g, int tile, int seg) {
  return "the " + g.catalog().kinds[g.typeOf(tile).segments[seg].kind].name + " at " + g.locationName(tile, seg);
}
}  // namespace

// ---------------------------------------------------------------- tile placements

// Calls visit(action) for every legal placement of one one-square tile type; stops when visit
// returns false.
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
      Why quiet;
      for (auto* m : rules_->placementFilters) ok = ok && m->checkPlacement(*this, a, quiet);
      if (ok && !visit(a)) return;
    }
}

// Every square on an empty cell, at least one next to the layout, every outer side that meets a
// placed tile matching it (inner sides face cells of the piece itself: nothing demands them).
bool Game::pieceFits(const TileType& t, int rot, Coord anchor) const {
  bool touches = false;
  for (const RotatedSquare& sq : t.rot[rot].squares) {
    const Cell* cell = board_.find({anchor.x + sq.offset.x, anchor.y + sq.offset.y});
    if (!cell) continue;
    if (cell->tile >= 0) return false;
    if (cell->frontier < 0) continue;
    if (!edgesFit(sq.edgeCode, cell->need, cell->mask)) return false;
    touches = true;
  }
  return touches;
}

// The same for a piece of several squares: each placement is found from each of its squares that
// lies on the frontier; only the first such square reports it.
template <class Visit>
void Game::forEachPiecePlacement(int type, Visit&& visit) const {
  const TileType& t = catalog().tiles[type];
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type);
  for (const FrontierCell& f : board_.frontier())
    for (uint8_t r : t.distinctRots) {
      const std::vector<RotatedSquare>& squares = t.rot[r].squares;
      for (size_t q = 0; q < squares.size(); ++q) {
        Coord anchor{f.at.x - squares[q].offset.x, f.at.y - squares[q].offset.y};
        bool earlier = false;
        for (size_t e = 0; e < q && !earlier; ++e) {
          const Cell* c = board_.find({anchor.x + squares[e].offset.x, anchor.y + squares[e].offset.y});
          earlier = c && c->frontier >= 0;
        }
        if (earlier || !pieceFits(t, r, anchor)) continue;
        a.rot = r, a.x = anchor.x, a.y = anchor.y;
        bool ok = true;
        Why quiet;
        for (auto* m : rules_->placementFilters) ok = ok && m->checkPlacement(*this, a, quiet);
        if (ok && !visit(a)) return;
      }
    }
}

bool Game::filteringPlacements() const {
  for (auto* m : rules_->placementFilters)
    if (m->filtersPlacementNow(*this)) return true;
  return false;
}

bool Game::hasPlacement(int type) const {
  const TileType& t = catalog().tiles[type];
  bool found = false;
  if (t.multiSquare()) {
    forEachPiecePlacement(type, [&](const Action&) { return !(found = true); });
    return found;
  }
  if (!filteringPlacements()) {
    // Runs at every draw (a tile that fits nowhere is discarded): all four rotations tested at
    // once per cell, so the only branch is "found".
    const uint32_t c0 = t.rot[0].edgeCode, c1 = t.rot[1].edgeCode, c2 = t.rot[2].edgeCode, c3 = t.rot[3].edgeCode;
    for (const FrontierCell& f : board_.frontier()) {
      const uint32_t need = f.need, mask = f.mask;
      if (edgesFit(c0, need, mask) | edgesFit(c1, need, mask) | edgesFit(c2, need, mask) | edgesFit(c3, need, mask))
        return true;
    }
    return false;
  }
  forEachPlacement(type, [&](const Action&) { return !(found = true); });
  return found;
}

// The tile types in the hand of the player to move, each once, in hand order.
int Game::distinctHandTiles(uint16_t (&out)[kMaxHand]) const {
  if (piece_ >= 0) return out[0] = static_cast<uint16_t>(piece_), 1;      // played instead of the hand
  if (handCount_[current_] == 1) return out[0] = hands_[current_][0], 1;  // the usual hand: no search
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
    auto push = [&](const Action& a) { return out.push_back(a), true; };
    if (catalog().tiles[type].multiSquare())
      forEachPiecePlacement(type, push);
    else if (!filteringPlacements())
      appendPlacements(type, out);
    else
      forEachPlacement(type, push);
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

// The tile placement rule: the tile in hand, an empty cell next to the layout, every side that
// meets a tile matching it, and the modules' placement rules.
bool Game::checkTile(const Action& a, Why& why) const {
  const Catalog& cat = catalog();
  if (a.tile >= cat.tiles.size() || a.rot > 3) return why.no("there is no such tile or rotation");
  const TileType& t = cat.tiles[a.tile];
  Coord at{a.x, a.y};
  bool inHand = false;
  for (int i = 0; i < handCount_[current_]; ++i) inHand |= hands_[current_][i] == a.tile;
  if (piece_ >= 0 && a.tile != piece_)
    return why.no([&] {
      return "this turn player " + std::to_string(current_) + " places " + cat.tiles[piece_].id +
             " instead of drawing, not tile " + t.id;
    });
  if (!inHand && a.tile != piece_)
    return why.no([&] { return "tile " + t.id + " is not in player " + std::to_string(current_) + "'s hand"; });
  auto where = [&] { return "tile " + t.id + " cannot go at " + cellText(at) + " rot " + std::to_string(a.rot); };
  if (t.canonicalRot[a.rot] != a.rot)
    return why.no([&] {
      return "tile " + t.id + ": rot " + std::to_string(a.rot) + " is the same tile as rot " +
             std::to_string(t.canonicalRot[a.rot]);
    });
  if (t.multiSquare()) {
    bool touches = false;
    for (size_t q = 0; q < t.rot[a.rot].squares.size(); ++q) {
      const RotatedSquare& sq = t.rot[a.rot].squares[q];
      Coord c{at.x + sq.offset.x, at.y + sq.offset.y};
      const Cell* cell = board_.find(c);
      if (!cell) continue;
      if (cell->tile >= 0)
        return why.no([&] { return cellText(c) + " is already taken by tile " + typeOf(cell->tile).id; });
      if (cell->frontier < 0) continue;
      touches = true;
      for (int side = 0; side < kSides; ++side) {
        int want = (cell->need >> 4 * side) & 0xF, have = (sq.edgeCode >> 4 * side) & 0xF;
        if ((cell->mask >> 4 * side & 0xF) && want != have)
          return why.no([&] {
            return where() + ": the " + sideWord(side) + " side of its square " + t.squareName[q] + " (" +
                   edgeWord(cat, have) + ") meets a " + edgeWord(cat, want);
          });
      }
    }
    if (!touches) return why.no([&] { return "tile " + t.id + " at " + cellText(at) + " does not touch the layout"; });
  } else {
    const Cell* cell = board_.find(at);
    if (cell && cell->tile >= 0)
      return why.no([&] { return cellText(at) + " is already taken by tile " + typeOf(cell->tile).id; });
    if (!cell || cell->frontier < 0)
      return why.no([&] { return "tile " + t.id + " at " + cellText(at) + " does not touch the layout"; });
    uint16_t code = t.rot[a.rot].edgeCode;
    if (!edgesFit(code, cell->need, cell->mask))
      for (int side = 0; side < kSides; ++side) {
        int want = (cell->need >> 4 * side) & 0xF, have = (code >> 4 * side) & 0xF;
        if ((cell->mask >> 4 * side & 0xF) && want != have)
          return why.no([&] {
            return where() + ": its " + sideWord(side) + " side (" + edgeWord(cat, have) + ") meets a " +
                   edgeWord(cat, want);
          });
      }
  }
  for (auto* m : rules_->placementFilters) {
    std::string inner;
    Why mine(why.wanted() ? &inner : nullptr);
    if (!m->checkPlacement(*this, a, mine))
      return why.no([&] {
        return where() + ": " + (inner.empty() ? "the " + std::string(m->id()) + " rules forbid it" : inner);
      });
  }
  return true;
}

// ---------------------------------------------------------------- figures

// The figure rule, part one: the kind is in play, belongs to players, and one is in supply.
bool Game::checkFigureKind(int player, int figure, Why& why) const {
  const Catalog& cat = catalog();
  if (figure < 0 || figure >= int(cat.figures.size())) return why.no("there is no such figure kind");
  const FigureKindDef& fk = cat.figures[figure];
  if (!rules_->figureInPlay[figure]) {
    if (fk.module >= 0 && active(fk.module)) {
      std::string inner;
      Why mine(why.wanted() ? &inner : nullptr);
      cat.modules[fk.module]->figureInPlay(*rules_, figure, mine);
      if (!inner.empty()) return why.no(inner);
    }
    return why.no([&] {
      std::string set = fk.module >= 0 ? std::string(cat.modules[fk.module]->id()) : "";
      return cat.figureWords(figure, true) + " is not in play" +
             (set.empty() ? "" : " (set '" + set + "' is not in setup.sets)");
    });
  }
  if (fk.neutral)
    return why.no([&] { return cat.figureWords(figure, true) + " belongs to nobody: no player places it so"; });
  if (player < 0 || player >= players() || supply(player, figure) == 0)
    return why.no([&] { return "player " + std::to_string(player) + " has no " + fk.name + " figure left"; });
  return true;
}

// The figure rule, part two: a feature kind the figure stands on (catalog data), the modules'
// vetoes, and vacancy or the player's own presence.
bool Game::checkFigureSpot(int player, int figure, int tile, int seg, Why& why) const {
  // The reasons capture by value: the listing's frame keeps no closure (why.hpp).
  const Rules& r = *rules_;
  const Catalog& cat = *r.cat;
  const PlacedTile& pt = tiles_[tile];
  const TileType& t = cat.tiles[pt.type];
  if (seg < 0 || seg >= int(t.segments.size())) return why.no([&t] { return "tile " + t.id + " has no such feature"; });
  const FigureKindDef& fk = cat.figures[figure];
  const int kind = t.segments[seg].kind;
  if (!(r.standsOn[figure] >> kind & 1)) [[unlikely]] {
    if (!cat.kinds[kind].noFigure.empty()) return why.no(cat.kinds[kind].noFigure);
    if (!fk.wrongKind.empty()) return why.no(fk.wrongKind);
    return why.no(
        [this, &fk, tile, seg] { return "a " + fk.name + " figure cannot stand on " + spotWords(*this, tile, seg); });
  }
  for (auto* m : r.figureVetoes)
    if (!m->checkFigure(*this, player, figure, tile, seg, why)) return false;
  const FeatureNode& root = features_.root(pt.firstNode + seg);
  if (fk.needsVacant && root.occupants)
    return why.no([this, tile, seg] { return spotWords(*this, tile, seg) + " is already occupied"; });
  if (fk.needsOwn && root.strength[player] == 0)
    return why.no([this, &fk, figure, tile, seg] {
      return fk.notOwn.empty()
                 ? catalog().figureWords(figure, true) + " needs a figure of yours on " + spotWords(*this, tile, seg)
                 : fk.notOwn;
    });
  return true;
}

// The figure step: pass, a figure on the tile just placed, or a module's alternative.
bool Game::checkFigureStep(const Decision& d, const Action& a, Why& why) const {
  switch (a.type) {
    case ActionType::Pass:
      return true;
    case ActionType::PlaceFigure:
      if (a.tile != lastTile_) return why.no("a figure goes on the tile just placed");
      return checkFigure(d.player, a.figure, a.tile, a.segment, why);
    case ActionType::Module:
      if (a.module >= catalog().modules.size() || !active(a.module)) return why.no("that module is not in play");
      return checkModuleFields(d, a, why) && catalog().modules[a.module]->check(*this, d, a, why);
    default:
      return why.no("that is not a legal answer to the figure step");
  }
}

// Pass, then per module its figures on the tile just placed and its alternatives. Most calls find
// no figure of the module's kinds in supply: that test alone, before the spots are listed.
void Game::figureActions(std::vector<Action>& out) const {
  Action pass;
  pass.type = ActionType::Pass;
  out.push_back(pass);
  const Rules& r = *rules_;
  const auto& supply = supply_[pending_.front().player];
  for (size_t i = 0; i < r.modules.size(); ++i) {
    for (uint8_t f : r.stepFigures[i])
      if (supply[f] > 0) {
        appendFigureSpots(r.stepFigures[i], out);
        break;
      }
    r.modules[i]->figureStepOptions(*this, out);
  }
}

// The figures of these kinds (one module's) the player to decide may place on the tile just
// placed, segment by segment. Step kinds are in play and belong to players (makeRules), so the
// kind rule is the supply; the spot rule is checkFigureSpot's, with the tile type, the kinds' data
// and each segment's root looked up once (no module vetoes: with vetoes every spot is judged by
// checkFigureSpot itself).
void Game::appendFigureSpots(const std::vector<uint8_t>& stepKinds, std::vector<Action>& out) const {
  const int p = pending_.front().player, tile = lastTile_;
  const Rules& r = *rules_;
  struct Kind {
    uint32_t standsOn;
    uint8_t id;
    bool needsVacant, needsOwn;
  };
  Kind kinds[kMaxFigureKinds];  // the kinds the player may place at all
  int n = 0;
  for (uint8_t f : stepKinds)
    if (supply_[p][f] > 0) {
      const FigureKindDef& fk = r.cat->figures[f];
      kinds[n++] = {r.standsOn[f], f, fk.needsVacant, fk.needsOwn};
    }
  if (n == 0) return;
  const PlacedTile& pt = tiles_[tile];
  const std::vector<SegmentDef>& segments = r.cat->tiles[pt.type].segments;
  const int segs = int(segments.size());
  Action a;
  a.type = ActionType::PlaceFigure, a.tile = static_cast<uint16_t>(tile);
  if (!r.figureVetoes.empty()) {
    Why quiet;
    for (int k = 0; k < segs; ++k)
      for (int i = 0; i < n; ++i)
        if (checkFigureSpot(p, kinds[i].id, tile, k, quiet)) {
          a.figure = kinds[i].id, a.segment = static_cast<uint8_t>(k);
          out.push_back(a);
        }
    return;
  }
  for (int k = 0; k < segs; ++k) {
    const int kind = segments[k].kind;
    const FeatureNode* root = nullptr;
    for (int i = 0; i < n; ++i) {
      if (!(kinds[i].standsOn >> kind & 1)) continue;
      if (!root) root = &features_.root(pt.firstNode + k);
      if ((kinds[i].needsVacant && root->occupants) || (kinds[i].needsOwn && root->strength[p] == 0)) continue;
      a.figure = kinds[i].id, a.segment = static_cast<uint8_t>(k);
      out.push_back(a);
    }
  }
}

// ---------------------------------------------------------------- decisions

void Game::legalActions(std::vector<Action>& out) const {
  out.clear();
  if (over_ || pending_.empty()) return;
  const Decision& d = pending_.front();
  if (!d.core())
    catalog().modules[d.module]->options(*this, d, out);
  else if (d.kind == kDecideTile)
    tileActions(out, -1);
  else
    figureActions(out);
}

const char* Game::unreadCoordinate(const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module || a.module >= catalog().modules.size()) return nullptr;
  const uint8_t reads = catalog().modules[a.module]->readsXY(d, a);
  if (a.x && !(reads & Module::kReadsX)) return "x";
  if (a.y && !(reads & Module::kReadsY)) return "y";
  return nullptr;
}

// A Module answer is its own module's (to a module's decision: the decision's owner) and sets only
// the x and y that module reads: one rule for the page's options and the records' answers.
bool Game::checkModuleFields(const Decision& d, const Action& a, Why& why) const {
  if (!d.core() && a.module != d.module)
    return why.no([&] {
      std::string from = a.module < catalog().modules.size() ? std::string(catalog().modules[a.module]->id()) : "no";
      return "that answer is " + from + " module's, and the decision is " +
             std::string(catalog().modules[d.module]->id()) + "'s";
    });
  if (const char* f = unreadCoordinate(d, a)) return why.no([&] { return unreadCoordinateWords(f, a); });
  return true;
}

std::string Game::unreadCoordinateWords(const char* field, const Action& a) {
  return std::string("this answer takes no ") + field + ", got " + std::to_string(*field == 'x' ? a.x : a.y);
}

bool Game::isLegal(const Action& a) const {
  if (over_ || pending_.empty()) return false;
  const Decision& d = pending_.front();
  Why quiet;
  if (!d.core())
    return a.type != ActionType::PlaceTile && (a.type != ActionType::Module || checkModuleFields(d, a, quiet)) &&
           catalog().modules[d.module]->check(*this, d, a, quiet);
  if (d.kind == kDecideTile) return a.type == ActionType::PlaceTile && checkTile(a, quiet);
  return checkFigureStep(d, a, quiet);
}

std::string Game::explain(const Action& a) const {
  if (over_) return "the game is over";
  if (pending_.empty()) return "no decision is pending";
  const Decision& d = pending_.front();
  std::string why;
  Why w(&why);
  bool ok;
  if (d.core() && d.kind == kDecideTile) {
    if (a.type == ActionType::PlaceFigure) return "no figure can be placed now";
    if (a.type != ActionType::PlaceTile) return "a tile must be placed first";
    ok = checkTile(a, w);
  } else if (a.type == ActionType::PlaceTile) {
    return "a tile was already placed this turn";
  } else if (d.core()) {
    ok = checkFigureStep(d, a, w);
  } else {
    ok = (a.type != ActionType::Module || checkModuleFields(d, a, w)) &&
         catalog().modules[d.module]->check(*this, d, a, w);
  }
  if (ok) return "";
  return why.empty() ? "that is not a legal answer to the pending decision" : why;
}

Action Game::randomAction(Rng& rng, std::vector<Action>& scratch) const {
  if (over_ || pending_.empty()) throw Error("no decision is pending");
  const Decision& d = pending_.front();
  if (d.core() && d.kind == kDecideTile && !filteringPlacements()) {
    Action a = sampleTilePlacement(rng);
    if (a.type == ActionType::PlaceTile) return a;
  }
  if (d.chance()) return sampleChance(rng.next());
  legalActions(scratch);
  if (scratch.empty()) throw Error("no legal action to choose from");
  return scratch[rng.below(static_cast<uint32_t>(scratch.size()))];
}

// Rejection sampling over the candidates (distinct hand tile and distinct rotation, frontier cell):
// each candidate is drawn with the same chance and kept if its edges fit, so every legal placement
// is equally likely. About a quarter of candidates fit, so a few draws replace listing a hundred or
// more. After many misses (a board where almost nothing fits) the caller lists instead, which keeps
// the choice uniform: both ways pick each placement with the same chance. Pieces of several squares
// are always listed. Returns a pass when the caller must list: the action comes back by value (in
// registers), not through a reference whose narrow stores the caller's wide loads would stall on.
Action Game::sampleTilePlacement(Rng& rng) const {
  const Action none;
  const std::vector<FrontierCell>& frontier = board_.frontier();
  if (frontier.empty()) return none;
  uint16_t hand[kMaxHand];
  int nHand = distinctHandTiles(hand);
  uint16_t types[kMaxHand * 4];  // (tile, rotation) pairs: every cell offers each of them
  uint8_t rots[kMaxHand * 4];
  uint16_t codes[kMaxHand * 4];  // their edge codes, so an attempt reads no catalog
  uint32_t pairs = 0;
  const Catalog& cat = catalog();
  for (int i = 0; i < nHand; ++i) {
    const TileType& t = cat.tiles[hand[i]];
    if (t.multiSquare()) return none;
    for (uint8_t r : t.distinctRots) types[pairs] = hand[i], rots[pairs] = r, codes[pairs++] = t.rot[r].edgeCode;
  }
  if (pairs == 0) return none;
  const uint32_t cells = static_cast<uint32_t>(frontier.size());
  // The draws come from a local copy written back once: the generator's state stays in registers
  // instead of being stored and reloaded around every draw (the same numbers, in the same order).
  Rng local = rng;
  for (int attempt = 0; attempt < 64; ++attempt) {
    uint32_t k = local.below(pairs);
    const FrontierCell& f = frontier[local.below(cells)];
    if (!edgesFit(codes[k], f.need, f.mask)) continue;
    rng = local;
    Action a;
    a.type = ActionType::PlaceTile, a.tile = types[k], a.rot = rots[k], a.x = f.at.x, a.y = f.at.y;
    return a;
  }
  rng = local;
  return none;
}

}  // namespace carc
