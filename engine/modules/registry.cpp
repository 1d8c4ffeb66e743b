// The modules this build ships, in registration order (the base game first). Adding an expansion
// is one line here plus its own module file; nothing in the core changes. Test builds append
// their fixture modules through Catalog::addExtraModule.
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

const Catalog& Catalog::standard() {
  static const Catalog cat = [] {
    Catalog c;
    c.addModule(std::make_shared<BaseGame>());
    c.addModule(std::make_shared<InnsCathedrals>());
    c.addModule(std::make_shared<TradersBuilders>());
    c.addModule(std::make_shared<River>());
    c.addModule(std::make_shared<Abbot>());
    c.addModule(std::make_shared<Flier>());
    c.addModule(std::make_shared<Ferries>());
    c.addModule(std::make_shared<Gold>());
    c.addModule(std::make_shared<Magic>());
    c.addModule(std::make_shared<Robbers>());
    c.addModule(std::make_shared<Messages>());
    c.addModule(std::make_shared<CropCircles>());
    c.addModule(std::make_shared<Wonders>());
    for (auto make : extraModules()) c.addModule(make());
    c.finish();
    return c;
  }();
  static const bool marked = (builtStandard = &cat, true);
  (void)marked;
  return cat;
}

}  // namespace carc
