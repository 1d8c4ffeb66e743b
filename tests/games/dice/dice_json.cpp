// The JSON words of "dice" (setup, options, state, events) and its one registration line.
#include "dice.hpp"
#include "typed_session.hpp"

namespace dice {

using nlohmann::json;
using platform::failAt;

static json lineJson(int line) {
  return {{"line", line < kSize ? "row" : "column"}, {"index", line < kSize ? line : line - kSize}};
}

json State::describe() {
  return {{"game", kGameId},
          {"name", "Dice grid"},
          {"players", {{"min", 2}, {"max", kMaxSeats}}},
          {"options", json::array({{{"key", "seed"}, {"type", "integer"}, {"min", 0}, {"default", 0}}})},
          {"defaultSetup", {{"players", {{{"name", "A"}}, {{"name", "B"}}}}, {"seed", 0}}}};
}

// What the platform's soak and fuzz drivers play: 2 to 4 players, any seed, seats with and without
// bots (so that their round trips carry every kind of "bot" a setup may give).
json State::randomSetup(uint64_t seed) {
  const json bots[] = {nullptr, true, "greedy", false};
  json players = json::array();
  for (uint64_t p = 0; p < 2 + seed % (kMaxSeats - 1); ++p) {
    json player = {{"name", std::string(1, char('A' + p))}};
    if (const json& bot = bots[(seed / 3 + p) % 4]; !bot.is_null()) player["bot"] = bot;
    players.push_back(std::move(player));
  }
  return {{"players", players}, {"seed", seed}};
}

State State::fromSetup(const json& setup) {
  platform::checkKeys(setup, {"players", "seed"}, "setup");
  return State(platform::readSeats(setup, 2, kMaxSeats), platform::readSeed(setup));
}

json State::setupJson() const { return {{"players", platform::seatsJson(*players_)}, {"seed", seed_}}; }

json State::actionJson(const Action& a) const {
  if (a.roll) return {{"face", a.x}};
  return {{"x", a.x}, {"y", a.y}};
}

Action State::actionFromJson(const json& j, const std::string& where) const {
  platform::needObject(j, where);
  if (j.contains("face")) {
    platform::checkKeys(j, {"face"}, where);
    return {true, int8_t(platform::needInt(j, "face", where, 1, kFaces)), 0};
  }
  platform::checkKeys(j, {"x", "y"}, where);
  int x = platform::needInt(j, "x", where, 0, kSize - 1), y = platform::needInt(j, "y", where, 0, kSize - 1);
  return {false, int8_t(x), int8_t(y)};
}

std::string State::explain(const Action& a) const {
  if (over_) return "the game is over";
  if (a.roll != rolling_)
    return rolling_ ? "the die is to be rolled, not a marker placed"
                    : "player " + std::to_string(current_) + " is to place a marker, not roll the die";
  if (a.roll) return a.x >= 1 && a.x <= kFaces ? "" : "the die has faces 1 to " + std::to_string(kFaces);
  const std::string square = "square (" + std::to_string(a.x) + "," + std::to_string(a.y) + ")";
  switch (verdict(a.x, a.y)) {
    case Verdict::Legal:
      return "";
    case Verdict::OffGrid:
      return square + " is off the " + std::to_string(kSize) + "x" + std::to_string(kSize) + " grid";
    case Verdict::Occupied:
      return square + " already holds player " + std::to_string(owner(a.x, a.y)) + "'s marker";
    case Verdict::OffLine:
      return square + " is not on the open line (" + lineName(open_) + ", which has room)";
  }
  return "";
}

json State::decisionJson() const {
  if (rolling_) return {{"kind", "roll"}, {"faces", kFaces}};
  return {{"kind", "place"}, {"open", lineJson(open_)}};
}

json State::stateJson() const {
  json grid = json::array();
  for (int y = 0; y < kSize; ++y) {
    json row = json::array();
    for (int x = 0; x < kSize; ++x) row.push_back(owner(x, y) < 0 ? json(nullptr) : json(owner(x, y)));
    grid.push_back(row);
  }
  // Every goal is listed: the page decides whom to show which (a hot-seat table hides the others').
  json goals = json::array();
  for (int p = 0; p < seats_; ++p) goals.push_back(lineJson(goal_[p]));
  return {{"size", kSize},
          {"rounds", kRounds},
          {"round", std::min(round(), kRounds - 1)},
          {"current", current_},
          {"open", lineJson(open_)},
          {"grid", grid},
          {"goals", goals},
          {"players", platform::seatsJson(*players_)}};  // the page reads players[i].bot
}

json State::viewJson(int seat) const {
  json view = stateJson();
  for (int p = 0; p < seats_; ++p)
    if (p != seat && !over_) view["goals"][p] = nullptr;
  view["events"] = json::array();
  for (size_t i = 0; i < events_.size(); ++i) view["events"].push_back(eventJson(i));
  return view;
}

json State::eventJson(size_t i) const {
  const Event& e = events_.at(i);
  switch (e.id) {
    case EventId::Place:
      return {{"id", "place"}, {"player", e.a}, {"x", e.b}, {"y", e.c}};
    case EventId::Roll:
      return {{"id", "roll"}, {"face", e.a}, {"open", lineJson(e.b)}};
    case EventId::Score:
      return {
          {"id", "score"}, {"player", e.a}, {"points", e.b}, {"reason", Reason(e.c) == Reason::Line ? "line" : "goal"}};
    case EventId::End:
      break;
  }
  json winners = json::array();
  std::vector<double> v;
  finalValues(v);
  for (int p = 0; p < seats_; ++p)
    if (v[p] > 0) winners.push_back(p);
  return {{"id", "end"}, {"winners", winners}};
}

static_assert(platform::SessionGame<State>);
static platform::GameRegistration registration{platform::TypedSession<State>::def()};

}  // namespace dice
