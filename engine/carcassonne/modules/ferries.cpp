#include "ferries.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_fields.hpp"
#include "../json_out.hpp"
#include "../record.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {

// The module's state between decisions, kept in Game::moduleState as
// [asking, #moved, moved..., #decided, decided..., #fixed, fixed...] (placed tile indices):
// asking = the lake whose ferry the pending move decision is about; moved = ferries placed or
// moved this turn (none moves again); decided = candidates answered this turn part; fixed = the
// candidates found once after the new ferry (option ferriesCandidates "fixed").
struct State {
  int asking = -1;
  std::vector<int> moved, decided, fixed;

  static State load(const std::vector<int>& s) {
    State st;
    if (s.empty()) return st;
    size_t i = 0;
    st.asking = s[i++];
    for (std::vector<int>* list : {&st.moved, &st.decided, &st.fixed}) {
      int n = s[i++];
      list->assign(s.begin() + std::ptrdiff_t(i), s.begin() + std::ptrdiff_t(i + size_t(n)));
      i += size_t(n);
    }
    return st;
  }
  void store(std::vector<int>& s) const {
    s.clear();
    s.push_back(asking);
    for (const std::vector<int>* list : {&moved, &decided, &fixed}) {
      s.push_back(int(list->size()));
      s.insert(s.end(), list->begin(), list->end());
    }
  }
};

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

std::string sideWord(int side) {
  static const char* kWords[] = {"north", "east", "south", "west"};
  return kWords[side & 3];
}

// "E-W" in words: "east and west" (a pair linkName() wrote; anything else is named as it is).
std::string pairWords(const std::string& pair) {
  auto a = pair.size() == 3 ? sideFromName(pair.substr(0, 1)) : std::nullopt;
  auto b = pair.size() == 3 ? sideFromName(pair.substr(2)) : std::nullopt;
  return a && b ? sideWord(*a) + " and " + sideWord(*b) : pair;
}

std::string cellText(Coord c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

// The board side of a one-square tile's segment that touches exactly one side (a lake's arm).
int armSide(const Game& g, int tile, int seg) {
  uint32_t sides = g.rotatedOf(tile).segSides[seg] & 0xF;
  for (int s = 0; s < kSides; ++s)
    if (sides == (1u << s)) return s;
  return -1;
}

}  // namespace

void Ferries::registerContent(Catalog& cat) {
  TilePropertyDef lake{"lake", {}};
  // The lake in the tile's middle (the road arms end at its shore) and the ferry: a raft on a rope
  // across the lake between the two linked road ends.
  lake.mark = looks::markLook(R"({"size": 0.5, "at": [0.5, 0.5], "reach": 0.2, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#d8cfa0", "#5d7f3a", 0.05],
    ["M-0.4 0 A0.4 0.4 0 1 0 0.4 0 A0.4 0.4 0 1 0 -0.4 0 Z", "#4f9fd8"],
    ["M-0.2 -0.12 L0 -0.13 M0.05 0.1 L0.25 0.09 M0.12 -0.22 L0.24 -0.23", "none", "#bfe3fa", 0.03]],
    "link": [
    ["M-0.5 0 L0.5 0", "none", "#f3ead0", 0.05],
    ["M-0.3 -0.16 L0.3 -0.16 L0.24 0.16 L-0.24 0.16 Z", "#8a5a2b", "#3a2410", 0.04],
    ["M-0.15 -0.16 L-0.15 0.16 M0 -0.16 L0 0.16 M0.15 -0.16 L0.15 0.16", "none", "#5a3a1a", 0.03]]})");
  lakeProp_ = cat.addTileProperty(lake);
  auto opt = [&](OptionDef o) {
    o.module = "ferries";
    return cat.addOption(std::move(o));
  };
  optAlways_ = opt({"ferriesAlways",
                    "",
                    "A lake tile always gets its ferry (the rule text's numbered steps); off: only when its player "
                    "put a meeple on one of its road arms (a reading of the prose).",
                    {0, 1},
                    {},
                    true,
                    1});
  optCandidates_ = opt({"ferriesCandidates",
                        "",
                        "Which ferries you may move: fixed = the first ferry in each direction from the placed tile, "
                        "found once before any move (rule text); recompute = looked for again after each move, "
                        "past the ferries already moved (JCloisterZone).",
                        {kFixed, kRecompute},
                        {"fixed", "recompute"},
                        false,
                        kFixed});
  optOncePer_ = opt({"ferriesOncePer",
                     "",
                     "A ferry moves at most once per turn = the whole turn, a builder's extra tile included (rule "
                     "text 手番); turn-part = once per tile placed (JCloisterZone).",
                     {kTurn, kTurnPart},
                     {"turn", "turn-part"},
                     false,
                     kTurn});
  cat.addTileFile(std::string(kTilesFerries), "tiles/ferries.json");
}

