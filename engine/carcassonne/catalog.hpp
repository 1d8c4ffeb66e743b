// The catalog: everything the modules register (feature kinds, edge letters, figure kinds, segment
// tags, tile properties, score categories, rule options, tile sets). The core reads only this data;
// it names no expansion.
#pragma once
#include <array>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "error.hpp"
#include "geometry.hpp"
#include "looks.hpp"

namespace carc {

constexpr int kMaxPlayers = 6;
constexpr int kMaxTags = 8;          // segment tags summed over a feature (pennants, inns, goods, ...);
                                     // symbols that are not summed are tile properties (any number)
constexpr int kMaxSegments = 16;     // segments of one piece
constexpr int kMaxSquares = 8;       // squares of one piece (a wonder covers 5)
constexpr int kMaxFigureKinds = 16;  // figure kinds of every module together

using platform::Error;

enum class Topology : uint8_t { Side, Half, Center };

struct FeatureKindDef {
  std::string name;
  Topology topology = Topology::Side;
  char edgeLetter = 0;        // Side kinds: the edge letter this kind makes (C for city)
  bool halvesBeside = false;  // Side kinds: fields lie on both halves of its sides (roads, rivers)
  bool completes = true;      // Side kinds close when no open edge remains; Center when surrounded
  int category = -1;          // score category of the same name (set by addKind)
  std::string noFigure;  // the refusal for a figure kind that may not stand here ("no figure may stand on the river")
  Words words;           // "city" / "cities" (default: the name, plural + "s")
  std::string place;     // where a figure stands on it, in words: "in a city" (default "on a <name>")
  std::string spot;      // the colour of the ring of figure spots on it
};

// Where a figure kind may stand, as data: the generic placement rule reads it (Game::checkFigure).
struct FigureKindDef {
  std::string name;
  uint8_t strength = 1;       // counts for majorities
  bool occupies = true;       // makes a feature "occupied" for later figures
  bool neutral = false;       // belongs to nobody (one shared supply); never placed in the figure step
  std::string label;          // "big meeple": for messages and the page (defaults to the name)
  std::vector<int> standsOn;  // feature kinds it may stand on in the figure step; empty: nowhere
  bool needsVacant = true;    // only on a feature no occupying figure holds
  bool needsOwn = false;      // only on a feature where the player already has strength
  std::string wrongKind;      // the refusal for any other kind, e.g. "an abbot stands only on a monastery"
  std::string notOwn;         // the refusal when needsOwn fails
  int module = -1;            // the registering module (set by addFigure)
  Words words;                // default: the label, "the" (a single figure); the meeple: "a"
  std::string place;          // where it stands, in words, when not the feature's ("in a field" for the pig)
  FigureLook look;            // default: the meeple's silhouette
};

// Builders for the two definitions (the fields not named keep their defaults).
inline FeatureKindDef featureKind(std::string name, Topology t, char letter = 0, bool halvesBeside = false,
                                  bool completes = true) {
  FeatureKindDef k;
  k.name = std::move(name), k.topology = t, k.edgeLetter = letter, k.halvesBeside = halvesBeside;
  k.completes = completes;
  return k;
}
inline FigureKindDef figureKind(std::string name, uint8_t strength = 1, bool occupies = true) {
  FigureKindDef f;
  f.name = std::move(name), f.strength = strength, f.occupies = occupies;
  return f;
}

// A score category: a feature kind or another source of points (goods, pig, ...). `detail` names
// the event's extra count when the category has one (completed cities of a field).
struct CategoryDef {
  std::string name;
  std::string detail;
  Words words;        // "monastery" / "monasteries" (feature kinds: the kind's words)
  Words detailWords;  // the detail count in words: "completed city" / "completed cities"
  // A score of no feature in words, with {tag} (the first tag the event names), {n:token|tokens}
  // (that tag's count with the word for one or many) and {detail} (the detail count with its
  // words): "most {tag} ({n:token|tokens})". Empty: the category's name.
  std::string sentence;
};

// A property of a whole tile type read by a module (a flying machine's arrow, a gold symbol, ...):
// not summed over features, any number of them. Values are small integers; `labels` names them
// when the tile file writes a string.
struct TilePropertyDef {
  std::string name;
  std::vector<std::string> labels;  // empty: true/false or a count 0..255 in the tile file
  int module = -1;
  bool turns = false;  // a direction drawn on the tile (an arrow): every rotation is a different tile
  MarkLook mark{};     // how tiles with it look (none: not drawn)
};

// A token a module keeps off the board (a figure on the score track: the messenger, a robber):
// its words and look, found by the module and kind that the state's tokens name.
struct TokenDef {
  std::string module;
  int kind = 0;
  std::string name;
  Words words;
  FigureLook look;
};

struct OptionDef {
  std::string name, module, doc;
  std::vector<int> values;          // allowed values (bools are 0/1)
  std::vector<std::string> labels;  // for choices written as strings in records, else empty
  bool isBool = false;
  int defaultValue = 0;
  int min = 0, max = 0;  // for ranges: values empty, min..max inclusive
  // A range whose value is a sum of bits (a set of choices): the name of bit n, for a dialog's boxes.
  std::vector<std::string> flags{};
};

// Ports are numbered per square: bit 4*q+side of `sides`, bit 8*q+half of `halves` for square q.
// A one-square tile uses only the low 4 and 8 bits, as the tile files write them.
struct SegmentDef {
  uint8_t kind = 0;
  uint32_t sides = 0;   // side midpoints it touches (reference orientation)
  uint64_t halves = 0;  // half-edges it touches
  uint8_t squares = 1;  // bit per square it covers: its size in tiles
  uint16_t cities = 0;  // fields: bit per segment index of a city this field touches
  std::array<uint8_t, kMaxTags> tags{};
  float px = 0.5f, py = 0.5f;  // where a figure stands, piece units, reference orientation
};

// One square of a rotated piece, in board orientation.
struct RotatedSquare {
  Coord offset;                           // from the piece's anchor (the rotated bounding box's top-left)
  uint16_t edgeCode = 0;                  // 4 bits per side: edge letter index (inner sides: 0, never read)
  uint8_t outer = 0xF;                    // sides that face outside the piece
  std::array<int8_t, kSides> sideSeg{};   // segment at each side midpoint, or -1
  std::array<int8_t, kHalves> halfSeg{};  // segment at each half-edge, or -1
};

// One rotation of a tile type, all in board orientation. edgeCode, sideSeg and halfSeg are those
// of square 0: the whole tile for one-square tiles (the placement loops read only these).
struct RotatedTile {
  uint16_t edgeCode = 0;
  std::array<int8_t, kSides> sideSeg{};
  std::array<int8_t, kHalves> halfSeg{};
  std::vector<uint32_t> segSides;   // per segment, rotated port masks (4 bits per square)
  std::vector<uint64_t> segHalves;  // per segment (8 bits per square)
  std::vector<RotatedSquare> squares;
  int width = 1, height = 1;  // bounding box in squares
};

// A layout: which segments of one tile are linked inside it (a ferry joining two road arms).
// Layout 0 of every tile type has no links; tile files list the others.
using Layout = std::vector<std::array<uint8_t, 2>>;

struct TileType {
  std::string id, set, variantOf, enabledBy;
  int count = 0;
  std::array<uint8_t, kSides> edges{};  // edge letter indices of square 0, reference orientation
  std::vector<SegmentDef> segments;
  std::array<RotatedTile, 4> rot;
  std::vector<uint8_t> distinctRots;      // rotations that give different tiles
  std::array<uint8_t, 4> canonicalRot{};  // each rotation's equal among distinctRots
  bool hasCentre = false;                 // a centre feature that completes (monastery): scoring looks around it
  bool repeatsKind = false;               // two side segments of one kind: one feature may reach it twice
  uint32_t sideCompletes = 0;             // bit per segment of a side kind that completes: what a
                                          // placement may close (scoring tests these segments only)
                                          // (fields never count tiles, so only side kinds matter)
  int variantOfIndex = -1;
  int setIdx = -1;  // index of `set` in Catalog::sets: a new game checks every tile against the sets in play
  // Pieces of several squares (a wonder): square offsets, names and edges in reference orientation.
  int squareCount = 1;
  std::vector<Coord> squareAt;                           // (column, row) in the reference bounding box
  std::vector<std::string> squareName;                   // as the tile file names them ("n", "c", ...)
  std::vector<std::array<uint8_t, kSides>> squareEdges;  // edge letter per side; kInnerEdge inside
  std::vector<Layout> layouts;                           // [0] = no links
  std::vector<std::pair<int, int>> props;                // (tile property id, value) for properties the file sets
  bool multiSquare() const { return squareCount > 1; }
  int prop(int id) const {
    for (auto& [p, v] : props)
      if (p == id) return v;
    return -1;
  }
};
constexpr uint8_t kInnerEdge = 0xFF;

struct TileSetDef {
  std::string id, name, module, start;
  bool replacesStart = false;  // its start tile replaces the start of sets without this flag (a river's spring)
};

class Module;
namespace tilejson {
class Value;
}

class Catalog {
 public:
  // The catalog with every module the project ships (built once, shared), plus any test module
  // registered with addExtraModule() before the first call.
  static const Catalog& standard();
  // A module factory appended to the standard catalog (test fixtures link themselves in this way).
  static void addExtraModule(std::shared_ptr<Module> (*make)());
  // This is standard() (built once, never changed after): games may share what they derive from it.
  bool isStandard() const;

