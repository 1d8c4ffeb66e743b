// The Wonders of Humanity with what the engine has (rules/WONDERS.md §8): the mini expansions
// (rules/MINIS.md) on and around a wonder piece of five squares.
#include <algorithm>
#include <set>

#include "modules/crop_circles.hpp"
#include "modules/flier.hpp"
#include "modules/messages.hpp"
#include "modules/wonders.hpp"
#include "test_support.hpp"
#include "wonders_support.hpp"

using namespace carctest;
using carc::Action;
using carc::ActionType;
using carc::Coord;
using carc::Wonders;

namespace {

// Plays a tile from the free deck and passes its figure step.
void playPassing(Game& g, const std::string& id, int x, int y, int rot) {
  g.forceDraw(cat().tileId(id));
  g.apply(tileAt(id, x, y, rot));
  g.apply(Action{});
}

// Gives player p a wonder (turns pass with Bs below the start; p is raised to the threshold by test
// points and takes `id` at the end of the turn).
void giveWonderAtThreshold(Game& g, const std::string& id, int p) {
  while (g.current() != p) playPassing(g, "B", 0, nextRow(g), 0);
  int need = W().threshold(g) - g.score(p);
  g.forceDraw(cat().tileId("B"));
  g.apply(tileAt("B", 0, nextRow(g), 0));
  if (need > 0) g.award(static_cast<uint8_t>(1 << p), need, cat().categoryId("field"), nullptr);
  g.apply(Action{});
  REQUIRE(g.pending().front().module == cat().moduleIndex("wonders"));
  g.apply(moduleAction("wonders", Wonders::kPickWonder, number(id)));
}

// Red (0) holds `id` and places it at the first offered placement; returns the wonder's tile index.
int placeWonder(Game& g, const std::string& id) {
  giveWonderAtThreshold(g, id, 0);
  while (g.current() != 0) playPassing(g, "B", 0, nextRow(g), 0);
  REQUIRE(g.pieceInstead() == cat().tileId("wonders/" + id));
  g.apply(g.legalActions().front());
  int wonder = g.lastTile();
  g.apply(Action{});
  return wonder;
}

// As placeWonder, with Red's meeple on one of the wonder's roads (no second meeple).
int placeWonderOnRoad(Game& g, const std::string& id, int& roadSeg) {
  giveWonderAtThreshold(g, id, 0);
  while (g.current() != 0) playPassing(g, "B", 0, nextRow(g), 0);
  g.apply(g.legalActions().front());
  int wonder = g.lastTile();
  roadSeg = -1;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceFigure && a.figure == normal() &&
        g.typeOf(wonder).segments[a.segment].kind == cat().kindId("road")) {
      roadSeg = a.segment;
      g.apply(a);
      break;
    }
  REQUIRE(roadSeg >= 0);
  while (g.current() == 0 && !g.pending().empty() && g.pending().front().module == cat().moduleIndex("wonders"))
    g.apply(Action{});  // no second meeple
  REQUIRE(g.current() == 1);
  return wonder;
}

bool isWonderCell(const Game& g, Coord c, int wonder) {
  int t = -1, q = -1;
  return g.tileAtCell(c, t, q) && t == wonder;
}

}  // namespace

