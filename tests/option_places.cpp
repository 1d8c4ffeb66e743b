// Issue 45: every option of every decision says where it lives on the page ("place") and names what
// the board shows, never a raw coordinate. Seeded random games of each set alone with the base game
// and of every set together; every option of every step is checked, and each decision kind that the
// board answers by a place of its own must have come up with the kind of place it needs.
#include <map>
#include <regex>

#include "sim_config.hpp"
#include "test_scale.hpp"
#include "test_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using carc::SimConfig;

namespace {

// What a decision is called in these checks: "tile", "figure", or its module's decision name
// (modules that keep the default name "module" are told apart by their id).
std::string decisionKey(const Game& g) {
  const carc::Decision& d = g.pending().front();
  if (d.core()) return d.kind == carc::kDecideTile ? "tile" : "figure";
  const carc::Module& m = *g.catalog().modules[d.module];
  std::string name = m.decisionName(d);
  return name == "module" ? std::string(m.id()) + "-" + std::to_string(d.kind) : name;
}

// The place kind an option of `key` must have, or "" when several are right (checked for validity only).
std::string expectedOn(const std::string& key, const json& o) {
  const std::string type = o["type"];
  if (type == "tile") return "cell";
  if (type == "figure" || type == "return") return "spot";
  if (type == "pass") return "none";
  static const std::map<std::string, std::string> kByDecision = {
      {"ferry-place", "spot"},    {"ferry-move", "spot"},   {"gold-bar", "cell"},        {"gold-take", "cell"},
      {"robber-place", "track"},  {"robber-rob", "player"}, {"message-figure", "track"}, {"message-draw", "card"},
      {"message-target", "spot"}, {"flier-roll", "card"},   {"wonder-who", "player"},    {"wonder-take", "card"}};
  auto it = kByDecision.find(key);
  if (it != kByDecision.end()) return it->second;
  if (type == "module" && o["module"] == "abbot") return "spot";  // the recalled abbot
  return "";
}

const std::regex kRawCell(R"(\(\s*-?\d+\s*,\s*-?\d+\s*\))");

// Checks one option's place and words; returns what is wrong, or "".
std::string placeProblem(const Game& g, const std::string& key, const json& o) {
  if (!o.contains("place") || !o["place"].is_object()) return "no place object";
  const json& p = o["place"];
  if (!p.contains("on") || !p["on"].is_string()) return "place without \"on\"";
  const std::string on = p["on"];
  const std::string want = expectedOn(key, o);
  if (!want.empty() && on != want) return "place on " + on + ", expected " + want;
  if (o.contains("text") && std::regex_search(o["text"].get<std::string>(), kRawCell))
    return "the option's words name a raw coordinate: " + o["text"].get<std::string>();
  int tile = -1, square = 0;
  if (on == "cell" || on == "spot") {
    if (!p["x"].is_number_integer() || !p["y"].is_number_integer()) return "cell without integer x, y";
    const bool placed = g.tileAtCell({p["x"].get<int>(), p["y"].get<int>()}, tile, square);
    if (o["type"] == "tile" ? placed : !placed)
      return o["type"] == "tile" ? "a tile placement's cell is taken" : "the square holds no placed tile";
    if (on == "spot") {  // near its square (a piece's spot may lie over its next square or in a notch of it)
      const double px = p["px"], py = p["py"];
      if (!(px >= -2 && px <= 3 && py >= -2 && py <= 3)) return "a spot far from its square";
    }
    return "";
  }
  if (on == "track") {
    const int s = p["space"];
    return s >= 0 && s < 50 ? "" : "track space " + std::to_string(s);
  }
  if (on == "player") {
    const int q = p["player"];
    return q >= 0 && q < g.players() ? "" : "no player " + std::to_string(q);
  }
  if (on == "card") {
    const std::string c = p["card"];
    if (g.catalog().tileId(c) >= 0) return "";                                                // a wonder
    if (std::regex_match(c, std::regex("die-[1-6]"))) return "";                              // a die face
    if (key.rfind("message", 0) == 0 && std::regex_match(c, std::regex("[1-8]"))) return "";  // a message
    return "card " + c + " names nothing known";
  }
  return on == "none" ? "" : "unknown place kind " + on;
}

// Plays one game with the random bot and checks every option of every step; counts the place
// kinds seen per decision key.
void checkGame(const SimConfig& c, std::map<std::string, std::set<std::string>>& seen) {
  INFO(c.describe());
  Game g = carc::newSimGame(cat(), c);
  carc::RandomBot bot(c.seed);
  for (int step = 0; !g.over() && step < 4000; ++step) {
    const std::string key = decisionKey(g);
    std::set<std::string> distinct;
    for (const Action& a : g.legalActions()) {
      const json o = carc::actionJson(g, a);
      INFO("step " << step << ", decision " << key << ", option " << o.dump());
      const std::string bad = placeProblem(g, key, o);
      if (!bad.empty()) FAIL(bad);
      seen[key].insert(o["place"]["on"].get<std::string>());
      // A module's question: no two options share a point or a square of the board (a click names
      // one), but figure kinds at one spot (the page picks the kind first). The score meeple and the
      // messenger may stand on one space: their buttons answer then.
      if (!g.pending().front().core() && (o["place"]["on"] == "spot" || o["place"]["on"] == "cell"))
        if (!distinct.insert(o["place"].dump() + o.value("figure", "")).second) FAIL("two options at one place");
    }
    g.apply(bot.choose(g));
  }
}

}  // namespace

TEST_CASE("options: every option of every set's decisions has a place, and words without coordinates") {
  std::map<std::string, std::set<std::string>> seen;
  const Catalog& catalog = cat();
  const std::string base(catalog.modules[0]->id());
  // The shipped sets (the test-only fixture modules, "fx-...", are not played on the page).
  auto shipped = [&](size_t m) { return std::string_view(catalog.modules[m]->id()).substr(0, 3) != "fx-"; };
  for (size_t m = 1; m < catalog.modules.size(); ++m)
    for (int k = 0; k < scaled(6, 3) && shipped(m); ++k) {
      SimConfig c;
      c.index = m * 100 + size_t(k);
      c.players = 2 + k % 3;
      c.seed = 4500 + m * 31 + size_t(k) * 7;
      c.sets = json::array({base, std::string(catalog.modules[m]->id())});
      c.rules = json::object();
      checkGame(c, seen);
    }
  for (int k = 0; k < scaled(8, 2); ++k) {  // every set together, and the simulation's random rule options
    SimConfig c = carc::simConfigFor(catalog, uint64_t(k) * 3 + 1);
    c.sets = json::array();
    for (size_t m = 0; m < catalog.modules.size(); ++m)
      if (shipped(m)) c.sets.push_back(std::string(catalog.modules[m]->id()));
    checkGame(c, seen);
  }
  // Each of these came up, with the place the board answers it by.
  const std::vector<std::pair<std::string, std::string>> needed = {
      {"tile", "cell"},          {"figure", "spot"},          {"figure", "none"},
      {"ferry-place", "spot"},   {"ferry-move", "spot"},      {"gold-bar", "cell"},
      {"robber-place", "track"}, {"robber-rob", "player"},    {"crop-circle-act", "spot"},
      {"magic", "spot"},         {"message-figure", "track"}, {"message-draw", "card"},
      {"message", "card"},       {"flier-roll", "card"},      {"flier-land", "spot"},
      {"wonder-take", "card"}};
  for (const auto& [key, on] : needed) {
    INFO("decision " << key << " with a place on " << on);
    CHECK(seen[key].count(on) == 1);
  }
}
