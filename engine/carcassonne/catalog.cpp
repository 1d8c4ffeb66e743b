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
  if (k.words.one.empty()) k.words = words(k.name);
  if (k.place.empty()) k.place = "on a " + k.words.one;
  if (k.spot.empty()) k.spot = "#444444";
  k.category = addCategory(k.name);
  if (categories[k.category].words.one.empty()) categories[k.category].words = k.words;
  kinds.push_back(std::move(k));
  return static_cast<int>(kinds.size() - 1);
}
int Catalog::addEdge(char letter, int sideKind, bool halves) {
  if (edgeIndex(letter) >= 0) throw Error(std::string("catalog: edge letter '") + letter + "' registered twice");
  if (edgeLetters.size() >= 15) throw Error("catalog: at most 15 edge letters");
  edgeLetters.push_back(letter), edgeSideKind.push_back(sideKind), edgeHalves.push_back(halves);
  return static_cast<int>(edgeLetters.size() - 1);
}
int Catalog::addFigure(FigureKindDef f) {
  if (figures.size() >= kMaxFigureKinds)
    throw Error("catalog: at most " + std::to_string(kMaxFigureKinds) + " figure kinds");
  if (figureId(f.name) >= 0) throw Error("catalog: figure kind '" + f.name + "' registered twice");
  if (f.label.empty()) f.label = f.words.one.empty() ? f.name : f.words.one;
  if (f.words.one.empty()) f.words = words(f.label, "the");
  if (f.look.layers.empty()) f.look.layers = looks::meeple().layers;
  f.module = registering_;
  figures.push_back(std::move(f));
  return static_cast<int>(figures.size() - 1);
}
int Catalog::addTag(std::string name) {
  TagDef t;
  t.name = std::move(name);
  return addTag(std::move(t));
}
int Catalog::addTag(TagDef t) {
  if (t.words.one.empty()) t.words = words(t.name, "");
  int i = tagId(t.name);
  if (i >= 0) {  // modules share a tag by name (e.g. bridges); the one that describes it wins
    if (!t.look.layers.empty() || !t.joiner.empty() || t.words.one != t.name) tagDefs[i] = std::move(t);
    return i;
  }
  if (tags.size() >= kMaxTags) throw Error("catalog: at most " + std::to_string(kMaxTags) + " segment tags");
  t.module = registering_;
  tags.push_back(t.name);
  tagDefs.push_back(std::move(t));
  return static_cast<int>(tags.size() - 1);
}
int Catalog::addCategory(std::string name, std::string detail) {
  int i = categoryId(name);
  if (i >= 0) {
    if (!detail.empty()) categories[i].detail = std::move(detail);
    return i;
  }
  CategoryDef c;
  c.name = std::move(name), c.detail = std::move(detail);
  return addCategory(std::move(c));
}
int Catalog::addCategory(CategoryDef c) {
  if (c.words.one.empty()) c.words = words(c.name, "");
  int i = categoryId(c.name);
  if (i >= 0) {
    CategoryDef& old = categories[i];
    if (!c.detail.empty()) old.detail = c.detail;
    if (c.words.one != c.name) old.words = c.words;
    if (!c.detailWords.one.empty()) old.detailWords = c.detailWords;
    if (!c.sentence.empty()) old.sentence = c.sentence;
    return i;
  }
  categories.push_back(std::move(c));
  return static_cast<int>(categories.size() - 1);
}
int Catalog::addOption(OptionDef o) {
  options.push_back(std::move(o));
  return static_cast<int>(options.size() - 1);
}
int Catalog::addTileProperty(TilePropertyDef p) {
  if (propertyId(p.name) >= 0 || tagId(p.name) >= 0)
    throw Error("catalog: tile property '" + p.name + "' registered twice");
  p.module = registering_;
  properties.push_back(std::move(p));
  return static_cast<int>(properties.size() - 1);
}
int Catalog::addMarker(MarkerDef m) {
  if (markerId(m.name) >= 0) throw Error("catalog: marker '" + m.name + "' registered twice");
  m.module = registering_;
  markers.push_back(std::move(m));
  return static_cast<int>(markers.size() - 1);
}
int Catalog::addToken(TokenDef t) {
  if (registering_ < 0) throw Error("catalog: token '" + t.name + "' registered outside a module");
  t.module = std::string(modules[registering_]->id());
  if (t.look.layers.empty()) t.look = looks::meeple();
  tokens.push_back(std::move(t));
  return static_cast<int>(tokens.size() - 1);
}
void Catalog::addModule(std::shared_ptr<Module> m) {
  modules.push_back(m);
  registering_ = static_cast<int>(modules.size() - 1);
  m->registerContent(*this);
  registering_ = -1;
}
void Catalog::addTileFile(std::string json, std::string file) {
  if (registering_ < 0) throw Error("catalog: tile files are added while a module registers");
  pendingFiles_.push_back({std::move(json), std::move(file), std::string(modules[registering_]->id())});
}
void Catalog::finish() {
  for (auto& f : pendingFiles_) loadTiles(f.json, f.file, f.module);
  pendingFiles_.clear();
  for (auto& m : modules) m->resolve(*this);
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
  return indexOf(categories, [&](auto& t) { return t.name == n; });
}
int Catalog::optionId(std::string_view n) const {
  return indexOf(options, [&](auto& o) { return o.name == n; });
}
int Catalog::propertyId(std::string_view n) const {
  return indexOf(properties, [&](auto& p) { return p.name == n; });
}
int Catalog::markerId(std::string_view n) const {
  return indexOf(markers, [&](auto& m) { return m.name == n; });
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

std::string Catalog::figureWords(int figure, bool definite) const {
  const std::string& l = figures[figure].words.one;
  if (definite) return "the " + l;
  bool vowel = !l.empty() && std::string_view("aeiou").find(l[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + l;
}

}  // namespace carc
