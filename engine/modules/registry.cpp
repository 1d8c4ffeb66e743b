// The modules this build ships, in registration order (the base game first). Adding an expansion
// is one line here plus its own module file; nothing in the core changes. Test builds append
// their fixture modules through Catalog::addExtraModule.
#include <vector>

#include "../catalog.hpp"
#include "../module.hpp"
#include "abbot.hpp"
#include "base_game.hpp"
#include "inns_cathedrals.hpp"
#include "river.hpp"
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

const Catalog& Catalog::standard() {
  static const Catalog cat = [] {
    Catalog c;
    c.addModule(std::make_shared<BaseGame>());
    c.addModule(std::make_shared<InnsCathedrals>());
    c.addModule(std::make_shared<TradersBuilders>());
    c.addModule(std::make_shared<River>());
    c.addModule(std::make_shared<Abbot>());
    c.addModule(std::make_shared<Wonders>());
    for (auto make : extraModules()) c.addModule(make());
    c.finish();
    return c;
  }();
  return cat;
}

}  // namespace carc
