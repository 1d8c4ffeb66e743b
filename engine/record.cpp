#include "record.hpp"

#include <algorithm>

#include "input_limits.hpp"

namespace carc {
namespace {

using json = nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }

std::string typeName(const json& v) { return v.type_name(); }

int optionFromJson(const OptionDef& o, const json& v, const std::string& where) {
  if (o.isBool) {
    if (!v.is_boolean()) fail(where, "expected true or false, got " + shortDump(v));
    return v.get<bool>() ? 1 : 0;
  }
  if (!o.labels.empty()) {
    std::string list;
    for (auto& l : o.labels) list += (list.empty() ? "\"" : ", \"") + l + "\"";
    if (!v.is_string()) fail(where, "expected one of " + list + ", got " + shortDump(v));
    auto it = std::find(o.labels.begin(), o.labels.end(), v.get<std::string>());
    if (it == o.labels.end()) fail(where, "expected one of " + list + ", got " + shortDump(v));
    return o.values[it - o.labels.begin()];
  }
  if (!v.is_number_integer()) fail(where, "expected an integer, got " + shortDump(v));
  if (o.values.empty()) {
    if (auto n = integerIn(v, o.min, o.max)) return static_cast<int>(*n);
    fail(where, "expected " + std::to_string(o.min) + " to " + std::to_string(o.max) + ", got " + shortDump(v));
  }
  for (int x : o.values)
    if (integerIn(v, x, x)) return x;
  std::string list;
  for (int x : o.values) list += (list.empty() ? "" : " or ") + std::to_string(x);
  fail(where, "expected " + list + ", got " + shortDump(v));
}

json optionToJson(const OptionDef& o, int value) {
  if (o.isBool) return value != 0;
  if (!o.labels.empty())
    for (size_t i = 0; i < o.values.size(); ++i)
      if (o.values[i] == value) return o.labels[i];
  return value;
}

int needInt(const json& obj, const char* key, const std::string& where, int lo, int hi) {
  auto it = obj.find(key);
  if (it == obj.end()) fail(where, std::string("missing field '") + key + "'");
  if (!it->is_number_integer()) fail(where + "." + key, "expected an integer, got " + typeName(*it));
  auto v = integerIn(*it, lo, hi);
  if (!v)
    fail(where + "." + key, "expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + shortDump(*it));
  return static_cast<int>(*v);
}

void checkKeys(const json& obj, std::initializer_list<const char*> allowed, const std::string& where,
               const std::vector<std::string>& more = {}) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    const std::string k = it.key();  // clang 14 cannot capture structured bindings
    bool ok = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; }) ||
              std::find(more.begin(), more.end(), k) != more.end();
    if (!ok) fail(where, "unknown field " + quoteInput(k));
  }
}

const char* sideWord(int side) {
  static const char* names[] = {"north", "east", "south", "west"};
  return names[side];
}

std::string edgeWord(const Catalog& cat, int edge) {
  int k = cat.edgeSideKind[edge];
  return k >= 0 ? cat.kinds[k].name : "field";
}

}  // namespace

// ---------------------------------------------------------------- setup

