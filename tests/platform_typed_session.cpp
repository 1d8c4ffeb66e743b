// The paths of platform::TypedSession (engine/platform/typed_session.hpp) that "dice" never takes,
// through a test-only typed game used directly (never registered): chance before the first turn,
// a turn of two answers whose second does not start a move, and a final scoring with answers.
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "platform_test_support.hpp"
#include "typed_session.hpp"

using nlohmann::json;

namespace pledge {

// "pledge": chance deals a pot of 1..4 (weighted 1..4) before the first turn. A turn is two
// answers of one seat: "take" 1..3 points, then "double": true/false; chance then flips a coin,
// and a doubled take is lost on coin 1. After two rounds the final scoring asks each seat in turn
// "claim": true/false; a sole claimer wins the pot, several claimers each lose 1 point.
enum class Kind : uint8_t { Deal, Take, Double, Coin, Claim, Over };
constexpr int kRounds = 2;
const char* const kKeys[] = {"pot", "take", "double", "coin", "claim"};
constexpr int kHighest[] = {4, 3, 1, 1, 1};  // each answer's values: 1.. for pot and take, else 0..

struct Action {
  Kind kind;
  int8_t value;
  friend bool operator==(const Action&, const Action&) = default;
};

class State {
 public:
  using Action = pledge::Action;
  static constexpr std::string_view kGameId = "pledge";

  State(std::vector<platform::Seat> seats, uint64_t seed)
      : seats_(std::move(seats)), seed_(seed), score_(seats_.size()), claims_(seats_.size()) {}

  // ---- platform::BotState
  int seats() const { return int(seats_.size()); }
  int decider() const {
    if (kind_ == Kind::Over) return platform::kNoDecider;
    return kind_ == Kind::Deal || kind_ == Kind::Coin ? platform::kChanceDecider : current_;
  }
  bool finished() const { return kind_ == Kind::Over; }
  void legalActions(std::vector<Action>& list) const {
    list.clear();
    if (finished()) return;
    for (int v = lowest(kind_); v <= kHighest[int(kind_)]; ++v) list.push_back({kind_, int8_t(v)});
  }
  double chanceWeight(const Action& a) const { return a.kind == Kind::Deal ? a.value : 1.0; }
  void applyLegal(const Action& a) {
    events_.push_back(json{{"id", kKeys[int(a.kind)]}, {"player", current_}, {"value", a.value}});
    if (a.kind == Kind::Deal) pot_ = a.value, kind_ = Kind::Take;
    if (a.kind == Kind::Take) taken_ = a.value, kind_ = Kind::Double;
    if (a.kind == Kind::Double) doubled_ = a.value, kind_ = Kind::Coin;
    if (a.kind == Kind::Coin) endTurn(a.value);
    if (a.kind == Kind::Claim) claim(a.value);
  }
  uint64_t actionKey(const Action& a) const { return uint64_t(a.kind) << 8 | uint8_t(a.value); }
  void finalValues(std::vector<double>& values) const {
    values.assign(seats_.size(), 0.0);
    const int best = *std::max_element(score_.begin(), score_.end());
    const double winners = double(std::count(score_.begin(), score_.end(), best));
    for (size_t p = 0; p < score_.size(); ++p) values[p] = score_[p] == best ? 1.0 / winners : 0.0;
  }
  void redealHidden(int, uint64_t) {}  // nothing is hidden

  // ---- the optional hooks under test
  bool startsMove() const { return kind_ == Kind::Take; }  // "double" continues the turn
  bool inFinalScoring() const { return kind_ == Kind::Claim; }

