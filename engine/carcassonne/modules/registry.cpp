// The modules this build ships, in registration order (the base game first). Adding an expansion
// is one line in CARC_MODULE_LIST plus its own module file; nothing in the core changes. Test
// builds append their fixture modules through Catalog::addExtraModule.
//
// A build may ship fewer (issue 22, the first-screen WASM core): compiled with
// CARC_MODULE_SET="base,river" it registers only the listed ids, and the others are never
// referenced, so the linker leaves their code and tile data out. wasm/CMakeLists.txt compiles this
// file into such a core itself; its object then stands in for the engine library's copy.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "../catalog.hpp"
#include "../module.hpp"
#include "abbot.hpp"
#include "base_game.hpp"
#include "crop_circles.hpp"
#include "ferries.hpp"
#include "flier.hpp"
#include "gold.hpp"
#include "inns_cathedrals.hpp"
#include "magic.hpp"
#include "messages.hpp"
#include "river.hpp"
#include "robbers.hpp"
#include "traders_builders.hpp"
#include "wonders.hpp"

namespace carc {

namespace {
std::vector<std::shared_ptr<Module> (*)()>& extraModules() {
  static std::vector<std::shared_ptr<Module> (*)()> list;
  return list;
}
}  // namespace

void Catalog::addExtraModule(std::shared_ptr<Module> (*make)()) { extraModules().push_back(make); }

namespace {
const Catalog* builtStandard = nullptr;  // standard() once built: it never changes after
}  // namespace

bool Catalog::isStandard() const { return this == builtStandard; }

// One row per shipped module: its id (as Module::id() says it) and its class.
#define CARC_MODULE_LIST(X)   \
  X(base, BaseGame)           \
  X(ic, InnsCathedrals)       \
  X(tb, TradersBuilders)      \
  X(river, River)             \
  X(abbot, Abbot)             \
  X(flier, Flier)             \
  X(ferries, Ferries)         \
  X(gold, Gold)               \
  X(magic, Magic)             \
  X(robbers, Robbers)         \
  X(messages, Messages)       \
  X(cropcircles, CropCircles) \
  X(wonders, Wonders)

namespace {
#ifdef CARC_MODULE_SET
constexpr std::string_view kModuleSet = CARC_MODULE_SET;
#endif

// Whether this build ships the module with this id: every module unless CARC_MODULE_SET lists them
// (comma-separated, no spaces). Evaluated at compile time, so a left-out module is not linked.
constexpr bool ships([[maybe_unused]] std::string_view id) {
#ifdef CARC_MODULE_SET
  for (std::size_t at = 0; at <= kModuleSet.size();) {
    std::size_t end = kModuleSet.find(',', at);
    if (end == std::string_view::npos) end = kModuleSet.size();
    if (kModuleSet.substr(at, end - at) == id) return true;
    at = end + 1;
  }
  return false;
#else
  return true;
#endif
}

// Every id CARC_MODULE_SET names must be a row of the list (a typo would ship a core without it).
constexpr bool setIsKnown() {
#ifdef CARC_MODULE_SET
  std::size_t named = 1 + static_cast<std::size_t>(std::count(kModuleSet.begin(), kModuleSet.end(), ','));
  std::size_t found = 0;
#define CARC_COUNT(key, cls) found += ships(#key) ? 1 : 0;
  CARC_MODULE_LIST(CARC_COUNT)
#undef CARC_COUNT
  return found == named;
#else
  return true;
#endif
}
static_assert(setIsKnown(), "CARC_MODULE_SET names a module id that is not in CARC_MODULE_LIST");

// A row's id must be its module's: a build's module set is chosen by these ids.
std::shared_ptr<Module> checkedRow(std::shared_ptr<Module> m, std::string_view key) {
  if (m->id() != key)
    throw Error("registry: row '" + std::string(key) + "' holds module '" + std::string(m->id()) + "'");
  return m;
}
}  // namespace

const Catalog& Catalog::standard() {
  static const Catalog cat = [] {
    Catalog c;
#define CARC_ADD(key, cls) \
  if constexpr (ships(#key)) c.addModule(checkedRow(std::make_shared<cls>(), #key));
    CARC_MODULE_LIST(CARC_ADD)
#undef CARC_ADD
    for (auto make : extraModules()) c.addModule(make());
    c.finish();
    return c;
  }();
  static const bool marked = (builtStandard = &cat, true);
  (void)marked;
  return cat;
}

}  // namespace carc
