// libFuzzer target: bytes -> loadRecord. A record either loads or is refused with carc::Error;
// a loaded record saves to one that loads to the same game, and its replay output can be written.
// The same bytes as a record inside a JSON string (Session::load / loadAt, as the WASM module's
// loadRecord(text, {ply}) reached it) meet the same parser: a text the parser refuses is refused
// with the same message, a record that loads loads at any ply within its moves. The live API's
// applyMove applies a move by the reader's own rule: a record's last move, applied to the game
// before it, gives the game the record gives.
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz_check.hpp"
#include "input_limits.hpp"
#include "record.hpp"
#include "session.hpp"

using namespace carc;

namespace {

// The text as a record in a JSON string (the parser's limits cannot be side-stepped that way):
// loaded whole, it loads or is refused exactly as the text itself; loaded at a ply, it loads when
// the text loads and the ply is within its moves, and is refused with the parser's own message
// when the parser refused the text.
void asStringRecord(const std::string& text, const std::string& refusal, const Game* loaded) {
  const size_t ply = text.size() % 5;
  size_t moves = 0;
  if (loaded) {
    nlohmann::json rec = parseJsonLimited(text, "record", kMaxRecordBytes);
    moves = rec.contains("moves") ? rec["moves"].size() : 0;
  }
  const nlohmann::json inString(text);
  try {
    Session s = Session::load(inString);
    if (!loaded) carcfuzz::bug("refused as text (" + refusal + ") yet loads from a string");
    if (!(s.game() == *loaded)) carcfuzz::bug("a record loads differently from a string");
  } catch (const Error& e) {
    carcfuzz::checkMessage(e);
    if (loaded) carcfuzz::bug(std::string("a record that loads is refused from a string: ") + e.what());
    if (e.what() != refusal)
      carcfuzz::bug("refused as text with '" + refusal + "' but from a string with '" + e.what() + "'");
  }
  try {
    (void)Session::loadAt(inString, static_cast<int>(ply));
    if (loaded && ply > moves) carcfuzz::bug("a ply past the record's moves loads");
    if (!loaded && refusal.rfind("record: ", 0) == 0)
      carcfuzz::bug("the parser refused the text, yet it loads at a ply");
  } catch (const Error& e) {
    carcfuzz::checkMessage(e);
    std::string m = e.what();
    if (loaded && ply <= moves)
      carcfuzz::bug("a record that loads is refused at ply " + std::to_string(ply) + ": " + m);
    if (loaded && m.rfind("ply: ", 0) != 0) carcfuzz::bug("a ply past the moves refused for another reason: " + m);
    if (!loaded && refusal.rfind("record: ", 0) == 0 && m != refusal)
      carcfuzz::bug("the parser refused '" + refusal + "' as text but '" + m + "' at a ply");
  }
}

// A record that loads (and ends neither by "end" nor with "final" answers): applyMove of its last
// move on the game before that move accepts it and gives the same game (issue 44: one rule).
void liveLastMove(const std::string& text, const Game& loaded) {
  const jsonin::Doc doc(text, "record", kMaxRecordBytes);
  const jsonin::Value rec = doc.root(), moves = rec.find("moves");
  if (!moves || moves.size() == 0 || rec.contains("end") || rec.contains("final")) return;
  const int last = static_cast<int>(moves.size()) - 1;
  Game live = loadRecordAt(Catalog::standard(), rec, last);
  try {
    applyMove(live, moves[static_cast<size_t>(last)], last);
  } catch (const Error& e) {
    carcfuzz::bug(std::string("a record loads, yet applyMove refuses its last move: ") + e.what());
  }
  if (!(live == loaded)) carcfuzz::bug("applyMove of a record's last move gives another game than the record");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Catalog& cat = Catalog::standard();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::optional<Game> g;
  try {
    g.emplace(loadRecord(cat, text));
  } catch (const Error& e) {
    carcfuzz::checkMessage(e);
    asStringRecord(text, e.what(), nullptr);
    return 0;
  }
  asStringRecord(text, "", &*g);
  liveLastMove(text, *g);
  std::string saved = saveRecord(*g).dump();
  try {
    Game again = loadRecord(cat, saved);
    if (!(again == *g)) carcfuzz::bug("a loaded record saves to one that loads differently: " + saved.substr(0, 300));
  } catch (const Error& e) {
    carcfuzz::bug(std::string("a loaded record saves to one that is refused: ") + e.what());
  }
  (void)replayJson(*g).dump();
  return 0;
}
