// Parses and validates tile catalogue files (tiles/*.json) and precomputes every rotation. A tile
// is one square ("edges": "CRFR") or a piece of several squares ("squares": [{"name", "at",
// "edges"}], ports written "name:SIDE"); either may list alternative layouts (internal links).
#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>

#include "catalog.hpp"

namespace carc {
namespace {

using json = nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }

const json& need(const json& obj, const char* key, const std::string& where) {
  auto it = obj.find(key);
  if (it == obj.end()) fail(where, std::string("missing field '") + key + "'");
  return *it;
}

std::string needString(const json& obj, const char* key, const std::string& where) {
  const json& v = need(obj, key, where);
  if (!v.is_string()) fail(where + "." + key, "expected a string, got " + std::string(v.type_name()));
  return v.get<std::string>();
}

// Where a figure stands by default: the mean of the ports it touches, pulled to the tile centre.
constexpr float kSidePos[4][2] = {{0.5f, 0.14f}, {0.86f, 0.5f}, {0.5f, 0.86f}, {0.14f, 0.5f}};
constexpr float kHalfPos[8][2] = {{0.22f, 0.1f}, {0.78f, 0.1f}, {0.9f, 0.22f}, {0.9f, 0.78f},
                                  {0.78f, 0.9f}, {0.22f, 0.9f}, {0.1f, 0.78f}, {0.1f, 0.22f}};

void defaultPosition(const TileType& t, SegmentDef& s, bool centreTaken) {
  float x = 0, y = 0;
  int n = 0;
  for (int q = 0; q < t.squareCount; ++q) {
    float ox = float(t.squareAt[q].x), oy = float(t.squareAt[q].y);
    for (int i = 0; i < kSides; ++i)
      if (s.sides >> (4 * q + i) & 1) x += ox + kSidePos[i][0], y += oy + kSidePos[i][1], ++n;
    for (int i = 0; i < kHalves; ++i)
      if (s.halves >> (8 * q + i) & 1) x += ox + kHalfPos[i][0], y += oy + kHalfPos[i][1], ++n;
  }
  int q0 = __builtin_ctz(s.squares);
  if (n == 0) {  // centre features and inner fields stand in the middle of their (first) square
    s.px = float(t.squareAt[q0].x) + 0.5f, s.py = float(t.squareAt[q0].y) + 0.5f;
    return;
  }
  x /= float(n), y /= float(n);
  float cx = float(t.squareAt[q0].x) + 0.5f, cy = float(t.squareAt[q0].y) + 0.5f;
  bool nearCentre = (x - cx) * (x - cx) + (y - cy) * (y - cy) < 0.02f;
  if (nearCentre && centreTaken && s.halves) {  // a field wrapped round a monastery: use a corner
    uint64_t h = s.halves;
    int bit = __builtin_ctzll(h), q = bit / 8, first = bit % 8;
    x = float(t.squareAt[q].x) + kHalfPos[first][0] * 0.8f + 0.1f;
    y = float(t.squareAt[q].y) + kHalfPos[first][1] * 0.8f + 0.1f;
  }
  s.px = x, s.py = y;
}

// Rotates each square's group of `bits` bits of a port mask by `shift` within the group.
template <class T>
T rotateMask(T mask, int bits, int shift, int squares) {
  T out = 0;
  const T group = static_cast<T>((T(1) << bits) - 1);
  for (int q = 0; q < squares; ++q) {
    T m = (mask >> (bits * q)) & group;
    m = static_cast<T>(((m << shift) | (m >> (bits - shift))) & group);
    out |= static_cast<T>(m << (bits * q));
  }
  return out;
}

struct PortName {
  int square = 0;
  std::string name;
};

PortName splitPort(const TileType& t, const std::string& text, const std::string& w) {
  auto colon = text.find(':');
  if (colon == std::string::npos) {
    if (t.multiSquare()) fail(w, "'" + text + "': a piece of several squares names ports as SQUARE:SIDE");
    return {0, text};
  }
  std::string sq = text.substr(0, colon);
  auto it = std::find(t.squareName.begin(), t.squareName.end(), sq);
  if (it == t.squareName.end()) fail(w, "'" + text + "': unknown square '" + sq + "'");
  return {int(it - t.squareName.begin()), text.substr(colon + 1)};
}

SegmentDef parseSegment(const Catalog& cat, const TileType& t, const json& js, const std::string& where) {
  if (!js.is_object()) fail(where, "expected an object");
  SegmentDef s;
  s.squares = 0;
  std::string kindName = needString(js, "kind", where);
  int kind = cat.kindId(kindName);
  if (kind < 0) fail(where + ".kind", "unknown feature kind '" + kindName + "'");
  s.kind = static_cast<uint8_t>(kind);
  const FeatureKindDef& kd = cat.kinds[kind];
  for (auto& [key, val] : js.items()) {
    std::string w = where + "." + key;
    if (key == "kind") continue;
    if (key == "at") {
      if (!val.is_array()) fail(w, "expected an array of locations");
      if (kd.topology == Topology::Center) fail(w, "a " + kindName + " has no 'at': it is central");
      for (auto& p : val) {
        if (!p.is_string()) fail(w, "expected location names");
        PortName port = splitPort(t, p.get<std::string>(), w);
        const std::string& name = port.name;
        s.squares = static_cast<uint8_t>(s.squares | 1u << port.square);
        if (kd.topology == Topology::Side) {
          auto side = sideFromName(name);
          if (!side) fail(w, "'" + name + "' is not a side (N, E, S, W)");
          uint32_t bit = 1u << (4 * port.square + *side);
          if (s.sides & bit) fail(w, "side " + p.get<std::string>() + " listed twice");
          s.sides |= bit;
        } else {
          auto half = halfFromName(name);
          if (!half) fail(w, "'" + name + "' is not a half-edge (NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW)");
          uint64_t bit = uint64_t(1) << (8 * port.square + *half);
          if (s.halves & bit) fail(w, "half-edge " + p.get<std::string>() + " listed twice");
          s.halves |= bit;
        }
      }
    } else if (key == "squares") {
      if (!t.multiSquare()) fail(w, "only a piece of several squares lists the squares a segment covers");
      if (!val.is_array() || val.empty()) fail(w, "expected an array of square names");
      for (auto& q : val) {
        auto it = q.is_string() ? std::find(t.squareName.begin(), t.squareName.end(), q.get<std::string>())
                                : t.squareName.end();
        if (it == t.squareName.end()) fail(w, "expected names of this piece's squares");
        s.squares = static_cast<uint8_t>(s.squares | 1u << (it - t.squareName.begin()));
      }
    } else if (key == "cities") {
      if (kd.topology != Topology::Half) fail(w, "only fields list the cities they touch");
      if (!val.is_array()) fail(w, "expected an array of segment indices");
      for (auto& c : val) {
        if (!c.is_number_integer() || c.get<int>() < 0 || c.get<int>() >= kMaxSegments)
          fail(w, "expected segment indices 0.." + std::to_string(kMaxSegments - 1));
        s.cities = static_cast<uint16_t>(s.cities | 1u << c.get<int>());
      }
    } else if (key == "pos") {
      float wmax = 1, hmax = 1;
      for (auto& q : t.squareAt) wmax = std::max(wmax, float(q.x + 1)), hmax = std::max(hmax, float(q.y + 1));
      if (!val.is_array() || val.size() != 2 || !val[0].is_number() || !val[1].is_number())
        fail(w, "expected [x, y] in tile units (0..1)");
      s.px = val[0].get<float>(), s.py = val[1].get<float>();
      if (s.px < 0 || s.px > wmax || s.py < 0 || s.py > hmax)
        fail(w, t.multiSquare() ? "expected [x, y] within the piece" : "expected [x, y] within 0..1");
    } else {
      int tag = cat.tagId(key);
      if (tag < 0) fail(w, "unknown segment property '" + key + "'");
      int n = val.is_boolean() ? int(val.get<bool>()) : val.is_number_integer() ? val.get<int>() : -1;
      if (n < 0 || n > 9) fail(w, "expected true/false or a count 0..9");
      s.tags[tag] = static_cast<uint8_t>(n);
    }
  }
  if (kd.topology == Topology::Side && !s.sides) fail(where + ".at", "a " + kindName + " must touch a side");
  if (!s.squares) {
    if (t.multiSquare()) fail(where, "a segment of a piece of several squares names its square ('squares')");
    s.squares = 1;
  }
  if (kd.topology == Topology::Center && __builtin_popcount(s.squares) != 1)
    fail(where + ".squares", "a " + kindName + " lies on exactly one square");
  if (!js.contains("pos")) s.px = s.py = -1;  // filled in once the whole tile is known
  return s;
}

// Every outer side must be covered as its edge letter says, every port exactly once, and no port
// may lie on a side inside the piece.
void checkCoverage(const Catalog& cat, const TileType& t, const std::string& where) {
  for (int q = 0; q < t.squareCount; ++q) {
    std::string prefix = t.multiSquare() ? t.squareName[q] + ":" : "";
    for (int side = 0; side < kSides; ++side) {
      int e = t.squareEdges[q][side];
      std::string sname = prefix + std::string(kSideNames[side]);
      int covering = -1;
      for (size_t i = 0; i < t.segments.size(); ++i)
        if (t.segments[i].sides >> (4 * q + side) & 1) {
          if (covering >= 0) fail(where, "side " + sname + " is in two segments");
          covering = static_cast<int>(i);
        }
      int halfHolders[2] = {0, 0};
      for (auto& s : t.segments)
        for (int k = 0; k < 2; ++k) halfHolders[k] += int(s.halves >> (8 * q + side * 2 + k) & 1);
      if (e == kInnerEdge) {
        if (covering >= 0 || halfHolders[0] || halfHolders[1])
          fail(where, "side " + sname + " lies inside the piece and cannot be a port");
        continue;
      }
      int sideKind = cat.edgeSideKind[e];
      if (sideKind >= 0 && (covering < 0 || t.segments[covering].kind != sideKind))
        fail(where, "side " + sname + " is '" + std::string(1, cat.edgeLetters[e]) + "' but no " +
                        cat.kinds[sideKind].name + " segment lists it");
      if (sideKind < 0 && covering >= 0)
        fail(where, "side " + sname + " is a field edge but segment " + std::to_string(covering) + " lists it");
      for (int k = 0; k < 2; ++k) {
        int half = side * 2 + k, holders = halfHolders[k];
        std::string hname = prefix + std::string(kHalfNames[half]);
        if (cat.edgeHalves[e] && holders != 1)
          fail(where, "half-edge " + hname + " must be in exactly one field (found " + std::to_string(holders) + ")");
        if (!cat.edgeHalves[e] && holders)
          fail(where, "half-edge " + hname + " lies on a '" + std::string(1, cat.edgeLetters[e]) +
                          "' side and cannot hold a field");
      }
    }
  }
  for (size_t i = 0; i < t.segments.size(); ++i)
    for (int c = 0; c < kMaxSegments; ++c)
      if (t.segments[i].cities >> c & 1) {
        if (c >= int(t.segments.size()) || cat.kinds[t.segments[c].kind].topology != Topology::Side)
          fail(where + ".segments[" + std::to_string(i) + "].cities",
               "index " + std::to_string(c) + " is not a segment with sides");
      }
}

// What a rotation looks like on the board, as text: two rotations with the same signature are
// the same tile (a symmetric tile offers fewer placements). Ports are named by the board position
// of their square, so the squares' own numbering does not matter.
std::string rotationSignature(const TileType& t, int r) {
  const RotatedTile& rt = t.rot[r];
  if (!t.multiSquare()) {  // the rotated masks say it all (and this runs for every tile at startup)
    // Per segment (kind and ports, tags, how many of the cities it touches have each port mask),
    // sorted, as bytes after the edges: no text (in the page's start-up this ran as slow baseline
    // WebAssembly for every tile type).
    std::array<std::array<uint64_t, 3>, kMaxSegments> parts{};
    const size_t n = t.segments.size();
    for (size_t i = 0; i < n; ++i) {
      const SegmentDef& s = t.segments[i];
      uint64_t tags = 0, cities = 0;
      static_assert(kMaxTags <= 8, "a tag count per byte of one word");
      for (int k = 0; k < kMaxTags; ++k) tags |= uint64_t(s.tags[k]) << (8 * k);
      for (int c = 0; c < kMaxSegments; ++c)
        if (s.cities >> c & 1) cities += uint64_t(1) << (4 * (rt.segSides[c] & 0xF));
      parts[i] = {uint64_t(s.kind) | uint64_t(rt.segSides[i] & 0xF) << 8 | uint64_t(rt.segHalves[i] & 0xFF) << 16, tags,
                  cities};
    }
    std::sort(parts.begin(), parts.begin() + long(n));
    std::string sig(sizeof rt.edgeCode + n * sizeof parts[0], '\0');
    std::memcpy(sig.data(), &rt.edgeCode, sizeof rt.edgeCode);
    std::memcpy(sig.data() + sizeof rt.edgeCode, parts.data(), n * sizeof parts[0]);
    return sig;
  }
  auto portList = [&](uint32_t sides, uint64_t halves) {
    std::vector<std::string> ports;
    for (int q = 0; q < t.squareCount; ++q) {
      std::string at = std::to_string(rt.squares[q].offset.x) + "," + std::to_string(rt.squares[q].offset.y);
      for (int s = 0; s < kSides; ++s)
        if (sides >> (4 * q + s) & 1) ports.push_back(at + "s" + std::to_string(s));
      for (int h = 0; h < kHalves; ++h)
        if (halves >> (8 * q + h) & 1) ports.push_back(at + "h" + std::to_string(h));
    }
    std::sort(ports.begin(), ports.end());
    std::string out;
    for (auto& p : ports) out += p + ' ';
    return out;
  };
  std::vector<std::string> parts;
  for (int q = 0; q < t.squareCount; ++q)
    parts.push_back("q" + std::to_string(rt.squares[q].offset.x) + "," + std::to_string(rt.squares[q].offset.y) + ":" +
                    std::to_string(rt.squares[q].edgeCode) + ":" + std::to_string(rt.squares[q].outer));
  for (size_t i = 0; i < t.segments.size(); ++i) {
    const SegmentDef& s = t.segments[i];
    std::string p = std::to_string(int(s.kind)) + ':' + portList(rt.segSides[i], rt.segHalves[i]) + ':';
    for (auto v : s.tags) p += std::to_string(int(v)) + ',';
    std::vector<std::string> cities;  // the cities a field touches, as a set
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) cities.push_back(portList(rt.segSides[c], 0));
    std::sort(cities.begin(), cities.end());
    for (auto& c : cities) p += '|' + c;
    parts.push_back(p);
  }
  std::sort(parts.begin(), parts.end());
  std::string sig;
  for (auto& p : parts) sig += ";" + p;
  return sig;
}