void Ferries::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  road_ = cat.kindId("road");
}

uint32_t Ferries::phases() const { return phaseBit(Phase::AfterFigure); }

bool Ferries::isLake(const Game& g, int tile) const { return g.typeOf(tile).prop(lakeProp_) > 0; }

bool Ferries::ferryPlaced(const Game& g) const {
  if (g.option(optAlways_)) return true;
  for (const Figure& f : g.figures())
    if (f.tile == g.lastTile() && f.player == g.current() && g.typeOf(f.tile).segments[f.seg].kind == road_)
      return true;
  return false;
}

// Rule text 001: 「タイル置いた場所から見て、道沿いに最初に現れる渡し船のみ」 and 「それぞれの方向の最初の
// 渡し船」. Each road segment of the placed tile is followed out of each of its ports; along the way
// a lake whose ferry links the arm the road arrives on is the first ferry met (a road that ends at
// a lake on an unlinked arm does not pass through that lake's ferry and goes no further).
std::vector<int> Ferries::candidates(const Game& g) const {
  std::vector<int> found;
  const int placed = g.lastTile();
  if (placed < 0) return found;
  // Option "recompute" (JCloisterZone): a ferry moved this turn is passed along its new link and
  // the first ferry not yet moved beyond it is the candidate.
  const std::vector<int> passed =
      g.option(optCandidates_) == kRecompute ? State::load(g.moduleState(self_)).moved : std::vector<int>{};
  struct Step {
    int tile, seg;
    uint32_t ports;  // ports of (tile, seg) to leave by (bit 4*square+side)
  };
  thread_local std::vector<Step> stack;
  thread_local std::vector<std::pair<int, int>> seen;
  stack.clear(), seen.clear();
  const TileType& pt = g.typeOf(placed);
  for (size_t k = 0; k < pt.segments.size(); ++k)
    if (pt.segments[k].kind == road_) {
      stack.push_back({placed, int(k), g.rotatedOf(placed).segSides[k]});
      seen.emplace_back(placed, int(k));
    }
  while (!stack.empty()) {
    Step s = stack.back();
    stack.pop_back();
    for (uint32_t ports = s.ports; ports; ports &= ports - 1) {
      int bit = __builtin_ctz(ports), q = bit / 4, side = bit % 4;
      int other = -1, oq = 0;
      if (!g.tileAtCell(g.cellOf(s.tile, q).step(side), other, oq)) continue;
      const RotatedTile& ort = g.rotatedOf(other);
      int oseg = ort.squares[oq].sideSeg[opposite(side)];
      if (oseg < 0 || g.typeOf(other).segments[oseg].kind != road_) continue;
      if (std::find(seen.begin(), seen.end(), std::make_pair(other, oseg)) != seen.end()) continue;
      seen.emplace_back(other, oseg);
      // The arm it arrives on may be linked inside its tile (a ferry, or another module's layout).
      int linked = -1;
      for (auto [a, b] : g.typeOf(other).layouts[g.tiles()[other].layout]) {
        if (a == oseg) linked = b;
        if (b == oseg) linked = a;
      }
      if (isLake(g, other) && !(linked >= 0 && contains(passed, other))) {
        if (linked >= 0 && !contains(found, other)) found.push_back(other);
        continue;  // the first ferry in this direction, or the road ends at the lake
      }
      uint32_t onward = ort.segSides[oseg] & ~(1u << (4 * oq + opposite(side)));
      stack.push_back({other, oseg, onward});
      if (linked >= 0 && std::find(seen.begin(), seen.end(), std::make_pair(other, linked)) == seen.end()) {
        seen.emplace_back(other, linked);
        stack.push_back({other, linked, ort.segSides[linked]});
      }
    }
  }
  return found;
}

