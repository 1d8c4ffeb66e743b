// The playout's hot paths against plain references written here: features (copied node
// prototypes, joins across borders, the field-side join left out) against a union-find over the
// borders alone (and each node's nearCity flag against its segment); the random placement
// sampler's use of the caller's generator (its stream decides every bench and search signature);
// the completion test per tile (sideCompletes) against the figures left on closed features;
// returning a feature's figures (every search playout's final scoring) against a plain scan of
// the figure list.
#include <map>
#include <numeric>

#include "sim_config.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;

namespace {

Game newGame(int players, uint64_t seed, const std::vector<std::string>& sets) {
  json ps = json::array();
  for (int i = 0; i < players; ++i) ps.push_back({{"name", "P" + std::to_string(i)}});
  return Game(cat(), carc::parseSetup(cat(), {{"players", ps}, {"sets", sets}, {"seed", seed}}));
}

// One-square tiles without layouts only: the reference joins sides and halves, nothing else.
bool plainTiles(const Game& g) {
  for (const carc::PlacedTile& pt : g.tiles()) {
    const carc::TileType& t = g.catalog().tiles[pt.type];
    if (t.multiSquare() || t.layouts.size() > 1) return false;
  }
  return true;
}

struct Reference {
  std::vector<int> parent;
  int find(int n) { return parent[n] == n ? n : parent[n] = find(parent[n]); }
};

// Every segment pair the borders join, by a union-find of its own; then the game's features must
// group the same nodes, with each feature's open side ends and tag sums as counted from scratch.
void checkFeatures(const Game& g) {
  const carc::Features& f = g.features();
  Reference ref{std::vector<int>(f.size())};
  std::iota(ref.parent.begin(), ref.parent.end(), 0);
  std::vector<int> closedAt;  // a node of each side border joined (its feature loses two open ends)
  for (size_t i = 0; i < g.tiles().size(); ++i) {
    const carc::PlacedTile& pt = g.tiles()[i];
    const carc::RotatedTile& rt = g.rotatedOf(int(i));
    for (int side = 0; side < carc::kSides; ++side) {
      int other = g.board().tileAt(pt.at.step(side));
      if (other < 0 || other > int(i)) continue;  // each border once, from the later tile
      const carc::RotatedTile& ort = g.rotatedOf(other);
      int opp = carc::opposite(side);
      if (rt.sideSeg[side] >= 0 && ort.sideSeg[opp] >= 0) {
        int a = g.nodeOf(int(i), rt.sideSeg[side]), b = g.nodeOf(other, ort.sideSeg[opp]);
        ref.parent[ref.find(a)] = ref.find(b);
        closedAt.push_back(a);
      }
      for (int k = 0; k < 2; ++k) {
        int h = side * 2 + k, oh = carc::facingHalf(h);
        if (rt.halfSeg[h] >= 0 && ort.halfSeg[oh] >= 0)
          ref.parent[ref.find(g.nodeOf(int(i), rt.halfSeg[h]))] = ref.find(g.nodeOf(other, ort.halfSeg[oh]));
      }
    }
  }
  std::map<int, int> open, refOfGame;
  std::map<int, std::array<int, carc::kMaxTags>> tags;
  for (int a : closedAt) open[ref.find(a)] -= 2;
  for (int n = 0; n < int(f.size()); ++n) {
    const carc::FeatureNode& node = f.node(n);
    const carc::TileType& t = g.typeOf(node.tile);
    REQUIRE(g.nodeOf(node.tile, node.seg) == n);
    REQUIRE(node.nearCity == (t.segments[node.seg].cities != 0));  // completedCities skips the others
    int r = ref.find(n), gr = f.find(n);
    auto [it, fresh] = refOfGame.emplace(gr, r);
    REQUIRE(it->second == r);  // one game feature never spans two reference features
    open[r] += __builtin_popcount(t.rot[g.tiles()[node.tile].rot].segSides[node.seg]);
    for (int k = 0; k < carc::kMaxTags; ++k) tags[r][k] += t.segments[node.seg].tags[k];
  }
  REQUIRE(refOfGame.size() == open.size());  // nor does one reference feature span two game features
  for (auto [gr, r] : refOfGame) {
    CHECK(f.node(gr).open == open[r]);
    for (int k = 0; k < carc::kMaxTags; ++k) CHECK(int(f.node(gr).tags[k]) == tags[r][k]);
  }
}

// No figure stands on a closed road or city once a turn is over: what the turn closed was scored.
void checkNothingLeftOnClosed(const Game& g) {
  for (const carc::Figure& fig : g.figures()) {
    const carc::FeatureKindDef& kd = g.catalog().kinds[g.typeOf(fig.tile).segments[fig.seg].kind];
    if (kd.topology == carc::Topology::Side && kd.completes)
      CHECK(g.features().root(g.nodeOf(fig.tile, fig.seg)).open > 0);
  }
}

// The sampler as written down: a (hand tile, distinct rotation) pair and a frontier cell drawn
// from the generator, kept if the edges fit, at most 64 times.
bool referenceSample(const Game& g, carc::Rng& rng, Action& out) {
  std::vector<std::pair<int, int>> pairs;
  for (int type : g.hand(g.current())) {
    if (std::find_if(pairs.begin(), pairs.end(), [&](auto& p) { return p.first == type; }) != pairs.end()) continue;
    for (uint8_t r : g.catalog().tiles[type].distinctRots) pairs.push_back({type, r});
  }
  const auto& frontier = g.board().frontier();
  for (int attempt = 0; attempt < 64; ++attempt) {
    auto [type, rot] = pairs[rng.below(uint32_t(pairs.size()))];
    const carc::FrontierCell& f = frontier[rng.below(uint32_t(frontier.size()))];
    if (!carc::edgesFit(g.catalog().tiles[type].rot[rot].edgeCode, f.need, f.mask)) continue;
    out = Action{};
    out.type = carc::ActionType::PlaceTile, out.tile = uint16_t(type), out.rot = uint8_t(rot);
    out.x = f.at.x, out.y = f.at.y;
    return true;
  }
  return false;
}

// What returnFiguresOn(fv) must do, written plainly: every figure whose segment lies in the
// feature (a centre feature: that segment itself) goes back to its supply and leaves the list, its
// strength and occupancy taken off the feature's root; the others stay in order; one
// FigureReturned event per figure while the game records. Checked on a copy of g.
void checkReturn(const Game& g, const carc::FeatureView& fv) {
  const carc::Catalog& c = g.catalog();
  const bool centre = c.kinds[fv.kind].topology == carc::Topology::Center;
  std::vector<carc::Figure> kept, back;
  for (const carc::Figure& f : g.figures()) {
    const int node = g.nodeOf(f.tile, f.seg);
    const bool on =
        centre ? node == fv.root : g.features().node(node).kind == fv.kind && g.features().find(node) == fv.root;
    (on ? back : kept).push_back(f);
  }
  Game after = g;
  after.returnFiguresOn(fv);
  REQUIRE(after.figures() == kept);
  std::map<std::pair<int, int>, int> supply;                    // (player, kind) -> figures back
  std::map<int, std::array<int, carc::kMaxPlayers + 1>> taken;  // root -> strength per player, occupants
  for (const carc::Figure& f : back) {
    ++supply[{f.player, f.kind}];
    auto& t = taken[g.features().find(g.nodeOf(f.tile, f.seg))];
    if (f.player != carc::kNeutral) t[f.player] += c.figures[f.kind].strength;
    t[carc::kMaxPlayers] += c.figures[f.kind].occupies ? 1 : 0;
  }
  for (int p : {0, 1, 2, 3, 4, 5, int(carc::kNeutral)}) {
    if (p != carc::kNeutral && p >= g.players()) continue;
    for (int k = 0; k < int(c.figures.size()); ++k) REQUIRE(after.supply(p, k) == g.supply(p, k) + supply[{p, k}]);
  }
  int wrongNodes = 0;  // nodes whose strength or occupancy differ from the plain count
  for (int n = 0; n < int(g.features().size()); ++n) {
    auto it = taken.find(n);
    const carc::FeatureNode &a = after.features().node(n), &b = g.features().node(n);
    bool same = true;
    for (int p = 0; p < g.players(); ++p)
      same &= int(a.strength[p]) == int(b.strength[p]) - (it == taken.end() ? 0 : it->second[p]);
    same &= int(a.occupants) == int(b.occupants) - (it == taken.end() ? 0 : it->second[carc::kMaxPlayers]);
    wrongNodes += !same;
  }
  REQUIRE(wrongNodes == 0);
  const size_t events = g.recordingEvents() ? back.size() : 0;
  REQUIRE(after.events().size() == g.events().size() + events);
  for (size_t i = 0; i < events; ++i) {
    const carc::Event& e = after.events()[g.events().size() + i];
    CHECK(e.type == carc::EventType::FigureReturned);
    CHECK(e.figure == back[i].kind);
    CHECK(e.seg == back[i].seg);
    CHECK(e.featureTile == fv.tile);
  }
}

}  // namespace

