#include "session.hpp"

#include "bots/bots.hpp"
#include "bots/random_bot.hpp"
#include "input_limits.hpp"
#include "record_notes.hpp"

namespace carc {
namespace {

using json = nlohmann::json;

// Ports of a segment: "N" on a one-square tile, "square:N" on a piece of several squares.
json sidesJson(const TileType& t, uint32_t mask) {
  json a = json::array();
  for (int q = 0; q < t.squareCount; ++q)
    for (int s = 0; s < kSides; ++s)
      if (mask >> (4 * q + s) & 1)
        a.push_back(t.multiSquare() ? t.squareName[q] + ":" + std::string(kSideNames[s]) : std::string(kSideNames[s]));
  return a;
}
json halvesJson(const TileType& t, uint64_t mask) {
  json a = json::array();
  for (int q = 0; q < t.squareCount; ++q)
    for (int h = 0; h < kHalves; ++h)
      if (mask >> (8 * q + h) & 1)
        a.push_back(t.multiSquare() ? t.squareName[q] + ":" + std::string(kHalfNames[h]) : std::string(kHalfNames[h]));
  return a;
}

json tileJson(const Catalog& cat, const TileType& t) {
  std::string edges;
  for (int s = 0; s < kSides; ++s) edges += t.edges[s] == kInnerEdge ? '.' : cat.edgeLetters[t.edges[s]];
  json segs = json::array();
  for (const SegmentDef& s : t.segments) {
    json cities = json::array(), tags = json::object();
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) cities.push_back(c);
    for (size_t k = 0; k < cat.tags.size(); ++k)
      if (s.tags[k]) tags[cat.tags[k]] = s.tags[k];
    segs.push_back({{"kind", cat.kinds[s.kind].name},
                    {"sides", sidesJson(t, s.sides)},
                    {"halves", halvesJson(t, s.halves)},
                    {"cities", cities},
                    {"tags", tags},
                    {"pos", {s.px, s.py}}});
  }
  json j = {{"id", t.id}, {"set", t.set}, {"count", t.count}, {"edges", edges}, {"segments", segs}};
  if (t.multiSquare()) {
    json squares = json::array();
    for (int q = 0; q < t.squareCount; ++q) {
      std::string e;
      for (int s = 0; s < kSides; ++s)
        e += t.squareEdges[q][s] == kInnerEdge ? '.' : cat.edgeLetters[t.squareEdges[q][s]];
      squares.push_back({{"name", t.squareName[q]}, {"at", {t.squareAt[q].x, t.squareAt[q].y}}, {"edges", e}});
    }
    j["squares"] = squares;
  }
  if (t.layouts.size() > 1) {
    json layouts = json::array();
    for (size_t l = 1; l < t.layouts.size(); ++l) {
      json links = json::array();
      for (auto [a, b] : t.layouts[l]) links.push_back({a, b});
      layouts.push_back(links);
    }
    j["layouts"] = layouts;
  }
  for (auto [p, v] : t.props)
    j[cat.properties[p].name] = cat.properties[p].labels.empty() ? json(v) : json(cat.properties[p].labels[v]);
  if (!t.variantOf.empty()) j["variantOf"] = t.variantOf, j["enabledBy"] = t.enabledBy;
  return j;
}

[[noreturn]] void fail(const std::string& what) { throw Error(what); }

int intField(const json& o, const char* key, const char* what) {
  auto it = o.find(key);
  if (it == o.end() || !it->is_number_integer()) fail(std::string(what) + "." + key + ": expected an integer");
  auto v = integerIn(*it, -kMaxCoord, kMaxCoord);
  if (!v)
    fail(std::string(what) + "." + key + ": expected -" + std::to_string(kMaxCoord) + " to " +
         std::to_string(kMaxCoord) + ", got " + shortDump(*it));
  return static_cast<int>(*v);
}

// Built with operator[] rather than initializer lists: each json initializer list costs the .wasm
// a kilobyte or more of code.
json wordsJson(const Words& w) {
  json j = json::object();
  j["one"] = w.one, j["many"] = w.many, j["article"] = w.article;
  return j;
}

json layersJson(const std::vector<ShapeLayer>& layers) {
  json out = json::array();
  for (const ShapeLayer& l : layers) {
    json& j = out.emplace_back(json::object());
    j["d"] = l.d, j["fill"] = l.fill;
    if (l.stroke != "none") j["stroke"] = l.stroke, j["width"] = l.width;
  }
  return out;
}

json lookJson(const FigureLook& l) {
  json look = json::object();
  look["layers"] = layersJson(l.layers), look["scale"] = l.scale, look["lies"] = l.lies;
  if (l.mark) look["mark"] = json::array({l.markX, l.markY});
  if (!l.spot.empty()) look["spot"] = l.spot;
  return look;
}

json figureJson(const FigureKindDef& f) {
  json look = lookJson(f.look);
  json j = json::object();
  j["name"] = f.name, j["strength"] = f.strength, j["label"] = f.label, j["neutral"] = f.neutral;
  j["words"] = wordsJson(f.words), j["look"] = std::move(look);
  if (!f.place.empty()) j["place"] = f.place;
  return j;
}

// Words and looks of everything the modules registered, for the page's log, buttons and drawing.
json lexiconJson(const Catalog& cat) {
  static const char* topology[] = {"side", "half", "center"};
  json out = json::object();
  json& kinds = out["featureKinds"] = json::array();
  for (const FeatureKindDef& k : cat.kinds) {
    json& j = kinds.emplace_back(json::object());
    j["name"] = k.name, j["topology"] = topology[static_cast<int>(k.topology)];
    j["words"] = wordsJson(k.words), j["place"] = k.place, j["spot"] = k.spot;
  }
  json& tags = out["tags"] = json::array();
  for (const TagDef& t : cat.tagDefs) {
    json& j = tags.emplace_back(json::object());
    j["name"] = t.name, j["words"] = wordsJson(t.words), j["joiner"] = t.joiner;
    if (!t.look.layers.empty()) j["glyph"]["layers"] = layersJson(t.look.layers), j["glyph"]["size"] = t.look.size;
  }
  json& categories = out["categories"] = json::array();
  for (const CategoryDef& c : cat.categories) {
    json& j = categories.emplace_back(json::object());
    j["name"] = c.name, j["words"] = wordsJson(c.words), j["feature"] = cat.kindId(c.name) >= 0;
    if (!c.detail.empty()) j["detail"] = c.detail;
    if (!c.detailWords.one.empty()) j["detailWords"] = wordsJson(c.detailWords);
    if (!c.sentence.empty()) j["sentence"] = c.sentence;
  }
  json& marks = out["marks"] = json::array();
  for (const TilePropertyDef& p : cat.properties) {
    const MarkLook& l = p.mark;
    if (l.empty()) continue;
    json& j = marks.emplace_back(json::object());
    j["property"] = p.name, j["labels"] = p.labels, j["layers"] = layersJson(l.layers), j["size"] = l.size;
    json& values = j["values"] = json::array();
    for (const auto& v : l.values) values.push_back(layersJson(v));
    if (l.corner)
      j["at"] = "corner";
    else
      j["at"] = json::array({l.x, l.y});
    j["turn"] = l.turn, j["link"] = layersJson(l.link), j["reach"] = l.reach;
  }
  json& markers = out["markers"] = json::array();
  for (const MarkerDef& m : cat.markers) {
    json& j = markers.emplace_back(json::object());
    j["name"] = m.name, j["words"] = wordsJson(m.words);
    j["glyph"]["layers"] = layersJson(m.look.layers), j["glyph"]["size"] = m.look.size;
  }
  json& tokens = out["tokens"] = json::array();
  for (const TokenDef& t : cat.tokens) {
    json& j = tokens.emplace_back(json::object());
    j["module"] = t.module, j["kind"] = t.kind, j["name"] = t.name, j["words"] = wordsJson(t.words);
    j["look"] = lookJson(t.look);
  }
  out["palette"]["players"] = cat.playerColours, out["palette"]["neutral"] = looks::kNeutralColour;
  return out;
}

}  // namespace

