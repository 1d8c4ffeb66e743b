// The Wonders of Humanity: content, setup (§2.1-2.2), acquisition at the thresholds (§2.3-2.4, §7)
// and the wonder turn (§3: placed instead of drawing, marked, up to two meeples). The owner
// effects are in wonders_effects.cpp. Section numbers are those of rules/WONDERS.md.
#include "wonders.hpp"

#include <algorithm>

#include "../game.hpp"
#include "../json_fields.hpp"
#include "../json_out.hpp"
#include "../looks.hpp"
#include "../record.hpp"
#include "tiles_embedded.hpp"

namespace carc {

namespace {
const char* const kEffectIds[] = {"stonehenge", "circus-maximus", "notre-dame", "alhambra",
                                  "abu-simbel", "tikal",          "angkor-wat", "terracotta-army",
                                  "great-wall", "taj-mahal",      "cothon",     "nazca-lines"};
const char* const kEffectNames[] = {"Stonehenge",          "Circus Maximus", "Notre-Dame",         "Alhambra",
                                    "Abu Simbel",          "Tikal",          "Angkor Wat",         "Terracotta Army",
                                    "Great Wall of China", "Taj Mahal",      "Cothon of Carthage", "Nazca Lines"};
constexpr int kPairKind = 0, kSecondPairKind = 1;  // tokens: where a player's pair (and the 50 meeple) waits
constexpr int kFirstThreshold = 10, kLastThreshold = 25, kSecondThreshold = 50;
// Each effect's score in the log: "Blue scores 3: Stonehenge, for a road completed in its owner's turn".
const char* const kEffectSentences[] = {"Stonehenge, for a road completed in its owner's turn",
                                        "Circus Maximus",
                                        "Notre-Dame, for a meeple placed next to a monastery",
                                        "Alhambra, for the owner's farmers",
                                        "Abu Simbel, for a completed monastery",
                                        "Tikal, for the pennants of a completed city",
                                        "Angkor Wat, for a feature left unfinished",
                                        "Terracotta Army",
                                        "Great Wall of China, for a walled city joined",
                                        "Taj Mahal, for a completed feature with the owner's meeple",
                                        "Cothon of Carthage",
                                        "Nazca Lines"};

Action moduleAction(int self, int code, int x = 0) {
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self), a.code = static_cast<uint8_t>(code), a.x = x;
  return a;
}
Decision decisionFor(int player, int self, int kind) {
  return {static_cast<uint8_t>(player), static_cast<uint8_t>(kind), static_cast<uint8_t>(self), 0};
}
}  // namespace

void Wonders::registerContent(Catalog& cat) {
  // The wonder's building and its unpaved surround (§4.3): joins nothing, never completes, nobody
  // stands on it (the marker is a token, §2.1 HOUSE CHOICE).
  FeatureKindDef body = featureKind("wonder", Topology::Center, 0, false, false);
  body.noFigure = "the wonder's building is neutral: no figure stands on it";
  bodyKind_ = cat.addKind(body);
  std::vector<std::string> effects(std::begin(kEffectIds), std::end(kEffectIds));
  effectProp_ = cat.addTileProperty({"effect", effects});
  setProp_ = cat.addTileProperty({"wonderSet", {"I", "II", "III"}});
  houseLayoutProp_ = cat.addTileProperty({"houseLayout", {}});
  houseEffectProp_ = cat.addTileProperty({"houseEffect", {}});
  for (int e = 0; e < kEffects; ++e)
    categories_.push_back(cat.addCategory(
        CategoryDef{kEffectIds[e], "", words(kEffectNames[e], "", kEffectNames[e]), {}, kEffectSentences[e]}));
  // The pair waiting at a threshold, on the score track the page draws (addShared "track").
  // Two small meeples side by side: a pair, not the one score meeple, in shape.
  cat.addToken({"", kPairKind, "pair", words("waiting pair"), looks::figureLook(R"({"mark": [0, 0.2], "layers": [
    ["M-0.22 -0.19 C-0.133 -0.19 -0.102 -0.122 -0.115 -0.066 C-0.121 -0.029 -0.139 -0.004 -0.146 0.015 L0.053 0.077 C0.102 0.095 0.09 0.176 0.04 0.176 L-0.084 0.157 L0.028 0.38 C0.047 0.424 0.016 0.43 -0.009 0.43 L-0.158 0.43 L-0.22 0.306 L-0.282 0.43 L-0.431 0.43 C-0.456 0.43 -0.487 0.424 -0.468 0.38 L-0.356 0.157 L-0.48 0.176 C-0.53 0.176 -0.542 0.095 -0.493 0.077 L-0.294 0.015 C-0.301 -0.004 -0.319 -0.029 -0.325 -0.066 C-0.338 -0.122 -0.307 -0.19 -0.22 -0.19 Z M0.22 -0.19 C0.307 -0.19 0.338 -0.122 0.325 -0.066 C0.319 -0.029 0.301 -0.004 0.294 0.015 L0.493 0.077 C0.542 0.095 0.53 0.176 0.48 0.176 L0.356 0.157 L0.468 0.38 C0.487 0.424 0.456 0.43 0.431 0.43 L0.282 0.43 L0.22 0.306 L0.158 0.43 L0.009 0.43 C-0.016 0.43 -0.047 0.424 -0.028 0.38 L0.084 0.157 L-0.04 0.176 C-0.09 0.176 -0.102 0.095 -0.053 0.077 L0.146 0.015 C0.139 -0.004 0.121 -0.029 0.115 -0.066 C0.102 -0.122 0.133 -0.19 0.22 -0.19 Z", "player", "outline", 0.06]]})")});
  auto opt = [&](OptionDef o) {
    o.module = "wonders";
    return cat.addOption(std::move(o));
  };
  OptionDef sets{"wonderSets",
                 "",
                 "Which wonder sets the wonders in play are drawn from: a sum of 1 (set I), 2 (set II), 4 (set III).",
                 {},
                 {},
                 false,
                 7,
                 1,
                 7};
  sets.flags = {"Set I", "Set II", "Set III"};
  optSets_ = opt(sets);
  OptionDef pool{
      "wonderPick",
      "",
      "The wonders in play; none chosen: a seeded random choice of one per player (two with twoWonders) from "
      "the sets in play. In records: a sum of 2^n for wonder n (tile file order, 0 = Stonehenge).",
      {},
      {},
      false,
      0,
      0,
      4095};
  pool.flags.assign(std::begin(kEffectNames), std::end(kEffectNames));  // bit n: wonder n
  optPool_ = opt(pool);
  optTwo_ = opt({"twoWonders", "", "Variant (§7): a second wonder when your score reaches 50.", {0, 1}, {}, true, 0});
  optAlhambra_ = opt({"alhambraPoints",
                      "",
                      "Alhambra per farmer: 5 (6 with 120+ land tiles), the 09/2024 rules; or 4, the first printing.",
                      {5, 4},
                      {},
                      false,
                      5});
  optStart_ = opt({"wonderEffectStart",
                   "",
                   "When an effect starts: marked (from the scoring of the turn the wonder is placed, the 12/2025 "
                   "rulings) or next-turn (from the owner's next turn, the first revised rules).",
                   {0, 1},
                   {"marked", "next-turn"},
                   false,
                   0});
  cat.addTileFile(std::string(kTilesWonders), "tiles/wonders.json");
}

