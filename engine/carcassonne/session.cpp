#include "session.hpp"

#include "bots/bots.hpp"
#include "bots/random_bot.hpp"
#include "input_limits.hpp"
#include "json_fields.hpp"
#include "record_notes.hpp"

namespace carc {
namespace {

using json = nlohmann::json;
using Value = jsonin::Value;

// Ports of a segment: "N" on a one-square tile, "square:N" on a piece of several squares.
void sidesJson(JsonOut& o, const TileType& t, uint32_t mask) {
  o.beginArray();
  for (int q = 0; q < t.squareCount; ++q)
    for (int s = 0; s < kSides; ++s)
      if (mask >> (4 * q + s) & 1)
        o.value(t.multiSquare() ? t.squareName[q] + ":" + std::string(kSideNames[s]) : std::string(kSideNames[s]));
  o.endArray();
}
void halvesJson(JsonOut& o, const TileType& t, uint64_t mask) {
  o.beginArray();
  for (int q = 0; q < t.squareCount; ++q)
    for (int h = 0; h < kHalves; ++h)
      if (mask >> (8 * q + h) & 1)
        o.value(t.multiSquare() ? t.squareName[q] + ":" + std::string(kHalfNames[h]) : std::string(kHalfNames[h]));
  o.endArray();
}

std::string edgesText(const Catalog& cat, const std::array<uint8_t, kSides>& edges) {
  std::string e;
  for (int s = 0; s < kSides; ++s) e += edges[s] == kInnerEdge ? '.' : cat.edgeLetters[edges[s]];
  return e;
}

void tileJson(JsonOut& o, const Catalog& cat, const TileType& t) {
  o.beginObject().field("id", t.id).field("set", t.set).field("count", t.count).field("edges", edgesText(cat, t.edges));
  o.key("segments").beginArray();
  for (const SegmentDef& s : t.segments) {
    o.beginObject().field("kind", cat.kinds[s.kind].name);
    sidesJson(o.key("sides"), t, s.sides);
    halvesJson(o.key("halves"), t, s.halves);
    o.key("cities").beginArray();
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) o.value(c);
    o.endArray().key("tags").beginObject();
    for (size_t k = 0; k < cat.tags.size(); ++k)
      if (s.tags[k]) o.field(cat.tags[k], s.tags[k]);
    o.endObject().key("pos").beginArray().value(s.px).value(s.py).endArray().endObject();
  }
  o.endArray();
  if (t.multiSquare()) {
    o.key("squares").beginArray();
    for (int q = 0; q < t.squareCount; ++q) {
      o.beginObject().field("name", t.squareName[q]).field("edges", edgesText(cat, t.squareEdges[q]));
      o.key("at").beginArray().value(t.squareAt[q].x).value(t.squareAt[q].y).endArray().endObject();
    }
    o.endArray();
  }
  if (t.layouts.size() > 1) {
    o.key("layouts").beginArray();
    for (size_t l = 1; l < t.layouts.size(); ++l) {
      o.beginArray();
      for (auto [a, b] : t.layouts[l]) o.beginArray().value(a).value(b).endArray();
      o.endArray();
    }
    o.endArray();
  }
  for (auto [p, v] : t.props) {
    o.key(cat.properties[p].name);
    if (cat.properties[p].labels.empty())
      o.value(v);
    else
      o.value(cat.properties[p].labels[v]);
  }
  if (!t.variantOf.empty()) o.field("variantOf", t.variantOf).field("enabledBy", t.enabledBy);
  o.endObject();
}

[[noreturn]] void fail(const std::string& what) { throw Error(what); }

int intField(const Value& o, const char* key, const char* what) {
  const Value v = o.find(key);
  if (!v || !v.is_number_integer()) fail(std::string(what) + "." + key + ": expected an integer");
  auto n = integerIn(v, -kMaxCoord, kMaxCoord);
  if (!n)
    fail(std::string(what) + "." + key + ": expected -" + std::to_string(kMaxCoord) + " to " +
         std::to_string(kMaxCoord) + ", got " + shortDump(v));
  return static_cast<int>(*n);
}

void wordsJson(JsonOut& o, const Words& w) {
  o.beginObject().field("one", w.one).field("many", w.many).field("article", w.article).endObject();
}

void layersJson(JsonOut& o, const std::vector<ShapeLayer>& layers) {
  o.beginArray();
  for (const ShapeLayer& l : layers) {
    o.beginObject().field("d", l.d).field("fill", l.fill);
    if (l.stroke != "none") o.field("stroke", l.stroke).field("width", l.width);
    o.endObject();
  }
  o.endArray();
}

void lookJson(JsonOut& o, const FigureLook& l) {
  o.beginObject();
  layersJson(o.key("layers"), l.layers);
  o.field("scale", l.scale).field("lies", l.lies);
  if (l.mark) o.key("mark").beginArray().value(l.markX).value(l.markY).endArray();
  if (!l.spot.empty()) o.field("spot", l.spot);
  o.endObject();
}

void figureJson(JsonOut& o, const FigureKindDef& f) {
  o.beginObject().field("name", f.name).field("strength", f.strength).field("label", f.label);
  o.field("neutral", f.neutral);
  wordsJson(o.key("words"), f.words);
  lookJson(o.key("look"), f.look);
  if (!f.place.empty()) o.field("place", f.place);
  o.endObject();
}

void glyphJson(JsonOut& o, const std::vector<ShapeLayer>& layers, float size) {
  o.key("glyph").beginObject();
  layersJson(o.key("layers"), layers);
  o.field("size", size).endObject();
}

// Words and looks of everything the modules registered, for the page's log, buttons and drawing:
// members of the catalog object, which the caller has opened.
void lexiconJson(JsonOut& o, const Catalog& cat) {
  static const char* topology[] = {"side", "half", "center"};
  o.key("featureKinds").beginArray();
  for (const FeatureKindDef& k : cat.kinds) {
    o.beginObject().field("name", k.name).field("topology", topology[static_cast<int>(k.topology)]);
    wordsJson(o.key("words"), k.words);
    o.field("place", k.place).field("spot", k.spot).endObject();
  }
  o.endArray().key("tags").beginArray();
  for (const TagDef& t : cat.tagDefs) {
    o.beginObject().field("name", t.name).field("joiner", t.joiner);
    wordsJson(o.key("words"), t.words);
    if (!t.look.layers.empty()) glyphJson(o, t.look.layers, t.look.size);
    o.endObject();
  }
  o.endArray().key("categories").beginArray();
  for (const CategoryDef& c : cat.categories) {
    o.beginObject().field("name", c.name).field("feature", cat.kindId(c.name) >= 0);
    wordsJson(o.key("words"), c.words);
    if (!c.detail.empty()) o.field("detail", c.detail);
    if (!c.detailWords.one.empty()) wordsJson(o.key("detailWords"), c.detailWords);
    if (!c.sentence.empty()) o.field("sentence", c.sentence);
    o.endObject();
  }
  o.endArray().key("marks").beginArray();
  for (const TilePropertyDef& p : cat.properties) {
    const MarkLook& l = p.mark;
    if (l.empty()) continue;
    o.beginObject().field("property", p.name).key("labels").array(p.labels);
    layersJson(o.key("layers"), l.layers);
    o.field("size", l.size).key("values").beginArray();
    for (const auto& v : l.values) layersJson(o, v);
    o.endArray();
    if (l.corner)
      o.field("at", "corner");
    else
      o.key("at").beginArray().value(l.x).value(l.y).endArray();
    o.field("turn", l.turn).field("reach", l.reach);
    layersJson(o.key("link"), l.link);
    o.endObject();
  }
  o.endArray().key("markers").beginArray();
  for (const MarkerDef& m : cat.markers) {
    o.beginObject().field("name", m.name);
    wordsJson(o.key("words"), m.words);
    glyphJson(o, m.look.layers, m.look.size);
    o.endObject();
  }
  o.endArray().key("tokens").beginArray();
  for (const TokenDef& t : cat.tokens) {
    o.beginObject().field("module", t.module).field("kind", t.kind).field("name", t.name);
    wordsJson(o.key("words"), t.words);
    lookJson(o.key("look"), t.look);
    o.endObject();
  }
  o.endArray().key("palette").beginObject().key("players").array(cat.playerColours);
  o.field("neutral", looks::kNeutralColour).endObject();
}

}  // namespace

