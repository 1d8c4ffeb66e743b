// A game written as a typed state becomes a GameSession here: the game writes its rules (BotState)
// and its JSON words (SessionGame below); the record, undo, save/load/loadAt, chance, events and
// input checks are written once, in this file.
//
// The record of a typed game (the Carcassonne record's shape, shared/spec/record-format.md):
//   {"game": id, "version": 1, "setup": {...the game's setup}, "moves": [move...], "final": [answer...]}
// An answer is the option as apply() takes it plus who gave it: {"player": k, ...} or
// {"chance": true, ...} (a chance outcome is recorded, so a replay is exact whatever the stream).
// A move is one seat's turn: its first answer inline, and in "then" the answers that follow it until
// the next turn begins (chance outcomes, other seats' answers). Answers before the game's first turn
// form a move with "then" only; answers during the final scoring go to "final". A record is read in
// that shape only (an answer elsewhere is refused where it sits), so that what loads saves back to
// the same text and its plies are loadAt's. A record may leave a chance outcome out: the
// session's seeded stream then decides it, as in a live game.
//
// A move may carry a "note": its caption (plain text, platform::readNote), kept through load, loadAt
// and save exactly as given and read by no rule (a record with notes plays as the same record
// without them). It sits on the move, as in Carcassonne's records, never on an answer.
//
// The session never waits on chance: after every answer it settles chance decisions from its own
// stream (seeded by the setup's "seed"), one draw per outcome, recorded or not, so a game saved
// and loaded goes on exactly as it would have. An editor may hold chance (holdChance(true)): a
// chance decision then waits for apply() to name its outcome, as the author picks it.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "bot_state.hpp"
#include "bots/any_bot.hpp"
#include "game_api.hpp"
#include "typed_input.hpp"

namespace platform {

// What a typed game adds to BotState to be a session. Every JSON reader throws Error naming
// `where` and the field; none changes the state.
template <class S>
concept SessionGame = BotState<S> && requires(const S cs, const typename S::Action a, const nlohmann::json& j,
                                              const std::string& where, size_t i, int seat) {
  { S::kGameId } -> std::convertible_to<std::string_view>;
  { S::describe() } -> std::convertible_to<nlohmann::json>;             // seats, options, limits (the new-game dialog)
  { S::fromSetup(j) } -> std::same_as<S>;                               // refusals name "setup.<field>"
  { cs.setupJson() } -> std::convertible_to<nlohmann::json>;            // reads back to this very setup
  { cs.actionJson(a) } -> std::convertible_to<nlohmann::json>;          // an object without "player"/"chance"
  { cs.actionFromJson(j, where) } -> std::same_as<typename S::Action>;  // its shape only
  { cs.explain(a) } -> std::convertible_to<std::string>;                // why `a` is not legal now; empty if it is
  { cs.decisionJson() } -> std::convertible_to<nlohmann::json>;         // the pending decision: {"kind", ...}
  { cs.stateJson() } -> std::convertible_to<nlohmann::json>;            // the game's own fields of stateText
  { cs.eventCount() } -> std::convertible_to<size_t>;
  { cs.eventJson(i) } -> std::convertible_to<nlohmann::json>;  // {"id": ..., ...parameters}
  { cs.score(seat) } -> std::convertible_to<int>;
};

// Optional hooks: a seat's answer that continues a turn (startsMove() false before it), and the
// final scoring's answers (inFinalScoring() true while they are asked). Absent: every seat's
// answer starts a move, and no answer is the final scoring's.
template <class S>
bool startsMove(const S& s) {
  if constexpr (requires { s.startsMove(); })
    return s.startsMove();
  else
    return true;
}
template <class S>
bool inFinalScoring(const S& s) {
  if constexpr (requires { s.inFinalScoring(); })
    return s.inFinalScoring();
  else
    return false;
}

// One outcome of the pending chance decision of `s`, drawn from `rng` by the outcomes' weights
// (exactly one draw). `list` is scratch space.
template <BotState S>
typename S::Action drawChance(const S& s, Rng& rng, std::vector<typename S::Action>& list) {
  s.legalActions(list);
  if (list.empty()) throw Error("chance decision without outcomes");
  double total = 0;
  for (const auto& a : list) total += s.chanceWeight(a);
  if (!(total > 0)) throw Error("chance decision whose outcomes weigh nothing");
  double u = double(rng.next() >> 11) * 0x1p-53 * total;
  for (const auto& a : list) {
    u -= s.chanceWeight(a);
    if (u < 0) return a;
  }
  return list.back();  // rounding: u was within the last outcome
}

template <SessionGame S>
class TypedSession final : public GameSession {
 public:
  using Action = typename S::Action;

