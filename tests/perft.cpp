// The walk of `carcassonne perft`: a random bot seeded with the game seed plays a 2-player game
// with the default rules (the base game, or the sets `--sets` names); counted are the decisions, the options offered
// (tile and figure) and the final scores. The constants come from `./build/native/carcassonne perft` (seeds 1, 2, 3); a
// change in any of them means the rules, the option lists, the shuffle or the bot's stream changed.
#include "test_support.hpp"

using namespace carctest;

namespace {

struct Perft {
  long long decisions = 0, options = 0, tile = 0, figure = 0;
  std::vector<int> scores;
};

// The same setup as the command line's (players "Bot 1", "Bot 2", bots, the seed, default rules).
Perft walk(uint64_t seed, const json& sets = {"base"}, const json& rules = json::object()) {
  json setup = {{"players", {{{"name", "Bot 1"}, {"bot", true}}, {{"name", "Bot 2"}, {"bot", true}}}},
                {"sets", sets},
                {"seed", seed},
                {"rules", rules}};
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

TEST_CASE("perft: expansions: the river and the abbot", "[perft]") {
  struct Expect {
    const char* sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  // carcassonne perft --sets base,river (83 tiles: 72 base with D shuffled in, 11 river tiles):
  // perft seed 1: decisions 166 options 2821 tile 2659 figure 162 scores 15 22
  // perft seed 2: decisions 166 options 3112 tile 2968 figure 144 scores 18 11
  // perft seed 3: decisions 166 options 2812 tile 2680 figure 132 scores 25 11
  // carcassonne perft --sets base,abbot (the same tile options as the base game: garden copies have
  // the edges of their originals; more figure options: the abbot and the recall):
  // perft seed 1: decisions 142 options 1830 tile 1664 figure 166 scores 19 40
  // perft seed 2: decisions 142 options 2138 tile 1985 figure 153 scores 26 21
  // perft seed 3: decisions 142 options 2143 tile 1998 figure 145 scores 30 26
  // carcassonne perft --sets base,river,abbot:
  // perft seed 1: decisions 166 options 2838 tile 2659 figure 179 scores 28 20
  // perft seed 2: decisions 166 options 3149 tile 2968 figure 181 scores 40 17
  // perft seed 3: decisions 166 options 2840 tile 2680 figure 160 scores 36 16
  const Expect expect[] = {
      {"base,river", 1, 166, 2821, 2659, 162, {15, 22}},       {"base,river", 2, 166, 3112, 2968, 144, {18, 11}},
      {"base,river", 3, 166, 2812, 2680, 132, {25, 11}},       {"base,abbot", 1, 142, 1830, 1664, 166, {19, 40}},
      {"base,abbot", 2, 142, 2138, 1985, 153, {26, 21}},       {"base,abbot", 3, 142, 2143, 1998, 145, {30, 26}},
      {"base,river,abbot", 1, 166, 2838, 2659, 179, {28, 20}}, {"base,river,abbot", 2, 166, 3149, 2968, 181, {40, 17}},
      {"base,river,abbot", 3, 166, 2840, 2680, 160, {36, 16}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << e.sets << " seed " << e.seed);
    json sets = json::array();
    std::string list = e.sets;
    for (size_t at = 0; at <= list.size();) {
      size_t comma = list.find(',', at);
      sets.push_back(list.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
    Perft p = walk(e.seed, sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
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

TEST_CASE("perft: the expansions, alone and together, give the checked-in counts", "[perft]") {
  // From `carcassonne perft --sets base,ic|base,tb|base,ic,tb --seeds 1,2`. Every drawn tile is two
  // decisions: base 71 + ic 18 = 89 tiles (178), + tb 24 = 95 (190), all three 113 (226).
  struct Expect {
    std::vector<std::string> sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {{"base", "ic"}, 1, 178, 2573, 2395, 178, {28, 13}},
      {{"base", "ic"}, 2, 178, 2817, 2616, 201, {45, 34}},
      {{"base", "tb"}, 1, 190, 3747, 3570, 177, {33, 32}},
      {{"base", "tb"}, 2, 190, 3307, 3136, 171, {11, 19}},
      {{"base", "ic", "tb"}, 1, 226, 4111, 3894, 217, {24, 29}},
      {{"base", "ic", "tb"}, 2, 226, 4165, 3962, 203, {41, 36}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << json(e.sets).dump() << " seed " << e.seed);
    Perft p = walk(e.seed, e.sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.scores == e.scores);
  }
}

TEST_CASE("perft: the mini expansions Robbers, Messages and Crop Circles, alone and together", "[perft]") {
  // From `carcassonne perft --sets base,robbers|base,messages|base,cropcircles|base,robbers,messages,cropcircles`.
  // Robbers and Crop Circles add 8 and 6 tiles and their decisions (robber placements, robberies, A/B and
  // every player's answer); Messages adds no tile: the figure choices, draws (chance) and answers only, so
  // seeds 2 and 3 (no dark space reached by the player to move, figures never apart when asked) match the base game.
  struct Expect {
    std::vector<std::string> sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {{"base", "robbers"}, 1, 161, 2397, 2242, 155, {28, 18}},
      {{"base", "robbers"}, 2, 167, 2506, 2336, 170, {31, 21}},
      {{"base", "robbers"}, 3, 166, 2607, 2456, 151, {28, 24}},
      {{"base", "messages"}, 1, 143, 2081, 1931, 150, {21, 19}},
      {{"base", "messages"}, 2, 142, 2119, 1985, 134, {10, 16}},
      {{"base", "cropcircles"}, 1, 169, 2220, 1991, 229, {10, 20}},
      {{"base", "cropcircles"}, 2, 167, 2477, 2257, 220, {32, 21}},
      {{"base", "robbers", "messages", "cropcircles"}, 1, 184, 2958, 2771, 187, {19, 15}},
      {{"base", "robbers", "messages", "cropcircles"}, 2, 198, 3215, 2960, 255, {21, 16}},
      {{"base", "robbers", "messages", "cropcircles"}, 3, 189, 2984, 2793, 191, {15, 20}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << json(e.sets).dump() << " seed " << e.seed);
    Perft p = walk(e.seed, e.sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.scores == e.scores);
  }
}

TEST_CASE("perft: ferries alone and with every other set", "[perft][ferries]") {
  // From `carcassonne perft --sets base,ferries` and `--sets base,ic,tb,river,abbot,ferries --seeds 1,2`.
  // A lake tile adds the ferry placement; any tile on a road with a ferry adds a move question per
  // first ferry: more decisions than 2 per tile (base + ferries: 79 tiles, 158 without them).
  struct Expect {
    std::vector<std::string> sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {{"base", "ferries"}, 1, 169, 2536, 2340, 196, {15, 13}},
      {{"base", "ferries"}, 2, 175, 2745, 2507, 238, {41, 17}},
      {{"base", "ferries"}, 3, 173, 2428, 2264, 164, {33, 14}},
      {{"base", "ic", "tb", "river", "abbot", "ferries"}, 1, 281, 6420, 6083, 337, {41, 23}},
      {{"base", "ic", "tb", "river", "abbot", "ferries"}, 2, 278, 5983, 5674, 309, {47, 32}},
      // With Mage & Witch (`--sets base,ferries,magic`): the same before and after the check of a
      // ferry joining the mage's road and the witch's (no such join in these games).
      {{"base", "ferries", "magic"}, 1, 196, 3413, 2555, 858, {27, 15}},
      {{"base", "ferries", "magic"}, 2, 197, 3488, 2759, 729, {34, 18}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << json(e.sets).dump() << " seed " << e.seed);
    Perft p = walk(e.seed, e.sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.tile + p.figure == p.options);
    CHECK(p.scores == e.scores);
    if (e.sets.size() == 2) CHECK(p.decisions > 158);
  }
}

TEST_CASE("perft: the mini expansions flier, gold and magic, alone and together", "[perft]") {
  // From `carcassonne perft --sets base,flier|base,gold|base,magic|base,flier,gold,magic --seeds 1,2,3`.
  // Tiles: base 71 + 8 per mini. Decisions beyond two per tile: flier a roll (and a landing) per
  // flight (seed 3: one flight that found nowhere to land), gold the second bar per gold tile
  // (79 tiles x 2 + 8 = 166), magic the mage/witch move per magic tile and per shared feature.
  struct Expect {
    std::vector<std::string> sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {{"base", "flier"}, 1, 158, 2408, 2265, 143, {22, 20}},
      {{"base", "flier"}, 3, 159, 2348, 2222, 126, {37, 14}},
      {{"base", "gold"}, 1, 166, 2431, 2271, 160, {25, 14}},
      {{"base", "gold"}, 2, 166, 2472, 2318, 154, {20, 24}},
      {{"base", "magic"}, 1, 166, 3080, 2267, 813, {25, 13}},
      {{"base", "magic"}, 2, 166, 2799, 2156, 643, {35, 15}},
      {{"base", "flier", "gold", "magic"}, 1, 207, 4223, 3373, 850, {21, 13}},
      {{"base", "flier", "gold", "magic"}, 2, 206, 3616, 2869, 747, {16, 15}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << json(e.sets).dump() << " seed " << e.seed);
    Perft p = walk(e.seed, e.sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.scores == e.scores);
  }
}

TEST_CASE("perft: the wonders, alone and with the other sets", "[perft]") {
  // From `carcassonne perft --sets base,wonders --seeds 1,5`, `--sets base,ic,wonders --seeds 2` and
  // `--sets base,ic,tb,river,abbot,wonders --seeds 1`. Seed 1 of base + wonders: nobody reaches 10
  // before the end (71 tiles, 142 decisions; one meeple fewer in supply than the base game); seed 5:
  // a wonder taken (1 decision) and placed instead of a draw (2 more, and a second meeple step: 146).
  struct Expect {
    std::vector<std::string> sets;
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {{"base", "wonders"}, 1, 142, 1800, 1664, 136, {16, 22}},
      {{"base", "wonders"}, 5, 146, 2146, 2009, 137, {16, 27}},
      {{"base", "ic", "wonders"}, 2, 182, 3056, 2837, 219, {41, 26}},
      {{"base", "ic", "tb", "river", "abbot", "wonders"}, 1, 256, 5470, 5161, 309, {72, 64}},
      // With the minis (WONDERS §8): `--sets base,wonders,flier,gold,magic --seeds 1,2` and all seven minis, seed 1.
      {{"base", "wonders", "flier", "gold", "magic"}, 1, 207, 4204, 3373, 831, {17, 10}},
      {{"base", "wonders", "flier", "gold", "magic"}, 2, 206, 3603, 2869, 734, {16, 15}},
      {{"base", "wonders", "flier", "gold", "magic", "robbers", "messages", "cropcircles", "ferries"},
       1,
       285,
       5421,
       4255,
       1166,
       {17, 24}},
  };
  for (const Expect& e : expect) {
    INFO("sets " << json(e.sets).dump() << " seed " << e.seed);
    Perft p = walk(e.seed, e.sets);
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.scores == e.scores);
  }
}

TEST_CASE("perft: the Cothon of Carthage as the start tableau with the River", "[perft]") {
  // The walk above with the Cothon and Stonehenge picked (wonderPick 2^10 + 2^0): the river flows
  // from the Cothon, the spring is out of the deck (11 river tiles + 71 land tiles + the Cothon);
  // 82 tiles make 164 decisions (a tile and a figure step each); the 2 more are the wonders' own.
  struct Expect {
    uint64_t seed;
    long long decisions, options, tile, figure;
    std::vector<int> scores;
  };
  const Expect expect[] = {
      {1, 166, 2903, 2766, 137, {21, 14}},
      {2, 166, 2741, 2618, 123, {3, 11}},
  };
  for (const Expect& e : expect) {
    INFO("seed " << e.seed);
    Perft p = walk(e.seed, {"base", "river", "wonders"}, {{"wonderPick", 1025}});
    INFO(p.decisions << ", " << p.options << ", " << p.tile << ", " << p.figure << ", {" << p.scores[0] << ", "
                     << p.scores[1] << "}");
    CHECK(p.decisions == e.decisions);
    CHECK(p.options == e.options);
    CHECK(p.tile == e.tile);
    CHECK(p.figure == e.figure);
    CHECK(p.scores == e.scores);
  }
}
