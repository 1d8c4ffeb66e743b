#include "mcts_bot.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "clock.hpp"
#include "evaluate.hpp"

namespace carc {

namespace {

constexpr double kExploration = 0.7;

// Natural log from + - * / and frexp only, so that native and WASM builds (different libm) take
// the same decisions for a seed. ln x = e ln 2 + 2 atanh((m - 1) / (m + 1)), m in [0.5, 1).
double stableLog(double x) {
  int e = 0;
  double m = std::frexp(x, &e), z = (m - 1) / (m + 1), z2 = z * z, term = z, sum = 0;
  for (int k = 1; k < 40; k += 2) sum += term / k, term *= z2;
  return e * 0.69314718055994530942 + 2 * sum;
}

// A smooth step from 0 to 1 (0.5 at 0) without libm: x / (1 + |x|), rescaled.
double squash(double x) { return 0.5 + 0.5 * x / (1 + std::fabs(x)); }
constexpr uint64_t kEmptyKey = ~0ull;

// Actions as one 64-bit key (all fields but the padding; x, y within ±kMaxCoord fit 16 bits each).
uint64_t keyOf(const Action& a) {
  uint64_t k = uint64_t(a.type) | uint64_t(a.rot) << 4 | uint64_t(a.segment) << 8 | uint64_t(a.figure) << 16 |
               uint64_t(a.tile) << 24 | uint64_t(a.module) << 36 | uint64_t(a.code) << 44;
  k ^= (uint64_t(uint16_t(a.x)) << 16 | uint64_t(uint16_t(a.y))) * 0x9E3779B97F4A7C15ull;
  return k == kEmptyKey ? 0 : k;
}

// The slot of (parent node, action key) in the child index: a 64-bit mix of both.
size_t slotOf(uint64_t key, int32_t parent, size_t mask) {
  uint64_t x = key + uint64_t(uint32_t(parent)) * 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 29)) * 0xBF58476D1CE4E5B9ull;
  return size_t(x ^ (x >> 32)) & mask;
}

}  // namespace

// Each player's result in [0, 1] from its value relative to the best other player (evaluate.hpp;
// the final scores once the game is over; with a completion weight, plus the open features' chances
// to complete). Ends g.
void MctsBot::result(Game& g, double* out) const {
  PlayerValues v{};
  if (budget_.completionWeight > 0) addCompletionChances(g, v, budget_.completionWeight);  // before g ends
  PlayerValues e = evaluateAndEnd(g);
  for (int p = 0; p < g.players(); ++p) v[p] += e[p];
  for (int p = 0; p < g.players(); ++p) out[p] = squash(relativeValue(v, g.players(), p) / 12.0);
}

// c sqrt(ln(N + 1)): the same value as computed each time, looked up by N after the first.
double MctsBot::exploreFor(uint32_t visits) {
  while (explore_.size() <= visits)
    explore_.push_back(kExploration * std::sqrt(stableLog(double(explore_.size()) + 1.0)));
  return explore_[visits];
}

// The child of `node` for an action key, or -1.
int MctsBot::childOf(int node, uint64_t key) const {
  size_t m = index_.size() - 1, i = slotOf(key, node, m);
  for (; index_[i].child >= 0; i = (i + 1) & m)
    if (index_[i].key == key && index_[i].parent == node) return index_[i].child;
  return -1;
}

// Adds a child to the index (twice the nodes in slots at least: probes stay short).
void MctsBot::indexChild(int child) {
  if (index_.size() < 2 * nodes_.size()) {
    size_t cap = std::max<size_t>(1024, index_.size());
    while (cap < 2 * nodes_.size()) cap *= 2;
    index_.assign(cap, Slot{});
    for (size_t c = 1; c < nodes_.size(); ++c) indexChild(static_cast<int>(c));  // c == child ends it
    return;
  }
  const Node& ch = nodes_[child];
  size_t m = index_.size() - 1, i = slotOf(ch.key, ch.parent, m);
  while (index_[i].child >= 0) i = (i + 1) & m;
  index_[i] = {ch.key, ch.parent, child};
}

// The child to follow among those whose action is legal in this deal (UCT); -1 if an action
// legal here has no child yet (then the caller expands). Children of other deals (another tile
// drawn) are never looked at: each legal action finds its child in the index. Of equal scores
// the newest child wins (the one a walk of the sibling list, newest first, would meet first). With
// availability, every legal child counts this selection before any is expanded.
int MctsBot::select(int node, const std::vector<Action>& legal) {
  int best = -1;
  bool missing = false;
  double bestScore = -1e300, explore = exploreFor(nodes_[node].visits);
  for (const Action& a : legal) {
    int c = childOf(node, keyOf(a));
    if (c < 0) {
      if (!budget_.availability) return -1;
      missing = true;
      continue;
    }
    Node& ch = nodes_[c];
    if (budget_.availability) explore = exploreFor(++ch.avail);
    if (missing) continue;
    double score = ch.mean + explore * ch.spread;  // UCT: mean + c sqrt(ln N / n)
    if (score > bestScore || (score == bestScore && c > best)) bestScore = score, best = c;
  }
  return missing ? -1 : best;
}