  static std::unique_ptr<GameSession> create(std::string_view setupText) {
    auto s = std::make_unique<TypedSession>(S::fromSetup(parseInput(setupText, "setup")));
    s->settle();
    return s;
  }
  static std::unique_ptr<GameSession> load(std::string_view recordText) { return loadRecord(recordText, -1); }
  static std::unique_ptr<GameSession> loadAt(std::string_view recordText, int ply) {
    if (ply < 0) failAt("loadAt", "expected a ply of 0 or more, got " + std::to_string(ply));
    return loadRecord(recordText, ply);
  }
  // The registration: `static GameRegistration reg{TypedSession<MyState>::def()};`
  // An optional `static nlohmann::json randomSetup(uint64_t seed)` of the game gives the soak and
  // fuzz drivers varied setups (seat counts, options); without it they play its "defaultSetup".
  static GameDef def() {
    GameDef d{std::string(S::kGameId), [] { return nlohmann::json(S::describe()).dump(); }, &create, &load, &loadAt};
    if constexpr (requires(uint64_t seed) { S::randomSetup(seed); })
      d.randomSetupText = [](uint64_t seed) { return nlohmann::json(S::randomSetup(seed)).dump(); };
    return d;
  }

  explicit TypedSession(S s) : state_(std::move(s)), rng_(readSeed(state_.setupJson()) ^ kChanceSalt) {}

  std::string_view game() const override { return S::kGameId; }
  const S& state() const { return state_; }

  std::string stateText() const override {
    nlohmann::json o = state_.stateJson();
    o["game"] = S::kGameId;
    o["finished"] = state_.finished();
    nlohmann::json scores = nlohmann::json::array();
    for (int p = 0; p < state_.seats(); ++p) scores.push_back(state_.score(p));
    o["scores"] = std::move(scores);
    o["decision"] = nullptr;
    if (!state_.finished()) {
      nlohmann::json d = state_.decisionJson();
      if (state_.decider() == kChanceDecider)
        d["chance"] = true;
      else
        d["player"] = state_.decider();
      o["decision"] = std::move(d);
    }
    return o.dump();
  }

  std::string optionsText() const override {
    nlohmann::json list = nlohmann::json::array();
    if (!state_.finished()) {
      state_.legalActions(scratch_);
      for (const Action& a : scratch_) list.push_back(state_.actionJson(a));
    }
    return list.dump();
  }

  void apply(std::string_view optionJson) override {
    nlohmann::json j = parseInput(optionJson, "option");
    if (state_.finished()) failAt("option", "the game is over: no decision is pending");
    Action a = state_.actionFromJson(j, "option");
    if (std::string why = state_.explain(a); !why.empty()) failAt("option", why);
    transact([&] {
      if (state_.decider() == kChanceDecider) rng_.next();  // a chance outcome named: the stream keeps step
      answer(a);
      settle();
    });
  }

  void applyMove(std::string_view moveJson) override {
    nlohmann::json j = parseInput(moveJson, "move");
    transact([&] {
      recordMove(j, "move " + std::to_string(movesMade()));
      settle();
    });
  }

  bool canUndo() const override { return !history_.empty(); }
  void undo() override {
    if (history_.empty()) throw Error("undo: nothing to undo");
    restore(history_.back());
    history_.pop_back();
    // A loaded record's snapshots are taken before each move unsettled (a record's move may name
    // the chance outcomes that precede it): settle as loadAt of that many moves would.
    settle();
  }

  std::string eventsText(size_t from) const override {
    nlohmann::json list = nlohmann::json::array();
    for (size_t i = from; i < state_.eventCount(); ++i) list.push_back(state_.eventJson(i));
    return list.dump();
  }
  size_t eventCount() const override { return state_.eventCount(); }

  std::string scoresText() const override {
    nlohmann::json list = nlohmann::json::array();
    for (int p = 0; p < state_.seats(); ++p) list.push_back(state_.score(p));
    return list.dump();
  }

  std::string saveText() const override {
    nlohmann::json moves = nlohmann::json::array(), final = nlohmann::json::array();
    for (const Entry& e : log_) {
      nlohmann::json entry = e.json;
      if (e.final) {
        final.push_back(std::move(entry));
      } else if (e.startsMove) {
        moves.push_back(std::move(entry));
      } else {
        if (moves.empty()) moves.push_back(nlohmann::json::object());
        moves.back()["then"].push_back(std::move(entry));
      }
      if (e.note && !e.final) moves.back()["note"] = *e.note;
    }
    nlohmann::json rec = {{"game", S::kGameId}, {"version", 1}, {"setup", state_.setupJson()}, {"moves", moves}};
    if (!final.empty()) rec["final"] = std::move(final);
    return rec.dump();
  }

