// libFuzzer target: bytes drive a live game of any registered game through its JSON contract
// (platform::GameSession, engine/platform/game_api.hpp), as the page and the WASM module do.
// The first byte: below 0x80 its value picks the registered game (in id order, modulo their
// number; the fixture game of the tests is one of them), 0x80 and above runs Carcassonne's deep
// driver on the rest (carcassonne_session_driver.hpp: the engine's own state checked; the kept
// inputs of the fuzzer before there were two games are those inputs with 0x80 in front).
// The generic driver: two bytes pick the setup (platform::randomSetup), then each byte picks an
// operation: a listed option, a listed option broken, raw JSON text as an option, a move or a
// setup, undo, save and load (and loadAt), queries and the random bot's option.
// Checked: listed options and the bot's option are accepted; every refusal is a platform::Error
// with a short UTF-8 message and leaves the session exactly as it was (its state and its save);
// undo gives back the state before the last option; save -> load -> save gives the same text and
// state, the record names its game, a clone is the same; a running game lists an option.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "carcassonne_game.hpp"
#include "carcassonne_session_driver.hpp"
#include "fuzz_check.hpp"
#include "game_api.hpp"
#include "soak_driver.hpp"

using json = nlohmann::json;
using carcfuzz::bug;
using carcfuzz::Bytes;

namespace {

// A value that replaces a field: in range or not, of the right type or not.
json oddValue(Bytes& in) {
  switch (in.next() % 9) {
    case 0:
      return in.small();
    case 1:
      return 30000 + in.small() * 1000;
    case 2:
      return uint64_t(1) << 63 | in.next();
    case 3:
      return INT64_MIN + in.next();
    case 4:
      return 1.5;
    case 5:
      return nullptr;
    case 6:
      return json::array({in.small()});
    case 7:
      return json::object();
    default:
      return std::string(1, char(in.next()));
  }
}

// A listed option with one part replaced, removed or added.
json broken(json o, Bytes& in) {
  if (o.is_object() && !o.empty()) {
    auto it = o.begin();
    std::advance(it, in.next() % o.size());
    switch (in.next() % 3) {
      case 0:
        o.erase(it);
        break;
      case 1:
        o["unknownField"] = oddValue(in);
        break;
      default:
        *it = oddValue(in);
        break;
    }
    return o;
  }
  if (o.is_array() && !o.empty()) {
    o[in.next() % o.size()] = oddValue(in);
    return o;
  }
  return oddValue(in);
}

// JSON text of a value whose strings may hold bytes that are no UTF-8 (written as U+FFFD).
std::string text(const json& v) { return v.dump(-1, ' ', false, json::error_handler_t::replace); }

class Driver {
 public:
  Driver(const platform::GameDef& def, Bytes& in) : def_(def) {
    s_ = def.create(platform::randomSetup(def, static_cast<uint64_t>(in.u16())));
  }

  void step(Bytes& in) {
    const Snapshot before = snapshot();
    switch (in.next() % 12) {
      case 0:
      case 1:
      case 2:
      case 3:
        return listed(before, in);
      case 4:
        return attempt(before, "a broken option", [&] { s_->apply(text(broken(pick(in), in))); });
      case 5:
        return attempt(before, "option text", [&] { s_->apply(in.text(48)); });
      case 6:
        return attempt(
            before, "move text", [&] { s_->applyMove(in.text(64)); }, kMove);
      case 7:
        return attempt(
            before, "a listed option as a move", [&] { s_->applyMove(pick(in).dump()); }, kMove);
      case 8:
        return undo(before);
      case 9:
        return roundTrip(in);
      case 10:
        return queries(before, in);
      default:
        return bot(before, in);
    }
  }

 private:
  struct Snapshot {
    std::string state, save;
    bool operator==(const Snapshot&) const = default;
  };
  Snapshot snapshot() const { return {s_->stateText(), s_->saveText()}; }

  // After an accepted change: a running game lists an option. Undo takes back one option (not a
  // whole move): it is checked against `before` only after one.
  void accepted(const Snapshot& before, bool oneOption) {
    lastBefore_.reset(), options_.reset();
    if (oneOption && s_->canUndo()) lastBefore_ = before;
    if (!s_->finished() && options().empty()) bug("a running game lists no option");
  }