json catalogJson(const Catalog& cat) { return json::parse(catalogText(cat)); }

std::string catalogText(const Catalog& cat) {
  JsonOut o;
  o.beginObject();
  lexiconJson(o, cat);
  o.key("tileSets").beginArray();
  for (const TileSetDef& s : cat.sets) {
    o.beginObject().field("id", s.id).field("name", s.name).field("module", s.module).key("tiles").beginArray();
    for (const TileType& t : cat.tiles)
      if (t.set == s.id) tileJson(o, cat, t);
    o.endArray();
    if (!s.start.empty()) o.field("start", s.start);
    o.endObject();
  }
  o.endArray().key("ruleOptions").beginArray();
  for (const OptionDef& d : cat.options) {
    o.beginObject().field("name", d.name).field("module", d.module).field("doc", d.doc);
    if (d.isBool) {
      o.field("type", "bool").field("default", d.defaultValue != 0);
    } else if (!d.labels.empty()) {
      o.field("type", "choice").key("values").array(d.labels);
      for (size_t i = 0; i < d.values.size(); ++i)
        if (d.values[i] == d.defaultValue) o.field("default", d.labels[i]);
    } else if (!d.values.empty()) {
      o.field("type", "choice").key("values").array(d.values).field("default", d.defaultValue);
    } else {
      o.field("type", "range").field("min", d.min).field("max", d.max).field("default", d.defaultValue);
      if (!d.flags.empty()) o.key("flags").array(d.flags);
    }
    o.endObject();
  }
  o.endArray().key("figureKinds").beginArray();
  for (const FigureKindDef& f : cat.figures) figureJson(o, f);
  // The sets a setup may name (one per module), with the tiles they bring: their own and the
  // variants they enable (the abbot's gardens).
  o.endArray().key("sets").beginArray();
  for (auto& m : cat.modules) {
    int tiles = 0, variants = 0;
    for (const TileType& t : cat.tiles) {
      if (t.variantOf.empty() && cat.sets[cat.setIndex(t.set)].module == m->id()) tiles += t.count;
      if (t.enabledBy == m->id()) variants += t.count;
    }
    o.beginObject().field("id", m->id()).field("name", m->name()).field("doc", m->doc());
    o.field("tiles", tiles).field("variants", variants).endObject();
  }
  o.endArray().endObject();
  return o.take();
}

