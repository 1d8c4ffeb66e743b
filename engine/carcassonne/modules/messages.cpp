#include "messages.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_out.hpp"

namespace carc {

// ---------------------------------------------------------------- state
// Module state: [triggered, merged, message, unseen, used count, used..., gains count, 3 ints per
// gain (player, points, rogue), moves count, 4 ints per move (player, from, to, rogue)].

Messages::State Messages::load(const Game& g) const {
  State s;
  const std::vector<int>& v = g.moduleState(self_);
  if (v.empty()) return s;
  size_t i = 0;
  s.triggered = v[i++] != 0, s.merged = v[i++] != 0, s.message = v[i++], s.unseen = v[i++];
  for (int n = v[i++]; n > 0; --n) s.used.push_back(v[i++]);
  for (int n = v[i++]; n > 0; --n, i += 3) s.gains.push_back({v[i], v[i + 1], v[i + 2] != 0});
  for (int n = v[i++]; n > 0; --n, i += 4) s.moves.push_back({v[i], v[i + 1], v[i + 2], v[i + 3] != 0});
  return s;
}

void Messages::save(Game& g, const State& s) const {
  std::vector<int>& v = g.moduleState(self_);
  v = {s.triggered, s.merged, s.message, s.unseen, int(s.used.size())};
  v.insert(v.end(), s.used.begin(), s.used.end());
  v.push_back(int(s.gains.size()));
  for (const Gain& x : s.gains) v.insert(v.end(), {x.player, x.points, x.rogue});
  v.push_back(int(s.moves.size()));
  for (const TrackMove& m : s.moves) v.insert(v.end(), {m.player, m.from, m.to, m.rogue});
}

// ---------------------------------------------------------------- setup

void Messages::registerContent(Catalog& cat) {
  category_ = cat.addCategory("message");
  cat.addToken({"", kScoreMeeple, "score meeple", words("score meeple"), looks::meeple()});
  // The messenger: a sealed envelope, its letter showing above it: not a meeple's outline, so that
  // it and the score meeple differ in shape (not only in what they hold) on the score track.
  cat.addToken({"", kMessenger, "messenger", words("messenger"), looks::figureLook(R"({"mark": [0, 0.12], "layers": [
    ["M-0.5 -0.26 L0.5 -0.26 L0.5 0.38 L-0.5 0.38 Z", "player", "outline", 0.07],
    ["M-0.5 -0.26 L0 0.1 L0.5 -0.26", "none", "outline", 0.05],
    ["M-0.32 -0.52 L0.32 -0.52 L0.32 -0.28 L-0.32 -0.28 Z", "#fbf6e6", "#5a4a2a", 0.03],
    ["M-0.2 -0.44 L0.2 -0.44 M-0.2 -0.36 L0.12 -0.36", "none", "#5a4a2a", 0.025]]})")});
}

void Messages::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  robbery_ = cat.categoryId(kRobberyCategory);
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), monastery_ = cat.kindId("monastery");
  field_ = cat.kindId("field"), pennants_ = cat.tagId("pennants");
  normal_ = cat.figureId("normal"), big_ = cat.figureId("big"), abbot_ = cat.figureId("abbot");
  pig_ = cat.figureId("pig");
}

void Messages::onSetup(Game& g) const {
  for (int p = 0; p < g.players(); ++p) g.setToken(self_, kScoreMeeple, p, 0), g.setToken(self_, kMessenger, p, 0);
  save(g, State{});
}

void Messages::figureValues(const Game& g, int player, std::vector<int>& out) const {
  out.push_back(g.token(self_, kScoreMeeple, player));
  if (int m = g.token(self_, kMessenger, player); m >= 0) out.push_back(m);
}

void Messages::takeMoves(Game& g, std::vector<TrackMove>& out) const {
  State s = load(g);
  out = std::move(s.moves);
  s.moves.clear();
  save(g, s);
}

// ---------------------------------------------------------------- moving the figures (§2.2)

void Messages::moveFigure(Game& g, State& s, int player, int figure, int points, bool rogue) const {
  int from = g.token(self_, figure, player), to = from + points;
  g.setToken(self_, figure, player, to);
  s.moves.push_back({player, from, to, rogue});
  bool finalScoring = g.phase() == Phase::FinalScoring || g.phase() == Phase::GameOver;
  if (player == g.current() && !finalScoring && to % 5 == 0) s.triggered = true;  // a dark space (§2.3)
}

