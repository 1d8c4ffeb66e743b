// Figures and tag glyphs as SVG, drawn from the looks the modules register (catalog FigureLook and
// TagLook): the same layers web/src/meeple.ts draws on the canvas. No figure or tag is named here.
#pragma once
#include <string>

#include "../looks.hpp"
#include "svg_out.hpp"

namespace carc::render {

// The layers of a shape as <path>s, the roles ("player", "ink", "outline") filled in for `fill`.
void drawLayers(SvgOut& o, const std::vector<ShapeLayer>& layers, const std::string& fill);
// One figure centred on the origin (the caller translates it), `size` tall in tile units (the
// look's scale on top); lying: turned a quarter left (a farmer). The owner's mark on its body.
void drawFigureArt(SvgOut& o, const FigureLook& look, double size, const std::string& fill, const std::string& mark,
                   bool lying);
// A tag's glyph centred at (x, y), `size` wide in tile units, with a drop shadow.
void drawGlyph(SvgOut& o, const TagDef& tag, double x, double y, double size);

}  // namespace carc::render