TEST_CASE("wonders with minis: a flier landing on any wonder square may choose every open road of the wonder",
          "[wonders][flier]") {
  // MINIS + WONDERS §8 (HOUSE CHOICE): the wonder is one tile for figure placement, so the landing
  // choices are the unfinished roads/cities/monasteries of all five squares, not only the square hit.
  Game g = wgame(2, {"stonehenge"}, {"base", "wonders", "flier"});
  int wonder = placeWonder(g, "stonehenge");
  REQUIRE(g.current() == 1);
  const int flierMod = cat().moduleIndex("flier"), road = cat().kindId("road");
  // Stonehenge's four roads, each on its own outer square; the open ones are the expected landings.
  std::set<int> openRoads;
  const auto& segs = g.typeOf(wonder).segments;
  for (size_t s = 0; s < segs.size(); ++s)
    if (segs[s].kind == road && g.features().root(g.nodeOf(wonder, int(s))).open > 0) openRoads.insert(int(s));
  REQUIRE(openRoads.size() >= 2);
  int landings = 0, diagonal = 0;
  std::set<int> squaresHit;
  for (size_t tt = 0; tt < cat().tiles.size(); ++tt) {
    const std::string& id = cat().tiles[tt].id;
    if (id.rfind("fl/", 0) != 0) continue;
    if (cat().tiles[tt].count == 0) continue;  // another edition's variant, never drawn
    Game d = g;
    try {
      d.forceDraw(int(tt));
    } catch (const std::exception&) {
      continue;  // another edition's variant, not in play
    }
    for (const Action& place : d.legalActions()) {
      Game p = d;
      p.apply(place);
      Action fly = moduleAction("flier", carc::Flier::kFlyNormal);
      if (!p.isLegal(fly)) continue;
      p.apply(fly);
      for (int roll = 1; roll <= 3; ++roll) {
        Game r = p;
        r.apply(moduleAction("flier", roll));
        if (r.pending().empty() || r.pending().front().module != flierMod) continue;  // crashed
        std::vector<Action> spots = r.legalActions();
        REQUIRE(!spots.empty());
        if (spots.front().tile != wonder) continue;
        // The cell hit lies on the straight line of the arrow, `roll` squares away (diagonals too).
        Coord from = r.tiles()[r.lastTile()].at;
        int dx = 0, dy = 0, hits = 0;
        for (int x = -1; x <= 1; ++x)
          for (int y = -1; y <= 1; ++y)
            if ((x || y) && isWonderCell(r, {from.x + x * roll, from.y + y * roll}, wonder)) ++hits, dx = x, dy = y;
        CHECK(hits >= 1);
        diagonal += dx != 0 && dy != 0 && hits == 1;
        int t = -1, q = -1;
        r.tileAtCell({from.x + dx * roll, from.y + dy * roll}, t, q);
        squaresHit.insert(q);
        std::set<int> offered;
        for (const Action& a : spots) {
          CHECK(a.tile == wonder);
          if (segs[a.segment].kind == road) offered.insert(a.segment);
        }
        CHECK(offered == openRoads);  // every open road of the wonder, whichever square was hit
        // Landing works and puts Blue's meeple on the wonder.
        Action land = *std::find_if(spots.begin(), spots.end(),
                                    [&](const Action& a) { return a.segment == *openRoads.rbegin(); });
        r.apply(land);
        bool there = false;
        for (const auto& f : r.figures()) there |= f.player == 1 && f.tile == wonder && f.seg == land.segment;
        CHECK(there);
        ++landings;
      }
    }
  }
  INFO("landings " << landings << ", diagonal " << diagonal);
  CHECK(landings > 0);
  CHECK(diagonal > 0);            // some landings came along a diagonal arrow
  CHECK(squaresHit.size() >= 2);  // the choice is the same from different squares of the wonder
}

TEST_CASE("wonders with minis: gold bars sit on squares, a road claims the bars on every square it covers",
          "[wonders][gold]") {
  // Stonehenge's road from square n runs over n and the centre c (wonders.json). A bar on c and one
  // on n are claimed when that road completes; a bar on e (another road's square) is not.
  Game g = wgame(2, {"stonehenge"}, {"base", "wonders", "gold"});
  int wonder = placeWonder(g, "stonehenge");
  const auto& type = g.typeOf(wonder);
  int road = g.segmentAt(wonder, 0, "N", cat().kindId("road"));  // square 0 = n
  REQUIRE(road >= 0);
  REQUIRE(type.segments[road].squares == 0b101);  // n and c
  Coord n = g.cellOf(wonder, 0), c = g.cellOf(wonder, 2), e = g.cellOf(wonder, 3);
  const int gold = cat().moduleIndex("gold");
  g.moduleState(gold) = {3, n.x, n.y, 1, c.x, c.y, 1, e.x, e.y, 1, 0, -1, 0};
  g.placeFigure(1, normal(), wonder, road);
  cat().modules[gold]->onFeatureCompleted(g, g.viewOf(wonder, road, true));
  const std::vector<int>& s = g.moduleState(gold);
  REQUIRE(s.size() > 10);
  std::set<std::pair<int, int>> claimed;
  for (int k = 0; k < s[10]; ++k) {
    CHECK(s[11 + 3 * k + 2] == 2);  // Blue's claim
    claimed.insert({s[11 + 3 * k], s[12 + 3 * k]});
  }
  CHECK(claimed == std::set<std::pair<int, int>>{{n.x, n.y}, {c.x, c.y}});
}

