#include "args.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "input_limits.hpp"
#include "record.hpp"

namespace carc::cli {

using json = nlohmann::json;

std::string Args::get(const std::string& flag, const std::string& def) const {
  for (size_t i = 0; i + 1 < rest.size(); ++i)
    if (rest[i] == flag) return rest[i + 1];
  return def;
}

bool Args::has(const std::string& flag) const { return std::find(rest.begin(), rest.end(), flag) != rest.end(); }

std::vector<std::string> Args::all(const std::string& flag) const {
  std::vector<std::string> v;
  for (size_t i = 0; i + 1 < rest.size(); ++i)
    if (rest[i] == flag) v.push_back(rest[i + 1]);
  return v;
}

namespace {

// "(the flags of play: --players N, --seed S, ...)": what a refusal lists.
std::string flagList(const Command& c) {
  std::string list;
  if (c.positional) list = c.positional;
  for (const Flag& f : c.flags) {
    list += (list.empty() ? "" : ", ") + std::string(f.name);
    if (f.value) list += std::string(" ") + f.value;
  }
  if (c.flags.empty())
    return std::string("(") + c.name + " takes " + (c.positional ? c.positional : "nothing") + " and no flags)";
  return std::string("(the flags of ") + c.name + ": " + list + ")";
}

}  // namespace

Args parseArgs(const Command& c, const std::vector<std::string>& words) {
  auto refuse = [&](const std::string& what) -> void {
    throw Error(std::string(c.name) + ": " + what + " " + flagList(c));
  };
  Args a;
  std::vector<std::string> seen;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.rfind("--", 0) != 0) {  // a file ("-" is stdin)
      if (!c.positional || !a.positional.empty()) refuse("unexpected argument " + quoteInput(w));
      a.positional.push_back(w);
      continue;
    }
    auto f = std::find_if(c.flags.begin(), c.flags.end(), [&](const Flag& x) { return w == x.name; });
    if (f == c.flags.end()) refuse("unknown flag " + quoteInput(w));
    if (!f->repeats && std::find(seen.begin(), seen.end(), w) != seen.end()) refuse(w + " given twice");
    seen.push_back(w);
    a.rest.push_back(w);
    if (!f->value) continue;
    if (i + 1 == words.size() || words[i + 1].rfind("--", 0) == 0) refuse(w + " needs a value");
    a.rest.push_back(words[++i]);
  }
  return a;
}

std::string readAll(const std::string& path, size_t maxBytes) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) throw Error(quoteInput(path) + ": cannot open file");
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::string text;
  char buf[1 << 16];
  while (in && text.size() <= maxBytes) {
    in.read(buf, static_cast<std::streamsize>(std::min(sizeof buf, maxBytes + 1 - text.size())));
    text.append(buf, static_cast<size_t>(in.gcount()));
  }
  if (text.size() > maxBytes)
    throw Error((path == "-" ? std::string("stdin") : quoteInput(path)) + ": more than " + std::to_string(maxBytes) +
                " bytes, larger than the limit of " + std::to_string(maxBytes));
  return text;
}

uint64_t toNumber(const std::string& s, const char* what, uint64_t lo, uint64_t hi) {
  auto range = [&] { return std::to_string(lo) + " to " + std::to_string(hi); };
  bool digits =
      !s.empty() && s.size() <= 20 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits) throw Error(std::string(what) + ": expected a whole number " + range() + ", got " + quoteInput(s));
  uint64_t v = 0;
  for (char c : s) {
    if (v > (UINT64_MAX - uint64_t(c - '0')) / 10)
      throw Error(std::string(what) + ": expected " + range() + ", got " + s);
    v = v * 10 + uint64_t(c - '0');
  }
  if (v < lo || v > hi) throw Error(std::string(what) + ": expected " + range() + ", got " + s);
  return v;
}

uint64_t seedFlag(const std::string& s, const char* what) { return toNumber(s, what, 0, kMaxSeed); }

int toInt(const std::string& s, const char* what, int lo, int hi) {
  return static_cast<int>(toNumber(s, what, static_cast<uint64_t>(lo), static_cast<uint64_t>(hi)));
}

Setup setupFrom(const Args& a, uint64_t seed) {
  json setup;
  int players = toInt(a.get("--players", "2"), "--players", 2, kMaxPlayers);
  if (seed > kMaxSeed)
    throw Error("--seed: expected 0 to " + std::to_string(kMaxSeed) + ", got " + std::to_string(seed));
  setup["players"] = json::array();
  for (int i = 0; i < players; ++i)
    setup["players"].push_back({{"name", "Bot " + std::to_string(i + 1)}, {"bot", true}});
  std::string sets = a.get("--sets", "base");
  setup["sets"] = json::array();
  for (size_t start = 0; start <= sets.size();) {
    size_t comma = sets.find(',', start);
    setup["sets"].push_back(sets.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  setup["seed"] = seed;
  json rules = json::object();
  for (auto& r : a.all("--rule")) {
    size_t eq = r.find('=');
    if (eq == std::string::npos) throw Error("--rule: expected name=value, got " + quoteInput(r));
    std::string v = r.substr(eq + 1);
    json parsed;
    try {  // a JSON value (true, 2, "current"), else the text as a string (current)
      parsed = parseJsonLimited(v, "--rule " + quoteInput(r.substr(0, eq)), kMaxCallBytes);
    } catch (const Error&) {
      parsed = v;
    }
    rules[r.substr(0, eq)] = parsed;
  }
  if (a.has("--no-farmers")) rules["farmers"] = false;
  setup["rules"] = rules;
  return parseSetup(Catalog::standard(), setup);
}

}  // namespace carc::cli
