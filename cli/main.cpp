// carcassonne: the engine from the command line.
//   replay FILE            replays a record (FILE or - for stdin); prints scores and events as JSON
//   play --players N --seed S [--sets a,b] [--rule name=value]...   random bots; prints the record
//   bench [--games N] [--players N] [--seed S]   random games per second on one core
//   perft [--seeds a,b,c]  legal-option counts along seeded random games
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "bots/random_bot.hpp"
#include "record.hpp"
#include "session.hpp"

using namespace carc;
using json = nlohmann::json;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: carcassonne replay FILE|-\n"
               "       carcassonne play --players N --seed S [--sets base] [--rule name=value]...\n"
               "       carcassonne bench [--games N] [--players N] [--seed S] [--no-farmers]\n"
               "       carcassonne perft [--seeds 1,2,3]\n");
  return 2;
}

std::string readAll(const std::string& path) {
  if (path == "-") {
    std::stringstream ss;
    ss << std::cin.rdbuf();
    return ss.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Args {
  std::vector<std::string> rest;
  std::string get(const std::string& flag, const std::string& def) const {
    for (size_t i = 0; i + 1 < rest.size(); ++i)
      if (rest[i] == flag) return rest[i + 1];
    return def;
  }
  bool has(const std::string& flag) const { return std::find(rest.begin(), rest.end(), flag) != rest.end(); }
  std::vector<std::string> all(const std::string& flag) const {
    std::vector<std::string> v;
    for (size_t i = 0; i + 1 < rest.size(); ++i)
      if (rest[i] == flag) v.push_back(rest[i + 1]);
    return v;
  }
};

uint64_t toNumber(const std::string& s, const char* what) {
  try {
    size_t used = 0;
    uint64_t v = std::stoull(s, &used);
    if (used != s.size()) throw std::invalid_argument(s);
    return v;
  } catch (const std::exception&) {
    throw Error(std::string(what) + ": expected a number, got '" + s + "'");
  }
}

// A setup from command-line flags, validated like a record's.
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

int replay(const Args& a) {
  if (a.rest.empty()) return usage();
  Game g = loadRecord(Catalog::standard(), readAll(a.rest[0]));
  std::cout << replayJson(g).dump(1) << "\n";
  return 0;
}

int play(const Args& a) {
  uint64_t seed = toNumber(a.get("--seed", "1"), "--seed");
  Game g(Catalog::standard(), setupFrom(a, seed));
  playRandom(g, seed);
  std::cout << saveRecord(g).dump(1) << "\n";
  return 0;
}

int bench(const Args& a) {
  int games = static_cast<int>(toNumber(a.get("--games", "20000"), "--games"));
  uint64_t seed = toNumber(a.get("--seed", "1"), "--seed");
  Setup base = setupFrom(a, seed);
  auto t0 = std::chrono::steady_clock::now();
  BenchResult r = benchRandomGames(base, games, seed);
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("bench: %d games, %lld decisions in %.3f s: %.0f games/s, %.2f us/decision, signature %016llx\n", games,
              r.decisions, secs, games / secs, secs * 1e6 / double(r.decisions),
              static_cast<unsigned long long>(r.signature));
  return 0;
}

int perft(const Args& a) {
  std::string list = a.get("--seeds", "1,2,3");
  std::stringstream ss(list);
  std::string item;
  while (std::getline(ss, item, ',')) {
    uint64_t seed = toNumber(item, "--seeds");
    Args sa = a;
    Game g(Catalog::standard(), setupFrom(sa, seed));
    RandomBot bot(seed);
    long long decisions = 0, options = 0, tileOptions = 0, figureOptions = 0;
    while (!g.over()) {
      bool tile = g.pending().front().kind == kDecideTile;
      Action choice = bot.choose(g);
      long long n = static_cast<long long>(bot.lastOptions().size());
      ++decisions, options += n;
      (tile ? tileOptions : figureOptions) += n;
      g.apply(choice);
    }
    std::printf("perft seed %llu: decisions %lld options %lld tile %lld figure %lld scores",
                static_cast<unsigned long long>(seed), decisions, options, tileOptions, figureOptions);
    for (int p = 0; p < g.players(); ++p) std::printf(" %d", g.score(p));
    std::printf("\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  std::string cmd = argv[1];
  Args a;
  for (int i = 2; i < argc; ++i) a.rest.push_back(argv[i]);
  try {
    if (cmd == "replay") return replay(a);
    if (cmd == "play") return play(a);
    if (cmd == "bench") return bench(a);
    if (cmd == "perft") return perft(a);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "carcassonne: %s\n", e.what());
    return 1;
  }
  return usage();
}
