// The default behaviour of a module's decisions: a legal answer is one options() lists; the core
// action types do what they say for the decider; answers travel as the default `then` entries.
#include "module.hpp"

#include <algorithm>

#include "game.hpp"
#include "json_out.hpp"
#include "record.hpp"

namespace carc {

bool Module::check(const Game& g, const Decision& d, const Action& a, Why& why) const {
  std::vector<Action> listed;
  if (d.core())
    figureStepOptions(g, listed);  // this module's alternatives to placing a figure
  else
    options(g, d, listed);
  if (std::find(listed.begin(), listed.end(), a) != listed.end()) return true;
  return why.no([&] { return "that is not a legal answer to: " + describeDecision(g, d); });
}

void Module::apply(Game& g, const Decision& d, const Action& a) const {
  int owner = g.catalog().figures[a.figure].neutral ? kNeutral : d.player;
  if (a.type == ActionType::PlaceFigure) {
    g.placeFigure(owner, a.figure, a.tile, a.segment);
  } else if (a.type == ActionType::ReturnFigure) {
    int i = g.findFigure(owner, a.figure, a.tile, a.segment);
    if (i >= 0) g.removeFigure(i);
  }
}

Action Module::readAnswer(const Game& g, const Decision& d, const json& entry, const std::string& where) const {
  return readDefaultAnswer(g, d, entry, where);
}

void Module::writeAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry) const {
  writeDefaultAnswer(g, d, a, entry);
}

bool sharedListJson(const Game& g, std::string_view list, JsonOut& o) {
  const std::vector<const Module*>& modules = g.rules().modules;
  if (std::none_of(modules.begin(), modules.end(), [&](const Module* m) { return m->shares(g, list); })) return false;
  o.key(list).beginArray();
  for (const Module* m : modules)
    if (m->shares(g, list)) m->addShared(g, list, o);
  o.endArray();
  return true;
}

}  // namespace carc
