#include "robbers.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

// Module state: [moves, then 4 ints per move (player, from, to, rogue)] — the moves of the step
// when no ScoreFigures module keeps them — then [robberies queued, 3 ints each (owner, victim,
// points): the candidates of each robber that still has to rob, in turn order].

void Robbers::registerContent(Catalog& cat) {
  TilePropertyDef robber{"robber", {}};
  // Printed on the tile: the robbers' symbol, a tied bag of loot with a black mask.
  robber.mark = looks::markLook(R"({"size": 0.26, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#e8dcc0", "#3a2a1a", 0.05],
    ["M-0.08 -0.3 L0.08 -0.3 L0.04 -0.18 C0.3 -0.1 0.34 0.28 0.18 0.33 L-0.18 0.33 C-0.34 0.28 -0.3 -0.1 -0.04 -0.18 Z", "#8a5a30", "#2a1a0a", 0.04],
    ["M-0.26 0.0 C-0.1 -0.06 0.1 -0.06 0.26 0.0 L0.24 0.12 C0.1 0.08 -0.1 0.08 -0.24 0.12 Z", "#1b1b1b"],
    ["M-0.12 0.04 L-0.05 0.04 M0.05 0.04 L0.12 0.04", "none", "#ffffff", 0.04]]})");
  robberTile_ = cat.addTileProperty(robber);
  // The robber on the score track: a hooded cloak (a cone, no arms: unlike a meeple's outline)
  // with a black mask, in the owner's colour.
  cat.addToken({"", 0, "robber", words("robber"), looks::figureLook(R"({"mark": [0, 0.2], "layers": [
    ["M0 -0.56 C0.17 -0.56 0.24 -0.42 0.21 -0.28 L0.48 0.5 L-0.48 0.5 L-0.21 -0.28 C-0.24 -0.42 -0.17 -0.56 0 -0.56 Z", "player", "outline", 0.07],
    ["M-0.25 -0.38 L0.25 -0.38 L0.23 -0.24 L-0.23 -0.24 Z", "#1b1b1b"],
    ["M-0.13 -0.31 L-0.05 -0.31 M0.05 -0.31 L0.13 -0.31", "none", "#ffffff", 0.04]]})")});
  robbery_ = cat.addCategory(kRobberyCategory);
  optNextOnly_ = cat.addOption({"robbersNextOnly",
                                "robbers",
                                "After the player to move, only the next player with a robber in supply may place it "
                                "(Hans im Glück wording); off: every such player in turn order (rule text 001).",
                                {0, 1},
                                {},
                                true,
                                0});
  cat.addTileFile(std::string(kTilesRobbers), "tiles/robbers.json");
}

void Robbers::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  for (size_t m = 0; m < cat.modules.size(); ++m)
    if (auto* f = dynamic_cast<const ScoreFigures*>(cat.modules[m].get())) figures_ = f, figuresModule_ = int(m);
}

const ScoreFigures* Robbers::figures(const Game& g) const {
  return figures_ && g.active(figuresModule_) ? figures_ : nullptr;
}

void Robbers::figureValues(const Game& g, int p, std::vector<int>& out) const {
  if (auto* f = figures(g))
    f->figureValues(g, p, out);
  else
    out.push_back(g.score(p));
}

int Robbers::robberSpace(const Game& g, int p) const { return g.token(self_, 0, p); }