Setup parseSetup(const Catalog& cat, const json& js) {
  if (!js.is_object()) fail("setup", "expected an object");
  checkKeys(js, {"players", "sets", "rules", "seed", "deck", "start"}, "setup");
  Setup s;
  auto pl = js.find("players");
  if (pl == js.end() || !pl->is_array()) fail("setup.players", "expected an array of 2 to 6 players");
  for (size_t i = 0; i < pl->size(); ++i) {
    const json& p = (*pl)[i];
    std::string w = "setup.players[" + std::to_string(i) + "]";
    if (!p.is_object()) fail(w, "expected an object such as {\"name\": \"Alice\"}");
    checkKeys(p, {"name", "color", "bot"}, w);
    PlayerInfo info;
    info.name = "Player " + std::to_string(i + 1);
    if (p.contains("name")) {
      if (!p["name"].is_string()) fail(w + ".name", "expected a string");
      info.name = utf8Prefix(p["name"].get<std::string>(), 64);
    }
    if (p.contains("color")) {
      if (!p["color"].is_string()) fail(w + ".color", "expected a string");
      info.color = utf8Prefix(p["color"].get<std::string>(), 32);
    }
    if (p.contains("bot")) {
      if (!p["bot"].is_boolean() && !p["bot"].is_string()) fail(w + ".bot", "expected true/false or a bot name");
      info.bot = p["bot"].is_boolean() ? p["bot"].get<bool>() : true;
    }
    s.players.push_back(info);
  }
  if (s.players.size() < 2 || s.players.size() > kMaxPlayers)
    fail("setup.players", "expected 2 to 6 players, got " + std::to_string(s.players.size()));
  if (js.contains("sets")) {
    const json& sets = js["sets"];
    if (!sets.is_array() || sets.empty()) fail("setup.sets", "expected a non-empty array of set names");
    s.sets.clear();
    for (auto& v : sets) {
      if (!v.is_string()) fail("setup.sets", "expected set names (strings)");
      std::string name = v.get<std::string>();
      if (cat.moduleIndex(name) < 0) {
        std::string known;
        for (auto& m : cat.modules) known += (known.empty() ? "" : ", ") + std::string(m->id());
        fail("setup.sets", "unknown set " + quoteInput(name) + " (known: " + known + ")");
      }
      if (std::find(s.sets.begin(), s.sets.end(), name) == s.sets.end()) s.sets.push_back(name);
    }
  }
  for (auto& o : cat.options) s.options.push_back(o.defaultValue);
  if (js.contains("rules")) {
    const json& rules = js["rules"];
    if (!rules.is_object()) fail("setup.rules", "expected an object of rule options");
    for (auto& [k, v] : rules.items()) {
      int id = cat.optionId(k);
      if (id < 0) fail("setup.rules", "unknown rule option " + quoteInput(k));
      s.options[id] = optionFromJson(cat.options[id], v, "setup.rules." + k);
    }
  }
  if (js.contains("seed")) {
    const json& seed = js["seed"];
    if (seed.is_number_unsigned())
      s.seed = seed.get<uint64_t>();
    else if (seed.is_number_integer())
      s.seed = static_cast<uint64_t>(seed.get<int64_t>());
    else
      fail("setup.seed", "expected an integer, got " + typeName(seed));
  }
  if (js.contains("deck")) {
    const json& d = js["deck"];
    if (d != "sets" && d != "free") fail("setup.deck", "expected \"sets\" or \"free\", got " + shortDump(d));
    s.freeDeck = d == "free";
  }
  if (js.contains("start")) {
    const json& st = js["start"];
    if (!st.is_object()) fail("setup.start", "expected {\"tile\", \"x\", \"y\", \"rot\"}");
    checkKeys(st, {"tile", "x", "y", "rot"}, "setup.start");
    if (st.contains("tile")) {
      if (!st["tile"].is_string()) fail("setup.start.tile", "expected a tile id");
      s.startTile = st["tile"].get<std::string>();
      if (cat.tileId(s.startTile) < 0) fail("setup.start.tile", "unknown tile " + quoteInput(s.startTile));
    }
    if (st.contains("x")) s.startAt.x = needInt(st, "x", "setup.start", -kMaxStartCoord, kMaxStartCoord);
    if (st.contains("y")) s.startAt.y = needInt(st, "y", "setup.start", -kMaxStartCoord, kMaxStartCoord);
    if (st.contains("rot")) s.startRot = needInt(st, "rot", "setup.start", 0, 3);
  }
  makeRules(cat, s);  // checks what depends on several fields
  return s;
}

json setupJson(const Catalog& cat, const Setup& s) {
  json players = json::array();
  for (auto& p : s.players) {
    json jp = {{"name", p.name}};
    if (!p.color.empty()) jp["color"] = p.color;
    if (p.bot) jp["bot"] = true;
    players.push_back(jp);
  }
  json rules = json::object();
  for (size_t i = 0; i < cat.options.size(); ++i)
    rules[cat.options[i].name] =
        optionToJson(cat.options[i], s.options.empty() ? cat.options[i].defaultValue : s.options[i]);
  json setup = {{"players", players},
                {"sets", s.sets},
                {"rules", rules},
                {"seed", s.seed},
                {"deck", s.freeDeck ? "free" : "sets"}};
  if (!s.startTile.empty() || s.startRot || s.startAt.x || s.startAt.y) {
    json st = {{"x", s.startAt.x}, {"y", s.startAt.y}, {"rot", s.startRot}};
    if (!s.startTile.empty()) st["tile"] = s.startTile;
    setup["start"] = st;
  }
  return setup;
}

// ---------------------------------------------------------------- explaining refusals

