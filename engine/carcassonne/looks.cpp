#include "looks.hpp"

#include <stdexcept>

#include "tile_json.hpp"

namespace carc {

Words words(std::string one, std::string article, std::string many) {
  if (many.empty()) many = one + "s";
  return {std::move(one), std::move(many), std::move(article)};
}

std::string counted(const Words& w, int n) {
  if (n == 1 && !w.article.empty()) return w.article + " " + w.one;
  return std::to_string(n) + " " + (n == 1 ? w.one : w.many);
}

namespace looks {

const char* const kNeutralColour = "#8a8a8a";

// The meeple in a unit box centred on the origin.
static const char* kMeeple =
    "M0 -0.5 C0.14 -0.5 0.19 -0.39 0.17 -0.3 C0.16 -0.24 0.13 -0.2 0.12 -0.17 L0.44 -0.07 "
    "C0.52 -0.04 0.5 0.09 0.42 0.09 L0.22 0.06 L0.4 0.42 C0.43 0.49 0.38 0.5 0.34 0.5 L0.1 0.5 L0 0.3 L-0.1 0.5 "
    "L-0.34 0.5 C-0.38 0.5 -0.43 0.49 -0.4 0.42 L-0.22 0.06 L-0.42 0.09 C-0.5 0.09 -0.52 -0.04 -0.44 -0.07 "
    "L-0.12 -0.17 C-0.13 -0.2 -0.16 -0.24 -0.17 -0.3 C-0.19 -0.39 -0.14 -0.5 0 -0.5 Z";

FigureLook meeple() {
  FigureLook l;
  l.layers = {{kMeeple, "player", "outline", 0.07f}};
  return l;
}

// Chosen so that every pair stays at least 28 CIELAB units apart under simulated deuteranopia,
// protanopia and tritanopia (Machado 2009, full severity): red, sky blue, yellow, black, white,
// purple. The old palette's red and green met the grass under deuteranopia.
const std::vector<std::string>& playerColours() {
  static const std::vector<std::string> colours = {"#d81b60", "#56b4e9", "#ffd400", "#1b1b1b", "#f7f7f7", "#7b2fbf"};
  return colours;
}

namespace {
using json = tilejson::Value;

// The look's text read by the tile files' reader (tile_json.hpp): nlohmann's tree for these paths
// was a sixth of the catalog build. Malformed text is refused by nlohmann, with its message.
struct Parsed {
  explicit Parsed(std::string_view t) : text(t), doc(text) {}
  std::string text;
  tilejson::Doc doc;
};

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what); }

std::string described(json v) {
  return v.is_array() ? "an array of " + std::to_string(v.size()) : std::string("a ") + v.type_name();
}

std::vector<ShapeLayer> layersOf(json j, const std::string& what) {
  std::vector<ShapeLayer> out;
  if (!j.is_array()) fail(what + ".layers: expected an array");
  for (json l : j) {
    if (!l.is_array() || l.size() < 2 || l.size() > 4 || !l[0].is_string() || !l[1].is_string() ||
        (l.size() > 2 && !l[2].is_string()) || (l.size() > 3 && !l[3].is_number()))
      fail(what + ".layers: expected [\"d\", \"fill\", \"stroke\", width], got " + described(l));
    ShapeLayer s{std::string(l[0].str()), std::string(l[1].str())};
    if (l.size() > 2) s.stroke = l[2].str();
    if (l.size() > 3) s.width = l[3].asFloat();
    out.push_back(std::move(s));
  }
  return out;
}

// A field as nlohmann's value(key, default) read it (a field of another type is refused).
float number(json j, const char* key, float otherwise, const char* what) {
  json v = j.find(key);
  if (v && !v.is_number()) fail(std::string(what) + "." + key + ": expected a number");
  return v ? v.asFloat() : otherwise;
}
bool boolean(json j, const char* key, bool otherwise, const char* what) {
  json v = j.find(key);
  if (v && !v.is_boolean()) fail(std::string(what) + "." + key + ": expected true or false");
  return v ? v.boolean() : otherwise;
}
json need(json j, const char* key, const char* what) {
  json v = j.find(key);
  if (!v) fail(std::string(what) + ": missing '" + key + "'");
  return v;
}
float coordinate(json v, const char* what) {
  if (!v.is_number()) fail(std::string(what) + ": expected numbers");
  return v.asFloat();
}
}  // namespace

FigureLook figureLook(std::string_view text) {
  Parsed p(text);
  json j = p.doc.root();
  FigureLook l;
  l.layers = layersOf(need(j, "layers", "figure look"), "figure look");
  l.scale = number(j, "scale", 1.0f, "figure look"), l.lies = boolean(j, "lies", true, "figure look");
  if (json spot = j.find("spot")) {
    if (!spot.is_string()) fail("figure look.spot: expected a string");
    l.spot = spot.str();
  }
  json mark = j.find("mark");
  if (mark && mark.is_array()) {
    if (mark.size() < 2) fail("figure look.mark: expected [x, y]");
    l.markX = coordinate(mark[0], "figure look.mark"), l.markY = coordinate(mark[1], "figure look.mark");
  }
  l.mark = !mark || mark.is_array();
  return l;
}

TagLook tagLook(std::string_view text) {
  Parsed p(text);
  json j = p.doc.root();
  TagLook l;
  l.layers = layersOf(need(j, "layers", "tag look"), "tag look");
  l.size = number(j, "size", 0.14f, "tag look");
  return l;
}

MarkLook markLook(std::string_view text) {
  Parsed p(text);
  json j = p.doc.root();
  MarkLook l;
  if (json layers = j.find("layers")) l.layers = layersOf(layers, "mark look");
  if (json values = j.find("values")) {
    if (!values.is_array()) fail("mark look.values: expected an array of layer lists");
    for (json v : values) l.values.push_back(layersOf(v, "mark look.values"));
  }
  if (json link = j.find("link")) l.link = layersOf(link, "mark look.link");
  l.size = number(j, "size", 0.22f, "mark look"), l.turn = number(j, "turn", 0.0f, "mark look");
  l.reach = number(j, "reach", 0.2f, "mark look");
  json at = j.find("at");
  if (at && at.is_array() && at.size() == 2)
    l.corner = false, l.x = coordinate(at[0], "mark look.at"), l.y = coordinate(at[1], "mark look.at");
  else if (at && !(at.is_string() && at.str() == "corner"))
    fail("mark look.at: expected \"corner\" or [x, y], got " + described(at));
  return l;
}

}  // namespace looks
}  // namespace carc