// Square offsets of rotation r: each quarter turn maps (c, row) in a W x H box to (H-1-row, c).
void rotateSquares(TileType& t, int r) {
  RotatedTile& rt = t.rot[r];
  int w = 1, h = 1;
  for (auto& q : t.squareAt) w = std::max(w, q.x + 1), h = std::max(h, q.y + 1);
  std::vector<Coord> at = t.squareAt;
  for (int k = 0; k < r; ++k) {
    for (auto& q : at) q = {h - 1 - q.y, q.x};
    std::swap(w, h);
  }
  rt.width = w, rt.height = h;
  rt.squares.assign(t.squareCount, RotatedSquare{});
  for (int q = 0; q < t.squareCount; ++q) {
    RotatedSquare& sq = rt.squares[q];
    sq.offset = at[q];
    sq.sideSeg.fill(-1), sq.halfSeg.fill(-1);
    sq.outer = 0;
    for (int side = 0; side < kSides; ++side) {
      uint8_t e = t.squareEdges[q][side];
      int bs = rotateSide(side, r);
      if (e == kInnerEdge) continue;
      sq.outer = static_cast<uint8_t>(sq.outer | 1u << bs);
      sq.edgeCode = static_cast<uint16_t>(sq.edgeCode | e << (4 * bs));
    }
  }
}

}  // namespace

