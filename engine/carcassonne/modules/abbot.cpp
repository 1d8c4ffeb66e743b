#include "abbot.hpp"

#include "../game.hpp"
#include "../input_limits.hpp"
#include "../json_fields.hpp"
#include "../json_out.hpp"

namespace carc {

void Abbot::registerContent(Catalog& cat) {
  // Gardens are printed on the base set's C2/C3 garden copies (and some expansions' tiles); those
  // copies enter the deck only when the Abbot is in play, and only an abbot stands on a garden.
  FeatureKindDef garden = featureKind("garden", Topology::Center, 0, false, true);
  garden.noFigure = "only an abbot may stand on a garden";
  garden.words = words("garden"), garden.place = "in a garden", garden.spot = "#2f6a2f";
  garden_ = cat.addKind(garden);
  FigureKindDef abbot = figureKind("abbot", 1, true);
  abbot.words = words("abbot", "the");
  // a hooded monk in a long robe (no outstretched arms), with a rope belt and a cross that tell
  // him apart even in grey
  abbot.look = looks::figureLook(R"({"mark": [0, -0.02], "spot": "#6b3fa0", "layers": [
      ["M0 -0.5 C0.15 -0.5 0.22 -0.38 0.2 -0.26 C0.19 -0.2 0.16 -0.17 0.15 -0.15 C0.26 -0.12 0.3 -0.02 0.28 0.08 C0.3 0.25 0.36 0.38 0.38 0.5 L-0.38 0.5 C-0.36 0.38 -0.3 0.25 -0.28 0.08 C-0.3 -0.02 -0.26 -0.12 -0.15 -0.15 C-0.16 -0.17 -0.19 -0.2 -0.2 -0.26 C-0.22 -0.38 -0.15 -0.5 0 -0.5 Z",
       "player", "outline", 0.07],
      ["M-0.29 0.2 Q0 0.26 0.29 0.2 M0 0.3 L0 0.46 M-0.07 0.35 L0.07 0.35", "none", "outline", 0.05]]})");
  // (its spots ring in its own colour: a monastery may offer both figures)
  abbot.standsOn = {cat.kindId("monastery"), garden_};
  abbot.wrongKind = "an abbot stands only on a monastery or a garden";
  abbot_ = cat.addFigure(abbot);
}

void Abbot::resolve(const Catalog& cat) {
  monastery_ = cat.kindId("monastery");
  self_ = cat.moduleIndex(id());
}

void Abbot::onSetup(Game& g) const {
  for (int p = 0; p < g.players(); ++p) g.setSupply(p, abbot_, 1);
}

int Abbot::abbotFigure(const Game& g, int player) const {
  for (size_t i = 0; i < g.figures().size(); ++i)
    if (g.figures()[i].player == player && g.figures()[i].kind == abbot_) return static_cast<int>(i);
  return -1;
}

// The abbot's monastery or garden as it stands: 1 + the tiles around it (9 when surrounded).
int Abbot::recallPoints(const Game& g, int figure) const {
  const Figure& f = g.figures()[figure];
  return 1 + g.neighbours(g.tiles()[f.tile].at);
}

// Instead of placing a figure: take the abbot back (rule text 004 C), wherever it stands.
void Abbot::figureStepOptions(const Game& g, std::vector<Action>& out) const {
  int p = g.pending().front().player;
  if (int f = abbotFigure(g, p); f >= 0) {
    Action r;
    r.type = ActionType::Module, r.module = static_cast<uint8_t>(self_), r.code = kRecall;
    r.x = g.tiles()[g.figures()[f].tile].at.x, r.y = g.tiles()[g.figures()[f].tile].at.y;
    out.push_back(r);
  }
}

