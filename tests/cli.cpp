// The command line as a stranger uses it (issue 21): records from anywhere given to replay and
// render, numbers out of range in flags, control characters in what it prints. Runs the built
// build/…/carcassonne binary through the shell and reads its exit status, stdout and stderr.
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>

#include "input_limits.hpp"
#include "test_support.hpp"

using namespace carctest;
using Catch::Contains;

namespace {

namespace fs = std::filesystem;

struct Run {
  int status = -1;  // exit status, or 128 + signal
  std::string out, err;
};

// The test process's folder for the tool's input and output, removed when the process exits.
struct CliScratch {
  fs::path dir = fs::temp_directory_path() / ("carc-cli-test-" + std::to_string(::getpid()));
  CliScratch() { fs::create_directories(dir); }
  ~CliScratch() {
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }
};

fs::path scratch() {
  static CliScratch s;
  return s.dir;
}

// Runs `carcassonne ARGS` (ARGS already shell-quoted) with stdin from `input`; `prefix` runs
// before it in the same shell (a ulimit).
Run cli(const std::string& args, const std::string& input = "", const std::string& prefix = "") {
  fs::path dir = scratch();
  std::ofstream(dir / "in", std::ios::binary) << input;
  std::string cmd = "(" + prefix + " timeout 60 '" CARC_CLI "' " + args + ") < '" + (dir / "in").string() + "' > '" +
                    (dir / "out").string() + "' 2> '" + (dir / "err").string() + "'";
  int raw = std::system(cmd.c_str());
  Run r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
  r.out = readFile((dir / "out").string());
  r.err = readFile((dir / "err").string());
  return r;
}

std::string file(const std::string& name, const std::string& text) {
  fs::path p = scratch() / name;
  std::ofstream(p, std::ios::binary) << text;
  return "'" + p.string() + "'";
}

bool sanitized() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#endif
#endif
  return false;
}

// A record whose move 1 is illegal: move 0 is fine, so `render --ply 1` would draw a position
// from a record that replay refuses.
const char* kBadSecondMove = R"({"format": "carcassonne-record", "version": 1,
  "setup": {"players": [{"name": "A"}, {"name": "B"}], "deck": "free"},
  "moves": [{"tile": "V", "x": 1, "y": 0, "rot": 0}, {"tile": "U", "x": 9, "y": 9, "rot": 0}]})";

}  // namespace

TEST_CASE("cli: render refuses what replay refuses, with the same message", "[cli]") {
  const std::string deep = std::string(200000, '[') + std::string(200000, ']');
  const std::string dupKeys = R"({"format": "carcassonne-record", "version": 1, "version": 1,
    "setup": {"players": [{}, {}]}})";
  for (const std::string& text : {deep, dupKeys, std::string(kBadSecondMove), std::string("{\"format\":")}) {
    Run replay = cli("replay -", text);
    REQUIRE(replay.status == 1);
    REQUIRE(replay.err.rfind("carcassonne: ", 0) == 0);
    for (const char* args : {"render -", "render - --ply 1", "render - --ply 0"}) {
      Run render = cli(args, text);
      CHECK(render.status == 1);
      CHECK(render.err == replay.err);
      CHECK(render.out == "");
    }
  }
  CHECK(cli("replay -", deep).err == "carcassonne: record: nested deeper than 32 levels\n");
  CHECK(cli("render -", kBadSecondMove).err == "carcassonne: move 1: tile U at (9,9) does not touch the layout\n");
  // A good record still renders at every ply, and --ply out of range is refused by name.
  std::string road = readFile(std::string(CARC_SOURCE_DIR) + "/web/examples/road.json");
  Run ok = cli("render - --ply 2", road);
  CHECK(ok.status == 0);
  CHECK_THAT(ok.out, Contains("<svg") && Contains("After move 2 of 4"));
  CHECK(cli("render - --ply 5", road).err == "carcassonne: --ply: expected 0 to 4, got 5\n");
  CHECK(cli("render - --ply 99999999999", road).err == "carcassonne: --ply: expected 0 to 10000, got 99999999999\n");
}

TEST_CASE("cli: replay and render read at most 4 MiB", "[cli]") {
  // /dev/zero never ends: refused after 4 MiB + 1 bytes. Memory is capped at 512 MB where it can
  // be (not under AddressSanitizer, which reserves far more), so reading it whole fails at once.
  std::string cap = sanitized() ? "" : "ulimit -v 524288;";
  for (const char* cmd : {"replay /dev/zero", "render /dev/zero"}) {
    Run r = cli(cmd, "", cap);
    CHECK(r.status == 1);
    CHECK(r.err == "carcassonne: '/dev/zero': more than 4194304 bytes, larger than the limit of 4194304\n");
  }
  Run in = cli("replay -", std::string(carc::kMaxRecordBytes + 1, ' '));
  CHECK(in.err == "carcassonne: stdin: more than 4194304 bytes, larger than the limit of 4194304\n");
  // Exactly at the limit the text is read and parsed (and refused as a record, not for its size).
  Run at = cli("replay -", std::string(carc::kMaxRecordBytes, ' '));
  CHECK_THAT(at.err, Contains("record: malformed JSON"));
  CHECK(cli("replay /no/such/file").err == "carcassonne: '/no/such/file': cannot open file\n");
}