TEST_CASE("wonders with minis: the mage and the witch may go to the wonder's roads", "[wonders][magic]") {
  Game g = wgame(2, {"stonehenge"}, {"base", "wonders", "magic"});
  int wonder = placeWonder(g, "stonehenge");
  g.forceDraw(cat().tileId("mw/A"));
  bool offered = false;
  for (const Action& place : g.legalActions()) {
    Game p = g;
    p.apply(place);
    if (p.pending().empty() || p.pending().front().module != cat().moduleIndex("magic")) continue;
    for (const Action& a : p.legalActions())
      if (a.type == ActionType::PlaceFigure && a.tile == wonder) {
        CHECK(p.typeOf(wonder).segments[a.segment].kind == cat().kindId("road"));
        CHECK(p.explain(a) == "");
        // The move names the cell of the wonder where the road is (not the piece's anchor), from
        // the new tile: the words name no coordinates (the figure spot shows where).
        Coord c = p.cellOf(wonder, p.squareOf(wonder, a.segment));
        CHECK_THAT(cat().modules[cat().moduleIndex("magic")]->describe(p, a),
                   Catch::Contains("road on " + carc::tileFromNewTile(p, c)));
        CHECK(isWonderCell(p, c, wonder));
        offered = true;
      }
    if (offered) break;
  }
  CHECK(offered);
}

TEST_CASE("wonders with minis: a robber robs a wonder's bonus points", "[wonders][robbers]") {
  // WO-7's position with Robbers: Red (0) holds the Taj Mahal, 10 test points, a meeple on its
  // road. Blue (1) closes the road: the wonder's bonus is paid first, Red 10 -> 12 (Taj Mahal +2),
  // then 12 -> 15 (road). Blue's robber on 10 robs the move that leaves 10: the wonder's 2 points,
  // half rounded up = 1.
  Game g = wgame(2, {"taj-mahal", "alhambra"}, {"base", "wonders", "robbers"});
  giveWonderAtThreshold(g, "taj-mahal", 0);
  playPassing(g, "B", 0, 2, 0);
  g.apply(tileAt("wonders/taj-mahal", 1, -1, 1));
  int wonder = g.lastTile();
  Action fig;
  fig.type = ActionType::PlaceFigure, fig.tile = static_cast<uint16_t>(wonder);
  fig.figure = static_cast<uint8_t>(normal());
  int seg = -1;
  for (int q = 0; q < g.typeOf(wonder).squareCount && seg < 0; ++q)
    seg = g.segmentAt(wonder, q, "W", cat().kindId("road"));
  REQUIRE(seg >= 0);
  fig.segment = static_cast<uint8_t>(seg);
  g.apply(fig);
  g.apply(Action{});  // no second meeple
  REQUIRE(g.current() == 1);
  REQUIRE(g.score(0) == 10);
  g.setToken(cat().moduleIndex("robbers"), 0, 1, 10);
  g.forceDraw(cat().tileId("A"));
  g.apply(tileAt("A", -1, 0, 3));
  g.apply(Action{});
  for (int guard = 0; guard < 8 && !g.pending().empty() && g.pending().front().module == cat().moduleIndex("robbers");
       ++guard)
    g.apply(g.legalActions().front());
  CHECK(g.score(0) == 15);
  CHECK(g.score(1) == 1);
  int robbed = 0;
  for (const json& e : eventsOf(g, "module"))
    if (e["module"] == "robbers" && e.contains("victim")) {
      ++robbed;
      CHECK(e["text"] == "robs P0: half of 2 points = 1");
    }
  CHECK(robbed == 1);
}

