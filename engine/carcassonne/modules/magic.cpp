#include "magic.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
// Module state during a shared-feature resolution: [figures still to move, bit 0 mage, bit 1 witch].
constexpr int kBoth = 3;

// Their own colours whoever moved them: a purple mage with a star, an orange witch with a broom.
constexpr const char* kMageLook = R"j({"scale": 1.1, "mark": false, "lies": false, "spot": "#7b2fbf", "layers": [
  ["M0 -0.52 L0.13 -0.22 L0.3 -0.17 L0.13 -0.1 C0.2 0.02 0.27 0.24 0.36 0.5 L-0.36 0.5 C-0.27 0.24 -0.2 0.02 -0.13 -0.1 L-0.3 -0.17 L-0.13 -0.22 Z", "#8e3fd0", "rgba(255,255,255,0.85)", 0.06],
  ["M0 0.02 L0.05 0.13 L0.16 0.14 L0.08 0.21 L0.1 0.32 L0 0.26 L-0.1 0.32 L-0.08 0.21 L-0.16 0.14 L-0.05 0.13 Z", "#ffe680"]]})j";
constexpr const char* kWitchLook = R"j({"scale": 1.1, "mark": false, "lies": false, "spot": "#f08a1c", "layers": [
  ["M0.12 -0.52 L0.1 -0.22 L0.32 -0.17 L0.13 -0.1 C0.2 0.02 0.27 0.24 0.36 0.5 L-0.36 0.5 C-0.27 0.24 -0.2 0.02 -0.13 -0.1 L-0.32 -0.17 L-0.1 -0.22 Z", "#f08a1c", "rgba(0,0,0,0.75)", 0.06],
  ["M-0.42 0.42 L0.3 -0.02", "none", "#5a3a1a", 0.07],
  ["M0.22 0.02 L0.42 -0.14 L0.44 0.06 Z", "#c9a35a", "#5a3a1a", 0.03]]})j";
}  // namespace

void Magic::registerContent(Catalog& cat) {
  for (const char* name : {"mage", "witch"}) {
    FigureKindDef f = figureKind(name, 0, false);  // no strength, occupies nothing: meeples may join it
    f.neutral = true;
    f.look = looks::figureLook(std::string(name) == "mage" ? kMageLook : kWitchLook);
    int id = cat.addFigure(f);
    (std::string(name) == "mage" ? mage_ : witch_) = id;
  }
  TilePropertyDef magic{"magic", {}};
  // Printed on the tile: the magic symbol, a star by a crescent moon on a purple disc.
  magic.mark = looks::markLook(R"({"size": 0.26, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#4b2a7a", "#e9d8ff", 0.05],
    ["M0.02 -0.3 A0.3 0.3 0 1 0 0.02 0.3 A0.22 0.22 0 1 1 0.02 -0.3 Z", "#ffe680"],
    ["M0.16 -0.2 L0.2 -0.09 L0.31 -0.08 L0.23 0 L0.26 0.11 L0.16 0.05 L0.06 0.11 L0.09 0 L0.01 -0.08 L0.12 -0.09 Z", "#f08a1c"]]})");
  magic_ = cat.addTileProperty(magic);
  OptionDef o{"mageWitchMoveOne",
              "magic",
              "When a tile puts the mage and the witch on one road or city, move only one of them (English rules); "
              "off: move both (the Japanese rule text).",
              {0, 1},
              {},
              true,
              0};
  optMoveOne_ = cat.addOption(std::move(o));
  cat.addTileFile(std::string(kTilesMagic), "tiles/magic.json");
}

void Magic::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id()), road_ = cat.kindId("road"), city_ = cat.kindId("city");
}

void Magic::onSetup(Game& g) const {
  g.setSupply(kNeutral, mage_, 1);
  g.setSupply(kNeutral, witch_, 1);
}

int Magic::figureIndex(const Game& g, int kind) const {
  for (size_t i = 0; i < g.figures().size(); ++i)
    if (g.figures()[i].kind == kind) return static_cast<int>(i);
  return -1;
}

int Magic::rootOf(const Game& g, int kind) const {
  int i = figureIndex(g, kind);
  return i < 0 ? -1 : g.features().find(g.nodeOf(g.figures()[i].tile, g.figures()[i].seg));
}

// Where the mage or the witch may go now: an unfinished road or city, not the one it stands on,
// not the other figure's. `own` and `other`: the feature roots the two stand on (-1: off the board).
bool Magic::checkTarget(const Game& g, int kind, int tile, int seg, int own, int other, Why& why) const {
  const std::string_view who = kind == mage_ ? "the mage" : "the witch";
  if (tile < 0 || tile >= int(g.tiles().size())) return why.no("there is no such tile");
  const TileType& t = g.typeOf(tile);
  if (seg < 0 || seg >= int(t.segments.size())) return why.no([&] { return "tile " + t.id + " has no such feature"; });
  int k = t.segments[seg].kind;
  if (k != road_ && k != city_)
    return why.no([&] {
      return std::string(who) + " stands only on an unfinished road or city, not on the " + g.catalog().kinds[k].name;
    });
  int root = g.features().find(g.nodeOf(tile, seg));
  auto here = [&] { return "the " + g.catalog().kinds[k].name + " at " + g.locationName(tile, seg); };
  if (g.features().node(root).open == 0) return why.no([&] { return here() + " is already complete"; });
  if (root == own)
    return why.no([&] { return std::string(who) + " already stands on " + here() + ": it must move to another"; });
  if (root == other)
    return why.no([&] { return "the mage and the witch never share a road or city (" + here() + ")"; });
  return true;
}