TEST_CASE("cli: numeric flags are checked against their range, never wrapped", "[cli]") {
  struct Case {
    const char* args;
    const char* err;
  };
  const Case cases[] = {
      {"play --players 300000000", "--players: expected 2 to 6, got 300000000"},
      {"play --players 1", "--players: expected 2 to 6, got 1"},
      {"play --players -3", "--players: expected a whole number 2 to 6, got '-3'"},
      {"play --seed 18446744073709551616", "--seed: expected 0 to 9007199254740991, got 18446744073709551616"},
      {"play --seed 9007199254740992", "--seed: expected 0 to 9007199254740991, got 9007199254740992"},
      {"play --seed ' 5'", "--seed: expected a whole number 0 to 9007199254740991, got ' 5'"},
      {"play --seed +5", "--seed: expected a whole number 0 to 9007199254740991, got '+5'"},
      {"play --seed 0x10", "--seed: expected a whole number 0 to 9007199254740991, got '0x10'"},
      {"bench --games 4294967295", "--games: expected 1 to 1000000000, got 4294967295"},
      {"bench --games 0", "--games: expected 1 to 1000000000, got 0"},
      {"arena --threads 4294967298 --games 2", "--threads: expected 1 to 64, got 4294967298"},
      {"arena --a mcts:4294967297 --games 2", "--a: expected 1 to 100000000, got 4294967297"},
      {"arena --b mcts:10:99999 --games 2", "--b: expected 0 to 1000, got 99999"},
      {"arena --a mcts:10:4:100:often --games 2", "--a: the fifth part is \"avail\", \"plain\" or nothing"},
      {"arena --a mcts:10:4:100:avail:1 --games 2", "--a: the sixth part is xSEARCHES (x4)"},
      {"arena --a mcts:10:4:100:avail:x0 --games 2", "--a: expected 1 to 16, got 0"},
      {"arena --a mcts:10:4:100:avail:x17 --games 2", "--a: expected 1 to 16, got 17"},
      {"arena --a mcts:10:4:100:avail:x2:x --games 2",
       "--a: expected at most KIND:BUDGET:TURNS:WEIGHT:avail:xSEARCHES"},
      {"bench-mcts --iterations 2147483648", "--iterations: expected 1 to 100000000, got 2147483648"},
      {"soak --threads 4294967298", "--threads: expected 1 to 64, got 4294967298"},
      {"soak --games 2 --clone-every 4294967296", "--clone-every: expected 1 to 1000000, got 4294967296"},
      {"render - --tile 4294967392", "--tile: expected 16 to 512, got 4294967392"},
      {"perft --seeds 1,-2", "--seeds: expected a whole number 0 to 9007199254740991, got '-2'"},
  };
  for (const Case& c : cases) {
    Run r = cli(c.args);
    INFO(c.args);
    CHECK(r.status == 1);
    CHECK(r.err == std::string("carcassonne: ") + c.err + "\n");
  }
  // In range, the same flags work.
  Run play = cli("play --players 2 --seed 9007199254740991");
  CHECK(play.status == 0);
  CHECK(json::parse(play.out)["setup"]["seed"] == 9007199254740991ull);
}

TEST_CASE("cli: what the CLI prints carries no control character and no '<'", "[cli]") {
  // A tile id that would clear the screen and forge a line of output.
  std::string text = R"({"format": "carcassonne-record", "version": 1, "setup": {"players": [{}, {}]},
    "moves": [{"tile": "\u001b[2J\ncarcassonne: ok\u0000", "x": 1, "y": 0, "rot": 0}]})";
  Run r = cli("replay -", text);
  CHECK(r.status == 1);
  CHECK(r.err == "carcassonne: move 0.tile: unknown tile '\\u001b[2J\\u000acarcassonne: ok\\u0000'\n");
  // A flag value is quoted the same way.
  CHECK(cli("play --rule \"$(printf 'x\\033')\"").err == "carcassonne: --rule: expected name=value, got 'x\\u001b'\n");
  // Records are written with '<' escaped (scriptSafeDump): a host may paste them into a <script>.
  Run play = cli("play --seed 3");
  CHECK(play.out.find('<') == std::string::npos);
  CHECK(json::parse(play.out)["format"] == "carcassonne-record");
}

TEST_CASE("cli: bench-mcts measures the strongest level's search with --availability and --playout-turns", "[cli]") {
  auto signature = [](const std::string& flags) {
    Run r = cli("bench-mcts --iterations 300 --moves 6 " + flags);
    REQUIRE(r.status == 0);
    size_t at = r.out.find("signature ");
    REQUIRE(at != std::string::npos);
    return r.out.substr(at + 10, 16);
  };
  std::string plain = signature(""), level = signature("--availability --playout-turns 8");
  CHECK(signature("--availability --playout-turns 8") == level);  // deterministic for a seed
  CHECK(signature("--playout-turns 8") != level);                 // the flag reaches the search
  CHECK(signature("--availability") != plain);
  CHECK(signature("--availability") != level);
}

