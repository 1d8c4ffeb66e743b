// The game: setup, the turn's phases and the decision queue. Placing pieces and features live in
// game_board.cpp, legal actions and the core's rules in game_rules.cpp, scoring in game_scoring.cpp,
// the rules a setup makes in rules_setup.cpp, edits from outside the turn (records, undo) in
// game_edits.cpp.
#include "game.hpp"

#include <algorithm>
#include <cassert>

namespace carc {

namespace {
Setup withDefaults(const Catalog& cat, Setup s) {
  if (s.options.empty())
    for (auto& o : cat.options) s.options.push_back(o.defaultValue);
  return s;
}
}  // namespace

std::shared_ptr<const Rules> rulesFor(const Catalog& cat, const Setup& s) {
  if (!cat.isStandard()) return makeRules(cat, s);
  // What makeRules reads of a setup.
  struct Last {
    size_t players = 0;
    std::vector<std::string> sets;
    std::vector<int> options;
    std::string startTile;
    Coord startAt;
    int startRot = 0;
    std::shared_ptr<const Rules> rules;
  };
  thread_local Last last;
  if (last.rules && last.players == s.players.size() && last.sets == s.sets && last.options == s.options &&
      last.startTile == s.startTile && last.startAt == s.startAt && last.startRot == s.startRot)
    return last.rules;
  auto r = makeRules(cat, s);  // throws before anything is kept
  last = {s.players.size(), s.sets, s.options, s.startTile, s.startAt, s.startRot, r};
  return r;
}

Game::Game(const Catalog& cat, Setup setup)
    : rules_(rulesFor(cat, setup)),
      setup_(std::make_shared<const Setup>(withDefaults(cat, std::move(setup)))),
      rng_(setup_->seed),
      chanceRng_(setup_->seed ^ 0xC4A9CEC4A9CEull) {
  const Rules& r = *rules_;
  deck_ = r.deck;
  for (size_t i = deck_.size(); i > 1; --i) std::swap(deck_[i - 1], deck_[rng_.below(static_cast<uint32_t>(i))]);
  moduleState_.resize(r.moduleIds.back() + 1);  // up to the last active module
  for (auto* m : r.modules) m->arrangeDeck(*this, deck_);
  tilesInPlay_ = static_cast<int>(deck_.size());
  // Room for a whole game up front: growing these vectors turn by turn cost a few percent.
  tiles_.reserve(deck_.size() + 1);
  figures_.reserve(16);
  openCentres_.reserve(16);
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

void Game::setSupply(int p, int figureKind, int n) {
  if (p == kNeutral)
    neutralSupply_[figureKind] = static_cast<uint8_t>(n);
  else
    supply_[p][figureKind] = static_cast<uint8_t>(n);
}

// ---------------------------------------------------------------- turn flow

void Game::enter(Phase p) {
  switch (p) {
    case Phase::Draw:
      return enterPhase<Phase::Draw>();
    case Phase::PlaceTile:
      return enterPhase<Phase::PlaceTile>();
    case Phase::AfterTile:
      return enterPhase<Phase::AfterTile>();
    case Phase::PlaceFigure:
      return enterPhase<Phase::PlaceFigure>();
    case Phase::AfterFigure:
      return enterPhase<Phase::AfterFigure>();
    case Phase::Score:
      return enterPhase<Phase::Score>();
    case Phase::AfterScore:
      return enterPhase<Phase::AfterScore>();
    case Phase::EndTurn:
      return enterPhase<Phase::EndTurn>();
    case Phase::FinalScoring:
      return enterPhase<Phase::FinalScoring>();
    case Phase::GameOver:
      return enterPhase<Phase::GameOver>();
  }
}

// One phase's own work, then the modules that hook it. A template per phase: advance() runs every
// phase of a turn in one loop, and the core's part of each compiles to its few lines.
template <Phase P>
void Game::enterPhase() {
  phase_ = P;
  if constexpr (P == Phase::Draw) {
    drewTile_ = drawForTurn();
    turnStartLog_ = log_.size();
    touched_.clear(), relinked_.clear();
  } else if constexpr (P == Phase::PlaceTile) {
    lastTile_ = -1;
    pending_.push_back({current_, kDecideTile, kCore, 0});
  } else if constexpr (P == Phase::PlaceFigure) {
    pending_.push_back({current_, kDecideFigure, kCore, 0});
  } else if constexpr (P == Phase::Score) {
    scoreCompleted();
  } else if constexpr (P == Phase::FinalScoring) {
    finalLog_ = log_.size();
    finalScoring();
  } else if constexpr (P == Phase::GameOver) {
    over_ = true;
    pending_.clear();
  }
  for (auto* m : rules_->phaseHooks[static_cast<int>(P)]) m->onPhase(*this, P);
  if constexpr (P == Phase::EndTurn) {
    // A granted extra turn: the same player again (the modules say when one is due).
    bool again = extraTurn_;
    extraTurn_ = false;
    inExtraTurn_ = again;
    if (!again) current_ = static_cast<uint8_t>(playerAfter(current_));
    ++turn_;
  }
  if constexpr (P == Phase::GameOver)
    if (recording_) emit(EventType::GameOver);
}

void Game::advance() {
  const Rules& r = *rules_;
  while (!over_ && pending_.empty()) {
    // A step's answers are all in: modules may act on it as a whole (and ask more) first.
    for (auto* m : r.settleHooks) {
      m->onSettled(*this);
      if (!pending_.empty()) return;
    }
    if (phase_ == Phase::GameOver) return;
    Phase next = phase_ == Phase::Draw && !drewTile_ ? Phase::FinalScoring : r.nextPhase[static_cast<int>(phase_)];
    switch (next) {  // the turn's usual phases entered here, each its own code; the rest through enter()
      case Phase::Draw:
        enterPhase<Phase::Draw>();
        break;
      case Phase::PlaceTile:
        enterPhase<Phase::PlaceTile>();
        break;
      case Phase::PlaceFigure:
        enterPhase<Phase::PlaceFigure>();
        break;
      case Phase::Score:
        enterPhase<Phase::Score>();
        break;
      case Phase::EndTurn:
        enterPhase<Phase::EndTurn>();
        break;
      default:
        enter(next);
        break;
    }
  }
}

// Fills the hand of the player to move; players whose hand stays empty are skipped. False when
// no player holds a tile: the game is over.
bool Game::drawForTurn() {
  piece_ = -1;
  for (int tries = 0; tries < players(); ++tries) {
    if (tries == 0 && !rules_->pieceModules.empty() && pieceForTurn()) return true;
    if (refill(current_)) return true;
    current_ = static_cast<uint8_t>(playerAfter(current_));
  }
  return false;
}

// A module's piece instead of the draw (the tiles in hand wait); only if it fits somewhere.
bool Game::pieceForTurn() {
  for (auto* m : rules_->pieceModules) {
    int type = m->pieceInsteadOfDraw(*this, current_);
    if (type >= 0 && type < int(catalog().tiles.size()) && hasPlacement(type)) {
      piece_ = static_cast<int16_t>(type);
      return true;
    }
  }
  return false;
}

void Game::passHandTile(int from, int to) {
  if (handCount_[from] > 0 && handCount_[to] < kMaxHand)
    hands_[to][handCount_[to]++] = hands_[from][--handCount_[from]];
}

int Game::tilesToPlace() const {
  int held = 0;
  for (int p = 0; p < players(); ++p) held += handCount_[p];
  if (!setup_->freeDeck) return tilesLeft() + held;
  return std::min(tilesLeft() + held, tilesInPlay_ - tilesPlacedFromDeck());
}

bool Game::refill(int p) {
  // A free deck whose sets' tiles are all placed: no tile is left to play (the rule is tilesToPlace's).
  if (setup_->freeDeck && tilesToPlace() <= 0) [[unlikely]]
    return false;
  int handSize = this->handSize(p);
  for (;;) {
    // Tiles that fit nowhere are discarded (out of the game) and replaced.
    int keep = 0;
    for (int i = 0; i < handCount_[p]; ++i) {
      uint16_t t = hands_[p][i];
      if (hasPlacement(t)) {
        hands_[p][keep++] = t;
      } else if (recording_) {
        Event& e = emit(EventType::TileDiscarded);
        e.player = static_cast<int8_t>(p), e.tileType = t;
      }
    }
    handCount_[p] = static_cast<uint8_t>(keep);
    if (handCount_[p] >= handSize || deckPos_ >= deck_.size()) return handCount_[p] > 0;
    while (handCount_[p] < handSize && deckPos_ < deck_.size()) hands_[p][handCount_[p]++] = deck_[deckPos_++];
  }
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
  // The modules draw from a copy that goes on where the shuffle stopped: the shuffle's own
  // generator never has its address taken, so it stays in registers.
  Rng rest = rng;
  for (auto* m : rules_->modules) m->redeal(*this, viewer, rest);
  chanceRng_ = Rng(rest.next());  // future rolls are unknown too
}

// ---------------------------------------------------------------- applying

void Game::apply(const Action& a) {
  if (over_) throw Error("the game is over");
  if (pending_.empty()) throw Error("no decision is pending");
  if (!isLegal(a)) {
    std::string why = explain(a);
    throw Error(why.empty() ? "illegal action" : why);
  }
  applyLegal(a);
}

void Game::applyLegal(const Action& a) {
  assert(isLegal(a));
  const Decision d = pending_.front();
  pending_.erase(pending_.begin());
  log_.push_back({a, d});
  if (d.chance()) chanceRng_.next();  // the draw settleChance() peeked at, or one a record overrode
  if (!d.core()) {
    catalog().modules[d.module]->apply(*this, d, a);
  } else {
    switch (a.type) {
      case ActionType::PlaceTile: {
        int p = current_;
        if (piece_ >= 0) {  // the piece instead of the draw: the hand stays as it is
          piece_ = -1;
          ++piecesInstead_;
          placeTile(a);
          break;
        }
        for (int i = 0; i < handCount_[p]; ++i)
          if (hands_[p][i] == a.tile) {
            hands_[p][i] = hands_[p][--handCount_[p]];
            break;
          }
        placeTile(a);
        break;
      }
      case ActionType::PlaceFigure:
        placeFigure(d.player, a.figure, a.tile, a.segment);
        break;
      case ActionType::Module:
        catalog().modules[a.module]->apply(*this, d, a);
        break;
      default:
        break;
    }
  }
  advance();
}

// One draw of the chance stream per chance decision, whatever the outcome or who named it: a
// record that names the outcome leaves the stream where a drawn outcome would.
Action Game::sampleChance(uint64_t draw) const {
  thread_local std::vector<Action> outcomes;
  legalActions(outcomes);
  if (outcomes.empty()) throw Error("a chance decision has no outcome");
  const Decision& d = pending_.front();
  const Module* m = catalog().modules[d.module].get();
  uint64_t total = 0;
  for (const Action& a : outcomes) total += static_cast<uint64_t>(std::max(0, m->chanceWeight(*this, d, a)));
  if (total == 0) return outcomes[0];
  uint64_t pick = ((draw >> 32) * total) >> 32;
  for (const Action& a : outcomes) {
    uint64_t w = static_cast<uint64_t>(std::max(0, m->chanceWeight(*this, d, a)));
    if (pick < w) return a;
    pick -= w;
  }
  return outcomes.back();
}

void Game::settleChance() {
  while (!over_ && !pending_.empty() && pending_.front().chance()) {
    Rng peek = chanceRng_;
    applyLegal(sampleChance(peek.next()));
  }
}

// Whether a player acted this turn (the bots' evaluation asks it at every leaf).
bool Game::canUndo() const {
  for (size_t i = turnStartLog_; i < log_.size(); ++i)
    if (!log_[i].decision.chance()) return true;
  return false;
}

int Game::token(int module, int kind, int player) const {
  for (const Token& t : tokens_)
    if (t.module == module && t.kind == kind && t.player == player) return t.value;
  return -1;
}

void Game::setToken(int module, int kind, int player, int value) {
  for (Token& t : tokens_)
    if (t.module == module && t.kind == kind && t.player == player) {
      t.value = value;
      return;
    }
  tokens_.push_back({static_cast<uint8_t>(module), static_cast<uint8_t>(kind), static_cast<int8_t>(player), value});
}

Event& Game::emitModuleEvent(int module, int code, int value, Coord at, int player) {
  if (!recording_) return unrecorded_;  // the module may fill more fields; nobody reads them
  Event& e = emit(EventType::Module);
  e.module = static_cast<uint8_t>(module), e.code = static_cast<uint8_t>(code);
  e.points = static_cast<int16_t>(value);
  e.at = at, e.player = static_cast<int8_t>(player);
  return e;
}

}  // namespace carc