void checkNewSeed(const Value& setup) {
  const Value seed = setup.find("seed");
  if (!seed || integerIn(seed, 0, int64_t(kMaxSeed))) return;
  fail("setup.seed: expected 0 to " + std::to_string(kMaxSeed) +
       " (2^53 - 1, the largest integer JavaScript holds exactly), got " + shortDump(seed));
}

Session Session::create(const Value& setup) {
  Setup s = parseSetup(Catalog::standard(), setup);
  checkNewSeed(setup);  // a new game's record must go through JavaScript unchanged
  Game g(Catalog::standard(), std::move(s));
  g.settleChance();
  return Session(std::move(g));
}

// A record given as JSON text inside a JSON string goes through the same limited reader as any
// record text: the limits cannot be side-stepped by wrapping the text once more.
Session Session::loadText(std::string_view text, std::optional<int> ply) {
  const jsonin::Doc doc(text, "record", kMaxRecordBytes);
  const Catalog& cat = Catalog::standard();
  return Session(ply ? loadRecordAt(cat, doc.root(), *ply) : loadRecord(cat, doc.root()));
}

Session Session::load(const Value& record) {
  if (record.is_string()) return loadText(record.str(), std::nullopt);
  return Session(loadRecord(Catalog::standard(), record));
}

Session Session::loadAt(const Value& record, int ply) {
  if (record.is_string()) return loadText(record.str(), ply);
  return Session(loadRecordAt(Catalog::standard(), record, ply));
}

