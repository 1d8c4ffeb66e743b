// The basic subcommands: replay, play, bench, perft.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "args.hpp"
#include "bots/random_bot.hpp"
#include "commands.hpp"
#include "input_limits.hpp"
#include "record.hpp"
#include "session.hpp"

namespace carc::cli {

int cmdReplay(const Args& a) {
  if (a.positional.empty()) throw Error("replay: expected a record file (or - for stdin)");
  Game g = loadRecord(Catalog::standard(), readAll(a.positional[0], kMaxRecordBytes));
  std::cout << scriptSafeDump(replayJson(g), 1) << "\n";
  return 0;
}

int cmdPlay(const Args& a) {
  uint64_t seed = seedFlag(a.get("--seed", "1"), "--seed");
  Game g(Catalog::standard(), setupFrom(a, seed));
  playRandom(g, seed);
  std::cout << scriptSafeDump(saveRecord(g), 1) << "\n";
  return 0;
}

int cmdBench(const Args& a) {
  int games = toInt(a.get("--games", "20000"), "--games", 1, 1'000'000'000);
  uint64_t seed = seedFlag(a.get("--seed", "1"), "--seed");
  Setup base = setupFrom(a, seed);
  auto t0 = std::chrono::steady_clock::now();
  BenchResult r = benchRandomGames(base, games, seed, a.has("--listing"));
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("bench: %d games, %lld decisions in %.3f s: %.0f games/s, %.2f us/decision, signature %016llx\n", games,
              r.decisions, secs, games / secs, secs * 1e6 / double(r.decisions),
              static_cast<unsigned long long>(r.signature));
  return 0;
}

int cmdPerft(const Args& a) {
  std::stringstream ss(a.get("--seeds", "1,2,3"));
  std::string item;
  while (std::getline(ss, item, ',')) {
    uint64_t seed = seedFlag(item, "--seeds");
    Game g(Catalog::standard(), setupFrom(a, seed));
    RandomBot bot(seed);
    long long decisions = 0, options = 0, tileOptions = 0, figureOptions = 0;
    while (!g.over()) {
      bool tile = g.pending().front().core() && g.pending().front().kind == kDecideTile;
      Action choice = bot.choose(g);
      long long n = static_cast<long long>(bot.lastOptions().size());
      ++decisions, options += n;
      (tile ? tileOptions : figureOptions) += n;
      g.apply(choice);
    }
    std::printf("perft seed %llu: decisions %lld options %lld tile %lld figure %lld scores",
                static_cast<unsigned long long>(seed), decisions, options, tileOptions, figureOptions);
    for (int p = 0; p < g.players(); ++p) std::printf(" %d", g.score(p));
    std::printf("\n");
  }
  return 0;
}

}  // namespace carc::cli
