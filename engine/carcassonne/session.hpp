// A game behind a JSON interface: what the WASM module exposes, kept in the engine so that native
// tests exercise the same code. Every method throws Error on bad input and leaves the game as it was.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>

#include "record.hpp"

namespace carc {

// The catalog as a page needs it: tile sets with their drawing data, rule options, figures.
nlohmann::json catalogJson(const Catalog& cat);
std::string catalogText(const Catalog& cat);  // the same as JSON text (the WASM module hands it out)

// Refuses a new game's setup whose seed lies outside 0..kMaxSeed (records keep any 64-bit seed).
void checkNewSeed(const jsonin::Value& setup);

class Session {
 public:
  // Values of the engine's reader (the WASM module's arguments); each has a twin taking a tree
  // built in native code (tests, the command line: native_json.cpp).
  static Session create(const jsonin::Value& setup);
  static Session load(const jsonin::Value& record);  // a record object or a JSON string
  // The position after the first `ply` moves of a record (no "end"): for step-by-step viewers.
  static Session loadAt(const jsonin::Value& record, int ply);
  static Session create(const nlohmann::json& setup);
  static Session load(const nlohmann::json& record);
  static Session loadAt(const nlohmann::json& record, int ply);
  // A record's JSON text (what a record inside a JSON string holds), read within the limits: the
  // whole record, or (ply) its first moves as loadAt.
  static Session loadText(std::string_view text, std::optional<int> ply);

  nlohmann::json state() const;
  std::string stateText() const;  // state() as JSON text (what the WASM module hands out)
  nlohmann::json options() const;
  std::string optionsText() const;
  void apply(const jsonin::Value& option);
  void applyMove(const jsonin::Value& move);
  void apply(const nlohmann::json& option);
  void applyMove(const nlohmann::json& move);
  bool canUndo() const { return game_.canUndo(); }
  void undo() { game_.undo(); }
  nlohmann::json events(size_t from) const { return eventsJson(game_, std::min(from, game_.events().size())); }
  std::string eventsText(size_t from) const;
  size_t eventCount() const { return game_.events().size(); }
  nlohmann::json scores() const;
  std::string scoresText() const;
  nlohmann::json save() const { return saveRecord(game_); }
  std::string saveText() const { return saveRecordText(game_); }
  nlohmann::json feature(int x, int y, int segment) const;
  std::string featureText(int x, int y, int segment) const;
  // The caption and marks of record move `move` (0-based, a move made so far), each lit feature
  // with its shape as feature() gives it; null when the move has none.
  nlohmann::json annotation(int move) const;
  std::string annotationText(int move) const;
  // The segments of the placed tile at (x, y), in board orientation: segment, at, feature, px, py.
  nlohmann::json segments(int x, int y) const;
  std::string segmentsText(int x, int y) const;
  // Record moves one step at a time (the editor): give this turn to a player (a free deck only),
  // and name the tile drawn for it. Both only at the start of a turn, once each, the turn first
  // (Game::forceTurnPlayer, Game::forceDraw); a save keeps both (record "player", "drawn", "next").
  void giveTurn(int player);
  void draw(const std::string& tile);
  // Chance held (the editor: the author names a die's face, the message drawn): apply() leaves a
  // chance decision pending, so that options() lists its outcomes; off (the default), the game's
  // own seeded stream decides at once. Turning it off settles what is pending.
  void holdChance(bool on);
  // The option a bot picks for the pending decision. params: {} or, for mcts, {"iterations": N}
  // and/or {"millis": M} (default 1000 iterations; an iteration budget alone is deterministic),
  // and {"availability": true} for exploration by availability (MctsBudget).
  nlohmann::json botOption(const std::string& kind, uint64_t seed,
                           const nlohmann::json& params = nlohmann::json::object()) const;
  std::string botOptionText(const std::string& kind, uint64_t seed, const jsonin::Value& params) const;
  // Plays the game to its end with random bots (tests, benchmarks); returns the final record.
  nlohmann::json playRandom(uint64_t seed);
  std::string playRandomText(uint64_t seed);  // the same record as JSON text
  const Game& game() const { return game_; }

 private:
  explicit Session(Game g) : game_(std::move(g)) {}
  Action toAction(const jsonin::Value& option) const;
  Game game_;
  bool holdChance_ = false;
};

// The benchmark both the command line and the WASM module run: N random games from seed, every
// decision answered uniformly at random. By default as a playout does (Game::randomAction samples a
// placement); with listEveryOption as RandomBot does (the full legalActions list at every decision).
struct BenchResult {
  int games = 0;
  long long decisions = 0;
  uint64_t signature = 0;
};
BenchResult benchRandomGames(const Setup& base, int games, uint64_t seed, bool listEveryOption = false);

}  // namespace carc