// Before the final scoring the two figures become one (§2.5): not a gain, nobody robs it.
void Messages::merge(Game& g, State& s) const {
  if (s.merged) return;
  s.merged = true;
  for (int p = 0; p < g.players(); ++p) {
    int sum = g.token(self_, kScoreMeeple, p) + std::max(0, g.token(self_, kMessenger, p));
    g.setToken(self_, kScoreMeeple, p, sum);
    g.setToken(self_, kMessenger, p, -1);
    g.emitModuleEvent(self_, kMerged, sum, {}, p);
  }
}

void Messages::onPhase(Game& g, Phase p) const {
  bool ending = p == Phase::FinalScoring || (g.tilesLeft() == 0 && g.hand(g.current()).empty());
  if (!ending) return;
  State s = load(g);
  if (s.merged) return;
  merge(g, s);
  save(g, s);
}

// Every gain is a move of one figure by the whole amount, the gainer's choice; asked in order.
void Messages::onScored(Game& g, const Event& e, const FeatureView*) const {
  if (e.points <= 0) return;
  State s = load(g);
  bool finalScoring = g.phase() == Phase::FinalScoring || g.phase() == Phase::GameOver;
  if (finalScoring) merge(g, s);
  for (int p = 0; p < g.players(); ++p) {
    if (!(e.players >> p & 1)) continue;
    bool rogue = e.category == robbery_;
    if (finalScoring) {
      moveFigure(g, s, p, kScoreMeeple, e.points, rogue);
    } else if (s.gains.empty() && g.token(self_, kScoreMeeple, p) == g.token(self_, kMessenger, p)) {
      moveFigure(g, s, p, kScoreMeeple, e.points, rogue);  // both on one value: no question
    } else {
      s.gains.push_back({p, e.points, rogue});
      g.pushDecision({uint8_t(p), kFigure, uint8_t(self_), 0});
    }
  }
  save(g, s);
}

// A step is over: if a figure of the player to move stopped on a dark space in it, one message
// (one per step however many features scored, §2.3); its points make the next step.
void Messages::onSettled(Game& g) const {
  State s = load(g);
  bool finalScoring = g.phase() == Phase::FinalScoring || g.phase() == Phase::GameOver;
  bool draw = s.triggered && !finalScoring && s.gains.empty() && s.message == 0;
  if (s.moves.empty() && !draw && !(s.triggered && finalScoring)) return;
  s.moves.clear();
  if (finalScoring) s.triggered = false;
  if (draw) {
    s.triggered = false;
    g.pushDecision({kChance, kDraw, uint8_t(self_), 0});
  }
  save(g, s);
}

// ---------------------------------------------------------------- decisions

void Messages::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_);
  const State s = load(g);
  if (d.kind == kFigure) {
    for (int k : {kScoreMeeple, kMessenger}) a.code = static_cast<uint8_t>(k), out.push_back(a);
    return;
  }
  if (d.kind == kTarget) {
    const Smallest tied = smallest(g, d.player, d.arg);
    out.insert(out.end(), tied.targets.begin(), tied.targets.end());
    return;
  }
  if (d.kind == kDraw) {
    for (int n = 1; n <= 8; ++n)
      if (s.unseen >> n & 1) a.code = static_cast<uint8_t>(n), out.push_back(a);
    if (out.empty() && !s.used.empty()) a.code = static_cast<uint8_t>(s.used.front()), out.push_back(a);
    return;
  }
  a.code = kPoints, out.push_back(a);
  if (s.message != 8) {
    a.code = kPerform, out.push_back(a);
    return;
  }
  size_t before = out.size();
  for (const Figure& f : g.figures())
    if (f.player == d.player && countsAsMeeple(f.kind)) {
      Action r;
      r.type = ActionType::ReturnFigure, r.figure = f.kind, r.tile = f.tile, r.segment = f.seg;
      if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
    }
  if (out.size() == before) a.code = kPerform, out.push_back(a);  // nothing to choose: does nothing (§2.3)
}

