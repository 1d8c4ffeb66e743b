// Issue 44 items 5-7: every field of a record move and of its `then` entries is read and checked
// or refused by name (partial moves too), a module's rule accepts exactly the answers it lists, and
// the live API (applyMove) and the record reader (loadRecord) accept exactly the same moves.
#include <algorithm>
#include <filesystem>

#include "input_limits.hpp"
#include "modules/wonders.hpp"
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;

namespace {

// `rec` with move n replaced by `move` and the moves after it (and the end) dropped.
json withLastMove(json rec, size_t n, const json& move) {
  rec["moves"].erase(rec["moves"].begin() + static_cast<std::ptrdiff_t>(n), rec["moves"].end());
  rec["moves"].push_back(move);
  rec.erase("end");
  rec.erase("final");
  return rec;
}

// `bad` as move n: refused by the record reader with `message`, and by the live API (applyMove on
// the game before move n) with the same words, that game left as it was.
void refusedBoth(const json& rec, size_t n, const json& bad, const std::string& message) {
  INFO(bad.dump());
  CHECK(loadError(withLastMove(rec, n, bad)) == message);
  Game live = carc::loadRecordAt(cat(), rec, static_cast<int>(n));
  const Game copy = live;
  std::string liveError;
  try {
    carc::applyMove(live, bad, static_cast<int>(n));
  } catch (const carc::Error& e) {
    liveError = e.what();
  }
  CHECK(liveError == message);
  CHECK(stateDifference(live, copy) == "");
}

json baseRecord(const std::string& moves) {
  json r = record(2, moves);
  r["version"] = 2;
  return r;
}

const char* const kFigureStepOpen =
    "the move is partial and leaves player 0's figure step open; no answer can come after it";

}  // namespace

TEST_CASE("record answers: a partial move reads every then entry it carries", "[record][hardening]") {
  // Saved before the figure step: nothing of the turn comes after that step, so any entry is refused
  // by its place (it used to be skipped unread, and save() dropped it).
  json rec = baseRecord(R"([{"tile": "V", "x": 1, "y": 0, "rot": 0, "partial": true}])");
  CHECK(loadError(rec) == "");
  for (const char* entry :
       {R"({"zzz": 1})", R"({"chance": "x"})", R"({"player": 9, "pass": true})", R"({"player": 0, "pass": true})"}) {
    json bad = rec["moves"][0];
    bad["then"] = json::array({json::parse(entry)});
    refusedBoth(rec, 0, bad, std::string("move 0.then[0]: ") + kFigureStepOpen);
  }
  // A partial move that answers a decision before its figure step keeps that answer in its save.
  json gold = recordFile("gold_choice.json");
  json half = gold["moves"][3];  // the second bar's answer, then the figure step left open
  half["partial"] = true;
  Game g = load(withLastMove(gold, 3, half));
  REQUIRE(g.pending().front().core());
  json saved = carc::saveRecord(g);
  REQUIRE(saved["moves"][3]["then"].size() == 1);  // the bar on (0,0): the writer leaves x and y out
  CHECK(saved["moves"][3]["then"][0] == json::parse(R"({"player": 1, "gold": {"code": 1}})"));
  CHECK(saved["moves"][3]["partial"] == true);
  CHECK(stateDifference(load(saved), g) == "");
  // Stopped at the gold decision, the move cannot answer its later figure step.
  half.erase("then");
  half["meeple"] = {{"at", "C"}};
  refusedBoth(gold, 3, half,
              "move 3.meeple: the move is partial and leaves player 1's decision (put the second gold bar on a tile "
              "next to the gold tile) open before its figure step, so the figure step cannot be answered");
}

