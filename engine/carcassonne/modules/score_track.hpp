// The score track shared by the minis that watch it (Robbers, Messages). A module that gives the
// players score figures of their own (Messages: a score meeple and a messenger each) implements
// ScoreFigures; the others (Robbers) find it in resolve() and ask it where the figures stand and
// how they moved. Without such a module a player's one figure stands on their score.
#pragma once
#include <vector>

namespace carc {

class Game;

// A score category whose points a robber took: a figure moved by them does not rob ("rogue
// points", MINIS §6.4); the robbers module registers it.
inline constexpr const char* kRobberyCategory = "robber";  // the page reads "Robbers: 3"
inline constexpr int kTrackSpaces = 50;                    // the board's spaces 0..49: a figure's space is value mod 50

// One move of a score figure: its player, its value before and after, and whether robbed points
// moved it.
struct TrackMove {
  int player = 0, from = 0, to = 0;
  bool rogue = false;
  friend bool operator==(const TrackMove&, const TrackMove&) = default;
};

class ScoreFigures {
 public:
  virtual ~ScoreFigures() = default;
  // The values of player p's score figures (each stands on value mod 50), appended to out.
  virtual void figureValues(const Game& g, int player, std::vector<int>& out) const = 0;
  // The moves made since the last call, in order (the caller owns them from now on).
  virtual void takeMoves(Game& g, std::vector<TrackMove>& out) const = 0;
};

}  // namespace carc
