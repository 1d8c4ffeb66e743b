// The random simulation every typed game passes (tests/platform_typed_games.cpp lists the games):
// seeded random playouts to the end that check the typed contract at every decision, and the same
// games played through the JSON session (GameSession) the registry creates.
#pragma once
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "typed_session.hpp"

namespace typedsim {

// A game the simulation can check: its session contract, equality, and what a seat sees (for
// redealHidden: a re-deal for a seat changes nothing in that seat's view).
template <class S>
concept Checkable = platform::SessionGame<S> && std::equality_comparable<S> && requires(const S cs, int seat) {
  { cs.viewJson(seat) } -> std::convertible_to<nlohmann::json>;
};

// A setup for `seats` players (the game's own minimum when 0) and `seed`.
inline std::string setupText(int seats, uint64_t seed) {
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < seats; ++p) players.push_back({{"name", std::string(1, char('A' + p))}});
  return nlohmann::json{{"players", players}, {"seed", seed}}.dump();
}

template <Checkable S>
std::pair<int, int> seatRange() {
  nlohmann::json d = S::describe();
  return {d["players"]["min"].get<int>(), d["players"]["max"].get<int>()};
}

// Counts what the playouts saw, so a test can require that the checks ran.
struct Tally {
  long decisions = 0, chance = 0, redealsChanged = 0;
};

// Every listed action is legal by explain, round-trips through its JSON and applies.
template <Checkable S>
void checkDecision(const S& s, const std::vector<typename S::Action>& list, Tally& t) {
  REQUIRE_FALSE(list.empty());
  if (s.decider() == platform::kChanceDecider) {
    double total = 0;
    for (const auto& a : list) {
      REQUIRE(s.chanceWeight(a) >= 0);
      total += s.chanceWeight(a);
    }
    REQUIRE(total > 0);
    ++t.chance;
  } else {
    REQUIRE(s.decider() >= 0);
    REQUIRE(s.decider() < s.seats());
  }
  for (const auto& a : list) {
    INFO("action " << s.actionJson(a).dump());
    REQUIRE(s.explain(a).empty());
    REQUIRE(s.actionFromJson(s.actionJson(a), "option") == a);
    S after = s;
    after.applyLegal(a);
  }
}

// A re-deal for each seat leaves what that seat sees, and whatever decides, exactly as it was.
template <Checkable S>
void checkRedeal(const S& s, uint64_t seed, Tally& t) {
  for (int seat = 0; seat < s.seats(); ++seat) {
    S other = s;
    other.redealHidden(seat, seed + uint64_t(seat));
    REQUIRE(other.viewJson(seat) == s.viewJson(seat));
    REQUIRE(other.decider() == s.decider());
    REQUIRE(other.finished() == s.finished());
    if (!(other == s)) ++t.redealsChanged;
  }
}

// One seeded random playout of the typed state; returns the answers it gave, as JSON.
template <Checkable S>
nlohmann::json typedPlayout(int seats, uint64_t seed, Tally& t, bool deep = true) {
  S s = S::fromSetup(nlohmann::json::parse(setupText(seats, seed)));
  platform::Rng rng(seed * 7919 + 1), checks(seed ^ 0x5EEDC4EC);  // the checks' own stream: a playout
                                                                  // is the same checked or not
  std::vector<typename S::Action> list;
  nlohmann::json answers = nlohmann::json::array();
  for (int step = 0; !s.finished(); ++step) {
    REQUIRE(step < 100000);  // every game ends
    s.legalActions(list);
    if (deep) {
      checkDecision(s, list, t);
      checkRedeal(s, checks.next(), t);
      S copy = s;
      REQUIRE(copy == s);
    }
    ++t.decisions;
    typename S::Action a = s.decider() == platform::kChanceDecider ? platform::drawChance(s, rng, list)
                                                                   : list[rng.below(uint32_t(list.size()))];
    answers.push_back(s.actionJson(a));
    s.applyLegal(a);
  }
  REQUIRE(s.decider() == platform::kNoDecider);
  std::vector<double> values;
  s.finalValues(values);
  REQUIRE(int(values.size()) == s.seats());
  double sum = 0;
  for (double v : values) {
    REQUIRE(v >= 0);
    REQUIRE(v <= 1);
    sum += v;
  }
  REQUIRE(sum == Approx(1.0));
  return answers;
}

// The texts that make a session what it is: equal texts, equal positions. Not platform_test's
// fingerprint: that one adds canUndo, which a session loaded from a save does not share.
inline std::string positionText(const platform::GameSession& g) {
  return g.saveText() + "\n" + g.stateText() + "\n" + g.eventsText(0) + "\n" + g.scoresText() + "\n" + g.optionsText() +
         "\n" + std::to_string(g.eventCount()) + "\n" + std::to_string(g.finished());
}

inline size_t movesIn(const std::string& record) { return nlohmann::json::parse(record)["moves"].size(); }

// A seeded random game through the registry's session: at every decision a clone, undo, and
// save -> load give back this very position, and refused input leaves it as it was; loadAt(n) of
// the final record is the position after its first n moves. Returns the record.
inline std::string sessionPlayout(const platform::GameDef& def, int seats, uint64_t seed) {
  auto g = def.create(setupText(seats, seed));
  std::vector<std::string> atMoves;  // atMoves[n]: the last save that held n moves
  auto keep = [&](const std::string& save) {
    size_t n = movesIn(save);
    atMoves.resize(std::max(atMoves.size(), n + 1));
    atMoves[n] = save;
  };
  keep(g->saveText());
  for (int ply = 0; !g->finished(); ++ply) {
    REQUIRE(ply < 100000);
    const std::string before = positionText(*g);
    REQUIRE(positionText(*g->clone()) == before);
    auto loaded = def.load(g->saveText());
    REQUIRE(positionText(*loaded) == before);
    REQUIRE(loaded->saveText() == g->saveText());
    for (const char* bad : {"", "{", "[]", "{\"no such field\": 1}", "null", "{\"x\": 1e400}"}) {
      REQUIRE_THROWS_AS(g->apply(bad), platform::Error);
      REQUIRE(positionText(*g) == before);
    }
    const std::string option = g->botOptionText("random", seed + uint64_t(ply), "{}");
    // A move whose first answer is legal and whose next is not: refused whole.
    nlohmann::json broken = nlohmann::json::parse(option);
    broken["player"] = nlohmann::json::parse(g->stateText())["decision"]["player"];
    broken["then"] = nlohmann::json::array({{{"player", -1}}});
    REQUIRE_THROWS_AS(g->applyMove(broken.dump()), platform::Error);
    REQUIRE(positionText(*g) == before);
    g->apply(option);
    REQUIRE(g->canUndo());
    auto undone = g->clone();
    undone->undo();
    REQUIRE(positionText(*undone) == before);
    undone->apply(option);  // and the stream of chance went back too: the same answer, the same game
    REQUIRE(positionText(*undone) == positionText(*g));
    keep(g->saveText());
  }
  REQUIRE(g->optionsText() == "[]");
  REQUIRE_THROWS_AS(g->apply(g->saveText()), platform::Error);
  const std::string record = g->saveText();
  REQUIRE(atMoves.size() == movesIn(record) + 1);
  for (size_t n = 0; n < atMoves.size(); ++n) REQUIRE(def.loadAt(record, int(n))->saveText() == atMoves[n]);
  REQUIRE_THROWS_AS(def.loadAt(record, int(atMoves.size())), platform::Error);
  return record;
}

}  // namespace typedsim
