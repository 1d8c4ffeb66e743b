// fuzz_session's deep driver of Carcassonne (the session fuzzer before there were two games): bytes
// drive a live carc::Session (engine/carcassonne/session.cpp), as the page and the WASM module do,
// and the engine's own state is checked. The first two bytes pick a configuration from simConfigFor
// (every module and option; the top bit: a free deck); then each byte picks an operation: a legal
// option, a legal option with one field broken, raw JSON text as an option or a move, a record
// move built from a legal option, undo, save and load, queries with arbitrary arguments, the
// editor's draw() and giveTurn() at a turn's start, and a run of turns each with a tile named (a
// free-deck game goes past its deck's size that way: it must end when its sets' tiles are placed).
// Checked: legal options are accepted; every refusal is a carc::Error with a short UTF-8 message
// and leaves the game exactly as it was; after every accepted change the invariants hold; undo
// restores the state before the last action; save -> load gives the same game (hands, deck, the
// tiles named, pending decisions), which saves the same text again.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "bots/random_bot.hpp"
#include "fuzz_check.hpp"
#include "input_limits.hpp"
#include "invariants.hpp"
#include "session.hpp"
#include "sim_config.hpp"

namespace carcfuzz::deep {

using namespace carc;
using json = nlohmann::json;
using carcfuzz::bug;
using carcfuzz::Bytes;

// A value that a broken field gets: in range or not, of the right type or not.
inline json oddValue(Bytes& in) {
  switch (in.next() % 12) {
    case 0:
      return in.small();
    case 1:
      return in.small() * 1000;
    case 2:
      return 30000 + in.small();
    case 3:
      return -30000 + in.small();
    case 4:
      return uint64_t(1) << 63 | in.next();
    case 5:
      return INT64_MIN + in.next();
    case 6:
      return 1.5;
    case 7:
      return nullptr;
    case 8:
      return json::array({in.small()});
    case 9:
      return json::object();
    case 10:
      return std::string(1, char(in.next()));
    default: {
      static const char* words[] = {"N", "NNE",  "C",      "SSW",  "normal", "field", "base",     "A",
                                    "U", "tile", "figure", "pass", "module", "",      "\xff\xfe", "é"};
      return words[in.next() % 16];
    }
  }
}

// A legal option or move with one field replaced, removed or added.
inline json broken(json o, Bytes& in) {
  if (!o.is_object() || o.empty()) return o;
  auto it = o.begin();
  std::advance(it, in.next() % o.size());
  switch (in.next() % 4) {
    case 0:
      o.erase(it);
      break;
    case 1:
      o["unknownField"] = oddValue(in);
      break;
    default:
      *it = oddValue(in);
      break;
  }
  return o;
}

// A record move made from a legal tile option: the tile, its cell and rotation, and, when the bytes
// ask for one, a figure of any kind the catalog holds at any board location name.
inline json moveFrom(const json& option, Bytes& in) {
  json m = {{"tile", option["tile"]}, {"x", option["x"]}, {"y", option["y"]}, {"rot", option["rot"]}};
  static const char* places[] = {"N", "E", "S", "W", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "NNW", "C"};
  if (in.next() % 2) {
    const auto& figures = Catalog::standard().figures;
    int at = in.next() % 13;
    m["meeple"] = {{"at", places[at]}, {"kind", figures[in.next() % figures.size()].name}};
  }
  return m;
}

class Driver {
 public:
  explicit Driver(const SimConfig& c)
      : s_(Session::create(c.setupJson())), base_(baselineOf(s_.game())), prev_(scoresNow()) {}

