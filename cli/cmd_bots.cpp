// The bot subcommands: arena (seeded 2-player matches with seats swapped, a win table) and
// bench-mcts (MCTS iterations per second along a seeded game).
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "args.hpp"
#include "bots/bots.hpp"
#include "commands.hpp"

namespace carc::cli {

namespace {

// "greedy", "random", "mcts:2000" (iterations), "mcts:500ms" (time per decision), "mcts:2000:0"
// (third part: random playout turns before the position is valued; 0 plays to the end),
// "mcts:2000:4:0" (fourth part: the completion-chance weight in hundredths, 100 by default),
// "mcts:2000:4:100:avail" (fifth part: exploration by availability, "plain" for none; MctsBudget),
// "mcts:2000:4:100:avail:x4" (sixth part: that many searches of the budget, visits summed).
struct BotArg {
  std::string kind, text;
  MctsBudget budget;
};

std::vector<std::string> splitColons(const std::string& s) {
  std::vector<std::string> parts;
  for (size_t from = 0;;) {
    size_t c = s.find(':', from);
    parts.push_back(s.substr(from, c == std::string::npos ? std::string::npos : c - from));
    if (c == std::string::npos) return parts;
    from = c + 1;
  }
}

// ITERATIONS or MILLISms into the budget.
void parseSearchBudget(const std::string& n, const char* flag, MctsBudget& b) {
  bool ms = n.size() > 2 && n.compare(n.size() - 2, 2, "ms") == 0;
  // at most 10^8 iterations, or a day per decision
  int v = toInt(ms ? n.substr(0, n.size() - 2) : n, flag, 1, ms ? 86'400'000 : 100'000'000);
  if (ms)
    b.iterations = 0, b.seconds = double(v) / 1000.0;
  else
    b.iterations = static_cast<int>(v);
}

BotArg parseBot(const std::string& s, const char* flag) {
  BotArg b;
  b.text = s;
  std::vector<std::string> parts = splitColons(s);
  b.kind = parts[0];
  if (parts.size() > 6) throw Error(std::string(flag) + ": expected at most KIND:BUDGET:TURNS:WEIGHT:avail:xSEARCHES");
  if (parts.size() > 1) parseSearchBudget(parts[1], flag, b.budget);
  if (parts.size() > 2) b.budget.playoutTurns = toInt(parts[2], flag, 0, 1000);
  if (parts.size() > 3) b.budget.completionWeight = toInt(parts[3], flag, 0, 1000) / 100.0;
  if (parts.size() > 4) {
    if (parts[4] != "avail" && parts[4] != "plain")
      throw Error(std::string(flag) + ": the fifth part is \"avail\", \"plain\" or nothing");
    b.budget.availability = parts[4] == "avail";
  }
  if (parts.size() > 5) {
    if (parts[5].size() < 2 || parts[5][0] != 'x')
      throw Error(std::string(flag) + ": the sixth part is xSEARCHES (x4)");
    b.budget.searches = toInt(parts[5].substr(1), flag, 1, kMaxBotSearches);
  }
  makeBot(b.kind, 1, b.budget);  // throws for an unknown kind, naming it
  return b;
}

struct GameResult {
  int scoreA = 0, scoreB = 0;
  double secondsA = 0, secondsB = 0;
  int decisionsA = 0, decisionsB = 0;
};

// Game i: deal seed + i/2; bot A sits first in even games and second in odd ones.
GameResult playOne(const Args& a, const BotArg& ba, const BotArg& bb, uint64_t seed, int i) {
  uint64_t deal = seed + static_cast<uint64_t>(i / 2);
  int seatA = i % 2;
  Game g(Catalog::standard(), setupFrom(a, deal));
  std::unique_ptr<Bot> botA = makeBot(ba.kind, deal * 2 + 1, ba.budget);
  std::unique_ptr<Bot> botB = makeBot(bb.kind, deal * 2 + 2, bb.budget);
  GameResult r;
  while (!g.over()) {
    bool isA = g.pending().front().player == seatA;
    auto t0 = std::chrono::steady_clock::now();
    Action act = (isA ? botA : botB)->choose(g);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    (isA ? r.secondsA : r.secondsB) += s;
    ++(isA ? r.decisionsA : r.decisionsB);
    g.apply(act);
  }
  r.scoreA = g.score(seatA), r.scoreB = g.score(1 - seatA);
  return r;
}

}  // namespace

int cmdArena(const Args& a) {
  BotArg ba = parseBot(a.get("--a", "greedy"), "--a"), bb = parseBot(a.get("--b", "random"), "--b");
  int games = toInt(a.get("--games", "200"), "--games", 2, 1'000'000);
  int threads = toInt(a.get("--threads", "1"), "--threads", 1, 64);
  uint64_t seed = seedFlag(a.get("--seed", "1"), "--seed");
  if (games < 2 || games % 2) throw Error("--games: expected an even number >= 2 (each deal is played twice)");
  if (a.get("--players", "2") != "2") throw Error("--players: the arena plays 2-player games");
  std::vector<GameResult> results(games);
  std::atomic<int> next{0}, done{0};
  bool progress = a.has("--progress");
  auto worker = [&] {
    for (int i; (i = next++) < games;) {
      results[i] = playOne(a, ba, bb, seed, i);
      int d = ++done;
      // Every finished game, so that a long run stopped early still leaves its results.
      if (progress)
        std::fprintf(stderr, "arena: game %d (deal %d, A %s): A %d, B %d (%d/%d done)\n", i, i / 2,
                     i % 2 ? "second" : "first", results[i].scoreA, results[i].scoreB, d, games);
    }
  };
  auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  int winsA = 0, winsB = 0, ties = 0, firstSeatWinsA = 0, secondSeatWinsA = 0, firstSeatWinsB = 0;
  long long sumA = 0, sumB = 0, decA = 0, decB = 0;
  double timeA = 0, timeB = 0;
  for (int i = 0; i < games; ++i) {
    const GameResult& r = results[i];
    winsA += r.scoreA > r.scoreB, winsB += r.scoreB > r.scoreA, ties += r.scoreA == r.scoreB;
    (i % 2 ? secondSeatWinsA : firstSeatWinsA) += r.scoreA > r.scoreB;
    if (i % 2) firstSeatWinsB += r.scoreB > r.scoreA;  // odd games: B sits first
    sumA += r.scoreA, sumB += r.scoreB, decA += r.decisionsA, decB += r.decisionsB;
    timeA += r.secondsA, timeB += r.secondsB;
  }
  double rate = (winsA + 0.5 * ties) / games;
  double se = std::sqrt(rate * (1 - rate) / games);
  std::printf("arena: %d games (%d deals from seed %llu, seats swapped), %d thread(s), %.1f s\n", games, games / 2,
              static_cast<unsigned long long>(seed), threads, secs);
  std::printf("| bot | wins | as first | as second | mean score | ms/decision |\n|---|---|---|---|---|---|\n");
  std::printf("| A %s | %d | %d | %d | %.1f | %.2f |\n", ba.text.c_str(), winsA, firstSeatWinsA, secondSeatWinsA,
              double(sumA) / games, decA ? 1000 * timeA / decA : 0.0);
  std::printf("| B %s | %d | %d | %d | %.1f | %.2f |\n", bb.text.c_str(), winsB, firstSeatWinsB, winsB - firstSeatWinsB,
              double(sumB) / games, decB ? 1000 * timeB / decB : 0.0);
  std::printf("ties %d; A's score (win 1, tie 1/2): %.1f%% +- %.1f%% (95%%)\n", ties, 100 * rate, 196 * se);
  return 0;
}

int cmdBenchMcts(const Args& a) {
  int iterations = toInt(a.get("--iterations", "2000"), "--iterations", 1, 100'000'000);
  int moves = toInt(a.get("--moves", "10"), "--moves", 0, 10'000);
  uint64_t seed = seedFlag(a.get("--seed", "1"), "--seed");
  MctsBudget budget{iterations, 0};
  budget.playoutTurns = toInt(a.get("--playout-turns", "4"), "--playout-turns", 0, 1000);
  budget.completionWeight = toInt(a.get("--completion-weight", "100"), "--completion-weight", 0, 1000) / 100.0;
  budget.availability = a.has("--availability");  // the page's strongest level explores by availability
  MctsBenchResult r = benchMcts(setupFrom(a, seed), budget, moves, seed);
  std::printf(
      "bench-mcts: %d decisions (%d searched), %lld iterations in %.3f s: %.0f iterations/s, %.2f us per playout "
      "decision, signature %016llx\n",
      r.decisions, r.searched, r.iterations, r.seconds, double(r.iterations) / r.seconds,
      r.seconds * 1e6 / double(r.playoutDecisions ? r.playoutDecisions : 1),
      static_cast<unsigned long long>(r.signature));
  return 0;
}

}  // namespace carc::cli