std::string explainIllegal(const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  if (g.isLegal(a)) return "";  // a tile placement is checked directly, without listing every option
  if (g.over()) return "the game is over";
  const Decision& d = g.pending().front();
  if (a.type == ActionType::PlaceTile) {
    if (d.kind != kDecideTile) return "a tile was already placed this turn";
    const TileType& t = cat.tiles[a.tile];
    std::string at = "(" + std::to_string(a.x) + "," + std::to_string(a.y) + ")";
    std::vector<int> hand = g.hand(d.player);
    if (std::find(hand.begin(), hand.end(), a.tile) == hand.end())
      return "tile " + t.id + " is not in player " + std::to_string(d.player) + "'s hand";
    int other = g.board().tileAt({a.x, a.y});
    if (other >= 0) return at + " is already taken by tile " + g.typeOf(other).id;
    const Cell* cell = g.board().find({a.x, a.y});
    if (!cell || cell->frontier < 0) return "tile " + t.id + " at " + at + " does not touch the layout";
    uint16_t code = t.rot[a.rot].edgeCode;
    for (int side = 0; side < kSides; ++side) {
      int want = (cell->need >> 4 * side) & 0xF, have = (code >> 4 * side) & 0xF;
      if ((cell->mask >> 4 * side & 0xF) && want != have)
        return "tile " + t.id + " cannot go at " + at + " rot " + std::to_string(a.rot) + ": its " + sideWord(side) +
               " side (" + edgeWord(cat, have) + ") meets a " + edgeWord(cat, want);
    }
    for (auto* m : g.rules().placementFilters)
      if (!m->allowsPlacement(g, a)) {
        std::string why = m->explainPlacement(g, a);
        if (why.empty()) why = "the " + std::string(m->id()) + " rules forbid it";
        return "tile " + t.id + " cannot go at " + at + " rot " + std::to_string(a.rot) + ": " + why;
      }
    return "tile " + t.id + " cannot go at " + at;
  }
  if (a.type == ActionType::PlaceFigure) {
    if (d.kind != kDecideFigure) return "no figure can be placed now";
    const TileType& t = g.typeOf(g.lastTile());
    const std::string& fig = cat.figures[a.figure].name;
    if (a.segment >= t.segments.size()) return "tile " + t.id + " has no such feature";
    const std::string& kind = cat.kinds[t.segments[a.segment].kind].name;
    std::string where = "the " + kind + " at " + g.locationName(g.lastTile(), a.segment);
    if (g.supply(d.player, a.figure) == 0)
      return "player " + std::to_string(d.player) + " has no " + fig + " figure left";
    // The modules first: some figures may join an occupied feature, others have rules of their own.
    for (auto* m : g.rules().modules)
      if (std::string why = m->explainFigure(g, a); !why.empty()) return why;
    if (g.features().root(g.nodeOf(g.lastTile(), a.segment)).occupants) return where + " is already occupied";
    return "a " + fig + " figure cannot stand on " + where;
  }
  if (a.type == ActionType::Module && a.module < cat.modules.size())
    if (std::string why = cat.modules[a.module]->explainFigure(g, a); !why.empty()) return why;
  return "that is not a legal answer to the pending decision";
}

// ---------------------------------------------------------------- moves

