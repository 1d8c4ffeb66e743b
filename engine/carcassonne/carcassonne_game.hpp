// Carcassonne as one game of the platform (engine/platform/game_api.hpp): carc::Session behind the
// JSON contract platform::GameSession, and its registration under the id "carcassonne".
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "game_api.hpp"
#include "session.hpp"

namespace carc {

constexpr std::string_view kGameId = "carcassonne";

class CarcassonneSession final : public platform::GameSession {
 public:
  explicit CarcassonneSession(Session s) : s_(std::move(s)) {}

  std::string_view game() const override { return kGameId; }
  std::string stateText() const override { return s_.stateText(); }
  std::string optionsText() const override { return s_.optionsText(); }
  void apply(std::string_view optionJson) override;
  void applyMove(std::string_view moveJson) override;
  bool canUndo() const override { return s_.canUndo(); }
  void undo() override;
  std::string eventsText(size_t from) const override { return s_.eventsText(from); }
  size_t eventCount() const override { return s_.eventCount(); }
  std::string scoresText() const override { return s_.scoresText(); }
  std::string saveText() const override { return s_.saveText(); }
  bool finished() const override { return s_.game().over(); }
  std::string botOptionText(std::string_view kind, uint64_t seed, std::string_view paramsJson) const override;
  std::unique_ptr<platform::GameSession> clone() const override { return std::make_unique<CarcassonneSession>(*this); }
  void holdChance(bool on) override { s_.holdChance(on); }

  // Carcassonne's own calls (the editor's, the deep checks of the fuzzer) stay on its Session.
  const Session& session() const { return s_; }
  Session& session() { return s_; }

 private:
  Session s_;
};

// The new-game description: seats 2..6 (a sixth only with a set that provides for one), the sets
// and rule options of the catalog with their defaults, the bots, and a default setup (JSON text).
std::string describeText();

// Links this file (and so the registration "carcassonne") into a program that takes the engine
// from its static library and looks games up by name: the command line's soak, fuzz_session. The
// WASM cores do not call it yet (their boundary names Carcassonne's Session itself): the
// registration would bring nlohmann::json into the first core (+36 KB gzip, measured).
void ensureRegistered();

}  // namespace carc
