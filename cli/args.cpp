#include "args.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

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

std::string readAll(const std::string& path) {
  std::stringstream ss;
  if (path == "-") {
    ss << std::cin.rdbuf();
    return ss.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open file");
  ss << in.rdbuf();
  return ss.str();
}

uint64_t toNumber(const std::string& s, const char* what) {
  try {
    size_t used = 0;
    uint64_t v = std::stoull(s, &used);
    if (used != s.size() || s.empty() || s[0] == '-') throw std::invalid_argument(s);
    return v;
  } catch (const std::exception&) {
    throw Error(std::string(what) + ": expected a number, got '" + s + "'");
  }
}

Setup setupFrom(const Args& a, uint64_t seed) {
  json setup;
  int players = static_cast<int>(toNumber(a.get("--players", "2"), "--players"));
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
    if (eq == std::string::npos) throw Error("--rule: expected name=value, got '" + r + "'");
    std::string v = r.substr(eq + 1);
    json parsed = json::parse(v, nullptr, false);
    rules[r.substr(0, eq)] = parsed.is_discarded() ? json(v) : parsed;
  }
  if (a.has("--no-farmers")) rules["farmers"] = false;
  setup["rules"] = rules;
  return parseSetup(Catalog::standard(), setup);
}

}  // namespace carc::cli