void Wonders::resolve(const Catalog& cat) {
  self_ = cat.moduleIndex(id());
  road_ = cat.kindId("road"), city_ = cat.kindId("city"), field_ = cat.kindId("field");
  monastery_ = cat.kindId("monastery"), garden_ = cat.kindId("garden"), river_ = cat.kindId("river");
  meeple_ = cat.figureId("normal"), big_ = cat.figureId("big"), abbot_ = cat.figureId("abbot");
  pennants_ = cat.tagId("pennants"), cathedral_ = cat.tagId("cathedral"), inn_ = cat.tagId("inn");
  effect_.assign(cat.tiles.size(), -1);
  walled_.assign(cat.tiles.size(), 1);
  for (size_t i = 0; i < cat.tiles.size(); ++i) {
    const TileType& t = cat.tiles[i];
    if (int e = t.prop(effectProp_); e >= 0) effect_[i] = static_cast<int8_t>(e), wonderTypes_.push_back(int(i));
    // Walls (§6.9): every city has them except the base game's all-city tile and cathedral tiles.
    if (t.id == "C") walled_[i] = 0;
    for (const SegmentDef& s : t.segments)
      if (cathedral_ >= 0 && s.tags[cathedral_]) walled_[i] = 0;
  }
}

void Wonders::configure(Rules& r) const {
  r.figureVetoes.push_back(this);
  r.pieceModules.push_back(this);
  // §2.2, §6.11: the Cothon of Carthage, picked with the River in play, is the start tableau.
  int river = r.cat->moduleIndex("river");
  for (int n = 0; n < wonderCount(); ++n)
    if (effect_[wonderTypes_[n]] == Cothon && (r.options[optPool_] >> n & 1) && river >= 0 && r.activeModules[river])
      r.startTile = wonderTypes_[n];
}

// §6.11 (HOUSE CHOICE): the Cothon replaces the River's spring as the start; the spring leaves the
// deck (the river flows from the Cothon's outlet and the lake ends it as usual).
void Wonders::arrangeDeck(const Game& g, std::vector<uint16_t>& deck) const {
  int start = g.rules().startTile;
  if (start < 0 || effect_[start] != Cothon) return;
  const Catalog& cat = g.catalog();
  for (size_t i = 0; i < cat.sets.size(); ++i)
    if (g.rules().activeSets[i] && cat.sets[i].replacesStart) {
      auto it = std::find(deck.begin(), deck.end(), cat.tileId(cat.sets[i].start));
      if (it != deck.end()) deck.erase(it);
    }
}

int Wonders::cothonTile(const Game& g) const {
  return !g.tiles().empty() && effect_[g.tiles()[0].type] == Cothon ? 0 : -1;
}

// §6.11: the Cothon is marked the moment it is taken (it lies on the board from the start); its
// owner may put up to two meeples on two of its features at once.
void Wonders::takeCothon(Game& g, int player, int number) const {
  std::vector<int>& s = g.moduleState(self_);
  int tile = cothonTile(g);
  if (tile < 0) return;
  int at = s[slot(player, kPlaced)] < 0 ? 0 : 1;
  s[slot(player, kPlaced + at)] = tile, s[slot(player, kMarkedTurn + at)] = g.turn();
  g.emitModuleEvent(self_, kEvMarked, number, g.tiles()[tile].at, player);
  marked(g, player, tile);
  g.insertDecision(decisionFor(player, self_, kCothonMeeple));
}

int Wonders::wonderNumber(int tileType) const {
  auto it = std::find(wonderTypes_.begin(), wonderTypes_.end(), tileType);
  return it == wonderTypes_.end() ? -1 : int(it - wonderTypes_.begin());
}

// ---------------------------------------------------------------- setup (§2.1, §2.2)