TEST_CASE("wonders with minis: crop circle A adds a meeple beside one on a wonder's road", "[wonders][cropcircles]") {
  Game g = wgame(2, {"stonehenge"}, {"base", "wonders", "cropcircles"});
  int road = -1;
  int wonder = placeWonderOnRoad(g, "stonehenge", road);
  // Blue places a club tile (roads) anywhere; Blue chooses A; Red adds a meeple beside the one on
  // the wonder's road: the same feature of the same piece.
  g.forceDraw(cat().tileId("cc/B"));
  Game p = g;
  bool done = false;
  for (const Action& place : g.legalActions()) {
    p = g;
    p.apply(place);
    p.apply(Action{});  // Blue puts no figure
    if (p.pending().empty() || p.pending().front().module != cat().moduleIndex("cropcircles")) continue;
    bool stands = false;  // the tile must not have completed Red's road
    for (const auto& f : p.figures()) stands |= f.player == 0 && f.tile == wonder && f.seg == road;
    if (!stands) continue;
    done = true;
    break;
  }
  REQUIRE(done);
  p.apply(moduleAction("cropcircles", carc::CropCircles::kAdd));
  // Blue has no meeple on a road (it may have none anywhere): Red decides.
  while (!p.pending().empty() && p.pending().front().module == cat().moduleIndex("cropcircles") && p.decider() != 0)
    p.apply(p.legalActions().front());
  REQUIRE(!p.pending().empty());
  REQUIRE(p.decider() == 0);
  Action beside;
  beside.type = ActionType::PlaceFigure, beside.tile = static_cast<uint16_t>(wonder);
  beside.segment = static_cast<uint8_t>(road), beside.figure = static_cast<uint8_t>(normal());
  auto opts = p.legalActions();
  CHECK(std::find(opts.begin(), opts.end(), beside) != opts.end());
  int before = supply(p, 0);
  p.apply(beside);
  int on = 0;
  for (const auto& f : p.figures()) on += f.player == 0 && f.tile == wonder && f.seg == road;
  CHECK(on == 2);
  CHECK(supply(p, 0) == before - 1);
}

TEST_CASE("wonders with minis: with Messages the threshold is the total of both figures", "[wonders][messages]") {
  // Red (0) gains 6 (score meeple 0 -> 6) and 6 more on the messenger (0 -> 6): neither figure
  // reaches 10, the total 12 does: Red takes a wonder at the end of the turn (WONDERS §2.4).
  Game g = wgame(2, {"stonehenge", "alhambra"}, {"base", "wonders", "messages"});
  const int msg = cat().moduleIndex("messages");
  g.forceDraw(cat().tileId("B"));
  g.apply(tileAt("B", 0, 1, 0));
  g.award(1, 6, cat().categoryId("field"), nullptr);
  g.award(1, 6, cat().categoryId("field"), nullptr);
  // The figure step (no figure) and the question which figure moves the second 6: the messenger.
  int asked = 0;
  for (int guard = 0; guard < 4 && !g.pending().empty() && g.pending().front().module != cat().moduleIndex("wonders");
       ++guard) {
    bool which = g.pending().front().module == msg && g.pending().front().kind == carc::Messages::kFigure;
    asked += which;
    g.apply(which ? moduleAction("messages", carc::Messages::kMessenger) : Action{});
  }
  CHECK(asked == 1);
  CHECK(g.token(msg, carc::Messages::kScoreMeeple, 0) == 6);
  CHECK(g.token(msg, carc::Messages::kMessenger, 0) == 6);
  CHECK(g.score(0) == 12);
  REQUIRE(!g.pending().empty());
  CHECK(g.pending().front().module == cat().moduleIndex("wonders"));
  CHECK(g.decider() == 0);
  g.apply(moduleAction("wonders", Wonders::kPickWonder, number("alhambra")));
  CHECK(W().held(g, 0) == std::vector<int>{number("alhambra")});
}

