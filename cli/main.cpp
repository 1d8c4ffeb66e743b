// carcassonne: the engine from the command line. Each subcommand lives in its own cli/cmd_*.cpp.
#include <cstdio>
#include <exception>
#include <new>
#include <string>

#include "commands.hpp"
#include "input_limits.hpp"

using namespace carc::cli;

namespace {

const Command kCommands[] = {
    {"replay", "replay FILE|-              replays a record; prints scores and events as JSON", cmdReplay},
    {"play", "play --players N --seed S [--sets a,b] [--rule name=value]...   random bots; prints the record", cmdPlay},
    {"bench",
     "bench [--games N] [--players N] [--seed S] [--no-farmers] [--listing]   random games per second on one core "
     "(--listing: list every option at every decision, as RandomBot does)",
     cmdBench},
    {"perft", "perft [--seeds 1,2,3]       legal-option counts along seeded random games", cmdPerft},
    {"arena",
     "arena --a BOT --b BOT [--games 200] [--threads 2] [--seed S] [--progress]   seeded 2-player matches, seats "
     "swapped; BOT is random, greedy, mcts:ITERATIONS or mcts:MILLISms, optionally "
     ":TURNS[:WEIGHT[:avail|plain[:xSEARCHES]]] "
     "(docs/arena.md)",
     cmdArena},
    {"bench-mcts",
     "bench-mcts [--iterations 2000] [--moves 10] [--seed S] [--completion-weight 100] [--playout-turns 4] "
     "[--availability]   MCTS iterations per second on one core",
     cmdBenchMcts},
    {"render", "render FILE|- [--ply N] [--tile PX]   the board as SVG (tiles drawn like the page)", cmdRender},
    {"soak",
     "soak [--games N] [--threads T] [--from I] [--clone-every K] [--deep-every K]   random games over every "
     "set and option, checking invariants",
     cmdSoak},
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
  Args a;
  for (int i = 2; i < argc; ++i) a.rest.push_back(argv[i]);
  for (const Command& c : kCommands) {
    if (name != c.name) continue;
    try {
      return c.run(a);
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
