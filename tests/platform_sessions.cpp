// Carcassonne as a platform game (engine/carcassonne/carcassonne_game.hpp): its registration and
// description, the record's "game" field, and the platform's soak driver (engine/platform/
// soak_driver.hpp) over it and over a toy game with a flaw planted, so that each check can fail.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "boundary.hpp"
#include "carcassonne_game.hpp"
#include "file_text.hpp"
#include "record.hpp"
#include "soak_driver.hpp"
#include "test_scale.hpp"

namespace {

using json = nlohmann::json;

using testfile::readFile;

const platform::GameDef& carcassonne() {
  const platform::GameDef* def = platform::findGame("carcassonne");
  REQUIRE(def != nullptr);
  return *def;
}

// ---- a toy game for the soak driver: add 1 or 2 until the sum reaches 10, each flaw planted on demand

enum class Flaw { None, NoOptions, UndoForgets, NeverEnds, LoadLoses };
Flaw flaw = Flaw::None;
constexpr const char* kToy = "soak-driver-toy";

class Toy final : public platform::GameSession {
 public:
  explicit Toy(uint64_t seed) : seed_(seed) {}
  std::string_view game() const override { return kToy; }
  std::string stateText() const override {
    json d = finished() ? json(nullptr) : json{{"player", moves_.size() % 2}};
    return json{{"decision", d}, {"sum", sum_}}.dump();
  }
  std::string optionsText() const override {
    if (finished() || (flaw == Flaw::NoOptions && sum_ >= 4)) return "[]";
    return "[1, 2]";
  }
  void apply(std::string_view option) override {
    json v = json::parse(option, nullptr, false);
    if (!v.is_number_integer() || (v != 1 && v != 2)) throw platform::Error("option: expected 1 or 2");
    moves_.push_back(v.get<int>());
    if (flaw != Flaw::NeverEnds) sum_ += moves_.back();
  }
  void applyMove(std::string_view move) override { apply(move); }
  bool canUndo() const override { return !moves_.empty(); }
  void undo() override {
    if (flaw != Flaw::UndoForgets && flaw != Flaw::NeverEnds) sum_ -= moves_.back();
    moves_.pop_back();
  }
  std::string eventsText(size_t) const override { return "[]"; }
  size_t eventCount() const override { return 0; }
  std::string scoresText() const override { return "[" + std::to_string(sum_) + "]"; }
  std::string saveText() const override { return json{{"game", kToy}, {"seed", seed_}, {"moves", moves_}}.dump(); }
  bool finished() const override { return sum_ >= 10; }
  std::string botOptionText(std::string_view, uint64_t, std::string_view) const override { return "1"; }
  std::unique_ptr<platform::GameSession> clone() const override { return std::make_unique<Toy>(*this); }

 private:
  uint64_t seed_;
  int sum_ = 0;
  std::vector<int> moves_;
};

std::unique_ptr<platform::GameSession> toyCreate(std::string_view setup) {
  return std::make_unique<Toy>(json::parse(setup).at("seed").get<uint64_t>());
}
std::unique_ptr<platform::GameSession> toyLoad(std::string_view record) {
  json r = json::parse(record);
  auto t = std::make_unique<Toy>(r.at("seed").get<uint64_t>());
  auto moves = r.at("moves").get<std::vector<int>>();
  if (flaw == Flaw::LoadLoses && !moves.empty()) moves.pop_back();
  for (int m : moves) t->apply(std::to_string(m));
  return t;
}
std::unique_ptr<platform::GameSession> toyLoadAt(std::string_view record, int) { return toyLoad(record); }
// No randomSetupText: the driver plays the description's defaultSetup with its seed set.
std::string toyDescribe() { return R"({"seats": {"min": 1, "max": 1}, "defaultSetup": {"seed": 0}})"; }

const platform::GameRegistration toyRegistration{{kToy, toyDescribe, toyCreate, toyLoad, toyLoadAt}};

}  // namespace

