// Events and options as the API shows them: what the command line's replay prints, what the
// WASM module hands the page and the wiki element.
#include "record.hpp"

namespace carc {

using json = nlohmann::json;

namespace {

// Where a figure or a feature event happened: the cell, the location on that cell and the kind.
void whereJson(const Game& g, const Event& e, json& o) {
  o["x"] = e.at.x, o["y"] = e.at.y;
  int tile = -1, square = 0;
  if (g.tileAtCell(e.at, tile, square) && e.seg < g.typeOf(tile).segments.size())
    o["at"] = g.locationName(tile, e.seg), o["feature"] = g.catalog().kinds[g.typeOf(tile).segments[e.seg].kind].name;
}

json playerJson(int8_t p) { return p < 0 ? json(nullptr) : json(p); }

json scoreJson(const Game& g, size_t i) {
  const Catalog& cat = g.catalog();
  const Event& e = g.events()[i];
  json j = {{"turn", e.turn}, {"type", "score"}};
  json ps = json::array();
  for (int p = 0; p < g.players(); ++p)
    if (e.players >> p & 1) ps.push_back(p);
  j["players"] = ps, j["points"] = e.points;
  j["feature"] = e.category >= 0 ? cat.categories[e.category].name : "";
  j["complete"] = e.complete;
  if (e.featureTile >= 0) {
    j["tiles"] = e.tiles;
    for (size_t t = 0; t < cat.tags.size(); ++t) j[cat.tags[t]] = e.tags[t];
    j["x"] = e.at.x, j["y"] = e.at.y, j["segment"] = e.seg;  // one piece of it: Session::feature
  } else {  // a score of no feature (goods ...): the tags that say what it was for
    for (size_t t = 0; t < cat.tags.size(); ++t)
      if (e.tags[t]) j[cat.tags[t]] = e.tags[t];
  }
  if (e.category >= 0 && !cat.categories[e.category].detail.empty()) j[cat.categories[e.category].detail] = e.detail;
  // Several score events of one feature in a row (ties paid apart, bonuses): the first lists the
  // figures that the scoring returned.
  auto same = [&](const Event& r) { return r.featureTile == e.featureTile && r.featureSeg == e.featureSeg; };
  json returned = json::array();
  bool first = true;
  for (size_t k = i; k-- > 0 && g.events()[k].type == EventType::Score;)
    if (e.featureTile >= 0 && same(g.events()[k])) first = false;
  for (size_t k = i + 1; first && e.featureTile >= 0 && k < g.events().size(); ++k) {
    const Event& r = g.events()[k];
    if (r.type == EventType::Score) continue;
    if (r.type != EventType::FigureReturned || !same(r)) break;
    json rj = {{"player", playerJson(r.player)}, {"figure", cat.figures[r.figure].name}, {"x", r.at.x}, {"y", r.at.y}};
    int tile = -1, square = 0;
    if (g.tileAtCell(r.at, tile, square)) rj["at"] = g.locationName(tile, r.seg);
    returned.push_back(rj);
  }
  j["returned"] = returned;
  return j;
}

}  // namespace

json eventJson(const Game& g, size_t i) {
  const Catalog& cat = g.catalog();
  const Event& e = g.events()[i];
  json j = {{"turn", e.turn}};
  switch (e.type) {
    case EventType::TilePlaced:
      j["type"] = "tile", j["player"] = e.player, j["tile"] = cat.tiles[e.tileType].id;
      j["x"] = e.at.x, j["y"] = e.at.y, j["rot"] = e.rot;
      break;
    case EventType::TileDiscarded:
      j["type"] = "discard", j["player"] = e.player, j["tile"] = cat.tiles[e.tileType].id;
      break;
    case EventType::FigurePlaced:
    case EventType::FigureReturned:
      j["type"] = e.type == EventType::FigurePlaced ? "figure" : "return";
      j["player"] = playerJson(e.player), j["figure"] = cat.figures[e.figure].name;
      whereJson(g, e, j);
      break;
    case EventType::Score:
      return scoreJson(g, i);
    case EventType::Module:
      j["type"] = "module", j["module"] = std::string(cat.modules[e.module]->id());
      j["code"] = e.code, j["value"] = e.points, j["player"] = playerJson(e.player);
      j["x"] = e.at.x, j["y"] = e.at.y;
      cat.modules[e.module]->eventJson(g, e, j);
      break;
    case EventType::GameOver: {
      j["type"] = "end";
      json scores = json::array();
      for (int p = 0; p < g.players(); ++p) scores.push_back(g.score(p));
      j["scores"] = scores;
      break;
    }
  }
  return j;
}

json eventsJson(const Game& g, size_t from) {
  json out = json::array();
  for (size_t i = from; i < g.events().size(); ++i) out.push_back(eventJson(g, i));
  return out;
}

json replayJson(const Game& g) {
  json scores = json::array();
  for (int p = 0; p < g.players(); ++p) scores.push_back(g.score(p));
  return {{"scores", scores}, {"over", g.over()}, {"events", eventsJson(g)}};
}

json actionJson(const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  switch (a.type) {
    case ActionType::PlaceTile:
      return {{"type", "tile"}, {"tile", cat.tiles[a.tile].id}, {"x", a.x}, {"y", a.y}, {"rot", a.rot}};
    case ActionType::PlaceFigure:
    case ActionType::ReturnFigure: {
      const SegmentDef& s = g.typeOf(a.tile).segments[a.segment];
      json j = {{"type", a.type == ActionType::PlaceFigure ? "figure" : "return"},
                {"figure", cat.figures[a.figure].name},
                {"segment", a.segment},
                {"at", g.locationName(a.tile, a.segment)},
                {"feature", cat.kinds[s.kind].name}};
      drawSpotJson(g, a.tile, a.segment, j);
      return j;
    }
    case ActionType::Pass: {
      json j = {{"type", "pass"}};
      // A module's question that may be declined says in its words what declining means ("No robber").
      if (!g.pending().empty() && !g.pending().front().core())
        if (std::string t = cat.modules[g.pending().front().module]->describe(g, a); t != "module action")
          j["text"] = t;  // not the default words of a module that never described its pass
      return j;
    }
    case ActionType::Module: {
      json j = {{"type", "module"}, {"module", std::string(cat.modules[a.module]->id())}, {"code", a.code}, {"x", a.x},
                {"y", a.y},         {"text", cat.modules[a.module]->describe(g, a)}};
      return j;
    }
    case ActionType::Draw:
      return {{"type", "draw"}, {"tile", cat.tiles[a.tile].id}};
    case ActionType::Turn:
      return {{"type", "turn"}, {"player", a.code}};
  }
  return nullptr;
}

}  // namespace carc
