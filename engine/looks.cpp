#include "looks.hpp"

#include <cmath>
#include <cstdio>

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
std::string n(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.4g", std::abs(v) < 5e-5 ? 0.0 : v);
  return b;
}
}  // namespace

// Two half arcs from one end of the major axis to the other and back.
std::string ellipse(double cx, double cy, double rx, double ry, double degrees) {
  double a = degrees * M_PI / 180, dx = std::cos(a) * rx, dy = std::sin(a) * rx;
  std::string arc = "A" + n(rx) + " " + n(ry) + " " + n(degrees) + " 1 1 ";
  return "M" + n(cx + dx) + " " + n(cy + dy) + " " + arc + n(cx - dx) + " " + n(cy - dy) + " " + arc + n(cx + dx) +
         " " + n(cy + dy) + " Z";
}

std::string line(double x0, double y0, double x1, double y1) {
  return "M" + n(x0) + " " + n(y0) + " L" + n(x1) + " " + n(y1);
}

}  // namespace looks
}  // namespace carc
