// Where an option of a decision lives on the page, so that the board can light it and take a click
// there for any decision without code per decision kind (issue 45). Every option the API lists
// carries one ("place" in actionJson); each module says it for its own decisions
// (Module::optionPlace), the core for tiles, figures, returns and passes.
//   {"on": "cell", "x", "y"}                 a board square (a tile placement, a tile to take a bar from)
//   {"on": "spot", "x", "y", "px", "py"}     a point in square (x, y), px and py in 0..1 as figure spots
//   {"on": "track", "space": n}              a score-track space 0..49
//   {"on": "player", "player": p}            a player of the players list
//   {"on": "card", "card": "id"}             a card in the panel (a wonder's tile id, a message "3", "die-2")
//   {"on": "none"}                           nowhere (pass, decline, a count)
#pragma once
#include <string>

#include "actions.hpp"
#include "geometry.hpp"

namespace carc {

class Game;
class JsonOut;

struct Place {
  enum class On : uint8_t { None, Cell, Spot, Track, Player, Card };
  On on = On::None;
  int x = 0, y = 0;      // Cell, Spot: the square
  float px = 0, py = 0;  // Spot: within the square, board orientation
  int n = 0;             // Track: the space; Player: the player
  std::string card;      // Card: what it names

  static Place none() { return {}; }
  static Place cell(Coord c) {
    Place p;
    p.on = On::Cell, p.x = c.x, p.y = c.y;
    return p;
  }
  static Place track(int space) {
    Place p;
    p.on = On::Track, p.n = space;
    return p;
  }
  static Place player(int who) {
    Place p;
    p.on = On::Player, p.n = who;
    return p;
  }
  static Place cardOf(std::string id) {
    Place p;
    p.on = On::Card, p.card = std::move(id);
    return p;
  }
};

// The point where a figure on segment `seg` of placed tile `tile` is drawn (drawSpotJson's numbers).
Place spotPlace(const Game& g, int tile, int seg);
// The core's place of an action: a tile placement's cell (its first square), a figure's or a
// return's spot, nowhere for the rest. Modules fall back to it (Module::optionPlace's default).
Place corePlace(const Game& g, const Action& a);
// The place of option `a` of the pending decision: the owning module's answer (a Module action's
// module, else the decision's), else the core's.
Place optionPlace(const Game& g, const Action& a);
// Writes {"on": ...} as the next value.
void placeJson(JsonOut& o, const Place& p);
// Where a placed tile lies from the tile just placed, in words: "the new tile", "the tile north-west
// of the new tile", "the tile 2 north and 3 west of the new tile" (option words name no coordinates).
std::string tileFromNewTile(const Game& g, Coord c);

}  // namespace carc
