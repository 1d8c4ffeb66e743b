#include <algorithm>
#include <map>

#include "game_api.hpp"

namespace platform {

namespace {
// A function-local map: registrations run before main() in whatever order the linker chose.
std::map<std::string, GameDef, std::less<>>& registry() {
  static std::map<std::string, GameDef, std::less<>> games;
  return games;
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

const GameDef& recordGame(const nlohmann::json& record) {
  std::string id = "carcassonne";
  if (record.is_object()) {
    auto it = record.find("game");
    if (it != record.end()) {
      if (!it->is_string())
        throw Error("record: \"game\" must be a string naming the game, got " + std::string(it->type_name()));
      id = it->get<std::string>();
    }
  }
  const GameDef* def = findGame(id);
  if (!def) {
    std::string known;
    for (auto* g : registeredGames()) known += (known.empty() ? "" : ", ") + g->id;
    throw Error("record: game \"" + id.substr(0, 40) + "\" is not a game this engine plays (it plays " + known + ")");
  }
  return *def;
}

}  // namespace platform
