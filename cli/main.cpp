// carcassonne: the engine from the command line. Each subcommand lives in its own cli/cmd_*.cpp.
#include <cstdio>
#include <exception>
#include <new>
#include <string>

#include "commands.hpp"
#include "input_limits.hpp"

using namespace carc::cli;

namespace {

// The flags every command that builds a setup reads (setupFrom).
std::vector<Flag> withSetup(std::vector<Flag> own, bool players = true) {
  if (players) own.push_back({"--players", "N"});
  own.insert(own.end(), {{"--sets", "a,b"}, {"--rule", "name=value", true}, {"--no-farmers"}});
  return own;
}

const Command kCommands[] = {
    {"replay",
     "replay FILE|-              replays a record; prints scores and events as JSON",
     cmdReplay,
     "FILE|-",
     {}},
    {"play",
     "play --players N --seed S [--sets a,b] [--rule name=value]... [--no-farmers]   random bots; prints the record",
     cmdPlay, nullptr, withSetup({{"--players", "N"}, {"--seed", "S"}}, false)},
    {"bench",
     "bench [--games N] [--players N] [--seed S] [--sets a,b] [--rule name=value]... [--no-farmers] [--listing]   "
     "random games per second on one core (--listing: list every option at every decision, as RandomBot does)",
     cmdBench, nullptr, withSetup({{"--games", "N"}, {"--players", "N"}, {"--seed", "S"}, {"--listing"}}, false)},
    {"perft",
     "perft [--seeds 1,2,3] [--players N] [--sets a,b] [--rule name=value]...   legal-option counts along "
     "seeded random games",
     cmdPerft, nullptr, withSetup({{"--seeds", "1,2,3"}})},
    {"arena",
     "arena --a BOT --b BOT [--games 200] [--threads 2] [--seed S] [--progress] [--sets a,b] [--rule name=value]...   "
     "seeded 2-player matches, seats swapped; BOT is random, greedy, mcts:ITERATIONS or mcts:MILLISms, optionally "
     ":TURNS[:WEIGHT[:avail|plain[:xSEARCHES]]] "
     "(docs/arena.md)",
     cmdArena, nullptr,
     withSetup(
         {{"--a", "BOT"}, {"--b", "BOT"}, {"--games", "N"}, {"--threads", "T"}, {"--seed", "S"}, {"--progress"}})},
    {"bench-mcts",
     "bench-mcts [--iterations 2000] [--moves 10] [--seed S] [--completion-weight 100] [--playout-turns 4] "
     "[--availability] [--sets a,b] [--rule name=value]...   MCTS iterations per second on one core",
     cmdBenchMcts, nullptr,
     withSetup({{"--iterations", "N"},
                {"--moves", "N"},
                {"--seed", "S"},
                {"--completion-weight", "W"},
                {"--playout-turns", "T"},
                {"--availability"}})},
    {"render",
     "render FILE|- [--ply N] [--tile PX]   the board as SVG (tiles drawn like the page)",
     cmdRender,
     "FILE|-",
     {{"--ply", "N"}, {"--tile", "PX"}}},
    {"soak",
     "soak [--games N] [--threads T] [--from I] [--clone-every K] [--deep-every K] [--game NAME] [--platform]   "
     "random games over every set and option, checking invariants (--game: another registered game, played by the "
     "platform's driver; --platform: that driver for Carcassonne too)",
     cmdSoak,
     nullptr,
     {{"--games", "N"},
      {"--threads", "T"},
      {"--from", "I"},
      {"--clone-every", "K"},
      {"--deep-every", "K"},
      {"--game", "NAME"},
      {"--platform"}}},
};

int usage() {
  std::fprintf(stderr, "usage:\n");
  for (const Command& c : kCommands) std::fprintf(stderr, "  carcassonne %s\n", c.usage);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  std::string name = argv[1];
  std::vector<std::string> words(argv + 2, argv + argc);
  for (const Command& c : kCommands) {
    if (name != c.name) continue;
    try {
      return c.run(parseArgs(c, words));
    } catch (const std::bad_alloc&) {
      std::fprintf(stderr, "carcassonne: out of memory\n");
      return 1;
    } catch (const std::exception& e) {
      // Messages quote input printable already; this keeps any other text from reaching the terminal raw.
      std::fprintf(stderr, "carcassonne: %s\n", carc::printable(e.what()).c_str());
      return 1;
    }
  }
  return usage();
}
