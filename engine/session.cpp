#include "session.hpp"

#include "bots/bots.hpp"
#include "bots/random_bot.hpp"
#include "input_limits.hpp"

namespace carc {
namespace {

using json = nlohmann::json;

json sidesJson(uint8_t mask) {
  json a = json::array();
  for (int s = 0; s < kSides; ++s)
    if (mask >> s & 1) a.push_back(kSideNames[s]);
  return a;
}
json halvesJson(uint8_t mask) {
  json a = json::array();
  for (int h = 0; h < kHalves; ++h)
    if (mask >> h & 1) a.push_back(kHalfNames[h]);
  return a;
}

json tileJson(const Catalog& cat, const TileType& t) {
  std::string edges;
  for (int s = 0; s < kSides; ++s) edges += cat.edgeLetters[t.edges[s]];
  json segs = json::array();
  for (const SegmentDef& s : t.segments) {
    json cities = json::array(), tags = json::object();
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) cities.push_back(c);
    for (size_t k = 0; k < cat.tags.size(); ++k)
      if (s.tags[k]) tags[cat.tags[k]] = s.tags[k];
    segs.push_back({{"kind", cat.kinds[s.kind].name},
                    {"sides", sidesJson(s.sides)},
                    {"halves", halvesJson(s.halves)},
                    {"cities", cities},
                    {"tags", tags},
                    {"pos", {s.px, s.py}}});
  }
  json j = {{"id", t.id}, {"set", t.set}, {"count", t.count}, {"edges", edges}, {"segments", segs}};
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
    }
    options.push_back(j);
  }
  json figures = json::array();
  for (const FigureKindDef& f : cat.figures) figures.push_back({{"name", f.name}, {"strength", f.strength}});
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
  return {{"tileSets", sets}, {"ruleOptions", options}, {"figureKinds", figures}, {"sets", modules}};
}

Session Session::create(const json& setup) {
  return Session(Game(Catalog::standard(), parseSetup(Catalog::standard(), setup)));
}

Session Session::load(const json& record) {
  if (record.is_string()) return Session(loadRecord(Catalog::standard(), record.get<std::string>()));
  return Session(loadRecord(Catalog::standard(), record));
}

Session Session::loadAt(const json& record, int ply) {
  if (record.is_string()) {
    json parsed = json::parse(record.get<std::string>(), nullptr, false);
    if (parsed.is_discarded()) fail("record: malformed JSON");
    return Session(loadRecordAt(Catalog::standard(), parsed, ply));
  }
  return Session(loadRecordAt(Catalog::standard(), record, ply));
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
                     {"turn", t.turn}});
  json figures = json::array();
  for (const Figure& f : g.figures()) {
    const PlacedTile& pt = g.tiles()[f.tile];
    const SegmentDef& s = g.typeOf(f.tile).segments[f.seg];
    float x = s.px, y = s.py;
    for (int r = 0; r < pt.rot; ++r) std::tie(x, y) = std::make_pair(1 - y, x);
    figures.push_back({{"player", f.player},
                       {"figure", cat.figures[f.kind].name},
                       {"x", pt.at.x},
                       {"y", pt.at.y},
                       {"segment", f.seg},
                       {"at", g.locationName(f.tile, f.seg)},
                       {"feature", cat.kinds[s.kind].name},
                       {"px", x},
                       {"py", y}});
  }
  json left = json::object();
  std::vector<int> byType = g.tilesLeftByType();
  for (size_t i = 0; i < byType.size(); ++i)
    if (byType[i]) left[cat.tiles[i].id] = byType[i];
  json decision = nullptr, hand = json::array();
  if (!g.over() && !g.pending().empty()) {
    const Decision& d = g.pending().front();
    decision = {{"player", d.player},
                {"kind", d.kind == kDecideTile     ? "tile"
                         : d.kind == kDecideFigure ? "figure"
                                                   : "module"}};
  }
  if (!g.over())
    for (int t : g.hand(g.current())) hand.push_back(cat.tiles[t].id);
  json last = nullptr;
  if (g.lastTile() >= 0) last = {{"x", g.tiles()[g.lastTile()].at.x}, {"y", g.tiles()[g.lastTile()].at.y}};
  json state = {{"over", g.over()},   {"turn", g.turn()}, {"current", g.current()},     {"decision", decision},
                {"hand", hand},       {"lastTile", last}, {"tilesLeft", g.tilesLeft()}, {"tilesLeftByType", left},
                {"players", players}, {"tiles", tiles},   {"figures", figures},         {"extraTurn", g.inExtraTurn()}};
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
    fail("option: expected an object with a \"type\" (tile, figure, pass, module)");
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
  } else if (type == "figure") {
    if (game_.lastTile() < 0) fail("option: no tile was placed this turn");
    if (o.contains("figure") && !o["figure"].is_string()) fail("option.figure: expected a figure name");
    std::string fig = o.value("figure", "normal");
    int f = cat.figureId(fig);
    if (f < 0) fail("option.figure: unknown figure " + quoteInput(fig));
    int seg = intField(o, "segment", "option");
    if (seg < 0 || seg >= int(game_.typeOf(game_.lastTile()).segments.size()))
      fail("option.segment: tile " + game_.typeOf(game_.lastTile()).id + " has no segment " + std::to_string(seg));
    a.type = ActionType::PlaceFigure, a.figure = static_cast<uint8_t>(f), a.segment = static_cast<uint8_t>(seg);
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
    fail("option.type: expected tile, figure, pass or module, got " + quoteInput(type));
  }
  return a;
}

void Session::apply(const json& option) {
  Action a = toAction(option);
  if (std::string why = explainIllegal(game_, a); !why.empty()) fail(why);
  game_.apply(a);
}

void Session::applyMove(const json& move) {
  int index = 0;
  for (const Action& a : game_.log()) index += a.type == ActionType::PlaceTile;
  carc::applyMove(game_, move, index);
}

json Session::scores() const {
  json s = json::array();
  for (int p = 0; p < game_.players(); ++p) s.push_back(game_.score(p));
  return s;
}

json Session::feature(int x, int y, int segment) const {
  const Game& g = game_;
  int tile = g.board().tileAt({x, y});
  if (tile < 0) fail("feature: no tile at (" + std::to_string(x) + "," + std::to_string(y) + ")");
  if (segment < 0 || segment >= int(g.typeOf(tile).segments.size())) fail("feature: no such segment");
  int node = g.nodeOf(tile, segment);
  const Catalog& cat = g.catalog();
  const FeatureKindDef& kd = cat.kinds[g.features().node(node).kind];
  json parts = json::array();
  bool complete;
  if (kd.topology == Topology::Center) {
    parts.push_back({{"x", x}, {"y", y}, {"segment", segment}});
    complete = g.neighbours({x, y}) == 8;
  } else {
    int root = g.features().find(node), m = root;
    do {
      const FeatureNode& n = g.features().node(m);
      parts.push_back({{"x", g.tiles()[n.tile].at.x}, {"y", g.tiles()[n.tile].at.y}, {"segment", n.seg}});
      m = n.next;
    } while (m != root);
    complete = kd.completes && g.features().node(root).open == 0;
  }
  return {{"kind", kd.name}, {"complete", complete}, {"parts", parts}};
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
