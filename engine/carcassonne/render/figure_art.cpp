#include "figure_art.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "svg_path.hpp"
#include "tile_art.hpp"

namespace carc::render {
namespace {

// Relative luminance of #rrggbb, 0.5 for anything else (meeple.ts luminance()).
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

// A layer colour: a role filled in for the owner's colour, or the colour itself.
std::string paint(const std::string& c, const std::string& fill) {
  bool light = luminance(fill) > 0.35;
  if (c == "player") return fill;
  if (c == "ink") return light ? "#1b1b1b" : "#ffffff";
  if (c == "outline") return light ? "rgba(0,0,0,0.75)" : "rgba(255,255,255,0.85)";
  return c;
}

}  // namespace

void drawLayers(SvgOut& o, const std::vector<ShapeLayer>& layers, const std::string& fill) {
  for (const ShapeLayer& l : layers) {
    o << "<path d=\"" << xmlEscape(l.d) << "\" fill=\"" << xmlEscape(paint(l.fill, fill)) << "\"";
    if (l.stroke != "none")
      o << " stroke=\"" << xmlEscape(paint(l.stroke, fill)) << "\" stroke-width=\"" << num(l.width)
        << "\" stroke-linejoin=\"round\" stroke-linecap=\"round\"";
    o << "/>";
  }
}

// The silhouette's shadow, then a dark halo round it (every figure stands out from the tile
// whatever its colour), then its layers; the mark upright.
void drawFigureArt(SvgOut& o, const FigureLook& look, double size, const std::string& fill, const std::string& mark,
                   bool lying) {
  if (look.layers.empty()) return;
  lying = lying && look.lies;
  const double s = size * look.scale;
  const std::string& d = xmlEscape(look.layers[0].d);
  o << "<g transform=\"" << (lying ? "rotate(-90) " : "") << "scale(" << num(s) << ")\">";
  o << "<path d=\"" << d << "\" transform=\"translate(0.06 0.07)\" fill=\"rgba(0,0,0,0.35)\"/>";
  o << "<path d=\"" << d
    << "\" fill=\"none\" stroke=\"rgba(20,20,20,0.9)\" stroke-width=\"0.17\" "
       "stroke-linejoin=\"round\"/>";
  drawLayers(o, look.layers, fill);
  o << "</g>";
  if (!look.mark || mark.empty()) return;
  // rotate(-90) takes (x, y) to (y, -x); the text stays upright, its middle on the spot (about
  // 0.35 em above the baseline, as the canvas's textBaseline middle)
  double mx = (lying ? look.markY : look.markX) * s, my = (lying ? -look.markX : look.markY) * s, font = s * 0.36;
  o << "<text x=\"" << num(mx) << "\" y=\"" << num(my + font * 0.35)
    << "\" font-family=\"system-ui, sans-serif\" font-size=\"" << num(font)
    << "\" font-weight=\"700\" text-anchor=\"middle\" fill=\"" << paint("ink", fill) << "\">" << xmlEscape(mark)
    << "</text>";
}

void drawGlyph(SvgOut& o, const TagDef& tag, double x, double y, double size) {
  if (tag.look.layers.empty()) return;
  o << "<g class=\"glyph\" data-tag=\"" << xmlEscape(tag.name) << "\" transform=\"translate(" << num(x) << " " << num(y)
    << ") scale(" << num(size) << ")\">";
  o << "<path d=\"" << xmlEscape(tag.look.layers[0].d)
    << "\" transform=\"translate(0.06 0.07)\" fill=\"rgba(30,20,10,0.3)\"/>";
  drawLayers(o, tag.look.layers, "#888888");
  o << "</g>";
}

}  // namespace carc::render
