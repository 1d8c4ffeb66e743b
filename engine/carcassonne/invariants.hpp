// The conservation laws every game state keeps, whatever modules are in play. The random
// simulation test and the soak command check them after every step.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "game.hpp"

namespace carc {

// What a game starts with: figures per player and kind, and tiles in all (deck + hands + placed).
struct Baseline {
  std::vector<std::array<int, kMaxFigureKinds>> figures;
  std::array<int, kMaxFigureKinds> neutral{};  // neutral figures per kind
  int tiles = 0;
};

// Taken from a game before its first action.
Baseline baselineOf(const Game& fresh);

// Figures of player p and a kind that modules keep aside (neither in supply nor on the board).
int figuresAside(const Game& g, int p, int kind);

// Tiles discarded because they fit nowhere.
int discardedTiles(const Game& g);

// The first broken invariant, in words, or "" if all hold: every figure in a supply or on the
// board, every tile in the deck, a hand, the board or the discards (a free deck's draws add the
// tile each puts back), no more tiles placed than the sets hold, hands within handSize,
// tilesLeftByType agreeing with tilesLeft, over() agreeing with pending(), no score below
// `previousScores` (pass an empty vector to skip that check).
std::string brokenInvariant(const Game& g, const Baseline& b, const std::vector<int>& previousScores);

}  // namespace carc