json catalogJson(const Catalog& cat) {
  json sets = json::array();
  for (const TileSetDef& s : cat.sets) {
    json tiles = json::array();
    for (const TileType& t : cat.tiles)
      if (t.set == s.id) tiles.push_back(tileJson(cat, t));
    json js = {{"id", s.id}, {"name", s.name}, {"module", s.module}, {"tiles", tiles}};
    if (!s.start.empty()) js["start"] = s.start;
    sets.push_back(js);
  }
  json options = json::array();
  for (const OptionDef& o : cat.options) {
    json j = {{"name", o.name}, {"module", o.module}, {"doc", o.doc}};
    if (o.isBool) {
      j["type"] = "bool", j["default"] = o.defaultValue != 0;
    } else if (!o.labels.empty()) {
      j["type"] = "choice", j["values"] = o.labels;
      for (size_t i = 0; i < o.values.size(); ++i)
        if (o.values[i] == o.defaultValue) j["default"] = o.labels[i];
    } else if (!o.values.empty()) {
      j["type"] = "choice", j["values"] = o.values, j["default"] = o.defaultValue;
    } else {
      j["type"] = "range", j["min"] = o.min, j["max"] = o.max, j["default"] = o.defaultValue;
      if (!o.flags.empty()) j["flags"] = o.flags;
    }
    options.push_back(j);
  }
  json figures = json::array();
  for (const FigureKindDef& f : cat.figures) figures.push_back(figureJson(f));
  // The sets a setup may name (one per module), with the tiles they bring: their own and the
  // variants they enable (the abbot's gardens).
  json modules = json::array();
  for (auto& m : cat.modules) {
    int tiles = 0, variants = 0;
    for (const TileType& t : cat.tiles) {
      if (t.variantOf.empty() && cat.sets[cat.setIndex(t.set)].module == m->id()) tiles += t.count;
      if (t.enabledBy == m->id()) variants += t.count;
    }
    modules.push_back({{"id", std::string(m->id())},
                       {"name", std::string(m->name())},
                       {"doc", std::string(m->doc())},
                       {"tiles", tiles},
                       {"variants", variants}});
  }
  json out = lexiconJson(cat);
  out["tileSets"] = sets, out["ruleOptions"] = options, out["figureKinds"] = figures, out["sets"] = modules;
  return out;
}