std::string Ferries::linkName(const Game& g, int tile, int layout) const {
  const Layout& l = g.typeOf(tile).layouts[layout];
  if (l.empty()) return "";
  static const char* kNames[] = {"N", "E", "S", "W"};
  int a = armSide(g, tile, l[0][0]), b = armSide(g, tile, l[0][1]);
  if (a < 0 || b < 0) return "";
  if (a > b) std::swap(a, b);
  return std::string(kNames[a]) + "-" + kNames[b];
}

int Ferries::laneTo(const Game& g, int tile, const std::string& pair) const {
  size_t dash = pair.find('-');
  if (dash == std::string::npos) return -1;
  auto a = sideFromName(pair.substr(0, dash)), b = sideFromName(pair.substr(dash + 1));
  if (!a || !b || *a == *b) return -1;
  static const char* kNames[] = {"N", "E", "S", "W"};
  std::string name = std::string(kNames[std::min(*a, *b)]) + "-" + kNames[std::max(*a, *b)];
  for (size_t l = 1; l < g.typeOf(tile).layouts.size(); ++l)
    if (linkName(g, tile, int(l)) == name) return int(l);
  return -1;
}

int Ferries::lakeAt(const Game& g, const Action& a) const {
  int tile = -1, square = 0;
  if (!g.tileAtCell({a.x, a.y}, tile, square) || !isLake(g, tile)) return -1;
  return tile;
}

void Ferries::onPhase(Game& g, Phase) const {
  State st = State::load(g.moduleState(self_));
  // Rule text 001 「渡し船は、手番に1回のみ移動させることができます」: a turn's moves are remembered
  // through a builder's extra turn (option: per turn part).
  if (!g.inExtraTurn() || g.option(optOncePer_) == kTurnPart) st.moved.clear();
  st.decided.clear(), st.fixed.clear(), st.asking = -1;
  st.store(g.moduleState(self_));
  if (g.lastTile() < 0) return;
  if (isLake(g, g.lastTile()) && ferryPlaced(g)) {
    g.pushDecision({static_cast<uint8_t>(g.current()), kPlace, static_cast<uint8_t>(self_), 0});
    return;  // the moves follow once the new ferry is down
  }
  askNext(g);
}

// Queues the question about the next candidate ferry, if any is left.
void Ferries::askNext(Game& g) const {
  State st = State::load(g.moduleState(self_));
  if (st.asking < 0 && st.decided.empty() && st.fixed.empty()) st.fixed = candidates(g);
  const std::vector<int> list = g.option(optCandidates_) == kRecompute ? candidates(g) : st.fixed;
  st.asking = -1;
  for (int t : list)
    if (!contains(st.moved, t) && !contains(st.decided, t)) {
      st.asking = t;
      break;
    }
  st.store(g.moduleState(self_));
  if (st.asking >= 0) g.insertDecision({static_cast<uint8_t>(g.current()), kMove, static_cast<uint8_t>(self_), 0});
}