TEST_CASE("carcassonne is a registered platform game and describes its new game") {
  const platform::GameDef& def = carcassonne();
  const json d = json::parse(def.describeText());
  CHECK(d["game"] == "carcassonne");
  CHECK(d["seats"]["min"] == 2);
  CHECK(d["seats"]["max"] == 6);
  const json catalog = carc::catalogJson(carc::Catalog::standard());
  CHECK(d["ruleOptions"] == catalog["ruleOptions"]);
  REQUIRE(d["sets"].size() == catalog["sets"].size());
  int defaults = 0;
  for (const json& s : d["sets"]) defaults += s["default"].get<bool>() ? 1 : 0;
  CHECK(defaults == 1);
  CHECK(d["sets"][0]["id"] == "base");
  CHECK(d["sets"][0]["default"] == true);
  CHECK(d["sets"][0]["maxPlayers"] == 5);
  int six = 0;
  for (const json& s : d["sets"]) six += s.value("maxPlayers", 0) == 6 ? 1 : 0;
  CHECK(six >= 1);
  CHECK(d["bots"] == json({"random", "greedy", "mcts"}));
  // The default setup makes a game, and the session answers through the contract.
  auto s = def.create(d["defaultSetup"].dump());
  CHECK(s->game() == "carcassonne");
  CHECK_FALSE(s->finished());
  CHECK(json::parse(s->optionsText()).size() > 0);
  CHECK(json::parse(s->stateText())["decision"]["kind"] == "tile");
  // A refused option leaves the session as it was.
  const std::string before = s->saveText();
  CHECK_THROWS_WITH(s->apply(R"({"type": "tile", "tile": "nope", "x": 0, "y": 1, "rot": 0})"),
                    Catch::Contains("unknown tile"));
  CHECK_THROWS_WITH(s->undo(), Catch::Contains("nothing to undo"));
  CHECK(s->saveText() == before);
}

TEST_CASE("a record may name its game: \"carcassonne\" replays the same, others are refused by name") {
  const std::string path = std::string(CARC_SOURCE_DIR) + "/tests/records/fields_000.json";
  const std::string text = readFile(path);
  json rec = json::parse(text);
  REQUIRE_FALSE(rec.contains("game"));
  const carc::Catalog& cat = carc::Catalog::standard();
  const carc::Game plain = carc::loadRecord(cat, rec);

  json named = rec;
  named["game"] = "carcassonne";
  const carc::Game g = carc::loadRecord(cat, named);
  CHECK(carc::replayJson(g) == carc::replayJson(plain));
  // The writer adds no field: the save is the text it was before.
  CHECK(carc::saveRecordText(g) == carc::saveRecordText(plain));
  CHECK(carc::saveRecordText(g).find("\"game\"") == std::string::npos);
  // Through the platform: recordGame names Carcassonne, its load replays the same.
  CHECK(platform::recordGame(named).id == "carcassonne");
  CHECK(platform::recordGame(rec).id == "carcassonne");
  CHECK(carcassonne().load(named.dump())->saveText() == carc::saveRecordText(plain));

  // Refused, with words naming the field and the value, the session left as it was.
  const std::vector<std::pair<json, std::string>> bad = {
      {3, "record.game: expected a string naming the game, got 3"},
      {"chess", "record.game: 'chess' is not carcassonne: this reader reads Carcassonne records"},
      {json::array({"carcassonne"}), "record.game: expected a string naming the game, got an array"},
      {nullptr, "record.game: expected a string naming the game, got null"},
      {"Carcassonne", "record.game: 'Carcassonne' is not carcassonne"},
      {kToy, "record.game: 'soak-driver-toy' is not carcassonne"},
      {std::string(60, 'x') + "\n", "record.game: 'xxxxxxxxxxxxxxxxxxxx"},
  };
  // The platform's dispatch names the registered games (and so sends a record to its own game).
  CHECK(platform::recordGame(json{{"game", kToy}}).id == kToy);
  CHECK_THROWS_WITH(platform::recordGame(json{{"game", 3}}), "record.game: expected a string naming the game, got 3");
  // (every game this binary registers, in id order: the test-only games too)
  std::string plays;
  for (const platform::GameDef* d : platform::registeredGames()) plays += (plays.empty() ? "" : ", ") + d->id;
  CHECK(plays.find("carcassonne") == 0);
  CHECK(plays.find(kToy) != std::string::npos);
  CHECK_THROWS_WITH(platform::recordGame(json{{"game", "chess"}}),
                    "record.game: \"chess\" is not a game this engine plays (it plays " + plays + ")");
  CHECK_THROWS_WITH(
      platform::recordGame(json{{"game", std::string(60, 'x') + "\n"}}),
      "record.game: \"" + std::string(40, 'x') + "...\" is not a game this engine plays (it plays " + plays + ")");
  carc::wasm::GameApi api;
  REQUIRE(json::parse(api.load(text))["ok"] == true);
  const std::string state = api.state(), save = api.save();
  for (const auto& [value, words] : bad) {
    json r = rec;
    r["game"] = value;
    INFO(value.dump());
    CHECK_THROWS_WITH(carc::loadRecord(cat, r), Catch::Contains(words));
    CHECK_THROWS_WITH(carc::loadRecord(cat, r), !Catch::Contains("\n"));
    CHECK_THROWS_WITH(carcassonne().load(r.dump()), Catch::Contains(words));
    const json reply = json::parse(api.load(r.dump()));
    CHECK(reply["ok"] == false);
    CHECK_THAT(reply["error"].get<std::string>(), Catch::Contains(words));
    CHECK(api.state() == state);
    CHECK(api.save() == save);
  }
}