TEST_CASE("features after every placement equal a union-find over the borders alone", "[features][hot]") {
  for (const auto& sets : std::vector<std::vector<std::string>>{{"base"}, {"base", "ic", "tb", "river"}}) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      Game g = newGame(3, seed, sets);
      g.recordEvents(false);
      carc::Rng rng(seed);
      std::vector<Action> scratch;
      int checked = 0;
      while (!g.over()) {
        g.applyLegal(g.randomAction(rng, scratch));
        if (!plainTiles(g)) break;
        checkFeatures(g);
        ++checked;
      }
      CHECK(checked > 20);
    }
  }
}

TEST_CASE("no figure is left on a closed road or city after a turn", "[scoring][hot]") {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g = newGame(2, seed, {"base", "ic"});
    g.recordEvents(false);
    carc::Rng rng(seed);
    std::vector<Action> scratch;
    int turns = 0;
    while (!g.over()) {
      const int before = g.turn();
      g.applyLegal(g.randomAction(rng, scratch));
      if (g.turn() != before && !g.over()) checkNothingLeftOnClosed(g), ++turns;
    }
    CHECK(turns > 30);
  }
}

TEST_CASE("randomAction samples placements from the caller's generator as the written-down sampler", "[random][hot]") {
  for (uint64_t seed : {5u, 6u, 7u}) {
    Game g = newGame(2, seed, {"base"});
    g.recordEvents(false);
    carc::Rng rng(seed * 7919), ref = rng;
    std::vector<Action> scratch;
    int sampled = 0;
    while (!g.over()) {
      const bool tileStep = g.pending().front().core() && g.pending().front().kind == carc::kDecideTile;
      Action expected;
      const bool refDrew = tileStep && referenceSample(g, ref, expected);
      Action a = g.randomAction(rng, scratch);
      if (refDrew) {
        REQUIRE(a == expected);
        REQUIRE(rng == ref);  // the draws used are gone from the caller's generator, no more
        ++sampled;
      } else {
        ref = rng;  // a listed choice (figure step): the reference starts again from here
      }
      g.applyLegal(a);
    }
    CHECK(sampled > 60);
  }
}

