// What the catalog says about how things look and how they are named, as data: words for figure
// kinds, feature kinds, tags and score categories, and shapes (SVG path data in layers) for figures
// and tag glyphs. The page, the wiki element, the SVG render and the log read these and nothing
// else, so a module's new figure or tag needs no drawing or wording code outside its module.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace carc {

// How a thing is named: "big meeple" / "big meeples" / "the" ("the big meeple").
struct Words {
  std::string one, many;  // many defaults to one + "s"
  std::string article;    // "a", "an", "the" or "" (then a count is written as a number)
};
Words words(std::string one, std::string article = "a", std::string many = "");
// "a meeple", "the abbot", "3 meeples", "1 pennant" (no article: the count as a number).
std::string counted(const Words& w, int n);

// One layer of a shape: SVG path data in a unit box centred on the origin (x right, y down),
// filled then stroked. Colours are CSS colours or a role the viewer fills in for the owner:
// "player" (the owner's colour), "ink" (the mark's colour on it), "outline" (an edge that shows on
// it), "none".
struct ShapeLayer {
  std::string d;
  std::string fill = "player";
  std::string stroke = "none";
  float width = 0;  // stroke width in unit-box units
};

// A figure's look: its layers (the first is the silhouette: shadow, halo and hover glow follow
// it), its size relative to the standard figure, whether it lies down on fields (farmers), and
// where the owner's mark (initial) goes on its body.
struct FigureLook {
  std::vector<ShapeLayer> layers;
  float scale = 1;
  bool lies = true;
  bool mark = true;
  float markX = 0, markY = 0.08;
  std::string spot;  // the colour of the ring of its figure spots ("": the feature kind's)
};

// A tag's glyph: drawn on the tile where the tag is printed (pennants, goods), at least a few
// pixels large whatever the zoom. No layers: the tag is drawn by the tile art or not at all.
struct TagLook {
  std::vector<ShapeLayer> layers;
  float size = 0.14;  // in tiles
};

// A segment tag: its name in records, its words, how a score sentence names it ("with" an inn,
// "and" 2 pennants; "" : not named in score sentences) and its glyph.
struct TagDef {
  std::string name;
  Words words;
  std::string joiner;
  TagLook look;
  int module = -1;
};

// A mark printed on every tile that has a tile property (a flying machine, a gold mine, a lake):
// layers in a unit box drawn `size` tiles wide at `at` in the tile's reference orientation, so it
// turns with the tile. `corner`: instead of a fixed point, the field corner farthest from the
// tile's figure spots (and from the tile's other marks). `turn`: degrees per property value (an
// arrow pointing north for value 0), `values`: layers drawn over the others for one value (a crop
// circle's symbol). `link`: the piece drawn across each link of the placed tile's current layout
// (a ferry), in a unit box whose x runs from one linked end (-0.5) to the other (0.5); each end
// lies `reach` tiles from the tile's centre toward its segment's first side.
struct MarkLook {
  std::vector<ShapeLayer> layers;
  std::vector<std::vector<ShapeLayer>> values;
  float size = 0.22f;
  bool corner = true;
  float x = 0.5f, y = 0.5f;
  float turn = 0;
  std::vector<ShapeLayer> link;
  float reach = 0.2f;
  bool empty() const { return layers.empty() && values.empty() && link.empty(); }
};

// Something a module counts on a board square (gold bars): its words and the glyph drawn once per
// piece, in a row on the square.
struct MarkerDef {
  std::string name;
  Words words;
  TagLook look;
  int module = -1;
};

namespace looks {
// The standard figure: the meeple silhouette (a module's figure with no look of its own gets it).
FigureLook meeple();
// Seat colours that stay apart under deuteranopia, protanopia and tritanopia, and against the
// grass, cities and roads of the tiles (tests/render_svg.cpp checks the distances).
const std::vector<std::string>& playerColours();
extern const char* const kNeutralColour;
// A look written as JSON text, so that a module's art is one string of data rather than code
// (each layer built in C++ costs the .wasm about 300 bytes): {"layers": [["d", "fill", "stroke",
// width], ...], "scale": 1.35, "lies": false, "mark": [x, y] or false, "spot": "#6b3fa0"} for a
// figure (a layer without stroke: ["d", "fill"]), {"layers": [...], "size": 0.2} for a tag glyph.
// Throws std::runtime_error naming what is wrong.
FigureLook figureLook(std::string_view json);
TagLook tagLook(std::string_view json);
// {"layers": [...], "size": 0.22, "at": "corner" or [x, y], "turn": 45, "values": [[layers], ...],
// "link": [layers], "reach": 0.2} for a tile mark.
MarkLook markLook(std::string_view json);
}  // namespace looks

}  // namespace carc
