#include "soak.hpp"

#include "bots/random_bot.hpp"
#include "invariants.hpp"
#include "record.hpp"
#include "sim_config.hpp"

namespace carc {

void SoakCounts::add(const SoakCounts& o) {
  games += o.games, steps += o.steps;
  invariantChecks += o.invariantChecks, optionLists += o.optionLists, cloneChecks += o.cloneChecks;
  undoChecks += o.undoChecks, roundTrips += o.roundTrips, endChecks += o.endChecks;
  signature += o.signature;
}

namespace {

uint64_t gameHash(uint64_t index, const Game& g) {
  uint64_t h = 1469598103934665603ull ^ index;
  for (int p = 0; p < g.players(); ++p) h = (h ^ static_cast<uint64_t>(g.score(p))) * 1099511628211ull;
  return h;
}

// Save -> JSON text -> load gives the same game (a pending chance decision resolved from the
// game's stream: a record never stops at one); the reason if not.
std::string roundTripProblem(const Game& g) {
  try {
    Game loaded = loadRecord(g.catalog(), saveRecord(g).dump());
    Game settled = g;
    settled.settleChance();
    return loaded == settled ? "" : "the record round trip gives a different game";
  } catch (const Error& e) {
    return std::string("the saved record is refused: ") + e.what();
  }
}

class GameSoak {
 public:
  GameSoak(const Catalog& cat, uint64_t index, SoakCounts& counts, const SoakOptions& options)
      : config_(simConfigFor(cat, index)),
        counts_(counts),
        options_(options),
        g_(newSimGame(cat, config_)),
        base_(baselineOf(g_)),
        prev_(g_.players(), 0),
        bot_(config_.seed) {}

  std::optional<SoakFailure> run() {
    if (!check(brokenInvariant(g_, base_, prev_), nullptr)) return failure_;
    ++counts_.invariantChecks;
    while (!g_.over())
      if (!step()) return failure_;
    if (!finish()) return failure_;
    ++counts_.games;
    counts_.signature += gameHash(config_.index, g_);
    return std::nullopt;
  }

 private:
  bool step() {
    const uint64_t at = static_cast<uint64_t>(steps_) + config_.index;  // offset: all positions over games
    const bool deep = at % static_cast<uint64_t>(options_.deepEvery) == 0;
    std::optional<Game> before;  // a copy only where a check needs one
    if (deep || at % static_cast<uint64_t>(options_.cloneEvery) == 0) {
      before.emplace(g_);
      ++counts_.cloneChecks;
      if (!check(*before == g_ ? "" : "a copy of the game differs from the game", nullptr)) return false;
    }
    Action a;
    try {
      a = bot_.choose(g_);
      ++counts_.optionLists;
      g_.apply(a);
    } catch (const std::exception& e) {
      return check(std::string("a legal option was refused: ") + e.what(), &a);
    }
    ++steps_, ++counts_.steps;
    if (options_.tamper) options_.tamper(g_, steps_);
    ++counts_.invariantChecks;
    if (!check(brokenInvariant(g_, base_, prev_), &a, before ? &*before : nullptr, true)) return false;
    for (int p = 0; p < g_.players(); ++p) prev_[p] = g_.score(p);
    return deep ? deepChecks(*before, a) : true;
  }

  bool deepChecks(const Game& before, const Action& a) {
    if (g_.canUndo() && g_.log().size() == before.log().size() + 1 && before.decider() != kChance) {
      Game undone = g_;
      undone.undo();
      ++counts_.undoChecks;
      if (!check(undone == before ? "" : "undo does not restore the state before the action", &a, &before, true))
        return false;
    }
    ++counts_.roundTrips;
    return check(roundTripProblem(g_), &a, &before, true);
  }

  bool finish() {
    ++counts_.endChecks;
    std::string bad;
    if (!g_.figures().empty()) bad = "figures left on the board at the end";
    if (g_.tilesLeft() != 0) bad = "tiles left in the deck at the end";
    for (int p = 0; p < g_.players() && bad.empty(); ++p)
      for (size_t k = 0; k < g_.catalog().figures.size(); ++k)
        if (g_.supply(p, int(k)) + figuresAside(g_, p, int(k)) != base_.figures[p][k])
          bad = "a figure did not come home at the end";
    for (size_t k = 0; k < g_.catalog().figures.size() && bad.empty(); ++k)
      if (g_.supply(kNeutral, int(k)) != base_.neutral[k]) bad = "a neutral figure did not come home at the end";
    if (!check(bad, nullptr)) return false;
    ++counts_.roundTrips;
    return check(roundTripProblem(g_), nullptr);
  }

  // Records a failure when `problem` is not empty. With an action `a`: `applied` says whether the
  // step was counted already; `before` is the state `a` was applied to if a copy was kept, else that
  // state is rebuilt by replaying the first actions of the log (a bot game names no tiles).
  bool check(const std::string& problem, const Action* a, const Game* before = nullptr, bool applied = false) {
    if (problem.empty()) return true;
    const long long step = applied ? steps_ - 1 : steps_;
    std::optional<Game> rebuilt;
    if (a && !before) {
      rebuilt.emplace(g_.catalog(), g_.setup());
      for (long long i = 0; i < step; ++i) rebuilt->apply(g_.log()[i].action);
      before = &*rebuilt;
    }
    const Game& at = before ? *before : g_;
    SoakFailure f;
    f.game = config_.index;
    f.config = config_.describe();
    f.step = step;
    f.turn = at.turn();
    f.what = problem;
    f.action = a ? actionJson(at, *a) : nlohmann::json();
    f.record = saveRecord(at);
    failure_ = std::move(f);
    return false;
  }

  const SimConfig config_;
  SoakCounts& counts_;
  const SoakOptions& options_;
  Game g_;
  const Baseline base_;
  std::vector<int> prev_;
  RandomBot bot_;
  long long steps_ = 0;
  std::optional<SoakFailure> failure_;
};

}  // namespace

std::optional<SoakFailure> soakGame(const Catalog& cat, uint64_t index, SoakCounts& counts,
                                    const SoakOptions& options) {
  SoakCounts mine;
  std::optional<SoakFailure> failure;
  try {
    failure = GameSoak(cat, index, mine, options).run();
  } catch (const std::exception& e) {  // an exception where none is expected is a failure too
    failure.emplace();
    failure->game = index;
    failure->config = simConfigFor(cat, index).describe();
    failure->what = std::string("unexpected exception: ") + e.what();
  }
  counts.add(mine);
  return failure;
}

}  // namespace carc