void Wonders::onSetup(Game& g) const {
  std::vector<int>& s = g.moduleState(self_);
  s.assign(poolAt() + wonderCount(), -1);
  s[kThreshold] = kFirstThreshold, s[kEventMark] = 0, s[kNotreSeen] = 0, s[kHelper] = 0;
  s[kLandTiles] = g.tilesLeft() + 1;  // the start tile and the draw pile (Alhambra's 120)
  for (int p = 0; p < g.players(); ++p) {
    for (int f = 0; f < kBlock; ++f) s[slot(p, f)] = -1;
    s[slot(p, kTaj)] = 0, s[slot(p, kAcquired)] = 0, s[slot(p, kHarbour)] = 0;
    // Nine meeples: the pair waits at 10 (one of them only marks the wonder), so one fewer in supply.
    g.setSupply(p, meeple_, std::max(0, g.supply(p, meeple_) - 1));
    g.setToken(self_, kPairKind, p, kFirstThreshold);
    if (g.option(optTwo_)) g.setToken(self_, kSecondPairKind, p, kSecondThreshold);
  }
  // The wonders in play: the option's pick, else a seeded choice from the sets in play. The
  // Cothon is in play only as the start tableau (picked, with the River: configure()); a seeded
  // choice never takes it, since the start tile is fixed before the choice is made.
  std::vector<int> pool;
  int pick = g.option(optPool_);
  for (int n = 0; n < wonderCount(); ++n) {
    const TileType& t = g.catalog().tiles[wonderTypes_[n]];
    if (effect_[wonderTypes_[n]] == Cothon && g.rules().startTile != wonderTypes_[n]) continue;
    bool inSets = g.option(optSets_) >> t.prop(setProp_) & 1;
    if (pick ? (pick >> n & 1) : inSets) pool.push_back(n);
  }
  if (!pick) {
    Rng& rng = g.setupRng();
    for (size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[rng.below(static_cast<uint32_t>(i))]);
    size_t want = static_cast<size_t>(g.players() * (g.option(optTwo_) ? 2 : 1));
    if (pool.size() > want) pool.resize(want);
    std::sort(pool.begin(), pool.end());
  }
  for (size_t i = 0; i < pool.size(); ++i) s[poolAt() + int(i)] = pool[i];
}

// The pair waiting at a threshold (its playable meeple), meeples on the Taj Mahal's spaces, and
// the Terracotta Army's two meeples until its owner marks it (kept in the box for everyone).
int Wonders::figuresAside(const Game& g, int player, int figureKind) const {
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty() || figureKind != meeple_) return 0;
  int n = (g.token(self_, kPairKind, player) >= 0 ? 1 : 0) + s[slot(player, kTaj)] + s[slot(player, kHarbour)] + 2;
  for (int t : placed(g, player))
    if (effectOf(g.tiles()[t].type) == Terracotta) n -= 2;
  return n;
}

// ---------------------------------------------------------------- state queries

std::vector<int> Wonders::held(const Game& g, int player) const {
  std::vector<int> out;
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) return out;
  for (int i = 0; i < 2; ++i)
    if (s[slot(player, kHeld + i)] >= 0) out.push_back(s[slot(player, kHeld + i)]);
  return out;
}

std::vector<int> Wonders::placed(const Game& g, int player) const {
  std::vector<int> out;
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) return out;
  for (int i = 0; i < 2; ++i)
    if (s[slot(player, kPlaced + i)] >= 0) out.push_back(s[slot(player, kPlaced + i)]);
  return out;
}

int Wonders::threshold(const Game& g) const {
  const std::vector<int>& s = g.moduleState(self_);
  return s.empty() ? -1 : s[kThreshold];
}

std::vector<int> Wonders::available(const Game& g) const {
  std::vector<int> out;
  const std::vector<int>& s = g.moduleState(self_);
  for (int i = 0; !s.empty() && i < wonderCount(); ++i)
    if (s[poolAt() + i] >= 0) out.push_back(s[poolAt() + i]);
  return out;
}

int Wonders::tajMeeples(const Game& g, int player) const {
  const std::vector<int>& s = g.moduleState(self_);
  return s.empty() ? 0 : s[slot(player, kTaj)];
}

// The owner of the marked wonder with effect e (§4.4: from its marking, or from the owner's next
// turn with wonderEffectStart = next-turn), or -1.
int Wonders::owner(const Game& g, Effect e) const {
  const std::vector<int>& s = g.moduleState(self_);
  if (s.empty()) return -1;
  for (int p = 0; p < g.players(); ++p)
    for (int i = 0; i < 2; ++i) {
      int tile = s[slot(p, kPlaced + i)];
      if (tile < 0 || effect_[g.tiles()[tile].type] != e) continue;
      if (g.option(optStart_) == 1 && s[slot(p, kMarkedTurn + i)] != kActive) continue;
      return p;
    }
  return -1;
}

int Wonders::ownedWonderTile(const Game& g, int player, int tile) const {
  for (int t : placed(g, player))
    if (t == tile) return t;
  return -1;
}

void Wonders::award(Game& g, int player, int points, Effect e, const FeatureView* f, ScoreWhy why) const {
  if (points > 0) g.award(static_cast<uint8_t>(1 << player), points, categories_[e], f, 0, nullptr, why);
}

// ---------------------------------------------------------------- the turn

uint32_t Wonders::phases() const {
  return phaseBit(Phase::PlaceTile) | phaseBit(Phase::AfterTile) | phaseBit(Phase::AfterFigure) |
         phaseBit(Phase::AfterScore) | phaseBit(Phase::EndTurn) | phaseBit(Phase::FinalScoring);
}

