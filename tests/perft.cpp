// The walk of `carcassonne perft`: a random bot seeded with the game seed plays a 2-player base game
// with the default rules; counted are the decisions, the options offered (tile and figure) and the
// final scores. The constants come from `./build/native/carcassonne perft` (seeds 1, 2, 3); a change
// in any of them means the rules, the option lists, the shuffle or the bot's stream changed.
#include "test_support.hpp"

using namespace carctest;

namespace {

struct Perft {
  long long decisions = 0, options = 0, tile = 0, figure = 0;
  std::vector<int> scores;
};

// The same setup as the command line's (players "Bot 1", "Bot 2", bots, the seed, default rules).
Perft walk(uint64_t seed) {
  json setup = {{"players", {{{"name", "Bot 1"}, {"bot", true}}, {{"name", "Bot 2"}, {"bot", true}}}},
                {"sets", {"base"}},
                {"seed", seed},
                {"rules", json::object()}};
  Game g(cat(), carc::parseSetup(cat(), setup));
  carc::RandomBot bot(seed);
  Perft r;
  while (!g.over()) {
    bool tile = g.pending().front().kind == carc::kDecideTile;
    carc::Action choice = bot.choose(g);
    long long n = static_cast<long long>(bot.lastOptions().size());
    ++r.decisions, r.options += n;
    (tile ? r.tile : r.figure) += n;
    g.apply(choice);
  }
  r.scores = carctest::scores(g);
  return r;
}

}  // namespace

TEST_CASE("perft: seeded random walks give the checked-in counts", "[perft]") {
  struct Expect {
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  // perft seed 1: decisions 142 options 1808 tile 1664 figure 144 scores 21 25
  // perft seed 2: decisions 142 options 2119 tile 1985 figure 134 scores 10 16
  // perft seed 3: decisions 142 options 2121 tile 1998 figure 123 scores 19 22
  const Expect expect[] = {
      {1, 142, 1808, 1664, 144, {21, 25}},
      {2, 142, 2119, 1985, 134, {10, 16}},
      {3, 142, 2121, 1998, 123, {19, 22}},
  };
  for (const Expect& e : expect) {
    INFO("seed " << e.seed);
    Perft p = walk(e.seed);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.tile + p.figure == p.options);
    CHECK(p.scores == e.scores);
  }
}

TEST_CASE("perft: the walk is deterministic", "[perft]") {
  Perft a = walk(7), b = walk(7);
  CHECK(a.decisions == b.decisions);
  CHECK(a.options == b.options);
  CHECK(a.scores == b.scores);
  // 71 tiles, each a tile decision and a figure decision, unless one is discarded.
  CHECK(a.decisions <= 142);
  CHECK(a.decisions % 2 == 0);
}
