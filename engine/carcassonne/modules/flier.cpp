#include "flier.hpp"

#include "../game.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
// Arrow directions clockwise from north; a quarter turn of the tile adds 2.
const std::vector<std::string> kDirections = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr int kDx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int kDy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};  // y grows south

Action flierAction(int self, int code) {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self), a.code = static_cast<uint8_t>(code);
  return a;
}

// Module state while a flight is under way: the flier tile, the flight code and the roll.
enum { kFrom, kCode, kRollAt, kStateSize };
}  // namespace

void Flier::registerContent(Catalog& cat) {
  TilePropertyDef arrow{"flier", kDirections};
  arrow.turns = true;  // the arrow turns with the tile: a straight road tile has four placements
  // Printed on the tile: a flying machine's wings and the arrow of its flight, north for "N".
  arrow.mark = looks::markLook(R"({"size": 0.28, "turn": 45, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#f4ecd0", "#4a3a20", 0.05],
    ["M-0.42 0.04 C-0.3 -0.1 -0.1 -0.06 0 0 C0.1 -0.06 0.3 -0.1 0.42 0.04 L0.4 0.14 C0.26 0.08 0.1 0.1 0 0.14 C-0.1 0.1 -0.26 0.08 -0.4 0.14 Z", "#ffffff", "#4a3a20", 0.03],
    ["M0 -0.42 L0.17 -0.17 L0.06 -0.17 L0.06 0.32 L-0.06 0.32 L-0.06 -0.17 L-0.17 -0.17 Z", "#c0392b", "#4a1a10", 0.025]]})");
  arrow_ = cat.addTileProperty(arrow);
  cat.addTileFile(std::string(kTilesFlier), "tiles/flier.json");
}

void Flier::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  normal_ = cat.figureId("normal"), big_ = cat.figureId("big"), abbot_ = cat.figureId("abbot");
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), monastery_ = cat.kindId("monastery");
  garden_ = cat.kindId("garden");
}

int Flier::figureOfCode(int code) const {
  return code == kFlyNormal ? normal_ : code == kFlyBig ? big_ : code == kFlyAbbot ? abbot_ : -1;
}

int Flier::arrowOf(const Game& g, int tile) const {
  if (tile < 0) return -1;
  int dir = g.typeOf(tile).prop(arrow_);
  return dir < 0 ? -1 : (dir + 2 * g.tiles()[tile].rot) & 7;
}

int Flier::targetOf(const Game& g, int tile, int roll) const {
  int dir = arrowOf(g, tile);
  if (dir < 0) return -1;
  Coord c = g.tiles()[tile].at;
  c.x += kDx[dir] * roll, c.y += kDy[dir] * roll;
  int target = -1, square = 0;
  return g.tileAtCell(c, target, square) ? target : -1;
}

// Instead of placing a figure on the flier tile: fly one of the figures that may fly (MINIS §1.3).
void Flier::figureStepOptions(const Game& g, std::vector<Action>& out) const {
  if (arrowOf(g, g.lastTile()) < 0) return;
  int p = g.pending().front().player;
  Why quiet;
  for (int code : {kFlyNormal, kFlyBig, kFlyAbbot}) {
    int f = figureOfCode(code);
    if (f >= 0 && g.supply(p, f) > 0 && g.checkFigureKind(p, f, quiet)) out.push_back(flierAction(self_, code));
  }
}

// Where a flown figure may land: an incomplete road, city or monastery (the abbot: an incomplete
// monastery or garden), occupied or not; a feature the tile just placed completed is complete.
bool Flier::landable(const Game& g, int figure, int tile, int seg, Why& why) const {
  const TileType& t = g.typeOf(tile);
  if (seg < 0 || seg >= int(t.segments.size())) return why.no([&] { return "tile " + t.id + " has no such feature"; });
  int kind = t.segments[seg].kind;
  const std::string& kindName = g.catalog().kinds[kind].name;
  bool abbot = figure == abbot_;
  bool fits = abbot ? (kind == monastery_ || kind == garden_) : (kind == road_ || kind == city_ || kind == monastery_);
  if (!fits)
    return why.no([&] {
      return abbot ? "a flying abbot lands only on an unfinished monastery or garden, not on the " + kindName
                   : "a flying meeple lands only on an unfinished road, city or monastery, not on the " + kindName;
    });
  FeatureView v = g.viewOf(tile, seg, false);
  bool complete = g.catalog().kinds[kind].topology == Topology::Center ? v.tiles >= 9 : v.node->open == 0;
  if (complete)
    return why.no([&] { return "the " + kindName + " at " + g.locationName(tile, seg) + " is already complete"; });
  return true;
}

void Flier::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  if (d.kind == kRoll) {
    for (int n = 1; n <= 3; ++n) out.push_back(flierAction(self_, n));
    return;
  }
  const std::vector<int>& s = g.moduleState(self_);
  if (s.size() < kStateSize) return;
  int tile = targetOf(g, s[kFrom], s[kRollAt]), figure = figureOfCode(s[kCode]);
  if (tile < 0 || figure < 0) return;
  Action a;
  a.type = ActionType::PlaceFigure, a.figure = static_cast<uint8_t>(figure), a.tile = static_cast<uint16_t>(tile);
  Why quiet;
  for (size_t k = 0; k < g.typeOf(tile).segments.size(); ++k)
    if (landable(g, figure, tile, int(k), quiet)) {
      a.segment = static_cast<uint8_t>(k);
      out.push_back(a);
    }
}