  // ---- platform::SessionGame
  static json describe() { return {{"game", kGameId}, {"players", {{"min", 2}, {"max", 3}}}}; }
  static State fromSetup(const json& setup) {
    platform::checkKeys(setup, {"players", "seed"}, "setup");
    return State(platform::readSeats(setup, 2, 3), platform::readSeed(setup));
  }
  json setupJson() const { return {{"players", platform::seatsJson(seats_)}, {"seed", seed_}}; }
  json actionJson(const Action& a) const {
    const bool flag = a.kind == Kind::Double || a.kind == Kind::Claim;
    return {{kKeys[int(a.kind)], flag ? json(a.value == 1) : json(a.value)}};
  }
  Action actionFromJson(const json& j, const std::string& where) const {
    platform::checkKeys(j, {"pot", "take", "double", "coin", "claim"}, where);
    if (j.size() != 1) platform::failAt(where, "expected one of pot, take, double, coin, claim");
    for (int k = 0; k < 5; ++k) {
      auto it = j.find(kKeys[k]);
      if (it == j.end()) continue;
      if (Kind(k) == Kind::Double || Kind(k) == Kind::Claim) {
        if (!it->is_boolean()) platform::failAt(where + "." + kKeys[k], "expected true or false");
        return {Kind(k), int8_t(it->get<bool>())};
      }
      return {Kind(k), int8_t(platform::needInt(j, kKeys[k], where, lowest(Kind(k)), kHighest[k]))};
    }
    return {};  // unreachable: checkKeys and the size leave one known key
  }
  std::string explain(const Action& a) const {
    if (finished()) return "the game is over";
    if (a.kind != kind_) return std::string("expected a ") + kKeys[int(kind_)] + " answer, not " + kKeys[int(a.kind)];
    return a.value >= lowest(a.kind) && a.value <= kHighest[int(a.kind)] ? "" : "out of range";
  }
  json decisionJson() const { return {{"kind", kKeys[int(kind_)]}}; }
  json stateJson() const { return {{"pot", pot_}, {"players", platform::seatsJson(seats_)}, {"current", current_}}; }
  size_t eventCount() const { return events_.size(); }
  json eventJson(size_t i) const { return events_.at(i); }
  int score(int seat) const { return score_[seat]; }

 private:
  static int lowest(Kind k) { return k == Kind::Deal || k == Kind::Take ? 1 : 0; }
  void endTurn(int coin) {
    if (!(doubled_ && coin == 1)) score_[current_] += taken_ * (doubled_ ? 2 : 1);
    current_ = (current_ + 1) % seats();
    kind_ = ++turns_ == kRounds * seats() ? Kind::Claim : Kind::Take;
  }
  void claim(int yes) {
    claims_[current_] = yes;
    if (++current_ < seats()) return;
    const int claimers = int(std::count(claims_.begin(), claims_.end(), 1));
    for (int p = 0; p < seats(); ++p)
      if (claims_[p]) score_[p] += claimers == 1 ? pot_ : -1;
    kind_ = Kind::Over;
  }

  std::vector<platform::Seat> seats_;
  uint64_t seed_;
  Kind kind_ = Kind::Deal;
  int current_ = 0, pot_ = 0, taken_ = 0, doubled_ = 0, turns_ = 0;
  std::vector<int> score_, claims_;
  std::vector<json> events_;
};

static_assert(platform::SessionGame<State>);

}  // namespace pledge

namespace {

using Session = platform::TypedSession<pledge::State>;

using platform_test::errorOf;
using platform_test::fingerprint;

json setupOf(int seats, uint64_t seed) {
  json players = json::array();
  for (int p = 0; p < seats; ++p) players.push_back({{"name", std::string(1, char('A' + p))}});
  return {{"players", players}, {"seed", seed}};
}

// A game played to the end by the random bot, and the fingerprint before each of its answers.
std::unique_ptr<platform::GameSession> playLive(const json& setup, std::vector<std::string>* before = nullptr) {
  auto g = Session::create(setup.dump());
  for (uint64_t k = 0; !g->finished(); ++k) {
    if (before) before->push_back(fingerprint(*g));
    g->apply(g->botOptionText("random", k, "{}"));
  }
  return g;
}

// The record with only its first k moves (and no "final").
json firstMoves(json rec, size_t k) {
  rec.erase("final");
  rec["moves"].erase(rec["moves"].begin() + std::ptrdiff_t(k), rec["moves"].end());
  return rec;
}

}  // namespace

TEST_CASE("typed session: the record of a deal, two-answer turns and a final scoring", "[platform][typed-session]") {
  for (int seats : {2, 3}) {
    INFO("seats " << seats);
    auto g = playLive(setupOf(seats, 7));
    const json rec = json::parse(g->saveText());
    CHECK(rec.size() == 5);  // game, version, setup, moves, final
    CHECK(rec["game"] == "pledge");
    CHECK(rec["setup"] == setupOf(seats, 7));
    const json& moves = rec["moves"];
    REQUIRE(moves.size() == size_t(1 + pledge::kRounds * seats));
    // Move 0: the deal before the first turn, in "then" alone.
    REQUIRE(moves[0].size() == 1);
    REQUIRE(moves[0]["then"].size() == 1);
    CHECK(moves[0]["then"][0]["chance"] == true);
    CHECK(moves[0]["then"][0]["pot"].is_number_integer());
    // Every turn: the take inline, its seat's "double" and the coin in "then".
    for (size_t m = 1; m < moves.size(); ++m) {
      INFO("move " << m);
      const int seat = int(m - 1) % seats;
      CHECK(moves[m]["player"] == seat);
      CHECK(moves[m]["take"].is_number_integer());
      REQUIRE(moves[m]["then"].size() == 2);
      CHECK(moves[m]["then"][0]["player"] == seat);
      CHECK(moves[m]["then"][0]["double"].is_boolean());
      CHECK(moves[m]["then"][1]["chance"] == true);
      CHECK(moves[m]["then"][1]["coin"].is_number_integer());
    }
    // "final": every seat's claim, in seat order.
    REQUIRE(rec["final"].size() == size_t(seats));
    for (int p = 0; p < seats; ++p) {
      CHECK(rec["final"][p]["player"] == p);
      CHECK(rec["final"][p]["claim"].is_boolean());
    }
    CHECK(g->finished());
  }
}

