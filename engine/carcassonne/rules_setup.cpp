// The rules a setup makes (sets, options, the deck, the start tile, the modules' hooks): run once
// per distinct setup (rulesFor in game.cpp keeps the last), so compiled for size in WebAssembly
// (CMakeLists.txt, CARC_COLD_SOURCES) while the turn's code keeps -O3.
#include <algorithm>

#include "game.hpp"

namespace carc {

namespace {
// The sets in play bound the player count: the largest bound of an active module applies.
void checkPlayerBound(const Catalog& cat, const std::vector<const Module*>& active, int players) {
  int most = 0;
  for (auto* m : active) most = std::max(most, m->maxPlayers());
  if (most == 0 || players <= most) return;
  std::string more;
  for (auto& m : cat.modules)
    if (m->maxPlayers() >= players) more += (more.empty() ? "" : ", ") + std::string(m->id());
  throw Error("setup.players: the sets in play allow 2 to " + std::to_string(most) + " players, got " +
              std::to_string(players) + (more.empty() ? "" : " (" + more + " allows more)"));
}

}  // namespace

// Module ids are unique: "the module named enabledBy is active" is "an active module has that id"
// (the few active modules are searched, not the catalog's).
bool moduleActive(const Rules& r, std::string_view id) {
  for (auto* m : r.modules)
    if (m->id() == id) return true;
  return false;
}

bool tileEnabled(const Rules& r, const TileType& t) {
  if (!r.activeSets[t.setIdx]) return false;
  return t.enabledBy.empty() || moduleActive(r, t.enabledBy);
}

std::shared_ptr<const Rules> makeRules(const Catalog& cat, const Setup& s) {
  auto r = std::make_shared<Rules>();
  r->cat = &cat;
  if (s.players.size() < 2 || s.players.size() > kMaxPlayers)
    throw Error("setup.players: expected 2 to 6 players, got " + std::to_string(s.players.size()));
  r->activeModules.assign(cat.modules.size(), 0);
  for (auto& name : s.sets) {
    int m = cat.moduleIndex(name);
    if (m < 0) throw Error("setup.sets: unknown set '" + name + "'");
    r->activeModules[m] = 1;
  }
  if (!r->activeModules[0])
    throw Error("setup.sets: the base game ('" + std::string(cat.modules[0]->id()) + "') must be in play");
  for (size_t i = 0; i < cat.modules.size(); ++i)
    if (r->activeModules[i]) {
      const Module* m = cat.modules[i].get();
      r->modules.push_back(m);
      r->moduleIds.push_back(static_cast<int>(i));
      if (m->filtersPlacement()) r->placementFilters.push_back(m);
      for (int p = 0; p < kPhases; ++p)
        if (m->phases() >> p & 1) r->phaseHooks[p].push_back(m);
      if (m->settles()) r->settleHooks.push_back(m);
      if (m->readsEvents()) r->eventsRead = true;
      if (!m->scoresBlindToFigures()) r->scoresBlind = false;
    }
  checkPlayerBound(cat, r->modules, static_cast<int>(s.players.size()));
  r->activeSets.assign(cat.sets.size(), 0);
  for (size_t i = 0; i < cat.sets.size(); ++i) r->activeSets[i] = moduleActive(*r, cat.sets[i].module);
  r->options = s.options;
  if (r->options.empty())
    for (auto& o : cat.options) r->options.push_back(o.defaultValue);
  if (r->options.size() != cat.options.size()) throw Error("setup.rules: expected a value for every option");
  // Figure kinds: in play when their module is and it says so; where they may stand, as masks.
  r->figureInPlay.assign(cat.figures.size(), 0);
  r->standsOn.assign(cat.figures.size(), 0);
  r->stepFigures.assign(r->modules.size(), {});
  Why quiet;
  for (size_t f = 0; f < cat.figures.size(); ++f) {
    const FigureKindDef& fk = cat.figures[f];
    for (int k : fk.standsOn) r->standsOn[f] |= 1u << k;
    if (fk.module < 0 || !r->activeModules[fk.module]) continue;
    r->figureInPlay[f] = cat.modules[fk.module]->figureInPlay(*r, int(f), quiet);
    if (!r->figureInPlay[f] || fk.neutral || fk.standsOn.empty()) continue;
    auto at = std::find(r->moduleIds.begin(), r->moduleIds.end(), fk.module) - r->moduleIds.begin();
    r->stepFigures[at].push_back(static_cast<uint8_t>(f));
  }
  r->figuresOccupy = true;
  for (const FigureKindDef& fk : cat.figures)
    if ((fk.module < 0 || r->activeModules[fk.module]) && !fk.occupies) r->figuresOccupy = false;
  for (auto* m : r->modules) m->configure(*r);
  // The turn's phases in order; a drawn tile's absence (Draw -> FinalScoring) is decided in advance().
  for (int p = 0; p < kPhases; ++p) {
    int next = p + 1;
    auto skipped = [&](int q) {
      Phase ph = static_cast<Phase>(q);
      return (ph == Phase::AfterTile || ph == Phase::AfterFigure || ph == Phase::AfterScore) &&
             r->phaseHooks[q].empty();
    };
    while (next < kPhases && skipped(next)) ++next;
    r->nextPhase[p] = static_cast<Phase>(next);
  }
  r->nextPhase[static_cast<int>(Phase::EndTurn)] = Phase::Draw;
  r->nextPhase[static_cast<int>(Phase::GameOver)] = Phase::GameOver;
  r->handSize = std::clamp(r->handSize, 1, kMaxHand);
  // The setup's start tile, else one a module's configure() chose (a start tableau), else the first
  // active set's that replaces the others' (a spring), else the first active set's that names one.
  std::string start = s.startTile;
  if (start.empty() && r->startTile >= 0 && size_t(r->startTile) < cat.tiles.size()) start = cat.tiles[r->startTile].id;
  for (bool replacing : {true, false})
    for (size_t i = 0; i < cat.sets.size() && start.empty(); ++i)
      if (r->activeSets[i] && (cat.sets[i].replacesStart || !replacing)) start = cat.sets[i].start;
  r->startTile = cat.tileId(start);
  if (r->startTile < 0) throw Error("setup.start.tile: unknown tile '" + start + "'");
  if (const TileType& t = cat.tiles[r->startTile]; !tileEnabled(*r, t))
    throw Error("setup.start.tile: tile " + t.id + " comes with set '" +
                (r->activeSets[t.setIdx] ? t.enabledBy : cat.sets[t.setIdx].module) + "', which is not in setup.sets");
  if (std::abs(s.startAt.x) > kMaxStartCoord || std::abs(s.startAt.y) > kMaxStartCoord)
    throw Error("setup.start: coordinates must lie within ±" + std::to_string(kMaxStartCoord));
  if (s.startRot < 0 || s.startRot > 3) throw Error("setup.start.rot: expected 0..3");
  // The deck: every enabled tile by count; an enabled variant replaces copies of its original.
  std::vector<int> counts(cat.tiles.size(), 0);
  for (size_t i = 0; i < cat.tiles.size(); ++i)
    if (tileEnabled(*r, cat.tiles[i])) counts[i] = cat.tiles[i].count;
  for (size_t i = 0; i < cat.tiles.size(); ++i)
    if (counts[i] && cat.tiles[i].variantOfIndex >= 0)
      counts[cat.tiles[i].variantOfIndex] = std::max(0, counts[cat.tiles[i].variantOfIndex] - counts[i]);
  if (counts[r->startTile] > 0) --counts[r->startTile];
  for (size_t i = 0; i < counts.size(); ++i) r->deck.insert(r->deck.end(), counts[i], static_cast<uint16_t>(i));
  r->nodeProtoAt.reserve(cat.tiles.size() * 4);
  for (const TileType& t : cat.tiles)
    for (int rot = 0; rot < 4; ++rot) {
      r->nodeProtoAt.push_back(static_cast<uint32_t>(r->nodeProtos.size()));
      for (size_t k = 0; k < t.segments.size(); ++k) r->nodeProtos.push_back(Features::prototype(t, rot, int(k)));
    }
  return r;
}

}  // namespace carc
