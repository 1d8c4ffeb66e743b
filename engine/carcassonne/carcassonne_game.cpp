#include "carcassonne_game.hpp"

#include "bots/bots.hpp"
#include "input_limits.hpp"
#include "json_out.hpp"
#include "sim_config.hpp"

namespace carc {

namespace {

using json = nlohmann::json;

// Runs f on the text read within `limit` bytes (the WASM module's limits: kMaxCallBytes for an
// option, a move or a setup; kMaxRecordBytes for a record).
template <class F>
auto withText(std::string_view text, const char* what, size_t limit, F&& f) {
  const jsonin::Doc doc(text, what, limit);
  return f(doc.root());
}

std::unique_ptr<platform::GameSession> create(std::string_view setupJson) {
  return withText(setupJson, "setup", kMaxCallBytes,
                  [](const jsonin::Value& v) { return std::make_unique<CarcassonneSession>(Session::create(v)); });
}

std::unique_ptr<platform::GameSession> load(std::string_view recordJson) {
  return std::make_unique<CarcassonneSession>(Session::loadText(recordJson, std::nullopt));
}

std::unique_ptr<platform::GameSession> loadAt(std::string_view recordJson, int ply) {
  if (ply < 0) throw Error("ply: expected 0 or more, got " + std::to_string(ply));
  return std::make_unique<CarcassonneSession>(Session::loadText(recordJson, ply));
}

// The soak's and the fuzzer's configurations: every module and rule option (simConfigFor).
std::string randomSetupText(uint64_t seed) { return simConfigFor(Catalog::standard(), seed).setupJson().dump(); }

// Registered here; ensureRegistered() keeps this file linked from a static library.
const platform::GameRegistration registration{
    {std::string(kGameId), describeText, create, load, loadAt, randomSetupText}};

}  // namespace

void CarcassonneSession::apply(std::string_view optionJson) {
  withText(optionJson, "option", kMaxCallBytes, [&](const jsonin::Value& o) { s_.apply(o); });
}

void CarcassonneSession::applyMove(std::string_view moveJson) {
  withText(moveJson, "move", kMaxCallBytes, [&](const jsonin::Value& m) { s_.applyMove(m); });
}

void CarcassonneSession::undo() {
  if (!s_.canUndo()) throw Error("undo: nothing to undo in this turn");
  s_.undo();
}

std::string CarcassonneSession::botOptionText(std::string_view kind, uint64_t seed, std::string_view paramsJson) const {
  return withText(paramsJson.empty() ? std::string_view("{}") : paramsJson, "params", kMaxCallBytes,
                  [&](const jsonin::Value& p) { return s_.botOptionText(std::string(kind), seed, p); });
}

// The bots a seat may name ("random, greedy, mcts" as a list).
static json botKinds() {
  json kinds = json::array();
  std::string_view all = kBotKinds;
  for (size_t at = 0; at < all.size();) {
    size_t end = std::min(all.find(", ", at), all.size());
    kinds.push_back(std::string(all.substr(at, end - at)));
    at = end + 2;
  }
  return kinds;
}

// Seats 2..6: at most 5 with the base game; a set whose maxPlayers() is higher provides for more.
std::string describeText() {
  const Catalog& cat = Catalog::standard();
  const json catalog = catalogJson(cat);
  int most = 0;
  for (auto& m : cat.modules) most = std::max(most, m->maxPlayers());
  json sets = catalog["sets"];
  for (auto& set : sets) {
    const int players = cat.modules[cat.moduleIndex(set["id"].get<std::string>())]->maxPlayers();
    if (players) set["maxPlayers"] = players;
    set["default"] = set["id"].get<std::string>() == cat.modules[0]->id();
  }
  json seats = {{"min", 2},
                {"max", std::min(most, kMaxPlayers)},
                {"default", 2},
                {"limit", "at most the largest maxPlayers of the sets chosen"},
                {"fields", {"name", "color", "bot"}}};
  json setup = {{"players", {{{"name", "Player 1"}}, {{"name", "Player 2"}}}},
                {"sets", {std::string(cat.modules[0]->id())}},
                {"seed", 0}};
  json out = {{"game", std::string(kGameId)},          {"seats", seats},     {"sets", sets},
              {"ruleOptions", catalog["ruleOptions"]}, {"bots", botKinds()}, {"defaultSetup", setup}};
  return out.dump();
}

void ensureRegistered() {}  // its call links this file, and so the registration above

}  // namespace carc
