#include "record.hpp"

#include <algorithm>
#include <cctype>

#include "bots/bot_names.hpp"
#include "input_limits.hpp"
#include "json_fields.hpp"
#include "record_notes.hpp"

namespace carc {
namespace {

using Value = jsonin::Value;

[[noreturn]] void fail(const std::string& where, const std::string& what) { failAt(where, what); }

int optionFromJson(const OptionDef& o, const Value& v, const std::string& where) {
  if (o.isBool) {
    if (!v.is_boolean()) fail(where, "expected true or false, got " + shortDump(v));
    return v.boolean() ? 1 : 0;
  }
  if (!o.labels.empty()) {
    std::string list;
    for (auto& l : o.labels) list += (list.empty() ? "\"" : ", \"") + l + "\"";
    if (!v.is_string()) fail(where, "expected one of " + list + ", got " + shortDump(v));
    auto it = std::find(o.labels.begin(), o.labels.end(), v.str());
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

void optionJson(JsonOut& out, const OptionDef& o, int value) {
  if (o.isBool) {
    out.value(value != 0);
    return;
  }
  if (!o.labels.empty())
    for (size_t i = 0; i < o.values.size(); ++i)
      if (o.values[i] == value) {
        out.value(o.labels[i]);
        return;
      }
  out.value(value);
}

// A player's colour reaches CSS and SVG: only "#rrggbb" is accepted (never a url(...), a
// var(...) or anything else a style sheet would act on).
std::string colorField(const Value& v, const std::string& where) {
  bool ok = v.is_string() && v.str().size() == 7 && v.str()[0] == '#';
  for (size_t i = 1; ok && i < 7; ++i) ok = std::isxdigit(static_cast<unsigned char>(v.str()[i]));
  if (!ok) fail(where, "expected a colour \"#rrggbb\", got " + shortDump(v));
  return text(v);
}

PlayerInfo playerFromJson(const Value& p, size_t i) {
  std::string w = "setup.players[" + std::to_string(i) + "]";
  if (!p.is_object()) fail(w, "expected an object such as {\"name\": \"Alice\"}");
  checkKeys(p, {"name", "color", "bot"}, w);
  PlayerInfo info;
  info.name = "Player " + std::to_string(i + 1);
  if (const Value name = p.find("name")) {
    if (!name.is_string()) fail(w + ".name", "expected a string");
    info.name = utf8Prefix(text(name), 64);
  }
  if (const Value color = p.find("color")) info.color = colorField(color, w + ".color");
  if (const Value bot = p.find("bot")) {
    if (!bot.is_boolean() && !bot.is_string()) fail(w + ".bot", "expected true/false or a bot name");
    info.bot = bot.is_boolean() ? bot.boolean() : true;
    if (bot.is_string()) {
      info.botLevel = text(bot);
      if (std::string why = botNameProblem(info.botLevel); !why.empty()) fail(w + ".bot", why);
    }
  }
  return info;
}

void setsFromJson(const Catalog& cat, const Value& sets, Setup& s) {
  if (!sets.is_array() || sets.empty()) fail("setup.sets", "expected a non-empty array of set names");
  s.sets.clear();
  for (const Value v : sets) {
    if (!v.is_string()) fail("setup.sets", "expected set names (strings)");
    std::string name = text(v);
    if (cat.moduleIndex(name) < 0) {
      std::string known;
      for (auto& m : cat.modules) known += (known.empty() ? "" : ", ") + std::string(m->id());
      fail("setup.sets", "unknown set " + quoteInput(name) + " (known: " + known + ")");
    }
    if (std::find(s.sets.begin(), s.sets.end(), name) == s.sets.end()) s.sets.push_back(name);
  }
}

void startFromJson(const Catalog& cat, const Value& st, Setup& s) {
  if (!st.is_object()) fail("setup.start", "expected {\"tile\", \"x\", \"y\", \"rot\"}");
  checkKeys(st, {"tile", "x", "y", "rot"}, "setup.start");
  if (const Value tile = st.find("tile")) {
    if (!tile.is_string()) fail("setup.start.tile", "expected a tile id");
    s.startTile = text(tile);
    if (cat.tileId(s.startTile) < 0) fail("setup.start.tile", "unknown tile " + quoteInput(s.startTile));
  }
  if (st.contains("x")) s.startAt.x = needInt(st, "x", "setup.start", -kMaxStartCoord, kMaxStartCoord);
  if (st.contains("y")) s.startAt.y = needInt(st, "y", "setup.start", -kMaxStartCoord, kMaxStartCoord);
  if (st.contains("rot")) s.startRot = needInt(st, "rot", "setup.start", 0, 3);
}

}  // namespace

// ---------------------------------------------------------------- setup

Setup parseSetup(const Catalog& cat, const Value& js) {
  if (!js.is_object()) fail("setup", "expected an object");
  checkKeys(js, {"players", "sets", "rules", "seed", "deck", "start"}, "setup");
  Setup s;
  const Value pl = js.find("players");
  if (!pl || !pl.is_array()) fail("setup.players", "expected an array of 2 to 6 players");
  for (size_t i = 0; i < pl.size(); ++i) s.players.push_back(playerFromJson(pl[i], i));
  if (s.players.size() < 2 || s.players.size() > kMaxPlayers)
    fail("setup.players", "expected 2 to 6 players, got " + std::to_string(s.players.size()));
  if (const Value sets = js.find("sets")) setsFromJson(cat, sets, s);
  for (auto& o : cat.options) s.options.push_back(o.defaultValue);
  if (const Value rules = js.find("rules")) {
    if (!rules.is_object()) fail("setup.rules", "expected an object of rule options");
    for (size_t i = 0; i < rules.size(); ++i) {
      const std::string k(rules.key(i));
      int id = cat.optionId(k);
      if (id < 0) fail("setup.rules", "unknown rule option " + quoteInput(k));
      s.options[id] = optionFromJson(cat.options[id], rules.value(i), "setup.rules." + k);
    }
  }
  if (const Value seed = js.find("seed")) {
    if (seed.kind() == jsonin::Kind::Unsigned)
      s.seed = seed.unsignedInteger();
    else if (seed.kind() == jsonin::Kind::Integer)  // a negative seed wraps, as it always did
      s.seed = static_cast<uint64_t>(seed.integer());
    else
      fail("setup.seed", "expected an integer, got " + std::string(seed.type_name()));
  }
  if (const Value d = js.find("deck")) {
    if (!equalsText(d, "sets") && !equalsText(d, "free"))
      fail("setup.deck", "expected \"sets\" or \"free\", got " + shortDump(d));
    s.freeDeck = equalsText(d, "free");
  }
  if (const Value st = js.find("start")) startFromJson(cat, st, s);
  makeRules(cat, s);  // checks what depends on several fields
  return s;
}

void setupJson(JsonOut& o, const Catalog& cat, const Setup& s) {
  o.beginObject().key("players").beginArray();
  for (auto& p : s.players) {
    o.beginObject().field("name", p.name);
    if (!p.color.empty()) o.field("color", p.color);
    if (p.bot && p.botLevel.empty()) o.field("bot", true);
    if (p.bot && !p.botLevel.empty()) o.field("bot", p.botLevel);
    o.endObject();
  }
  o.endArray().key("sets").array(s.sets).key("rules").beginObject();
  for (size_t i = 0; i < cat.options.size(); ++i) {
    o.key(cat.options[i].name);
    optionJson(o, cat.options[i], s.options.empty() ? cat.options[i].defaultValue : s.options[i]);
  }
  o.endObject().field("seed", s.seed).field("deck", s.freeDeck ? "free" : "sets");
  if (!s.startTile.empty() || s.startRot || s.startAt.x || s.startAt.y) {
    o.key("start").beginObject().field("x", s.startAt.x).field("y", s.startAt.y).field("rot", s.startRot);
    if (!s.startTile.empty()) o.field("tile", s.startTile);
    o.endObject();
  }
  o.endObject();
}

// ---------------------------------------------------------------- refusals

std::string explainIllegal(const Game& g, const Action& a) { return g.explain(a); }

// ---------------------------------------------------------------- moves

namespace {

// The meeple of a v1 move: a figure on the tile just placed ("x", "y" pick the square of a piece
// of several squares).
Action meepleAction(const Game& g, const jsonin::Value& mj, const std::string& mw) {
  const Catalog& cat = g.catalog();
  if (!mj.is_object()) fail(mw, "expected {\"at\": LOCATION, \"kind\": FIGURE}");
  checkKeys(mj, {"at", "kind", "feature", "x", "y"}, mw);
  const jsonin::Value atField = mj.find("at"), kind = mj.find("kind"), feature = mj.find("feature");
  if (!atField || !atField.is_string()) fail(mw + ".at", "expected a location such as \"N\", \"NNE\" or \"C\"");
  if (kind && !kind.is_string()) fail(mw + ".kind", "expected a figure name such as \"normal\"");
  std::string kindName = kind ? text(kind) : "normal";
  int fig = cat.figureId(kindName);
  if (fig < 0) fail(mw + ".kind", "unknown figure " + quoteInput(kindName));
  int featureKind = -1;
  if (feature) {
    if (!feature.is_string() || cat.kindId(text(feature)) < 0)
      fail(mw + ".feature", "expected a feature kind such as \"field\"");
    featureKind = cat.kindId(text(feature));
  }
  int tile = g.lastTile(), square = 0;
  if (mj.contains("x") || mj.contains("y")) {
    Coord c{needInt(mj, "x", mw, -kMaxCoord, kMaxCoord), needInt(mj, "y", mw, -kMaxCoord, kMaxCoord)};
    int other = -1;
    if (!g.tileAtCell(c, other, square) || other != tile)
      fail(mw, "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ") is not a square of the tile just placed");
  }
  std::string at = text(atField);
  int seg = g.segmentAt(tile, square, at, featureKind);
  if (seg < 0)
    fail(mw + ".at", "tile " + g.typeOf(tile).id + " has no " +
                         (featureKind >= 0 ? cat.kinds[featureKind].name + " " : "feature ") + "at " + quoteInput(at));
  Action f;
  f.type = ActionType::PlaceFigure, f.figure = static_cast<uint8_t>(fig), f.tile = static_cast<uint16_t>(tile);
  f.segment = static_cast<uint8_t>(seg);
  return f;
}

// The answer of the figure step: a module's field (an abbot recalled ...), the generic "action"
// of a module alternative, a meeple, or none (pass).
std::vector<Action> figureStepActions(const Game& g, const jsonin::Value& move, const std::string& w) {
  std::vector<Action> actions;
  // One answer: a second would be ignored ("meeple" with a module's field: the module's own words).
  std::string first;
  for (auto* m : g.rules().modules)
    for (auto& f : m->moveFields())
      if (move.contains(f)) {
        if (!first.empty())
          fail(w + "." + f, "the figure step takes one answer, and the move gives '" + first + "' too");
        first = f;
      }
  if (!first.empty() && move.contains("action"))
    fail(w + ".action", "the figure step takes one answer, and the move gives '" + first + "' too");
  try {
    for (auto* m : g.rules().modules)
      if (m->readMoveField(g, move, actions)) return actions;
  } catch (const Error& e) {
    fail(w, e.what());
  }
  const jsonin::Value meeple = move.find("meeple");
  if (const jsonin::Value action = move.find("action")) {
    if (meeple) fail(w + ".action", "a move places a figure or takes another action, not both");
    actions.push_back(moduleActionFromJson(g, action, w + ".action"));
    return actions;
  }
  Action pass;
  pass.type = ActionType::Pass;  // no meeple, or "meeple": null (a pass written out: the move is partial later on)
  actions.push_back(meeple && !meeple.is_null() ? meepleAction(g, meeple, w + ".meeple") : pass);
  return actions;
}

void applyChecked(Game& g, const Action& a, const std::string& where) {
  if (std::string why = g.explain(a); !why.empty()) fail(where, why);
  g.apply(a);
}

// A `then` entry's "player", when it names one, must be the decision's player.
void checkEntryPlayer(const Game& g, const Module& owner, const Decision& d, const Value& e, const std::string& w) {
  const Value player = e.find("player");
  if (!player) return;
  if (!player.is_number_integer()) fail(w + ".player", "expected a player index");
  if (!integerIn(player, d.player, d.player))
    fail(w, "it is player " + std::to_string(d.player) + "'s decision (" + owner.describeDecision(g, d) +
                "), but the entry names player " + shortDump(player));
}

// The step whose decisions a list answers: a turn (its number), or the final scoring.
constexpr int kFinalScoring = -1;

// Whether a decision of that step is still open.
bool stepOpen(const Game& g, int step) {
  if (g.over() || g.pending().empty()) return false;
  const bool finalScoring = g.phase() == Phase::FinalScoring;
  return step == kFinalScoring ? finalScoring : g.turn() == step && !finalScoring;
}

// Reads `then` entries (or a record's `final` list; none: no entries) while decisions of the
// step remain: chance takes a "chance" entry when one is next, else draws from the game's stream;
// any other decision takes the next entry. Stops at the figure step (the move's own fields answer
// it), when the step is over, or when the entries run out.
size_t answerFrom(Game& g, const Value& entries, const std::string& where, size_t next, int step) {
  while (stepOpen(g, step)) {
    const Decision d = g.pending().front();
    if (d.core()) break;
    const bool haveEntry = entries && next < entries.size();
    const Module* owner = g.catalog().modules[d.module].get();
    const std::string w = where + "[" + std::to_string(next) + "]";
    if (d.chance()) {
      if (haveEntry && entries[next].is_object() && entries[next].contains("chance")) {
        if (entries[next].contains("player"))
          fail(w + ".player", "chance decides this (" + owner->describeDecision(g, d) + "), no player");
        applyChecked(g, owner->readAnswer(g, d, entries[next++], w), w);
      } else {
        g.settleChance();
      }
      continue;
    }
    if (!haveEntry) break;
    if (Action a; !owner->answers(g, d, entries[next]) && owner->defaultAnswer(g, d, a)) {
      applyChecked(g, a, w);  // a decision older records do not have: its default, the entry waits
      continue;
    }
    const Value e = entries[next++];
    if (!e.is_object()) fail(w, "expected an object such as {\"player\": 1, \"pass\": true}");
    checkEntryPlayer(g, *owner, d, e, w);
    applyChecked(g, owner->readAnswer(g, d, e, w), w);
  }
  return next;
}

// A move's "player": the turn given to anyone (a free deck), else it must be the player to move.
void movePlayer(Game& g, const Value& p, const std::string& w) {
  int d = g.pending().front().player;
  if (!p.is_number_integer()) fail(w + ".player", "expected a player index");
  if (g.setup().freeDeck) {  // a teaching record gives the move to anyone; play goes on from there
    auto k = integerIn(p, 0, g.players() - 1);
    if (!k) fail(w + ".player", "expected 0 to " + std::to_string(g.players() - 1) + ", got " + shortDump(p));
    try {
      g.forceTurnPlayer(static_cast<int>(*k));
    } catch (const Error& e) {
      fail(w, e.what());
    }
  } else if (!integerIn(p, d, d)) {
    fail(w, "it is player " + std::to_string(d) + "'s turn, but the move names player " + shortDump(p) +
                " (only a \"deck\": \"free\" record may give a move to any player)");
  }
}

// A tile named as drawn for the turn (a move's or "next"'s "drawn"): Game::forceDraw's rule.
void drawTile(Game& g, const Value& tile, const std::string& w) {
  if (!tile.is_string()) fail(w, "expected a tile id such as \"U\", got " + shortDump(tile));
  int type = g.catalog().tileId(text(tile));
  if (type < 0) fail(w, "unknown tile " + quoteInput(text(tile)));
  try {
    g.forceDraw(type);
  } catch (const Error& e) {
    fail(w, e.what());
  }
}

// The move's tile placement, drawn first (a record names the tile it played) unless the move
// names another tile as drawn: then the tile placed is one the hand held already.
void placeMoveTile(Game& g, const Value& move, const std::string& w, bool draw) {
  const Catalog& cat = g.catalog();
  const Value tile = move.find("tile");
  if (!tile) fail(w, "missing field 'tile' (a tile id such as \"U\")");
  if (!tile.is_string()) fail(w + ".tile", "expected a tile id such as \"U\", got " + shortDump(tile));
  int type = cat.tileId(text(tile));
  if (type < 0) fail(w + ".tile", "unknown tile " + quoteInput(text(tile)));
  Action a;
  a.type = ActionType::PlaceTile, a.tile = static_cast<uint16_t>(type);
  a.x = needInt(move, "x", w, -kMaxCoord, kMaxCoord);
  a.y = needInt(move, "y", w, -kMaxCoord, kMaxCoord);
  a.rot = cat.tiles[type].canonicalRot[needInt(move, "rot", w, 0, 3)];
  try {
    if (draw) g.forceDraw(type);
  } catch (const Error& e) {
    fail(w, e.what());
  }
  applyChecked(g, a, w);
}

// The move's fields that answer its figure step, in the order they are read: "meeple", a module's
// own field ("recall"), "action".
std::vector<std::string> figureStepFields(const Game& g, const Value& move) {
  std::vector<std::string> out;
  if (move.contains("meeple")) out.push_back("meeple");
  for (auto* m : g.rules().modules)
    for (auto& f : m->moveFields())
      if (move.contains(f)) out.push_back(f);
  if (move.contains("action")) out.push_back("action");
  return out;
}

// An open decision in words: "player 0's figure step", "player 1's decision (put the second gold
// bar on a tile next to the gold tile)".
std::string openWords(const Game& g, const Decision& d) {
  std::string who = "player " + std::to_string(d.player) + "'s ";
  if (d.core()) return who + (d.kind == kDecideFigure ? "figure step" : "tile");
  return who + "decision (" + g.catalog().modules[d.module]->describeDecision(g, d) + ")";
}

// A partial move stops at `d`, the first decision it leaves open: what it carries beyond that point
// would be dropped unread, so it is refused by name (a figure step it cannot reach, a `then`
// entry left over).
void stopPartial(const Game& g, const Decision& d, const Value& move, const Value& then, size_t next, bool figureDone,
                 const std::string& w) {
  const std::vector<std::string> step = figureStepFields(g, move);
  if (!figureDone && !step.empty())
    fail(w + "." + step.front(), "the move is partial and leaves " + openWords(g, d) +
                                     " open before its figure step, so the figure step cannot be answered");
  if (then && next < then.size())
    fail(w + ".then[" + std::to_string(next) + "]",
         "the move is partial and leaves " + openWords(g, d) + " open; no answer can come after it");
}

// THE rule for a record move, one for both readers: loadRecord applies it to each move of a
// record, applyMove (the live API: Session::applyMove, the WASM module's applyMove, the fuzz
// targets) to one move on a live game, as the last move so far. `last`: the move may be partial
// (it stops at the first decision it leaves open; only a record's last move may). Every field is
// read and checked or refused by name; the move applies to `g` in place (callers work on a copy).
void acceptMove(Game& g, const Value& move, int index, bool last) {
  const Catalog& cat = g.catalog();
  std::string w = "move " + std::to_string(index);
  if (!move.is_object()) fail(w, "expected an object such as {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 0}");
  if (g.over()) fail(w, "the game is already over (no tile left to play)");
  if (g.phase() == Phase::FinalScoring) fail(w, "the game is in its final scoring (no tile left to play)");
  std::vector<std::string> moduleFields;
  for (auto* m : g.rules().modules)
    for (auto& f : m->moveFields()) moduleFields.push_back(f);
  checkKeys(move, {"tile", "x", "y", "rot", "meeple", "player", "drawn", "partial", "then", "action", "note", "marks"},
            w, moduleFields);
  bool partial = false;  // saved mid-turn: the first decision without an answer stays open
  const bool figureStep = !figureStepFields(g, move).empty();
  if (const Value p = move.find("partial")) {
    if (!p.is_boolean()) fail(w + ".partial", "expected true or false");
    partial = p.boolean();
    if (partial && !last) fail(w + ".partial", "only the last move can be partial");
  }
  const Value then = move.find("then");
  if (then && !then.is_array()) fail(w + ".then", "expected an array of answers");
  if (const Value p = move.find("player")) movePlayer(g, p, w);
  const Value drawn = move.find("drawn");
  if (drawn) drawTile(g, drawn, w + ".drawn");
  placeMoveTile(g, move, w, !drawn);
  // Marks name what is on the board now.
  if (auto note = readAnnotation(g, move, w)) g.annotate(std::move(*note));
  // The rest of the turn: the figure step from the move's own fields, every other decision from
  // `then` in order (chance from the stream when `then` does not name it).
  const int turn = g.turn(), mover = g.current();
  size_t next = 0;
  bool figureDone = false;
  while (stepOpen(g, turn)) {
    next = answerFrom(g, then, w + ".then", next, turn);
    if (!stepOpen(g, turn)) break;
    const Decision d = g.pending().front();
    const bool ownFigureStep = d.core() && d.kind == kDecideFigure && d.player == mover && !figureDone;
    if (partial && (!ownFigureStep || !figureStep)) {  // saved while this decision was open
      stopPartial(g, d, move, then, next, figureDone, w);
      return;
    }
    if (ownFigureStep) {
      figureDone = true;
      for (const Action& x : figureStepActions(g, move, w)) applyChecked(g, x, w);
      continue;
    }
    if (Action a; !d.core() && cat.modules[d.module]->defaultAnswer(g, d, a)) {
      applyChecked(g, a, w);  // left out of `then`: the module's default answer
      continue;
    }
    fail(w, "player " + std::to_string(d.player) + " must answer: " +
                (d.core() ? std::string("the figure step") : cat.modules[d.module]->describeDecision(g, d)) +
                " (the move's 'then' list has no answer left)");
  }
  if (then && next < then.size())
    fail(w + ".then[" + std::to_string(next) + "]", "no decision of this turn is left to answer");
  if (figureStep && !figureDone) fail(w + "." + figureStepFields(g, move).front(), "this turn has no figure step");
}

}  // namespace

void applyMove(Game& g, const Value& move, int index) {
  Game trial = g;
  acceptMove(trial, move, index, true);
  g = std::move(trial);
}

namespace {

// The record's "game": absent or "carcassonne" is a Carcassonne record (every record written before
// there were two games has none, and the writer still writes none); any other value is refused in
// the reader's own words (platform::recordGame dispatches a record to its game before; this reader
// names only what it reads). Read without a tree and without the registry, so that the WASM cores
// link neither for it.
// Kept out of line: inlined into the record reader, LTO grew the WASM core by 1.3 KB gzip (measured).
[[gnu::noinline]] void checkRecordGame(const Value& rec) {
  const Value game = rec.find("game");
  if (!game || (game.is_string() && game.str() == "carcassonne")) return;
  if (!game.is_string())
    fail("record.game", "expected a string naming the game, got " + std::string(game.is_array()    ? "an array"
                                                                                : game.is_object() ? "an object"
                                                                                                   : shortDump(game)));
  fail("record.game",
       quoteInput(std::string(game.str())) +
           " is not carcassonne: this reader reads Carcassonne records (no \"game\", or \"carcassonne\")");
}

// The record's top-level fields other than the moves: format, version (returns whether it is 1),
// setup, end, final.
bool checkRecordFields(const Value& rec) {
  if (!rec.is_object()) fail("record", "expected a JSON object");
  checkRecordGame(rec);  // a record of another game is named as such before its fields are
  checkKeys(rec, {"game", "format", "version", "setup", "moves", "next", "end", "final", "result"}, "record");
  if (!equalsText(rec.find("format"), "carcassonne-record")) fail("format", "expected \"carcassonne-record\"");
  const Value version = rec.find("version");
  if (!version || !version.is_number_integer() || !integerIn(version, 1, 2))
    fail("version", "expected 1 or 2, got " + (version ? shortDump(version) : "nothing"));
  bool v1 = integerIn(version, 1, 1).has_value();
  if (!rec.contains("setup")) fail("record", "missing field 'setup'");
  if (const Value end = rec.find("end"); end && !end.is_boolean()) fail("end", "expected true or false");
  if (const Value final = rec.find("final"); final && !final.is_array()) fail("final", "expected an array of answers");
  if (v1 && rec.contains("final")) fail("final", "answers during the final scoring need version 2");
  if (const Value next = rec.find("next")) {
    if (!next.is_object()) fail("next", "expected {\"player\": K, \"drawn\": TILE}");
    checkKeys(next, {"player", "drawn"}, "next");
    if (next.empty()) fail("next", "expected \"player\" or \"drawn\" (the turn begun after the moves)");
    if (v1) fail("next", "a turn begun after the moves needs version 2");
    if (equalsBool(rec.find("end"), true)) fail("next", "a record that ends begins no other turn");
  }
  return v1;
}

// The record's "next": the turn after the moves begun, given to a player and its tile named, as
// the game was saved (Game::forceTurnPlayer, Game::forceDraw).
void beginNextTurn(Game& g, const Value& next) {
  if (const Value p = next.find("player")) movePlayer(g, p, "next");
  if (const Value drawn = next.find("drawn")) drawTile(g, drawn, "next.drawn");
}

// Refuses a move list no game of this setup can replay, before replaying; returns its length.
size_t checkMoveList(const Game& g, const Value& moves, bool v1) {
  const Catalog& cat = g.catalog();
  if (!moves.is_array()) fail("moves", "expected an array");
  if (moves.size() > kMaxMoves) fail("moves", "at most " + std::to_string(kMaxMoves) + " moves");
  // Each move places one tile: more moves than the game may place (Game::tilesToPlace) cannot replay.
  const size_t tiles = static_cast<size_t>(g.tilesToPlace());
  // Pieces no deck holds (count 0: a wonder played instead of drawing) are not counted.
  size_t drawn = 0;
  for (const Value m : moves) {
    const Value tile = m.is_object() ? m.find("tile") : Value();
    int t = tile && tile.is_string() ? cat.tileId(text(tile)) : -1;
    drawn += !(t >= 0 && cat.tiles[t].count == 0);
  }
  if (drawn > tiles)
    fail("moves", std::to_string(moves.size()) + " moves, but the sets in play hold only " + std::to_string(tiles) +
                      " tiles to place");
  if (v1)
    for (size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].is_object() && moves[i].contains("then"))
        fail("move " + std::to_string(i) + ".then", "a list of further answers needs version 2");
      if (moves[i].is_object() && moves[i].contains("drawn"))
        fail("move " + std::to_string(i) + ".drawn", "a tile drawn besides the tile placed needs version 2");
    }
  return moves.size();
}

// plies < 0: every move, the record's "end" and its "final" answers; else the first `plies` moves.
Game loadPrefix(const Catalog& cat, const Value& rec, int plies) {
  const bool v1 = checkRecordFields(rec);
  Game g(cat, parseSetup(cat, rec.find("setup")));
  g.settleChance();
  const Value moves = rec.find("moves");
  const size_t count = moves ? checkMoveList(g, moves, v1) : 0;
  if (plies > static_cast<int>(count))
    fail("ply", "expected 0 to " + std::to_string(count) + " (the record has " + std::to_string(count) +
                    " moves), got " + std::to_string(plies));
  size_t stop = plies < 0 ? count : static_cast<size_t>(plies);
  for (size_t i = 0; i < stop; ++i) acceptMove(g, moves[i], static_cast<int>(i), i + 1 == count);
  if (plies >= 0) return g;
  if (const Value next = rec.find("next")) beginNextTurn(g, next);
  if (equalsBool(rec.find("end"), true)) g.endNow();
  const Value final = rec.find("final");
  size_t used = answerFrom(g, final, "final", 0, kFinalScoring);
  if (final && used < final.size()) fail("final[" + std::to_string(used) + "]", "no decision is left to answer");
  return g;
}

}  // namespace

Game loadRecord(const Catalog& cat, const Value& rec) { return loadPrefix(cat, rec, -1); }

Game loadRecordAt(const Catalog& cat, const Value& rec, int plies) {
  if (plies < 0) fail("ply", "expected 0 or more, got " + std::to_string(plies));
  return loadPrefix(cat, rec, plies);
}

Game loadRecord(const Catalog& cat, const std::string& text) {
  const jsonin::Doc doc(text, "record", kMaxRecordBytes);
  return loadRecord(cat, doc.root());
}

namespace {

// One saved move: the log entries it is written from (a move's "then" is one array, so a move is
// written once all its entries are known).
struct SavedMove {
  size_t tile = 0;            // the tile placement
  int player = -1;            // the turn given to this player (a free deck), or -1
  int drawn = -1;             // the tile named as drawn when it is not the tile placed, or -1
  std::vector<size_t> steps;  // the figure step's answers
  std::vector<size_t> then;   // answers to other decisions
  bool partial = false;
};

// A turn begun after the last move (the record's "next"): the player it was given to, the tile named.
struct BegunTurn {
  int player = -1, drawn = -1;
};

// The log grouped into moves, the turn begun after them and the final scoring's answers.
std::vector<SavedMove> savedMoves(const Game& g, std::vector<size_t>& final, BegunTurn& begun) {
  std::vector<SavedMove> moves;
  const size_t finalFrom = g.finalLogStart();
  for (size_t i = 0; i < g.log().size(); ++i) {
    const LogEntry& e = g.log()[i];
    if (e.action.type == ActionType::Draw) {  // the move names its tile; "drawn" only when it placed another
      begun.drawn = e.action.tile;
      continue;
    }
    if (e.action.type == ActionType::Turn) {
      begun.player = e.action.code;
      continue;
    }
    if (i >= finalFrom) {
      final.push_back(i);
    } else if (e.decision.core() && e.decision.kind == kDecideTile) {
      moves.push_back({i, begun.player, begun.drawn == e.action.tile ? -1 : begun.drawn, {}, {}, false});
      begun = {};
    } else if (!moves.empty()) {
      (e.decision.core() ? moves.back().steps : moves.back().then).push_back(i);
    }
  }
  // Saved mid-turn: mark the move so loading leaves the open decision open.
  const Decision* open = g.over() || g.pending().empty() ? nullptr : &g.pending().front();
  bool finalPhase = g.phase() == Phase::FinalScoring || g.phase() == Phase::GameOver;
  if (!moves.empty() && open && !finalPhase && !(open->core() && open->kind == kDecideTile))
    moves.back().partial = true;
  return moves;
}

// The meeple of a move: where on the tile just placed ("x", "y": the square of a piece of several).
void meepleJson(JsonOut& o, const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  const std::string at = g.locationName(a.tile, a.segment);
  int q = g.squareOf(a.tile, a.segment);
  o.key("meeple").beginObject().field("at", at).field("kind", cat.figures[a.figure].name);
  if (g.segmentAt(a.tile, q, at, -1) != a.segment)
    o.field("feature", cat.kinds[g.typeOf(a.tile).segments[a.segment].kind].name);
  if (g.typeOf(a.tile).multiSquare()) o.field("x", g.cellOf(a.tile, q).x).field("y", g.cellOf(a.tile, q).y);
  o.endObject();
}

// Writes one move; returns whether it needs version 2 (answers in "then", a module "action", a
// figure step passed in a partial move).
bool moveJson(JsonOut& o, const Game& g, const SavedMove& m, size_t index) {
  const Catalog& cat = g.catalog();
  const Action& t = g.log()[m.tile].action;
  o.beginObject().field("tile", cat.tiles[t.tile].id).field("x", t.x).field("y", t.y).field("rot", t.rot);
  if (m.player >= 0) o.field("player", m.player);
  bool v2 = m.drawn >= 0, passed = false;
  if (m.drawn >= 0) o.field("drawn", cat.tiles[m.drawn].id);
  for (size_t i : m.steps) {
    const Action& a = g.log()[i].action;
    if (a.type == ActionType::PlaceFigure) {
      meepleJson(o, g, a);
    } else if (a.type == ActionType::Module) {
      if (!cat.modules[a.module]->writeMoveField(g, a, o)) {
        moduleActionJson(o.key("action"), g, a);
        v2 = true;
      }
    } else {
      passed = true;
    }
  }
  if (!m.then.empty()) {
    o.key("then").beginArray();
    for (size_t i : m.then) answerJson(o, g, g.log()[i].decision, g.log()[i].action);
    o.endArray();
    v2 = true;
  }
  for (const Annotation& n : g.annotations())
    if (size_t(n.move) == index) writeAnnotation(g, n, o);
  if (m.partial) o.field("partial", true);
  if (m.partial && passed) o.nullField("meeple"), v2 = true;  // past the figure step: say that it was passed
  o.endObject();
  return v2;
}

}  // namespace

std::string saveRecordText(const Game& g) {
  std::vector<size_t> final;
  BegunTurn begun;
  const std::vector<SavedMove> moves = savedMoves(g, final, begun);
  JsonOut o;
  o.beginObject().field("format", "carcassonne-record").key("setup");
  setupJson(o, g.catalog(), g.setup());
  bool v2 = !final.empty();
  o.key("moves").beginArray();
  for (size_t i = 0; i < moves.size(); ++i) v2 |= moveJson(o, g, moves[i], i);
  o.endArray();
  if (begun.player >= 0 || begun.drawn >= 0) {  // saved after the turn's start was edited
    o.key("next").beginObject();
    if (begun.player >= 0) o.field("player", begun.player);
    if (begun.drawn >= 0) o.field("drawn", g.catalog().tiles[begun.drawn].id);
    o.endObject();
    v2 = true;
  }
  o.field("version", v2 ? 2 : 1);  // keys are written in order: "version" after the moves is fine
  if (g.phase() == Phase::FinalScoring || g.phase() == Phase::GameOver) o.field("end", true);
  if (!final.empty()) {
    o.key("final").beginArray();
    for (size_t i : final) answerJson(o, g, g.log()[i].decision, g.log()[i].action);
    o.endArray();
  }
  return o.endObject().take();
}

}  // namespace carc
