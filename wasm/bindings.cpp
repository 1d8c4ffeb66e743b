// embind bindings: strings in, strings out. Every call is wrapped so that an engine error comes
// back as {"ok":false,"error":...} (the TypeScript facade throws it as an Error) and never aborts
// the module; on error the game is unchanged (the engine guarantees it).
#include <emscripten/bind.h>

#include <chrono>

#include "bots/mcts_bot.hpp"
#include "bots/random_bot.hpp"
#include "input_limits.hpp"
#include "session.hpp"

using namespace carc;
using json = nlohmann::json;

namespace {

template <class F>
std::string guarded(F&& f) {
  try {
    return json{{"ok", true}, {"value", f()}}.dump();
  } catch (const std::exception& e) {
    // An error message may quote input cut mid-character: replace bad UTF-8 rather than throw here.
    return json{{"ok", false}, {"error", e.what()}}.dump(-1, ' ', false, json::error_handler_t::replace);
  }
}

// A record may be a whole game; options, moves and setups are small.
json parse(const std::string& text, const char* what) {
  bool record = std::string(what) == "record";
  return parseJsonLimited(text, what, record ? kMaxRecordBytes : kMaxCallBytes);
}

// JS numbers as seeds: integers in [-2^63, 2^64); anything else (NaN, 1e300) is refused, since
// converting it to an integer is undefined.
uint64_t seedFrom(double seed, const char* what) {
  if (seed >= 0 && seed < 18446744073709551616.0) return static_cast<uint64_t>(seed);
  if (seed < 0 && seed >= -9223372036854775808.0) return static_cast<uint64_t>(static_cast<int64_t>(seed));
  throw Error(std::string(what) + ": expected an integer seed within -2^63 .. 2^64");
}

class WasmGame {
 public:
  std::string create(const std::string& setup) {
    return guarded([&] {
      session_ = Session::create(parse(setup, "setup"));
      return json(true);
    });
  }
  std::string load(const std::string& record) {
    return guarded([&] {
      session_ = Session::load(parse(record, "record"));
      return json(true);
    });
  }
  std::string loadAt(const std::string& record, int ply) {
    return guarded([&] {
      session_ = Session::loadAt(parse(record, "record"), ply);
      return json(true);
    });
  }
  std::string state() const {
    return guarded([&] { return s().state(); });
  }
  std::string options() const {
    return guarded([&] { return s().options(); });
  }
  std::string apply(const std::string& option) {
    return guarded([&] {
      s().apply(parse(option, "option"));
      return json(true);
    });
  }
  std::string applyMove(const std::string& move) {
    return guarded([&] {
      s().applyMove(parse(move, "move"));
      return json(true);
    });
  }
  std::string canUndo() const {
    return guarded([&] { return json(s().canUndo()); });
  }
  std::string undo() {
    return guarded([&] {
      s().undo();
      return json(true);
    });
  }
  std::string events(int from) const {
    return guarded([&] { return s().events(from < 0 ? 0 : size_t(from)); });
  }
  std::string eventCount() const {
    return guarded([&] { return json(s().eventCount()); });
  }
  std::string scores() const {
    return guarded([&] { return s().scores(); });
  }
  std::string save() const {
    return guarded([&] { return s().save(); });
  }
  std::string feature(int x, int y, int seg) const {
    return guarded([&] { return s().feature(x, y, seg); });
  }
  std::string botOption(const std::string& kind, double seed, const std::string& params) const {
    return guarded(
        [&] { return s().botOption(kind, seedFrom(seed, "botOption(seed)"), parse(params, "botOption(params)")); });
  }
  std::string playRandom(double seed) {
    return guarded([&] { return s().playRandom(seedFrom(seed, "playRandom(seed)")); });
  }
  WasmGame* clone() const { return new WasmGame(*this); }

