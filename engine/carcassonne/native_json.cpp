// Entry points for nlohmann trees built in native code (tests, the command line). The engine reads
// JSON with its own reader (json_in.hpp): a tree is written out and read back, so both paths run
// the same checks. The WebAssembly modules read text and never call these.
#include "json_fields.hpp"
#include "record.hpp"
#include "render/svg.hpp"
#include "session.hpp"

namespace carc {

using json = nlohmann::json;
using Value = jsonin::Value;

Game loadRecord(const Catalog& cat, const json& record) {
  return withJsonIn(record, "record", [&](const Value& r) { return loadRecord(cat, r); });
}

Game loadRecordAt(const Catalog& cat, const json& record, int plies) {
  return withJsonIn(record, "record", [&](const Value& r) { return loadRecordAt(cat, r, plies); });
}

Setup parseSetup(const Catalog& cat, const json& setup) {
  return withJsonIn(setup, "setup", [&](const Value& s) { return parseSetup(cat, s); });
}

void applyMove(Game& g, const json& move, int index) {
  withJsonIn(move, "move", [&](const Value& m) { applyMove(g, m, index); });
}

json saveRecord(const Game& g) { return json::parse(saveRecordText(g)); }

Session Session::create(const json& setup) {
  return withJsonIn(setup, "setup", [](const Value& s) { return create(s); });
}

// A record in a string is read from its bytes as they are, as the WASM module reads it (writing
// the string out first would refuse bad UTF-8 before the reader could name where it is).
Session Session::load(const json& record) {
  if (record.is_string()) return loadText(record.get_ref<const std::string&>(), std::nullopt);
  return withJsonIn(record, "record", [](const Value& r) { return load(r); });
}

Session Session::loadAt(const json& record, int ply) {
  if (record.is_string()) return loadText(record.get_ref<const std::string&>(), ply);
  return withJsonIn(record, "record", [&](const Value& r) { return loadAt(r, ply); });
}

void Session::apply(const json& option) {
  withJsonIn(option, "option", [&](const Value& o) { apply(o); });
}

void Session::applyMove(const json& move) {
  withJsonIn(move, "move", [&](const Value& m) { applyMove(m); });
}

json Session::botOption(const std::string& kind, uint64_t seed, const json& params) const {
  return withJsonIn(params, "params", [&](const Value& p) { return json::parse(botOptionText(kind, seed, p)); });
}

namespace render {
std::string renderRecordSvg(const json& record, std::optional<int> ply, int tilePx) {
  return withJsonIn(record, "record", [&](const Value& r) { return renderRecordSvg(r, ply, tilePx); });
}
}  // namespace render

}  // namespace carc