TEST_CASE("returnFiguresOn takes back exactly the figures a plain scan finds on the feature", "[scoring][hot]") {
  int features = 0, returned = 0;
  for (uint64_t i = 0; i < 24;
       ++i) {  // configurations over every module: big meeples, pigs, builders, neutral figures, abbots
    const carc::SimConfig sc = carc::simConfigFor(cat(), i);
    Game g = carc::newSimGame(cat(), sc);
    g.recordEvents(i % 2 == 0);  // with and without events
    carc::RandomBot bot(sc.seed);
    for (int step = 0; !g.over(); ++step) {
      if (step % 7 == 0) {
        std::vector<int> seen;  // each feature once: the root, or a centre feature's node
        for (const carc::Figure& f : g.figures()) {
          const carc::FeatureView fv = g.viewOf(f.tile, f.seg, false);
          if (std::find(seen.begin(), seen.end(), fv.root) != seen.end()) continue;
          seen.push_back(fv.root);
          checkReturn(g, fv);
          ++features;
        }
        returned += int(g.figures().size());
      }
      g.applyLegal(bot.choose(g));
    }
  }
  CHECK(features > 500);
  CHECK(returned > 1000);
}

namespace {

bool betweenTurns(const Game& g) {
  return !g.over() && !g.pending().empty() && g.pending().front().core() &&
         g.pending().front().kind == carc::kDecideTile && !g.canUndo();
}

}  // namespace

