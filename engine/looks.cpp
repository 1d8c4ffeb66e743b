#include "looks.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

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
using json = nlohmann::json;

// Parsed as a std::string, as the tile loader does: the same parser code in the .wasm (a
// string_view would instantiate a second parser, about 40 KB).
json parsed(std::string_view text) {
  const std::string s(text);
  return json::parse(s);
}

std::vector<ShapeLayer> layersOf(const json& j, const std::string& what) {
  std::vector<ShapeLayer> out;
  if (!j.is_array()) throw std::runtime_error(what + ".layers: expected an array");
  for (const json& l : j) {
    if (!l.is_array() || l.size() < 2 || l.size() > 4 || !l[0].is_string() || !l[1].is_string())
      throw std::runtime_error(what + ".layers: expected [\"d\", \"fill\", \"stroke\", width], got " + l.dump());
    ShapeLayer s{l[0].get<std::string>(), l[1].get<std::string>()};
    if (l.size() > 2) s.stroke = l[2].get<std::string>();
    if (l.size() > 3) s.width = l[3].get<float>();
    out.push_back(std::move(s));
  }
  return out;
}
}  // namespace

FigureLook figureLook(std::string_view text) {
  json j = parsed(text);
  FigureLook l;
  l.layers = layersOf(j.at("layers"), "figure look");
  l.scale = j.value("scale", 1.0f), l.lies = j.value("lies", true), l.spot = j.value("spot", std::string());
  if (j.contains("mark") && j["mark"].is_array()) l.markX = j["mark"][0], l.markY = j["mark"][1];
  l.mark = !j.contains("mark") || j["mark"].is_array();
  return l;
}

TagLook tagLook(std::string_view text) {
  json j = parsed(text);
  TagLook l;
  l.layers = layersOf(j.at("layers"), "tag look");
  l.size = j.value("size", 0.14f);
  return l;
}

MarkLook markLook(std::string_view text) {
  json j = parsed(text);
  MarkLook l;
  if (j.contains("layers")) l.layers = layersOf(j["layers"], "mark look");
  if (j.contains("values")) {
    if (!j["values"].is_array()) throw std::runtime_error("mark look.values: expected an array of layer lists");
    for (const json& v : j["values"]) l.values.push_back(layersOf(v, "mark look.values"));
  }
  if (j.contains("link")) l.link = layersOf(j["link"], "mark look.link");
  l.size = j.value("size", 0.22f), l.turn = j.value("turn", 0.0f), l.reach = j.value("reach", 0.2f);
  if (j.contains("at") && j["at"].is_array() && j["at"].size() == 2)
    l.corner = false, l.x = j["at"][0].get<float>(), l.y = j["at"][1].get<float>();
  else if (j.contains("at") && j["at"] != "corner")
    throw std::runtime_error("mark look.at: expected \"corner\" or [x, y], got " + j["at"].dump());
  return l;
}

}  // namespace looks
}  // namespace carc