json Session::state() const { return json::parse(stateText()); }

// Written with JsonOut (no tree): the page asks for it after every move. The modules write their
// parts after the core's keys (Module::addState, addPlayerState and the shared lists).
std::string Session::stateText() const {
  const Game& g = game_;
  const Catalog& cat = g.catalog();
  JsonOut o;
  o.beginObject();
  o.key("players").beginArray();
  for (int p = 0; p < g.players(); ++p) {
    const PlayerInfo& info = g.setup().players[p];
    o.beginObject().field("name", info.name).field("bot", info.bot).field("score", g.score(p));
    o.key("supply").beginObject();
    for (size_t f = 0; f < cat.figures.size(); ++f) o.field(cat.figures[f].name, g.supply(p, int(f)));
    o.endObject();
    if (!info.botLevel.empty()) o.field("botLevel", info.botLevel);
    if (!info.color.empty()) o.field("color", info.color);
    for (auto* m : g.rules().modules) m->addPlayerState(g, p, o);
    o.endObject();
  }
  o.endArray();
  o.key("tiles").beginArray();
  for (const PlacedTile& t : g.tiles())
    o.beginObject()
        .field("tile", cat.tiles[t.type].id)
        .field("x", t.at.x)
        .field("y", t.at.y)
        .field("rot", t.rot)
        .field("player", t.player)
        .field("turn", t.turn)
        .field("layout", t.layout)
        .endObject();
  o.endArray();
  o.key("figures").beginArray();
  for (const Figure& f : g.figures()) {
    const SegmentDef& s = g.typeOf(f.tile).segments[f.seg];
    o.beginObject().key("player");
    if (f.player == kNeutral)
      o.null();
    else
      o.value(f.player);
    o.field("figure", cat.figures[f.kind].name).field("segment", f.seg).field("at", g.locationName(f.tile, f.seg));
    o.field("feature", cat.kinds[s.kind].name);
    drawSpotJson(g, f.tile, f.seg, o);
    o.endObject();
  }
  o.endArray();
  o.key("tokens").beginArray();
  for (const Token& t : g.tokens()) {
    o.beginObject().field("module", cat.modules[t.module]->id()).field("kind", t.kind).key("player");
    if (t.player < 0)
      o.null();
    else
      o.value(t.player);
    o.field("value", t.value).endObject();
  }
  o.endArray();
  o.key("tilesLeftByType").beginObject();
  std::vector<int> byType = g.tilesLeftByType();
  for (size_t i = 0; i < byType.size(); ++i)
    if (byType[i]) o.field(cat.tiles[i].id, byType[i]);
  o.endObject();
  o.key("decision");
  if (!g.over() && !g.pending().empty()) {
    const Decision& d = g.pending().front();
    o.beginObject();
    if (d.core()) {
      o.field("player", d.player).field("kind", d.kind == kDecideTile ? "tile" : "figure");
    } else {
      const Module* m = cat.modules[d.module].get();
      o.key("player");
      if (d.chance())
        o.null();
      else
        o.value(d.player);
      o.field("kind", m->decisionName(d)).field("module", m->id()).field("text", m->describeDecision(g, d));
    }
    o.endObject();
  } else {
    o.null();
  }
  o.key("hand").beginArray();
  if (!g.over() && g.pieceInstead() >= 0)  // a piece played instead of drawing: the hand waits
    o.value(cat.tiles[g.pieceInstead()].id);
  else if (!g.over())
    for (int t : g.hand(g.current())) o.value(cat.tiles[t].id);
  o.endArray();
  o.key("lastTile");
  if (g.lastTile() >= 0)
    o.beginObject().field("x", g.tiles()[g.lastTile()].at.x).field("y", g.tiles()[g.lastTile()].at.y).endObject();
  else
    o.null();
  o.field("over", g.over()).field("turn", g.turn()).field("current", g.current()).field("tilesLeft", g.tilesLeft());
  o.field("extraTurn", g.inExtraTurn());
  o.key("markers").beginArray();
  std::vector<CellMarker> cells;
  for (auto* m : g.rules().modules) m->cellMarkers(g, cells);
  for (const CellMarker& c : cells)
    o.beginObject()
        .field("x", c.x)
        .field("y", c.y)
        .field("marker", cat.markers[c.marker].name)
        .field("count", c.count)
        .endObject();
  o.endArray();
  for (auto* m : g.rules().modules) m->addState(g, o);
  for (std::string_view list : {"track", "owners", "notes"}) sharedListJson(g, list, o);
  o.endObject();
  return o.take();
}