void Catalog::finishTile(TileType& t, const std::string& where) {
  checkCoverage(*this, t, where);
  bool centreTaken = false;
  for (auto& s : t.segments) centreTaken |= kinds[s.kind].topology == Topology::Center;
  for (auto& s : t.segments) t.hasCentre |= kinds[s.kind].topology == Topology::Center && kinds[s.kind].completes;
  for (auto& s : t.segments)
    if (s.px < 0) defaultPosition(t, s, centreTaken);
  for (size_t i = 0; i < t.segments.size(); ++i)
    for (size_t j = i + 1; j < t.segments.size(); ++j)
      t.repeatsKind |= t.segments[i].kind == t.segments[j].kind && kinds[t.segments[i].kind].topology == Topology::Side;
  if (t.layouts.empty()) t.layouts.emplace_back();
  std::vector<std::string> seen;
  bool directed = false;  // a property that turns with the tile tells all four rotations apart
  for (auto& [p, v] : t.props) directed |= properties[p].turns;
  for (int r = 0; r < 4; ++r) {
    RotatedTile& rt = t.rot[r];
    rotateSquares(t, r);
    for (size_t i = 0; i < t.segments.size(); ++i) {
      const SegmentDef& s = t.segments[i];
      rt.segSides.push_back(rotateMask<uint32_t>(s.sides, 4, r, t.squareCount));
      rt.segHalves.push_back(rotateMask<uint64_t>(s.halves, 8, 2 * r, t.squareCount));
      for (int q = 0; q < t.squareCount; ++q) {
        for (int side = 0; side < kSides; ++side)
          if (s.sides >> (4 * q + side) & 1) rt.squares[q].sideSeg[rotateSide(side, r)] = static_cast<int8_t>(i);
        for (int h = 0; h < kHalves; ++h)
          if (s.halves >> (8 * q + h) & 1) rt.squares[q].halfSeg[rotateHalf(h, r)] = static_cast<int8_t>(i);
      }
    }
    rt.edgeCode = rt.squares[0].edgeCode;
    rt.sideSeg = rt.squares[0].sideSeg;
    rt.halfSeg = rt.squares[0].halfSeg;
    std::string sig = rotationSignature(t, r) + (directed ? "#" + std::to_string(r) : "");
    auto same = std::find(seen.begin(), seen.end(), sig);
    if (same == seen.end()) {
      t.distinctRots.push_back(static_cast<uint8_t>(r));
      t.canonicalRot[r] = static_cast<uint8_t>(r);
      seen.push_back(sig);
    } else {
      t.canonicalRot[r] = t.distinctRots[same - seen.begin()];
    }
  }
}