TEST_CASE("wonders with T&B: a wonder that extends the owner's builder road gives the bonus turn", "[wonders][tb]") {
  // WONDERS §8 HOUSE CHOICE: placing the wonder is a tile placement in the owner's turn. WO-7's
  // position: the Taj Mahal at anchor (1,-1) turned once puts its road square on the start tile's
  // east road, where Red's builder stands (put there by the test).
  Game g = wgame(2, {"taj-mahal", "alhambra"}, {"base", "wonders", "tb"});
  giveWonderAtThreshold(g, "taj-mahal", 0);
  playPassing(g, "B", 0, 2, 0);
  REQUIRE(g.current() == 0);
  int startRoad = g.segmentAt(0, "E", cat().kindId("road"));
  REQUIRE(startRoad >= 0);
  g.placeFigure(0, cat().figureId("builder"), 0, startRoad);
  Game without = g;
  g.apply(tileAt("wonders/taj-mahal", 1, -1, 1));
  g.apply(Action{});        // no meeple on the wonder
  CHECK(g.current() == 0);  // the bonus turn
  CHECK(g.inExtraTurn());
  // Without the builder on that road, Blue moves next.
  for (size_t i = 0; i < without.figures().size(); ++i)
    if (without.figures()[i].kind == cat().figureId("builder")) {
      without.removeFigure(int(i));
      break;
    }
  without.apply(tileAt("wonders/taj-mahal", 1, -1, 1));
  without.apply(Action{});
  CHECK(without.current() == 1);
}

TEST_CASE("wonders with I&C: the big meeple is one of the two meeples on a wonder and counts 2", "[wonders][ic]") {
  Game g = wgame(2, {"stonehenge"}, {"base", "wonders", "ic"});
  giveWonderAtThreshold(g, "stonehenge", 0);
  while (g.current() != 0) playPassing(g, "B", 0, nextRow(g), 0);
  g.apply(g.legalActions().front());
  int wonder = g.lastTile();
  const int road = cat().kindId("road"), big = cat().figureId("big");
  int first = -1, second = -1;
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceFigure && a.figure == big && g.typeOf(wonder).segments[a.segment].kind == road) {
      first = a.segment;
      g.apply(a);
      break;
    }
  REQUIRE(first >= 0);
  REQUIRE(g.pending().front().kind == Wonders::kSecondMeeple);
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceFigure && a.figure == normal() && a.segment != first &&
        g.typeOf(wonder).segments[a.segment].kind == road) {
      second = a.segment;
      g.apply(a);
      break;
    }
  REQUIRE(second >= 0);
  CHECK(g.features().root(g.nodeOf(wonder, first)).strength[0] == 2);
  CHECK(g.features().root(g.nodeOf(wonder, second)).strength[0] == 1);
  CHECK(g.supply(0, big) == 0);
  CHECK(g.current() == 1);  // two figures: the turn is over
}

