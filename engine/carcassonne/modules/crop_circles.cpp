#include "crop_circles.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_out.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
constexpr int kClub = 0, kPitchfork = 1, kShield = 2;
}  // namespace

void CropCircles::registerContent(Catalog& cat) {
  TilePropertyDef crop{"crop", {"club", "pitchfork", "shield"}};
  // Pressed into a field corner: the crop circle's rings with its symbol (club, pitchfork, shield).
  crop.mark = looks::markLook(R"({"size": 0.3, "layers": [
    ["M-0.48 0 A0.48 0.48 0 1 0 0.48 0 A0.48 0.48 0 1 0 -0.48 0 Z", "#e3cc72", "#9c8330", 0.04],
    ["M-0.36 0 A0.36 0.36 0 1 0 0.36 0 A0.36 0.36 0 1 0 -0.36 0 Z", "none", "#9c8330", 0.035]], "values": [
    [["M-0.05 0.28 L0.05 0.28 L0.08 -0.04 C0.17 -0.1 0.15 -0.28 0 -0.28 C-0.15 -0.28 -0.17 -0.1 -0.08 -0.04 Z", "#6a4420", "#3a2410", 0.03]],
    [["M0 0.3 L0 -0.08 M-0.14 -0.3 L-0.14 -0.08 L0.14 -0.08 L0.14 -0.3 M0 -0.08 L0 -0.3", "none", "#3a2410", 0.07]],
    [["M-0.2 -0.24 L0.2 -0.24 L0.2 0 C0.2 0.16 0.08 0.24 0 0.3 C-0.08 0.24 -0.2 0.16 -0.2 0 Z", "#3a5fa0", "#1a2a50", 0.04]]]})");
  crop_ = cat.addTileProperty(crop);
  optAddOptional_ = cat.addOption({"cropCirclesAddOptional",
                                   "cropcircles",
                                   "With A (add), a player may pass instead of adding a meeple (JCloisterZone); off: "
                                   "whoever can must add one (rule text 001).",
                                   {0, 1},
                                   {},
                                   true,
                                   0});
  cat.addTileFile(std::string(kTilesCropcircles), "tiles/cropcircles.json");
}

void CropCircles::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), field_ = cat.kindId("field");
  normal_ = cat.figureId("normal"), big_ = cat.figureId("big");
  optFarmers_ = cat.optionId("farmers");
}

int CropCircles::symbolKind(const Game& g) const {
  if (g.lastTile() < 0) return -1;
  int symbol = g.typeOf(g.lastTile()).prop(crop_);
  if (symbol == kClub) return road_;
  if (symbol == kShield) return city_;
  if (symbol == kPitchfork && (optFarmers_ < 0 || g.option(optFarmers_))) return field_;
  return -1;  // no symbol, or farmers are off (HOUSE CHOICE, §7.3)
}

// After the scoring (§7.3.1): the player to move must choose A or B.
void CropCircles::onPhase(Game& g, Phase) const {
  if (symbolKind(g) >= 0) g.pushDecision({uint8_t(g.current()), kChoose, uint8_t(self_), 0});
}

void CropCircles::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  if (d.kind == kChoose) {
    Action a;
    a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_);
    for (int c : {kAdd, kRemove}) a.code = static_cast<uint8_t>(c), out.push_back(a);
    return;
  }
  int kind = symbolKind(g);
  if (d.arg == kAdd && g.option(optAddOptional_)) out.push_back(Action{});  // pass
  for (const Figure& f : g.figures()) {
    if (f.player != d.player || !meepleKind(f.kind) || g.typeOf(f.tile).segments[f.seg].kind != kind) continue;
    Action a;
    a.tile = f.tile, a.segment = f.seg;
    if (d.arg == kRemove) {
      a.type = ActionType::ReturnFigure, a.figure = f.kind;
      if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
      continue;
    }
    a.type = ActionType::PlaceFigure;  // beside it, from supply: a normal or a big meeple
    for (int k : {normal_, big_})
      if (k >= 0 && g.rules().figureInPlay[k] && g.supply(d.player, k) > 0) {
        a.figure = static_cast<uint8_t>(k);
        if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
      }
  }
  // Who cannot, skips (§7.3). apply() queues only players who can act then, but a decision that
  // comes first may take the means away (the Cothon's harbour keeps the last meeple in supply):
  // then declining is the one answer, or nobody could answer and the game would stop.
  if (out.empty()) out.push_back(Action{});
}

