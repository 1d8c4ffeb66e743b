#include "figure_art.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "svg_path.hpp"
#include "tile_art.hpp"

namespace carc::render {
namespace {

// meeple.ts meepleShape(): a meeple in a unit box centred on the origin.
const char* kMeeple =
    "M0 -0.5 C0.14 -0.5 0.19 -0.39 0.17 -0.3 C0.16 -0.24 0.13 -0.2 0.12 -0.17 L0.44 -0.07 "
    "C0.52 -0.04 0.5 0.09 0.42 0.09 L0.22 0.06 L0.4 0.42 C0.43 0.49 0.38 0.5 0.34 0.5 L0.1 0.5 L0 0.3 L-0.1 0.5 "
    "L-0.34 0.5 C-0.38 0.5 -0.43 0.49 -0.4 0.42 L-0.22 0.06 L-0.42 0.09 C-0.5 0.09 -0.52 -0.04 -0.44 -0.07 "
    "L-0.12 -0.17 C-0.13 -0.2 -0.16 -0.24 -0.17 -0.3 C-0.19 -0.39 -0.14 -0.5 0 -0.5 Z";

// meeple.ts abbotShape(): a hooded monk in a long robe.
const char* kAbbot =
    "M0 -0.5 C0.15 -0.5 0.22 -0.38 0.2 -0.26 C0.19 -0.2 0.16 -0.17 0.15 -0.15 C0.26 -0.12 0.3 -0.02 0.28 0.08 "
    "C0.3 0.25 0.36 0.38 0.38 0.5 L-0.38 0.5 C-0.36 0.38 -0.3 0.25 -0.28 0.08 C-0.3 -0.02 -0.26 -0.12 -0.15 -0.15 "
    "C-0.16 -0.17 -0.19 -0.2 -0.2 -0.26 C-0.22 -0.38 -0.15 -0.5 0 -0.5 Z";

// meeple.ts builderShape(): cap, round head, a body narrow at the top with a wide base.
const char* kBuilder =
    "M-0.2 -0.36 L0.2 -0.36 L0.15 -0.5 L-0.15 -0.5 Z M0.13 -0.24 A0.13 0.13 0 1 1 -0.13 -0.24 "
    "A0.13 0.13 0 1 1 0.13 -0.24 Z M-0.12 -0.1 L0.12 -0.1 L0.24 0.4 L0.3 0.5 L-0.3 0.5 L-0.24 0.4 Z";

// meeple.ts pigShape(): body, head, ear, four legs and a curly tail (an arc of 1.6 pi), facing right.
const char* kPig =
    "M0.31 0.02 A0.36 0.24 0 1 1 -0.41 0.02 A0.36 0.24 0 1 1 0.31 0.02 Z "
    "M0.46 -0.02 L0.48 -0.06 A0.16 0.15 0 1 1 0.16 -0.06 A0.16 0.15 0 1 1 0.48 -0.06 "
    "M0.24 -0.2 L0.3 -0.32 L0.36 -0.19 Z "
    "M-0.28 0.16 h0.08 v0.2 h-0.08 Z M-0.14 0.16 h0.08 v0.2 h-0.08 Z M0.06 0.16 h0.08 v0.2 h-0.08 Z "
    "M0.18 0.16 h0.08 v0.2 h-0.08 Z M-0.41 -0.04 L-0.41 -0.06 A0.05 0.05 0 1 1 -0.4445 -0.1076";

// meeple.ts luminance(): relative luminance of #rrggbb, 0.5 for anything else.
double luminance(const std::string& c) {
  if (c.size() != 7 || c[0] != '#' ||
      !std::all_of(c.begin() + 1, c.end(), [](char ch) { return std::isxdigit(static_cast<unsigned char>(ch)); }))
    return 0.5;
  double rgb[3];
  for (int i = 0; i < 3; ++i) {
    double v = std::stoi(c.substr(1 + 2 * i, 2), nullptr, 16) / 255.0;
    rgb[i] = v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  }
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

std::string outlineOn(const std::string& fill) {
  return luminance(fill) > 0.35 ? "rgba(0,0,0,0.75)" : "rgba(255,255,255,0.85)";
}
std::string inkOn(const std::string& fill) { return luminance(fill) > 0.35 ? "#1b1b1b" : "#ffffff"; }

// meeple.ts drawShape(): shadow, then the outline under the fill so overlapping parts show one
// clean silhouette (builder, pig).
void drawShape(std::ostream& o, const char* id, double size, const std::string& fill) {
  o << "<g transform=\"scale(" << num(size) << ")\"><use href=\"#" << id
    << "\" transform=\"translate(0.06 0.07)\" fill=\"rgba(0,0,0,0.35)\"/>";
  o << "<use href=\"#" << id << "\" fill=\"none\" stroke=\"" << outlineOn(fill)
    << "\" stroke-width=\"0.14\" stroke-linejoin=\"round\"/><use href=\"#" << id << "\" fill=\"" << xmlEscape(fill)
    << "\"/></g>";
}

// meeple.ts drawMeeple(): the meeple or the abbot, with the player's mark on its body.
void drawMeeple(std::ostream& o, bool abbot, double size, const std::string& fill, const std::string& mark,
                bool lying) {
  const char* id = abbot ? "fig-abbot" : "fig-meeple";
  o << "<g transform=\"" << (lying ? "rotate(-90) " : "") << "scale(" << num(size) << ")\">";
  o << "<use href=\"#" << id << "\" transform=\"translate(0.06 0.07)\" fill=\"rgba(0,0,0,0.35)\"/>";
  o << "<use href=\"#" << id << "\" fill=\"" << xmlEscape(fill) << "\" stroke=\"" << outlineOn(fill)
    << "\" stroke-width=\"0.07\" stroke-linejoin=\"round\"/>";
  if (abbot)  // a rope belt and a cross on the robe tell the abbot apart even in grey
    o << "<path d=\"M-0.29 0.2 Q0 0.26 0.29 0.2 M0 0.3 L0 0.46 M-0.07 0.35 L0.07 0.35\" fill=\"none\" stroke=\""
      << (luminance(fill) > 0.35 ? "rgba(0,0,0,0.7)" : "rgba(255,255,255,0.8)") << "\" stroke-width=\"0.05\"/>";
  o << "</g>";
  // the page centres the mark on its middle (textBaseline middle): about 0.35 em below is the baseline
  double markY = lying ? 0 : abbot ? -size * 0.02 : size * 0.08, font = size * 0.36;
  o << "<text x=\"" << num(lying ? size * 0.02 : 0) << "\" y=\"" << num(markY + font * 0.35)
    << "\" font-family=\"system-ui, sans-serif\" font-size=\"" << num(font)
    << "\" font-weight=\"700\" text-anchor=\"middle\" fill=\"" << inkOn(fill) << "\">" << xmlEscape(mark) << "</text>";
}

}  // namespace

std::string figureDefs() {
  return std::string("<path id=\"fig-meeple\" d=\"") + kMeeple + "\"/><path id=\"fig-abbot\" d=\"" + kAbbot +
         "\"/><path id=\"fig-builder\" d=\"" + kBuilder + "\"/><path id=\"fig-pig\" d=\"" + kPig + "\"/>";
}

// meeple.ts drawFigure()
void drawFigureArt(std::ostream& o, const std::string& kind, double size, const std::string& fill,
                   const std::string& mark, bool lying, double px) {
  if (kind == "builder") {
    drawShape(o, "fig-builder", size * 1.05, fill);
  } else if (kind == "pig") {
    drawShape(o, "fig-pig", size * 0.95, fill);
    o << "<ellipse cx=\"" << num(size * 0.95 * 0.47) << "\" cy=\"" << num(-size * 0.95 * 0.04) << "\" rx=\""
      << num(size * 0.05) << "\" ry=\"" << num(size * 0.07) << "\" fill=\"#f2a7b8\"/>";
  } else if (kind == "big") {
    drawMeeple(o, false, size * 1.35, fill, mark, lying);
    o << "<circle cx=\"" << num(lying ? -size * 0.5 : 0) << "\" cy=\"" << num(lying ? 0 : -size * 0.5) << "\" r=\""
      << num(size * 0.09) << "\" fill=\"none\" stroke=\"" << inkOn(fill) << "\" stroke-width=\""
      << num(std::max(px, size * 0.06)) << "\"/>";
  } else {
    drawMeeple(o, kind == "abbot", size, fill, mark, lying);
  }
}

}  // namespace carc::render