// Adds a child for one legal action that has none yet: the first from a random start.
int MctsBot::expand(int node, const std::vector<Action>& legal, int player) {
  size_t start = rng_.below(static_cast<uint32_t>(legal.size()));
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[(start + i) % legal.size()];
    uint64_t key = keyOf(a);
    if (childOf(node, key) >= 0) continue;
    Node ch;
    ch.action = a, ch.key = key, ch.parent = node, ch.player = static_cast<uint8_t>(player);
    ch.nextSibling = nodes_[node].firstChild;
    nodes_.push_back(ch);
    int c = static_cast<int>(nodes_.size() - 1);
    nodes_[node].firstChild = c;
    indexChild(c);
    return c;
  }
  return -1;
}

void MctsBot::iterate(const Game& root, int me) {
  Game& g = *scratch_;
  g = root;  // copy-assignment reuses the scratch game's buffers (root keeps no events: choose())
  g.redealHidden(me, rng_.next());
  path_.assign(1, 0);
  int node = 0;
  bool expanded = false;
  while (!g.over() && !expanded) {
    if (g.decider() == kChance) {  // chance is sampled, never a node: each iteration draws anew
      g.applyLegal(g.randomAction(rng_, legal_));
      continue;
    }
    g.legalActions(legal_);
    int player = g.pending().front().player;
    int next = select(node, legal_);
    if (next < 0) next = expand(node, legal_, player), expanded = true;
    g.applyLegal(nodes_[next].action);  // select and expand pick among legal_
    node = next;
    path_.push_back(node);
  }
  int turnsLeft = budget_.playoutTurns > 0 ? budget_.playoutTurns : 1 << 30;
  for (int turn = g.turn(); !g.over();) {  // the playout: uniform random answers
    if (g.turn() != turn) {
      turn = g.turn();
      if (--turnsLeft < 0) break;
    }
    g.applyLegal(g.randomAction(rng_, legal_));
    ++stats_.playoutDecisions;
  }
  double r[kMaxPlayers];
  result(g, r);
  for (int n : path_) {
    Node& x = nodes_[n];
    ++x.visits;
    x.reward += r[x.player];
    x.mean = x.reward / x.visits, x.spread = 1 / std::sqrt(double(x.visits));
  }
}

Action MctsBot::choose(const Game& g) {
  if (g.over() || g.pending().empty()) throw Error("no decision is pending");
  std::vector<Action> rootLegal = g.legalActions();
  if (rootLegal.empty()) throw Error("no legal action to choose from");
  stats_ = MctsStats{};
  if (rootLegal.size() == 1) return rootLegal[0];
  // [0]: the game each iteration plays; [1]: the root without its events (a playout reads scores
  // only), so that no iteration copies them.
  if (scratchStore_.empty()) scratchStore_.assign(2, g);
  scratchStore_[1] = g;
  scratchStore_[1].recordEvents(false);
  scratch_ = &scratchStore_[0];
  int me = g.pending().front().player;
  const double t0 = monotonicSeconds();
  const int searches = std::max(1, budget_.searches);
  const long long cap = budget_.iterations > 0 ? budget_.iterations : (budget_.seconds > 0 ? -1 : 1);
  std::vector<uint64_t> votes(rootLegal.size(), 0);
  for (int s = 0; s < searches; ++s)  // a time budget: search s ends by its share of the whole
    search(me, cap, t0, budget_.seconds * (s + 1) / searches, rootLegal, votes);
  stats_.seconds = monotonicSeconds() - t0;
  // The most visited root action (the first of equals in list order: deterministic).
  size_t best = 0;
  for (size_t i = 1; i < votes.size(); ++i)
    if (votes[i] > votes[best]) best = i;
  return rootLegal[best];
}

void MctsBot::search(int me, long long cap, double t0, double deadline, const std::vector<Action>& rootLegal,
                     std::vector<uint64_t>& votes) {
  nodes_.clear();
  nodes_.push_back(Node{});
  index_.assign(std::max<size_t>(index_.size(), 1024), Slot{});  // a new tree
  for (long long i = 0; cap < 0 || i < cap; ++i) {
    if (deadline > 0 && (i & 15) == 0 && monotonicSeconds() - t0 >= deadline) break;
    iterate(scratchStore_[1], me);
    ++stats_.iterations;
  }
  stats_.nodes = std::max(stats_.nodes, static_cast<int>(nodes_.size()));
  for (size_t i = 0; i < rootLegal.size(); ++i)
    for (int c = nodes_[0].firstChild; c >= 0; c = nodes_[c].nextSibling)
      if (nodes_[c].action == rootLegal[i]) votes[i] += nodes_[c].visits;
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