bool CropCircles::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  std::vector<Action> listed;
  options(g, d, listed);
  if (std::find(listed.begin(), listed.end(), a) != listed.end()) return true;
  if (!why.wanted()) return false;
  if (d.kind == kChoose)
    return why.no("crop circle: expected A (code 1: everybody adds) or B (code 2: everybody takes back)");
  if (a.type == ActionType::Pass)
    return why.no(d.arg == kAdd ? "crop circle A: whoever can must add a meeple (rule text 001; option "
                                  "cropCirclesAddOptional allows passing)"
                                : "crop circle B: whoever can must take back a meeple");
  return why.no(std::string("crop circle ") +
                (d.arg == kAdd ? "A: a meeple from supply goes beside one of your " : "B: take back one of your ") +
                kindWord(g, true) + " (a normal or big meeple)");
}

void CropCircles::apply(Game& g, const Decision& d, const Action& a) const {
  if (d.kind == kAct) return Module::apply(g, d, a);  // place, return, or pass
  g.emitModuleEvent(self_, a.code, symbolKind(g), {}, d.player);
  // Every player from the left of the player to move, the player to move last; who cannot, skips.
  for (int i = 1; i <= g.players(); ++i) {
    int q = (g.current() + i) % g.players();
    Decision act{uint8_t(q), kAct, uint8_t(self_), a.code};
    std::vector<Action> can;
    options(g, act, can);
    bool onlyPass = can.size() == 1 && can[0].type == ActionType::Pass;
    if (!can.empty() && !onlyPass) g.pushDecision(act);
  }
}

std::string CropCircles::kindWord(const Game& g, bool plural) const {
  int kind = symbolKind(g);
  std::string w = kind == road_ ? "highwaym" : kind == city_ ? "knight" : "farmer";
  if (kind == road_) return w + (plural ? "en" : "an");
  return w + (plural ? "s" : "");
}

std::string CropCircles::decisionName(const Decision& d) const {
  return d.kind == kChoose ? "crop-circle" : "crop-circle-act";
}

std::string CropCircles::describeDecision(const Game& g, const Decision& d) const {
  if (d.kind == kChoose) return "crop circle: everybody adds a " + kindWord(g, false) + " (A) or takes one back (B)";
  return d.arg == kAdd ? "add a " + kindWord(g, false) + " beside one of yours" : "take back a " + kindWord(g, false);
}

std::string CropCircles::describe(const Game& g, const Action& a) const {
  if (a.type == ActionType::Pass) {
    bool removing = !g.pending().empty() && g.pending().front().module == self_ && g.pending().front().arg == kRemove;
    return removing ? "Take back nothing" : "Add nothing";
  }
  if (a.type == ActionType::Module) return a.code == kAdd ? "A: everybody adds" : "B: everybody takes back";
  // The figure's spot on the board says where (optionPlace); the words name the feature.
  const std::string where = g.catalog().kinds[g.typeOf(a.tile).segments[a.segment].kind].name + " on " +
                            tileFromNewTile(g, g.tiles()[a.tile].at);
  return (a.type == ActionType::PlaceFigure ? "Add " : "Take back ") + g.catalog().figureWords(a.figure, false) +
         " on the " + where;
}

void CropCircles::eventJson(const Game&, const Event& e, JsonOut& j) const {
  j.field("choice", e.code == kAdd ? "A" : "B");  // the page puts the player's name before these words
  j.field("text", std::string("chooses ") +
                      (e.code == kAdd ? "A: everybody adds a meeple" : "B: everybody takes a meeple back"));
}

}  // namespace carc