json Session::options() const { return json::parse(optionsText()); }

std::string Session::optionsText() const {
  JsonOut o;
  o.beginArray();
  for (const Action& a : game_.legalActions()) actionJson(o, game_, a);
  o.endArray();
  return o.take();
}

std::string Session::eventsText(size_t from) const {
  JsonOut o;
  eventsJson(o, game_, std::min(from, game_.events().size()));
  return o.take();
}

Action Session::toAction(const Value& o) const {
  const Catalog& cat = game_.catalog();
  if (!o.find("type").is_string())
    fail("option: expected an object with a \"type\" (tile, figure, return, pass, module)");
  const std::string type = text(o.find("type"));
  Action a;
  if (type == "tile") {
    const Value tile = o.find("tile");
    if (!tile.is_string()) fail("option.tile: expected a tile id");
    int t = cat.tileId(text(tile));
    if (t < 0) fail("option.tile: unknown tile " + quoteInput(text(tile)));
    int rot = intField(o, "rot", "option");
    if (rot < 0 || rot > 3) fail("option.rot: expected 0..3");
    a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(t);
    a.x = intField(o, "x", "option"), a.y = intField(o, "y", "option");
    a.rot = cat.tiles[t].canonicalRot[rot];
  } else if (type == "figure" || type == "return") {
    // The tile at (x, y), or the tile just placed when the option names no cell.
    int tile = game_.lastTile(), square = 0;
    if (o.contains("x") || o.contains("y")) {
      Coord c{intField(o, "x", "option"), intField(o, "y", "option")};
      if (!game_.tileAtCell(c, tile, square))
        fail("option: no tile at (" + std::to_string(c.x) + "," + std::to_string(c.y) + ")");
    }
    if (tile < 0) fail("option: no tile was placed this turn");
    const Value figure = o.find("figure");
    if (figure && !figure.is_string()) fail("option.figure: expected a figure name");
    const std::string fig = figure ? text(figure) : "normal";
    int f = cat.figureId(fig);
    if (f < 0) fail("option.figure: unknown figure " + quoteInput(fig));
    int seg = intField(o, "segment", "option");
    if (seg < 0 || seg >= int(game_.typeOf(tile).segments.size()))
      fail("option.segment: tile " + game_.typeOf(tile).id + " has no segment " + std::to_string(seg));
    a.type = type == "figure" ? ActionType::PlaceFigure : ActionType::ReturnFigure;
    a.figure = static_cast<uint8_t>(f), a.segment = static_cast<uint8_t>(seg), a.tile = static_cast<uint16_t>(tile);
  } else if (type == "pass") {
    a.type = ActionType::Pass;
  } else if (type == "module") {
    const Value module = o.find("module");
    if (!module.is_string()) fail("option.module: expected a module id");
    int m = cat.moduleIndex(text(module));
    if (m < 0) fail("option.module: unknown module " + quoteInput(text(module)));
    int code = intField(o, "code", "option");
    if (code < 0 || code > 255) fail("option.code: expected 0..255");
    a.type = ActionType::Module, a.module = static_cast<uint8_t>(m), a.code = static_cast<uint8_t>(code);
    a.x = o.contains("x") ? intField(o, "x", "option") : 0;
    a.y = o.contains("y") ? intField(o, "y", "option") : 0;
  } else {
    fail("option.type: expected tile, figure, return, pass or module, got " + quoteInput(type));
  }
  return a;
}

void Session::apply(const Value& option) {
  Action a = toAction(option);
  if (std::string why = game_.explain(a); !why.empty()) fail(why);
  game_.apply(a);
  if (!holdChance_) game_.settleChance();  // the page never waits on chance: the game's own stream decides
}