  void step(Bytes& in) {
    const Game before = s_.game();
    const uint8_t op = in.next();
    switch (op % 13) {
      case 0:
      case 1:
      case 2:
      case 3:
        legal(before, in);
        return;
      case 4:
        attempt(before, "a broken option", [&] { s_.apply(broken(someOption(in), in)); });
        return;
      case 5:
        attempt(before, "option text", [&] { s_.apply(parseJsonLimited(in.text(48), "option", kMaxCallBytes)); });
        return;
      case 6:
        attempt(before, "move text", [&] { s_.applyMove(parseJsonLimited(in.text(64), "move", kMaxCallBytes)); });
        return;
      case 7:
        attempt(before, "a move", [&] { s_.applyMove(moveFrom(someTileOption(in), in)); });
        return;
      case 8:
        attempt(before, "a broken move", [&] { s_.applyMove(broken(moveFrom(someTileOption(in), in), in)); });
        return;
      case 9:
        undo(before);
        return;
      case 10:
        roundTrip();
        return;
      case 11:
        queries(before, in);
        return;
      default:  // op 12, 25, ..., 246: (op / 13) % 4 picks the bot (twice as often), an edit or a run
        switch (op / 13 % 4) {
          case 2:
            edit(before, in);
            return;
          case 3:
            runOfTurns(in);
            return;
          default:
            bot(before, in);
            return;
        }
    }
  }

 private:
  std::vector<int> scoresNow() const {
    std::vector<int> v;
    for (int p = 0; p < s_.game().players(); ++p) v.push_back(s_.game().score(p));
    return v;
  }

  // After an accepted change: the conservation laws, and no score went down.
  void accepted(const Game& before, const char* what) {
    std::string bad = brokenInvariant(s_.game(), base_, prev_);
    if (!bad.empty()) bug(std::string(what) + ": " + bad);
    prev_ = scoresNow();
    // Undo takes back one action (not a tile a move named): compare only after a single action.
    if (s_.game().log().size() == before.log().size() + 1 && s_.game().canUndo())
      lastBefore_.emplace(before);
    else
      lastBefore_.reset();
  }

  // Runs f; a refusal must be an Error that leaves the game unchanged.
  template <class F>
  void attempt(const Game& before, const char* what, F&& f) {
    try {
      f();
    } catch (const Error& e) {
      carcfuzz::checkMessage(e);
      if (!(s_.game() == before)) bug(std::string(what) + " was refused but changed the game: " + e.what());
      return;
    }
    accepted(before, what);
  }

  // One legal option as the API lists it (Session::options() writes them all; one is enough here).
  json pick(Bytes& in) {
    std::vector<Action> legal = s_.game().legalActions();
    if (legal.empty()) return nullptr;
    return actionJson(s_.game(), legal[in.u16() % legal.size()]);
  }
  json someOption(Bytes& in) {
    json o = pick(in);
    return o.is_null() ? json{{"type", "pass"}} : o;
  }
  json someTileOption(Bytes& in) {
    json o = pick(in);
    if (o.is_null() || o["type"] != "tile") return json{{"tile", "U"}, {"x", 0}, {"y", 1}, {"rot", 0}};
    return o;
  }

  void legal(const Game& before, Bytes& in) {
    json o = pick(in);
    if (o.is_null()) {
      if (!s_.game().over()) bug("no option in a running game");
      return;
    }
    try {
      s_.apply(o);
    } catch (const Error& e) {
      bug("a legal option was refused: " + o.dump() + ": " + e.what());
    }
    accepted(before, "a legal option");
  }

  void bot(const Game& before, Bytes& in) {
    if (s_.game().over()) return;
    json o = s_.botOption("random", in.next());
    try {
      s_.apply(o);
    } catch (const Error& e) {
      bug("the bot's option was refused: " + o.dump() + ": " + e.what());
    }
    accepted(before, "the bot's option");
  }

  void undo(const Game& before) {
    if (!s_.canUndo()) {
      attempt(before, "undo with nothing to undo", [&] { s_.undo(); });
      return;
    }
    s_.undo();
    if (lastBefore_ && !(s_.game() == *lastBefore_)) bug("undo did not restore the state before the last action");
    lastBefore_.reset();
    prev_ = scoresNow();
  }

