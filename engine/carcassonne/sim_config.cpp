#include "sim_config.hpp"

#include <algorithm>

#include "record.hpp"
#include "rng.hpp"

namespace carc {

using json = nlohmann::json;

namespace {

// A rule option's value drawn from what the catalog allows, in the record's JSON form.
json randomValue(const OptionDef& o, Rng& r) {
  int v = o.values.empty() ? o.min + int(r.below(uint32_t(o.max - o.min + 1)))
                           : o.values[r.below(uint32_t(o.values.size()))];
  if (o.isBool) return v != 0;
  if (!o.labels.empty()) return o.labels[std::find(o.values.begin(), o.values.end(), v) - o.values.begin()];
  return v;
}

}  // namespace

SimConfig simConfigFor(const Catalog& cat, uint64_t i) {
  SimConfig c;
  c.index = i;
  c.players = 2 + int(i % 4);
  c.seed = 1000 + i * 7919;
  Rng r(c.seed ^ 0x51A7u);
  c.sets = json::array({cat.modules[0]->id()});
  for (size_t m = 1; m < cat.modules.size(); ++m)
    if (i % 3 != 0 && r.below(2)) c.sets.push_back(cat.modules[m]->id());
  c.rules = json::object();
  for (const auto& o : cat.options)
    if (r.below(2)) c.rules[o.name] = randomValue(o, r);
  // Half of the 5-player games take a sixth player where a set in play provides for one.
  int most = 0;
  for (const auto& name : c.sets)
    most = std::max(most, cat.modules[cat.moduleIndex(name.get<std::string>())]->maxPlayers());
  if (c.players == 5 && most >= 6 && r.below(2)) c.players = 6;
  return c;
}

json SimConfig::setupJson() const {
  json ps = json::array();
  for (int p = 0; p < players; ++p) ps.push_back({{"name", "Bot " + std::to_string(p)}, {"bot", true}});
  json setup = {{"players", ps}, {"sets", sets}, {"rules", rules}, {"seed", seed}};
  if (freeDeck) setup["deck"] = "free";
  return setup;
}

std::string SimConfig::describe() const {
  return "game " + std::to_string(index) + ": " + std::to_string(players) + " players, seed " + std::to_string(seed) +
         ", sets " + sets.dump() + ", rules " + rules.dump() + (freeDeck ? ", free deck" : "") +
         (editsTurns ? ", turns edited" : "");
}

Game newSimGame(const Catalog& cat, const SimConfig& c) { return Game(cat, parseSetup(cat, c.setupJson())); }

}  // namespace carc
