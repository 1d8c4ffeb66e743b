#include "boundary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <new>

#include "bots/mcts_bot.hpp"
#include "bots/random_bot.hpp"
#include "call_memory.hpp"
#include "clock.hpp"
#include "input_limits.hpp"
#include "json_out.hpp"
#include "render/piece_art.hpp"
#include "render/segment_shapes.hpp"
#include "render/tile_art.hpp"

namespace carc::wasm {

using Value = jsonin::Value;

namespace {

using wasmcall::canHandOver;
using wasmcall::holdReserve;
using wasmcall::kOutOfMemory;
using wasmcall::releaseReserve;

// JSON text written by the engine (JsonOut), handed out as it is.
struct JsonText {
  std::string text;
};

// A value as JSON text (true, a count).
template <class T>
JsonText jsonValue(const T& v) {
  return {JsonOut().value(v).take()};
}
const JsonText kDone{"true"};  // what a call that changes the game answers

std::string okReply(const JsonText& value) { return "{\"ok\":true,\"value\":" + value.text + "}"; }
std::string okReply(const std::string& value) { return okReply(JsonText{JsonOut().value(value).take()}); }

// Every answer: {"ok": true, "value": ...} or {"ok": false, "error": ...}. Nothing escapes: an
// exception thrown through embind would leave the module's stack and heap as they were mid-call.
// One function for every entry point (the entry point's own code is a callback to it).
std::string guardedReply(std::string (*call)(void*), void* context) {
  holdReserve();
  try {
    std::string reply;
    try {
      reply = call(context);
    } catch (const std::bad_alloc&) {
      releaseReserve();
      reply = kOutOfMemory;
    } catch (const std::exception& e) {
      // An error message may quote input cut mid-character: replace bad UTF-8 rather than throw here.
      JsonOut o(JsonOut::BadUtf8::Replace);
      reply = o.beginObject().field("ok", false).field("error", printable(e.what())).endObject().take();
    }
    if (!canHandOver(reply.size())) return kOutOfMemory;  // the short reply fits where the reserve was
    return reply;
  } catch (const std::bad_alloc&) {  // not even the error reply could be built
    releaseReserve();
    return kOutOfMemory;
  }
}

template <class F>
std::string guarded(F&& f) {
  return guardedReply([](void* context) { return okReply((*static_cast<F*>(context))()); }, &f);
}

// A JS number as a message shows it: integers below 1e21 in full, nan and inf in words, anything
// else in the shortest form that reads back as the same number (as JSON writes it: 0.5, 1e+300).
std::string numberText(double v) {
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  if (v == std::trunc(v) && std::fabs(v) < 1e21) return wholeNumberText(v);
  return JsonOut().value(v).take();
}

}  // namespace

int64_t intArg(double v, const char* what, int64_t lo, int64_t hi) {
  // Compared as doubles first: converting NaN or 1e300 to an integer would be undefined.
  if (!(v >= double(lo) && v <= double(hi)) || v != std::trunc(v))
    throw Error(std::string(what) + ": expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi) +
                ", got " + numberText(v));
  return static_cast<int64_t>(v);
}

uint64_t seedArg(double v, const char* what) { return static_cast<uint64_t>(intArg(v, what, 0, int64_t(kMaxSeed))); }

void requireJsSeed(const Game& g) {
  if (g.setup().seed <= kMaxSeed) return;
  throw Error("setup.seed: " + std::to_string(g.setup().seed) + " is beyond 2^53 - 1 (" + std::to_string(kMaxSeed) +
              "), so JavaScript cannot carry it; this record (written before seeds were limited) loads with the "
              "command line");
}

// ---------------------------------------------------------------- one game

const Session& GameApi::s() const {
  if (!session_) throw Error("the game was not created");
  return *session_;
}

template <class F>
auto GameApi::mutate(F&& f) {
  Session next = s();
  auto value = f(next);
  session_ = std::move(next);
  return value;
}

std::string GameApi::create(const std::string& setup) {
  return guarded([&] {
    session_ = withArg(setup, "setup", kCallLimit, [](const Value& v) { return Session::create(v); });
    return kDone;
  });
}

std::string GameApi::load(const std::string& record) {
  return guarded([&] {
    Session loaded = withArg(record, "record", kRecordLimit, [](const Value& r) { return Session::load(r); });
    requireJsSeed(loaded.game());
    session_ = std::move(loaded);
    return kDone;
  });
}

std::string GameApi::loadAt(const std::string& record, double ply) {
  return guarded([&] {
    int n = static_cast<int>(intArg(ply, "ply", 0, int64_t(kMaxMoves)));
    Session loaded = withArg(record, "record", kRecordLimit, [&](const Value& r) { return Session::loadAt(r, n); });
    requireJsSeed(loaded.game());
    session_ = std::move(loaded);
    return kDone;
  });
}

std::string GameApi::state() const {
  return guarded([&] { return JsonText{s().stateText()}; });
}
std::string GameApi::options() const {
  return guarded([&] { return JsonText{s().optionsText()}; });
}

std::string GameApi::apply(const std::string& option) {
  return guarded([&] {
    return withArg(option, "option", kCallLimit, [&](const Value& o) {
      return mutate([&](Session& next) {
        next.apply(o);
        return kDone;
      });
    });
  });
}

std::string GameApi::applyMove(const std::string& move) {
  return guarded([&] {
    return withArg(move, "move", kCallLimit, [&](const Value& m) {
      return mutate([&](Session& next) {
        next.applyMove(m);
        return kDone;
      });
    });
  });
}

std::string GameApi::canUndo() const {
  return guarded([&] { return jsonValue(s().canUndo()); });
}

std::string GameApi::undo() {
  return guarded([&] {
    return mutate([](Session& next) {
      next.undo();
      return kDone;
    });
  });
}

std::string GameApi::events(double from) const {
  return guarded(
      [&] { return JsonText{s().eventsText(static_cast<size_t>(intArg(from, "events(from)", 0, INT32_MAX)))}; });
}
std::string GameApi::eventCount() const {
  return guarded([&] { return jsonValue(s().eventCount()); });
}
std::string GameApi::scores() const {
  return guarded([&] { return JsonText{s().scoresText()}; });
}
std::string GameApi::save() const {
  return guarded([&] { return JsonText{s().saveText()}; });
}

std::string GameApi::feature(double x, double y, double segment) const {
  return guarded([&] {
    int fx = static_cast<int>(intArg(x, "feature(x)", -kMaxCoord, kMaxCoord));
    int fy = static_cast<int>(intArg(y, "feature(y)", -kMaxCoord, kMaxCoord));
    int seg = static_cast<int>(intArg(segment, "feature(segment)", 0, kMaxSegments - 1));
    return JsonText{s().featureText(fx, fy, seg)};
  });
}

std::string GameApi::annotation(double move) const {
  return guarded(
      [&] { return JsonText{s().annotationText(static_cast<int>(intArg(move, "annotation(move)", 0, kMaxMoves)))}; });
}

std::string GameApi::segments(double x, double y) const {
  return guarded([&] {
    return JsonText{s().segmentsText(static_cast<int>(intArg(x, "segments(x)", -kMaxCoord, kMaxCoord)),
                                     static_cast<int>(intArg(y, "segments(y)", -kMaxCoord, kMaxCoord)))};
  });
}

std::string GameApi::giveTurn(double player) {
  return guarded([&] {
    int p = static_cast<int>(intArg(player, "giveTurn(player)", 0, kMaxPlayers - 1));
    return mutate([&](Session& next) {
      next.giveTurn(p);
      return kDone;
    });
  });
}

std::string GameApi::draw(const std::string& tile) {
  return guarded([&] {
    return mutate([&](Session& next) {
      next.draw(tile);
      return kDone;
    });
  });
}

std::string GameApi::holdChance(bool on) {
  return guarded([&] {
    return mutate([&](Session& next) {
      next.holdChance(on);
      return kDone;
    });
  });
}

std::string GameApi::botOption(const std::string& kind, double seed, const std::string& params) const {
  return guarded([&] {
    const Session& game = s();
    const uint64_t sd = seedArg(seed, "botOption(seed)");
    return withArg(params, "botOption(params)", kCallLimit,
                   [&](const Value& p) { return JsonText{game.botOptionText(kind, sd, p)}; });
  });
}

std::string GameApi::playRandom(double seed) {
  return guarded([&] {
    uint64_t sd = seedArg(seed, "playRandom(seed)");
    return mutate([&](Session& next) { return JsonText{next.playRandomText(sd)}; });
  });
}

// ---------------------------------------------------------------- module functions

std::string catalog() {
  return guarded([] { return JsonText{catalogText(Catalog::standard())}; });
}

namespace {
// A tile type by id, or "id#square": one square of a piece of several squares, as a one-square view
// (its building labelled with the piece's name).
// A whole tile is referred to, not copied (TileType's copy is ~4 KB of WebAssembly).
struct TileRef {
  const TileType* whole = nullptr;
  std::optional<TileType> square;
  std::string pieceName;
  const TileType& type() const { return square ? *square : *whole; }
};
TileRef tileRef(const Catalog& cat, const std::string& id, const char* what) {
  if (id.empty() || id.size() > 200) throw Error(std::string(what) + ": expected a tile id of 1 to 200 bytes");
  const size_t hash = id.find('#');
  const std::string base = id.substr(0, hash);
  const int index = cat.tileId(base);
  if (index < 0) throw Error(std::string(what) + ": no tile type \"" + base + "\"");
  const TileType* t = &cat.tiles[size_t(index)];
  if (hash == std::string::npos) return {t, std::nullopt, ""};
  const std::string square = id.substr(hash + 1);
  auto q = std::find(t->squareName.begin(), t->squareName.end(), square);
  if (q == t->squareName.end()) throw Error(std::string(what) + ": " + base + " has no square \"" + square + "\"");
  return {nullptr, render::squareView(cat, *t, int(q - t->squareName.begin())), render::pieceLabel(t->id)};
}
}  // namespace

// The art of one tile type (or "id#square") as SVG elements in the unit square, reference
// orientation, with the <defs> they refer to: the page plays these shapes on its canvas
// (web/src/tile-art.ts), `carcassonne render` writes the same ones. minMarker: the smallest glyph in
// tiles (markers stay visible on small tiles).
std::string tileArt(const std::string& id, double minMarker) {
  return guarded([&] {
    if (!(minMarker >= 0 && minMarker <= 1)) throw Error("tileArt(minMarker): expected a number from 0 to 1");
    const Catalog& cat = Catalog::standard();
    TileRef t = tileRef(cat, id, "tileArt(id)");
    return "<defs>" + render::tileArtDefs() + "</defs>" + render::tileArt(cat, t.type(), "t", minMarker, t.pieceName);
  });
}

// Each segment's shape (render/segment_shapes.hpp), for the page's feature highlights.
std::string tileShapes(const std::string& id) {
  return guarded([&] {
    const Catalog& cat = Catalog::standard();
    return render::segmentShapes(cat, tileRef(cat, id, "tileShapes(id)").type());
  });
}

std::string replay(const std::string& record) {
  return guarded([&] {
    return withArg(record, "record", kRecordLimit,
                   [](const Value& r) { return JsonText{replayText(Session::load(r).game())}; });
  });
}

namespace {
std::string hex(uint64_t v) { return hexText(v, 16); }
}  // namespace

// The same run as `carcassonne bench`: returns games, decisions, signature and seconds.
std::string bench(const std::string& setup, double games, double seed) {
  return guarded([&] {
    int n = static_cast<int>(intArg(games, "bench(games)", 1, 100'000'000));
    uint64_t sd = seedArg(seed, "bench(seed)");
    Setup base = withArg(setup, "setup", kCallLimit, [](const Value& v) { return parseSetup(Catalog::standard(), v); });
    const double t0 = monotonicSeconds();
    BenchResult r = benchRandomGames(base, n, sd);
    const double secs = monotonicSeconds() - t0;
    JsonOut o;
    o.beginObject().field("games", r.games).field("decisions", r.decisions).field("signature", hex(r.signature));
    return JsonText{o.field("seconds", secs).endObject().take()};
  });
}

// The same run as `carcassonne bench-mcts`: MCTS iterations per second along a seeded game.
std::string benchMcts(const std::string& setup, double iterations, double moves, double seed) {
  return guarded([&] {
    int its = static_cast<int>(intArg(iterations, "benchMcts(iterations)", 1, 100'000'000));
    int mv = static_cast<int>(intArg(moves, "benchMcts(moves)", 0, 10'000));
    uint64_t sd = seedArg(seed, "benchMcts(seed)");
    Setup base = withArg(setup, "setup", kCallLimit, [](const Value& v) { return parseSetup(Catalog::standard(), v); });
    MctsBenchResult r = carc::benchMcts(base, MctsBudget{its, 0}, mv, sd);
    JsonOut o;
    o.beginObject().field("decisions", r.decisions).field("iterations", r.iterations);
    o.field("playoutDecisions", r.playoutDecisions).field("seconds", r.seconds).field("signature", hex(r.signature));
    return JsonText{o.endObject().take()};
  });
}

// Median microseconds of "legal placements + figure spots" over mid-game states of seeded games.
std::string optionsLatency(double games, double seed) {
  return guarded([&] {
    int n = static_cast<int>(intArg(games, "optionsLatency(games)", 1, 100'000));
    const uint64_t base = seedArg(seed, "optionsLatency(seed)");
    std::vector<double> samples;
    for (int i = 0; i < n; ++i) {
      const std::string setup =
          "{\"players\": [{}, {}], \"seed\": " + std::to_string((base + uint64_t(i)) & kMaxSeed) + "}";
      Session ses = withArg(setup, "setup", kCallLimit, [](const Value& v) { return Session::create(v); });
      Game g = ses.game();
      RandomBot bot(base + uint64_t(i));
      std::vector<Action> out;
      while (!g.over()) {
        if (g.pending().front().kind == kDecideTile && g.tiles().size() > 20 && g.tiles().size() < 55) {
          const double t0 = monotonicSeconds();
          g.legalActions(out);
          Game probe = g;
          probe.apply(out[out.size() / 2]);
          probe.legalActions(out);
          samples.push_back((monotonicSeconds() - t0) * 1e6);
        }
        g.apply(bot.choose(g));
      }
    }
    std::sort(samples.begin(), samples.end());
    JsonOut o;
    o.beginObject().field("samples", samples.size());
    return JsonText{o.field("medianMicros", samples.empty() ? 0.0 : samples[samples.size() / 2]).endObject().take()};
  });
}

}  // namespace carc::wasm
