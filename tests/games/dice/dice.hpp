// "dice": the tests-only fixture game, the platform's second game (never linked into the shipped
// engine). Its rules:
//  - 2 to 4 players, a 4x4 grid, eight goal cards (rows 0-3, columns 0-3). A setup may mark a
//    seat "bot" (platform::Seat): the record keeps it and the state's "players" shows it, for the
//    page to play that seat. The setup's seed shuffles the cards; each player draws one,
//    secretly (the others cannot see it), and opens the first line (a row or a column) for
//    player 0.
//  - On a turn the player places a marker on an empty square of the open line; if that line is
//    full, on any empty square. A placement that fills a row or a column scores its placer 1
//    point per line filled ("line").
//  - After each turn an eight-sided die is rolled (chance): face 1-4 opens row face-1, face 5-8
//    opens column face-5, for the next player.
//  - After 4 rounds (each player has placed 4 markers) the game ends: every player reveals the
//    goal and scores 2 points per own marker on that line ("goal"). Most points wins; a tie shares.
#pragma once
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "bot_state.hpp"
#include "typed_input.hpp"

namespace dice {

constexpr int kSize = 4, kRounds = 4, kFaces = 8, kLines = 8, kMaxSeats = 4;

struct Action {
  bool roll = false;    // the die's outcome (chance), else a placement
  int8_t x = 0, y = 0;  // the square placed on; for a roll x is the face 1..8
  friend bool operator==(const Action&, const Action&) = default;
};

// An event as the state keeps it: id and up to three parameters (eventJson names them).
enum class EventId : uint8_t { Place, Roll, Score, End };
enum class Reason : uint8_t { Line, Goal };
struct Event {
  EventId id;
  int8_t a, b, c;
  friend bool operator==(const Event&, const Event&) = default;
};

// What a placement would break, the one verdict both legalActions and explain ask.
enum class Verdict : uint8_t { Legal, Occupied, OffLine, OffGrid };

class State {
 public:
  using Action = dice::Action;
  static constexpr std::string_view kGameId = "dice";

  // ---- the rules (dice.cpp): platform::BotState
  State(std::vector<platform::Seat> seats, uint64_t seed);
  // Seats named, none a bot (a literal list of names, as tests write it).
  State(std::initializer_list<const char*> names, uint64_t seed);
  int seats() const { return seats_; }
  int decider() const { return over_ ? platform::kNoDecider : rolling_ ? platform::kChanceDecider : current_; }
  bool finished() const { return over_; }
  void legalActions(std::vector<Action>& list) const;
  double chanceWeight(const Action&) const { return 1.0; }  // a fair die
  void applyLegal(const Action& a);
  // The key the platform's MCTS files an action under (bots/hooks.hpp: actionKey).
  uint64_t actionKey(const Action& a) const {
    return uint64_t(a.roll) << 16 | uint64_t(uint8_t(a.x)) << 8 | uint8_t(a.y);
  }
  void finalValues(std::vector<double>& values) const;
  void redealHidden(int seat, uint64_t seed);
  Verdict verdict(int x, int y) const;
  friend bool operator==(const State& a, const State& b);

  // ---- read access (tests, JSON)
  int owner(int x, int y) const { return cell_[y * kSize + x]; }  // -1 when empty
  int goal(int seat) const { return goal_[seat]; }                // a line: 0-3 rows, 4-7 columns
  int openLine() const { return open_; }
  int current() const { return current_; }
  int round() const { return placed_ / seats_; }
  int score(int seat) const { return score_[seat]; }
  const std::vector<Event>& events() const { return events_; }
  const std::vector<platform::Seat>& players() const { return *players_; }
  uint64_t seed() const { return seed_; }

  // ---- its JSON words (dice_json.cpp): platform::SessionGame
  static nlohmann::json describe();
  static nlohmann::json randomSetup(uint64_t seed);  // for the soak and fuzz drivers
  static State fromSetup(const nlohmann::json& setup);
  nlohmann::json setupJson() const;
  nlohmann::json actionJson(const Action& a) const;
  Action actionFromJson(const nlohmann::json& j, const std::string& where) const;
  std::string explain(const Action& a) const;
  nlohmann::json decisionJson() const;
  nlohmann::json stateJson() const;
  size_t eventCount() const { return events_.size(); }
  nlohmann::json eventJson(size_t i) const;
  // What `seat` sees: the state without the others' goals (all revealed once the game is over).
  nlohmann::json viewJson(int seat) const;

 private:
  static bool onLine(int line, int x, int y) { return line < kSize ? y == line : x == line - kSize; }
  bool lineFull(int line) const;
  void place(int x, int y);
  void endGame();

  std::shared_ptr<const std::vector<platform::Seat>> players_;  // shared: a copy for search is cheap
  uint64_t seed_ = 0;
  int seats_ = 0, current_ = 0, placed_ = 0, open_ = 0;
  bool rolling_ = false, over_ = false;
  std::array<int8_t, kSize * kSize> cell_{};
  std::array<int8_t, kMaxSeats> goal_{};
  std::array<int, kMaxSeats> score_{};
  std::vector<Event> events_;
};

// A line's words: "row 2", "column 0".
std::string lineName(int line);

}  // namespace dice
