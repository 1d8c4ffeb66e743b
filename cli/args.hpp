// Shared helpers of the command-line tool: arguments, files, setups from flags.
#pragma once
#include <string>
#include <vector>

#include "game.hpp"

namespace carc::cli {

struct Args {
  std::vector<std::string> rest;        // the flags and their values, in order
  std::vector<std::string> positional;  // the words that are no flag (a record file)
  std::string get(const std::string& flag, const std::string& def) const;
  bool has(const std::string& flag) const;
  std::vector<std::string> all(const std::string& flag) const;
};

// Reads a file, or stdin for "-", of at most maxBytes: a longer input (/dev/zero, a huge file) is
// refused once maxBytes + 1 bytes were read, never read whole. Throws Error naming the path.
std::string readAll(const std::string& path, size_t maxBytes);
// A whole number lo..hi from a flag, written in decimal digits only (no sign, no spaces); anything
// else, and any value out of range (never wrapped), throws Error naming the flag.
uint64_t toNumber(const std::string& s, const char* what, uint64_t lo, uint64_t hi);
// The same for flags whose value is an int.
int toInt(const std::string& s, const char* what, int lo, int hi);
// The --seed flag (or another seed flag): 0 .. kMaxSeed, so that a record made from it goes
// through JavaScript unchanged.
uint64_t seedFlag(const std::string& s, const char* what);
// A setup from --players, --sets, --rule name=value and --no-farmers, validated like a record's.
Setup setupFrom(const Args& a, uint64_t seed);

// A flag a command takes: its name, what its value stands for in the usage (nullptr: a switch,
// no value), and whether it may be given more than once (--rule).
struct Flag {
  const char* name;
  const char* value = nullptr;
  bool repeats = false;
};

// One subcommand: its name, a usage line, the function that runs it, the positional argument it
// takes (its usage word, "FILE|-", or nullptr for none) and every flag it reads.
struct Command {
  const char* name;
  const char* usage;
  int (*run)(const Args&);
  const char* positional;
  std::vector<Flag> flags;
};

// The command's words checked against its flags: an unknown flag, a flag given twice (unless it
// repeats), a flag without its value (none follows, or the next word is a flag) and a word too
// many are refused with an Error that names it and lists the command's flags. A typo never runs
// the command with another meaning than the one asked for.
Args parseArgs(const Command& c, const std::vector<std::string>& words);

}  // namespace carc::cli