TEST_CASE("typed session: save, load and save again are byte for byte the same, at every answer",
          "[platform][typed-session]") {
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    INFO("seed " << seed);
    auto g = Session::create(setupOf(2 + int(seed % 2), seed).dump());
    for (uint64_t k = 0;; ++k) {
      const std::string save = g->saveText();
      auto loaded = Session::load(save);
      REQUIRE(loaded->saveText() == save);
      CHECK(loaded->stateText() == g->stateText());
      CHECK(loaded->optionsText() == g->optionsText());
      CHECK(loaded->eventsText(0) == g->eventsText(0));
      if (g->finished()) break;
      g->apply(g->botOptionText("random", k, "{}"));
    }
  }
}

TEST_CASE("typed session: loadAt(k) is the first k moves replayed, whichever way", "[platform][typed-session]") {
  auto g = playLive(setupOf(3, 4));
  const std::string save = g->saveText();
  const json rec = json::parse(save);
  const size_t n = rec["moves"].size();
  // Before any move: the deal the stream gives a new game.
  CHECK(fingerprint(*Session::loadAt(save, 0)) == fingerprint(*Session::create(rec["setup"].dump())));
  std::unique_ptr<platform::GameSession> applied = Session::loadAt(save, 1);
  for (size_t k = 0; k <= n; ++k) {
    INFO("k " << k);
    auto at = Session::loadAt(save, int(k));
    CHECK(fingerprint(*at) == fingerprint(*Session::load(firstMoves(rec, k).dump())));
    if (k >= 1) {
      CHECK(fingerprint(*at) == fingerprint(*applied));  // the live API takes the same moves
      if (k < n) applied->applyMove(rec["moves"][k].dump());
    }
  }
  // All moves but no final answers: the final scoring asks its first seat.
  const json last = json::parse(Session::loadAt(save, int(n))->stateText());
  CHECK(last["decision"] == json::parse(R"({"kind": "claim", "player": 0})"));
  CHECK(fingerprint(*Session::load(save)) != fingerprint(*Session::loadAt(save, int(n))));
  CHECK_THROWS_WITH(Session::loadAt(save, int(n) + 1),
                    "loadAt: expected a ply 0.." + std::to_string(n) + ", got " + std::to_string(n + 1));
}

TEST_CASE("typed session: undo goes back to every point, live and after a load", "[platform][typed-session]") {
  std::vector<std::string> before;
  auto g = playLive(setupOf(2, 9), &before);
  const std::string save = g->saveText();
  for (size_t i = before.size(); i-- > 0;) {
    INFO("answer " << i);
    REQUIRE(g->canUndo());
    g->undo();
    CHECK(fingerprint(*g) == before[i]);
  }
  CHECK_FALSE(g->canUndo());
  // A loaded record undoes a move at a time (the final answers with the last one): each step is
  // loadAt of that many moves, down to the game before its first move.
  auto loaded = Session::load(save);
  const size_t n = json::parse(save)["moves"].size();
  for (size_t k = n; k-- > 0;) {
    INFO("back to " << k << " moves");
    REQUIRE(loaded->canUndo());
    loaded->undo();
    CHECK(fingerprint(*loaded) == fingerprint(*Session::loadAt(save, int(k))));
  }
  CHECK_FALSE(loaded->canUndo());
  CHECK(json::parse(loaded->stateText())["decision"]["kind"] == "take");  // the deal is settled, as ever
}

TEST_CASE("typed session: a chance outcome left out of a record is the seeded stream's", "[platform][typed-session]") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    INFO("seed " << seed);
    auto g = playLive(setupOf(2, seed));
    const json rec = json::parse(g->saveText());
    json noDeal = rec, noChance = rec;
    noDeal["moves"].erase(0);  // the deal's move holds nothing else
    noChance["moves"].erase(0);
    for (json& m : noChance["moves"]) m["then"].erase(1);  // each turn's coin
    CHECK(Session::load(noDeal.dump())->saveText() == g->saveText());
    CHECK(Session::load(noChance.dump())->saveText() == g->saveText());
    // An outcome the record names is kept, whatever the stream would have drawn.
    json otherPot = rec;
    otherPot["moves"][0]["then"][0]["pot"] = rec["moves"][0]["then"][0]["pot"] == 1 ? 2 : 1;
    CHECK(json::parse(Session::load(otherPot.dump())->saveText())["moves"][0] == otherPot["moves"][0]);
  }
}

