// What records, viewers and editors do to a game outside the turn's own flow: name the tile drawn
// or the player of a turn, end the game early, undo, captions, comparisons. Never in a search's
// playouts, so compiled for size in WebAssembly (CMakeLists.txt, CARC_COLD_SOURCES); the turn's
// code (game.cpp) keeps -O3.
#include <algorithm>

#include "game.hpp"

namespace carc {

namespace {
bool atTurnStart(const Game& g) {
  return !g.over() && !g.pending().empty() && g.pending().front().core() && g.pending().front().kind == kDecideTile &&
         !g.canUndo();
}

// The edits made so far to the tile decision now open (a record's "player" and "drawn"): the log
// entries at its end that name the player or the tile. Returns the entry of that type, or null.
const LogEntry* editOfThisTurn(const std::vector<LogEntry>& log, ActionType type) {
  for (size_t i = log.size(); i-- > 0;) {
    const ActionType t = log[i].action.type;
    if (t != ActionType::Draw && t != ActionType::Turn) return nullptr;
    if (t == type) return &log[i];
  }
  return nullptr;
}
}  // namespace

// A turn names its tile once (what a record move can say: one "tile", or one "drawn" besides it);
// a tile already in the hand is no draw at all.
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
  if (const LogEntry* drawn = editOfThisTurn(log_, ActionType::Draw))
    throw Error("this turn drew tile " + catalog().tiles[drawn->action.tile].id + " already (a turn names one tile)");
  if (!tileEnabled(*rules_, tt)) throw Error("tile " + tt.id + " is not in the sets in play");
  if (!hasPlacement(type)) throw Error("tile " + tt.id + " fits nowhere on the board");
  std::string why;
  Why w(&why);
  for (auto* m : rules_->modules)
    if (!m->checkDraw(*this, type, w)) throw Error("tile " + tt.id + ": " + why);
  if (setup_->freeDeck) {  // any tile of the sets; the drawn one goes back on top of the deck
    if (deckPos_ > 0)
      deck_[--deckPos_] = hands_[p][0];
    else  // only before any tile was drawn, which no turn's start sees; the count of tiles holds anyway
      deck_.insert(deck_.begin(), hands_[p][0]);
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

// A turn is given once, before its tile is named (a record move's "player" comes first). The tiles
// drawn for the turn go with it; a turn that played a piece instead of drawing drew none, so the
// player it is given to draws (or, holding a piece such as a wonder, plays that): a piece is only
// ever played by the player who holds it.
void Game::forceTurnPlayer(int p) {
  if (!setup_->freeDeck) throw Error("only a \"deck\": \"free\" record may give a move to any player");
  if (!atTurnStart(*this)) throw Error("a turn can only be given at the start of a turn");
  if (p < 0 || p >= players())
    throw Error("there is no player " + std::to_string(p) + " (players 0 to " + std::to_string(players() - 1) + ")");
  if (p == current_) return;
  if (const LogEntry* given = editOfThisTurn(log_, ActionType::Turn))
    throw Error("this turn was given to player " + std::to_string(given->action.code) + " already");
  if (editOfThisTurn(log_, ActionType::Draw)) throw Error("give the turn before its tile is named");
  if (piece_ < 0) {  // the hands change places: each must fit its new holder's hand size
    auto fits = [&](int from, int to) {
      if (handCount_[from] <= handSize(to)) return;
      throw Error("the " + std::to_string(handCount_[from]) + " tiles in the hand of player " + std::to_string(from) +
                  " do not fit the hand of player " + std::to_string(to) + " (" + std::to_string(handSize(to)) +
                  (handSize(to) == 1 ? " tile)" : " tiles)"));
    };
    fits(current_, p);
    fits(p, current_);
  }
  Game next = *this;  // refused below with nothing changed
  next.giveTurnTo(p);
  *this = std::move(next);
}

void Game::giveTurnTo(int p) {
  const bool drewNone = piece_ >= 0;
  if (!drewNone) {  // p's own hand (a hand of several tiles) waits for the player whose turn this was
    std::swap(hands_[p], hands_[current_]);
    std::swap(handCount_[p], handCount_[current_]);
  }
  current_ = static_cast<uint8_t>(p);
  piece_ = -1;
  const bool piece = !rules_->pieceModules.empty() && pieceForTurn();  // p's own, if p holds one
  if (!piece && drewNone && !refill(p)) throw Error("player " + std::to_string(p) + " has no tile to play");
  pending_.front().player = static_cast<uint8_t>(p);
  inExtraTurn_ = false;  // a turn given by the record is an ordinary one
  Action a;
  a.type = ActionType::Turn, a.code = static_cast<uint8_t>(p);
  log_.push_back({a, pending_.front()});
  turnStartLog_ = log_.size();
}

void Game::endNow() {
  if (over_ || phase_ == Phase::FinalScoring || phase_ == Phase::GameOver) return;
  if (!atTurnStart(*this)) throw Error("the game can only be ended between turns");
  pending_.clear();
  enter(Phase::FinalScoring);
  advance();
}

// ---------------------------------------------------------------- undo, queries

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

}  // namespace carc