void Catalog::loadTiles(const std::string& text, const std::string& file, const std::string& module) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    fail(file, std::string("malformed JSON: ") + e.what());
  }
  if (!doc.is_object()) fail(file, "expected a JSON object");
  if (doc.value("format", "") != "carcassonne-tiles") fail(file + ": format", "expected \"carcassonne-tiles\"");
  if (doc.value("version", 0) != 1) fail(file + ": version", "expected 1");
  TileSetDef set;
  set.id = needString(doc, "set", file);
  set.name = doc.value("name", set.id);
  set.module = module;
  if (setIndex(set.id) >= 0) fail(file + ": set", "set '" + set.id + "' is already loaded");
  if (doc.contains("start")) set.start = needString(doc, "start", file);
  if (doc.contains("replacesStart")) {
    if (!doc["replacesStart"].is_boolean()) fail(file + ": replacesStart", "expected true or false");
    set.replacesStart = doc["replacesStart"].get<bool>();
    if (set.replacesStart && set.start.empty()) fail(file + ": replacesStart", "the set names no start tile");
  }
  const json& list = need(doc, "tiles", file);
  if (!list.is_array() || list.empty()) fail(file + ": tiles", "expected a non-empty array");
  // A refused file leaves the catalog as it was: loading only appends tiles, so they are cut off
  // again (a copy of every earlier set's tiles per file cost a fifth of the page's start-up).
  const size_t before = tiles.size();
  try {
    loadTileList(list, file, set);
  } catch (...) {
    tiles.resize(before);
    throw;
  }
  sets.push_back(set);
}

