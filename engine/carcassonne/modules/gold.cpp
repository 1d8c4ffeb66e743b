#include "gold.hpp"

#include <algorithm>
#include <bit>

#include "../game.hpp"
#include "../json_fields.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
// Module state: [B, (x, y, bars) * B, C, (x, y, claimants mask) * C, next, took]: the cells that
// hold bars; the claims of the features completed in this turn's scoring (cleared once handed
// out), sorted in the house order (most claimants, then smaller y, then x); while bars are being
// handed out, `next` = the place in turn order (0 = the active player) of the player whose bar comes
// next and `took` = whether anyone took a bar in this round (-1, 0 when not handing out).
struct GoldState {
  struct Cell {
    int x, y, n;
  };
  std::vector<Cell> bars, claims;  // claims: n is the mask of players who may take there
  int next = -1, took = 0;

  static GoldState read(const std::vector<int>& s) {
    GoldState g;
    if (s.empty()) return g;
    size_t b = static_cast<size_t>(s[0]), i = 1;
    for (size_t k = 0; k < b; ++k, i += 3) g.bars.push_back({s[i], s[i + 1], s[i + 2]});
    size_t c = static_cast<size_t>(s[i++]);
    for (size_t k = 0; k < c; ++k, i += 3) g.claims.push_back({s[i], s[i + 1], s[i + 2]});
    g.next = s[i], g.took = s[i + 1];
    return g;
  }
  void write(std::vector<int>& s) const {
    s.clear();
    if (bars.empty() && claims.empty()) return;
    s.push_back(static_cast<int>(bars.size()));
    for (const Cell& c : bars) s.insert(s.end(), {c.x, c.y, c.n});
    s.push_back(static_cast<int>(claims.size()));
    for (const Cell& c : claims) s.insert(s.end(), {c.x, c.y, c.n});
    s.insert(s.end(), {next, took});
  }
  Cell* bar(Coord c) {
    for (Cell& b : bars)
      if (b.x == c.x && b.y == c.y) return &b;
    return nullptr;
  }
  // The claimed cells player p may take a bar from now, in the house order.
  std::vector<Cell> choices(int p) {
    std::vector<Cell> out;
    for (const Cell& c : claims)
      if (const Cell* b = bar({c.x, c.y}); (c.n >> p & 1) && b && b->n > 0) out.push_back(c);
    return out;
  }
};

constexpr int kHeld = 0;  // token kind: the bars a player holds

std::string cellText(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

// Player p takes one bar from cell c (one of p's claims that holds one); the round moves on.
void takeBar(Game& g, GoldState& s, int module, int p, Coord c) {
  --s.bar(c)->n;
  int held = std::max(0, g.token(module, kHeld, p)) + 1;
  g.setToken(module, kHeld, p, held);
  g.emitModuleEvent(module, Gold::kTaken, held, c, p);
  ++s.next, s.took = 1;
}
}  // namespace

void Gold::registerContent(Catalog& cat) {
  TilePropertyDef gold{"gold", {}};
  // Printed on the tile: a gold mine's pile of bars on dark earth.
  gold.mark = looks::markLook(R"({"size": 0.26, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#4a3520", "#e2b93b", 0.05],
    ["M-0.36 0.24 L-0.02 0.24 L-0.08 0.06 L-0.3 0.06 Z M0.02 0.24 L0.36 0.24 L0.3 0.06 L0.08 0.06 Z M-0.17 0.02 L0.17 0.02 L0.11 -0.16 L-0.11 -0.16 Z", "#f5c518", "#7a5a00", 0.03],
    ["M-0.26 0.11 L-0.12 0.11 M0.12 0.11 L0.26 0.11 M-0.07 -0.07 L0.07 -0.07", "none", "#fff3b0", 0.03]]})");
  gold_ = cat.addTileProperty(gold);
  // A gold bar lying on a tile (cellMarkers): one glyph per bar.
  MarkerDef bar{"gold", words("gold bar"), looks::tagLook(R"({"size": 0.15, "layers": [
    ["M-0.46 0.26 L0.46 0.26 L0.3 -0.26 L-0.3 -0.26 Z", "#f5c518", "#5a4200", 0.09],
    ["M-0.2 -0.1 L0.2 -0.1", "none", "#fff6c0", 0.08]]})")};
  bar_ = cat.addMarker(std::move(bar));
  category_ = cat.addCategory("gold", "bars");
  cat.addTileFile(std::string(kTilesGold), "tiles/gold.json");
}