// One spot per eligible feature: its first segment in placement order. Without `out`: whether
// there is any (stops at the first).
bool Magic::targets(const Game& g, int kind, std::vector<Action>* out) const {
  thread_local std::vector<uint8_t> seen;  // per feature root: already offered or refused
  seen.assign(g.features().size(), 0);
  const int own = rootOf(g, kind), other = rootOf(g, kind == mage_ ? witch_ : mage_);
  Action a;
  a.type = ActionType::PlaceFigure, a.figure = static_cast<uint8_t>(kind);
  Why quiet;
  for (size_t t = 0; t < g.tiles().size(); ++t) {
    const TileType& type = g.typeOf(int(t));
    for (size_t k = 0; k < type.segments.size(); ++k) {
      int sk = type.segments[k].kind;
      if (sk != road_ && sk != city_) continue;
      int root = g.features().find(g.nodeOf(int(t), int(k)));
      if (seen[root]) continue;
      seen[root] = 1;
      if (!checkTarget(g, kind, int(t), int(k), own, other, quiet)) continue;
      if (!out) return true;
      a.tile = static_cast<uint16_t>(t), a.segment = static_cast<uint8_t>(k);
      out->push_back(a);
    }
  }
  return out && !out->empty();
}

// Whether a decision moving the figures of `mask` has an answer: a target, or one to remove.
bool Magic::answerable(const Game& g, int mask) const {
  for (int b = 0; b < 2; ++b)
    if ((mask >> b & 1) && targets(g, b == 0 ? mage_ : witch_, nullptr)) return true;
  for (int b = 0; b < 2; ++b)
    if ((mask >> b & 1) && figureIndex(g, b == 0 ? mage_ : witch_) >= 0) return true;
  return false;
}

int Magic::movingMask(const Game& g, const Decision& d) const {
  if (d.kind == kShared) return g.moduleState(self_).empty() ? 0 : g.moduleState(self_)[0];
  return kBoth;
}

// Both figures on one feature: the active player is asked to move them (MINIS §5.4); also the
// magic tile's own duty when that tile joined them. False if they do not share one.
bool Magic::askShared(Game& g, Decision d) const {
  int m = rootOf(g, mage_);
  if (m < 0 || m != rootOf(g, witch_)) return false;
  g.moduleState(self_) = {kBoth};
  d.kind = kShared;
  if (answerable(g, kBoth))
    g.pushDecision(d);
  else
    g.moduleState(self_).clear();
  return true;
}

void Magic::onPhase(Game& g, Phase) const {
  Decision d{static_cast<uint8_t>(g.current()), kMagicTile, static_cast<uint8_t>(self_), 0};
  if (askShared(g, d)) return;  // a tile joined their features (MINIS §5.4)
  if (g.lastTile() < 0 || g.typeOf(g.lastTile()).prop(magic_) <= 0) return;
  if (answerable(g, movingMask(g, d)))
    g.pushDecision(d);
  else
    g.moduleState(self_).clear();
}

// MINIS §3.5 / §5.4: a ferry placed or moved after the figure step (or any other change of the
// roads between the tile and the scoring) may join the mage's road and the witch's. Checked when
// the queue runs empty in the figure step or after it, i.e. once those changes are all answered and
// before the scoring; at the tile itself onPhase(AfterTile) has already checked. Idempotent: once
// answered, the two no longer share a feature.
void Magic::onSettled(Game& g) const {
  if (g.phase() != Phase::PlaceFigure && g.phase() != Phase::AfterFigure) return;
  askShared(g, {static_cast<uint8_t>(g.current()), kShared, static_cast<uint8_t>(self_), 0});
}

// Place or move one of the figures this decision may move; if none can go anywhere, remove one
// of them from the board instead.
void Magic::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  int mask = movingMask(g, d);
  for (int b = 0; b < 2; ++b)
    if (mask >> b & 1) targets(g, b == 0 ? mage_ : witch_, &out);
  if (!out.empty()) return;
  for (int b = 0; b < 2; ++b) {
    int kind = b == 0 ? mage_ : witch_, i = figureIndex(g, kind);
    if (!(mask >> b & 1) || i < 0) continue;
    Action r;
    r.type = ActionType::ReturnFigure, r.figure = static_cast<uint8_t>(kind);
    r.tile = g.figures()[i].tile, r.segment = g.figures()[i].seg;
    out.push_back(r);
  }
}

