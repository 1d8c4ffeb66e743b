#include "soak.hpp"

#include <optional>

#include "bots/random_bot.hpp"
#include "invariants.hpp"
#include "record.hpp"
#include "sim_config.hpp"

namespace carc {

void SoakCounts::add(const SoakCounts& o) {
  games += o.games, steps += o.steps;
  invariantChecks += o.invariantChecks, optionLists += o.optionLists, cloneChecks += o.cloneChecks;
  undoChecks += o.undoChecks, roundTrips += o.roundTrips, endChecks += o.endChecks;
  edits += o.edits, editsRefused += o.editsRefused, editRoundTrips += o.editRoundTrips;
  signature += o.signature;
}

namespace {

uint64_t gameHash(uint64_t index, const Game& g) {
  uint64_t h = 1469598103934665603ull ^ index;
  for (int p = 0; p < g.players(); ++p) h = (h ^ static_cast<uint64_t>(g.score(p))) * 1099511628211ull;
  return h;
}

// Save -> JSON text -> load gives the same game, hands, deck, draws and pending decisions of any
// player included (a pending chance decision resolved from the game's stream: a record never stops
// at one), and that game saves the same text again; the reason if not.
std::string roundTripProblem(const Game& g) {
  try {
    Game loaded = loadRecord(g.catalog(), saveRecordText(g));
    Game settled = g;
    settled.settleChance();
    if (!(loaded == settled)) return "the record round trip gives a different game";
    return saveRecordText(loaded) == saveRecordText(settled) ? "" : "the loaded record saves another text";
  } catch (const Error& e) {
    return std::string("the saved record is refused: ") + e.what();
  }
}

// The soak's share of games whose turn starts are edited as the editor does (a seventh: every
// player count and set mix), half of them with a free deck.
SimConfig soakConfigFor(const Catalog& cat, uint64_t index) {
  SimConfig c = simConfigFor(cat, index);
  c.editsTurns = index % 7 == 3;
  c.freeDeck = c.editsTurns && (index / 7) % 2 == 1;
  return c;
}

// An edit of a turn's start as the editor makes it: in a free deck the turn given to a player, and
// the tile drawn named (a tile of the sets by their counts, now and then a piece such as a wonder
// or a tile that is not in play, which must be refused). Null when this start is left as it is.
std::optional<Action> someEdit(const Game& g, Rng& rng) {
  const auto& deck = g.rules().deck;
  if (g.over() || !g.pending().front().core() || g.pending().front().kind != kDecideTile || g.canUndo() ||
      deck.empty() || rng.below(2))
    return std::nullopt;
  Action a;
  if (g.setup().freeDeck && rng.below(3) == 0) {
    a.type = ActionType::Turn, a.code = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(g.players())));
    return a;
  }
  a.type = ActionType::Draw;
  a.tile = rng.below(8) ? deck[rng.below(static_cast<uint32_t>(deck.size()))]
                        : static_cast<uint16_t>(rng.below(static_cast<uint32_t>(g.catalog().tiles.size())));
  return a;
}

class GameSoak {
 public:
  GameSoak(const Catalog& cat, uint64_t index, SoakCounts& counts, const SoakOptions& options)
      : config_(soakConfigFor(cat, index)),
        counts_(counts),
        options_(options),
        g_(newSimGame(cat, config_)),
        base_(baselineOf(g_)),
        prev_(g_.players(), 0),
        bot_(config_.seed),
        editRng_(config_.seed ^ 0xED17ull) {}

  std::optional<SoakFailure> run() {
    if (!check(brokenInvariant(g_, base_, prev_), nullptr)) return failure_;
    ++counts_.invariantChecks;
    while (!g_.over())
      if (!edit() || !step()) return failure_;
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

  // In an editing game, at a turn's start: maybe an edit (Game::forceTurnPlayer, forceDraw). A
  // refused one leaves the game as it was; after an accepted one the invariants hold, and every
  // other one the game saved there loads back the same (the record's "player", "drawn", "next").
  bool edit() {
    if (!config_.editsTurns) return true;
    std::optional<Action> e = someEdit(g_, editRng_);
    if (!e) return true;
    const Game before = g_;
    try {
      if (e->type == ActionType::Turn)
        g_.forceTurnPlayer(e->code);
      else
        g_.forceDraw(e->tile);
    } catch (const Error&) {
      ++counts_.editsRefused;
      return check(g_ == before ? "" : "a refused edit changed the game", &*e, &before, false);
    }
    ++counts_.edits;
    if (!check(brokenInvariant(g_, base_, prev_), &*e, &before, false)) return false;
    if (editRng_.below(2)) return true;
    ++counts_.editRoundTrips;
    return check(roundTripProblem(g_), &*e, &before, false);
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
    if (g_.tilesToPlace() != 0) bad = "tiles left to place at the end";
    if (!config_.freeDeck && g_.tilesLeft() != 0) bad = "tiles left in the deck at the end";
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

  // Records a failure when `problem` is not empty. With an action `a` (a step, or an edit that is
  // not one): `applied` says whether the step was counted already; `before` is the state `a` was
  // applied to if a copy was kept, else that state is rebuilt by replaying the log up to the step
  // (the edits of turn starts as they were made).
  bool check(const std::string& problem, const Action* a, const Game* before = nullptr, bool applied = false) {
    if (problem.empty()) return true;
    const long long step = applied ? steps_ - 1 : steps_;
    std::optional<Game> rebuilt;
    if (a && !before) {
      rebuilt.emplace(g_.catalog(), g_.setup());
      long long done = 0;
      for (size_t i = 0; done < step; ++i) {
        const Action& x = g_.log()[i].action;
        if (x.type == ActionType::Draw)
          rebuilt->forceDraw(x.tile);
        else if (x.type == ActionType::Turn)
          rebuilt->forceTurnPlayer(x.code);
        else
          rebuilt->apply(x), ++done;
      }
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
  Rng editRng_;
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
    failure->config = soakConfigFor(cat, index).describe();
    failure->what = std::string("unexpected exception: ") + e.what();
  }
  counts.add(mine);
  return failure;
}

}  // namespace carc