TEST_CASE("record answers: no field is accepted and ignored", "[record][hardening]") {
  // recall and action both answer the figure step: one of them would be ignored.
  json abbot = recordFile("abbot_recall_004.json");
  for (const json& action : {json::parse(R"({"module": "abbot", "code": 1, "x": 0, "y": 1})"), json(5)}) {
    json bad = abbot["moves"][4];
    bad["action"] = action;
    refusedBoth(abbot, 4, bad, "move 4.action: the figure step takes one answer, and the move gives 'recall' too");
  }
  // Chance names no player: the entry's "player" is refused, whatever it says.
  json crash = recordFile("flier_crash.json");
  for (const json& player : {json("not a player"), json(0)}) {
    json bad = crash["moves"][0];
    bad["then"][0]["player"] = player;
    refusedBoth(crash, 0, bad, "move 0.then[0].player: chance decides this (roll the flier's die), no player");
  }
  // A flight takes no square: x and y are refused, by the record reader and by the live API.
  json fly = crash["moves"][0];
  fly["action"]["x"] = 2, fly["action"]["y"] = 3;
  refusedBoth(crash, 0, fly, "move 0.action.x: this answer takes no x, got 2");
  fly["action"]["x"] = 0;
  refusedBoth(crash, 0, fly, "move 0.action.y: this answer takes no y, got 3");
  fly["action"].erase("x");
  refusedBoth(crash, 0, fly, "move 0.action.y: this answer takes no y, got 3");
  fly["action"]["x"] = 0, fly["action"]["y"] = 0;  // zero is what the writer leaves out
  CHECK(loadError(withLastMove(crash, 0, fly)) == "");
  carc::Session s = carc::Session::loadAt(crash, 0);
  s.applyMove(json::parse(R"({"tile": "fl/G", "x": 0, "y": 1, "rot": 0, "partial": true})"));
  const Game before = s.game();
  CHECK_THROWS_WITH(s.apply(json::parse(R"({"type": "module", "module": "flier", "code": 1, "x": 2, "y": 3})")),
                    "this answer takes no x, got 2");
  CHECK(stateDifference(s.game(), before) == "");
  // A cell is x and y: one without the other is refused as for figures and ferries (a robber's
  // space, which is x alone, needs no y: robbers_rules.cpp) ...
  json gold = recordFile("gold_choice.json");
  for (const char* drop : {"x", "y"}) {
    json bad = gold["moves"][3];
    bad["then"][0]["gold"].erase(drop);
    refusedBoth(gold, 3, bad, std::string("move 3.then[0].gold: missing field '") + drop + "'");
  }
  // ... and neither is (0,0), as the writer leaves it out.
  json zero = gold["moves"][3];
  zero["then"][0]["gold"].erase("x"), zero["then"][0]["gold"].erase("y");
  CHECK(stateDifference(load(withLastMove(gold, 3, zero)), load(withLastMove(gold, 3, gold["moves"][3]))) == "");
  // A wonder's pick in the generic codec reads x (the wonder), not y.
  json nazca = recordFile("wonders_nazca-lines_001.json");
  Game g = load(withLastMove(nazca, 6, nazca["moves"][6]));
  int wonders = cat().moduleIndex("wonders"), picked = -1;
  for (const carc::LogEntry& e : g.log())
    if (e.action.type == ActionType::Module && e.action.module == wonders &&
        e.action.code == carc::Wonders::kPickWonder)
      picked = e.action.x;
  REQUIRE(picked >= 0);
  json pick = nazca["moves"][6];
  pick["then"][0]["wonders"] = {{"code", carc::Wonders::kPickWonder}, {"x", picked}, {"y", 0}};
  CHECK(loadError(withLastMove(nazca, 6, pick)) == "");
  pick["then"][0]["wonders"]["y"] = 4;
  refusedBoth(nazca, 6, pick, "move 6.then[0].wonders.y: this answer takes no y, got 4");
}