void Wonders::onPhase(Game& g, Phase p) const {
  switch (p) {
    case Phase::PlaceTile:  // the owner's next turn begins: effects marked before it are active
      for (int i = 0; i < 2; ++i)
        if (g.moduleState(self_)[slot(g.current(), kPlaced + i)] >= 0)
          g.moduleState(self_)[slot(g.current(), kMarkedTurn + i)] = kActive;
      break;
    case Phase::AfterTile:
      greatWall(g);  // before marking: placing the Great Wall itself gives nothing (§6.9)
      markPlaced(g);
      helperPlaced(g);  // §3.2: a tile placed to make room for a wonder that fitted nowhere
      break;
    case Phase::AfterFigure:
      if (g.lastTile() >= 0 && ownedWonderTile(g, g.current(), g.lastTile()) >= 0 &&
          g.tiles()[g.lastTile()].turn == g.turn() && placedFigureOnWonder(g)) {
        std::vector<Action> opts;
        secondMeepleOptions(g, g.current(), opts);
        if (opts.size() > 1) g.pushDecision(decisionFor(g.current(), self_, kSecondMeeple));
      }
      break;
    case Phase::AfterScore:
      notreDame(g);
      if (int o = owner(g, Cothon); o >= 0 && returnedToKeep(g, o) > 0)
        g.pushDecision(decisionFor(o, self_, kHarbourKeep));
      if (owner(g, Nazca) == g.current() && nazcaQualifies(g))
        g.pushDecision(decisionFor(g.current(), self_, kNazcaTurn));
      else if (!g.extraTurnDue())
        checkAcquisitions(g);
      break;
    case Phase::EndTurn:
      g.moduleState(self_)[kEventMark] = static_cast<int>(g.events().size());
      g.moduleState(self_)[kHelper] = 0;
      passKeptTile(g);
      break;
    case Phase::FinalScoring:
      alhambra(g);
      break;
    default:
      break;
  }
}

// §3.1: a held wonder is placed instead of drawing (the core offers it only where it fits).
int Wonders::pieceInsteadOfDraw(const Game& g, int player) const {
  std::vector<int> h = held(g, player);
  return h.empty() ? -1 : wonderTypes_[h[0]];
}

// §2.4, §3.1: a wonder is taken at a threshold and placed by its holder instead of drawing; no
// record, free deck or not, may name one as the tile a player drew.
bool Wonders::checkDraw(const Game&, int tileType, Why& why) const {
  if (wonderNumber(tileType) < 0) return true;
  return why.no("a wonder is never drawn: only the player who holds it places it, instead of drawing");
}

// §3.3: the wonder just placed by its holder is marked and becomes theirs.
void Wonders::markPlaced(Game& g) const {
  int tile = g.lastTile(), p = g.current();
  if (tile < 0 || g.tiles()[tile].player != p) return;
  int number = wonderNumber(g.tiles()[tile].type);
  std::vector<int>& s = g.moduleState(self_);
  if (number < 0 || (s[slot(p, kHeld)] != number && s[slot(p, kHeld + 1)] != number)) return;
  if (s[slot(p, kHeld)] == number) s[slot(p, kHeld)] = s[slot(p, kHeld + 1)];  // the other one moves up
  s[slot(p, kHeld + 1)] = -1;
  int at = s[slot(p, kPlaced)] < 0 ? 0 : 1;
  s[slot(p, kPlaced + at)] = tile, s[slot(p, kMarkedTurn + at)] = g.turn();
  g.emitModuleEvent(self_, kEvMarked, number, g.tiles()[tile].at, p);
  marked(g, p, tile);
}

// Whether the figure step of this turn put a figure on the wonder just placed (or on the Taj
// Mahal's spaces): then a second meeple may follow (§3.3: one action, 0-2 meeples).
bool Wonders::placedFigureOnWonder(const Game& g) const {
  for (size_t i = g.log().size(); i-- > 0;) {
    const LogEntry& e = g.log()[i];
    if (!e.decision.core() || e.decision.kind != kDecideFigure) continue;
    if (e.action.type == ActionType::PlaceFigure) return e.action.tile == g.lastTile();
    return e.action.type == ActionType::Module && e.action.module == self_ && e.action.code == kTajPlace;
  }
  return false;
}

// The figures a player may put on a wonder's features (§3.3: meeple, big meeple, abbot).
void Wonders::figureOptions(const Game& g, int player, int tile, std::vector<Action>& out) const {
  Action a;
  a.type = ActionType::PlaceFigure, a.tile = static_cast<uint16_t>(tile);
  Why quiet;
  for (size_t k = 0; k < g.typeOf(tile).segments.size(); ++k)
    for (int f : {meeple_, big_, abbot_})
      if (f >= 0 && g.checkFigure(player, f, tile, int(k), quiet)) {
        a.figure = static_cast<uint8_t>(f), a.segment = static_cast<uint8_t>(k);
        out.push_back(a);
      }
}

void Wonders::secondMeepleOptions(const Game& g, int player, std::vector<Action>& out) const {
  Action pass;
  pass.type = ActionType::Pass;
  out.push_back(pass);
  int tile = g.lastTile();
  figureOptions(g, player, tile, out);
  if (effect_[g.tiles()[tile].type] == TajMahal && tajMeeples(g, player) < 3 && g.supply(player, meeple_) > 0)
    out.push_back(moduleAction(self_, kTajPlace));
}

// §3.3: only meeples, big meeples and abbots go on a wonder (not the builder or the pig). §3.2: no
// figure on a tile placed to make room for a wonder.
bool Wonders::checkFigure(const Game& g, int, int figure, int tile, int, Why& why) const {
  const std::vector<int>& s = g.moduleState(self_);
  if (!s.empty() && s[kHelper] && tile == g.lastTile())
    return why.no("no figure on a tile placed to make room for a wonder (§3.2)");
  if (effect_[g.tiles()[tile].type] < 0 || figure == meeple_ || figure == big_ || figure == abbot_) return true;
  return why.no([&] { return g.catalog().figureWords(figure, true) + " cannot stand on a wonder"; });
}