namespace {

void applyMoveInPlace(Game& g, const json& move, int index, bool last) {
  const Catalog& cat = g.catalog();
  std::string w = "move " + std::to_string(index);
  if (!move.is_object()) fail(w, "expected an object such as {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 0}");
  if (g.over()) fail(w, "the game is already over (no tile left to play)");
  std::vector<std::string> moduleFields;
  for (auto* m : g.rules().modules)
    for (auto& f : m->moveFields()) moduleFields.push_back(f);
  checkKeys(move, {"tile", "x", "y", "rot", "meeple", "player", "partial"}, w, moduleFields);
  bool partial = false;  // saved between the tile and the figure: the figure decision is still open
  if (move.contains("partial")) {
    if (!move["partial"].is_boolean()) fail(w + ".partial", "expected true or false");
    partial = move["partial"].get<bool>();
    bool figureStep = move.contains("meeple");
    for (auto& f : moduleFields) figureStep |= move.contains(f);
    if (partial && (!last || figureStep))
      fail(w + ".partial", "only the last move, without a meeple or module field, can be partial");
  }
  const Decision d = g.pending().front();
  if (move.contains("player")) {
    const json& p = move["player"];
    if (!p.is_number_integer()) fail(w + ".player", "expected a player index");
    if (!integerIn(p, d.player, d.player))
      fail(w, "it is player " + std::to_string(d.player) + "'s turn, but the move names player " + shortDump(p));
  }
  auto tileIt = move.find("tile");
  if (tileIt == move.end() || !tileIt->is_string()) fail(w, "missing field 'tile' (a tile id such as \"U\")");
  int type = cat.tileId(tileIt->get<std::string>());
  if (type < 0) fail(w + ".tile", "unknown tile " + quoteInput(tileIt->get<std::string>()));
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type);
  a.x = needInt(move, "x", w, -kMaxCoord, kMaxCoord);
  a.y = needInt(move, "y", w, -kMaxCoord, kMaxCoord);
  a.rot = cat.tiles[type].canonicalRot[needInt(move, "rot", w, 0, 3)];
  try {
    g.forceDraw(type);
  } catch (const Error& e) {
    fail(w, e.what());
  }
  if (std::string why = explainIllegal(g, a); !why.empty()) fail(w, why);
  g.apply(a);
  if (partial) return;
  // The figure phase: a module may claim the move (an abbot recalled ...), else "meeple" or pass.
  std::vector<Action> actions;
  try {
    for (auto* m : g.rules().modules)
      if (m->readMoveField(g, move, actions)) break;
  } catch (const Error& e) {
    fail(w, e.what());
  }
  if (actions.empty()) {
    Action f;
    f.type = ActionType::Pass;
    if (move.contains("meeple")) {
      const json& mj = move["meeple"];
      std::string mw = w + ".meeple";
      if (!mj.is_object()) fail(mw, "expected {\"at\": LOCATION, \"kind\": FIGURE}");
      checkKeys(mj, {"at", "kind", "feature"}, mw);
      if (!mj.contains("at") || !mj["at"].is_string())
        fail(mw + ".at", "expected a location such as \"N\", \"NNE\" or \"C\"");
      if (mj.contains("kind") && !mj["kind"].is_string())
        fail(mw + ".kind", "expected a figure name such as \"normal\"");
      std::string kindName = mj.value("kind", "normal");
      int fig = cat.figureId(kindName);
      if (fig < 0) fail(mw + ".kind", "unknown figure " + quoteInput(kindName));
      int featureKind = -1;
      if (mj.contains("feature")) {
        if (!mj["feature"].is_string() || cat.kindId(mj["feature"].get<std::string>()) < 0)
          fail(mw + ".feature", "expected a feature kind such as \"field\"");
        featureKind = cat.kindId(mj["feature"].get<std::string>());
      }
      std::string at = mj["at"].get<std::string>();
      int seg = g.segmentAt(g.lastTile(), at, featureKind);
      if (seg < 0)
        fail(mw + ".at", "tile " + g.typeOf(g.lastTile()).id + " has no " +
                             (featureKind >= 0 ? cat.kinds[featureKind].name + " " : "feature ") + "at " +
                             quoteInput(at));
      f.type = ActionType::PlaceFigure, f.figure = static_cast<uint8_t>(fig), f.segment = static_cast<uint8_t>(seg);
    }
    actions.push_back(f);
  }
  for (const Action& x : actions) {
    if (std::string why = explainIllegal(g, x); !why.empty()) fail(w, why);
    g.apply(x);
  }
}

}  // namespace

void applyMove(Game& g, const json& move, int index) {
  Game trial = g;
  applyMoveInPlace(trial, move, index, true);
  g = std::move(trial);
}