TEST_CASE("every kept record replays the same with \"game\": \"carcassonne\" and saves without it") {
  namespace fs = std::filesystem;
  const carc::Catalog& cat = carc::Catalog::standard();
  int records = 0;
  for (const char* dir : {"tests/records", "tests/fixtures/records", "web/examples"}) {
    const fs::path folder = fs::path(CARC_SOURCE_DIR) / dir;
    if (!fs::is_directory(folder)) continue;
    for (const auto& e : fs::directory_iterator(folder)) {
      if (e.path().extension() != ".json") continue;
      json rec = json::parse(readFile(e.path().string()), nullptr, false);
      if (!rec.is_object() || rec.contains("game") || rec.value("format", "") != "carcassonne-record") continue;
      INFO(e.path().string());
      json named = rec;
      named["game"] = "carcassonne";
      std::string plain, withGame;
      try {
        const carc::Game g = carc::loadRecord(cat, rec);
        plain = carc::replayJson(g).dump() + carc::saveRecordText(g);
      } catch (const carc::Error& err) {
        plain = err.what();
      }
      try {
        const carc::Game g = carc::loadRecord(cat, named);
        withGame = carc::replayJson(g).dump() + carc::saveRecordText(g);
      } catch (const carc::Error& err) {
        withGame = err.what();
      }
      CHECK(withGame == plain);
      ++records;
    }
  }
  CHECK(records > 40);
}

// Six games, twice (whole Carcassonne games through JSON: under the sanitizers each takes seconds;
// `carcassonne soak --platform` plays as many as one asks).
TEST_CASE("the platform's soak driver plays carcassonne games clean, the same each time") {
  const uint64_t kGames = uint64_t(carctest::scaled(6, 2));
  platform::SoakDriverCounts counts;
  for (uint64_t seed = 0; seed < kGames; ++seed) {
    auto f = platform::soakDriverGame(carcassonne(), seed, counts);
    INFO((f ? f->what + " at decision " + std::to_string(f->decision) + ", record " + f->record : ""));
    REQUIRE_FALSE(f);
  }
  CHECK(counts.games == kGames);
  CHECK(counts.decisions > kGames * 50);
  CHECK(counts.optionLists == counts.decisions + kGames);
  CHECK(counts.roundTrips >= counts.decisions / 32);  // every 32nd decision, and at each end
  CHECK(counts.cloneChecks == counts.roundTrips);
  CHECK(counts.undoChecks > 0);
  // The same seeds give the same games.
  platform::SoakDriverCounts again;
  for (uint64_t seed = 0; seed < kGames; ++seed) REQUIRE_FALSE(platform::soakDriverGame(carcassonne(), seed, again));
  CHECK(again.signature == counts.signature);
  CHECK(again.decisions == counts.decisions);
}

TEST_CASE("the platform's soak driver reports a game whose check fails, with its seed and record") {
  const platform::GameDef& toy = *platform::findGame(kToy);
  platform::SoakDriverOptions options;
  options.moveCap = 100;
  options.undoEvery = 1;
  options.deepEvery = 1;
  flaw = Flaw::None;
  platform::SoakDriverCounts counts;
  for (uint64_t seed = 0; seed < 5; ++seed) REQUIRE_FALSE(platform::soakDriverGame(toy, seed, counts, options));
  CHECK(counts.games == 5);
  CHECK(counts.undoChecks == counts.decisions);

  const std::vector<std::pair<Flaw, std::string>> flaws = {
      {Flaw::NoOptions, "the pending decision lists no option"},
      {Flaw::UndoForgets, "apply, undo does not give back the state before"},
      {Flaw::NeverEnds, "the game did not end within 100 decisions"},
      {Flaw::LoadLoses, "save -> load -> save differs"},
  };
  for (const auto& [f, words] : flaws) {
    INFO(words);
    flaw = f;
    platform::SoakDriverCounts c;
    auto failure = platform::soakDriverGame(toy, 7, c, options);
    flaw = Flaw::None;
    REQUIRE(failure);
    CHECK(failure->game == kToy);
    CHECK(failure->seed == 7);
    CHECK_THAT(failure->what, Catch::Contains(words));
    CHECK(json::parse(failure->record)["seed"] == 7);
    CHECK(c.games == 0);
  }
}
