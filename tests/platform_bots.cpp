// The platform's bots (engine/platform/bots/) on a game that is not Carcassonne: a Nim written
// here, with a die and a hidden card. The pile starts at 15; a seat takes 1-3 stones (4 with the
// bonus card it was dealt face down); whoever takes the last stone wins; after every move that
// leaves stones a die puts one stone back with chance 1/4 (weights 3 and 1). The game has none of
// the optional hooks (every default is used) except in CountingNim, which adds randomAction.
#include <catch2/catch.hpp>
#include <set>

#include "bots/any_bot.hpp"

namespace {

class Nim {
 public:
  using Action = int;  // stones taken; at the die: stones put back (0 or 1)

  explicit Nim(uint64_t deal, int pile = 15) : pile_(pile) {
    platform::Rng rng(deal);
    for (int& c : cards_) c = int(rng.below(2));
  }
  int seats() const { return 2; }
  int decider() const {
    if (winner_ >= 0) return platform::kNoDecider;
    return die_ ? platform::kChanceDecider : toMove_;
  }
  bool finished() const { return winner_ >= 0; }
  void legalActions(std::vector<Action>& list) const {
    list.clear();
    if (finished()) return;
    if (die_) {
      list = {0, 1};
      return;
    }
    for (int take = 1; take <= std::min(pile_, cards_[toMove_] ? 4 : 3); ++take) list.push_back(take);
  }
  double chanceWeight(Action a) const { return a == 0 ? 3 : 1; }
  void applyLegal(Action a) {
    if (die_) {
      pile_ += a, die_ = false;
      return;
    }
    pile_ -= a;
    if (pile_ == 0)
      winner_ = toMove_;
    else
      toMove_ = 1 - toMove_, die_ = true;
  }
  void finalValues(std::vector<double>& values) const {
    values.assign(2, 0.0);
    values[size_t(winner_)] = 1;
  }
  // The other seat's card is what `seat` cannot see: dealt anew.
  void redealHidden(int seat, uint64_t seed) {
    ++redeals;
    lastRedealSeat = seat;
    platform::Rng rng(seed);
    cards_[1 - seat] = int(rng.below(2));
  }

  int pile() const { return pile_; }
  int card(int seat) const { return cards_[seat]; }
  void setCard(int seat, int c) { cards_[seat] = c; }
  static inline long long redeals = 0;
  static inline int lastRedealSeat = -9;

 private:
  int pile_, toMove_ = 0, winner_ = -1;
  bool die_ = false;
  int cards_[2] = {0, 0};
};

static_assert(platform::BotState<Nim>);

// Nim with the randomAction hook: counts its calls, draws as the default would.
struct CountingNim : Nim {
  using Nim::Nim;
  static inline long long draws = 0;
  Action randomAction(platform::Rng& rng, std::vector<Action>& scratch) const {
    ++draws;
    legalActions(scratch);
    return decider() == platform::kChanceDecider ? platform::bots::drawByWeight(*this, scratch, rng)
                                                 : scratch[rng.below(uint32_t(scratch.size()))];
  }
};

bool listed(const Nim& s, int a) {
  std::vector<int> l;
  s.legalActions(l);
  return std::find(l.begin(), l.end(), a) != l.end();
}

// One game; bots[seat] choose, a chance decision is drawn from `dice`. Returns the winner and
// appends every choice to `picks`.
template <class A, class B>
int playNim(Nim g, A& first, B& second, platform::Rng& dice, std::vector<int>* picks = nullptr) {
  platform::RandomBot<Nim> chance(dice.next());
  while (!g.finished()) {
    int d = g.decider();
    int a = d == platform::kChanceDecider ? chance.choose(g) : d == 0 ? first.choose(g) : second.choose(g);
    REQUIRE(listed(g, a));
    if (picks) picks->push_back(a);
    g.applyLegal(a);
  }
  std::vector<double> v;
  g.finalValues(v);
  return v[0] == 1 ? 0 : 1;
}

platform::MctsBudget iterations(int n) {
  platform::MctsBudget b;
  b.iterations = n;
  return b;
}

}  // namespace

TEST_CASE("platform bots: random picks only listed answers, and a chance decision by its weights", "[bots][platform]") {
  platform::RandomBot<Nim> bot(3);
  std::set<int> takes;
  int dice = 0, stoneBack = 0;
  for (uint64_t deal = 0; deal < 300; ++deal) {
    Nim g(deal);
    while (!g.finished()) {
      int a = bot.choose(g);
      REQUIRE(listed(g, a));
      REQUIRE(bot.lastOptions().size() >= 1);
      if (g.decider() == platform::kChanceDecider)
        ++dice, stoneBack += a;
      else
        takes.insert(a);
      g.applyLegal(a);
    }
  }
  CHECK(takes == std::set<int>{1, 2, 3, 4});  // 4 only with the bonus card
  REQUIRE(dice > 1000);
  CHECK(double(stoneBack) / dice == Approx(0.25).margin(0.04));  // weights 3 : 1
  Nim over(1, 1);
  over.applyLegal(1);
  REQUIRE_THROWS_WITH(bot.choose(over), "no legal action to choose from");
}