// The Taj Mahal (§6.10): instead of a meeple on the tile, one standard meeple onto its next space
// or the last one back to supply.
void Wonders::figureStepOptions(const Game& g, std::vector<Action>& out) const {
  int p = g.pending().front().player;
  sendOptions(g, p, out);  // the Cothon's harbour (§6.11)
  if (owner(g, TajMahal) != p) return;
  bool placingTurn = g.lastTile() >= 0 && effect_[g.tiles()[g.lastTile()].type] == TajMahal &&
                     ownedWonderTile(g, p, g.lastTile()) >= 0 && g.tiles()[g.lastTile()].turn == g.turn();
  if (tajMeeples(g, p) < 3 && g.supply(p, meeple_) > 0) out.push_back(moduleAction(self_, kTajPlace));
  if (tajMeeples(g, p) > 0 && !placingTurn) out.push_back(moduleAction(self_, kTajTake));
}

// ---------------------------------------------------------------- acquisition (§2.4, §7)

std::vector<int> Wonders::eligible(const Game& g) const {
  std::vector<int> out;
  const std::vector<int>& s = g.moduleState(self_);
  if (available(g).empty()) return out;
  for (int i = 0; i < g.players(); ++i) {
    int p = (g.current() + i) % g.players();
    if (s[slot(p, kAcquired)] == 0 && g.score(p) >= s[kThreshold]) out.push_back(p);
  }
  return out;
}

// At the end of every turn: one first wonder (the turn player picks who takes it when several
// qualify; the others wait for the next turn's player), then every second wonder of the variant.
void Wonders::checkAcquisitions(Game& g) const {
  std::vector<int> first = eligible(g);
  if (first.size() > 1)
    g.pushDecision(decisionFor(g.current(), self_, kPickPlayer));
  else if (first.size() == 1)
    g.pushDecision(decisionFor(first[0], self_, kPickWonder));
  if (!g.option(optTwo_)) return;
  const std::vector<int>& s = g.moduleState(self_);
  for (int i = 0; i < g.players(); ++i) {
    int p = (g.current() + i) % g.players();
    if (s[slot(p, kAcquired)] == 1 && g.score(p) >= kSecondThreshold && !available(g).empty())
      g.pushDecision(decisionFor(p, self_, kPickWonder));
  }
}

void Wonders::acquire(Game& g, int player, int number) const {
  std::vector<int>& s = g.moduleState(self_);
  for (int i = 0; i < wonderCount(); ++i)
    if (s[poolAt() + i] == number) s[poolAt() + i] = -1;
  bool cothon = effect_[wonderTypes_[number]] == Cothon;
  if (!cothon) s[slot(player, s[slot(player, kHeld)] < 0 ? kHeld : kHeld + 1)] = number;
  int nth = s[slot(player, kAcquired)]++;
  g.emitModuleEvent(self_, kEvAcquired, number, {}, player);
  if (cothon) takeCothon(g, player, number);
  if (nth > 0) {  // §7: the meeple beside 0/50 marks the second wonder
    g.setToken(self_, kSecondPairKind, player, -1);
    return;
  }
  g.setSupply(player, meeple_, g.supply(player, meeple_) + 1);  // the pair: one plays, one marks
  g.setToken(self_, kPairKind, player, -1);
  s[kThreshold] = std::min(s[kThreshold] + 5, kLastThreshold);
  for (int p = 0; p < g.players(); ++p)
    if (g.token(self_, kPairKind, p) >= 0) g.setToken(self_, kPairKind, p, s[kThreshold]);
  g.emitModuleEvent(self_, kEvThreshold, s[kThreshold], {}, -1);
}

// ---------------------------------------------------------------- decisions

void Wonders::options(const Game& g, const Decision& d, std::vector<Action>& out) const {
  switch (d.kind) {
    case kPickPlayer:
      for (int p : eligible(g)) out.push_back(moduleAction(self_, kPickPlayer, p));
      if (out.empty()) out.push_back(Action{});  // nothing on offer any more: as a pick above
      break;
    case kPickWonder:
      for (int n : available(g)) out.push_back(moduleAction(self_, kPickWonder, n));
      // Picks are queued together at a turn's end; one answered first may take the last wonder on
      // offer. The player then declines (asked again at a later turn's end, when one is on offer):
      // a pick nobody can answer would stop the game.
      if (out.empty()) out.push_back(Action{});
      break;
    case kSecondMeeple:
      secondMeepleOptions(g, d.player, out);
      break;
    case kCothonMeeple: {
      Action pass;
      pass.type = ActionType::Pass;
      out.push_back(pass);
      if (cothonTile(g) >= 0) figureOptions(g, d.player, cothonTile(g), out);
      if (g.supply(d.player, meeple_) > 0) out.push_back(moduleAction(self_, kHarbourPut));
      break;
    }
    case kHarbourKeep:
      for (int x = 0; x <= returnedToKeep(g, d.player); ++x) out.push_back(moduleAction(self_, kHarbourKeep, x));
      break;
    case kNazcaTurn:
      out.push_back(moduleAction(self_, kNazcaTurn, 1));
      out.push_back(moduleAction(self_, kNazcaTurn, 0));
      break;
    default:
      break;
  }
}

