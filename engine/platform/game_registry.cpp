#include <algorithm>
#include <map>
#include <string>

#include "game_api.hpp"

namespace platform {

namespace {
// A function-local map: registrations run before main() in whatever order the linker chose.
std::map<std::string, GameDef, std::less<>>& registry() {
  static std::map<std::string, GameDef, std::less<>> games;
  return games;
}
// A name from a record, for a message: at most 40 bytes cut at a character's start, control
// characters shown as '?' (the words reach a terminal and, as JSON, the page).
std::string quotedName(const std::string& s) {
  size_t n = std::min<size_t>(s.size(), 40);
  if (n < s.size())
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  std::string out = "\"";
  for (size_t i = 0; i < n; ++i) out += static_cast<unsigned char>(s[i]) < 0x20 || s[i] == 0x7F ? '?' : s[i];
  return out + (n < s.size() ? "...\"" : "\"");
}

// A value that is no name: scalars as they are, containers by their kind.
std::string valueWords(const nlohmann::json& v) {
  if (v.is_array()) return "an array";
  if (v.is_object()) return "an object";
  return v.dump();
}

}  // namespace

void registerGame(GameDef def) {
  if (def.id.empty()) throw Error("a game registers with an empty id");
  if (!def.create || !def.load || !def.loadAt || !def.describeText)
    throw Error("game \"" + def.id + "\" registers without create, load, loadAt and describe");
  auto& games = registry();
  if (games.count(def.id)) throw Error("game \"" + def.id + "\" is registered twice");
  std::string id = def.id;
  games.emplace(std::move(id), std::move(def));
}

const GameDef* findGame(std::string_view id) {
  auto& games = registry();
  auto it = games.find(id);
  return it == games.end() ? nullptr : &it->second;
}

std::vector<const GameDef*> registeredGames() {
  std::vector<const GameDef*> out;
  for (auto& [id, def] : registry()) out.push_back(&def);
  return out;
}

void refuseGameValue(const std::string& valueWords) {
  throw Error("record.game: expected a string naming the game, got " + valueWords);
}

void refuseGameName(const std::string& id, std::string_view reader) {
  std::string known;
  bool readerListed = reader.empty();
  for (auto* g : registeredGames()) {
    known += (known.empty() ? "" : ", ") + g->id;
    readerListed = readerListed || g->id == reader;
  }
  if (!readerListed) known += (known.empty() ? "" : ", ") + std::string(reader);
  throw Error("record.game: " + quotedName(id) + " is not a game this engine plays (it plays " + known + ")");
}

const GameDef& recordGame(const nlohmann::json& record) {
  std::string id = "carcassonne";
  if (record.is_object()) {
    auto it = record.find("game");
    if (it != record.end()) {
      if (!it->is_string()) refuseGameValue(valueWords(*it));
      id = it->get<std::string>();
    }
  }
  const GameDef* def = findGame(id);
  if (!def) refuseGameName(id);
  return *def;
}

}  // namespace platform