void Ferries::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  int tile = d.kind == kPlace ? g.lastTile() : State::load(g.moduleState(self_)).asking;
  if (tile < 0) return;
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_);
  a.x = g.tiles()[tile].at.x, a.y = g.tiles()[tile].at.y;
  if (d.kind == kMove) out.push_back(a);  // code 0: leave it where it is (a button on the page, unlike a pass)
  for (size_t l = 1; l < g.typeOf(tile).layouts.size(); ++l)
    if (d.kind == kPlace || int(l) != g.tiles()[tile].layout) {
      a.code = static_cast<uint8_t>(l);
      out.push_back(a);
    }
}

bool Ferries::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (d.core()) return why.no("ferries have no action in the figure step");
  const int tile = d.kind == kPlace ? g.lastTile() : State::load(g.moduleState(self_)).asking;
  if (tile < 0) return why.no("no ferry is waiting to be placed or moved");
  const Coord at = g.tiles()[tile].at;
  if (a.type != ActionType::Module || a.module != self_)
    return why.no([&] {
      return d.kind == kPlace ? "the new lake at " + cellText(at) + " must get its ferry on two of its road arms"
                              : "expected a move of the ferry at " + cellText(at) + " (code 0 leaves it)";
    });
  if (a.x != at.x || a.y != at.y)
    return why.no([&] {
      return d.kind == kPlace
                 ? "the new ferry goes on the lake just placed at " + cellText(at) + ", not at " + cellText({a.x, a.y})
                 : "only the ferry at " + cellText(at) + " may be moved now, not one at " + cellText({a.x, a.y});
    });
  if (a.code == 0 && d.kind == kPlace)
    return why.no([&] { return "the new lake at " + cellText(at) + " must get its ferry on two of its road arms"; });
  if (a.code >= g.typeOf(tile).layouts.size())
    return why.no([&] { return "the lake at " + cellText(at) + " has no link " + std::to_string(a.code); });
  if (d.kind == kMove && a.code == g.tiles()[tile].layout)
    return why.no([&] {
      return "the ferry at " + cellText(at) + " already links " + linkName(g, tile, a.code) +
             "; a move takes it to another pair of arms (or pass to leave it)";
    });
  return true;
}

void Ferries::apply(Game& g, const Decision& d, const Action& a) const {
  State st = State::load(g.moduleState(self_));
  const int tile = d.kind == kPlace ? g.lastTile() : st.asking;
  if (a.code > 0) {
    g.setLayout(tile, a.code);
    st.moved.push_back(tile);  // the new ferry is never moved this turn; a moved one not again
    g.emitModuleEvent(self_, d.kind == kPlace ? kPlaced : kMoved, a.code, g.tiles()[tile].at, d.player);
    emitRoads(g, tile);
  }
  if (d.kind == kMove) st.decided.push_back(tile);
  st.asking = -1;
  st.store(g.moduleState(self_));
  askNext(g);
}

std::string Ferries::decisionName(const Decision& d) const { return d.kind == kPlace ? "ferry-place" : "ferry-move"; }

std::string Ferries::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kPlace) return "put the ferry on two road arms of the new lake";
  int tile = State::load(g.moduleState(self_)).asking;
  if (tile < 0) return "move a ferry, or leave it";
  return "move the ferry of the lake on " + tileFromNewTile(g, g.tiles()[tile].at) + " (now linking the " +
         pairWords(linkName(g, tile, g.tiles()[tile].layout)) + " roads), or leave it";
}

// The option's words name the roads the ferry links (the board lights the link, optionPlace).
std::string Ferries::describe(const Game& g, const Action& a) const {
  int tile = lakeAt(g, a);
  if (tile < 0 || a.code >= g.typeOf(tile).layouts.size()) return "ferry";
  if (a.code == 0) return "Leave the ferry on the " + pairWords(linkName(g, tile, g.tiles()[tile].layout)) + " roads";
  std::string words = pairWords(linkName(g, tile, a.code));
  return (g.tiles()[tile].layout == 0 || tile == g.lastTile() ? "Ferry: link the " : "Move the ferry to link the ") +
         words + " roads";
}