bool Wonders::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  if (!d.core() && d.kind == kSecondMeeple && a.type == ActionType::Pass) return true;
  if (!d.core() && d.kind == kCothonMeeple && a.type == ActionType::Pass) return true;
  if (!d.core() && d.kind == kCothonMeeple && a.type == ActionType::PlaceFigure) {
    if (a.tile != cothonTile(g)) return why.no("these meeples go on the Cothon of Carthage");
    if (a.figure != meeple_ && a.figure != big_ && a.figure != abbot_)
      return why.no([&] { return g.catalog().figureWords(a.figure, true) + " cannot stand on a wonder"; });
    return g.checkFigure(d.player, a.figure, a.tile, a.segment, why);
  }
  if (!d.core() && d.kind == kSecondMeeple && a.type == ActionType::PlaceFigure) {
    if (a.tile != g.lastTile()) return why.no("the second meeple goes on the wonder just placed");
    if (a.figure != meeple_ && a.figure != big_ && a.figure != abbot_)
      return why.no([&] { return g.catalog().figureWords(a.figure, true) + " cannot stand on a wonder"; });
    return g.checkFigure(d.player, a.figure, a.tile, a.segment, why);
  }
  if (a.type == ActionType::Module && a.module == self_) {
    if (d.kind == kPickWonder && !d.core()) {
      if (a.code != kPickWonder || a.x < 0 || a.x >= wonderCount())
        return why.no([&] { return "expected a wonder number 0.." + std::to_string(wonderCount() - 1); });
      std::vector<int> av = available(g);
      if (std::find(av.begin(), av.end(), a.x) == av.end())
        return why.no([&] { return std::string(kEffectNames[effect_[wonderTypes_[a.x]]]) + " is not on offer"; });
      return true;
    }
    if (d.kind == kPickPlayer && !d.core() && a.code == kPickPlayer) {
      std::vector<int> el = eligible(g);
      if (std::find(el.begin(), el.end(), a.x) == el.end())
        return why.no([&] {
          return "player " + std::to_string(a.x) + " has not reached " + std::to_string(threshold(g)) +
                 " points or already has a wonder";
        });
      return true;
    }
    if (d.core() && (a.code == kTajPlace || a.code == kTajTake) && owner(g, TajMahal) != d.player)
      return why.no("only the owner of the marked Taj Mahal may use its spaces");
  }
  return Module::check(g, d, a, why);
}

// What apply() reads: a player, a wonder, yes/no or a count in x; the harbour's send a tile (x) and
// its segment (y); the Taj Mahal's spaces and the harbour's put nothing.
uint8_t Wonders::readsXY(const Decision&, const Action& a) const {
  switch (a.code) {
    case kPickPlayer:
    case kPickWonder:
    case kNazcaTurn:
    case kHarbourKeep:
      return kReadsX;
    case kHarbourSend:
      return kReadsX | kReadsY;
    default:
      return 0;
  }
}

void Wonders::apply(Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module) {
    Module::apply(g, d, a);  // the second meeple on the wonder, or pass
    if (d.kind == kCothonMeeple && d.arg == 0 && a.type == ActionType::PlaceFigure)
      g.insertDecision({d.player, kCothonMeeple, static_cast<uint8_t>(self_), 1});  // the second one
    return;
  }
  std::vector<int>& s = g.moduleState(self_);
  switch (a.code) {
    case kPickPlayer:
      g.insertDecision(decisionFor(a.x, self_, kPickWonder));
      break;
    case kPickWonder:
      acquire(g, d.player, a.x);
      break;
    case kNazcaTurn:
      if (a.x)
        g.grantExtraTurn();
      else
        checkAcquisitions(g);
      break;
    case kTajPlace:
      g.setSupply(d.player, meeple_, g.supply(d.player, meeple_) - 1);
      ++s[slot(d.player, kTaj)];
      g.emitModuleEvent(self_, kEvTaj, s[slot(d.player, kTaj)], {}, d.player);
      break;
    case kTajTake:
      g.setSupply(d.player, meeple_, g.supply(d.player, meeple_) + 1);
      --s[slot(d.player, kTaj)];
      g.emitModuleEvent(self_, kEvTaj, s[slot(d.player, kTaj)], {}, d.player);
      break;
    case kHarbourPut:
    case kHarbourKeep:
    case kHarbourSend:
      harbourApply(g, d.player, a);
      if (a.code == kHarbourPut && d.kind == kCothonMeeple && d.arg == 0)
        g.insertDecision({d.player, kCothonMeeple, static_cast<uint8_t>(self_), 1});
      break;
    default:
      break;
  }
}

std::string Wonders::decisionName(const Decision& d) const {
  switch (d.kind) {
    case kPickPlayer:
      return "wonder-who";
    case kPickWonder:
      return "wonder-take";
    case kSecondMeeple:
      return "wonder-meeple";
    case kNazcaTurn:
      return "nazca-turn";
    case kCothonMeeple:
      return "cothon-meeple";
    case kHarbourKeep:
      return "harbour-keep";
    default:
      return "wonders";
  }
}

std::string Wonders::describeDecision(const Game& g, const Decision& d) const {
  switch (d.kind) {
    case kPickPlayer:
      return "choose who takes a wonder (" + std::to_string(threshold(g)) + " points reached)";
    case kPickWonder:
      return "take a wonder";
    case kSecondMeeple:
      return "place a second meeple on the wonder, or pass";
    case kNazcaTurn:
      return "Nazca Lines: take another turn?";
    case kHarbourKeep:
      return "Cothon of Carthage: how many of the meeples just scored stay in the harbour?";
    case kCothonMeeple:
      return d.arg == 0 ? "place up to two meeples on the Cothon of Carthage, or pass"
                        : "place a second meeple on the Cothon of Carthage, or pass";
    default:
      return "answer";
  }
}

std::string Wonders::describe(const Game& g, const Action& a) const {
  if (a.type == ActionType::Pass) {
    const bool pick = !g.pending().empty() && g.pending().front().module == self_ &&
                      (g.pending().front().kind == kPickWonder || g.pending().front().kind == kPickPlayer);
    return pick ? "No wonder is left to take" : "Pass";
  }
  if (a.type == ActionType::PlaceFigure)
    return "Place " + g.catalog().figureWords(a.figure, false) + " on the " +
           g.catalog().kinds[g.typeOf(a.tile).segments[a.segment].kind].name + " at " +
           g.locationName(a.tile, a.segment);
  switch (a.code) {
    case kPickPlayer:
      return (a.x >= 0 && a.x < g.players() ? g.setup().players[a.x].name : "Player " + std::to_string(a.x)) +
             " takes a wonder";
    case kPickWonder:
      return a.x >= 0 && a.x < wonderCount() ? std::string("Take ") + kEffectNames[effect_[wonderTypes_[a.x]]]
                                             : "Take a wonder";
    case kNazcaTurn:
      return a.x ? "Take another turn" : "End the turn";
    case kTajPlace:
      return "Put a meeple on the Taj Mahal";
    case kTajTake:
      return "Take a meeple back from the Taj Mahal";
    case kHarbourPut:
      return "Put a meeple in the Cothon's harbour";
    case kHarbourKeep:
      return "Keep " + std::to_string(a.x) + " meeple(s) in the Cothon's harbour";
    case kHarbourSend:
      return a.x >= 0 && a.x < int(g.tiles().size()) && a.y >= 0 && a.y < int(g.typeOf(a.x).segments.size())
                 ? "Send a meeple from the harbour to the " + g.catalog().kinds[g.typeOf(a.x).segments[a.y].kind].name +
                       " at " + g.locationName(a.x, a.y)
                 : "Send a meeple from the harbour";
    default:
      return "wonders action";
  }
}