TEST_CASE("cli: an unknown flag or one given twice or without its value is refused by name", "[cli]") {
  // Each is refused before anything runs (a typo must not give another result than asked for):
  // status 1, nothing on stdout, the flag named and the command's flags listed on stderr.
  const std::string playFlags =
      "(the flags of play: --players N, --seed S, --sets a,b, --rule name=value, --no-farmers)";
  struct Case {
    const char* args;
    std::string err;
  };
  const Case cases[] = {
      {"play --players 2 --seed 3 --set base,ic", "play: unknown flag '--set' " + playFlags},
      {"play --bogus 1", "play: unknown flag '--bogus' " + playFlags},
      {"play --seed 3 --seed 4", "play: --seed given twice " + playFlags},
      {"play --players 2 --seed", "play: --seed needs a value " + playFlags},
      {"play --seed --players 2", "play: --seed needs a value " + playFlags},
      {"play 3", "play: unexpected argument '3' " + playFlags},
      {"bench --gamess 10",
       "bench: unknown flag '--gamess' (the flags of bench: --games N, --players N, --seed S, --listing, "
       "--sets a,b, --rule name=value, --no-farmers)"},
      {"replay - --ply 2", "replay: unknown flag '--ply' (replay takes FILE|- and no flags)"},
      {"replay a.json b.json", "replay: unexpected argument 'b.json' (replay takes FILE|- and no flags)"},
      {"render - --ply 1 --ply 2", "render: --ply given twice (the flags of render: FILE|-, --ply N, --tile PX)"},
      {"render - --tiles 20", "render: unknown flag '--tiles' (the flags of render: FILE|-, --ply N, --tile PX)"},
      {"soak --games 1 --deep 3",
       "soak: unknown flag '--deep' (the flags of soak: --games N, --threads T, --from I, --clone-every K, "
       "--deep-every K, --game NAME, --platform)"},
      {"soak --games 1 --game chess", "--game: unknown game 'chess' (registered: carcassonne)"},
      {"arena --games 2 --a greedy --a random",
       "arena: --a given twice (the flags of arena: --a BOT, --b BOT, --games N, --threads T, --seed S, --progress, "
       "--players N, --sets a,b, --rule name=value, --no-farmers)"},
      {"perft --seed 3",
       "perft: unknown flag '--seed' (the flags of perft: --seeds 1,2,3, --players N, --sets a,b, --rule name=value, "
       "--no-farmers)"},
      {"bench-mcts --iteration 5",
       "bench-mcts: unknown flag '--iteration' (the flags of bench-mcts: --iterations N, --moves N, --seed S, "
       "--completion-weight W, --playout-turns T, --availability, --players N, --sets a,b, --rule name=value, "
       "--no-farmers)"},
      {"bench --listing --listing",
       "bench: --listing given twice (the flags of bench: --games N, --players N, "
       "--seed S, --listing, --sets a,b, --rule name=value, --no-farmers)"},
  };
  for (const Case& c : cases) {
    Run r = cli(c.args, "{}");
    INFO(c.args);
    CHECK(r.status == 1);
    CHECK(r.out == "");
    CHECK(r.err == "carcassonne: " + c.err + "\n");
  }
  // --rule may be given more than once; every flag the project's scripts and docs use still works.
  Run rules = cli("play --players 2 --seed 3 --sets base,ic --rule farmers=false --rule tinyCity=2 --no-farmers");
  CHECK(rules.status == 0);
  CHECK(json::parse(rules.out)["setup"]["sets"] == json({"base", "ic"}));
  CHECK(json::parse(rules.out)["setup"]["rules"]["tinyCity"] == 2);
  CHECK(cli("bench --games 3 --seed 1 --players 3 --sets base,river --listing").status == 0);
  CHECK(cli("perft --seeds 1 --sets base,abbot --players 2").status == 0);
  CHECK(cli("arena --a greedy --b random --games 2 --threads 1 --seed 2 --progress --players 2 --sets base").status ==
        0);
  CHECK(cli("bench-mcts --iterations 20 --moves 2 --seed 1 --completion-weight 100 --playout-turns 2 "
            "--availability --sets base")
            .status == 0);
  CHECK(cli("soak --games 1 --threads 1 --from 3 --clone-every 8 --deep-every 64").status == 0);
  // The platform's driver (the one every other game is soaked by), on Carcassonne.
  Run platformSoak = cli("soak --games 3 --threads 2 --from 5 --game carcassonne --platform");
  CHECK(platformSoak.status == 0);
  CHECK_THAT(platformSoak.out, Catch::Contains("soak carcassonne: 3 games checked, 0 failed"));
  std::string road = std::string(CARC_SOURCE_DIR) + "/web/examples/road.json";
  CHECK(cli("render '" + road + "' --ply 1 --tile 32").status == 0);
  CHECK(cli("render --tile 32 '" + road + "'").status == 0);  // the file may come after a flag
  CHECK(cli("replay '" + road + "'").status == 0);
}