bool Messages::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (d.kind == kTarget) return checkTarget(g, d, a, why);
  std::vector<Action> listed;
  options(g, d, listed);
  if (std::find(listed.begin(), listed.end(), a) != listed.end()) return true;
  if (!why.wanted()) return false;
  if (d.kind == kFigure)
    return why.no("messages: expected the figure that moves: code 0 (score meeple) or 1 (messenger)");
  if (d.kind == kDraw) return why.no("messages: that message is not the one that can come up next");
  if (a.type == ActionType::ReturnFigure)
    return why.no("messages: message 8 takes one of " + playerName(g, d.player) +
                  "'s own meeples on the board; there is none at that spot");
  return why.no(
      "messages: expected code 0 (take 2 points) or the message's action (code 1, or a figure for "
      "message 8)");
}

// A record that leaves out a figure choice moves the score meeple (MINIS §2.2 HOUSE CHOICE: the
// messenger is opt-in); one that leaves out the target of messages 1-3 scores the first of the
// smallest (the engine's own pick before the choice existed). Draws and messages must be
// answered (a draw comes from the seeded stream).
bool Messages::defaultAnswer(const Game& g, const Decision& d, Action& a) const {
  if (d.kind == kTarget) {
    const Smallest tied = smallest(g, d.player, d.arg);
    if (tied.targets.empty()) return false;
    a = tied.targets.front();
    return true;
  }
  if (d.kind != kFigure) return false;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = kScoreMeeple;
  return true;
}

void Messages::apply(Game& g, const Decision& d, const Action& a) const {
  if (d.kind == kTarget) return scoreTarget(g, d.player, a, smallest(g, d.player, d.arg).value, d.arg);
  State s = load(g);
  if (d.kind == kFigure) {
    Gain gain = s.gains.front();
    s.gains.erase(s.gains.begin());
    moveFigure(g, s, gain.player, a.code, gain.points, gain.rogue);
    g.emitModuleEvent(self_, 1 + a.code, g.token(self_, a.code, gain.player), {}, gain.player);  // the choice
    save(g, s);
    return;
  }
  if (d.kind == kDraw) {
    int n = a.code;
    if (s.unseen >> n & 1)
      s.unseen &= ~(1 << n);
    else if (!s.used.empty())
      s.used.erase(s.used.begin());
    s.message = n;
    save(g, s);
    g.emitModuleEvent(self_, kDrawn, n, {}, g.current());
    g.insertDecision({uint8_t(g.current()), kResolve, uint8_t(self_), 0});
    return;
  }
  int n = s.message;
  s.message = 0;
  s.used.push_back(n);  // under the pile
  save(g, s);
  if (a.type == ActionType::Module && a.code == kPoints)
    g.award(static_cast<uint8_t>(1 << d.player), 2, category_, nullptr, 0, nullptr, {-1, 0, n});  // 2 instead of n
  else
    perform(g, d.player, n, a);
}

// ---------------------------------------------------------------- the eight messages (§2.4)

bool Messages::countsAsMeeple(int figure) const {
  return figure == normal_ || (big_ >= 0 && figure == big_) || (abbot_ >= 0 && figure == abbot_);
}

// What a feature pays `player` at the final scoring (§2.4, messages 1-3 and 8): the modules'
// points for an incomplete feature; a field: 3 per completed city it touches, 4 with the player's pig.
int Messages::finalValue(const Game& g, const FeatureView& v, int player) const {
  if (v.kind != field_) {
    int points = 0;
    for (auto* m : g.rules().modules) points = m->featurePoints(g, v, points);
    return points;
  }
  const Features& fs = g.features();
  std::vector<int> cities;
  bool pig = false;
  int n = v.root;
  do {
    const FeatureNode& node = fs.node(n);
    const TileType& t = g.typeOf(node.tile);
    for (int c = 0; c < kMaxSegments; ++c) {
      if (!(t.segments[node.seg].cities >> c & 1)) continue;
      int r = fs.find(g.nodeOf(node.tile, c));
      if (fs.node(r).open == 0 && std::find(cities.begin(), cities.end(), r) == cities.end()) cities.push_back(r);
    }
    n = node.next;
  } while (n != v.root);
  for (const Figure& f : g.figures())
    pig |= pig_ >= 0 && f.kind == pig_ && f.player == player && fs.find(g.nodeOf(f.tile, f.seg)) == v.root;
  return (pig ? 4 : 3) * int(cities.size());
}

