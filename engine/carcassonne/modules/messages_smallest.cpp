// Messages 1-3 of the Messages mini (MINIS.md §2.4): "score your smallest road / city / monastery",
// the one with one of your meeples worth the fewest points at the final scoring. When several tie
// for the fewest, the player chooses which of them scores: the decision kTarget, asked only then.
// Its options name each tied feature by the player's first meeple on it (in the order the figures
// were placed): code = that meeple's segment, (x, y) = the cell of its square. A record names the
// target as {"player": k, "messages": {"target": {"x", "y", "at"}}}, any segment of the feature; a
// record without it (written before the choice existed) takes the first option, the feature the
// engine picked itself before (the first meeple's, in placing order).
#include <algorithm>

#include "../game.hpp"
#include "../json_fields.hpp"
#include "../json_out.hpp"
#include "messages.hpp"

namespace carc {

namespace {
const char* kindOne(int message) { return message == 1 ? "road" : message == 2 ? "city" : "monastery"; }
const char* kindMany(int message) { return message == 1 ? "roads" : message == 2 ? "cities" : "monasteries"; }
std::string cell(Coord c) {  // built step by step: GCC 12 warns (-Wrestrict) on "(" + to_string(...) here
  std::string s = "(";
  s += std::to_string(c.x);
  s += ',';
  s += std::to_string(c.y);
  s += ')';
  return s;
}
}  // namespace

int Messages::smallestKind(int message) const { return message == 1 ? road_ : message == 2 ? city_ : monastery_; }

// The player's features of the message's kind worth the fewest points at the final scoring, each
// as its option (first meeple first), and that value (-1: the player has none).
Messages::Smallest Messages::smallest(const Game& g, int player, int message) const {
  Smallest s;
  const int kind = smallestKind(message);
  std::vector<int> roots;
  for (const Figure& f : g.figures()) {
    if (f.player != player || !countsAsMeeple(f.kind) || g.typeOf(f.tile).segments[f.seg].kind != kind) continue;
    FeatureView v = g.viewOf(f.tile, f.seg, false);
    if (std::find(roots.begin(), roots.end(), v.root) != roots.end()) continue;
    roots.push_back(v.root);
    int value = finalValue(g, v, player);
    if (s.value >= 0 && value > s.value) continue;
    if (value < s.value || s.value < 0) s.targets.clear(), s.value = value;
    Action a;
    a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_), a.code = f.seg;
    Coord c = g.cellOf(f.tile, g.squareOf(f.tile, f.seg));
    a.x = c.x, a.y = c.y;
    s.targets.push_back(a);
  }
  return s;
}

// The feature a target option names (its meeple's segment), or false when the cell or segment is not
// there.
bool Messages::targetView(const Game& g, const Action& a, FeatureView& v) const {
  int tile = -1, square = 0;
  if (!g.tileAtCell({a.x, a.y}, tile, square) || a.code >= g.typeOf(tile).segments.size()) return false;
  v = g.viewOf(tile, a.code, false);
  return true;
}

// Message 1-3 performed: the one smallest scores at once; a tie asks the player (kTarget).
void Messages::scoreSmallest(Game& g, int player, int message) const {
  Smallest s = smallest(g, player, message);
  if (s.targets.empty()) return;
  if (s.targets.size() > 1) return g.insertDecision({uint8_t(player), kTarget, uint8_t(self_), uint8_t(message)});
  scoreTarget(g, player, s.targets.front(), s.value, message);
}

void Messages::scoreTarget(Game& g, int player, const Action& target, int value, int message) const {
  FeatureView v;
  if (targetView(g, target, v))
    g.award(static_cast<uint8_t>(1 << player), value, category_, &v, 0, nullptr, {-1, message});
}

std::string Messages::targetWords(const Game& g, const Action& a, int message) const {
  int tile = -1, square = 0;
  if (!g.tileAtCell({a.x, a.y}, tile, square) || a.code >= g.typeOf(tile).segments.size()) return "?";
  return std::string("the ") + kindOne(message) + " of your meeple at " + cell({a.x, a.y}) + " " +
         g.locationName(tile, a.code);
}