// Plays the game at random and ends a copy of it at every third position between turns, once as
// the game does and once with returnFiguresOn's scan for each feature: the two must be equal.
// A base game of 2..5 players in one of the three farm scoring editions, keeping no events.
Game quietBaseGame(uint64_t seed) {
  const char* editions[] = {"current", "first-edition", "second-edition"};
  json ps = json::array();
  for (int p = 0; p < 2 + int(seed % 4); ++p) ps.push_back({{"name", "P" + std::to_string(p)}});
  const json rules = {{"farmScoring", editions[seed % 3]}};
  Game g(cat(), carc::parseSetup(cat(), {{"players", ps}, {"sets", {"base"}}, {"seed", seed}, {"rules", rules}}));
  g.recordEvents(false);
  return g;
}

void checkFinalReturns(Game g, uint64_t seed, int& positions, int& returned) {
  carc::RandomBot bot(seed);
  for (int step = 0; !g.over(); ++step) {
    if (step % 3 == 0 && betweenTurns(g)) {
      Game fast = g, plain = g;
      plain.plainScoring(true);
      fast.endNow(), plain.endNow();
      REQUIRE(fast == plain);
      ++positions, returned += int(g.figures().size() - fast.figures().size());
    }
    g.applyLegal(bot.choose(g));
  }
}

TEST_CASE("final scoring returns the figures as scoreFeature does, feature by feature", "[scoring][hot]") {
  int positions = 0, returned = 0;
  for (uint64_t i = 0; i < 40; ++i) {  // configurations over every module, with and without events
    const carc::SimConfig sc = carc::simConfigFor(cat(), i);
    Game g = carc::newSimGame(cat(), sc);
    g.recordEvents(i % 2 == 0);
    checkFinalReturns(g, sc.seed, positions, returned);
  }
  CHECK(positions > 1000);
  CHECK(returned > 5000);
  // The one-pass return (no events, every module blind to figures while scoring): base games in
  // each farm scoring edition (the fields' farmers go back in one pass too)
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Game g = quietBaseGame(seed);
    REQUIRE(g.quietScoring());
    checkFinalReturns(g, seed, positions = 0, returned = 0);
    CHECK(returned > 20);
  }
}

TEST_CASE("quiet scoring plays whole games as the plain paths do", "[scoring][hot]") {
  // Every award of a game that keeps no events (completed features in play, the final scoring,
  // the fields) pays as the plain path's Score event does: the games stay equal step by step.
  int scored = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Game quiet = quietBaseGame(seed), plain = quiet;
    plain.plainScoring(true);
    REQUIRE(quiet.quietScoring());
    REQUIRE_FALSE(plain.quietScoring());
    carc::RandomBot bot(seed);
    while (!quiet.over()) {
      const Action a = bot.choose(quiet);
      quiet.applyLegal(a), plain.applyLegal(a);
      REQUIRE(quiet == plain);
    }
    for (int p = 0; p < quiet.players(); ++p) scored += quiet.score(p);
  }
  CHECK(scored > 1000);  // 1,783 points in the 30 games
}