void checkNewSeed(const json& setup) {
  if (!setup.is_object() || !setup.contains("seed") || integerIn(setup["seed"], 0, int64_t(kMaxSeed))) return;
  fail("setup.seed: expected 0 to " + std::to_string(kMaxSeed) +
       " (2^53 - 1, the largest integer JavaScript holds exactly), got " + shortDump(setup["seed"]));
}

Session Session::create(const json& setup) {
  Setup s = parseSetup(Catalog::standard(), setup);
  checkNewSeed(setup);  // a new game's record must go through JavaScript unchanged
  Game g(Catalog::standard(), std::move(s));
  g.settleChance();
  return Session(std::move(g));
}

// A record given as JSON text inside a JSON string goes through the same limited parser as any
// record text: the limits cannot be side-stepped by wrapping the text once more.
json recordObject(const json& record) {
  if (!record.is_string()) return record;
  return parseJsonLimited(record.get_ref<const std::string&>(), "record", kMaxRecordBytes);
}

Session Session::load(const json& record) { return Session(loadRecord(Catalog::standard(), recordObject(record))); }

Session Session::loadAt(const json& record, int ply) {
  return Session(loadRecordAt(Catalog::standard(), recordObject(record), ply));
}

json Session::state() const {
  const Game& g = game_;
  const Catalog& cat = g.catalog();
  json players = json::array();
  for (int p = 0; p < g.players(); ++p) {
    const PlayerInfo& info = g.setup().players[p];
    json supply = json::object();
    for (size_t f = 0; f < cat.figures.size(); ++f) supply[cat.figures[f].name] = g.supply(p, int(f));
    json pj = {{"name", info.name}, {"bot", info.bot}, {"score", g.score(p)}, {"supply", supply}};
    if (!info.botLevel.empty()) pj["botLevel"] = info.botLevel;
    if (!info.color.empty()) pj["color"] = info.color;
    players.push_back(pj);
  }
  json tiles = json::array();
  for (const PlacedTile& t : g.tiles())
    tiles.push_back({{"tile", cat.tiles[t.type].id},
                     {"x", t.at.x},
                     {"y", t.at.y},
                     {"rot", t.rot},
                     {"player", t.player},
                     {"turn", t.turn},
                     {"layout", t.layout}});
  json figures = json::array();
  for (const Figure& f : g.figures()) {
    const SegmentDef& s = g.typeOf(f.tile).segments[f.seg];
    json fj = {{"player", f.player == kNeutral ? json(nullptr) : json(f.player)},
               {"figure", cat.figures[f.kind].name},
               {"segment", f.seg},
               {"at", g.locationName(f.tile, f.seg)},
               {"feature", cat.kinds[s.kind].name}};
    drawSpotJson(g, f.tile, f.seg, fj);
    figures.push_back(fj);
  }
  json tokens = json::array();
  for (const Token& t : g.tokens())
    tokens.push_back({{"module", std::string(cat.modules[t.module]->id())},
                      {"kind", t.kind},
                      {"player", t.player < 0 ? json(nullptr) : json(t.player)},
                      {"value", t.value}});
  json left = json::object();
  std::vector<int> byType = g.tilesLeftByType();
  for (size_t i = 0; i < byType.size(); ++i)
    if (byType[i]) left[cat.tiles[i].id] = byType[i];
  json decision = nullptr, hand = json::array();
  if (!g.over() && !g.pending().empty()) {
    const Decision& d = g.pending().front();
    if (d.core()) {
      decision = {{"player", d.player}, {"kind", d.kind == kDecideTile ? "tile" : "figure"}};
    } else {
      const Module* m = cat.modules[d.module].get();
      decision = {{"player", d.chance() ? json(nullptr) : json(d.player)},
                  {"kind", m->decisionName(d)},
                  {"module", std::string(m->id())},
                  {"text", m->describeDecision(g, d)}};
    }
  }
  if (!g.over() && g.pieceInstead() >= 0)  // a piece played instead of drawing: the hand waits
    hand.push_back(cat.tiles[g.pieceInstead()].id);
  else if (!g.over())
    for (int t : g.hand(g.current())) hand.push_back(cat.tiles[t].id);
  json last = nullptr;
  if (g.lastTile() >= 0) last = {{"x", g.tiles()[g.lastTile()].at.x}, {"y", g.tiles()[g.lastTile()].at.y}};
  json state = {{"over", g.over()},   {"turn", g.turn()}, {"current", g.current()},     {"decision", decision},
                {"hand", hand},       {"lastTile", last}, {"tilesLeft", g.tilesLeft()}, {"tilesLeftByType", left},
                {"players", players}, {"tiles", tiles},   {"figures", figures},         {"extraTurn", g.inExtraTurn()},
                {"tokens", tokens}};
  json& markers = state["markers"] = json::array();
  std::vector<CellMarker> cells;
  for (auto* m : g.rules().modules) m->cellMarkers(g, cells);
  for (const CellMarker& c : cells) {
    json& j = markers.emplace_back(json::object());
    j["x"] = c.x, j["y"] = c.y, j["marker"] = cat.markers[c.marker].name, j["count"] = c.count;
  }
  for (auto* m : g.rules().modules) m->addState(g, state);
  return state;
}