namespace {

bool isFixture(std::string_view id) { return id.rfind("fx-", 0) == 0; }

// A random game's record with these sets (3 players; a set that needs Inns & Cathedrals takes it).
json randomRecord(std::vector<std::string> sets, uint64_t seed) {
  json setup = {{"players", {{{"name", "A"}}, {{"name", "B"}}, {{"name", "C"}}}}, {"seed", seed}};
  setup["sets"] = sets;
  std::optional<Game> g;
  try {
    g.emplace(cat(), carc::parseSetup(cat(), setup));
  } catch (const carc::Error&) {
    sets.insert(sets.begin() + 1, "ic");
    setup["sets"] = sets;
    g.emplace(cat(), carc::parseSetup(cat(), setup));
  }
  carc::playRandom(*g, seed);
  return carc::saveRecord(*g);
}

// Every set with the base game (the test-only fixture modules too), and every shipped set at once.
std::vector<json> randomRecords() {
  std::vector<json> out;
  std::vector<std::string> all;
  for (const auto& m : cat().modules) {
    if (!isFixture(m->id())) all.push_back(std::string(m->id()));
    if (m->id() != "base") out.push_back(randomRecord({"base", std::string(m->id())}, 7 + out.size()));
  }
  out.push_back(randomRecord(all, 3));
  return out;
}

// The pointers of every object and every number, boolean and string in j.
void leaves(const json& j, const json::json_pointer& at, std::vector<json::json_pointer>& objects,
            std::vector<json::json_pointer>& values) {
  if (j.is_object()) {
    objects.push_back(at);
    for (auto it = j.begin(); it != j.end(); ++it) leaves(it.value(), at / it.key(), objects, values);
  } else if (j.is_array()) {
    for (size_t i = 0; i < j.size(); ++i) leaves(j[i], at / i, objects, values);
  } else if (!j.is_null()) {
    values.push_back(at);
  }
}

// Variants of a move: every object with a key too many, every then entry naming a player that is
// none, every value changed, and the move saved mid-turn before its figure step.
struct Variant {
  json move;
  bool mustFail;  // garbage: never accepted
};
std::vector<Variant> variants(const json& move) {
  std::vector<Variant> out;
  std::vector<json::json_pointer> objects, values;
  leaves(move, json::json_pointer(), objects, values);
  for (const auto& p : objects) {
    if (p.to_string().rfind("/marks", 0) == 0 || p.to_string().rfind("/note", 0) == 0) continue;
    json m = move;
    m[p]["zzz"] = 1;
    out.push_back({m, true});
  }
  for (size_t i = 0; move.contains("then") && i < move["then"].size(); ++i) {
    json m = move;
    m["then"][i]["player"] = "not a player";
    out.push_back({m, true});
  }
  for (const auto& p : values) {
    const json& v = move[p];
    std::vector<json> changed;
    if (v.is_number_integer()) changed = {v.get<int64_t>() + 1, v.get<int64_t>() - 1};
    if (v.is_boolean()) changed = {!v.get<bool>()};
    if (v.is_string() && p.to_string() != "/note") changed = {"zzz"};
    for (const json& c : changed) {
      json m = move;
      m[p] = c;
      out.push_back({m, false});
    }
  }
  json half = move;
  for (const char* k : {"meeple", "action", "recall"}) half.erase(k);
  half["partial"] = true;
  out.push_back({half, false});
  return out;
}

// Whether a and b differ in their log alone (what stateDifference checks after the log equal).
bool onlyLogDiffers(const Game& a, const Game& b) {
  if (stateDifference(a, b) != "log") return false;
  if (a.canUndo() != b.canUndo() || a.tilesLeft() != b.tilesLeft() || a.tilesLeftByType() != b.tilesLeftByType())
    return false;
  for (int p = 0; p < a.players(); ++p) {
    if (a.score(p) != b.score(p) || a.hand(p) != b.hand(p)) return false;
    for (size_t k = 0; k < a.catalog().figures.size(); ++k)
      if (a.supply(p, int(k)) != b.supply(p, int(k))) return false;
  }
  for (size_t m = 0; m < a.catalog().modules.size(); ++m)
    if (a.moduleState(int(m)) != b.moduleState(int(m))) return false;
  return a.legalActions() == b.legalActions();
}

size_t thenCount(const json& move) { return move.contains("then") ? move["then"].size() : 0; }

// What loading `rec` gives: the game, or the error.
struct Outcome {
  std::optional<Game> game;
  std::string error;
};

}  // namespace