void Messages::perform(Game& g, int p, int message, const Action& a) const {
  auto featureOf = [&](const Figure& f) { return g.viewOf(f.tile, f.seg, false); };
  const uint8_t me = static_cast<uint8_t>(1 << p);
  switch (message) {
    case 1:
    case 2:
    case 3:  // the smallest road, city or monastery with one of your meeples: you alone score it
      return scoreSmallest(g, p, message);
    case 4: {  // 2 per pennant in every city with one of your meeples
      std::vector<int> seen;
      int pennants = 0;
      for (const Figure& f : g.figures()) {
        if (f.player != p || !countsAsMeeple(f.kind) || g.typeOf(f.tile).segments[f.seg].kind != city_) continue;
        FeatureView v = featureOf(f);
        if (std::find(seen.begin(), seen.end(), v.root) != seen.end()) continue;
        seen.push_back(v.root);
        pennants += pennants_ >= 0 ? v.node->tags[pennants_] : 0;
      }
      if (pennants) g.award(me, 2 * pennants, category_, nullptr, 0, nullptr, {-1, 4, pennants});
      return;
    }
    case 5:
    case 6: {  // 2 per knight / per farmer (a big meeple is one figure)
      int kind = message == 5 ? city_ : field_, n = 0;
      for (const Figure& f : g.figures())
        n += f.player == p && (f.kind == normal_ || (big_ >= 0 && f.kind == big_)) &&
             g.typeOf(f.tile).segments[f.seg].kind == kind;
      if (n) g.award(me, 2 * n, category_, nullptr, 0, nullptr, {-1, message, n});
      return;
    }
    case 7:  // an extra tile: the player plays another turn part
      if (g.tilesLeft() > 0) {
        g.grantExtraTurn();
        g.emitModuleEvent(self_, kExtraTile, 7, {}, p);
      }
      return;
    default: {  // 8: one of your meeples: with the majority, its feature scores as at game end; it returns
      if (a.type != ActionType::ReturnFigure) return;
      int i = g.findFigure(p, a.figure, a.tile, a.segment);
      if (i < 0) return;
      FeatureView v = g.viewOf(a.tile, a.segment, false);
      int most = 0;
      for (int q = 0; q < g.players(); ++q) most = std::max(most, int(v.node->strength[q]));
      bool majority = v.node->strength[p] == most && most > 0;
      int points = majority ? finalValue(g, v, p) : 0;
      if (majority) g.award(me, points, category_, &v, 0, nullptr, {-1, 8});
      i = g.findFigure(p, a.figure, a.tile, a.segment);
      if (i >= 0) g.removeFigure(i);
    }
  }
}

// ---------------------------------------------------------------- words

std::string Messages::messageName(int n) {
  static const char* names[] = {"",
                                "score your smallest road",
                                "score your smallest city",
                                "score your smallest monastery",
                                "2 points per pennant in your cities",
                                "2 points per knight",
                                "2 points per farmer",
                                "place an extra tile",
                                "score one meeple's feature and take it back"};
  return n >= 1 && n <= 8 ? names[n] : "message";
}

std::string Messages::playerName(const Game& g, int p) const {
  return p >= 0 && p < g.players() ? g.setup().players[p].name : "player " + std::to_string(p);
}

std::string Messages::decisionName(const Decision& d) const {
  return d.kind == kFigure   ? "message-figure"
         : d.kind == kDraw   ? "message-draw"
         : d.kind == kTarget ? "message-target"
                             : "message";
}

std::string Messages::describeDecision(const Game& g, const Decision& d) const {
  const State s = load(g);
  if (d.kind == kFigure) {
    int points = s.gains.empty() ? 0 : s.gains.front().points;
    return "move your score meeple or your messenger " + std::to_string(points) + (points == 1 ? " point" : " points");
  }
  if (d.kind == kDraw) return "draw a message";
  if (d.kind == kTarget) return describeTarget(g, d);
  return "message " + std::to_string(s.message) + ": " + messageName(s.message) + ", or take 2 points";
}