 private:
  Session& s() {
    if (!session_) throw Error("the game was not created");
    return *session_;
  }
  const Session& s() const {
    if (!session_) throw Error("the game was not created");
    return *session_;
  }
  std::optional<Session> session_;
};

std::string catalog() {
  return guarded([] { return catalogJson(Catalog::standard()); });
}

std::string replay(const std::string& record) {
  return guarded([&] { return replayJson(Session::load(parse(record, "record")).game()); });
}

// The same run as `carcassonne bench`: returns games, decisions, signature and seconds.
std::string bench(const std::string& setup, int games, double seed) {
  return guarded([&] {
    Setup base = parseSetup(Catalog::standard(), parse(setup, "setup"));
    auto t0 = std::chrono::steady_clock::now();
    BenchResult r = benchRandomGames(base, games, seedFrom(seed, "bench(seed)"));
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    char sig[17];
    std::snprintf(sig, sizeof sig, "%016llx", static_cast<unsigned long long>(r.signature));
    return json{{"games", r.games}, {"decisions", r.decisions}, {"signature", sig}, {"seconds", secs}};
  });
}

// The same run as `carcassonne bench-mcts`: MCTS iterations per second along a seeded game.
std::string benchMctsRun(const std::string& setup, int iterations, int moves, double seed) {
  return guarded([&] {
    MctsBenchResult r = benchMcts(parseSetup(Catalog::standard(), parse(setup, "setup")), MctsBudget{iterations, 0},
                                  moves, static_cast<uint64_t>(seed));
    char sig[17];
    std::snprintf(sig, sizeof sig, "%016llx", static_cast<unsigned long long>(r.signature));
    return json{{"decisions", r.decisions},
                {"iterations", r.iterations},
                {"playoutDecisions", r.playoutDecisions},
                {"seconds", r.seconds},
                {"signature", sig}};
  });
}

// Median microseconds of "legal placements + figure spots" over mid-game states of seeded games.
std::string optionsLatency(int games, double seed) {
  return guarded([&] {
    const uint64_t base = seedFrom(seed, "optionsLatency(seed)");
    std::vector<double> samples;
    for (int i = 0; i < games; ++i) {
      Session ses = Session::create(
          json{{"players", json::array({json::object(), json::object()})}, {"seed", base + uint64_t(i)}});
      Game g = ses.game();
      RandomBot bot(base + uint64_t(i));
      std::vector<Action> out;
      while (!g.over()) {
        if (g.pending().front().kind == kDecideTile && g.tiles().size() > 20 && g.tiles().size() < 55) {
          auto t0 = std::chrono::steady_clock::now();
          g.legalActions(out);
          Game probe = g;
          probe.apply(out[out.size() / 2]);
          probe.legalActions(out);
          samples.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        }
        g.apply(bot.choose(g));
      }
    }
    std::sort(samples.begin(), samples.end());
    return json{{"samples", samples.size()}, {"medianMicros", samples.empty() ? 0.0 : samples[samples.size() / 2]}};
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(carcassonne) {
  emscripten::class_<WasmGame>("WasmGame")
      .constructor<>()
      .function("create", &WasmGame::create)
      .function("load", &WasmGame::load)
      .function("loadAt", &WasmGame::loadAt)
      .function("state", &WasmGame::state)
      .function("options", &WasmGame::options)
      .function("apply", &WasmGame::apply)
      .function("applyMove", &WasmGame::applyMove)
      .function("canUndo", &WasmGame::canUndo)
      .function("undo", &WasmGame::undo)
      .function("events", &WasmGame::events)
      .function("eventCount", &WasmGame::eventCount)
      .function("scores", &WasmGame::scores)
      .function("save", &WasmGame::save)
      .function("feature", &WasmGame::feature)
      .function("botOption", &WasmGame::botOption)
      .function("playRandom", &WasmGame::playRandom)
      .function("clone", &WasmGame::clone, emscripten::allow_raw_pointers());
  emscripten::function("catalog", &catalog);
  emscripten::function("replay", &replay);
  emscripten::function("bench", &bench);
  emscripten::function("optionsLatency", &optionsLatency);
  emscripten::function("benchMcts", &benchMctsRun);
}