json Session::options() const {
  json out = json::array();
  for (const Action& a : game_.legalActions()) out.push_back(actionJson(game_, a));
  return out;
}

Action Session::toAction(const json& o) const {
  const Catalog& cat = game_.catalog();
  if (!o.is_object() || !o.contains("type") || !o["type"].is_string())
    fail("option: expected an object with a \"type\" (tile, figure, return, pass, module)");
  std::string type = o["type"].get<std::string>();
  Action a;
  if (type == "tile") {
    if (!o.contains("tile") || !o["tile"].is_string()) fail("option.tile: expected a tile id");
    int t = cat.tileId(o["tile"].get<std::string>());
    if (t < 0) fail("option.tile: unknown tile " + quoteInput(o["tile"].get<std::string>()));
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
    if (o.contains("figure") && !o["figure"].is_string()) fail("option.figure: expected a figure name");
    std::string fig = o.value("figure", "normal");
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
    if (!o.contains("module") || !o["module"].is_string()) fail("option.module: expected a module id");
    int m = cat.moduleIndex(o["module"].get<std::string>());
    if (m < 0) fail("option.module: unknown module " + quoteInput(o["module"].get<std::string>()));
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

void Session::apply(const json& option) {
  Action a = toAction(option);
  if (std::string why = game_.explain(a); !why.empty()) fail(why);
  game_.apply(a);
  game_.settleChance();  // the page never waits on chance: the game's own stream decides
}

void Session::applyMove(const json& move) {
  int index = 0;
  for (const LogEntry& e : game_.log()) index += e.action.type == ActionType::PlaceTile;
  carc::applyMove(game_, move, index);
}

json Session::scores() const {
  json s = json::array();
  for (int p = 0; p < game_.players(); ++p) s.push_back(game_.score(p));
  return s;
}

json Session::feature(int x, int y, int segment) const {
  const Game& g = game_;
  FeatureParts f = featureParts(g, {x, y}, segment);
  json parts = json::array();
  for (const FeatureMark& p : f.parts) parts.push_back({{"x", p.at.x}, {"y", p.at.y}, {"segment", p.seg}});
  return {{"kind", g.catalog().kinds[f.kind].name}, {"complete", f.complete}, {"parts", parts}};
}

json Session::annotation(int move) const {
  const Game& g = game_;
  int made = g.movesMade();
  if (move < 0 || move >= made)
    fail("annotation: " +
         (made ? "expected a move 0 to " + std::to_string(made - 1) : std::string("no move was made yet")) + ", got " +
         std::to_string(move));
  for (const Annotation& a : g.annotations()) {
    if (a.move != move) continue;
    json features = json::array(), squares = json::array();
    for (const FeatureMark& m : a.features) {
      json shape = feature(m.at.x, m.at.y, m.seg);
      int tile = g.board().tileAt(m.at);
      shape["x"] = m.at.x, shape["y"] = m.at.y, shape["segment"] = m.seg, shape["at"] = g.locationName(tile, m.seg);
      features.push_back(shape);
    }
    for (const Coord& c : a.squares) squares.push_back({{"x", c.x}, {"y", c.y}});
    return {{"move", move}, {"note", a.note}, {"marks", {{"features", features}, {"squares", squares}}}};
  }
  return nullptr;
}

json Session::segments(int x, int y) const {
  const Game& g = game_;
  int tile = g.board().tileAt({x, y});
  if (tile < 0) fail("segments: no tile at (" + std::to_string(x) + "," + std::to_string(y) + ")");
  const PlacedTile& pt = g.tiles()[tile];
  json out = json::array();
  const TileType& t = g.typeOf(tile);
  for (size_t s = 0; s < t.segments.size(); ++s) {
    float px = t.segments[s].px, py = t.segments[s].py;
    for (int r = 0; r < pt.rot; ++r) std::tie(px, py) = std::make_pair(1 - py, px);
    out.push_back({{"segment", s},
                   {"at", g.locationName(tile, int(s))},
                   {"feature", g.catalog().kinds[t.segments[s].kind].name},
                   {"x", x},
                   {"y", y},
                   {"px", px},
                   {"py", py}});
  }
  return out;
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

json Session::botOption(const std::string& kind, uint64_t seed, const json& params) const {
  if (!params.is_object()) fail("botOption: params: expected an object like {\"iterations\": 2000}");
  MctsBudget budget;
  for (auto it = params.begin(); it != params.end(); ++it) {
    const std::string& key = it.key();
    const json& value = it.value();
    if (key != "iterations" && key != "millis")
      fail("botOption: params: unknown key " + quoteInput(key) + " (known: iterations, millis)");
    if (!value.is_number_integer() || value.get<int64_t>() < 0 || value.get<int64_t>() > 10'000'000)
      fail("botOption: params." + key + ": expected an integer 0..10000000");
  }
  if (params.contains("millis")) budget.seconds = params["millis"].get<int64_t>() / 1000.0, budget.iterations = 0;
  if (params.contains("iterations")) budget.iterations = static_cast<int>(params["iterations"].get<int64_t>());
  if (budget.iterations == 0 && budget.seconds == 0) fail("botOption: params: iterations and millis are both 0");
  if (kind != "random" && kind != "greedy" && kind != "mcts")
    fail("botOption: unknown bot " + quoteInput(kind) + " (known: " + kBotKinds + ")");
  std::unique_ptr<Bot> bot = makeBot(kind, seed ^ (uint64_t(game_.log().size()) << 32), budget);
  if (game_.over()) fail("botOption: the game is over");
  return actionJson(game_, bot->choose(game_));
}

json Session::playRandom(uint64_t seed) {
  carc::playRandom(game_, seed);
  return saveRecord(game_);
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
