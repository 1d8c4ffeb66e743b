// Figures as SVG, the twin of web/src/meeple.ts drawFigure(): the meeple (lying in a field), the big
// meeple (a third taller, with a ring), the abbot (hooded robe, belt and cross), the builder and the
// pig (their own silhouettes, the pig's snout in pink).
#pragma once
#include <ostream>
#include <string>

namespace carc::render {

// <path id=...> for every silhouette, to go into the document's <defs>.
std::string figureDefs();
// One figure centred on the origin (the caller translates it), `size` tall in tile units; `px` is one
// screen pixel in tile units (for the big meeple's ring, at least a pixel wide as on the page).
void drawFigureArt(std::ostream& o, const std::string& kind, double size, const std::string& color,
                   const std::string& mark, bool lying, double px);

}  // namespace carc::render