  bool finished() const override { return state_.finished(); }

  // The platform's bots (engine/platform/bots/), written once for every typed game: "random",
  // "greedy" and "mcts" with params {"iterations": 1..1000000} and/or {"millis": 1..60000}
  // (default 1000 iterations: an iteration budget alone is deterministic).
  std::string botOptionText(std::string_view kind, uint64_t seed, std::string_view paramsJson) const override {
    const nlohmann::json params = parseInput(paramsJson.empty() ? "{}" : paramsJson, "bot params");
    needObject(params, "bot params");
    checkKeys(params, {"iterations", "millis"}, "bot params");
    MctsBudget budget;
    if (params.contains("iterations")) budget.iterations = needInt(params, "iterations", "bot params", 1, 1000000);
    if (params.contains("millis")) {
      budget.seconds = needInt(params, "millis", "bot params", 1, 60000) / 1000.0;
      if (!params.contains("iterations")) budget.iterations = 0;
    }
    if (kind != "random" && kind != "greedy" && kind != "mcts")
      failAt("bot", "unknown kind " + quoteInput(kind) + " (this game's bots: random, greedy, mcts)");
    if (state_.finished()) failAt("bot", "the game is over: no decision is pending");
    return state_.actionJson(makeBot<S>(std::string(kind), seed, budget)->choose(state_)).dump();
  }

  std::unique_ptr<GameSession> clone() const override { return std::make_unique<TypedSession>(*this); }

  void holdChance(bool on) override {
    holdChance_ = on;
    if (!on) settle();
  }

 private:
  static constexpr uint64_t kChanceSalt = 0xC4A7CE5EEDull;  // the chance stream is not the deal's
  struct Entry {
    nlohmann::json json;  // as the record writes it
    bool startsMove = false, final = false;
    std::optional<std::string> note;  // the caption of the move this answer belongs to
  };
  // Where a record holds an answer: a move's inline answer begins a turn, its "then" answers do
  // not, and "final" holds the final scoring's.
  enum class Slot { Opens, Continues, Final };
  struct Snapshot {
    S state;
    Rng rng;
    size_t logSize;
  };

  static std::unique_ptr<GameSession> loadRecord(std::string_view text, int ply) {
    nlohmann::json rec = parseInput(text, "record");
    checkKeys(rec, {"game", "version", "setup", "moves", "final"}, "record");
    auto game = rec.find("game");
    if (game == rec.end() || *game != S::kGameId)
      failAt("record.game", "expected \"" + std::string(S::kGameId) + "\"" +
                                (game == rec.end() ? std::string(", missing") : ", got " + quoteInput(game->dump())));
    if (rec.contains("version")) needInt(rec, "version", "record", 1, 1);
    auto setup = rec.find("setup");
    if (setup == rec.end()) failAt("record.setup", "missing");
    const nlohmann::json moves = rec.value("moves", nlohmann::json::array());
    if (!moves.is_array()) failAt("record.moves", "expected an array of moves");
    if (moves.size() > kMaxRecordMoves)
      failAt("record.moves", "more than " + std::to_string(kMaxRecordMoves) + " moves");
    if (ply > int(moves.size()))
      failAt("loadAt", "expected a ply 0.." + std::to_string(moves.size()) + ", got " + std::to_string(ply));
    auto s = std::make_unique<TypedSession>(S::fromSetup(needObject(*setup, "setup")));
    size_t count = ply < 0 ? moves.size() : size_t(ply);
    for (size_t i = 0; i < count; ++i) s->transact([&] { s->recordMove(moves[i], "move " + std::to_string(i)); });
    if (ply < 0 && rec.contains("final")) {
      const nlohmann::json& final = rec["final"];
      if (!final.is_array()) failAt("record.final", "expected an array of answers");
      for (size_t i = 0; i < final.size(); ++i)
        s->recordAnswer(final[i], "final[" + std::to_string(i) + "]", Slot::Final);
    }
    s->settle();
    return s;
  }

  // Runs f; if it throws, the session is as it was before. Leaves one undo step.
  template <class F>
  void transact(F&& f) {
    history_.push_back({state_, rng_, log_.size()});
    try {
      f();
    } catch (...) {
      restore(history_.back());
      history_.pop_back();
      throw;
    }
  }
  void restore(const Snapshot& s) {
    state_ = s.state;
    rng_ = s.rng;
    log_.resize(s.logSize);
  }