namespace {

std::array<uint8_t, kSides> parseEdges(const Catalog& cat, const std::string& edges, const std::string& where,
                                       bool inner) {
  if (edges.size() != 4) fail(where, "expected 4 letters (N, E, S, W), got \"" + edges + "\"");
  std::array<uint8_t, kSides> out{};
  for (int s = 0; s < 4; ++s) {
    if (inner && edges[s] == '.') {
      out[s] = kInnerEdge;
      continue;
    }
    int e = cat.edgeIndex(edges[s]);
    if (e < 0) fail(where, std::string("unknown edge letter '") + edges[s] + "'");
    out[s] = static_cast<uint8_t>(e);
  }
  return out;
}

// "squares": [{"name": "n", "at": [1, 0], "edges": "RF.F"}, ...]: '.' marks a side shared with
// another square of the piece (never matched against a neighbour).
void parseSquares(const Catalog& cat, TileType& t, const json& list, const std::string& where) {
  if (!list.is_array() || list.size() < 2 || list.size() > kMaxSquares)
    fail(where, "expected an array of 2 to " + std::to_string(kMaxSquares) + " squares");
  for (size_t i = 0; i < list.size(); ++i) {
    const json& q = list[i];
    std::string w = where + "[" + std::to_string(i) + "]";
    if (!q.is_object()) fail(w, "expected {\"name\", \"at\": [column, row], \"edges\"}");
    for (auto& [k, v] : q.items())
      if (k != "name" && k != "at" && k != "edges") fail(w, "unknown field '" + k + "'");
    std::string name = needString(q, "name", w);
    if (name.empty() || name.find(':') != std::string::npos) fail(w + ".name", "expected a name without ':'");
    if (std::find(t.squareName.begin(), t.squareName.end(), name) != t.squareName.end())
      fail(w + ".name", "square '" + name + "' listed twice");
    const json& at = need(q, "at", w);
    if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer() ||
        at[0].get<int>() < 0 || at[1].get<int>() < 0 || at[0].get<int>() > 7 || at[1].get<int>() > 7)
      fail(w + ".at", "expected [column, row] within 0..7");
    Coord c{at[0].get<int>(), at[1].get<int>()};
    if (std::find(t.squareAt.begin(), t.squareAt.end(), c) != t.squareAt.end())
      fail(w + ".at", "two squares at the same place");
    t.squareName.push_back(name), t.squareAt.push_back(c);
    t.squareEdges.push_back(parseEdges(cat, needString(q, "edges", w), w + ".edges", true));
  }
  t.squareCount = static_cast<int>(list.size());
  for (int q = 0; q < t.squareCount; ++q)
    for (int s = 0; s < kSides; ++s) {
      Coord n = t.squareAt[q].step(s);
      bool inside = std::find(t.squareAt.begin(), t.squareAt.end(), n) != t.squareAt.end();
      if (inside != (t.squareEdges[q][s] == kInnerEdge))
        fail(where + "[" + std::to_string(q) + "].edges",
             "side " + std::string(kSideNames[s]) + (inside ? " faces another square: write '.'" : " faces outside"));
    }
  bool minX = false, minY = false;
  for (auto& c : t.squareAt) minX |= c.x == 0, minY |= c.y == 0;
  if (!minX || !minY) fail(where, "the squares' bounding box must start at [0, 0]");
}

