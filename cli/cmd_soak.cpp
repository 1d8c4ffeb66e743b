// carcassonne soak: seeded random games over every module and option (engine/carcassonne/soak.hpp says which
// checks run how often), spread over threads. Prints games, steps, each check's count, time and a
// signature (the same for any thread count); on a failure the game, its configuration, the step,
// the option being applied and a record of the game before that step, and exits with status 1.
// With --game NAME another registered game is soaked by the platform's driver (soak_driver.hpp),
// which knows only the game's JSON contract; Carcassonne keeps its deep soak (--platform: the
// platform's driver for Carcassonne too).
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

#include "args.hpp"
#include "carcassonne_game.hpp"
#include "commands.hpp"
#include "input_limits.hpp"
#include "soak.hpp"
#include "soak_driver.hpp"

namespace carc::cli {

namespace {

void printFailure(const SoakFailure& f) {
  std::fprintf(stderr, "soak: FAILED %s\n  step %lld (turn %d): %s\n  action: %s\n", f.config.c_str(), f.step, f.turn,
               f.what.c_str(), f.action.dump().c_str());
  std::fprintf(stderr, "  record before that step: %s\n", f.record.dump().c_str());
  std::fprintf(stderr, "  reproduce: carcassonne soak --from %llu --games 1\n",
               static_cast<unsigned long long>(f.game));
}

// Runs job(i) for i in 0..games-1 over `threads` threads until one returns true (a failure);
// prints progress on stderr about every 30 s, so a long run shows it is alive.
template <class Job>
void runGames(uint64_t games, int threads, Job&& job) {
  std::atomic<uint64_t> next{0}, done{0};
  std::atomic<bool> stop{false};
  auto t0 = std::chrono::steady_clock::now();
  auto work = [&] {
    for (uint64_t i; !stop && (i = next++) < games; ++done)
      if (job(i)) stop = true;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  for (auto last = t0; done < games && !stop;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    auto now = std::chrono::steady_clock::now();
    if (now - last > std::chrono::seconds(30)) {
      last = now;
      std::fprintf(stderr, "soak: %llu / %llu games, %.0f s\n", static_cast<unsigned long long>(done.load()),
                   static_cast<unsigned long long>(games), std::chrono::duration<double>(now - t0).count());
    }
  }
  for (auto& t : pool) t.join();
}

const platform::GameDef& gameFlag(const std::string& name) {
  ensureRegistered();
  if (const platform::GameDef* def = platform::findGame(name)) return *def;
  std::string known;
  for (const platform::GameDef* g : platform::registeredGames()) known += (known.empty() ? "" : ", ") + g->id;
  throw Error("--game: unknown game " + quoteInput(name) + " (registered: " + known + ")");
}

// The platform's soak of a game (every game but Carcassonne, and Carcassonne with --platform).
int soakOtherGame(const platform::GameDef& def, uint64_t games, uint64_t from, int threads, int deepEvery) {
  platform::SoakDriverOptions options;
  options.deepEvery = deepEvery;
  std::mutex mu;
  platform::SoakDriverCounts total;
  std::optional<platform::SoakDriverFailure> first;  // the failing game with the lowest seed
  auto t0 = std::chrono::steady_clock::now();
  runGames(games, threads, [&](uint64_t i) {
    platform::SoakDriverCounts mine;
    auto f = platform::soakDriverGame(def, from + i, mine, options);
    std::lock_guard<std::mutex> lock(mu);
    total.add(mine);
    if (f && (!first || f->seed < first->seed)) first = std::move(f);
    return f.has_value();
  });
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("soak %s: games %lld (from %llu), decisions %lld, %.1f s, %.0f games/s, %d threads\n", def.id.c_str(),
              total.games, static_cast<unsigned long long>(from), total.decisions, secs, double(total.games) / secs,
              threads);
  std::printf(
      "soak checks: option lists %lld (every decision), record round trips %lld and clone equality %lld (every %d "
      "decisions and at each end), undo equality %lld; signature %016llx\n",
      total.optionLists, total.roundTrips, total.cloneChecks, deepEvery, total.undoChecks,
      static_cast<unsigned long long>(total.signature));
  if (first) {
    std::fprintf(stderr, "soak: FAILED %s seed %llu\n  decision %lld: %s\n  option: %s\n  record: %s\n",
                 first->game.c_str(), static_cast<unsigned long long>(first->seed), first->decision,
                 printable(first->what).c_str(), first->option.c_str(), first->record.c_str());
    std::fprintf(stderr, "  reproduce: carcassonne soak --game %s --from %llu --games 1\n", first->game.c_str(),
                 static_cast<unsigned long long>(first->seed));
    return 1;
  }
  std::printf("soak %s: %lld games checked, 0 failed\n", def.id.c_str(), total.games);
  return 0;
}

}  // namespace

int cmdSoak(const Args& a) {
  const platform::GameDef& def = gameFlag(a.get("--game", std::string(kGameId)));
  const uint64_t games = toNumber(a.get("--games", "1000"), "--games", 1, 1'000'000'000'000);
  const uint64_t from = seedFlag(a.get("--from", "0"), "--from");
  const int threads = toInt(a.get("--threads", "2"), "--threads", 1, 64);
  SoakOptions options;
  options.cloneEvery = toInt(a.get("--clone-every", std::to_string(options.cloneEvery)), "--clone-every", 1, 1'000'000);
  options.deepEvery = toInt(a.get("--deep-every", std::to_string(options.deepEvery)), "--deep-every", 1, 1'000'000);
  if (def.id != kGameId || a.has("--platform")) return soakOtherGame(def, games, from, threads, options.deepEvery);

  const Catalog& cat = Catalog::standard();
  std::mutex mu;
  SoakCounts total;
  std::optional<SoakFailure> first;  // the failing game with the lowest index
  auto t0 = std::chrono::steady_clock::now();
  runGames(games, threads, [&](uint64_t i) {
    SoakCounts mine;
    auto f = soakGame(cat, from + i, mine, options);
    std::lock_guard<std::mutex> lock(mu);
    total.add(mine);
    if (f && (!first || f->game < first->game)) first = std::move(f);
    return f.has_value();
  });
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::printf("soak: games %lld (from %llu), steps %lld, %.1f s, %.0f games/s, %d threads\n", total.games,
              static_cast<unsigned long long>(from), total.steps, secs, double(total.games) / secs, threads);
  std::printf(
      "soak checks: invariants %lld and option lists %lld (every step), clone equality %lld (every %d steps), "
      "undo equality %lld and record round trips %lld (every %d steps, plus a round trip at each end), "
      "game ends %lld; turn starts edited %lld (%lld refused, record round trips %lld); signature %016llx\n",
      total.invariantChecks, total.optionLists, total.cloneChecks, options.cloneEvery, total.undoChecks,
      total.roundTrips, options.deepEvery, total.endChecks, total.edits, total.editsRefused, total.editRoundTrips,
      static_cast<unsigned long long>(total.signature));
  if (first) {
    printFailure(*first);
    return 1;
  }
  std::printf("soak: %lld games checked, 0 failed\n", total.games);
  return 0;
}

}  // namespace carc::cli