void Gold::resolve(const Catalog& cat) { self_ = cat.moduleIndex(id()); }

int Gold::barPoints(int n) {
  int each = n <= 0 ? 0 : n <= 3 ? 1 : n <= 6 ? 2 : n <= 9 ? 3 : 4;
  return each * n;
}

int Gold::barsAt(const Game& g, Coord c) const {
  GoldState s = GoldState::read(g.moduleState(self_));
  const GoldState::Cell* b = s.bar(c);
  return b ? b->n : 0;
}

int Gold::barsHeld(const Game& g, int player) const { return std::max(0, g.token(self_, kHeld, player)); }

void Gold::addBars(Game& g, Coord c, int n) const {
  GoldState s = GoldState::read(g.moduleState(self_));
  if (GoldState::Cell* b = s.bar(c))
    b->n += n;
  else
    s.bars.push_back({c.x, c.y, n});
  s.write(g.moduleState(self_));
  g.emitModuleEvent(self_, kPlaced, n, c, g.current());
}

void Gold::onPhase(Game& g, Phase p) const {
  if (p == Phase::Score) return distribute(g);
  if (p == Phase::FinalScoring) return finalScore(g);
  // AfterTile: a bar on the gold tile, then the player chooses a neighbour for the second.
  int t = g.lastTile();
  if (t < 0 || g.typeOf(t).prop(gold_) <= 0) return;
  addBars(g, g.tiles()[t].at, 1);
  std::vector<Action> spots;
  Decision d{static_cast<uint8_t>(g.current()), kBar, static_cast<uint8_t>(self_), 0};
  options(g, d, spots);
  if (!spots.empty()) g.pushDecision(d);
}

// One spot per placed tile among the gold tile's 8 neighbours (a piece of several squares: each
// of its squares there is a spot).
void Gold::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  if (d.kind == kTake) {
    Action a;
    a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = kTake;
    for (const GoldState::Cell& c : GoldState::read(g.moduleState(self_)).choices(d.arg)) {
      a.x = c.x, a.y = c.y;
      out.push_back(a);
    }
    return;
  }
  int t = g.lastTile();
  if (t < 0) return;
  Coord at = g.tiles()[t].at;
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = kBar;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int tile = -1, square = 0;
      if ((dx || dy) && g.tileAtCell({at.x + dx, at.y + dy}, tile, square)) {
        a.x = at.x + dx, a.y = at.y + dy;
        out.push_back(a);
      }
    }
}

bool Gold::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (d.kind == kTake) {
    if (a.type != ActionType::Module || a.code != kTake)
      return why.no(
          "that is not a legal answer to: take a gold bar from a tile your completed feature claims ({\"code\": 2, x, "
          "y})");
    GoldState s = GoldState::read(g.moduleState(self_));
    for (const GoldState::Cell& c : s.choices(d.arg))
      if (c.x == a.x && c.y == a.y) return true;
    return why.no([&] {
      std::string cells;
      for (const GoldState::Cell& c : s.choices(d.arg)) cells += (cells.empty() ? "" : ", ") + cellText(c.x, c.y);
      int n = barsAt(g, {a.x, a.y});
      return "gold: a bar comes from a tile that a completed feature of " + g.setup().players[d.arg].name +
             " claims and that still holds one: " + cells + "; not " + cellText(a.x, a.y) +
             (n > 0 ? "" : " (no bar there)");
    });
  }
  if (a.type != ActionType::Module || a.code != kBar)
    return why.no(
        "that is not a legal answer to: put the second gold bar on a neighbouring tile ({\"code\": 1, x, y})");
  int t = g.lastTile();
  if (t < 0) return why.no("no gold tile was placed this turn");
  Coord at = g.tiles()[t].at;
  int dx = a.x - at.x, dy = a.y - at.y;
  if ((dx == 0 && dy == 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1)
    return why.no([&] {
      return "the second gold bar goes on one of the 8 tiles around the gold tile at " + cellText(at.x, at.y) +
             ", not at " + cellText(a.x, a.y);
    });
  int tile = -1, square = 0;
  if (!g.tileAtCell({a.x, a.y}, tile, square))
    return why.no([&] { return "the second gold bar goes on a tile, and " + cellText(a.x, a.y) + " is empty"; });
  return true;
}

