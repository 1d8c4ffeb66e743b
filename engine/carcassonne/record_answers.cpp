// Answers to decisions as JSON: figure spots anywhere on the board, module actions, and the
// default `then` entry every module inherits (a module may write prettier fields of its own).
#include "json_fields.hpp"
#include "option_place.hpp"
#include "record.hpp"

namespace carc {

using json = jsonin::Value;

void figureSpotJson(JsonOut& o, const Game& g, int figure, int tile, int seg) {
  const Catalog& cat = g.catalog();
  int q = g.squareOf(tile, seg);
  Coord c = g.cellOf(tile, q);
  const std::string at = g.locationName(tile, seg);
  o.beginObject().field("kind", cat.figures[figure].name).field("x", c.x).field("y", c.y).field("at", at);
  if (g.segmentAt(tile, q, at, -1) != seg) o.field("feature", cat.kinds[g.typeOf(tile).segments[seg].kind].name);
  o.endObject();
}

void figureSpotFromJson(const Game& g, const json& j, const std::string& w, int& figure, int& tile, int& seg) {
  const Catalog& cat = g.catalog();
  if (!j.is_object()) failAt(w, "expected {\"kind\": FIGURE, \"x\": X, \"y\": Y, \"at\": LOCATION}");
  checkKeys(j, {"kind", "x", "y", "at", "feature"}, w);
  const json kind = j.find("kind"), atField = j.find("at"), feature = j.find("feature");
  if (kind && !kind.is_string()) failAt(w + ".kind", "expected a figure name such as \"normal\"");
  std::string kindName = kind ? text(kind) : "normal";
  figure = cat.figureId(kindName);
  if (figure < 0) failAt(w + ".kind", "unknown figure " + quoteInput(kindName));
  Coord c{needInt(j, "x", w, -kMaxCoord, kMaxCoord), needInt(j, "y", w, -kMaxCoord, kMaxCoord)};
  int square = 0;
  if (!g.tileAtCell(c, tile, square)) failAt(w, "no tile at (" + std::to_string(c.x) + "," + std::to_string(c.y) + ")");
  if (!atField || !atField.is_string()) failAt(w + ".at", "expected a location such as \"N\", \"NNE\" or \"C\"");
  int featureKind = -1;
  if (feature) {
    if (!feature.is_string() || cat.kindId(text(feature)) < 0)
      failAt(w + ".feature", "expected a feature kind such as \"field\"");
    featureKind = cat.kindId(text(feature));
  }
  std::string at = text(atField);
  seg = g.segmentAt(tile, square, at, featureKind);
  if (seg < 0)
    failAt(w + ".at", "tile " + g.typeOf(tile).id + " has no " +
                          (featureKind >= 0 ? cat.kinds[featureKind].name + " " : "feature ") + "at " + quoteInput(at));
}

void drawSpotJson(const Game& g, int tile, int seg, JsonOut& out) {
  const Place p = spotPlace(g, tile, seg);
  out.field("x", p.x).field("y", p.y).field("px", p.px).field("py", p.py);
}

namespace {

// A Module answer's x and y (Module::readsXY says which the answer's module reads): neither is 0, 0
// (the writer leaves that out, as moduleActionJson and writeDefaultAnswer do); else each one the
// module reads must be there, and one it does not read is refused by name if it is not 0, as
// Game::explain refuses it.
void readCoordinates(const Game& g, const json& j, const std::string& w, Action& a) {
  const bool x = j.contains("x"), y = j.contains("y");
  if (!x && !y) return;
  if (x) a.x = needInt(j, "x", w, -kMaxCoord, kMaxCoord);
  if (y) a.y = needInt(j, "y", w, -kMaxCoord, kMaxCoord);
  if (g.over() || g.pending().empty()) return;
  const Decision& d = g.pending().front();
  if (const char* f = g.unreadCoordinate(d, a)) failAt(w + "." + f, Game::unreadCoordinateWords(f, a));
  const uint8_t reads = g.catalog().modules[a.module]->readsXY(d, a);
  if (!x && (reads & Module::kReadsX)) failAt(w, "missing field 'x'");
  if (!y && (reads & Module::kReadsY)) failAt(w, "missing field 'y'");
}

}  // namespace

void moduleActionJson(JsonOut& o, const Game& g, const Action& a) {
  o.beginObject().field("module", g.catalog().modules[a.module]->id()).field("code", a.code);
  if (a.x || a.y) o.field("x", a.x).field("y", a.y);
  o.endObject();
}

Action moduleActionFromJson(const Game& g, const json& j, const std::string& w) {
  if (!j.is_object()) failAt(w, "expected {\"module\": ID, \"code\": N, \"x\": X, \"y\": Y}");
  checkKeys(j, {"module", "code", "x", "y"}, w);
  const json module = j.find("module");
  if (!module || !module.is_string()) failAt(w + ".module", "expected a module id");
  int m = g.catalog().moduleIndex(text(module));
  if (m < 0 || !g.active(m)) failAt(w + ".module", "no module " + quoteInput(text(module)) + " in play");
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(m);
  a.code = static_cast<uint8_t>(needInt(j, "code", w, 0, 255));
  readCoordinates(g, j, w, a);
  return a;
}

Action readDefaultAnswer(const Game& g, const Decision& d, const json& e, const std::string& w) {
  const std::string self(g.catalog().modules[d.module]->id());
  if (!e.is_object()) failAt(w, "expected an object such as {\"player\": 1, \"pass\": true}");
  checkKeys(e, {"player", "pass", "figure", "return", "chance"}, w, {self});
  int answers = 0;
  for (const char* k : {"pass", "figure", "return", "chance"}) answers += e.contains(k);
  answers += e.contains(self);
  if (answers != 1) failAt(w, "expected one answer: pass, figure, return, chance or " + self);
  Action a;
  const json place = e.find("figure"), ret = e.find("return");
  if (const json pass = e.find("pass")) {
    if (!equalsBool(pass, true)) failAt(w + ".pass", "expected true");
    a.type = ActionType::Pass;
  } else if (place || ret) {
    int figure = 0, tile = 0, seg = 0;
    figureSpotFromJson(g, place ? place : ret, w + (place ? ".figure" : ".return"), figure, tile, seg);
    a.type = place ? ActionType::PlaceFigure : ActionType::ReturnFigure;
    a.figure = static_cast<uint8_t>(figure), a.tile = static_cast<uint16_t>(tile),
    a.segment = static_cast<uint8_t>(seg);
  } else if (e.contains("chance")) {
    if (!d.chance()) failAt(w + ".chance", "this decision is a player's, not chance's");
    a.type = ActionType::Module, a.module = d.module, a.code = static_cast<uint8_t>(needInt(e, "chance", w, 0, 255));
  } else {
    const json m = e.find(self);
    std::string mw = w + "." + self;
    if (!m.is_object()) failAt(mw, "expected {\"code\": N, \"x\": X, \"y\": Y}");
    checkKeys(m, {"code", "x", "y"}, mw);
    a.type = ActionType::Module, a.module = d.module, a.code = static_cast<uint8_t>(needInt(m, "code", mw, 0, 255));
    readCoordinates(g, m, mw, a);
  }
  return a;
}

void writeDefaultAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& e) {
  switch (a.type) {
    case ActionType::Pass:
      e.field("pass", true);
      break;
    case ActionType::PlaceFigure:
      figureSpotJson(e.key("figure"), g, a.figure, a.tile, a.segment);
      break;
    case ActionType::ReturnFigure:
      figureSpotJson(e.key("return"), g, a.figure, a.tile, a.segment);
      break;
    default:
      if (d.chance()) {
        e.field("chance", a.code);
      } else {
        e.key(g.catalog().modules[d.module]->id()).beginObject().field("code", a.code);
        if (a.x || a.y) e.field("x", a.x).field("y", a.y);
        e.endObject();
      }
  }
}

void answerJson(JsonOut& o, const Game& g, const Decision& d, const Action& a) {
  o.beginObject();
  if (!d.chance()) o.field("player", d.player);
  if (d.core())
    writeDefaultAnswer(g, d, a, o);
  else
    g.catalog().modules[d.module]->writeAnswer(g, d, a, o);
  o.endObject();
}

}  // namespace carc