void Session::holdChance(bool on) {
  holdChance_ = on;
  if (!on) game_.settleChance();
}

void Session::applyMove(const Value& move) {
  int index = 0;
  for (const LogEntry& e : game_.log()) index += e.action.type == ActionType::PlaceTile;
  carc::applyMove(game_, move, index);
}

json Session::scores() const { return json::parse(scoresText()); }

std::string Session::scoresText() const {
  JsonOut o;
  o.beginArray();
  for (int p = 0; p < game_.players(); ++p) o.value(game_.score(p));
  o.endArray();
  return o.take();
}

// The members of a feature's object: kind, complete and its parts.
static void featureMembers(JsonOut& o, const Game& g, int x, int y, int segment) {
  FeatureParts f = featureParts(g, {x, y}, segment);
  o.field("kind", g.catalog().kinds[f.kind].name).field("complete", f.complete).key("parts").beginArray();
  for (const FeatureMark& p : f.parts)
    o.beginObject().field("x", p.at.x).field("y", p.at.y).field("segment", p.seg).endObject();
  o.endArray();
}

json Session::feature(int x, int y, int segment) const { return json::parse(featureText(x, y, segment)); }

std::string Session::featureText(int x, int y, int segment) const {
  JsonOut o;
  o.beginObject();
  featureMembers(o, game_, x, y, segment);
  o.endObject();
  return o.take();
}

json Session::annotation(int move) const { return json::parse(annotationText(move)); }

std::string Session::annotationText(int move) const {
  const Game& g = game_;
  int made = g.movesMade();
  if (move < 0 || move >= made)
    fail("annotation: " +
         (made ? "expected a move 0 to " + std::to_string(made - 1) : std::string("no move was made yet")) + ", got " +
         std::to_string(move));
  JsonOut o;
  for (const Annotation& a : g.annotations()) {
    if (a.move != move) continue;
    o.beginObject().field("move", move).field("note", a.note).key("marks").beginObject();
    o.key("features").beginArray();
    for (const FeatureMark& m : a.features) {
      o.beginObject();
      featureMembers(o, g, m.at.x, m.at.y, m.seg);
      int tile = g.board().tileAt(m.at);
      o.field("x", m.at.x).field("y", m.at.y).field("segment", m.seg).field("at", g.locationName(tile, m.seg));
      o.endObject();
    }
    o.endArray().key("squares").beginArray();
    for (const Coord& c : a.squares) o.beginObject().field("x", c.x).field("y", c.y).endObject();
    o.endArray().endObject().endObject();
    return o.take();
  }
  o.null();
  return o.take();
}

json Session::segments(int x, int y) const { return json::parse(segmentsText(x, y)); }

std::string Session::segmentsText(int x, int y) const {
  const Game& g = game_;
  int tile = g.board().tileAt({x, y});
  if (tile < 0) fail("segments: no tile at (" + std::to_string(x) + "," + std::to_string(y) + ")");
  const PlacedTile& pt = g.tiles()[tile];
  JsonOut o;
  o.beginArray();
  const TileType& t = g.typeOf(tile);
  for (size_t s = 0; s < t.segments.size(); ++s) {
    float px = t.segments[s].px, py = t.segments[s].py;
    for (int r = 0; r < pt.rot; ++r) std::tie(px, py) = std::make_pair(1 - py, px);
    o.beginObject().field("segment", s).field("at", g.locationName(tile, int(s)));
    o.field("feature", g.catalog().kinds[t.segments[s].kind].name).field("x", x).field("y", y);
    o.field("px", px).field("py", py).endObject();
  }
  o.endArray();
  return o.take();
}

void Session::giveTurn(int player) {
  try {
    game_.forceTurnPlayer(player);
  } catch (const Error& e) {
    fail(std::string("giveTurn: ") + e.what());
  }
}

void Session::draw(const std::string& tile) {
  int type = game_.catalog().tileId(tile);
  if (type < 0) fail("draw: unknown tile " + quoteInput(tile));
  try {
    game_.forceDraw(type);
  } catch (const Error& e) {
    fail(std::string("draw: ") + e.what());
  }
}