void parseLayouts(TileType& t, const json& list, const std::string& where) {
  if (!list.is_array() || list.empty()) fail(where, "expected an array of layouts (each a list of links)");
  for (size_t i = 0; i < list.size(); ++i) {
    const json& l = list[i];
    std::string w = where + "[" + std::to_string(i) + "]";
    if (!l.is_array()) fail(w, "expected a list of [segment, segment] links");
    Layout layout;
    for (auto& link : l) {
      if (!link.is_array() || link.size() != 2 || !link[0].is_number_integer() || !link[1].is_number_integer())
        fail(w, "expected [segment, segment] links");
      int a = link[0].get<int>(), b = link[1].get<int>();
      if (a < 0 || b < 0 || a >= int(t.segments.size()) || b >= int(t.segments.size()) || a == b)
        fail(w, "expected two different segment indices of this tile");
      if (t.segments[a].kind != t.segments[b].kind) fail(w, "a link joins two segments of one kind");
      layout.push_back({static_cast<uint8_t>(a), static_cast<uint8_t>(b)});
    }
    t.layouts.push_back(std::move(layout));
  }
}

void parseProperty(const Catalog& cat, TileType& t, int id, const json& v, const std::string& where) {
  const TilePropertyDef& p = cat.properties[id];
  int value = -1;
  if (!p.labels.empty()) {
    auto it = v.is_string() ? std::find(p.labels.begin(), p.labels.end(), v.get<std::string>()) : p.labels.end();
    if (it == p.labels.end()) {
      std::string list;
      for (auto& l : p.labels) list += (list.empty() ? "" : ", ") + l;
      fail(where, "expected one of " + list);
    }
    value = int(it - p.labels.begin());
  } else if (v.is_boolean()) {
    value = v.get<bool>() ? 1 : 0;
  } else if (v.is_number_integer() && v.get<int>() >= 0 && v.get<int>() <= 255) {
    value = v.get<int>();
  } else {
    fail(where, "expected true/false or a count 0..255");
  }
  t.props.push_back({id, value});
}

}  // namespace

