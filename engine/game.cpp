// The game: setup, the turn's phases and the decision queue. Placing pieces and features live in
// game_board.cpp, legal actions and the core's rules in game_rules.cpp, scoring in game_scoring.cpp.
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
    if (!again) current_ = static_cast<uint8_t>((current_ + 1) % players());
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
    current_ = static_cast<uint8_t>((current_ + 1) % players());
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

bool Game::refill(int p) {
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

namespace {
bool atTurnStart(const Game& g) {
  return !g.over() && !g.pending().empty() && g.pending().front().core() && g.pending().front().kind == kDecideTile &&
         !g.canUndo();
}
}  // namespace

void Game::forceDraw(int type) {
  if (over_ || pending_.empty() || !pending_.front().core() || pending_.front().kind != kDecideTile)
    throw Error("a tile can only be named at the start of a turn");
  if (type < 0 || type >= int(catalog().tiles.size())) throw Error("unknown tile");
  const TileType& tt = catalog().tiles[type];
  int p = current_;
  if (piece_ >= 0) {
    if (type == piece_) return;  // the piece played instead of drawing
    throw Error("tile " + tt.id + ": this turn plays " + catalog().tiles[piece_].id + " instead of drawing");
  }
  for (int i = 0; i < handCount_[p]; ++i)
    if (hands_[p][i] == type) return;  // already in hand: nothing to force
  if (!tileEnabled(*rules_, tt)) throw Error("tile " + tt.id + " is not in the sets in play");
  if (!hasPlacement(type)) throw Error("tile " + tt.id + " fits nowhere on the board");
  std::string why;
  Why w(&why);
  for (auto* m : rules_->modules)
    if (!m->checkDraw(*this, type, w)) throw Error("tile " + tt.id + ": " + why);
  if (setup_->freeDeck) {  // any tile of the sets; the drawn one goes back on top of the deck
    if (deckPos_ > 0) deck_[--deckPos_] = hands_[p][0];
    hands_[p][0] = static_cast<uint16_t>(type);
  } else {
    auto it = std::find(deck_.begin() + static_cast<std::ptrdiff_t>(deckPos_), deck_.end(), type);
    if (it == deck_.end()) throw Error("no tile " + tt.id + " is left in the deck");
    std::swap(*it, hands_[p][0]);  // the drawn tile goes back where the named one was
  }
  Action a;
  a.type = ActionType::Draw, a.tile = static_cast<uint16_t>(type);
  log_.push_back({a, pending_.front()});
  turnStartLog_ = log_.size();
}

void Game::forceTurnPlayer(int p) {
  if (!setup_->freeDeck) throw Error("only a \"deck\": \"free\" record may give a move to any player");
  if (!atTurnStart(*this)) throw Error("a turn can only be given at the start of a turn");
  if (p < 0 || p >= players())
    throw Error("there is no player " + std::to_string(p) + " (players 0 to " + std::to_string(players() - 1) + ")");
  if (p == current_) return;
  // The tiles drawn for this turn go with it; p's own hand (a hand of several tiles) waits for the
  // player whose turn this was.
  std::swap(hands_[p], hands_[current_]);
  std::swap(handCount_[p], handCount_[current_]);
  current_ = static_cast<uint8_t>(p);
  pending_.front().player = static_cast<uint8_t>(p);
  inExtraTurn_ = false;  // a turn given by the record is an ordinary one
  Action a;
  a.type = ActionType::Turn, a.code = static_cast<uint8_t>(p);
  log_.push_back({a, pending_.front()});
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
  // The modules draw from a copy that goes on where the shuffle stopped: the shuffle's own
  // generator never has its address taken, so it stays in registers.
  Rng rest = rng;
  for (auto* m : rules_->modules) m->redeal(*this, viewer, rest);
  chanceRng_ = Rng(rest.next());  // future rolls are unknown too
}

void Game::endNow() {
  if (over_ || phase_ == Phase::FinalScoring || phase_ == Phase::GameOver) return;
  if (!atTurnStart(*this)) throw Error("the game can only be ended between turns");
  pending_.clear();
  enter(Phase::FinalScoring);
  advance();
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

// ---------------------------------------------------------------- undo, queries

bool Game::canUndo() const {
  for (size_t i = turnStartLog_; i < log_.size(); ++i)
    if (!log_[i].decision.chance()) return true;
  return false;
}

namespace {
// Equal when every module's state is, a state not held counting as empty.
bool sameModuleState(const std::vector<std::vector<int>>& a, const std::vector<std::vector<int>>& b) {
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i)
    if ((i < a.size() ? a[i] : std::vector<int>{}) != (i < b.size() ? b[i] : std::vector<int>{})) return false;
  return true;
}
}  // namespace

bool operator==(const Game& a, const Game& b) {
  return *a.rules_ == *b.rules_ && *a.setup_ == *b.setup_ && a.rng_ == b.rng_ && a.chanceRng_ == b.chanceRng_ &&
         a.deck_ == b.deck_ && a.deckPos_ == b.deckPos_ && a.hands_ == b.hands_ && a.handCount_ == b.handCount_ &&
         a.handSizeOf_ == b.handSizeOf_ && a.piece_ == b.piece_ && a.piecesInstead_ == b.piecesInstead_ &&
         a.board_ == b.board_ && a.features_ == b.features_ && a.tiles_ == b.tiles_ &&
         a.openCentres_ == b.openCentres_ && a.figures_ == b.figures_ && a.supply_ == b.supply_ &&
         a.neutralSupply_ == b.neutralSupply_ && a.tokens_ == b.tokens_ && a.scores_ == b.scores_ &&
         a.pending_ == b.pending_ && a.phase_ == b.phase_ && a.current_ == b.current_ && a.turn_ == b.turn_ &&
         a.over_ == b.over_ && a.drewTile_ == b.drewTile_ && a.extraTurn_ == b.extraTurn_ &&
         a.inExtraTurn_ == b.inExtraTurn_ && a.lastTile_ == b.lastTile_ && a.touched_ == b.touched_ &&
         a.relinked_ == b.relinked_ && sameModuleState(a.moduleState_, b.moduleState_) && a.events_ == b.events_ &&
         a.log_ == b.log_ && a.turnStartLog_ == b.turnStartLog_ && a.finalLog_ == b.finalLog_ &&
         a.annotations() == b.annotations();
}

// Replays the log without its last player action (and the chance outcomes that followed it).
void Game::undo() {
  if (!canUndo()) throw Error("nothing to undo in this turn");
  size_t keep = log_.size();
  while (keep > turnStartLog_ && log_[keep - 1].decision.chance()) --keep;
  --keep;
  Game fresh(*rules_->cat, *setup_);
  fresh.recordEvents(recording_);
  for (size_t i = 0; i < keep; ++i) {
    const Action& a = log_[i].action;
    if (a.type == ActionType::Draw)
      fresh.forceDraw(a.tile);
    else if (a.type == ActionType::Turn)
      fresh.forceTurnPlayer(a.code);
    else
      fresh.apply(a);
  }
  int moves = fresh.movesMade();  // a tile taken back takes its move's caption with it
  for (const Annotation& a : annotations())
    if (a.move < moves) fresh.annotate(a);
  *this = std::move(fresh);
}

const std::vector<Annotation>& Game::annotations() const {
  static const std::vector<Annotation> none;
  return annotations_ ? *annotations_ : none;
}

int Game::movesMade() const {
  return static_cast<int>(std::count_if(log_.begin(), log_.end(),
                                        [](const LogEntry& e) { return e.action.type == ActionType::PlaceTile; }));
}

void Game::annotate(Annotation a) {
  if (a.move < 0 || a.move >= movesMade()) throw Error("no move " + std::to_string(a.move) + " was made yet");
  auto list = std::make_shared<std::vector<Annotation>>(annotations());
  auto at =
      std::lower_bound(list->begin(), list->end(), a.move, [](const Annotation& x, int move) { return x.move < move; });
  if (at != list->end() && at->move == a.move) at = list->erase(at);
  if (!a.note.empty() || !a.features.empty() || !a.squares.empty()) list->insert(at, std::move(a));
  annotations_ = list->empty() ? nullptr : std::move(list);
}

std::vector<int> Game::tilesLeftByType() const {
  std::vector<int> n(catalog().tiles.size(), 0);
  for (size_t i = deckPos_; i < deck_.size(); ++i) ++n[deck_[i]];
  for (int p = 0; p < players(); ++p)
    for (int i = 0; i < handCount_[p]; ++i) ++n[hands_[p][i]];
  return n;
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
