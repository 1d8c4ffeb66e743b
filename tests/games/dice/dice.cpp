// The rules of "dice" (stated in dice.hpp).
#include "dice.hpp"

#include <algorithm>

#include "rng.hpp"

namespace dice {

using platform::Rng;

// The seeded deal: shuffled goal cards (Fisher-Yates on the platform's stream, the same everywhere),
// one to each player, and the first open line.
State::State(std::vector<platform::Seat> seats, uint64_t seed)
    : players_(std::make_shared<const std::vector<platform::Seat>>(std::move(seats))), seed_(seed) {
  seats_ = int(players_->size());
  cell_.fill(-1);
  goal_.fill(-1);
  std::array<int8_t, kLines> deck;
  for (int i = 0; i < kLines; ++i) deck[i] = int8_t(i);
  Rng rng(seed);
  for (int i = kLines - 1; i > 0; --i) std::swap(deck[i], deck[rng.below(uint32_t(i + 1))]);
  for (int p = 0; p < seats_; ++p) goal_[p] = deck[p];
  open_ = int(rng.below(kLines));
}

static std::vector<platform::Seat> namedSeats(std::initializer_list<const char*> names) {
  std::vector<platform::Seat> seats;
  for (const char* n : names) seats.push_back({n, nullptr});
  return seats;
}

State::State(std::initializer_list<const char*> names, uint64_t seed) : State(namedSeats(names), seed) {}

bool State::lineFull(int line) const {
  for (int i = 0; i < kSize; ++i) {
    int x = line < kSize ? i : line - kSize, y = line < kSize ? line : i;
    if (owner(x, y) < 0) return false;
  }
  return true;
}

Verdict State::verdict(int x, int y) const {
  if (x < 0 || y < 0 || x >= kSize || y >= kSize) return Verdict::OffGrid;
  if (owner(x, y) >= 0) return Verdict::Occupied;
  if (!onLine(open_, x, y) && !lineFull(open_)) return Verdict::OffLine;
  return Verdict::Legal;
}

void State::legalActions(std::vector<Action>& list) const {
  list.clear();
  if (over_) return;
  if (rolling_) {
    for (int f = 1; f <= kFaces; ++f) list.push_back({true, int8_t(f), 0});
    return;
  }
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x)
      if (verdict(x, y) == Verdict::Legal) list.push_back({false, int8_t(x), int8_t(y)});
}

void State::applyLegal(const Action& a) {
  if (a.roll) {
    open_ = a.x - 1;
    rolling_ = false;
    events_.push_back({EventId::Roll, a.x, int8_t(open_), 0});
    return;
  }
  place(a.x, a.y);
}

void State::place(int x, int y) {
  cell_[y * kSize + x] = int8_t(current_);
  events_.push_back({EventId::Place, int8_t(current_), int8_t(x), int8_t(y)});
  int filled = 0;
  for (int line : {y, kSize + x}) filled += lineFull(line);
  if (filled) {
    score_[current_] += filled;
    events_.push_back({EventId::Score, int8_t(current_), int8_t(filled), int8_t(Reason::Line)});
  }
  ++placed_;
  current_ = (current_ + 1) % seats_;
  if (placed_ == kRounds * seats_)
    endGame();
  else
    rolling_ = true;
}

void State::endGame() {
  for (int p = 0; p < seats_; ++p) {
    int mine = 0;
    for (int i = 0; i < kSize * kSize; ++i) mine += cell_[i] == p && onLine(goal_[p], i % kSize, i / kSize);
    score_[p] += 2 * mine;
    events_.push_back({EventId::Score, int8_t(p), int8_t(2 * mine), int8_t(Reason::Goal)});
  }
  over_ = true;
  events_.push_back({EventId::End, 0, 0, 0});
}

void State::finalValues(std::vector<double>& values) const {
  values.assign(seats_, 0.0);
  int best = *std::max_element(score_.begin(), score_.begin() + seats_);
  int winners = int(std::count(score_.begin(), score_.begin() + seats_, best));
  for (int p = 0; p < seats_; ++p)
    if (score_[p] == best) values[p] = 1.0 / winners;
}

// The goals `seat` cannot see are dealt again from the cards it has not seen (every card but its
// own: the others' goals and the undealt ones are alike to it).
void State::redealHidden(int seat, uint64_t seed) {
  if (over_) return;  // revealed at the end
  std::array<int8_t, kLines - 1> pool;
  int n = 0;
  for (int line = 0; line < kLines; ++line)
    if (seat < 0 || seat >= seats_ || line != goal_[seat]) pool[n++] = int8_t(line);
  Rng rng(seed);
  for (int i = n - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(uint32_t(i + 1))]);
  int next = 0;
  for (int p = 0; p < seats_; ++p)
    if (p != seat) goal_[p] = pool[next++];
}

bool operator==(const State& a, const State& b) {
  return *a.players_ == *b.players_ && a.seed_ == b.seed_ && a.seats_ == b.seats_ && a.current_ == b.current_ &&
         a.placed_ == b.placed_ && a.open_ == b.open_ && a.rolling_ == b.rolling_ && a.over_ == b.over_ &&
         a.cell_ == b.cell_ && a.goal_ == b.goal_ && a.score_ == b.score_ && a.events_ == b.events_;
}

std::string lineName(int line) {
  return line < kSize ? "row " + std::to_string(line) : "column " + std::to_string(line - kSize);
}

}  // namespace dice
