#include "catalog.hpp"

#include "module.hpp"

namespace carc {
namespace {
template <class V, class F>
int indexOf(const V& v, F&& match) {
  for (size_t i = 0; i < v.size(); ++i)
    if (match(v[i])) return static_cast<int>(i);
  return -1;
}
}  // namespace

int Catalog::addKind(FeatureKindDef k) {
  if (kindId(k.name) >= 0) throw Error("catalog: feature kind '" + k.name + "' registered twice");
  k.category = addCategory(k.name);
  kinds.push_back(std::move(k));
  return static_cast<int>(kinds.size() - 1);
}
int Catalog::addEdge(char letter, int sideKind, bool halves) {
  if (edgeIndex(letter) >= 0) throw Error(std::string("catalog: edge letter '") + letter + "' registered twice");
  if (edgeLetters.size() >= 16) throw Error("catalog: at most 16 edge letters");
  edgeLetters.push_back(letter), edgeSideKind.push_back(sideKind), edgeHalves.push_back(halves);
  return static_cast<int>(edgeLetters.size() - 1);
}
int Catalog::addFigure(FigureKindDef f) {
  if (figures.size() >= 8) throw Error("catalog: at most 8 figure kinds");
  figures.push_back(std::move(f));
  return static_cast<int>(figures.size() - 1);
}
int Catalog::addTag(std::string name) {
  if (int i = tagId(name); i >= 0) return i;  // modules share a tag by name (e.g. bridges)
  if (tags.size() >= kMaxTags) throw Error("catalog: at most 8 segment tags");
  tags.push_back(std::move(name));
  return static_cast<int>(tags.size() - 1);
}
int Catalog::addCategory(std::string name) {
  int i = categoryId(name);
  if (i >= 0) return i;
  categories.push_back(std::move(name));
  return static_cast<int>(categories.size() - 1);
}
int Catalog::addOption(OptionDef o) {
  options.push_back(std::move(o));
  return static_cast<int>(options.size() - 1);
}
void Catalog::addModule(std::shared_ptr<Module> m) {
  modules.push_back(m);
  m->registerContent(*this);
}

int Catalog::kindId(std::string_view n) const {
  return indexOf(kinds, [&](auto& k) { return k.name == n; });
}
int Catalog::figureId(std::string_view n) const {
  return indexOf(figures, [&](auto& f) { return f.name == n; });
}
int Catalog::tagId(std::string_view n) const {
  return indexOf(tags, [&](auto& t) { return t == n; });
}
int Catalog::categoryId(std::string_view n) const {
  return indexOf(categories, [&](auto& t) { return t == n; });
}
int Catalog::optionId(std::string_view n) const {
  return indexOf(options, [&](auto& o) { return o.name == n; });
}
int Catalog::tileId(std::string_view n) const {
  return indexOf(tiles, [&](auto& t) { return t.id == n; });
}
int Catalog::edgeIndex(char l) const {
  return indexOf(edgeLetters, [&](char c) { return c == l; });
}
int Catalog::setIndex(std::string_view n) const {
  return indexOf(sets, [&](auto& s) { return s.id == n; });
}
int Catalog::moduleIndex(std::string_view n) const {
  return indexOf(modules, [&](auto& m) { return m->id() == n; });
}

}  // namespace carc