bool Abbot::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (a.code != kRecall)
    return why.no([&] { return "the abbot has no action " + std::to_string(a.code) + " (1: recall)"; });
  if (!d.core() || d.kind != kDecideFigure) return why.no("the abbot can only be recalled instead of placing a figure");
  int f = abbotFigure(g, d.player);
  if (f < 0)
    return why.no([&] { return "player " + std::to_string(d.player) + " has no abbot on the board to recall"; });
  Coord at = g.tiles()[g.figures()[f].tile].at;
  if (a.x != at.x || a.y != at.y)
    return why.no([&] {
      return "player " + std::to_string(d.player) + "'s abbot does not stand at (" + std::to_string(a.x) + "," +
             std::to_string(a.y) + ")";
    });
  return true;
}

int Abbot::featurePoints(const Game&, const FeatureView& f, int points) const {
  return f.kind == garden_ ? f.tiles : points;  // like a monastery: 9 surrounded, else 1 + neighbours
}

void Abbot::apply(Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module || a.code != kRecall) return Module::apply(g, d, a);
  int f = abbotFigure(g, d.player);
  if (f < 0) return;  // not reachable: the action is listed only while the abbot stands
  const Figure fig = g.figures()[f];
  int node = g.nodeOf(fig.tile, fig.seg);
  // Scored now as it stands; "complete" only if the tile just placed happened to surround it.
  g.scoreFeature(g.view(node, g.neighbours(g.tiles()[fig.tile].at) == 8));
}

bool Abbot::readMoveField(const Game& g, const jsonin::Value& move, std::vector<Action>& out) const {
  const jsonin::Value r = move.find("recall");
  if (!r) return false;
  if (move.contains("meeple")) throw Error("recall: a move places a figure or recalls the abbot, not both");
  if (!r.is_object()) throw Error("recall: expected {\"figure\": \"abbot\", \"x\": X, \"y\": Y}");
  for (size_t i = 0; i < r.size(); ++i)
    if (r.key(i) != "figure" && r.key(i) != "x" && r.key(i) != "y")
      throw Error("recall: unknown field " + quoteInput(std::string(r.key(i))));
  const jsonin::Value figure = r.find("figure"), x = r.find("x"), y = r.find("y");
  if (figure && !equalsText(figure, "abbot")) throw Error("recall.figure: only the abbot can be recalled");
  if (!x || !x.is_number_integer() || !y || !y.is_number_integer())
    throw Error("recall: expected the integer coordinates \"x\" and \"y\" of the abbot's tile");
  int p = g.current();
  int f = abbotFigure(g, p);
  if (f < 0) throw Error("recall: player " + std::to_string(p) + " has no abbot on the board");
  Coord at = g.tiles()[g.figures()[f].tile].at;
  if (!equalsInt(x, at.x) || !equalsInt(y, at.y))
    throw Error("recall: player " + std::to_string(p) + "'s abbot stands at (" + std::to_string(at.x) + "," +
                std::to_string(at.y) + "), not at (" + shortDump(x) + "," + shortDump(y) + ")");
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = kRecall, a.x = at.x, a.y = at.y;
  out.push_back(a);
  return true;
}

bool Abbot::writeMoveField(const Game&, const Action& a, JsonOut& move) const {
  if (a.code != kRecall) return false;
  move.key("recall").beginObject().field("figure", "abbot").field("x", a.x).field("y", a.y).endObject();
  return true;
}

std::string Abbot::describe(const Game& g, const Action& a) const {
  if (a.code != kRecall) return "abbot action";
  int f = abbotFigure(g, g.current());
  if (f < 0) return "Recall the abbot";  // the board rings it (optionPlace)
  int pts = recallPoints(g, f);
  return "Recall the abbot for " + std::to_string(pts) + (pts == 1 ? " point" : " points");
}

Place Abbot::optionPlace(const Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module || a.code != kRecall) return Module::optionPlace(g, d, a);
  const int f = abbotFigure(g, g.current());
  return f < 0 ? Place::cell({a.x, a.y}) : spotPlace(g, g.figures()[f].tile, g.figures()[f].seg);
}

}  // namespace carc