void Robbers::spacesBeside(const Game& g, int p, std::vector<int>& out) const {
  out.clear();
  std::vector<int> values;
  for (int q = 0; q < g.players(); ++q)
    if (q != p) figureValues(g, q, values);
  for (int v : values) out.push_back(((v % kTrackSpaces) + kTrackSpaces) % kTrackSpaces);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

// ---------------------------------------------------------------- placing (MINIS §6.3)

bool Robbers::askPlacement(const Game& g, int p) const {
  std::vector<int> spaces;
  spacesBeside(g, p, spaces);
  int at = robberSpace(g, p);
  return std::any_of(spaces.begin(), spaces.end(), [&](int s) { return s != at; });
}

// Right after a robber tile: the player to move (place or move), then every other player in turn
// order whose robber is in supply (place only), or only the next one (robbersNextOnly). A player
// with no space to go to is not asked (§6.3.4).
void Robbers::onPhase(Game& g, Phase) const {
  if (g.lastTile() < 0 || g.typeOf(g.lastTile()).prop(robberTile_) <= 0) return;
  if (askPlacement(g, g.current())) g.pushDecision({uint8_t(g.current()), kPlace, uint8_t(self_), 0});
  for (int i = 1; i < g.players(); ++i) {
    int q = (g.current() + i) % g.players();
    if (robberSpace(g, q) >= 0) continue;
    if (askPlacement(g, q)) g.pushDecision({uint8_t(q), kPlace, uint8_t(self_), 1});
    if (g.option(optNextOnly_)) break;
  }
}

// ---------------------------------------------------------------- robbing (MINIS §6.4)

namespace {
size_t movesEnd(const std::vector<int>& s) { return s.empty() ? 0 : 1 + 4 * size_t(s[0]); }
}  // namespace

// Without a ScoreFigures module a player's one figure stands on their score: every score event
// moves it from score - points to score.
void Robbers::onScored(Game& g, const Event& e, const FeatureView*) const {
  if (figures(g) || e.points <= 0) return;
  std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) s = {0, 0};
  for (int p = 0; p < g.players(); ++p) {
    if (!(e.players >> p & 1)) continue;
    int at = int(movesEnd(s));
    s.insert(s.begin() + at, {p, g.score(p) - e.points, g.score(p), e.category == robbery_ ? 1 : 0});
    ++s[0];
  }
}

void Robbers::takeMoves(Game& g, std::vector<TrackMove>& out) const {
  out.clear();
  if (auto* f = figures(g)) return f->takeMoves(g, out);
  std::vector<int>& s = g.moduleState(self_);
  if (s.empty() || s[0] == 0) return;
  for (int i = 0; i < s[0]; ++i) out.push_back({s[1 + 4 * i], s[2 + 4 * i], s[3 + 4 * i], s[4 + 4 * i] != 0});
  s.erase(s.begin() + 1, s.begin() + static_cast<std::ptrdiff_t>(movesEnd(s)));
  s[0] = 0;
}

std::vector<Robbers::Robbery> Robbers::queue(const Game& g) const {
  std::vector<Robbery> q;
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) return q;
  size_t at = movesEnd(s);
  for (int i = 0; i < s[at]; ++i) q.push_back({s[at + 1 + 3 * i], s[at + 2 + 3 * i], s[at + 3 + 3 * i]});
  return q;
}

void Robbers::setQueue(Game& g, const std::vector<Robbery>& q) const {
  std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) s = {0, 0};
  s.resize(movesEnd(s));
  s.push_back(int(q.size()));
  for (const Robbery& r : q) s.insert(s.end(), {r.owner, r.victim, r.points});
}

void Robbers::rob(Game& g, int owner, int victim, int points) const {
  g.setToken(self_, 0, owner, -1);  // the robber comes home
  g.emitModuleEvent(self_, kRobbed, victim * 1000 + points, {}, owner);
  g.award(static_cast<uint8_t>(1 << owner), (points + 1) / 2, robbery_, nullptr, 0, nullptr, {victim, 0, points});
}

// The queued robberies in turn order: a robber with one kind of move to rob robs it at once; one
// with a choice asks its owner and the rest wait for the answer (so rogue points come in order).
void Robbers::runQueue(Game& g) const {
  std::vector<Robbery> q = queue(g);
  while (!q.empty()) {
    int owner = q.front().owner;
    size_t n = 0;
    bool differ = false;
    while (n < q.size() && q[n].owner == owner) differ |= q[n].points != q.front().points, ++n;
    if (differ) {
      setQueue(g, q);
      g.pushDecision({uint8_t(owner), kRob, uint8_t(self_), 0});
      return;
    }
    Robbery r = q.front();
    q.erase(q.begin(), q.begin() + static_cast<std::ptrdiff_t>(n));
    setQueue(g, q);
    rob(g, r.owner, r.victim, r.points);
  }
}