// A link's place: halfway between its two arms' spots; two opposite arms (whose midpoint, the
// lake's middle, the crossing link shares) a quarter of the way from the first arm, so that each
// of a crossroads lake's six links has a point of its own. Leaving a ferry is its current link.
Place Ferries::optionPlace(const Game& g, const Decision&, const Action& a) const {
  const int tile = lakeAt(g, a);
  if (tile < 0) return Place::none();
  const int layout = a.code ? a.code : g.tiles()[tile].layout;
  if (layout <= 0 || layout >= int(g.typeOf(tile).layouts.size()) || g.typeOf(tile).layouts[layout].empty())
    return Place::cell(g.tiles()[tile].at);
  int s0 = g.typeOf(tile).layouts[layout][0][0], s1 = g.typeOf(tile).layouts[layout][0][1];
  if (armSide(g, tile, s0) > armSide(g, tile, s1)) std::swap(s0, s1);
  Place p = spotPlace(g, tile, s0), q = spotPlace(g, tile, s1);
  const float w = (armSide(g, tile, s0) ^ armSide(g, tile, s1)) == 2 ? 0.25f : 0.5f;
  p.px += (q.px - p.px) * w, p.py += (q.py - p.py) * w;
  return p;
}

Action Ferries::readAnswer(const Game& g, const Decision& d, const jsonin::Value& e, const std::string& w) const {
  if (!e.is_object() || !e.contains("ferry")) {
    Action a = readDefaultAnswer(g, d, e, w);
    const int tile = State::load(g.moduleState(self_)).asking;
    if (a.type == ActionType::Pass && d.kind == kMove && tile >= 0) {  // leaving the ferry is written as a pass
      a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = 0;
      a.x = g.tiles()[tile].at.x, a.y = g.tiles()[tile].at.y;
    }
    return a;
  }
  checkKeys(e, {"player", "ferry"}, w);
  const jsonin::Value f = e.find("ferry");
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_);
  int tile = -1;
  std::string pair;
  if (d.kind == kPlace) {
    if (!f.is_string()) failAt(w + ".ferry", "expected the two arms of the new lake, such as \"E-W\"");
    tile = g.lastTile();
    pair = text(f);
  } else {
    if (!f.is_object()) failAt(w + ".ferry", "expected {\"x\": X, \"y\": Y, \"to\": \"N-S\"}");
    checkKeys(f, {"x", "y", "to"}, w + ".ferry");
    Coord c{needInt(f, "x", w + ".ferry", -kMaxCoord, kMaxCoord), needInt(f, "y", w + ".ferry", -kMaxCoord, kMaxCoord)};
    int square = 0;
    if (!g.tileAtCell(c, tile, square) || !isLake(g, tile)) failAt(w + ".ferry", "there is no lake at " + cellText(c));
    const jsonin::Value to = f.find("to");
    if (!to || !to.is_string()) failAt(w + ".ferry.to", "expected the two arms to link, such as \"N-S\"");
    pair = text(to);
  }
  if (tile < 0) failAt(w + ".ferry", "no lake tile was placed this turn");
  a.x = g.tiles()[tile].at.x, a.y = g.tiles()[tile].at.y;
  int layout = laneTo(g, tile, pair);
  if (layout < 0) {
    std::string arms;
    for (size_t l = 1; l < g.typeOf(tile).layouts.size(); ++l) arms += (l > 1 ? ", " : "") + linkName(g, tile, int(l));
    failAt(w + ".ferry", "the lake at " + cellText(g.tiles()[tile].at) + " has no pair of road arms " +
                             quoteInput(pair) + " (its pairs: " + arms + ")");
  }
  a.code = static_cast<uint8_t>(layout);
  return a;
}

void Ferries::writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& e) const {
  int tile = a.type == ActionType::Module ? lakeAt(g, a) : -1;
  if (tile < 0) return writeDefaultAnswer(g, d, a, e);
  if (a.code == 0) {
    e.field("pass", true);  // the ferry stays where it is
    return;
  }
  std::string pair = linkName(g, tile, a.code);
  if (d.kind == kPlace)
    e.field("ferry", pair);
  else
    e.key("ferry").beginObject().field("x", a.x).field("y", a.y).field("to", pair).endObject();
}

