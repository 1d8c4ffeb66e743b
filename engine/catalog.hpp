// The catalog: everything the modules register (feature kinds, edge letters, figure kinds, segment
// tags, rule options, tile sets). The core reads only this data; it names no expansion.
#pragma once
#include <array>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "geometry.hpp"

namespace carc {

constexpr int kMaxPlayers = 6;
constexpr int kMaxTags = 8;
constexpr int kMaxSegments = 16;

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class Topology : uint8_t { Side, Half, Center };

struct FeatureKindDef {
  std::string name;
  Topology topology = Topology::Side;
  char edgeLetter = 0;        // Side kinds: the edge letter this kind makes (C for city)
  bool halvesBeside = false;  // Side kinds: fields lie on both halves of its sides (roads, rivers)
  bool completes = true;      // Side kinds close when no open edge remains; Center when surrounded
  int category = -1;          // score category of the same name (set by addKind)
};

struct FigureKindDef {
  std::string name;
  uint8_t strength = 1;  // counts for majorities
  bool occupies = true;  // makes a feature "occupied" for later figures
};

struct OptionDef {
  std::string name, module, doc;
  std::vector<int> values;          // allowed values (bools are 0/1)
  std::vector<std::string> labels;  // for choices written as strings in records, else empty
  bool isBool = false;
  int defaultValue = 0;
  int min = 0, max = 0;  // for ranges: values empty, min..max inclusive
};

struct SegmentDef {
  uint8_t kind = 0;
  uint8_t sides = 0;    // bit per side (reference orientation)
  uint8_t halves = 0;   // bit per half-edge
  uint16_t cities = 0;  // fields: bit per segment index of a city this field touches
  std::array<uint8_t, kMaxTags> tags{};
  float px = 0.5f, py = 0.5f;  // where a figure stands, tile units, reference orientation
};

// One rotation of a tile type, all in board orientation.
struct RotatedTile {
  uint16_t edgeCode = 0;                  // 4 bits per side: edge letter index
  std::array<int8_t, kSides> sideSeg{};   // segment at each side midpoint, or -1
  std::array<int8_t, kHalves> halfSeg{};  // segment at each half-edge, or -1
  std::vector<uint8_t> segSides, segHalves;
};

struct TileType {
  std::string id, set, variantOf, enabledBy;
  int count = 0;
  std::array<uint8_t, kSides> edges{};  // edge letter indices, reference orientation
  std::vector<SegmentDef> segments;
  std::array<RotatedTile, 4> rot;
  std::vector<uint8_t> distinctRots;      // rotations that give different tiles
  std::array<uint8_t, 4> canonicalRot{};  // each rotation's equal among distinctRots
  bool hasCentre = false;                 // a centre feature that completes (monastery): scoring looks around it
  bool repeatsKind = false;               // two side segments of one kind: one feature may reach it twice
                                          // (fields never count tiles, so only side kinds matter)
  int variantOfIndex = -1;
  int setIdx = -1;  // index of `set` in Catalog::sets: a new game checks every tile against the sets in play
};

struct TileSetDef {
  std::string id, name, module, start;
  bool replacesStart = false;  // its start tile replaces the start of sets without this flag (a river's spring)
};

class Module;

class Catalog {
 public:
  // The catalog with every module the project ships (built once, shared).
  static const Catalog& standard();

  int addKind(FeatureKindDef k);
  int addEdge(char letter, int sideKind, bool halves);
  int addFigure(FigureKindDef f);
  int addTag(std::string name);
  int addCategory(std::string name);  // a score category (every feature kind is one)
  int addOption(OptionDef o);
  void addModule(std::shared_ptr<Module> m);
  // Parses and validates a tile catalogue file; errors name the file, tile and field.
  void loadTiles(const std::string& json, const std::string& file, const std::string& module);

  int kindId(std::string_view name) const;  // -1 if unknown
  int figureId(std::string_view name) const;
  int tagId(std::string_view name) const;
  int categoryId(std::string_view name) const;
  int optionId(std::string_view name) const;
  int tileId(std::string_view id) const;
  int edgeIndex(char letter) const;
  int setIndex(std::string_view id) const;
  int moduleIndex(std::string_view id) const;

  std::vector<FeatureKindDef> kinds;
  std::vector<char> edgeLetters;
  std::vector<int> edgeSideKind;  // -1 for a plain field edge
  std::vector<bool> edgeHalves;
  std::vector<FigureKindDef> figures;
  std::vector<std::string> tags;
  std::vector<std::string> categories;
  std::vector<OptionDef> options;
  std::vector<TileType> tiles;
  std::vector<TileSetDef> sets;
  std::vector<std::shared_ptr<Module>> modules;

 private:
  void finishTile(TileType& t, const std::string& where);
  void loadTileList(const nlohmann::json& list, const std::string& file, const TileSetDef& set);
};

}  // namespace carc