// A step's moves are all made: robbers on a space a rogue move left ride along; every robber that
// a normal move of another player left robs one such move (MINIS §6.4 HOUSE CHOICE).
void Robbers::onSettled(Game& g) const {
  if (!queue(g).empty()) return;  // a robber's owner is still choosing (not reached: the queue waits)
  std::vector<TrackMove> moves;
  for (;;) {
    takeMoves(g, moves);
    if (moves.empty()) return;
    for (const TrackMove& m : moves) {
      if (!m.rogue) continue;
      for (int q = 0; q < g.players(); ++q)
        if (q != m.player && robberSpace(g, q) == m.from % kTrackSpaces) {
          g.setToken(self_, 0, q, m.to % kTrackSpaces);
          g.emitModuleEvent(self_, kRode, m.to % kTrackSpaces, {}, q);
        }
    }
    std::vector<Robbery> q;
    for (int i = 0; i < g.players(); ++i) {
      int owner = (g.current() + i) % g.players(), at = robberSpace(g, owner);
      if (at < 0) continue;
      for (const TrackMove& m : moves) {
        if (m.rogue || m.player == owner || m.to <= m.from || m.from % kTrackSpaces != at) continue;
        Robbery r{owner, m.player, m.to - m.from};
        if (std::none_of(q.begin(), q.end(), [&](const Robbery& o) {
              return o.owner == r.owner && o.victim == r.victim && o.points == r.points;
            }))
          q.push_back(r);
      }
    }
    setQueue(g, q);
    runQueue(g);
    if (!g.pending().empty()) return;
  }
}

// ---------------------------------------------------------------- decisions

void Robbers::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = static_cast<uint8_t>(d.kind);
  if (d.kind == kPlace) {
    out.push_back(Action{});  // pass
    std::vector<int> spaces;
    spacesBeside(g, d.player, spaces);
    int at = robberSpace(g, d.player);
    if (d.arg == 1 && at >= 0) return;  // another player only places a robber from supply
    for (int s : spaces)
      if (s != at) a.x = s, out.push_back(a);
    return;
  }
  for (const Robbery& r : queue(g)) {
    if (r.owner != d.player) break;
    a.x = r.victim, a.y = r.points;
    out.push_back(a);
  }
}

bool Robbers::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  std::vector<Action> listed;
  options(g, d, listed);
  if (std::find(listed.begin(), listed.end(), a) != listed.end()) return true;
  if (!why.wanted()) return false;
  if (d.kind == kRob) {
    if (a.type == ActionType::Pass) return why.no("a robber must rob the first points that leave its space (§6.4)");
    return why.no("robbers: " + playerName(g, d.player) + "'s robber cannot take half of " + std::to_string(a.y) +
                  " points from player " + std::to_string(a.x) + "; expected one of the moves that left its space");
  }
  if (a.type != ActionType::Module || a.code != kPlace)
    return why.no("robbers: expected a space of the score track (code 1, x 0..49) or a pass");
  if (a.x < 0 || a.x >= kTrackSpaces)
    return why.no("robbers: space " + std::to_string(a.x) + " is not on the score track (0..49)");
  int at = robberSpace(g, d.player);
  if (d.arg == 1 && at >= 0)
    return why.no("robbers: " + playerName(g, d.player) + "'s robber is on the track already; only the player " +
                  "whose robber tile it is may move a robber (§6.3)");
  if (a.x == at) return why.no("robbers: the robber already stands on space " + std::to_string(at));
  return why.no("robbers: no score figure of another player stands on space " + std::to_string(a.x) +
                " (a robber goes beside another player's figure, §6.3)");
}

// A record that leaves out a robber's choice robs the largest move, the earliest of equals (MINIS
// §6.4 HOUSE CHOICE). Placing a robber must be answered.
bool Robbers::defaultAnswer(const Game& g, const Decision& d, Action& a) const {
  if (d.kind != kRob) return false;
  std::vector<Action> o;
  options(g, d, o);
  if (o.empty()) return false;
  a = o[0];
  for (const Action& x : o)
    if (x.y > a.y) a = x;
  return true;
}