void Gold::apply(Game& g, const Decision& d, const Action& a) const {
  if (d.kind != kTake) return addBars(g, {a.x, a.y}, 1);
  GoldState s = GoldState::read(g.moduleState(self_));
  takeBar(g, s, self_, d.arg, {a.x, a.y});
  s.write(g.moduleState(self_));
  distribute(g);  // the next bar: automatic, or the next taker's decision
}

// A record written before bars were a decision (or that leaves one out) takes the house order:
// the first of the options (most claimants, then smaller y, then x).
bool Gold::defaultAnswer(const Game& g, const Decision& d, Action& a) const {
  if (d.kind != kTake) return false;
  std::vector<Action> o;
  options(g, d, o);
  if (o.empty()) return false;
  a = o.front();
  return true;
}

bool Gold::answers(const Game&, const Decision& d, const jsonin::Value& e) const {
  if (d.kind != kTake) return true;
  const jsonin::Value gold = e.find("gold");  // none when e is no object
  const jsonin::Value code = gold ? gold.find("code") : gold;
  return code && equalsInt(code, kTake);
}

// A completed feature claims the bars on its tiles (a centre feature: its tile and the 8 around)
// for the players with the most strength on it.
void Gold::onFeatureCompleted(Game& g, const FeatureView& f) const {
  int best = 0;
  for (int p = 0; p < g.players(); ++p) best = std::max(best, int(f.node->strength[p]));
  if (best == 0) return;
  int mask = 0;
  for (int p = 0; p < g.players(); ++p)
    if (f.node->strength[p] == best) mask |= 1 << p;
  GoldState s = GoldState::read(g.moduleState(self_));
  bool centre = g.catalog().kinds[f.kind].topology == Topology::Center;
  Coord home = g.cellOf(f.tile, g.squareOf(f.tile, f.seg));
  bool changed = false;
  for (const GoldState::Cell& b : s.bars) {
    if (b.n <= 0) continue;
    bool covered = false;
    if (centre) {
      covered = std::abs(b.x - home.x) <= 1 && std::abs(b.y - home.y) <= 1;
    } else {
      int tile = -1, square = 0;
      if (g.tileAtCell({b.x, b.y}, tile, square))  // a segment of a piece may cover several squares
        for (size_t k = 0; k < g.typeOf(tile).segments.size() && !covered; ++k)
          covered =
              (g.typeOf(tile).segments[k].squares >> square & 1) && g.features().find(g.nodeOf(tile, int(k))) == f.root;
    }
    if (!covered) continue;
    auto claim = std::find_if(s.claims.begin(), s.claims.end(),
                              [&](const GoldState::Cell& c) { return c.x == b.x && c.y == b.y; });
    if (claim == s.claims.end())
      s.claims.push_back({b.x, b.y, mask});
    else
      claim->n |= mask;
    changed = true;
  }
  if (changed) s.write(g.moduleState(self_));
}

// One bar at a time in turn order from the active player; each player takes from a tile one of
// their completed features claims; a player with nothing left to take is skipped. Which bar: the
// active player's decision (「手番プレイヤーが…分配します」, MINIS §4.4) when it can change who gets what (two or more
// tiles, one of them claimed by someone else too); otherwise, and in records that leave it out, the house order (the
// claimed tile with the most claimants, then smaller y, then x). Returns at a decision; apply() goes on.
void Gold::distribute(Game& g) const {
  GoldState s = GoldState::read(g.moduleState(self_));
  if (s.claims.empty()) return;
  if (s.next < 0) {
    std::sort(s.claims.begin(), s.claims.end(), [](const GoldState::Cell& a, const GoldState::Cell& b) {
      int ca = std::popcount(unsigned(a.n)), cb = std::popcount(unsigned(b.n));
      return ca != cb ? ca > cb : a.y != b.y ? a.y < b.y : a.x < b.x;
    });
    s.next = 0, s.took = 0;
  }
  for (;;) {
    if (s.next == g.players()) {
      if (!s.took) break;  // a whole round without a bar: everything claimed is handed out
      s.next = 0, s.took = 0;
    }
    int p = (g.current() + s.next) % g.players();
    std::vector<GoldState::Cell> c = s.choices(p);
    if (c.empty()) {
      ++s.next;
      continue;
    }
    bool shared = false;
    for (const GoldState::Cell& x : c) shared |= x.n != (1 << p);
    if (c.size() > 1 && shared) {  // a real choice: the active player hands it out (arg = the taker)
      s.write(g.moduleState(self_));
      g.insertDecision(
          {static_cast<uint8_t>(g.current()), kTake, static_cast<uint8_t>(self_), static_cast<uint8_t>(p)});
      return;
    }
    takeBar(g, s, self_, p, {c[0].x, c[0].y});
  }
  s.claims.clear();
  s.next = -1, s.took = 0;
  s.bars.erase(std::remove_if(s.bars.begin(), s.bars.end(), [](const GoldState::Cell& b) { return b.n == 0; }),
               s.bars.end());
  s.write(g.moduleState(self_));
}

