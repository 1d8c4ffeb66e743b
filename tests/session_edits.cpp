// What the record keeps of a turn's start (issue 44, items 2 and 3): the tile named with draw() and
// the turn given with giveTurn() (the editor's calls) load back as they were, with hands of two or
// three tiles too and when a save is made right after them; a free-deck game places at most the
// tiles its sets hold, live as in the reader.
#include "session.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using carc::Session;
using Catch::Contains;

namespace {

json setupOf(int players, int handSize, const std::string& deck, uint64_t seed) {
  json ps = json::array();
  for (int p = 0; p < players; ++p) ps.push_back({{"name", "P" + std::to_string(p)}});
  return {{"players", ps}, {"sets", {"base"}}, {"rules", {{"handSize", handSize}}}, {"deck", deck}, {"seed", seed}};
}

// save -> JSON text -> load: the same game (the first difference, or "").
std::string roundTrip(const Session& s) {
  Session loaded = Session::load(json(s.save().dump()));
  if (loaded.saveText() != s.saveText()) return "the second save differs";
  return stateDifference(loaded.game(), s.game());
}

// A tile type still in the deck (not in the hand of the player to move) that fits somewhere.
std::string tileInDeckNotInHand(const Game& g) {
  std::vector<int> left = g.tilesLeftByType();
  for (int p = 0; p < g.players(); ++p)
    for (int t : g.hand(p)) --left[t];
  for (size_t t = 0; t < left.size(); ++t) {
    if (left[t] <= 0) continue;
    Game trial = g;
    try {
      trial.forceDraw(int(t));
      return cat().tiles[t].id;
    } catch (const carc::Error&) {
    }
  }
  FAIL("no tile left to name");
  return "";
}

// A base tile id in none of the hands (and not `skip`): named with draw() it replaces a tile.
std::string notHeld(const Game& g, const std::string& skip = "") {
  for (const char* id : {"E", "K", "V", "U", "B", "L", "J", "A"}) {
    bool held = id == skip;
    for (int p = 0; p < g.players(); ++p)
      for (int t : g.hand(p)) held |= cat().tiles[t].id == id;
    if (!held) return id;
  }
  FAIL("every tile is held");
  return "";
}

// The first legal placement of tile `id` for the player to move, as the API lists options.
json placementOf(const Session& s, const std::string& id) {
  for (const json& o : s.options())
    if (o["type"] == "tile" && o["tile"] == id) return o;
  return nullptr;
}

}  // namespace

TEST_CASE("draw() with a hand of two or three: the tile named and the hand load back as they were",
          "[session][record]") {
  for (int handSize : {2, 3}) {
    for (uint64_t seed : {3u, 8u, 21u}) {
      INFO("hand " << handSize << ", seed " << seed);
      Session s = Session::create(setupOf(2, handSize, "sets", seed));
      const std::vector<int> held = s.game().hand(0);
      REQUIRE(int(held.size()) == handSize);
      const std::string named = tileInDeckNotInHand(s.game());
      s.draw(named);
      // Saved right after the draw: the hand holds the tile named, and so does the loaded game.
      CHECK(roundTrip(s) == "");
      // Another tile of the hand placed (not the one named): the named one stays in the hand.
      json other;
      for (int t : s.game().hand(0))
        if (cat().tiles[t].id != named && other.is_null()) other = placementOf(s, cat().tiles[t].id);
      REQUIRE(!other.is_null());
      s.apply(other);
      CHECK(roundTrip(s) == "");  // saved mid-turn
      s.apply(json{{"type", "pass"}});
      CHECK(roundTrip(s) == "");
      // The next turn (player 1) keeps the hand of player 0 with the named tile in it.
      CHECK(Session::load(json(s.save().dump())).game().hand(0) == s.game().hand(0));
    }
  }
}