bool Messages::checkTarget(const Game& g, const Decision& d, const Action& a, Why& why) const {
  Smallest s = smallest(g, d.player, d.arg);
  if (std::find(s.targets.begin(), s.targets.end(), a) != s.targets.end()) return true;
  return why.no([&] {
    std::string list;
    for (size_t i = 0; i < s.targets.size(); ++i) {
      std::string w = targetWords(g, s.targets[i], d.arg);
      if (i > 0) w = w.substr(w.find(" at ") + 1);  // "at (x,y) LOC" after the first
      list += (i == 0 ? "" : i + 1 == s.targets.size() ? " or " : ", ") + w;
    }
    return "messages: message " + std::to_string(d.arg) + " scores one of your smallest " + kindMany(d.arg) + " (" +
           std::to_string(s.value) + (s.value == 1 ? " point" : " points") + "): " + list;
  });
}

std::string Messages::describeTarget(const Game& g, const Decision& d) const {
  Smallest s = smallest(g, d.player, d.arg);
  return "message " + std::to_string(d.arg) + ": choose which of your smallest " + kindMany(d.arg) + " scores (" +
         std::to_string(s.value) + (s.value == 1 ? " point" : " points") + " each)";
}

std::string Messages::describeTargetOption(const Game& g, const Decision& d, const Action& a) const {
  // The meeple's spot is lit on the board (optionPlace); the words name its tile from the new one.
  Smallest s = smallest(g, d.player, d.arg);
  return "Score the " + std::string(kindOne(d.arg)) + " of your meeple on " + tileFromNewTile(g, {a.x, a.y}) + ": " +
         std::to_string(s.value) + (s.value == 1 ? " point" : " points");
}

// ---------------------------------------------------------------- records

bool Messages::answers(const Game&, const Decision& d, const jsonin::Value& e) const {
  if (d.kind != kTarget) return true;
  const jsonin::Value m = e.find("messages");  // none when e is no object
  return m && m.find("target");
}

Action Messages::readAnswer(const Game& g, const Decision& d, const jsonin::Value& e, const std::string& w) const {
  if (d.kind != kTarget) return Module::readAnswer(g, d, e, w);
  if (!e.is_object()) failAt(w, "expected {\"player\": K, \"messages\": {\"target\": {\"x\", \"y\", \"at\"}}}");
  checkKeys(e, {"player", "messages"}, w);
  const jsonin::Value m = e.find("messages");
  const std::string mw = w + ".messages";
  if (!m.is_object()) failAt(mw, "expected {\"target\": {\"x\", \"y\", \"at\"}}");
  checkKeys(m, {"target"}, mw);
  const jsonin::Value t = m.find("target");
  const std::string tw = mw + ".target";
  if (!t.is_object()) failAt(tw, "expected {\"x\": X, \"y\": Y, \"at\": LOCATION}");
  checkKeys(t, {"x", "y", "at"}, tw);
  Coord c{needInt(t, "x", tw, -kMaxCoord, kMaxCoord), needInt(t, "y", tw, -kMaxCoord, kMaxCoord)};
  const jsonin::Value at = t.find("at");
  if (!at.is_string()) failAt(tw + ".at", "expected a location such as \"N\" or \"C\"");
  int tile = -1, square = 0;
  if (!g.tileAtCell(c, tile, square)) failAt(tw, "no tile at " + cell(c));
  int seg = g.segmentAt(tile, square, text(at), smallestKind(d.arg));
  if (seg < 0)
    failAt(tw + ".at", "tile " + g.typeOf(tile).id + " has no " + kindOne(d.arg) + " at " + quoteInput(text(at)));
  // Any segment of a tied feature names it: the option of that feature.
  const int root = g.viewOf(tile, seg, false).root;
  for (const Action& a : smallest(g, d.player, d.arg).targets)
    if (FeatureView v; targetView(g, a, v) && v.root == root) return a;
  Action named;  // not among the smallest: check() refuses it with the rule
  named.type = ActionType::Module, named.module = static_cast<uint8_t>(self_), named.code = static_cast<uint8_t>(seg);
  named.x = c.x, named.y = c.y;
  return named;
}

void Messages::writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& e) const {
  if (d.kind != kTarget) return Module::writeAnswer(g, d, a, e);
  int tile = -1, square = 0;
  g.tileAtCell({a.x, a.y}, tile, square);
  e.key("messages").beginObject().key("target").beginObject().field("x", a.x).field("y", a.y);
  e.field("at", g.locationName(tile, a.code)).endObject().endObject();
}

}  // namespace carc