// After the final scoring: bars on the board are lost; each player's bars pay by their count.
void Gold::finalScore(Game& g) const {
  GoldState s = GoldState::read(g.moduleState(self_));
  int lost = 0;
  for (const GoldState::Cell& b : s.bars) lost += b.n;
  if (lost > 0) g.emitModuleEvent(self_, kLost, lost);
  g.moduleState(self_).clear();
  for (int p = 0; p < g.players(); ++p)
    if (int n = barsHeld(g, p); n > 0) g.award(static_cast<uint8_t>(1 << p), barPoints(n), category_, nullptr, n);
}

std::string Gold::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kTake)
    return d.arg == d.player
               ? "take a gold bar from a tile your completed feature claims"
               : "give " + g.setup().players[d.arg].name + " a gold bar from a tile their completed feature claims";
  return "put the second gold bar on a tile next to the gold tile";
}

std::string Gold::describe(const Game& g, const Action& a) const {
  int n = barsAt(g, {a.x, a.y});
  // The tile named from the new one (the board lights it: optionPlace), never by its coordinates.
  const std::string tile = tileFromNewTile(g, {a.x, a.y});
  if (a.code == kTake) {
    std::string bar = "a gold bar from " + tile + " (" + std::to_string(n) + " there)";
    const Decision* d = g.pending().empty() ? nullptr : &g.pending().front();
    if (d && d->module == self_ && d->kind == kTake && d->arg != d->player)
      return "Give " + g.setup().players[d->arg].name + " " + bar;
    return "Take " + bar;
  }
  return "Gold bar on " + tile + (n > 0 ? " (" + std::to_string(n) + " there)" : "");
}

Place Gold::optionPlace(const Game&, const Decision&, const Action& a) const {
  return a.type == ActionType::Module ? Place::cell({a.x, a.y}) : Place::none();
}

// The bars' score: the count ("bars", the category's detail) and what each bar is worth at that count.
void Gold::scoreJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.category == category_ && e.detail > 0) j.field("each", barPoints(e.detail) / e.detail);
}

void Gold::eventJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.code == kPlaced)
    j.field("text", "a gold bar is placed on " + cellText(e.at.x, e.at.y));
  else if (e.code == kTaken)
    j.field("text", "takes a gold bar from " + cellText(e.at.x, e.at.y) + " (" + std::to_string(e.points) + " held)");
  else
    j.field("text", std::to_string(e.points) + " gold " + (e.points == 1 ? "bar" : "bars") + " left on the board " +
                        (e.points == 1 ? "is" : "are") + " lost");
}

void Gold::cellMarkers(const Game& g, std::vector<CellMarker>& out) const {
  for (const GoldState::Cell& b : GoldState::read(g.moduleState(self_)).bars)
    if (b.n > 0) out.push_back({b.x, b.y, bar_, b.n});
}

void Gold::addState(const Game& g, JsonOut& o) const {
  GoldState s = GoldState::read(g.moduleState(self_));
  o.key("gold").beginObject().key("board").beginArray();
  for (const GoldState::Cell& b : s.bars)
    o.beginObject().field("x", b.x).field("y", b.y).field("bars", b.n).endObject();
  o.endArray().key("held").beginArray();
  for (int p = 0; p < g.players(); ++p) o.value(barsHeld(g, p));
  o.endArray().endObject();
}

}  // namespace carc
