// Events and options as the API shows them: what the command line's replay prints, what the
// WASM module hands the page and the wiki element.
#include "record.hpp"

namespace carc {

using json = nlohmann::json;

namespace {

// Where a figure or a feature event happened: the cell, the location on that cell and the kind.
void whereJson(const Game& g, const Event& e, JsonOut& o) {
  o.field("x", e.at.x).field("y", e.at.y);
  int tile = -1, square = 0;
  if (g.tileAtCell(e.at, tile, square) && e.seg < g.typeOf(tile).segments.size())
    o.field("at", g.locationName(tile, e.seg))
        .field("feature", g.catalog().kinds[g.typeOf(tile).segments[e.seg].kind].name);
}

void playerJson(JsonOut& o, int8_t p) {
  if (p < 0)
    o.null();
  else
    o.value(p);
}

void scoresJson(JsonOut& o, const Game& g) {
  o.beginArray();
  for (int p = 0; p < g.players(); ++p) o.value(g.score(p));
  o.endArray();
}

void scoreJson(JsonOut& o, const Game& g, size_t i) {
  const Catalog& cat = g.catalog();
  const Event& e = g.events()[i];
  o.beginObject().field("turn", e.turn).field("type", "score").key("players").beginArray();
  for (int p = 0; p < g.players(); ++p)
    if (e.players >> p & 1) o.value(p);
  o.endArray().field("points", e.points);
  o.field("feature", e.category >= 0 ? cat.categories[e.category].name : std::string());
  o.field("complete", e.complete);
  if (e.featureTile >= 0) {
    o.field("tiles", e.tiles);
    for (size_t t = 0; t < cat.tags.size(); ++t) o.field(cat.tags[t], e.tags[t]);
    o.field("x", e.at.x).field("y", e.at.y).field("segment", e.seg);  // one piece of it: Session::feature
  } else {  // a score of no feature (goods ...): the tags that say what it was for
    for (size_t t = 0; t < cat.tags.size(); ++t)
      if (e.tags[t]) o.field(cat.tags[t], e.tags[t]);
  }
  if (e.category >= 0 && !cat.categories[e.category].detail.empty())
    o.field(cat.categories[e.category].detail, e.detail);
  for (auto* m : g.rules().modules) m->scoreJson(g, e, o);  // why it paid ("each", "from", "mage")
  // Several score events of one feature in a row (ties paid apart, bonuses): the first lists the
  // figures that the scoring returned.
  auto same = [&](const Event& r) { return r.featureTile == e.featureTile && r.featureSeg == e.featureSeg; };
  o.key("returned").beginArray();
  bool first = true;
  for (size_t k = i; k-- > 0 && g.events()[k].type == EventType::Score;)
    if (e.featureTile >= 0 && same(g.events()[k])) first = false;
  for (size_t k = i + 1; first && e.featureTile >= 0 && k < g.events().size(); ++k) {
    const Event& r = g.events()[k];
    if (r.type == EventType::Score) continue;
    if (r.type != EventType::FigureReturned || !same(r)) break;
    o.beginObject().key("player");
    playerJson(o, r.player);
    o.field("figure", cat.figures[r.figure].name).field("x", r.at.x).field("y", r.at.y);
    int tile = -1, square = 0;
    if (g.tileAtCell(r.at, tile, square)) o.field("at", g.locationName(tile, r.seg));
    o.endObject();
  }
  o.endArray().endObject();
}

// Parses text that JsonOut wrote (the native callers of the tree functions).
json parsed(JsonOut& o) { return json::parse(o.text()); }

}  // namespace

void eventJson(JsonOut& o, const Game& g, size_t i) {
  const Catalog& cat = g.catalog();
  const Event& e = g.events()[i];
  if (e.type == EventType::Score) return scoreJson(o, g, i);
  o.beginObject().field("turn", e.turn);
  switch (e.type) {
    case EventType::TilePlaced:
      o.field("type", "tile").field("player", e.player).field("tile", cat.tiles[e.tileType].id);
      o.field("x", e.at.x).field("y", e.at.y).field("rot", e.rot);
      break;
    case EventType::TileDiscarded:
      o.field("type", "discard").field("player", e.player).field("tile", cat.tiles[e.tileType].id);
      break;
    case EventType::FigurePlaced:
    case EventType::FigureReturned:
      o.field("type", e.type == EventType::FigurePlaced ? "figure" : "return").key("player");
      playerJson(o, e.player);
      o.field("figure", cat.figures[e.figure].name);
      whereJson(g, e, o);
      break;
    case EventType::Score:
      break;
    case EventType::Module: {
      o.field("type", "module").field("module", cat.modules[e.module]->id());
      o.field("code", e.code).field("value", e.points).key("player");
      playerJson(o, e.player);
      o.field("x", e.at.x).field("y", e.at.y);
      cat.modules[e.module]->eventJson(g, e, o);  // the module's words join the event's fields
      break;
    }
    case EventType::GameOver:
      o.field("type", "end").key("scores");
      scoresJson(o, g);
      break;
  }
  o.endObject();
}

json eventJson(const Game& g, size_t i) {
  JsonOut o;
  eventJson(o, g, i);
  return parsed(o);
}

void eventsJson(JsonOut& o, const Game& g, size_t from) {
  o.beginArray();
  for (size_t i = from; i < g.events().size(); ++i) eventJson(o, g, i);
  o.endArray();
}

json eventsJson(const Game& g, size_t from) {
  JsonOut o;
  eventsJson(o, g, from);
  return parsed(o);
}

std::string replayText(const Game& g) {
  JsonOut o;
  o.beginObject().key("scores");
  scoresJson(o, g);
  o.field("over", g.over()).key("events");
  eventsJson(o, g, 0);
  o.endObject();
  return o.take();
}

json replayJson(const Game& g) { return json::parse(replayText(g)); }

void actionJson(JsonOut& o, const Game& g, const Action& a) {
  const Catalog& cat = g.catalog();
  switch (a.type) {
    case ActionType::PlaceTile:
      o.beginObject().field("type", "tile").field("tile", cat.tiles[a.tile].id).field("x", a.x).field("y", a.y);
      o.field("rot", a.rot).key("place");
      placeJson(o, optionPlace(g, a));
      o.endObject();
      return;
    case ActionType::PlaceFigure:
    case ActionType::ReturnFigure: {
      const SegmentDef& s = g.typeOf(a.tile).segments[a.segment];
      o.beginObject().field("type", a.type == ActionType::PlaceFigure ? "figure" : "return");
      o.field("figure", cat.figures[a.figure].name).field("segment", a.segment);
      o.field("at", g.locationName(a.tile, a.segment)).field("feature", cat.kinds[s.kind].name);
      drawSpotJson(g, a.tile, a.segment, o);
      o.key("place");
      placeJson(o, optionPlace(g, a));
      o.endObject();
      return;
    }
    case ActionType::Pass: {
      o.beginObject().field("type", "pass");
      // A module's question that may be declined says in its words what declining means ("No robber").
      if (!g.pending().empty() && !g.pending().front().core())
        if (std::string t = cat.modules[g.pending().front().module]->describe(g, a); t != "module action")
          o.field("text", t);  // not the default words of a module that never described its pass
      o.key("place");
      placeJson(o, optionPlace(g, a));
      o.endObject();
      return;
    }
    case ActionType::Module:
      o.beginObject().field("type", "module").field("module", cat.modules[a.module]->id()).field("code", a.code);
      o.field("x", a.x).field("y", a.y).field("text", cat.modules[a.module]->describe(g, a)).key("place");
      placeJson(o, optionPlace(g, a));
      o.endObject();
      return;
    case ActionType::Draw:
      o.beginObject().field("type", "draw").field("tile", cat.tiles[a.tile].id).key("place");
      placeJson(o, Place::none());  // forced by a record, never offered
      o.endObject();
      return;
    case ActionType::Turn:
      o.beginObject().field("type", "turn").field("player", a.code).key("place");
      placeJson(o, Place::none());
      o.endObject();
      return;
  }
  o.null();
}

json actionJson(const Game& g, const Action& a) {
  JsonOut o;
  actionJson(o, g, a);
  return parsed(o);
}

}  // namespace carc