std::string Messages::describe(const Game& g, const Action& a) const {
  const State s = load(g);
  if (a.type == ActionType::ReturnFigure)
    return "Score and take back the " + g.catalog().figures[a.figure].name + " on the " +
           g.catalog().kinds[g.typeOf(a.tile).segments[a.segment].kind].name + " on " +
           tileFromNewTile(g, g.tiles()[a.tile].at);
  if (!g.pending().empty() && g.pending().front().module == self_) {
    const Decision& d = g.pending().front();
    if (d.kind == kFigure && !s.gains.empty()) {
      int from = g.token(self_, a.code, d.player);
      return std::string(a.code == kScoreMeeple ? "Score meeple " : "Messenger ") + std::to_string(from) + " → " +
             std::to_string(from + s.gains.front().points);
    }
    if (d.kind == kDraw) return "Message " + std::to_string(a.code);
    if (d.kind == kTarget) return describeTargetOption(g, d, a);
  }
  if (a.code == kPoints) return "Take 2 points";
  return "Do it: " + messageName(s.message);
}

// The score figure that moves (where it stands), the message drawn or performed (a card), the tied
// feature's meeple (its spot); taking 2 points has no place.
Place Messages::optionPlace(const Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module || d.core()) return Module::optionPlace(g, d, a);
  const State s = load(g);
  switch (d.kind) {
    case kFigure: {
      const int player = s.gains.empty() ? d.player : s.gains.front().player;
      return Place::track(std::max(0, g.token(self_, a.code, player)) % 50);
    }
    case kDraw:
      return Place::cardOf(std::to_string(a.code));
    case kTarget: {
      int tile = -1, square = 0;
      if (g.tileAtCell({a.x, a.y}, tile, square) && a.code < g.typeOf(tile).segments.size())
        return spotPlace(g, tile, a.code);
      return Place::cell({a.x, a.y});
    }
    default:
      return a.code == kPoints || s.message <= 0 ? Place::none() : Place::cardOf(std::to_string(s.message));
  }
}

void Messages::eventJson(const Game&, const Event& e, JsonOut& j) const {
  // The page puts the player's name before these words.
  switch (e.code) {
    case 1:
    case 2:
      j.field("figure", e.code == 1 ? "score meeple" : "messenger");
      j.field("to", e.points);
      j.field("text", std::string("moves the ") + (e.code == 1 ? "score meeple" : "messenger") + " to " +
                          std::to_string(e.points));
      break;
    case kDrawn:
      j.field("message", e.points);
      j.field("text", "draws message " + std::to_string(e.points) + ": " + messageName(e.points));
      break;
    case kMerged:
      j.field("text", "adds up both score figures before the final scoring: " + std::to_string(e.points));
      break;
    default:
      j.field("text", "places an extra tile (message 7)");
  }
}

// A message's score: which message paid ("message"; 0: the 2 points taken instead of message
// "instead"), and what messages 4-6 counted ("count": pennants, knights, farmers).
void Messages::scoreJson(const Game&, const Event& e, JsonOut& j) const {
  if (e.category != category_) return;
  j.field("message", e.reason);
  if (e.reason == 0) j.field("instead", e.base);
  if (e.reason >= 4 && e.reason <= 6) j.field("count", e.base);
}

void Messages::addState(const Game& g, JsonOut& o) const {
  o.key("messages").beginObject().key("figures").beginArray();
  for (int p = 0; p < g.players(); ++p)
    o.beginArray().value(g.token(self_, kScoreMeeple, p)).value(g.token(self_, kMessenger, p)).endArray();
  o.endArray().field("message", load(g).message).endObject();
}

// The score track (the page draws it): both score figures of every player; they replace the
// single score marker the page would put at the player's score.
void Messages::addShared(const Game& g, std::string_view list, JsonOut& o) const {
  if (list != "track") return;
  const std::string meeple = normal_ >= 0 ? g.catalog().figures[normal_].name : "normal";
  auto figure = [&](int p, std::string_view name, int value, int kind) {
    o.beginObject().field("player", p).field("figure", name).field("value", value).field("score", true);
    o.field("module", id()).field("kind", kind).endObject();  // module and kind: the token's look (lexicon)
  };
  for (int p = 0; p < g.players(); ++p) {
    figure(p, meeple, g.token(self_, kScoreMeeple, p), kScoreMeeple);
    if (int m = g.token(self_, kMessenger, p); m >= 0) figure(p, "messenger", m, kMessenger);
  }
}

}  // namespace carc