namespace {

// plies < 0: every move and the record's "end"; else the first `plies` moves only.
Game loadPrefix(const Catalog& cat, const json& rec, int plies) {
  if (!rec.is_object()) fail("record", "expected a JSON object");
  checkKeys(rec, {"format", "version", "setup", "moves", "end", "result"}, "record");
  if (!rec.contains("format") || rec["format"] != "carcassonne-record")
    fail("format", "expected \"carcassonne-record\"");
  if (!rec.contains("version") || rec["version"] != 1) fail("version", "expected 1");
  if (!rec.contains("setup")) fail("record", "missing field 'setup'");
  if (rec.contains("end") && !rec["end"].is_boolean()) fail("end", "expected true or false");
  Game g(cat, parseSetup(cat, rec["setup"]));
  size_t count = 0;
  if (rec.contains("moves")) {
    const json& moves = rec["moves"];
    if (!moves.is_array()) fail("moves", "expected an array");
    if (moves.size() > kMaxMoves) fail("moves", "at most " + std::to_string(kMaxMoves) + " moves");
    // Each move places one tile: more moves than tiles cannot replay, so refuse before replaying.
    size_t tiles = static_cast<size_t>(g.tilesLeft());
    for (int p = 0; p < g.players(); ++p) tiles += g.hand(p).size();
    if (moves.size() > tiles)
      fail("moves", std::to_string(moves.size()) + " moves, but the sets in play hold only " + std::to_string(tiles) +
                        " tiles to place");
    count = moves.size();
  }
  if (plies > static_cast<int>(count))
    fail("ply", "expected 0 to " + std::to_string(count) + " (the record has " + std::to_string(count) +
                    " moves), got " + std::to_string(plies));
  size_t stop = plies < 0 ? count : static_cast<size_t>(plies);
  for (size_t i = 0; i < stop; ++i) applyMoveInPlace(g, rec["moves"][i], static_cast<int>(i), i + 1 == count);
  if (plies < 0 && rec.value("end", false)) g.endNow();
  return g;
}

}  // namespace

Game loadRecord(const Catalog& cat, const json& rec) { return loadPrefix(cat, rec, -1); }

Game loadRecordAt(const Catalog& cat, const json& rec, int plies) {
  if (plies < 0) fail("ply", "expected 0 or more, got " + std::to_string(plies));
  return loadPrefix(cat, rec, plies);
}

Game loadRecord(const Catalog& cat, const std::string& text) {
  return loadRecord(cat, parseJsonLimited(text, "record", kMaxRecordBytes));
}

json saveRecord(const Game& g) {
  const Catalog& cat = g.catalog();
  json moves = json::array();
  json* cur = nullptr;
  for (const Action& a : g.log()) {
    switch (a.type) {
      case ActionType::Draw:
        break;  // the move names its tile anyway
      case ActionType::PlaceTile:
        moves.push_back({{"tile", cat.tiles[a.tile].id}, {"x", a.x}, {"y", a.y}, {"rot", a.rot}});
        cur = &moves.back();
        break;
      case ActionType::PlaceFigure: {
        if (!cur) break;
        // The figure stands on the tile of this move: the last placed tile at that time.
        int tile = g.board().tileAt({(*cur)["x"].get<int>(), (*cur)["y"].get<int>()});
        json m = {{"at", g.locationName(tile, a.segment)}, {"kind", cat.figures[a.figure].name}};
        const TileType& t = g.typeOf(tile);
        int kind = t.segments[a.segment].kind;
        if (g.segmentAt(tile, m["at"], -1) != a.segment) m["feature"] = cat.kinds[kind].name;
        (*cur)["meeple"] = m;
        break;
      }
      case ActionType::Pass:
        break;
      case ActionType::Module:
        if (cur) cat.modules[a.module]->writeMoveField(g, a, *cur);
        break;
    }
  }
  // Saved between the tile and the figure: mark the move so loading leaves the figure decision open.
  if (cur && !g.over() && !g.pending().empty() && g.pending().front().kind == kDecideFigure) (*cur)["partial"] = true;
  json rec = {{"format", "carcassonne-record"}, {"version", 1}, {"setup", setupJson(cat, g.setup())}, {"moves", moves}};
  if (g.over()) rec["end"] = true;
  return rec;
}

// ---------------------------------------------------------------- events

