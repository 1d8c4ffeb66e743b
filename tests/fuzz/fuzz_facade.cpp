// libFuzzer target: bytes drive the WASM module's API (wasm/boundary.cpp, what bindings.cpp binds
// and the TypeScript facade calls) with the arguments JavaScript could send: JSON text of any
// shape or size, numbers that are NaN, infinite, fractional, huge or negative, bot names and
// budgets of any kind. The first two bytes pick a game from simConfigFor; each further byte picks
// a call. Checked after every call: the reply is JSON {"ok": true, "value": ...} or {"ok": false,
// "error": "..."} with a short, valid UTF-8 error free of control characters; a refused call
// leaves the game exactly as it was; a refused load keeps the game that was loaded before.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "boundary.hpp"
#include "fuzz_check.hpp"
#include "sim_config.hpp"

using namespace carc;
using json = nlohmann::json;
using carcfuzz::bug;
using carcfuzz::Bytes;

namespace {

// A JS number: small integers mostly, and every kind of value the checks must refuse.
double number(Bytes& in) {
  static const double odd[] = {std::numeric_limits<double>::quiet_NaN(),
                               std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity(),
                               1e300,
                               -1e300,
                               4294967296.0,
                               -2147483649.0,
                               9007199254740992.0,
                               18446744073709551616.0,
                               0.5,
                               -0.0,
                               -1,
                               30001,
                               -30000,
                               10000,
                               2147483647};
  uint8_t b = in.next();
  if (b < 160) return in.small();
  return odd[b % 16];
}

// JSON text for an argument: a piece of the input, a legal option or move broken or not, or text
// just over a size limit.
std::string jsonText(Bytes& in, const wasm::GameApi& api) {
  switch (in.next() % 8) {
    case 0:
      return std::string(kMaxCallBytes + 1, ' ');
    case 1:
    case 2: {
      json reply = json::parse(api.options());
      if (reply["ok"] == true && !reply["value"].empty()) {
        json o = reply["value"][in.next() % reply["value"].size()];
        if (in.next() % 3 == 0 && o.is_object() && !o.empty()) o.begin().value() = static_cast<int8_t>(in.next());
        return o.dump();
      }
      return "{\"type\": \"pass\"}";
    }
    default:
      return in.text(64);
  }
}

void checkReply(const std::string& reply, const char* call) {
  json r;
  try {
    r = json::parse(reply);
  } catch (const json::exception&) {
    bug(std::string(call) + ": the reply is not JSON: " + reply.substr(0, 200));
  }
  if (!r.is_object() || !r.contains("ok") || !r["ok"].is_boolean()) bug(std::string(call) + ": no \"ok\" in the reply");
  if (r["ok"] == true) {
    if (!r.contains("value")) bug(std::string(call) + ": ok without a value");
    return;
  }
  if (!r.contains("error") || !r["error"].is_string()) bug(std::string(call) + ": an error without a message");
  std::string m = r["error"].get<std::string>();
  if (m.empty() || m.size() > 1000) bug(std::string(call) + ": an empty or long message: " + m.substr(0, 200));
  if (printable(m) != m) bug(std::string(call) + ": a control character in the message: " + printable(m));
}

bool ok(const std::string& reply) { return reply.rfind("{\"ok\":true", 0) == 0; }

class Driver {
 public:
  explicit Driver(const SimConfig& c) {
    std::string reply = api_.create(c.setupJson().dump());
    if (!ok(reply)) bug("a simulation config was refused: " + reply);
  }

  void step(Bytes& in) {
    const std::optional<Game> before = game();
    switch (in.next() % 16) {
      case 0:
      case 1:
      case 2:
        change(before, "apply", api_.apply(jsonText(in, api_)));
        return;
      case 3:
        change(before, "applyMove", api_.applyMove(jsonText(in, api_)));
        return;
      case 4:
        change(before, "undo", api_.undo());
        return;
      case 5: {  // a record: this game's, as text or inside a string, whole or at a ply; or any text
        json saved = json::parse(api_.save())["value"];
        std::string text = in.next() % 2 ? saved.dump() : in.text(128);
        if (in.next() % 4 == 0) text = json(text).dump(-1, ' ', false, json::error_handler_t::replace);
        if (in.next() % 2) {
          change(before, "load", api_.load(text));
        } else {
          double ply = number(in);
          change(before, "loadAt", api_.loadAt(text, ply));
        }
        return;
      }
      case 6: {
        std::string setup =
            in.next() % 2 ? in.text(96) : R"({"players": [{}, {}], "seed": )" + std::to_string(int8_t(in.next())) + "}";
        change(before, "create", api_.create(setup));
        return;
      }
      case 7:
        query(before, "events", api_.events(number(in)));
        return;
      case 8: {
        double x = number(in), y = number(in), segment = number(in);  // in this order, on every compiler
        query(before, "feature", api_.feature(x, y, segment));
        return;
      }
      case 9: {
        static const std::string kinds[] = {"random", "greedy", "mcts", "", "MCTS", std::string("random\0x", 8)};
        std::string kind = in.next() % 4 ? kinds[in.next() % 6] : in.text(16);
        std::string params = in.next() % 2 ? R"({"iterations": )" + std::to_string(in.next()) + "}" : in.text(32);
        double seed = number(in);
        query(before, "botOption", api_.botOption(kind, seed, params));
        return;
      }
      case 10:
        if (in.next() % 8 == 0) change(before, "playRandom", api_.playRandom(number(in)));
        return;
      case 11:
        checkReply(wasm::replay(in.next() % 2 ? json::parse(api_.save())["value"].dump() : in.text(128)), "replay");
        return;
      case 12:
        query(before, "state", api_.state());
        query(before, "options", api_.options());
        return;
      default:
        query(before, "scores", api_.scores());
        query(before, "canUndo", api_.canUndo());
        query(before, "eventCount", api_.eventCount());
        return;
    }
  }

 private:
  std::optional<Game> game() const {
    if (!api_.session()) return std::nullopt;
    return api_.session()->game();
  }

  // A call that may change the game: refused, it changed nothing.
  void change(const std::optional<Game>& before, const char* call, const std::string& reply) {
    checkReply(reply, call);
    if (!ok(reply) && !(game() == before)) bug(std::string(call) + " was refused but changed the game: " + reply);
  }

  // A call that never changes the game.
  void query(const std::optional<Game>& before, const char* call, const std::string& reply) {
    checkReply(reply, call);
    if (!(game() == before)) bug(std::string(call) + " changed the game");
  }

  wasm::GameApi api_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Bytes in{data, size};
  uint64_t config = static_cast<uint64_t>(in.u16());
  Driver d(simConfigFor(Catalog::standard(), config));
  for (int ops = 0; ops < 200 && !in.empty(); ++ops) d.step(in);
  return 0;
}
