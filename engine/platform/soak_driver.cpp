#include "soak_driver.hpp"

#include <exception>
#include <memory>
#include <nlohmann/json.hpp>

#include "rng.hpp"

namespace platform {

namespace {

using json = nlohmann::json;

// A broken expectation of the soak: caught in soakDriverGame and reported with the game's seed.
struct Broken : std::exception {
  std::string what_;
  explicit Broken(std::string w) : what_(std::move(w)) {}
  const char* what() const noexcept override { return what_.c_str(); }
};

[[noreturn]] void broken(const std::string& what) { throw Broken(what); }

std::string cut(const std::string& s) { return s.size() > 300 ? s.substr(0, 300) + "..." : s; }

class Soak {
 public:
  Soak(const GameDef& def, uint64_t seed, SoakDriverCounts& counts, const SoakDriverOptions& o)
      : def_(def), seed_(seed), counts_(counts), o_(o), rng_(seed ^ 0x50A4D21Eull) {}

  void play() {
    s_ = def_.create(randomSetup(def_, seed_));
    const long long offset = static_cast<long long>(seed_ % 1'000'003);
    for (decision_ = 0; !s_->finished(); ++decision_) {
      if (decision_ >= o_.moveCap) broken("the game did not end within " + std::to_string(o_.moveCap) + " decisions");
      checkPending();
      if ((decision_ + offset) % o_.deepEvery == 0) roundTrip();
      step((decision_ + offset) % o_.undoEvery == 0);
      ++counts_.decisions;
    }
    checkPending();
    roundTrip();
    ++counts_.games;
    uint64_t h = 1469598103934665603ull ^ seed_;  // FNV-1a over the seed and the final scores
    for (char c : s_->scoresText()) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    counts_.signature += h;
  }

  SoakDriverFailure failure(const std::string& what) const {
    SoakDriverFailure f{def_.id, seed_, s_ ? decision_ : -1, what, option_, ""};
    try {
      if (s_) f.record = s_->saveText();
    } catch (const std::exception& e) {
      f.record = std::string("(no record: ") + e.what() + ")";
    }
    return f;
  }

 private:
  // The state's decision is null exactly when the game is finished; a pending one lists options.
  void checkPending() {
    const json state = json::parse(s_->stateText());
    if (!state.is_object() || !state.contains("decision")) broken("the state has no \"decision\"");
    const bool finished = s_->finished();
    if (state["decision"].is_null() != finished)
      broken(finished ? "the game is finished but a decision is pending" : "no decision is pending in a running game");
    options_ = json::parse(s_->optionsText());
    if (!options_.is_array()) broken("the options are not a list: " + cut(options_.dump()));
    ++counts_.optionLists;
    if (!finished && options_.empty()) broken("the pending decision lists no option: " + cut(state["decision"].dump()));
  }

  void step(bool undoDue) {
    option_ = options_[rng_.below(static_cast<uint32_t>(options_.size()))].dump();
    const std::string state = undoDue ? s_->stateText() : "", save = undoDue ? s_->saveText() : "";
    applyListed();
    if (!undoDue || !s_->canUndo()) return;
    s_->undo();
    ++counts_.undoChecks;
    if (s_->stateText() != state) broken("apply, undo does not give back the state before");
    if (s_->saveText() != save) broken("apply, undo does not give back the record before");
    applyListed();
  }

  void applyListed() {
    try {
      s_->apply(option_);
    } catch (const Error& e) {
      broken(std::string("a listed option was refused: ") + e.what());
    }
  }

  void roundTrip() {
    const std::string text = s_->saveText(), state = s_->stateText();
    ++counts_.roundTrips;
    if (const GameDef& named = recordGame(json::parse(text)); named.id != def_.id)
      broken("the saved record names the game \"" + named.id + "\"");
    std::unique_ptr<GameSession> loaded;
    try {
      loaded = def_.load(text);
    } catch (const Error& e) {
      broken(std::string("the saved record is refused: ") + e.what());
    }
    if (loaded->saveText() != text) broken("save -> load -> save differs");
    if (loaded->stateText() != state) broken("save -> load gives another state");
    std::unique_ptr<GameSession> copy = s_->clone();
    ++counts_.cloneChecks;
    if (copy->stateText() != state || copy->saveText() != text) broken("a clone differs from the game");
  }

  const GameDef& def_;
  uint64_t seed_;
  SoakDriverCounts& counts_;
  const SoakDriverOptions& o_;
  Rng rng_;
  std::unique_ptr<GameSession> s_;
  long long decision_ = 0;
  json options_;
  std::string option_;
};

}  // namespace

void SoakDriverCounts::add(const SoakDriverCounts& o) {
  games += o.games, decisions += o.decisions, optionLists += o.optionLists, roundTrips += o.roundTrips;
  cloneChecks += o.cloneChecks, undoChecks += o.undoChecks, signature += o.signature;
}

std::string randomSetup(const GameDef& def, uint64_t seed) {
  if (def.randomSetupText) return def.randomSetupText(seed);
  json d = json::parse(def.describeText());
  if (!d.is_object() || !d.contains("defaultSetup") || !d["defaultSetup"].is_object())
    throw Error("game \"" + def.id + "\" has neither randomSetupText nor a \"defaultSetup\" in its description");
  d["defaultSetup"]["seed"] = seed;
  return d["defaultSetup"].dump();
}

std::optional<SoakDriverFailure> soakDriverGame(const GameDef& def, uint64_t seed, SoakDriverCounts& counts,
                                                const SoakDriverOptions& options) {
  Soak soak(def, seed, counts, options);
  try {
    soak.play();
  } catch (const std::exception& e) {  // a broken check, or anything the game threw
    return soak.failure(e.what());
  }
  return std::nullopt;
}

}  // namespace platform