  enum Change { kQuery, kOption, kMove };

  // Runs f; a refusal must be a platform::Error that leaves the session as it was.
  template <class F>
  void attempt(const Snapshot& before, const char* what, F&& f, Change change = kOption) {
    try {
      f();
    } catch (const platform::Error& e) {
      carcfuzz::checkMessage(e);
      if (!(snapshot() == before)) bug(std::string(what) + " was refused but changed the game: " + e.what());
      return;
    }
    if (change != kQuery) accepted(before, change == kOption);
  }

  // The pending decision's options, read once per position (a long list is most of a step's time).
  const json& options() {
    if (!options_) options_ = json::parse(s_->optionsText());
    if (!options_->is_array()) bug("the options are not a list");
    return *options_;
  }

  json pick(Bytes& in) {
    const json& listed = options();
    if (listed.empty()) return json::object();
    return listed[in.u16() % listed.size()];
  }

  void listed(const Snapshot& before, Bytes& in) {
    if (s_->finished()) return;
    const json o = pick(in);
    try {
      s_->apply(o.dump());
    } catch (const platform::Error& e) {
      bug("a listed option was refused: " + o.dump().substr(0, 200) + ": " + e.what());
    }
    accepted(before, true);
  }

  void bot(const Snapshot& before, Bytes& in) {
    if (s_->finished()) return;
    const std::string o = s_->botOptionText("random", in.next(), "{}");
    try {
      s_->apply(o);
    } catch (const platform::Error& e) {
      bug("the bot's option was refused: " + o.substr(0, 200) + ": " + e.what());
    }
    accepted(before, true);
  }

  void undo(const Snapshot& before) {
    if (!s_->canUndo()) return attempt(before, "undo with nothing to undo", [&] { s_->undo(); });
    s_->undo();
    options_.reset();
    if (lastBefore_ && !(snapshot() == *lastBefore_)) bug("undo did not give back the state before the last option");
    lastBefore_.reset();
  }

  void roundTrip(Bytes& in) {
    const Snapshot now = snapshot();
    if (platform::recordGame(json::parse(now.save)).id != def_.id) bug("the saved record names another game");
    try {
      auto loaded = def_.load(now.save);
      if (loaded->saveText() != now.save) bug("save -> load -> save differs: " + now.save.substr(0, 300));
      if (loaded->stateText() != now.state) bug("save -> load gives another state: " + now.save.substr(0, 300));
    } catch (const platform::Error& e) {
      bug(std::string("a saved record is refused: ") + e.what());
    }
    if (!(Snapshot{s_->clone()->stateText(), s_->clone()->saveText()} == now)) bug("a clone differs");
    // The first plies of the record: a ply past its moves is refused with an Error.
    const int ply = in.next() % 64;
    try {
      (void)def_.loadAt(now.save, ply)->stateText();
    } catch (const platform::Error& e) {
      carcfuzz::checkMessage(e);
    }
  }

  void queries(const Snapshot& before, Bytes& in) {
    (void)s_->eventsText(in.next());
    (void)s_->eventCount(), (void)s_->scoresText();
    attempt(
        before, "botOption()",
        [&] {
          const std::string kind = in.next() % 2 ? "random" : in.text(8);
          (void)s_->botOptionText(kind, in.next(), in.text(24));
        },
        kQuery);
    attempt(
        before, "create()", [&] { (void)def_.create(in.text(64)); }, kQuery);
    if (!(snapshot() == before)) bug("a query changed the game");
  }

  const platform::GameDef& def_;
  std::unique_ptr<platform::GameSession> s_;
  std::optional<Snapshot> lastBefore_;
  std::optional<json> options_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Bytes in{data, size};
  const uint8_t first = in.next();
  if (first >= 0x80) {
    carcfuzz::deep::run(in);
    return 0;
  }
  carc::ensureRegistered();
  const auto games = platform::registeredGames();
  if (games.empty()) bug("no game is registered (the registration was not linked)");
  Driver d(*games[first % games.size()], in);
  for (int ops = 0; ops < 300 && !in.empty(); ++ops) d.step(in);
  return 0;
}