// What the change did, for the log: one event per road through the lake's arms as it is now
// (its size, whether complete, whose figures stand on it), told by the ferry event before them.
void Ferries::emitRoads(Game& g, int lake) const {
  std::vector<int> seen;
  const TileType& t = g.typeOf(lake);
  for (size_t k = 0; k < t.segments.size(); ++k) {
    if (t.segments[k].kind != road_) continue;
    int root = g.features().find(g.nodeOf(lake, int(k)));
    if (contains(seen, root)) continue;
    seen.push_back(root);
    FeatureView v = g.viewOf(lake, int(k), false);
    Event& e = g.emitModuleEvent(self_, kRoad, v.tiles, g.tiles()[lake].at);
    for (int p = 0; p < g.players(); ++p)
      if (v.node->strength[p] > 0) e.players |= static_cast<uint8_t>(1 << p);
    e.complete = g.features().node(root).open == 0;
    e.featureTile = static_cast<int16_t>(lake), e.featureSeg = static_cast<uint8_t>(k);
  }
}

namespace {
// "the road of Alice and Bob (5 tiles) is complete", from a kRoad event.
std::string roadWords(const Game& g, const Event& r) {
  std::vector<std::string> names;
  for (int p = 0; p < g.players(); ++p)
    if (r.players >> p & 1) names.push_back(g.setup().players[p].name);
  std::string who;
  for (size_t i = 0; i < names.size(); ++i) who += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  std::string size = std::to_string(r.points) + (r.points == 1 ? " tile" : " tiles");
  return (names.empty() ? "an empty road (" + size + ")" : "the road of " + who + " (" + size + ")") +
         (r.complete ? " is complete" : " is open");
}
}  // namespace

void Ferries::eventJson(const Game& g, const Event& e, JsonOut& out) const {
  if (e.code == kRoad) {
    out.field("tiles", e.points), out.field("complete", e.complete);
    out.key("owners").beginArray();
    for (int p = 0; p < g.players(); ++p)
      if (e.players >> p & 1) out.value(p);
    out.endArray();
    return;  // no text: the ferry event before it tells it
  }
  int tile = -1, square = 0;
  if (!g.tileAtCell(e.at, tile, square) || e.points < 1 || e.points >= int(g.typeOf(tile).layouts.size())) return;
  std::string pair = linkName(g, tile, e.points);
  out.field("links", pair);
  std::string words = pairWords(pair);
  std::string text = e.code == kPlaced ? "put the ferry at " + cellText(e.at) + " on " + words
                                       : "the ferry at " + cellText(e.at) + " now links " + words;
  // The roads through the lake now: the kRoad events that follow this one (when it is one of g's).
  const std::vector<Event>& all = g.events();
  if (!all.empty() && &e >= all.data() && &e < all.data() + all.size()) {
    std::string roads;
    for (size_t i = size_t(&e - all.data()) + 1; i < all.size(); ++i) {
      const Event& r = all[i];
      if (r.type != EventType::Module || r.module != e.module || r.code != kRoad) break;
      roads += (roads.empty() ? ": " : "; ") + roadWords(g, r);
    }
    text += roads;
  }
  out.field("text", text);
}

void Ferries::addState(const Game& g, JsonOut& out) const {
  out.key("ferries").beginObject().key("lakes").beginArray();
  for (size_t t = 0; t < g.tiles().size(); ++t)
    if (isLake(g, int(t))) {
      out.beginObject().field("x", g.tiles()[t].at.x).field("y", g.tiles()[t].at.y).key("ferry");
      std::string pair = linkName(g, int(t), g.tiles()[t].layout);
      pair.empty() ? out.null() : out.value(pair);
      out.endObject();
    }
  out.endArray().endObject();
}

}  // namespace carc