bool Flier::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (d.core()) {  // the figure step: a flight
    if (a.code < kFlyNormal || a.code > kFlyAbbot)
      return why.no([&] { return "flier: no action " + std::to_string(a.code) + " (1..3: fly a meeple, big, abbot)"; });
    if (arrowOf(g, g.lastTile()) < 0) return why.no("only a meeple on a flying machine tile just placed can fly");
    int f = figureOfCode(a.code);
    if (f < 0 || !g.checkFigureKind(d.player, f, why)) return f < 0 ? why.no("that figure is not in play") : false;
    return true;
  }
  if (d.kind == kRoll) {
    if (a.type != ActionType::Module || a.code < 1 || a.code > 3)
      return why.no("that is not a legal answer to: roll the flier's die (1, 2 or 3)");
    return true;
  }
  const std::vector<int>& s = g.moduleState(self_);
  if (s.size() < kStateSize) return why.no("no meeple is flying");
  if (a.type != ActionType::PlaceFigure)
    return why.no("that is not a legal answer to: choose where the flying meeple lands (a figure spot)");
  int tile = targetOf(g, s[kFrom], s[kRollAt]), figure = figureOfCode(s[kCode]);
  if (tile < 0 || figure < 0) return why.no("the flying meeple has nowhere to land");
  if (a.figure != figure)
    return why.no([&] { return "the flying figure is " + g.catalog().figureWords(figure, false) + ", not another"; });
  if (a.tile != tile) {
    Coord c = g.tiles()[tile].at;
    return why.no([&] {
      return "the meeple flew to (" + std::to_string(c.x) + "," + std::to_string(c.y) + "); it lands on that tile";
    });
  }
  return landable(g, figure, a.tile, a.segment, why);
}

void Flier::apply(Game& g, const Decision& d, const Action& a) const {
  if (d.core()) {  // the flight begins: the die rolls next
    g.moduleState(self_) = {g.lastTile(), a.code, 0};
    g.insertDecision({kChance, kRoll, static_cast<uint8_t>(self_), 0});
    return;
  }
  if (d.kind == kRoll) {
    std::vector<int>& s = g.moduleState(self_);
    s[kRollAt] = a.code;
    Coord from = g.tiles()[s[kFrom]].at;
    g.emitModuleEvent(self_, kRolled, a.code, from, g.current());
    std::vector<Action> spots;
    options(g, {static_cast<uint8_t>(g.current()), kLand, static_cast<uint8_t>(self_), 0}, spots);
    if (spots.empty()) {
      g.emitModuleEvent(self_, kCrash, a.code, from, g.current());  // back to supply: nothing to undo
      g.moduleState(self_).clear();
    } else {
      g.insertDecision({static_cast<uint8_t>(g.current()), kLand, static_cast<uint8_t>(self_), 0});
    }
    return;
  }
  g.placeFigure(d.player, a.figure, a.tile, a.segment);
  g.moduleState(self_).clear();
}

std::string Flier::decisionName(const Decision& d) const { return d.kind == kRoll ? "flier-roll" : "flier-land"; }

std::string Flier::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kRoll) return "roll the flier's die";
  const std::vector<int>& s = g.moduleState(self_);
  int roll = s.size() < kStateSize ? 0 : s[kRollAt];
  if (roll <= 0) return "choose where the flying meeple lands";
  return "the die shows " + std::to_string(roll) + ": choose where the flying meeple lands, " + std::to_string(roll) +
         (roll == 1 ? " square" : " squares") + " away";
}

std::string Flier::describe(const Game& g, const Action& a) const {
  if (a.type == ActionType::PlaceFigure) {
    if (a.tile >= g.tiles().size() || a.segment >= g.typeOf(a.tile).segments.size()) return "Land";
    return "Land on the " + g.catalog().kinds[g.typeOf(a.tile).segments[a.segment].kind].name;
  }
  if (g.decider() == kChance) return "Roll " + std::to_string(a.code);
  int f = figureOfCode(a.code);
  int dir = arrowOf(g, g.lastTile());
  std::string who = f < 0 ? "a figure" : g.catalog().figureWords(f, false);
  return "Fly " + who + (dir < 0 ? "" : " " + kDirections[dir]) + " (1-3 squares)";
}

// The die's faces are cards; a flight starts from the flier tile; a landing is a figure spot.
Place Flier::optionPlace(const Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module) return Module::optionPlace(g, d, a);
  if (!d.core() && d.kind == kRoll) return Place::cardOf("die-" + std::to_string(a.code));
  return g.lastTile() >= 0 ? Place::cell(g.tiles()[g.lastTile()].at) : Place::none();
}

void Flier::eventJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.code == kRolled)
    j.field("text", "the flier's die shows " + std::to_string(e.points));
  else
    j.field("text", "the flying meeple found no unfinished road, city or monastery " + std::to_string(e.points) +
                        (e.points == 1 ? " square" : " squares") + " away and went back to supply");
  j.field("roll", e.points);
}

void Flier::addState(const Game& g, JsonOut& j) const {
  const std::vector<int>& s = g.moduleState(self_);
  if (s.size() < kStateSize || s[kRollAt] == 0) return;
  int target = targetOf(g, s[kFrom], s[kRollAt]);
  j.key("flier").beginObject().field("roll", s[kRollAt]);
  if (target >= 0)
    j.key("target").beginObject().field("x", g.tiles()[target].at.x).field("y", g.tiles()[target].at.y).endObject();
  j.endObject();
}

}  // namespace carc
