// The modules this build ships, in registration order (the base game first). Adding an expansion
// is one line here plus its own module file; nothing in the core changes.
#include "../catalog.hpp"
#include "../module.hpp"
#include "abbot.hpp"
#include "base_game.hpp"
#include "inns_cathedrals.hpp"
#include "traders_builders.hpp"
#include "river.hpp"

namespace carc {

const Catalog& Catalog::standard() {
  static const Catalog cat = [] {
    Catalog c;
    c.addModule(std::make_shared<BaseGame>());
    c.addModule(std::make_shared<InnsCathedrals>());
    c.addModule(std::make_shared<TradersBuilders>());
    c.addModule(std::make_shared<River>());
    c.addModule(std::make_shared<Abbot>());
    for (auto& m : c.modules) m->resolve(c);
    return c;
  }();
  return cat;
}

}  // namespace carc