  void roundTrip() {
    json rec = s_.save();
    try {
      Session loaded = Session::load(json(rec.dump()));
      if (!(loaded.game() == s_.game())) bug("save -> load differs: " + rec.dump().substr(0, 300));
      if (loaded.saveText() != s_.saveText()) bug("save -> load -> save differs: " + rec.dump().substr(0, 300));
    } catch (const Error& e) {
      bug(std::string("a saved record is refused: ") + e.what());
    }
  }

  bool atTurnStart() const {
    const Game& g = s_.game();
    return !g.over() && g.pending().front().core() && g.pending().front().kind == kDecideTile && !g.canUndo();
  }

  // The editor's calls: any tile of the catalog named as drawn (a wonder or a tile not in play is
  // refused), or the turn given to a player index that may not exist; also in the middle of a turn.
  void edit(const Game& before, Bytes& in) {
    const auto& tiles = Catalog::standard().tiles;
    if (in.next() % 3 == 0) {
      const int player = in.next() % 8 - 1;
      attempt(before, "giveTurn()", [&] { s_.giveTurn(player); });
    } else {
      const std::string tile = tiles[in.u16() % tiles.size()].id;
      attempt(before, "draw()", [&] { s_.draw(tile); });
    }
  }

  // Up to 8 + 63 turns: at each turn's start a tile of the sets in play named as drawn, then random
  // bot options; a save loaded back after the run.
  void runOfTurns(Bytes& in) {
    const int turns = 8 + in.next() % 64;
    carc::RandomBot bot(in.next());
    for (int t = 0; t < turns && !s_.game().over();) {
      const Game before = s_.game();
      if (atTurnStart()) {
        ++t;
        const auto& deck = before.rules().deck;
        if (!deck.empty()) {
          const std::string tile = before.catalog().tiles[deck[in.u16() % deck.size()]].id;
          attempt(before, "draw() in a run", [&] { s_.draw(tile); });
        }
      }
      const Game turnStart = s_.game();
      json o = actionJson(turnStart, bot.choose(turnStart));
      try {
        s_.apply(o);
      } catch (const Error& e) {
        bug("the bot's option was refused in a run: " + o.dump() + ": " + e.what());
      }
      accepted(turnStart, "a run's option");
    }
    roundTrip();
  }

  void queries(const Game& before, Bytes& in) {
    attempt(before, "feature()", [&] {
      int x = in.small(), y = in.small();
      (void)s_.feature(x, y, in.small()).dump();
    });
    attempt(before, "botOption()", [&] {
      std::string kind = in.next() % 2 ? "random" : in.text(8);
      (void)s_.botOption(kind, in.next());
    });
    (void)s_.events(in.next()).dump();
    if (in.next() % 8 == 0) (void)s_.state().dump(), (void)s_.options().dump();
    // The editor's queries (they read no bytes, so that kept inputs still do what they did): the
    // caption and marks of the last move, the segments of the tile just placed.
    if (int made = s_.game().movesMade()) (void)s_.annotation(made - 1).dump();
    if (int t = s_.game().lastTile(); t >= 0)
      (void)s_.segments(s_.game().tiles()[t].at.x, s_.game().tiles()[t].at.y).dump();
    if (!(s_.game() == before)) bug("a query changed the game");
  }

  Session s_;
  Baseline base_;
  std::vector<int> prev_;
  std::optional<Game> lastBefore_;
};

// Plays the rest of the input on configuration u16 (as the session fuzzer's whole input did).
inline void run(Bytes& in) {
  const int config = in.u16();
  SimConfig c = simConfigFor(Catalog::standard(), static_cast<uint64_t>(config & 0x7FFF));
  c.freeDeck = (config & 0x8000) != 0;
  Driver d(c);
  for (int ops = 0; ops < 300 && !in.empty(); ++ops) d.step(in);
}

}  // namespace carcfuzz::deep