void Catalog::loadTileList(const nlohmann::json& list, const std::string& file, const TileSetDef& set) {
  size_t firstNew = tiles.size();
  for (size_t i = 0; i < list.size(); ++i) {
    const json& jt = list[i];
    std::string where = file + ": tiles[" + std::to_string(i) + "]";
    if (!jt.is_object()) fail(where, "expected an object");
    TileType t;
    t.id = needString(jt, "id", where);
    where = file + ": tile " + t.id;
    if (t.id.empty() || t.id.size() > 32) fail(where + ": id", "expected 1 to 32 characters");
    if (tileId(t.id) >= 0) fail(where + ": id", "tile id is already used");
    t.set = set.id;
    t.setIdx = static_cast<int>(sets.size());  // the set is appended once its tiles load
    const json& count = need(jt, "count", where);
    if (!count.is_number_integer() || count.get<int>() < 0 || count.get<int>() > 100)
      fail(where + ": count", "expected an integer 0..100");
    t.count = count.get<int>();
    if (jt.contains("squares")) {
      if (jt.contains("edges")) fail(where + ": edges", "a piece of several squares gives edges per square");
      parseSquares(*this, t, jt["squares"], where + ": squares");
    } else {
      t.edges = parseEdges(*this, needString(jt, "edges", where), where + ": edges", false);
      t.squareAt = {Coord{0, 0}}, t.squareName = {"0"}, t.squareEdges = {t.edges};
    }
    t.edges = t.squareEdges[0];
    const json& segs = need(jt, "segments", where);
    if (!segs.is_array() || segs.size() > kMaxSegments)
      fail(where + ": segments", "expected an array of at most 16 segments");
    for (size_t k = 0; k < segs.size(); ++k)
      t.segments.push_back(parseSegment(*this, t, segs[k], where + ": segments[" + std::to_string(k) + "]"));
    for (auto& [key, val] : jt.items()) {
      if (key == "id" || key == "count" || key == "edges" || key == "segments" || key == "squares") continue;
      if (key == "variantOf" || key == "enabledBy") {
        if (!val.is_string() || val.get<std::string>().empty()) fail(where + ": " + key, "expected a non-empty string");
      } else if (key == "layouts") {
        parseLayouts(t, val, where + ": layouts");
      } else if (int p = propertyId(key); p >= 0) {
        parseProperty(*this, t, p, val, where + ": " + key);
      } else {
        fail(where + ": " + key, "unknown tile field");
      }
    }
    if (!t.layouts.empty()) t.layouts.insert(t.layouts.begin(), Layout{});  // layout 0: no links
    t.variantOf = jt.value("variantOf", "");
    t.enabledBy = jt.value("enabledBy", "");
    if (!t.variantOf.empty()) {
      t.variantOfIndex = tileId(t.variantOf);
      if (t.variantOfIndex < int(firstNew))
        fail(where + ": variantOf", "'" + t.variantOf + "' is not an earlier tile of this file");
      if (t.enabledBy.empty()) fail(where + ": enabledBy", "a variant names the set that enables it");
    }
    finishTile(t, where);
    tiles.push_back(std::move(t));
  }
  if (!set.start.empty() && (tileId(set.start) < int(firstNew)))
    fail(file + ": start", "'" + set.start + "' is not a tile of this file");
}

}  // namespace carc
