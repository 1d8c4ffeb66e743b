// Test helpers shared by the wonders tests (tests/wonders.cpp, tests/wonders_interactions.cpp).
#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "modules/wonders.hpp"
#include "test_support.hpp"

namespace carctest {

inline const carc::Wonders& W() {
  for (auto& m : cat().modules)
    if (auto* w = dynamic_cast<const carc::Wonders*>(m.get())) return *w;
  throw std::runtime_error("no wonders module");
}

inline int number(const std::string& id) { return W().wonderNumber(cat().tileId("wonders/" + id)); }

// A free-deck game of base + wonders (+ more sets) with the wonders named in play (deck "sets": a
// counted deck, for a game played to the pile's end with tiles named on the way).
inline Game wgame(int players, std::vector<std::string> wonders, std::vector<std::string> sets = {"base", "wonders"},
                  json rules = json::object(), const std::string& deck = "free") {
  int mask = 0;
  for (auto& w : wonders) mask |= 1 << number(w);
  rules["wonderPick"] = mask;
  json r = record(players, "[]");
  r["setup"]["sets"] = sets;
  r["setup"]["rules"] = rules;
  r["setup"]["deck"] = deck;
  return load(r);
}

// Tile `id` at (x, y) turned `rot` quarter turns (the canonical rotation of that look).
inline carc::Action tileAt(const std::string& id, int x, int y, int rot) {
  carc::Action a;
  a.type = carc::ActionType::PlaceTile, a.tile = static_cast<uint16_t>(cat().tileId(id)), a.x = x, a.y = y;
  a.rot = static_cast<uint8_t>(cat().tiles[a.tile].canonicalRot[rot]);
  return a;
}

// A module's answer: its code and argument x.
inline carc::Action moduleAction(const std::string& module, int code, int x = 0) {
  carc::Action a;
  a.type = carc::ActionType::Module, a.module = static_cast<uint8_t>(cat().moduleIndex(module));
  a.code = static_cast<uint8_t>(code), a.x = static_cast<int16_t>(x);
  return a;
}

// The first empty cell of the column below the start tile (monasteries B fit there anywhere).
inline int nextRow(const Game& g) {
  int t = -1, q = -1, y = 1;
  while (g.tileAtCell({0, y}, t, q)) ++y;
  return y;
}

}  // namespace carctest