  int addKind(FeatureKindDef k);
  int addEdge(char letter, int sideKind, bool halves);
  int addFigure(FigureKindDef f);
  int addTag(std::string name);
  int addTag(TagDef tag);  // with its words and glyph (a tag registered by name first gets them)
  int addCategory(std::string name, std::string detail = "");  // a score category (every feature kind is one)
  int addCategory(CategoryDef c);  // with its words (fills in an existing category of that name)
  int addOption(OptionDef o);
  int addTileProperty(TilePropertyDef p);
  int addMarker(MarkerDef m);  // a thing counted on board squares (Module::cellMarkers)
  int addToken(TokenDef t);    // the look of one of the registering module's token kinds
  void addModule(std::shared_ptr<Module> m);
  // A tile file of the registering module, parsed once every module has registered its kinds
  // and tags (finish() does it), so a file may use kinds other modules add.
  void addTileFile(std::string json, std::string file);
  // Loads the registered tile files and resolves every module: call after the last addModule.
  void finish();
  // Parses and validates a tile catalogue file now; errors name the file, tile and field.
  void loadTiles(const std::string& json, const std::string& file, const std::string& module);

  int kindId(std::string_view name) const;  // -1 if unknown
  int figureId(std::string_view name) const;
  int tagId(std::string_view name) const;
  int categoryId(std::string_view name) const;
  int optionId(std::string_view name) const;
  int propertyId(std::string_view name) const;
  int markerId(std::string_view name) const;
  int tileId(std::string_view id) const;
  int edgeIndex(char letter) const;
  int setIndex(std::string_view id) const;
  int moduleIndex(std::string_view id) const;
  // "the big meeple", "a normal meeple": the figure's label with an article.
  std::string figureWords(int figure, bool definite) const;

  std::vector<FeatureKindDef> kinds;
  std::vector<char> edgeLetters;
  std::vector<int> edgeSideKind;  // -1 for a plain field edge
  std::vector<bool> edgeHalves;
  std::vector<FigureKindDef> figures;
  std::vector<std::string> tags;
  std::vector<TagDef> tagDefs;                                      // tags[i]'s words and glyph
  std::vector<std::string> playerColours = looks::playerColours();  // seats without a colour of their own
  std::vector<CategoryDef> categories;
  std::vector<OptionDef> options;
  std::vector<TilePropertyDef> properties;
  std::vector<MarkerDef> markers;
  std::vector<TokenDef> tokens;
  std::vector<TileType> tiles;
  std::vector<TileSetDef> sets;
  std::vector<std::shared_ptr<Module>> modules;

 private:
  struct PendingFile {
    std::string json, file, module;
  };
  void finishTile(TileType& t, const std::string& where);
  void loadTileList(const tilejson::Value& list, const std::string& file, const TileSetDef& set);
  std::vector<PendingFile> pendingFiles_;
  int registering_ = -1;  // the module whose registerContent runs
};

}  // namespace carc