bool Magic::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  auto task = [&] { return describeDecision(g, d); };
  if (a.type != ActionType::PlaceFigure && a.type != ActionType::ReturnFigure)
    return why.no(
        [&] { return "that is not a legal answer to: " + task() + " (a figure spot of the mage or the witch)"; });
  if (a.figure != mage_ && a.figure != witch_)
    return why.no([&] { return "only the mage or the witch moves now (" + task() + ")"; });
  const char* who = a.figure == mage_ ? "the mage" : "the witch";
  int bit = a.figure == mage_ ? 1 : 2;
  if (!(movingMask(g, d) & bit)) return why.no([&] { return std::string(who) + " has already moved: " + task(); });
  if (a.type == ActionType::PlaceFigure)
    return checkTarget(g, a.figure, a.tile, a.segment, rootOf(g, a.figure),
                       rootOf(g, a.figure == mage_ ? witch_ : mage_), why);
  int i = figureIndex(g, a.figure);
  if (i < 0) return why.no([&] { return std::string(who) + " is not on the board"; });
  if (g.figures()[i].tile != a.tile || g.figures()[i].seg != a.segment)
    return why.no([&] {
      const Figure& f = g.figures()[i];
      Coord c = g.cellOf(f.tile, g.squareOf(f.tile, f.seg));  // the segment's cell on a larger piece
      return std::string(who) + " stands at (" + std::to_string(c.x) + "," + std::to_string(c.y) + ") " +
             g.locationName(f.tile, f.seg) + ", not there";
    });
  for (int b = 0; b < 2; ++b)
    if ((movingMask(g, d) >> b & 1) && targets(g, b == 0 ? mage_ : witch_, nullptr))
      return why.no("a figure may be removed only when neither can go to an unfinished road or city; one can");
  return true;
}

void Magic::apply(Game& g, const Decision& d, const Action& a) const {
  if (int i = figureIndex(g, a.figure); i >= 0) g.removeFigure(i);
  if (a.type == ActionType::PlaceFigure) g.placeFigure(kNeutral, a.figure, a.tile, a.segment);
  if (d.kind != kShared) return;
  std::vector<int>& s = g.moduleState(self_);
  int left = g.option(optMoveOne_) ? 0 : (s.empty() ? 0 : s[0]) & ~(a.figure == mage_ ? 1 : 2);
  if (left == 0) return s.clear();
  s = {left};
  if (answerable(g, left))
    g.insertDecision(d);
  else
    s.clear();
}

// The mage: +1 per tile for each scorer; the witch: half, rounded up (after inns and cathedrals,
// whose module comes earlier).
int Magic::featurePoints(const Game& g, const FeatureView& f, int points) const {
  if (f.kind != road_ && f.kind != city_) return points;
  for (const Figure& fig : g.figures()) {
    if (fig.kind != mage_ && fig.kind != witch_) continue;
    if (g.features().find(g.nodeOf(fig.tile, fig.seg)) != f.root) continue;
    points = fig.kind == mage_ ? points + f.tiles : (points + 1) / 2;
  }
  return points;
}

// A road or city the mage or the witch stood on: its points before ("before"), the mage's bonus
// of 1 per tile ("mage") and whether the witch halved them ("witch"), read back from the points.
void Magic::scoreJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.by != self_ + 1) return;
  const int before = e.before, tiles = e.tiles;
  const bool mage = e.points == before + tiles, witch = e.points == (before + 1) / 2;
  j.field("before", before);
  if (mage || !witch) j.field("mage", tiles);
  if (witch || !mage) j.field("witch", true);
}

std::string Magic::decisionName(const Decision& d) const { return d.kind == kShared ? "magic-shared" : "magic"; }

std::string Magic::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kMagicTile) return "place or move the mage or the witch onto an unfinished road or city";
  int mask = movingMask(g, d);
  if (mask == kBoth && !g.option(optMoveOne_))
    return "the mage and the witch share a feature: move both, one after the other";
  if (mask == kBoth) return "the mage and the witch share a feature: move one of them";
  return std::string("the mage and the witch shared a feature: now move the ") + (mask == 1 ? "mage" : "witch");
}

std::string Magic::describe(const Game& g, const Action& a) const {
  std::string who = a.figure == mage_ ? "mage" : "witch";
  if (a.tile >= g.tiles().size() || a.segment >= g.typeOf(a.tile).segments.size()) return who;
  Coord c = g.cellOf(a.tile, g.squareOf(a.tile, a.segment));  // a piece's anchor may lie outside it
  std::string where =
      g.catalog().kinds[g.typeOf(a.tile).segments[a.segment].kind].name + " on " + tileFromNewTile(g, c);
  if (a.type == ActionType::ReturnFigure) return "Remove the " + who + " from the " + where;
  return std::string(figureIndex(g, a.figure) >= 0 ? "Move" : "Place") + " the " + who + " to the " + where;
}

}  // namespace carc