TEST_CASE("giveTurn() and draw() of a free deck load back when saved before the tile is placed", "[session][record]") {
  for (int handSize : {1, 2}) {
    INFO("hand " << handSize);
    Session s = Session::create(setupOf(3, handSize, "free", 5));
    s.apply(placementOf(s, s.state()["hand"][0].get<std::string>()));
    s.apply(json{{"type", "pass"}});
    s.giveTurn(2);
    CHECK(roundTrip(s) == "");
    s.draw("E");
    CHECK(roundTrip(s) == "");
    Session loaded = Session::load(json(s.save().dump()));
    CHECK(loaded.game().current() == 2);
    CHECK(loaded.state()["hand"][0] == "E");
  }
}

TEST_CASE("a turn names its tile once and is given once, before its tile is named", "[session]") {
  Session s = Session::create(setupOf(2, 2, "free", 5));
  s.giveTurn(1);
  s.giveTurn(1);  // the same player again: nothing to do
  CHECK_THROWS_WITH(s.giveTurn(0), Contains("giveTurn: this turn was given to player 1 already"));
  const std::string first = notHeld(s.game()), second = notHeld(s.game(), first);
  s.draw(first);
  s.draw(first);  // the same tile again: nothing to do
  const std::string named = s.saveText() + s.stateText();
  CHECK_THROWS_WITH(s.draw(second), Contains("draw: this turn drew tile " + first + " already"));
  CHECK(s.saveText() + s.stateText() == named);  // refused: nothing changed
  CHECK(s.game().current() == 1);
  CHECK(s.state()["hand"][0] == first);
  // A turn whose tile was named is not given away any more.
  Session t = Session::create(setupOf(2, 2, "free", 5));
  t.draw(notHeld(t.game()));
  CHECK_THROWS_WITH(t.giveTurn(1), Contains("giveTurn: give the turn before its tile is named"));
  CHECK(t.game().current() == 0);
}

TEST_CASE("record: a move's 'drawn' tile and a begun turn ('next') are read, checked and written back", "[record]") {
  // Free deck, hand of 2: move 0 names K as drawn but places another tile of the hand.
  Session s = Session::create(setupOf(2, 2, "free", 5));
  const std::vector<int> firstHand = s.game().hand(0);
  const std::string k = notHeld(s.game());
  s.draw(k);
  json other;
  for (int t : s.game().hand(0))
    if (cat().tiles[t].id != k && other.is_null()) other = placementOf(s, cat().tiles[t].id);
  REQUIRE(!other.is_null());
  s.apply(other);
  s.apply(json{{"type", "pass"}});
  s.giveTurn(0);  // player 0 again, and a tile named
  const std::string e = notHeld(s.game());
  s.draw(e);
  json saved = s.save();
  CHECK(saved["version"] == 2);
  CHECK(saved["moves"][0]["drawn"] == k);
  CHECK(saved["next"] == json{{"player", 0}, {"drawn", e}});
  CHECK(roundTrip(s) == "");
  // loadAt stops before the begun turn, as it stops before "end".
  CHECK(carc::loadRecordAt(cat(), saved, 1).current() == 1);
  // Refusals, naming the field.
  json v1 = saved;
  v1["version"] = 1;
  CHECK_THROWS_WITH(carc::loadRecord(cat(), v1), Contains("needs version 2"));
  json ended = saved;
  ended["end"] = true;
  CHECK_THROWS_WITH(carc::loadRecord(cat(), ended), Contains("next: a record that ends begins no other turn"));
  json unknown = saved;
  unknown["next"]["tile"] = "E";
  CHECK_THROWS_WITH(carc::loadRecord(cat(), unknown), Contains("next: unknown field 'tile'"));
  // The tile placed must be in the hand once the drawn one is in it.
  std::string absent;
  for (const char* id : {"W", "X", "C", "R", "Q"}) {
    bool held = id == k;
    for (int t : firstHand) held |= cat().tiles[t].id == id;
    if (!held && absent.empty()) absent = id;
  }
  json notInHand = saved;
  notInHand["moves"][0]["tile"] = absent;
  CHECK_THROWS_WITH(carc::loadRecord(cat(), notInHand), Contains("is not in player 0's hand"));
}