namespace {

// Red holds `id` and places it where every cell lies south of row 0 (away from the start tile).
int placeWonderSouth(Game& g, const std::string& id) {
  giveWonderAtThreshold(g, id, 0);
  while (g.current() != 0) playPassing(g, "B", 0, nextRow(g), 0);
  for (const Action& a : g.legalActions()) {
    bool south = true;
    for (const auto& sq : cat().tiles[a.tile].rot[a.rot].squares) south = south && a.y + sq.offset.y >= 1;
    if (!south) continue;
    g.apply(a);
    int wonder = g.lastTile();
    g.apply(Action{});
    return wonder;
  }
  FAIL("no placement of the wonder south of the start");
  return -1;
}

int pointsIn(const Game& g, int player, const std::string& category) {
  int sum = 0;
  for (const auto& e : g.events())
    if (e.type == carc::EventType::Score && e.category == cat().categoryId(category) && (e.players >> player & 1))
      sum += e.points;
  return sum;
}

// Places `id` at its first legal placement.
void placeAnywhere(Game& g, const std::string& id) {
  g.forceDraw(cat().tileId(id));
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::PlaceTile) {
      g.apply(a);
      return;
    }
  FAIL("no placement for " + id);
}

}  // namespace

TEST_CASE("wonders with I&C: inn tiles never qualify for the Nazca Lines", "[wonders][ic]") {
  Game g = wgame(2, {"nazca-lines"}, {"base", "wonders", "ic"});
  placeWonderSouth(g, "nazca-lines");
  playPassing(g, "B", 0, nextRow(g), 0);  // Blue
  REQUIRE(g.current() == 0);
  // ic/B: a straight road with an inn, fields else: roads and fields only, but the inn is a symbol.
  Game inn = g, plain = g;
  placeAnywhere(inn, "ic/B");
  inn.apply(Action{});
  CHECK((inn.pending().empty() || inn.pending().front().kind != Wonders::kNazcaTurn ||
         inn.pending().front().module != cat().moduleIndex("wonders")));
  CHECK(inn.current() == 1);
  // The same without the inn (base U) is offered another turn.
  placeAnywhere(plain, "U");
  plain.apply(Action{});
  REQUIRE(!plain.pending().empty());
  CHECK(plain.pending().front().module == cat().moduleIndex("wonders"));
  CHECK(plain.pending().front().kind == Wonders::kNazcaTurn);
}

TEST_CASE("wonders with I&C: a cathedral tile has no walls for the Great Wall", "[wonders][ic]") {
  // Red's knight on the start tile's city (north); the Great Wall pays 3 when a walled city tile
  // joins it (base E turned twice at (0,-1)), nothing for the cathedral tile ic/K there.
  Game g = wgame(2, {"great-wall"}, {"base", "wonders", "ic"});
  placeWonderSouth(g, "great-wall");
  playPassing(g, "B", 0, nextRow(g), 0);  // Blue
  REQUIRE(g.current() == 0);
  int city = g.segmentAt(0, "N", cat().kindId("city"));
  REQUIRE(city >= 0);
  g.placeFigure(0, normal(), 0, city);
  Game cathedral = g;
  g.forceDraw(cat().tileId("E"));
  g.apply(tileAt("E", 0, -1, 2));
  CHECK(pointsIn(g, 0, "great-wall") == 3);
  cathedral.forceDraw(cat().tileId("ic/K"));
  cathedral.apply(tileAt("ic/K", 0, -1, 0));
  CHECK(pointsIn(cathedral, 0, "great-wall") == 0);
}

TEST_CASE("wonders with gardens: no garden on a wonder, a garden tile never qualifies for the Nazca Lines",
          "[wonders][abbot]") {
  for (int n = 0; n < W().wonderCount(); ++n)
    for (const auto& s : cat().tiles[W().wonderType(n)].segments) CHECK(s.kind != cat().kindId("garden"));
  Game g = wgame(2, {"nazca-lines"}, {"base", "wonders", "abbot"});
  placeWonderSouth(g, "nazca-lines");
  playPassing(g, "B", 0, nextRow(g), 0);  // Blue
  REQUIRE(g.current() == 0);
  Game garden = g, plain = g;
  placeAnywhere(garden, "U.g");  // U with a garden: roads and fields, and a garden
  garden.apply(Action{});
  CHECK(garden.current() == 1);
  placeAnywhere(plain, "U");
  plain.apply(Action{});
  REQUIRE(!plain.pending().empty());
  CHECK(plain.pending().front().kind == Wonders::kNazcaTurn);
}