TEST_CASE("record answers: a changed field is refused or changes the game and the live API agrees",
          "[record][hardening]") {
  // Moves of random games with every set (the shapes the writer makes) and of the hand-made records
  // (recalls, flights, wonders), each field changed: garbage is refused, a changed value is refused
  // or changes the game beyond its log (a value only the log keeps was ignored by the rules), a
  // record that loads keeps every then entry in its save, and applyMove on the game before the move
  // gives the same verdict, words and game as loadRecord.
  std::vector<json> recs = randomRecords();
  for (const char* f : {"abbot_recall_004.json", "flier_crash.json", "flier_monastery.json", "gold_choice.json",
                        "cropcircles_remove_017.json", "ferry_move_001.json", "robbers_messages_017.json",
                        "magic_shared.json", "wonders_cothon_001.json"})
    recs.push_back(recordFile(f));
  long long checked = 0;
  const int stride = 100 / carctest::testScalePercent();  // every move's record kept; a share of its moves
  int considered = 0;
  for (const json& rec : recs) {
    const json& moves = rec["moves"];
    for (size_t k = 0; k < moves.size(); ++k) {
      const json& m = moves[k];
      bool answers = m.contains("then") || m.contains("action") || m.contains("recall");
      if (!answers && k % 7 != 3) continue;
      if (considered++ % stride != 0) continue;
      const Game before = carc::loadRecordAt(cat(), rec, static_cast<int>(k));
      const Game original = load(withLastMove(rec, k, m));
      for (const Variant& v : variants(m)) {
        INFO(rec["setup"]["sets"].dump() << " move " << k << ": " << v.move.dump());
        Outcome fromRecord, fromLive;
        try {
          fromRecord.game.emplace(load(withLastMove(rec, k, v.move)));
        } catch (const carc::Error& e) {
          fromRecord.error = e.what();
        }
        Game live = before;
        try {
          carc::applyMove(live, v.move, static_cast<int>(k));
          fromLive.game.emplace(live);
        } catch (const carc::Error& e) {
          fromLive.error = e.what();
          CHECK(stateDifference(live, before) == "");
        }
        ++checked;
        REQUIRE(fromLive.error == fromRecord.error);
        if (!fromRecord.game) {
          CHECK(fromRecord.error.rfind("move " + std::to_string(k), 0) == 0);
          continue;
        }
        REQUIRE_FALSE(v.mustFail);
        CHECK(stateDifference(*fromLive.game, *fromRecord.game) == "");
        const Game& got = *fromRecord.game;
        if (onlyLogDiffers(got, original)) FAIL("accepted, and only the log keeps the change");
        CHECK(thenCount(carc::saveRecord(got)["moves"][k]) >= thenCount(v.move));
      }
    }
  }
  CHECK(checked > 2000 / stride);
}

TEST_CASE("record answers: a module's rule accepts exactly the module answers it lists", "[record][hardening]") {
  // At every decision of random games with every set, each listed module answer with its x, y or
  // code changed by one, or given to the next module: legal (Game::explain) exactly when that answer is listed too. A
  // rule that accepts more than it lists lets the page and a record send values the rules never read.
  for (const json& rec : randomRecords()) {
    Game g(cat(), carc::parseSetup(cat(), rec["setup"]));
    carc::RandomBot bot(rec["setup"]["seed"].get<uint64_t>());
    while (!g.over()) {
      const std::vector<Action> listed = g.legalActions();
      for (const Action& a : listed) {
        if (a.type != ActionType::Module) continue;
        for (int change = 0; change < 7; ++change) {
          Action v = a;
          int step = change % 2 ? -1 : 1;
          if (change < 2) v.x += step;
          if (change >= 2 && change < 4) v.y += step;
          if (change >= 4 && change < 6) v.code = static_cast<uint8_t>(v.code + step);
          if (change == 6) v.module = static_cast<uint8_t>((v.module + 1) % cat().modules.size());
          bool isListed = std::find(listed.begin(), listed.end(), v) != listed.end();
          INFO(cat().modules[a.module]->id()
               << " code " << int(a.code) << " x " << a.x << " y " << a.y << " -> " << cat().modules[v.module]->id()
               << " code " << int(v.code) << " x " << v.x << " y " << v.y);
          CHECK((g.explain(v) == "") == isListed);
        }
      }
      g.apply(bot.choose(g));
    }
  }
}

TEST_CASE("fuzz_record seeds: a version-2 record of every set", "[record][fuzz]") {
  // scripts/fuzz.sh seeds fuzz_record with tests/fuzz/corpus/record, its regressions, tests/records
  // and tests/fixtures/records: each set (the fixtures too: the fuzz targets link them) must be in
  // play in one of them that is version 2 and loads.
  namespace fs = std::filesystem;
  std::set<std::string> covered;
  for (const char* dir :
       {"tests/fuzz/corpus/record", "tests/fuzz/regressions/record", "tests/records", "tests/fixtures/records"}) {
    fs::path d = fs::path(CARC_SOURCE_DIR) / dir;
    if (!fs::exists(d)) continue;
    for (const auto& f : fs::directory_iterator(d)) {
      json rec = json::parse(readFile(f.path().string()), nullptr, false);
      if (!rec.is_object() || rec.value("version", 0) != 2 || !loadError(rec).empty()) continue;
      for (const auto& s : rec["setup"].value("sets", json::array({"base"}))) covered.insert(s.get<std::string>());
    }
  }
  for (const auto& m : cat().modules) {
    INFO(m->id());
    CHECK(covered.count(std::string(m->id())) == 1);
  }
}
