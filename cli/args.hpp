// Shared helpers of the command-line tool: arguments, files, setups from flags.
#pragma once
#include <string>
#include <vector>

#include "game.hpp"

namespace carc::cli {

struct Args {
  std::vector<std::string> rest;
  std::string get(const std::string& flag, const std::string& def) const;
  bool has(const std::string& flag) const;
  std::vector<std::string> all(const std::string& flag) const;
};

// Reads a file, or stdin for "-". Throws Error naming the path.
std::string readAll(const std::string& path);
// A non-negative number from a flag; throws Error naming the flag.
uint64_t toNumber(const std::string& s, const char* what);
// A setup from --players, --sets, --rule name=value and --no-farmers, validated like a record's.
Setup setupFrom(const Args& a, uint64_t seed);

// One subcommand: its name, a usage line, and the function that runs it.
struct Command {
  const char* name;
  const char* usage;
  int (*run)(const Args&);
};

}  // namespace carc::cli