TEST_CASE("typed session: a malformed record is refused, naming where", "[platform][typed-session]") {
  auto g = playLive(setupOf(2, 3));
  const json rec = json::parse(g->saveText());
  const auto refusal = [](const json& r) { return errorOf([&] { Session::load(r.dump()); }); };
  REQUIRE(refusal(rec).empty());
  const int p2 = rec["moves"][2]["player"];  // move 2 is seat 1's turn

  // A final answer mid-game: a legal answer there, but the final scoring has not begun.
  json early = firstMoves(rec, 2);
  early["final"] = json::array({{{"player", 1}, {"take", 1}}});
  CHECK(refusal(early) == "final[0]: the final scoring has not begun: this answer belongs in \"moves\"");
  // A final answer in "moves", and a turn's answers out of their places.
  json inMoves = firstMoves(rec, rec["moves"].size());
  inMoves["moves"].back()["then"].push_back(rec["final"][0]);
  CHECK(refusal(inMoves) == "move 4.then[2]: this answer is the final scoring's: it belongs in \"final\"");
  json split = rec;
  split["moves"][2].erase("then");
  split["moves"].insert(split["moves"].begin() + 3, rec["moves"][2]["then"][0]);
  CHECK(refusal(split) == "move 3: this answer does not begin a turn: it belongs in a \"then\" list");
  json joined = rec, turn = rec["moves"][2];
  turn.erase("then");
  joined["moves"][1]["then"].push_back(turn);  // seat 1's take, then the rest of its turn
  for (const json& answer : rec["moves"][2]["then"]) joined["moves"][1]["then"].push_back(answer);
  joined["moves"].erase(2);
  CHECK(refusal(joined) == "move 1.then[2]: this answer begins player 1's turn: it belongs in a move of its own");
  json thenOnly = rec;
  thenOnly["moves"][2] = {{"then", {rec["moves"][2]["then"][1]}}};
  CHECK(refusal(thenOnly) ==
        "move 2: expected an answer that begins a turn (a move of \"then\" alone is only the "
        "answers before the first turn)");

  // A "then" answer by the wrong seat: seat 1's turn continued by seat 0.
  json wrongSeat = rec;
  wrongSeat["moves"][2]["then"][0]["player"] = 1 - p2;
  CHECK(refusal(wrongSeat) == "move 2.then[0]: this decision is player 1's, not player 0's");
  // Extra keys, wherever they are.
  json extra = rec;
  extra["comment"] = "hi";
  CHECK(refusal(extra).rfind("record: unknown field \"comment\"", 0) == 0);
  extra = rec;
  extra["moves"][2]["note"] = 1;  // a move's caption is read (platform_notes.cpp), an answer's is not
  CHECK(refusal(extra) == "move 2.note: expected a string (a caption in plain text), got number");
  extra = rec;
  extra["moves"][2]["then"][1]["note"] = 1;
  CHECK(refusal(extra) == "move 2.then[1]: unknown field \"note\" (expected pot, take, double, coin, claim)");
  extra = rec;
  extra["final"][1]["note"] = 1;
  CHECK(refusal(extra) == "final[1]: unknown field \"note\" (expected pot, take, double, coin, claim)");
  // A surplus final answer, and a final answer of the wrong seat.
  json surplus = rec;
  surplus["final"].push_back(rec["final"][0]);
  CHECK(refusal(surplus) == "final[2]: the game is over: no decision is pending");
  json swapped = rec;
  std::swap(swapped["final"][0], swapped["final"][1]);
  CHECK(refusal(swapped) == "final[0]: this decision is player 0's, not player 1's");

  // The same refusals through the live API leave the session as it was.
  auto live = Session::loadAt(rec.dump(), 2);
  const std::string was = fingerprint(*live);
  CHECK(errorOf([&] { live->applyMove(wrongSeat["moves"][2].dump()); }) ==
        "move 2.then[0]: this decision is player 1's, not player 0's");
  CHECK(errorOf([&] { live->applyMove(thenOnly["moves"][2].dump()); }).rfind("move 2: expected an answer", 0) == 0);
  CHECK(errorOf([&] { live->applyMove(joined["moves"][1].dump()); }).rfind("move 2: this decision is player 1's", 0) ==
        0);
  CHECK(fingerprint(*live) == was);
}
