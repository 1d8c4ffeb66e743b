#include "mcts_bot.hpp"

namespace carc {

namespace {
platform::MctsBudget platformBudget(const MctsBudget& b) {
  platform::MctsBudget p;
  p.iterations = b.iterations, p.seconds = b.seconds, p.playoutTurns = b.playoutTurns;
  p.availability = b.availability, p.searches = b.searches;
  return p;
}
}  // namespace

MctsBot::MctsBot(uint64_t seed, MctsBudget budget)
    : completionWeight_(budget.completionWeight), impl_(seed, platformBudget(budget)) {}

Action MctsBot::choose(const Game& g) {
  if (root_)
    root_->game() = g;  // copy-assignment reuses the buffers
  else
    root_.emplace(g, completionWeight_);
  root_->game().recordEvents(false);
  return impl_.choose(*root_);
}

MctsBenchResult benchMcts(const Setup& setup, MctsBudget budget, int moves, uint64_t seed) {
  Setup s = setup;
  s.seed = seed;  // the deal too, whatever the setup said
  Game g(Catalog::standard(), std::move(s));
  MctsBot bot(seed, budget);
  MctsBenchResult r;
  r.signature = 1469598103934665603ull;  // FNV-1a over the chosen actions' fields
  for (; r.decisions < moves && !g.over(); ++r.decisions) {
    Action a = bot.choose(g);
    const MctsStats& st = bot.lastStats();
    r.searched += st.iterations > 0;
    r.iterations += st.iterations, r.playoutDecisions += st.playoutDecisions, r.seconds += st.seconds;
    // The tile field of a figure action (the placed tile's index) is left out: the signature
    // predates figures anywhere, when that field was 0.
    int32_t tile = a.type == ActionType::PlaceTile ? int32_t(a.tile) : 0;
    for (int32_t v : {int32_t(a.type), tile, int32_t(a.rot), a.x, a.y, int32_t(a.segment), int32_t(a.figure)})
      r.signature = (r.signature ^ uint32_t(v)) * 1099511628211ull;
    g.apply(a);
    g.settleChance();
  }
  return r;
}

}  // namespace carc
