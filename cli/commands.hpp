// Every subcommand of the carcassonne tool. A new command is one file (cli/cmd_NAME.cpp) defining
// its function, one declaration here and one row in the table in main.cpp.
#pragma once
#include "args.hpp"

namespace carc::cli {

int cmdReplay(const Args&);
int cmdPlay(const Args&);
int cmdBench(const Args&);
int cmdPerft(const Args&);
int cmdArena(const Args&);
int cmdBenchMcts(const Args&);
int cmdRender(const Args&);
int cmdSoak(const Args&);

}  // namespace carc::cli
