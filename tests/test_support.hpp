// Shared helpers of the Catch2 suite: records from tests/records/, the replay output, score-event
// filters and a state comparison that looks only at what a game exposes.
#pragma once
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "bots/random_bot.hpp"
#include "file_text.hpp"
#include "game.hpp"
#include "modules/abbot.hpp"
#include "modules/base_game.hpp"
#include "record.hpp"
#include "test_scale.hpp"

namespace carctest {

using json = nlohmann::json;
using carc::Catalog;
using carc::Game;

inline const Catalog& cat() { return Catalog::standard(); }

// A catalog of its own with the base module registered (which loads tiles/base.json) and the Abbot,
// whose garden kind base.json's garden copies use: for tests that add tile files to it.
inline Catalog baseCatalog() {
  Catalog c;
  c.addModule(std::make_shared<carc::BaseGame>());
  c.addModule(std::make_shared<carc::Abbot>());
  c.finish();
  return c;
}

// How often `what` occurs in `text` (non-overlapping): for checks on SVG and JSON text.
inline size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

using testfile::readFile;

// A record file of tests/records/.
inline json recordFile(const std::string& name) {
  return json::parse(readFile(std::string(CARC_SOURCE_DIR) + "/tests/records/" + name));
}

// A record with a free deck for `players` players; `moves` and `rules` as JSON text.
inline json record(int players, const std::string& moves, const std::string& rules = "{}", bool end = false) {
  json r = {{"format", "carcassonne-record"}, {"version", 1}};
  json ps = json::array();
  for (int i = 0; i < players; ++i) ps.push_back({{"name", "P" + std::to_string(i)}});
  r["setup"] = {{"players", ps}, {"sets", {"base"}}, {"rules", json::parse(rules)}, {"deck", "free"}};
  r["moves"] = json::parse(moves);
  if (end) r["end"] = true;
  return r;
}

// The same with the sets named (e.g. {"base", "ic"}).
inline json recordWith(const std::vector<std::string>& sets, int players, const std::string& moves,
                       const std::string& rules = "{}", bool end = false) {
  json r = record(players, moves, rules, end);
  r["setup"]["sets"] = sets;
  return r;
}

inline Game load(const json& rec) { return carc::loadRecord(cat(), rec); }

// The engine's refusal of `rec` in words ("" when it loads).
inline std::string loadError(const json& rec) {
  try {
    load(rec);
  } catch (const carc::Error& e) {
    return e.what();
  }
  return "";
}

// The refusal of a record given as text, read by the engine's own reader ("(accepted)" when it loads).
inline std::string textLoadError(const std::string& text) {
  try {
    carc::loadRecord(cat(), text);
  } catch (const carc::Error& e) {
    return e.what();
  }
  return "(accepted)";
}

// The record up to (not including) move `n`, as a game still being played.
inline Game before(json rec, size_t n) {
  rec["moves"].erase(rec["moves"].begin() + static_cast<std::ptrdiff_t>(n), rec["moves"].end());
  rec.erase("end");
  return load(rec);
}

// `bad` replaces move `n` (the last one kept): refused with `message`, the game unchanged.
template <class Matcher>
void refused(const json& rec, size_t n, const json& bad, const Matcher& message) {
  Game live = before(rec, n);
  const Game copy = live;
  REQUIRE_THROWS_WITH(carc::applyMove(live, bad, static_cast<int>(n)), message);
  CHECK(live == copy);
}

inline std::vector<int> scores(const Game& g) {
  std::vector<int> s;
  for (int p = 0; p < g.players(); ++p) s.push_back(g.score(p));
  return s;
}

// Events of one type from the replay output, in order.
inline std::vector<json> eventsOf(const Game& g, const std::string& type) {
  std::vector<json> out;
  json replay = carc::replayJson(g);
  for (auto& e : replay["events"])
    if (e["type"] == type) out.push_back(e);
  return out;
}

inline std::vector<int> players(const json& scoreEvent) { return scoreEvent["players"].get<std::vector<int>>(); }

inline int normal() { return cat().figureId("normal"); }

inline int supply(const Game& g, int p) { return g.supply(p, normal()); }

// Figures of player p on the board.
inline int onBoard(const Game& g, int p) {
  int n = 0;
  for (auto& f : g.figures()) n += f.player == p;
  return n;
}

// Everything a game exposes, compared piece by piece (operator== also compares the addresses of
// the shared rules and setup, see the [!mayfail] cases). Returns the first difference, or "".
// events false: everything but the events (a game that does not record them against one that does).
inline std::string stateDifference(const Game& a, const Game& b, bool events = true) {
  if (!(a.setup() == b.setup())) return "setup";
  if (a.rules().options != b.rules().options) return "rules.options";
  if (a.over() != b.over()) return "over";
  if (a.pending() != b.pending()) return "pending";
  if (a.current() != b.current()) return "current";
  if (a.turn() != b.turn()) return "turn";
  if (a.phase() != b.phase()) return "phase";
  if (a.lastTile() != b.lastTile()) return "lastTile";
  if (!(a.board() == b.board())) return "board";
  if (!(a.features() == b.features())) return "features";
  if (a.tiles() != b.tiles()) return "tiles";
  if (a.figures() != b.figures()) return "figures";
  if (events && a.events() != b.events()) return "events";
  if (a.log() != b.log()) return "log";
  if (a.canUndo() != b.canUndo()) return "canUndo";
  if (a.tilesLeft() != b.tilesLeft()) return "tilesLeft";
  if (a.tilesLeftByType() != b.tilesLeftByType()) return "tilesLeftByType";
  for (int p = 0; p < a.players(); ++p) {
    if (a.score(p) != b.score(p)) return "score of player " + std::to_string(p);
    if (a.hand(p) != b.hand(p)) return "hand of player " + std::to_string(p);
    for (size_t k = 0; k < a.catalog().figures.size(); ++k)
      if (a.supply(p, int(k)) != b.supply(p, int(k))) return "supply of player " + std::to_string(p);
  }
  for (size_t m = 0; m < a.catalog().modules.size(); ++m)
    if (a.moduleState(int(m)) != b.moduleState(int(m))) return "module state";
  if (a.legalActions() != b.legalActions()) return "legal actions";
  return "";
}

// Independent placement check, from the tile edge letters alone: every (tile type, cell, rotation)
// that touches the layout and matches every neighbour's edge, rotation mapped to the catalog's
// canonical one (the engine lists each distinct rotation once).
struct Placement {
  int type, x, y, rot;
  friend bool operator<(const Placement& a, const Placement& b) {
    return std::tie(a.type, a.x, a.y, a.rot) < std::tie(b.type, b.x, b.y, b.rot);
  }
  friend bool operator==(const Placement&, const Placement&) = default;
};

// Edge letter index of the placed square at cell c on a board side (pieces of several squares:
// the square that lies at c).
inline int placedEdge(const Game& g, carc::Coord c, int side) {
  int tile = g.board().tileAt(c);
  const auto& pt = g.tiles()[tile];
  int square = std::max(0, g.board().squareAt(c));
  return g.catalog().tiles[pt.type].squareEdges[square][(side - pt.rot + 4) % 4];
}

// Square offsets of a piece after `rot` clockwise quarter turns, from the tile file's (column,
// row) alone: each turn maps (c, r) in a W x H box to (H - 1 - r, c).
inline std::vector<carc::Coord> rotatedSquares(const carc::TileType& tt, int rot) {
  std::vector<carc::Coord> at = tt.squareAt;
  int w = 0, h = 0;
  for (auto& q : at) w = std::max(w, q.x + 1), h = std::max(h, q.y + 1);
  for (int k = 0; k < rot; ++k) {
    for (auto& q : at) q = {h - 1 - q.y, q.x};
    std::swap(w, h);
  }
  return at;
}

inline std::set<Placement> expectedPlacements(const Game& g, int type) {
  std::set<Placement> out;
  const auto& tt = g.catalog().tiles[type];
  std::set<std::pair<int, int>> cells;  // empty cells next to the layout
  for (int y = -40; y <= 40; ++y)
    for (int x = -40; x <= 40; ++x)
      if (g.board().tileAt({x, y}) >= 0)
        for (int s = 0; s < 4; ++s) {
          carc::Coord c = carc::Coord{x, y}.step(s);
          if (g.board().tileAt(c) < 0) cells.insert({c.x, c.y});
        }
  for (auto [x, y] : cells)
    for (int rot = 0; rot < 4; ++rot) {
      std::vector<carc::Coord> squares = rotatedSquares(tt, rot);
      for (const carc::Coord& anchorSquare : squares) {
        carc::Coord anchor{x - anchorSquare.x, y - anchorSquare.y};
        bool ok = true;
        for (size_t q = 0; q < squares.size() && ok; ++q) {
          carc::Coord c{anchor.x + squares[q].x, anchor.y + squares[q].y};
          if (g.board().tileAt(c) >= 0) ok = false;
          for (int s = 0; s < 4 && ok; ++s) {
            uint8_t mine = tt.squareEdges[q][(s - rot + 4) % 4];
            if (mine == carc::kInnerEdge || g.board().tileAt(c.step(s)) < 0) continue;
            ok = mine == placedEdge(g, c.step(s), (s + 2) % 4);
          }
        }
        if (ok) out.insert({type, anchor.x, anchor.y, int(tt.canonicalRot[rot])});
      }
    }
  return out;
}

inline std::set<Placement> enginePlacements(const Game& g) {
  std::set<Placement> out;
  for (const auto& a : g.legalActions())
    if (a.type == carc::ActionType::PlaceTile) out.insert({a.tile, a.x, a.y, a.rot});
  return out;
}

// A decision the soak found nobody could answer (its means taken by a decision answered before it):
// it must offer exactly one answer, a pass, and the game must play on to its end from there.
inline void requireOnlyPassThenPlayOn(Game& g, int module, int player, uint64_t botSeed) {
  REQUIRE(!g.over());
  REQUIRE(g.pending().front().module == module);
  REQUIRE(g.pending().front().player == player);
  std::vector<carc::Action> opts;
  g.legalActions(opts);
  REQUIRE(opts.size() == 1);
  CHECK(opts[0].type == carc::ActionType::Pass);
  g.apply(opts[0]);
  carc::playRandom(g, botSeed);
  CHECK(g.over());
}

}  // namespace carctest