TEST_CASE("a free deck with draw() every turn ends when its sets' tiles are placed, and its record loads",
          "[session][record]") {
  // Base game: 71 tiles to place besides the start tile, whatever tiles the moves name.
  for (int handSize : {1, 2}) {
    INFO("hand " << handSize);
    Session s = Session::create(setupOf(2, handSize, "free", 9));
    carc::RandomBot bot(4);
    static const char* names[] = {"E", "K", "U", "V", "B", "D", "A", "L"};
    int moves = 0, turns = 0;
    while (!s.game().over() && turns < 200) {
      const Game& g = s.game();
      if (g.pending().front().core() && g.pending().front().kind == carc::kDecideTile && !g.canUndo()) {
        ++turns;
        for (int k = 0; k < 8; ++k) {
          try {
            s.draw(names[(turns + k) % 8]);
            break;
          } catch (const carc::Error&) {
          }
        }
      }
      Action a = bot.choose(s.game());
      moves += a.type == ActionType::PlaceTile;
      s.apply(carc::actionJson(s.game(), a));
    }
    CHECK(s.game().over());
    CHECK(moves == 71);
    json saved = s.save();
    CHECK(saved["moves"].size() == 71u);
    CHECK(roundTrip(s) == "");
    CHECK(carc::replayJson(load(saved))["scores"] == json(scores(s.game())));
  }
  // The reader's rule is the same: a 72nd move is refused before any move is replayed.
  json moves = json::array();
  for (int i = 0; i < 72; ++i) moves.push_back({{"tile", "V"}, {"x", 0}, {"y", 1 + i}, {"rot", 0}});
  CHECK_THROWS_WITH(load(record(2, moves.dump())),
                    Contains("moves: 72 moves, but the sets in play hold only 71 tiles to place"));
}

TEST_CASE("holdChance(): a chance decision waits for its outcome to be chosen, and the record keeps it",
          "[session][record]") {
  // flier_crash.json: fl/G at (0,1), the meeple flies, the die rolls 3. Played again with chance
  // held, the roll is a decision whose options are the die's faces; each face chosen is what the
  // record then says, and the game equals the record's game with that face.
  json rec = recordFile("flier_crash.json");
  json setup = rec["setup"];
  for (int face = 1; face <= 3; ++face) {
    INFO("face " << face);
    Session s = Session::create(setup);
    s.holdChance(true);
    s.draw("fl/G");
    s.apply(json{{"type", "tile"}, {"tile", "fl/G"}, {"x", 0}, {"y", 1}, {"rot", 0}});
    s.apply(json{{"type", "module"}, {"module", "flier"}, {"code", 1}});
    json st = s.state();
    REQUIRE(st["decision"].is_object());
    CHECK(st["decision"]["player"].is_null());
    json opts = s.options();
    REQUIRE(opts.size() == 3);
    json chosen;
    for (const json& o : opts)
      if (o["code"] == face) chosen = o;
    REQUIRE(chosen.is_object());
    s.apply(chosen);
    json saved = s.save();
    CHECK(saved["moves"][0]["then"][0] == json{{"chance", face}});
    json want = rec;
    want["moves"][0]["then"] = json::array({json{{"chance", face}}});
    CHECK(stateDifference(s.game(), load(want)) == "");
  }
  // Without it (the page) the stream decides at once, as before: no decision of chance is left.
  Session page = Session::create(setup);
  page.draw("fl/G");
  page.apply(json{{"type", "tile"}, {"tile", "fl/G"}, {"x", 0}, {"y", 1}, {"rot", 0}});
  page.apply(json{{"type", "module"}, {"module", "flier"}, {"code", 1}});
  json d = page.state()["decision"];
  CHECK((d.is_null() || !d["player"].is_null()));
}