void Robbers::apply(Game& g, const Decision& d, const Action& a) const {
  if (d.kind == kPlace) {
    if (a.type != ActionType::Module) return;  // pass
    bool moved = robberSpace(g, d.player) >= 0;
    g.setToken(self_, 0, d.player, a.x);
    g.emitModuleEvent(self_, moved ? kMoved : kPlaced, a.x, {}, d.player);
    return;
  }
  std::vector<Robbery> q = queue(g);
  q.erase(std::remove_if(q.begin(), q.end(), [&](const Robbery& r) { return r.owner == d.player; }), q.end());
  setQueue(g, q);
  rob(g, d.player, a.x, a.y);
  runQueue(g);
}

std::string Robbers::playerName(const Game& g, int p) const {
  return p >= 0 && p < g.players() ? g.setup().players[p].name : "player " + std::to_string(p);
}

std::string Robbers::decisionName(const Decision& d) const { return d.kind == kPlace ? "robber-place" : "robber-rob"; }

std::string Robbers::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kRob) return "choose whose points your robber takes half of";
  if (d.arg == 0 && robberSpace(g, d.player) >= 0)
    return "move your robber beside another player's score figure, or leave it";
  return "put your robber beside another player's score figure, or pass";
}

std::string Robbers::describe(const Game& g, const Action& a) const {
  if (a.type == ActionType::Pass) return "No robber";
  if (a.code == kRob)
    return "Rob " + playerName(g, a.x) + ": half of " + std::to_string(a.y) + " = " + std::to_string((a.y + 1) / 2);
  std::string beside;
  int decider = g.pending().empty() ? -1 : g.pending().front().player;
  for (int q = 0; q < g.players(); ++q) {
    if (q == decider) continue;  // beside another player's figure: name only theirs
    std::vector<int> v;
    figureValues(g, q, v);
    for (int x : v)
      if (x % kTrackSpaces == a.x) {
        beside += (beside.empty() ? "" : ", ") + playerName(g, q);
        break;
      }
  }
  return "Robber to space " + std::to_string(a.x) + " (" + beside + ")";
}

// A space of the track to put the robber on; the player whose points a robbery takes half of.
Place Robbers::optionPlace(const Game&, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module) return Place::none();
  return d.kind == kPlace ? Place::track(a.x) : Place::player(a.x);
}

void Robbers::eventJson(const Game& g, const Event& e, JsonOut& j) const {
  // The page puts the player's name before these words.
  switch (e.code) {
    case kPlaced:
      j.field("text", "puts their robber on space " + std::to_string(e.points));
      break;
    case kMoved:
      j.field("text", "moves their robber to space " + std::to_string(e.points));
      break;
    case kRobbed: {
      int victim = e.points / 1000, points = e.points % 1000;
      j.field("victim", victim), j.field("robbed", points);
      j.field("text", "robs " + playerName(g, victim) + ": half of " + std::to_string(points) +
                          " points = " + std::to_string((points + 1) / 2));
      break;
    }
    default:
      j.field("text", "their robber rides along with robbed points to space " + std::to_string(e.points));
  }
}

// A robbery's score: whose points ("from") it is half of ("of"), rounded up.
void Robbers::scoreJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.category == robbery_) j.field("from", e.from).field("of", e.base);
}

void Robbers::addState(const Game& g, JsonOut& o) const {
  o.key("robbers").beginArray();  // per player: the space, or -1 in supply
  for (int p = 0; p < g.players(); ++p) o.value(robberSpace(g, p));
  o.endArray();
}

// The score track the page draws: robbers on their spaces.
void Robbers::addShared(const Game& g, std::string_view list, JsonOut& o) const {
  if (list != "track") return;
  for (int p = 0; p < g.players(); ++p)
    if (int s = robberSpace(g, p); s >= 0)
      o.beginObject()
          .field("player", p)
          .field("figure", "robber")
          .field("value", s)
          .field("score", false)
          .field("module", id())
          .field("kind", 0)  // the token's look (lexicon)
          .endObject();
}

}  // namespace carc
