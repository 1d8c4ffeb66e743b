#include "base_game.hpp"

#include <algorithm>

#include "../game.hpp"

namespace carc {

void BaseGame::configure(Rules& r) const {
  r.handSize = r.options[optHandSize_];
  if (!r.options[optFarmers_]) r.figureVetoes.push_back(this);  // only then can checkFigure refuse
}

void BaseGame::onSetup(Game& g) const {
  for (int p = 0; p < g.players(); ++p) g.setSupply(p, meeple_, g.option(optMeeples_));
}

// Farmers off: no figure stands on a field (the pig, which needs a farmer there, refuses itself).
bool BaseGame::checkFigure(const Game& g, int, int figure, int tile, int seg, Why& why) const {
  if (g.typeOf(tile).segments[seg].kind == field_ && !g.option(optFarmers_) && !g.catalog().figures[figure].needsOwn)
    return why.no("farmers are not in play (rules.farmers is false)");
  return true;
}

int BaseGame::featurePoints(const Game& g, const FeatureView& f, int points) const {
  int pennants = f.node->tags[pennants_];
  if (f.kind == road_) return f.tiles;
  if (f.kind == monastery_) return f.tiles;  // 9 when surrounded, else 1 + neighbours
  if (f.kind != city_) return points;
  if (!f.complete) return f.tiles + pennants;
  if (f.tiles == 2 && g.option(optTinyCity_) == 2) return f.tiles + pennants;
  return 2 * (f.tiles + pennants);
}

void BaseGame::onPhase(Game& g, Phase p) const {
  if (p == Phase::FinalScoring) scoreFields(g);
}

namespace {

// The completed cities a field touches, as city roots, in a stable order (into `out`, cleared:
// every search playout scores fields, so the caller's buffer is reused, not allocated).
void completedCities(const Game& g, int fieldRoot, std::vector<int>& out) {
  out.clear();
  const Features& fs = g.features();
  int m = fieldRoot;
  do {
    const FeatureNode& n = fs.node(m);
    m = n.next;
    if (!n.nearCity) continue;
    const TileType& t = g.typeOf(n.tile);
    for (uint32_t bits = t.segments[n.seg].cities; bits; bits &= bits - 1) {  // each city bit, lowest first
      int r = fs.find(g.nodeOf(n.tile, __builtin_ctz(bits)));
      if (fs.node(r).open == 0 && std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
    }
  } while (m != fieldRoot);
}

uint8_t majority(const Game& g, const std::array<int, kMaxPlayers>& strength) {
  int best = *std::max_element(strength.begin(), strength.begin() + g.players());
  uint8_t mask = 0;
  if (best > 0)
    for (int p = 0; p < g.players(); ++p)
      if (strength[p] == best) mask |= static_cast<uint8_t>(1 << p);
  return mask;
}

}  // namespace

// A field that touches no completed city pays nothing: no score event, its farmers just return.
void BaseGame::scoreFields(Game& g) const {
  // Scratch buffers: this runs at the end of every search playout.
  thread_local std::vector<int> fields, cities, cityFieldPairs;
  thread_local std::vector<std::pair<int, int>> credited;  // (player, city) already paid
  fields.clear();  // field roots holding farmers, in the order the farmers were placed
  for (const Figure& f : g.figures()) {
    int node = g.nodeOf(f.tile, f.seg);
    if (g.features().node(node).kind != field_) continue;
    int r = g.features().find(node);
    if (std::find(fields.begin(), fields.end(), r) == fields.end()) fields.push_back(r);
  }
  // No event kept and no module's scoring reads figures (Game::quietScoring): the farmers go
  // back in one pass after the last field's award instead of a scan per field. The awards read each
  // field's strength before it changes either way, and every farmer is back when this returns.
  const bool batched = g.quietScoring();
  int mode = g.option(optFarmScoring_);
  int fieldCategory = g.catalog().kinds[field_].category;
  if (mode == 1) {           // first edition: per completed city, the most farmers around it take 4
    std::vector<int> order;  // the cities in the order fields first reach them
    cityFieldPairs.clear();  // (city, field) pairs
    for (int fr : fields) {
      completedCities(g, fr, cities);
      for (int c : cities) {
        if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
        cityFieldPairs.push_back(c), cityFieldPairs.push_back(fr);
      }
    }
    for (int city : order) {
      std::array<int, kMaxPlayers> strength{};
      for (size_t k = 0; k < cityFieldPairs.size(); k += 2)
        if (cityFieldPairs[k] == city)
          for (int p = 0; p < g.players(); ++p) strength[p] += g.features().node(cityFieldPairs[k + 1]).strength[p];
      FeatureView v = g.view(city, false);
      g.award(majority(g, strength), 4, fieldCategory, &v, 1);
    }
  } else {
    credited.clear();  // second edition variant: each city once per player
    for (int fr : fields) {
      std::array<int, kMaxPlayers> strength{};
      for (int p = 0; p < g.players(); ++p) strength[p] = g.features().node(fr).strength[p];
      uint8_t owners = majority(g, strength);
      completedCities(g, fr, cities);
      FeatureView v = g.view(fr, false);
      if (mode == 0) {
        if (!cities.empty()) g.award(owners, 3 * int(cities.size()), fieldCategory, &v, int(cities.size()));
        if (!batched) g.returnFiguresOn(v);  // right after its score, so the event lists them
        continue;
      }
      for (int p = 0; p < g.players(); ++p) {
        if (!(owners >> p & 1)) continue;
        int fresh = 0;
        for (int c : cities)
          if (std::find(credited.begin(), credited.end(), std::pair{p, c}) == credited.end())
            credited.push_back({p, c}), ++fresh;
        if (fresh) g.award(static_cast<uint8_t>(1 << p), 3 * fresh, fieldCategory, &v, fresh);
      }
      if (!batched) g.returnFiguresOn(v);
    }
  }
  if (batched) return g.returnFiguresOfKind(field_);
  for (int fr : fields) g.returnFiguresOn(g.view(fr, false));  // first edition: farmers count for several cities
}

}  // namespace carc