std::string Session::botOptionText(const std::string& kind, uint64_t seed, const Value& params) const {
  if (!params.is_object()) fail("botOption: params: expected an object like {\"iterations\": 2000}");
  MctsBudget budget;
  for (size_t i = 0; i < params.size(); ++i) {
    const std::string key(params.key(i));
    const Value value = params.value(i);
    if (key == "availability") {
      if (!value.is_boolean()) fail("botOption: params.availability: expected true or false");
      continue;
    }
    if (key == "searches") {
      if (!integerIn(value, 1, kMaxBotSearches))
        fail("botOption: params.searches: expected an integer 1.." + std::to_string(kMaxBotSearches));
      continue;
    }
    if (key == "turns") {
      if (!integerIn(value, 0, kMaxPlayoutTurns))
        fail("botOption: params.turns: expected an integer 0.." + std::to_string(kMaxPlayoutTurns));
      continue;
    }
    if (key != "iterations" && key != "millis")
      fail("botOption: params: unknown key " + quoteInput(key) +
           " (known: iterations, millis, availability, searches, turns)");
    if (!integerIn(value, 0, 10'000'000)) fail("botOption: params." + key + ": expected an integer 0..10000000");
  }
  if (const Value millis = params.find("millis")) budget.seconds = millis.integer() / 1000.0, budget.iterations = 0;
  if (const Value iterations = params.find("iterations")) budget.iterations = static_cast<int>(iterations.integer());
  // MCTS exploration by availability (MctsBudget): the page's strongest level uses it (docs/arena.md).
  if (const Value availability = params.find("availability")) budget.availability = availability.boolean();
  // Independent searches, root visits summed (MctsBudget::searches; docs/arena.md).
  if (const Value searches = params.find("searches")) budget.searches = static_cast<int>(searches.integer());
  // Random playout turns before the valuation (MctsBudget::playoutTurns; 0: to the game's end).
  if (const Value turns = params.find("turns")) budget.playoutTurns = static_cast<int>(turns.integer());
  if (budget.iterations == 0 && budget.seconds == 0) fail("botOption: params: iterations and millis are both 0");
  if (kind != "random" && kind != "greedy" && kind != "mcts")
    fail("botOption: unknown bot " + quoteInput(kind) + " (known: " + kBotKinds + ")");
  std::unique_ptr<Bot> bot = makeBot(kind, seed ^ (uint64_t(game_.log().size()) << 32), budget);
  if (game_.over()) fail("botOption: the game is over");
  JsonOut o;
  actionJson(o, game_, bot->choose(game_));
  return o.take();
}

json Session::playRandom(uint64_t seed) { return json::parse(playRandomText(seed)); }

std::string Session::playRandomText(uint64_t seed) {
  carc::playRandom(game_, seed);
  return saveRecordText(game_);
}

BenchResult benchRandomGames(const Setup& base, int games, uint64_t seed, bool listEveryOption) {
  BenchResult r;
  r.games = games;
  r.signature = 1469598103934665603ull;  // FNV-1a over every final score: one number to compare
  const Catalog& cat = Catalog::standard();
  std::vector<Action> scratch;
  for (int i = 0; i < games; ++i) {
    Setup s = base;
    s.seed = seed + static_cast<uint64_t>(i);
    Game g(cat, std::move(s));
    g.recordEvents(false);  // only the scores are read
    RandomBot bot(seed + static_cast<uint64_t>(i));
    Rng rng(seed + static_cast<uint64_t>(i));
    while (!g.over()) {  // a listing run checks each answer as apply() does; a playout trusts it
      if (listEveryOption)
        g.apply(bot.choose(g));
      else
        g.applyLegal(g.randomAction(rng, scratch));
      ++r.decisions;
    }
    for (int p = 0; p < g.players(); ++p)
      r.signature = (r.signature ^ static_cast<uint64_t>(g.score(p))) * 1099511628211ull;
  }
  return r;
}

}  // namespace carc