// Who takes a wonder (the players list), which (its card), the Taj Mahal's spaces (its tile, its
// card to take a meeple back), the Cothon's harbour (its tile) and a harbour meeple's landing spot.
Place Wonders::optionPlace(const Game& g, const Decision& d, const Action& a) const {
  if (a.type != ActionType::Module) return Module::optionPlace(g, d, a);
  const Catalog& cat = g.catalog();
  switch (a.code) {
    case kPickPlayer:
      return Place::player(a.x);
    case kPickWonder:
      return a.x >= 0 && a.x < wonderCount() ? Place::cardOf(cat.tiles[wonderTypes_[a.x]].id) : Place::none();
    case kTajPlace:
    case kTajTake:
      for (int t : placed(g, d.player))
        if (effect_[g.tiles()[t].type] == TajMahal)
          return a.code == kTajPlace ? Place::cell(g.tiles()[t].at) : Place::cardOf(g.typeOf(t).id);
      return Place::none();
    case kHarbourPut:
      return cothonTile(g) >= 0 ? Place::cell(g.tiles()[cothonTile(g)].at) : Place::none();
    case kHarbourSend:
      return a.x >= 0 && a.x < int(g.tiles().size()) && a.y >= 0 && a.y < int(g.typeOf(a.x).segments.size())
                 ? spotPlace(g, a.x, a.y)
                 : Place::none();
    default:
      return Place::none();  // the Nazca Lines' yes or no, a count of harbour meeples: buttons
  }
}

// Record entries: {"player": 0, "wonders": {"take": "wonders/tikal"}}, {"wonders": {"who": 1}},
// {"wonders": {"extraTurn": true}}; the second meeple and pass use the default entries.
void Wonders::writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const {
  if (a.type == ActionType::Module && a.code == kPickWonder && a.x >= 0 && a.x < wonderCount())
    entry.key("wonders").beginObject().field("take", g.catalog().tiles[wonderTypes_[a.x]].id).endObject();
  else if (a.type == ActionType::Module && a.code == kPickPlayer)
    entry.key("wonders").beginObject().field("who", a.x).endObject();
  else if (a.type == ActionType::Module && a.code == kNazcaTurn)
    entry.key("wonders").beginObject().field("extraTurn", a.x != 0).endObject();
  else
    Module::writeAnswer(g, d, a, entry);
}

Action Wonders::readAnswer(const Game& g, const Decision& d, const jsonin::Value& entry,
                           const std::string& where) const {
  const jsonin::Value it = entry.find("wonders");  // none when entry is no object
  if (!it || !it.is_object() || it.contains("code")) return Module::readAnswer(g, d, entry, where);
  checkKeys(entry, {"player", "wonders"}, where);
  std::string w = where + ".wonders";
  checkKeys(it, {"take", "who", "extraTurn"}, w);
  if (it.size() != 1) failAt(w, "expected one of take, who, extraTurn");
  Action a;
  a.type = ActionType::Module, a.module = static_cast<uint8_t>(self_);
  if (const jsonin::Value t = it.find("take")) {
    int type = t.is_string() ? g.catalog().tileId(text(t)) : -1;
    if (type < 0 || wonderNumber(type) < 0) failAt(w + ".take", "expected a wonder id such as \"wonders/tikal\"");
    a.code = kPickWonder, a.x = wonderNumber(type);
  } else if (it.contains("who")) {
    a.code = kPickPlayer, a.x = needInt(it, "who", w, 0, kMaxPlayers - 1);
  } else {
    const jsonin::Value extra = it.find("extraTurn");
    if (!extra.is_boolean()) failAt(w + ".extraTurn", "expected true or false");
    a.code = kNazcaTurn, a.x = extra.boolean() ? 1 : 0;
  }
  return a;
}

void Wonders::eventJson(const Game& g, const Event& e, JsonOut& j) const {
  auto wonder = [&] {
    return e.points >= 0 && e.points < wonderCount() ? std::string(kEffectNames[effect_[wonderTypes_[e.points]]])
                                                     : std::string("a wonder");
  };
  switch (e.code) {
    case kEvAcquired:
      j.field("text",
              "takes " + wonder() +
                  (effect_[wonderTypes_[e.points]] == Cothon ? " (the start tableau: marked at once)"
                                                             : " (placed on their next turn instead of drawing)"));
      j.field("wonder", kEffectIds[effect_[wonderTypes_[e.points]]]);
      break;
    case kEvMarked:
      j.field("text", "marks " + wonder() + " as their wonder");
      j.field("wonder", kEffectIds[effect_[wonderTypes_[e.points]]]);
      break;
    case kEvThreshold:
      j.field("text", "the remaining pairs move to " + std::to_string(e.points) + " points");
      break;
    case kEvTaj:
      j.field("text", "Taj Mahal: " + std::to_string(e.points) + " meeple(s) on its spaces");
      break;
    case kEvHarbour:
      j.field("text", "Cothon of Carthage: " + std::to_string(e.points) + " meeple(s) in the harbour");
      break;
    case kEvHandPassed:
      j.field("text", "takes the tile " +
                          (e.points >= 0 && e.points < g.players() ? g.setup().players[e.points].name
                                                                   : std::string("a player")) +
                          " kept back: the pile is empty, so it is the last tile to draw (Circus Maximus)");
      j.field("from", e.points);
      break;
    default:
      break;
  }
}