  size_t movesMade() const {
    size_t n = 0;
    for (size_t i = 0; i < log_.size(); ++i) n += !log_[i].final && (log_[i].startsMove || i == 0);
    return n;
  }

  // Applies a legal action and logs it as the record writes it.
  void answer(const Action& a) {
    int decider = state_.decider();
    Entry e;
    e.json = state_.actionJson(a);
    if (decider == kChanceDecider)
      e.json["chance"] = true;
    else
      e.json["player"] = decider;
    e.final = platform::inFinalScoring(state_);
    e.startsMove = decider >= 0 && !e.final && platform::startsMove(state_);
    state_.applyLegal(a);
    log_.push_back(std::move(e));
  }

  void settle() {
    if (holdChance_) return;  // the author names the outcome (apply)
    while (!state_.finished() && state_.decider() == kChanceDecider) answer(drawChance(state_, rng_, scratch_));
  }

  // One record move: its inline answer, then its "then" answers; its note goes with its first.
  void recordMove(const nlohmann::json& move, const std::string& where) {
    nlohmann::json first = needObject(move, where);
    std::optional<std::string> note;
    if (auto it = first.find("note"); it != first.end()) {
      note = readNote(*it, where + ".note");
      first.erase("note");
    }
    size_t opener = log_.size();  // the entry saveText writes the note with
    nlohmann::json then = nlohmann::json::array();
    if (auto it = first.find("then"); it != first.end()) {
      if (!it->is_array()) failAt(where + ".then", "expected an array of answers");
      then = *it;
      first.erase("then");
    }
    if (!first.empty()) {
      recordAnswer(first, where, Slot::Opens);
      opener = log_.size() - 1;  // after any chance outcome left out before it (the last move's)
    } else if (then.empty())
      failAt(where, "expected an answer (\"player\" and its fields) or \"then\" answers");
    else if (!log_.empty())  // saveText writes a move of "then" alone only before the first turn
      failAt(where,
             "expected an answer that begins a turn (a move of \"then\" alone is only the answers before the first "
             "turn)");
    for (size_t i = 0; i < then.size(); ++i)
      recordAnswer(then[i], where + ".then[" + std::to_string(i) + "]", Slot::Continues);
    if (note) log_[opener].note = std::move(note);
  }

  // One recorded answer: who gave it must be who is asked, where it sits where saveText would put
  // it (so an accepted record saves back to itself and loadAt counts its moves); the option must
  // be legal.
  void recordAnswer(const nlohmann::json& entry, const std::string& where, Slot slot) {
    nlohmann::json option = needObject(entry, where);
    const bool chance = option.contains("chance");
    if (chance && option.contains("player")) failAt(where, "an answer is a player's or chance's, not both");
    if (chance && option["chance"] != true) failAt(where + ".chance", "expected true");
    int player = chance ? kChanceDecider : needInt(option, "player", where, 0, state_.seats() - 1);
    option.erase(chance ? "chance" : "player");
    if (!chance && !state_.finished() && state_.decider() == kChanceDecider) settle();  // an outcome left out
    if (state_.finished()) failAt(where, "the game is over: no decision is pending");
    const int asked = state_.decider();
    if (player != asked)
      failAt(where, "this decision is " + who(asked) + ", not " + (chance ? "chance's" : who(player)));
    checkSlot(slot, asked, where);
    Action a = state_.actionFromJson(option, where);
    if (std::string why = state_.explain(a); !why.empty()) failAt(where, why);
    if (chance) rng_.next();  // the stream keeps step with a live game
    answer(a);
  }

  void checkSlot(Slot slot, int asked, const std::string& where) const {
    const bool final = platform::inFinalScoring(state_);
    const bool opens = asked >= 0 && !final && platform::startsMove(state_);  // as answer() logs it
    if (slot == Slot::Final && !final)
      failAt(where, "the final scoring has not begun: this answer belongs in \"moves\"");
    if (slot != Slot::Final && final) failAt(where, "this answer is the final scoring's: it belongs in \"final\"");
    if (slot == Slot::Opens && !opens)
      failAt(where, "this answer does not begin a turn: it belongs in a \"then\" list");
    if (slot == Slot::Continues && opens)
      failAt(where, "this answer begins " + who(asked) + " turn: it belongs in a move of its own");
  }

  static std::string who(int decider) {
    return decider == kChanceDecider ? "chance's" : "player " + std::to_string(decider) + "'s";
  }

  S state_;
  Rng rng_;
  std::vector<Entry> log_;
  std::vector<Snapshot> history_;
  bool holdChance_ = false;
  mutable std::vector<Action> scratch_;
};

}  // namespace platform