TEST_CASE("platform bots: greedy takes an immediate win, and plays without an evaluation hook", "[bots][platform]") {
  for (int pile = 1; pile <= 3; ++pile)
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      Nim g(7, pile);
      platform::GreedyBot<Nim> bot(seed);
      CHECK(bot.choose(g) == pile);  // the last stone
    }
  Nim withCard(7, 4);
  withCard.setCard(0, 1);
  platform::GreedyBot<Nim> bot(2);
  CHECK(bot.choose(withCard) == 4);  // the card's fourth stone wins
  Nim over(7, 1);
  over.applyLegal(1);
  REQUIRE_THROWS_WITH(bot.choose(over), "no decision is pending");
}

TEST_CASE("platform bots: MCTS beats random in a seeded match, seats swapped", "[bots][platform]") {
  int mctsWins = 0;
  const int games = 40;
  for (int i = 0; i < games; ++i) {
    platform::MctsBot<Nim> mcts(uint64_t(i) + 100, iterations(300));
    platform::RandomBot<Nim> random(uint64_t(i) + 200);
    platform::Rng dice{uint64_t(i)};
    Nim g(uint64_t(i / 2));
    bool mctsFirst = i % 2 == 0;
    int winner = mctsFirst ? playNim(g, mcts, random, dice) : playNim(g, random, mcts, dice);
    mctsWins += winner == (mctsFirst ? 0 : 1);
  }
  INFO("MCTS won " << mctsWins << " of " << games);
  CHECK(mctsWins >= games * 3 / 4);
}

TEST_CASE("platform bots: MCTS re-deals the hidden card for the searching seat every iteration", "[bots][platform]") {
  Nim g(5);
  g.applyLegal(2), g.applyLegal(0);  // seat 1 to move, 13 stones
  REQUIRE(g.decider() == 1);
  platform::MctsBot<Nim> bot(9, iterations(250));
  long long before = Nim::redeals;
  int a = bot.choose(g);
  CHECK(listed(g, a));
  CHECK(Nim::redeals - before == 250);
  CHECK(Nim::lastRedealSeat == 1);
  CHECK(bot.lastStats().iterations == 250);
  CHECK(bot.lastStats().playoutDecisions > 250);  // played to the end: no leafValues hook
  // Availability and several searches run the budget too, and pick a listed answer.
  platform::MctsBudget b = iterations(100);
  b.availability = true, b.searches = 3;
  platform::MctsBot<Nim> wide(9, b);
  CHECK(listed(g, wide.choose(g)));
  CHECK(wide.lastStats().iterations == 300);
}

TEST_CASE("platform bots: the same seed gives the same choices, another seed other ones", "[bots][platform]") {
  auto game = [](uint64_t seed) {
    std::vector<int> picks;
    for (uint64_t deal = 0; deal < 6; ++deal) {
      platform::MctsBot<Nim> mcts(seed, iterations(60));
      platform::GreedyBot<Nim> greedy(seed + 1);
      platform::RandomBot<Nim> random(seed + 2);
      platform::Rng dice(seed + deal);
      playNim(Nim(deal), mcts, greedy, dice, &picks);
      playNim(Nim(deal), random, mcts, dice, &picks);
    }
    return picks;
  };
  std::vector<int> a = game(11), b = game(11), c = game(12);
  REQUIRE(a.size() > 30);
  CHECK(a == b);
  CHECK_FALSE(a == c);
}

TEST_CASE("platform bots: a game's randomAction hook drives the playouts and chance", "[bots][platform]") {
  CountingNim g(4);
  platform::MctsBot<CountingNim> bot(1, iterations(50));
  long long before = CountingNim::draws;
  CHECK(listed(g, bot.choose(g)));
  CHECK(CountingNim::draws - before >= bot.lastStats().playoutDecisions);
  // At a chance decision every bot draws by the weights: the stone comes back about 1 in 4.
  g.applyLegal(1);
  REQUIRE(g.decider() == platform::kChanceDecider);
  int back = 0;
  for (uint64_t seed = 0; seed < 400; ++seed) {
    platform::GreedyBot<CountingNim> greedy(seed);
    platform::MctsBot<CountingNim> mcts(seed, iterations(10));
    back += greedy.choose(g) + mcts.choose(g);
  }
  CHECK(back / 800.0 == Approx(0.25).margin(0.05));
}

TEST_CASE("platform bots: makeBot builds each kind by name, the same bot as the template", "[bots][platform]") {
  Nim g(3);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    platform::RandomBot<Nim> random(seed);
    platform::GreedyBot<Nim> greedy(seed);
    platform::MctsBot<Nim> mcts(seed, iterations(80));
    CHECK(platform::makeBot<Nim>("random", seed)->choose(g) == random.choose(g));
    CHECK(platform::makeBot<Nim>("greedy", seed)->choose(g) == greedy.choose(g));
    CHECK(platform::makeBot<Nim>("mcts", seed, iterations(80))->choose(g) == mcts.choose(g));
  }
  REQUIRE_THROWS_WITH(platform::makeBot<Nim>("genius", 1), "unknown bot 'genius' (known: random, greedy, mcts)");
}