// A wonder's score: the wonder ("wonder", the effect's id), and the counts its rule used: the Taj
// Mahal's meeples on its spaces ("spaces"), the Alhambra's farmers and points per farmer.
void Wonders::scoreJson(const Game&, const Event& e, JsonOut& j) const {
  auto it = std::find(categories_.begin(), categories_.end(), e.category);
  if (it == categories_.end()) return;
  const int effect = int(it - categories_.begin());
  j.field("wonder", kEffectIds[effect]);
  if (effect == TajMahal) j.field("spaces", e.base);
  if (effect == Alhambra) j.field("farmers", e.base).field("each", e.reason);
}

void Wonders::addState(const Game& g, JsonOut& o) const {
  if (g.moduleState(self_).empty()) return;
  const Catalog& cat = g.catalog();
  o.key("wonders").beginObject().field("threshold", threshold(g)).key("available").beginArray();
  for (int n : available(g)) o.value(cat.tiles[wonderTypes_[n]].id);
  o.endArray().key("players").beginArray();
  for (int p = 0; p < g.players(); ++p) {
    o.beginObject().field("pair", g.token(self_, kPairKind, p)).key("held").beginArray();
    for (int n : held(g, p)) o.value(cat.tiles[wonderTypes_[n]].id);
    o.endArray().key("placed").beginArray();
    for (int t : placed(g, p)) {
      Coord c = markerCell(g, t);
      o.beginObject().field("tile", g.typeOf(t).id).key("marker").beginArray().value(c.x).value(c.y).endArray();
      o.endObject();
    }
    o.endArray().field("taj", tajMeeples(g, p)).field("harbour", harbour(g, p)).endObject();
  }
  o.endArray().key("wonders").beginObject();
  for (int n = 0; n < wonderCount(); ++n) {
    const TileType& t = cat.tiles[wonderTypes_[n]];
    const int effect = effect_[wonderTypes_[n]];
    o.key(t.id)
        .beginObject()
        .field("name", kEffectNames[effect])
        .field("effect", kEffectIds[effect])
        .field("number", n);
    if (effect == Alhambra) o.field("each", alhambraEach(g));  // the card's words: points per farmer
    o.field("houseLayout", t.prop(houseLayoutProp_) > 0).field("houseEffect", t.prop(houseEffectProp_) > 0);
    o.endObject();
  }
  o.endObject().endObject();
}

// The square of a placed wonder's body (its owner's marker stands there).
Coord Wonders::markerCell(const Game& g, int t) const {
  Coord c = g.cellOf(t, g.squareOf(t, 0));
  for (size_t k = 0; k < g.typeOf(t).segments.size(); ++k)
    if (g.typeOf(t).segments[k].kind == bodyKind_) c = g.cellOf(t, g.squareOf(t, int(k)));
  return c;
}

// A wonder's name in play. Which layouts and effects are reconstructed is said in the docs and in
// the state (houseLayout, houseEffect), not to the players.
std::string Wonders::shownName(const Catalog&, int type) const { return kEffectNames[effect_[type]]; }

bool Wonders::shares(const Game& g, std::string_view list) const {
  return !g.moduleState(self_).empty() && (list == "track" || list == "owners" || list == "notes");
}

// What the page shows of the wonders without knowing them: each pair on the score track, the
// owners' markers on the wonder bodies, and in words ("notes") the offer and each player's wonders.
void Wonders::addShared(const Game& g, std::string_view list, JsonOut& o) const {
  const Catalog& cat = g.catalog();
  const bool track = list == "track", owners = list == "owners", notes = list == "notes";
  auto note = [&](int player, const std::string& text, const std::vector<std::string_view>& tiles) {
    if (!notes) return;
    o.beginObject().field("module", id()).key("player");
    player < 0 ? o.null() : o.value(player);
    o.field("text", text).key("tiles").array(tiles).endObject();
  };
  if (notes) {
    std::string offer;
    std::vector<std::string_view> ids;
    for (int n : available(g)) {
      offer += (offer.empty() ? "" : ", ") + shownName(cat, wonderTypes_[n]);
      ids.push_back(cat.tiles[wonderTypes_[n]].id);
    }
    note(-1, "Wonders on offer at " + std::to_string(threshold(g)) + " points: " + (offer.empty() ? "none" : offer),
         ids);
  }
  for (int p = 0; p < g.players(); ++p) {
    if (int v = g.token(self_, kPairKind, p); v >= 0) {
      if (track)
        o.beginObject()
            .field("player", p)
            .field("figure", "pair")
            .field("value", v)
            .field("score", false)
            .field("module", id())
            .field("kind", kPairKind)
            .endObject();
      note(p, "pair waits at " + std::to_string(v) + " points", {});
    }
    for (int n : held(g, p))
      note(p, "holds " + shownName(cat, wonderTypes_[n]) + " (placed next turn)", {cat.tiles[wonderTypes_[n]].id});
    for (int t : placed(g, p)) {
      if (owners) {
        Coord c = markerCell(g, t);
        const std::string meeple = meeple_ >= 0 ? cat.figures[meeple_].name : "normal";
        o.beginObject().field("player", p).field("figure", meeple).field("x", c.x).field("y", c.y).endObject();
      }
      note(p, "owns " + shownName(cat, g.tiles()[t].type), {g.typeOf(t).id});
    }
  }
}

}  // namespace carc