json eventJson(const Game& g, size_t i) {
  const Catalog& cat = g.catalog();
  const Event& e = g.events()[i];
  json j = {{"turn", e.turn}};
  auto where = [&](json& o) {
    o["x"] = e.at.x, o["y"] = e.at.y;
    int tile = g.board().tileAt(e.at);
    if (tile >= 0)
      o["at"] = g.locationName(tile, e.seg), o["feature"] = cat.kinds[g.typeOf(tile).segments[e.seg].kind].name;
  };
  switch (e.type) {
    case EventType::TilePlaced:
      j["type"] = "tile", j["player"] = e.player, j["tile"] = cat.tiles[e.tileType].id;
      j["x"] = e.at.x, j["y"] = e.at.y, j["rot"] = e.rot;
      break;
    case EventType::TileDiscarded:
      j["type"] = "discard", j["player"] = e.player, j["tile"] = cat.tiles[e.tileType].id;
      break;
    case EventType::FigurePlaced:
    case EventType::FigureReturned:
      j["type"] = e.type == EventType::FigurePlaced ? "figure" : "return";
      j["player"] = e.player, j["figure"] = cat.figures[e.figure].name;
      where(j);
      break;
    case EventType::Score: {
      j["type"] = "score";
      json ps = json::array();
      for (int p = 0; p < g.players(); ++p)
        if (e.players >> p & 1) ps.push_back(p);
      j["players"] = ps, j["points"] = e.points;
      j["feature"] = e.category >= 0 ? cat.categories[e.category] : "";
      j["complete"] = e.complete;
      if (e.feature >= 0) {
        j["tiles"] = e.tiles;
        for (size_t t = 0; t < cat.tags.size(); ++t) j[cat.tags[t]] = e.tags[t];
        j["x"] = e.at.x, j["y"] = e.at.y, j["segment"] = e.seg;  // one piece of it: Session::feature
      } else {  // a score of no feature (goods ...): the tags that say what it was for
        for (size_t t = 0; t < cat.tags.size(); ++t)
          if (e.tags[t]) j[cat.tags[t]] = e.tags[t];
      }
      int kind = e.category >= 0 ? cat.kindId(cat.categories[e.category]) : -1;
      if ((kind >= 0 && cat.kinds[kind].topology == Topology::Half) || e.cities) j["cities"] = e.cities;  // fields
      json returned = json::array();
      // Several score events of one feature in a row (ties paid apart, bonuses): the first lists
      // the figures that the scoring returned.
      bool first = true;
      for (size_t k = i; k-- > 0 && g.events()[k].type == EventType::Score;)
        if (g.events()[k].feature == e.feature && e.feature >= 0) first = false;
      for (size_t k = i + 1; first && k < g.events().size(); ++k) {
        const Event& r = g.events()[k];
        if (r.type == EventType::Score) continue;
        if (r.type != EventType::FigureReturned || r.feature != e.feature || e.feature < 0) break;
        json rj = {{"player", r.player}, {"figure", cat.figures[r.figure].name}, {"x", r.at.x}, {"y", r.at.y}};
        int tile = g.board().tileAt(r.at);
        if (tile >= 0) rj["at"] = g.locationName(tile, r.seg);
        returned.push_back(rj);
      }
      j["returned"] = returned;
      break;
    }
    case EventType::GameOver: {
      j["type"] = "end";
      json scores = json::array();
      for (int p = 0; p < g.players(); ++p) scores.push_back(g.score(p));
      j["scores"] = scores;
      break;
    }
  }
  return j;
}

json eventsJson(const Game& g, size_t from) {
  json out = json::array();
  for (size_t i = from; i < g.events().size(); ++i) out.push_back(eventJson(g, i));
  return out;
}

json replayJson(const Game& g) {
  json scores = json::array();
  for (int p = 0; p < g.players(); ++p) scores.push_back(g.score(p));
  return {{"scores", scores}, {"over", g.over()}, {"events", eventsJson(g)}};
}

json actionJson(const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  switch (a.type) {
    case ActionType::PlaceTile:
      return {{"type", "tile"}, {"tile", cat.tiles[a.tile].id}, {"x", a.x}, {"y", a.y}, {"rot", a.rot}};
    case ActionType::PlaceFigure: {
      const TileType& t = g.typeOf(g.lastTile());
      const SegmentDef& s = t.segments[a.segment];
      const PlacedTile& pt = g.tiles()[g.lastTile()];
      float x = s.px, y = s.py;
      for (int r = 0; r < pt.rot; ++r) std::tie(x, y) = std::make_pair(1 - y, x);
      return {{"type", "figure"},
              {"figure", cat.figures[a.figure].name},
              {"segment", a.segment},
              {"at", g.locationName(g.lastTile(), a.segment)},
              {"feature", cat.kinds[s.kind].name},
              {"x", pt.at.x},
              {"y", pt.at.y},
              {"px", x},
              {"py", y}};
    }
    case ActionType::Pass:
      return {{"type", "pass"}};
    case ActionType::Module:
      return {{"type", "module"}, {"module", std::string(cat.modules[a.module]->id())}, {"code", a.code}, {"x", a.x},
              {"y", a.y},         {"text", cat.modules[a.module]->describe(g, a)}};
    case ActionType::Draw:
      return {{"type", "draw"}, {"tile", cat.tiles[a.tile].id}};
  }
  return nullptr;
}

}  // namespace carc
