// Parses and validates tile catalogue files (tiles/*.json) and precomputes every rotation. A tile
// is one square ("edges": "CRFR") or a piece of several squares ("squares": [{"name", "at",
// "edges"}], ports written "name:SIDE"); either may list alternative layouts (internal links).
#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>

#include "catalog.hpp"
#include "tile_json.hpp"

namespace carc {
namespace {

using json = tilejson::Value;

// A place in a tile file ("tiles/base.json: tile A: segments[2].at"), written out only when a
// message needs it: building every place's text up front cost ~1M of the 19M instructions.
class Where {
 public:
  template <class F, class = std::enable_if_t<std::is_invocable_r_v<std::string, const F&>>>
  Where(const F& f) : obj_(&f), call_([](const void* o) { return std::string((*static_cast<const F*>(o))()); }) {}
  Where(const std::string& s) : obj_(&s), call_([](const void* o) { return *static_cast<const std::string*>(o); }) {}
  std::string operator()() const { return call_(obj_); }

 private:
  const void* obj_;
  std::string (*call_)(const void*);
};

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }
[[noreturn]] void fail(const Where& where, const std::string& what) { throw Error(where() + ": " + what); }

json need(json obj, const char* key, const Where& where) {
  json v = obj.find(key);
  if (!v) fail(where, std::string("missing field '") + key + "'");
  return v;
}

std::string_view needString(json obj, const char* key, const Where& where) {
  json v = need(obj, key, where);
  if (!v.is_string()) fail([&] { return where() + "." + key; }, "expected a string, got " + std::string(v.type_name()));
  return v.str();
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
  std::string_view name;
};

PortName splitPort(const TileType& t, std::string_view text, const Where& w) {
  auto colon = text.find(':');
  if (colon == std::string_view::npos) {
    if (t.multiSquare()) fail(w, "'" + std::string(text) + "': a piece of several squares names ports as SQUARE:SIDE");
    return {0, text};
  }
  std::string_view sq = text.substr(0, colon);
  auto it = std::find(t.squareName.begin(), t.squareName.end(), sq);
  if (it == t.squareName.end()) fail(w, "'" + std::string(text) + "': unknown square '" + std::string(sq) + "'");
  return {int(it - t.squareName.begin()), text.substr(colon + 1)};
}

SegmentDef parseSegment(const Catalog& cat, const TileType& t, json js, const Where& where) {
  if (!js.is_object()) fail(where, "expected an object");
  SegmentDef s;
  s.squares = 0;
  std::string_view kindText = needString(js, "kind", where);
  int kind = cat.kindId(kindText);
  if (kind < 0) fail([&] { return where() + ".kind"; }, "unknown feature kind '" + std::string(kindText) + "'");
  s.kind = static_cast<uint8_t>(kind);
  const FeatureKindDef& kd = cat.kinds[kind];
  const std::string& kindName = kd.name;
  for (size_t m = 0; m < js.size(); ++m) {
    std::string_view key = js.key(m);
    json val = js.value(m);
    auto w = [&] { return where() + "." + std::string(key); };
    if (key == "kind") continue;
    if (key == "at") {
      if (!val.is_array()) fail(w, "expected an array of locations");
      if (kd.topology == Topology::Center) fail(w, "a " + kindName + " has no 'at': it is central");
      for (json p : val) {
        if (!p.is_string()) fail(w, "expected location names");
        PortName port = splitPort(t, p.str(), w);
        std::string_view name = port.name;
        s.squares = static_cast<uint8_t>(s.squares | 1u << port.square);
        if (kd.topology == Topology::Side) {
          auto side = sideFromName(name);
          if (!side) fail(w, "'" + std::string(name) + "' is not a side (N, E, S, W)");
          uint32_t bit = 1u << (4 * port.square + *side);
          if (s.sides & bit) fail(w, "side " + std::string(p.str()) + " listed twice");
          s.sides |= bit;
        } else {
          auto half = halfFromName(name);
          if (!half) fail(w, "'" + std::string(name) + "' is not a half-edge (NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW)");
          uint64_t bit = uint64_t(1) << (8 * port.square + *half);
          if (s.halves & bit) fail(w, "half-edge " + std::string(p.str()) + " listed twice");
          s.halves |= bit;
        }
      }
    } else if (key == "squares") {
      if (!t.multiSquare()) fail(w, "only a piece of several squares lists the squares a segment covers");
      if (!val.is_array() || val.empty()) fail(w, "expected an array of square names");
      for (json q : val) {
        auto it = q.is_string() ? std::find(t.squareName.begin(), t.squareName.end(), q.str()) : t.squareName.end();
        if (it == t.squareName.end()) fail(w, "expected names of this piece's squares");
        s.squares = static_cast<uint8_t>(s.squares | 1u << (it - t.squareName.begin()));
      }
    } else if (key == "cities") {
      if (kd.topology != Topology::Half) fail(w, "only fields list the cities they touch");
      if (!val.is_array()) fail(w, "expected an array of segment indices");
      for (json c : val) {
        if (!c.is_number_integer() || c.asInt() < 0 || c.asInt() >= kMaxSegments)
          fail(w, "expected segment indices 0.." + std::to_string(kMaxSegments - 1));
        s.cities = static_cast<uint16_t>(s.cities | 1u << c.asInt());
      }
    } else if (key == "pos") {
      float wmax = 1, hmax = 1;
      for (auto& q : t.squareAt) wmax = std::max(wmax, float(q.x + 1)), hmax = std::max(hmax, float(q.y + 1));
      if (!val.is_array() || val.size() != 2 || !val[0].is_number() || !val[1].is_number())
        fail(w, "expected [x, y] in tile units (0..1)");
      s.px = val[0].asFloat(), s.py = val[1].asFloat();
      if (s.px < 0 || s.px > wmax || s.py < 0 || s.py > hmax)
        fail(w, t.multiSquare() ? "expected [x, y] within the piece" : "expected [x, y] within 0..1");
    } else {
      int tag = cat.tagId(key);
      if (tag < 0) fail(w, "unknown segment property '" + std::string(key) + "'");
      int n = val.is_boolean() ? int(val.boolean()) : val.is_number_integer() ? val.asInt() : -1;
      if (n < 0 || n > 9) fail(w, "expected true/false or a count 0..9");
      s.tags[tag] = static_cast<uint8_t>(n);
    }
  }
  if (kd.topology == Topology::Side && !s.sides)
    fail([&] { return where() + ".at"; }, "a " + kindName + " must touch a side");
  if (!s.squares) {
    if (t.multiSquare()) fail(where, "a segment of a piece of several squares names its square ('squares')");
    s.squares = 1;
  }
  if (kd.topology == Topology::Center && __builtin_popcount(s.squares) != 1)
    fail([&] { return where() + ".squares"; }, "a " + kindName + " lies on exactly one square");
  if (!js.contains("pos")) s.px = s.py = -1;  // filled in once the whole tile is known
  return s;
}

// Every outer side must be covered as its edge letter says, every port exactly once, and no port
// may lie on a side inside the piece.
void checkCoverage(const Catalog& cat, const TileType& t, const std::string& where) {
  for (int q = 0; q < t.squareCount; ++q) {
    auto prefix = [&] { return t.multiSquare() ? t.squareName[q] + ":" : std::string(); };
    for (int side = 0; side < kSides; ++side) {
      int e = t.squareEdges[q][side];
      auto sname = [&] { return prefix() + std::string(kSideNames[side]); };
      int covering = -1;
      for (size_t i = 0; i < t.segments.size(); ++i)
        if (t.segments[i].sides >> (4 * q + side) & 1) {
          if (covering >= 0) fail(where, "side " + sname() + " is in two segments");
          covering = static_cast<int>(i);
        }
      int halfHolders[2] = {0, 0};
      for (auto& s : t.segments)
        for (int k = 0; k < 2; ++k) halfHolders[k] += int(s.halves >> (8 * q + side * 2 + k) & 1);
      if (e == kInnerEdge) {
        if (covering >= 0 || halfHolders[0] || halfHolders[1])
          fail(where, "side " + sname() + " lies inside the piece and cannot be a port");
        continue;
      }
      int sideKind = cat.edgeSideKind[e];
      if (sideKind >= 0 && (covering < 0 || t.segments[covering].kind != sideKind))
        fail(where, "side " + sname() + " is '" + std::string(1, cat.edgeLetters[e]) + "' but no " +
                        cat.kinds[sideKind].name + " segment lists it");
      if (sideKind < 0 && covering >= 0)
        fail(where, "side " + sname() + " is a field edge but segment " + std::to_string(covering) + " lists it");
      for (int k = 0; k < 2; ++k) {
        int half = side * 2 + k, holders = halfHolders[k];
        auto hname = [&] { return prefix() + std::string(kHalfNames[half]); };
        if (cat.edgeHalves[e] && holders != 1)
          fail(where, "half-edge " + hname() + " must be in exactly one field (found " + std::to_string(holders) + ")");
        if (!cat.edgeHalves[e] && holders)
          fail(where, "half-edge " + hname() + " lies on a '" + std::string(1, cat.edgeLetters[e]) +
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

// What a rotation looks like on the board, as bytes: two rotations with the same signature are
// the same tile (a symmetric tile offers fewer placements). Ports are named by the board position
// of their square, so the squares' own numbering does not matter.
// Appended to `out`.
void rotationSignature(const TileType& t, int r, std::string& out) {
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
    tilejson::insertionSort(parts.begin(), parts.begin() + long(n));
    out.append(reinterpret_cast<const char*>(&rt.edgeCode), sizeof rt.edgeCode);
    out.append(reinterpret_cast<const char*>(parts.data()), n * sizeof parts[0]);
    return;
  }
  // A piece of several squares: its squares in board order (offsets are distinct), then per segment
  // (kind, tags, ports, the sorted port masks of the cities it touches), sorted; a port is
  // renumbered by its square's rank in board order, so the squares' own numbering does not matter.
  const int nq = t.squareCount;
  std::array<int, kMaxSquares> order{}, rank{};
  for (int q = 0; q < nq; ++q) order[q] = q;
  tilejson::insertionSort(order.begin(), order.begin() + nq, [&](int a, int b) {
    const Coord &x = rt.squares[a].offset, &y = rt.squares[b].offset;
    return x.y != y.y ? x.y < y.y : x.x < y.x;
  });
  for (int k = 0; k < nq; ++k) rank[order[k]] = k;
  auto sides = [&](uint32_t m) {
    uint32_t out = 0;
    for (int q = 0; q < nq; ++q) out |= (m >> (4 * q) & 0xFu) << (4 * rank[q]);
    return out;
  };
  auto halves = [&](uint64_t m) {
    uint64_t out = 0;
    for (int q = 0; q < nq; ++q) out |= (m >> (8 * q) & 0xFFu) << (8 * rank[q]);
    return out;
  };
  static_assert(kMaxSquares * 4 <= 32 && kMaxSquares * 8 <= 64, "a port mask per word");
  std::array<uint64_t, 2 * kMaxSquares> squares{};
  for (int k = 0; k < nq; ++k) {
    const RotatedSquare& sq = rt.squares[order[k]];
    squares[2 * k] = uint64_t(uint32_t(sq.offset.x)) | uint64_t(uint32_t(sq.offset.y)) << 32;
    squares[2 * k + 1] = uint64_t(sq.edgeCode) | uint64_t(sq.outer) << 16;
  }
  // kind, city count and squares covered; tags; sides; halves; cities
  using Part = std::array<uint64_t, 4 + kMaxSegments / 2>;
  std::array<Part, kMaxSegments> parts{};
  const size_t n = t.segments.size();
  for (size_t i = 0; i < n; ++i) {
    const SegmentDef& s = t.segments[i];
    Part& p = parts[i];
    std::array<uint32_t, kMaxSegments> cities{};
    int nc = 0;
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) cities[nc++] = sides(rt.segSides[c]);
    tilejson::insertionSort(cities.begin(), cities.begin() + nc);
    for (int k = 0; k < kMaxTags; ++k) p[1] |= uint64_t(s.tags[k]) << (8 * k);
    uint64_t covered = 0;  // the squares it lies on, by board rank: a centre feature has no port to tell
    for (int q = 0; q < nq; ++q) covered |= uint64_t(s.squares >> q & 1) << rank[q];
    p[0] = uint64_t(s.kind) | uint64_t(nc) << 8 | covered << 16;
    p[2] = sides(rt.segSides[i]), p[3] = halves(rt.segHalves[i]);
    for (int c = 0; c < nc; ++c) p[4 + c / 2] |= uint64_t(cities[c]) << (32 * (c % 2));
  }
  tilejson::insertionSort(parts.begin(), parts.begin() + long(n));
  out.append(reinterpret_cast<const char*>(squares.data()), size_t(2 * nq) * sizeof squares[0]);
  out.append(reinterpret_cast<const char*>(parts.data()), n * sizeof parts[0]);
}

// Square offsets of rotation r: each quarter turn maps (c, row) in a W x H box to (H-1-row, c).
void rotateSquares(TileType& t, int r) {
  RotatedTile& rt = t.rot[r];
  int w = 1, h = 1;
  for (auto& q : t.squareAt) w = std::max(w, q.x + 1), h = std::max(h, q.y + 1);
  std::array<Coord, kMaxSquares> at{};
  std::copy(t.squareAt.begin(), t.squareAt.end(), at.begin());
  for (int k = 0; k < r; ++k) {
    for (int q = 0; q < t.squareCount; ++q) at[q] = {h - 1 - at[q].y, at[q].x};
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
  for (size_t k = 0; k < t.segments.size(); ++k)
    if (kinds[t.segments[k].kind].topology == Topology::Side && kinds[t.segments[k].kind].completes)
      t.sideCompletes |= 1u << k;
  for (auto& s : t.segments)
    if (s.px < 0) defaultPosition(t, s, centreTaken);
  for (size_t i = 0; i < t.segments.size(); ++i)
    for (size_t j = i + 1; j < t.segments.size(); ++j)
      t.repeatsKind |= t.segments[i].kind == t.segments[j].kind && kinds[t.segments[i].kind].topology == Topology::Side;
  if (t.layouts.empty()) t.layouts.emplace_back();
  std::string sigs;  // the distinct rotations' signatures, one after another
  std::array<size_t, 5> sigAt{};
  sigs.reserve(1024);
  bool directed = false;  // a property that turns with the tile tells all four rotations apart
  for (auto& [p, v] : t.props) directed |= properties[p].turns;
  for (int r = 0; r < 4; ++r) {
    RotatedTile& rt = t.rot[r];
    rotateSquares(t, r);
    rt.segSides.reserve(t.segments.size()), rt.segHalves.reserve(t.segments.size());
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
    const size_t known = t.distinctRots.size(), from = sigAt[known];
    rotationSignature(t, r, sigs);
    if (directed) sigs += char('0' + r);
    std::string_view sig(sigs.data() + from, sigs.size() - from);
    size_t same = 0;
    while (same < known && std::string_view(sigs.data() + sigAt[same], sigAt[same + 1] - sigAt[same]) != sig) ++same;
    if (same == known) {
      t.distinctRots.push_back(static_cast<uint8_t>(r));
      t.canonicalRot[r] = static_cast<uint8_t>(r);
      sigAt[known + 1] = sigs.size();
    } else {
      t.canonicalRot[r] = t.distinctRots[same];
      sigs.resize(from);
    }
  }
}

void Catalog::loadTiles(const std::string& text, const std::string& file, const std::string& module) {
  // Read straight from the text into a flat tree (tile_json.hpp): nlohmann's tree of maps and
  // strings cost over a third of the catalog build (7.6M of 19.3M instructions).
  std::optional<tilejson::Doc> tree;
  try {
    tree.emplace(text);
  } catch (const Error& e) {  // "malformed JSON: " and nlohmann's words, or a limit
    fail(file, e.what());
  }
  json doc = tree->root();
  if (!doc.is_object()) fail(file, "expected a JSON object");
  // As nlohmann's value(key, default) read them, but a field of the wrong type is refused here
  // with the field's message (nlohmann threw its type_error).
  json format = doc.find("format"), version = doc.find("version"), name = doc.find("name");
  if (!format || !format.is_string() || format.str() != "carcassonne-tiles")
    fail(file + ": format", "expected \"carcassonne-tiles\"");
  // (get<int>() took a number or a boolean)
  int versionNumber = !version               ? 0
                      : version.is_boolean() ? int(version.boolean())
                      : version.is_number()  ? version.asInt()
                                             : -1;
  if (versionNumber != 1) fail(file + ": version", "expected 1");
  TileSetDef set;
  set.id = needString(doc, "set", file);
  if (name && !name.is_string()) fail(file + ": name", "expected a string");
  set.name = name ? std::string(name.str()) : set.id;
  set.module = module;
  if (setIndex(set.id) >= 0) fail(file + ": set", "set '" + set.id + "' is already loaded");
  if (doc.contains("start")) set.start = needString(doc, "start", file);
  if (json replaces = doc.find("replacesStart")) {
    if (!replaces.is_boolean()) fail(file + ": replacesStart", "expected true or false");
    set.replacesStart = replaces.boolean();
    if (set.replacesStart && set.start.empty()) fail(file + ": replacesStart", "the set names no start tile");
  }
  json list = need(doc, "tiles", file);
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

std::array<uint8_t, kSides> parseEdges(const Catalog& cat, std::string_view edges, const Where& where, bool inner) {
  if (edges.size() != 4) fail(where, "expected 4 letters (N, E, S, W), got \"" + std::string(edges) + "\"");
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
void parseSquares(const Catalog& cat, TileType& t, json list, const std::string& where) {
  if (!list.is_array() || list.size() < 2 || list.size() > kMaxSquares)
    fail(where, "expected an array of 2 to " + std::to_string(kMaxSquares) + " squares");
  for (size_t i = 0; i < list.size(); ++i) {
    json q = list[i];
    std::string w = where + "[" + std::to_string(i) + "]";
    if (!q.is_object()) fail(w, "expected {\"name\", \"at\": [column, row], \"edges\"}");
    for (size_t m = 0; m < q.size(); ++m)
      if (std::string_view k = q.key(m); k != "name" && k != "at" && k != "edges")
        fail(w, "unknown field '" + std::string(k) + "'");
    std::string name(needString(q, "name", w));
    if (name.empty() || name.find(':') != std::string::npos) fail(w + ".name", "expected a name without ':'");
    if (std::find(t.squareName.begin(), t.squareName.end(), name) != t.squareName.end())
      fail(w + ".name", "square '" + name + "' listed twice");
    json at = need(q, "at", w);
    if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer() ||
        at[0].asInt() < 0 || at[1].asInt() < 0 || at[0].asInt() > 7 || at[1].asInt() > 7)
      fail(w + ".at", "expected [column, row] within 0..7");
    Coord c{at[0].asInt(), at[1].asInt()};
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

void parseLayouts(TileType& t, json list, const std::string& where) {
  if (!list.is_array() || list.empty()) fail(where, "expected an array of layouts (each a list of links)");
  for (size_t i = 0; i < list.size(); ++i) {
    json l = list[i];
    std::string w = where + "[" + std::to_string(i) + "]";
    if (!l.is_array()) fail(w, "expected a list of [segment, segment] links");
    Layout layout;
    for (json link : l) {
      if (!link.is_array() || link.size() != 2 || !link[0].is_number_integer() || !link[1].is_number_integer())
        fail(w, "expected [segment, segment] links");
      int a = link[0].asInt(), b = link[1].asInt();
      if (a < 0 || b < 0 || a >= int(t.segments.size()) || b >= int(t.segments.size()) || a == b)
        fail(w, "expected two different segment indices of this tile");
      if (t.segments[a].kind != t.segments[b].kind) fail(w, "a link joins two segments of one kind");
      layout.push_back({static_cast<uint8_t>(a), static_cast<uint8_t>(b)});
    }
    t.layouts.push_back(std::move(layout));
  }
}

void parseProperty(const Catalog& cat, TileType& t, int id, json v, const Where& where) {
  const TilePropertyDef& p = cat.properties[id];
  int value = -1;
  if (!p.labels.empty()) {
    auto it = v.is_string() ? std::find(p.labels.begin(), p.labels.end(), v.str()) : p.labels.end();
    if (it == p.labels.end()) {
      std::string list;
      for (auto& l : p.labels) list += (list.empty() ? "" : ", ") + l;
      fail(where, "expected one of " + list);
    }
    value = int(it - p.labels.begin());
  } else if (v.is_boolean()) {
    value = v.boolean() ? 1 : 0;
  } else if (v.is_number_integer() && v.asInt() >= 0 && v.asInt() <= 255) {
    value = v.asInt();
  } else {
    fail(where, "expected true/false or a count 0..255");
  }
  t.props.push_back({id, value});
}

}  // namespace

void Catalog::loadTileList(const tilejson::Value& list, const std::string& file, const TileSetDef& set) {
  size_t firstNew = tiles.size();
  for (size_t i = 0; i < list.size(); ++i) {
    json jt = list[i];
    auto at = [&] { return file + ": tiles[" + std::to_string(i) + "]"; };
    if (!jt.is_object()) fail(at, "expected an object");
    TileType t;
    t.id = needString(jt, "id", at);
    const std::string where = file + ": tile " + t.id;
    // A variant enabled by a module this build does not ship (a first-screen core, issue 22) can
    // never be in play: it is left out, segments and all (their kinds may be that module's).
    if (json by = jt.find("enabledBy"); by && by.is_string() && moduleIndex(by.str()) < 0) continue;
    if (t.id.empty() || t.id.size() > 32) fail(where + ": id", "expected 1 to 32 characters");
    if (tileId(t.id) >= 0) fail(where + ": id", "tile id is already used");
    t.set = set.id;
    t.setIdx = static_cast<int>(sets.size());  // the set is appended once its tiles load
    json count = need(jt, "count", where);
    if (!count.is_number_integer() || count.asInt() < 0 || count.asInt() > 100)
      fail(where + ": count", "expected an integer 0..100");
    t.count = count.asInt();
    if (json squares = jt.find("squares")) {
      if (jt.contains("edges")) fail(where + ": edges", "a piece of several squares gives edges per square");
      parseSquares(*this, t, squares, where + ": squares");
    } else {
      t.edges = parseEdges(
          *this, needString(jt, "edges", where), [&] { return where + ": edges"; }, false);
      t.squareAt = {Coord{0, 0}}, t.squareName = {"0"}, t.squareEdges = {t.edges};
    }
    t.edges = t.squareEdges[0];
    json segs = need(jt, "segments", where);
    if (!segs.is_array() || segs.size() > kMaxSegments)
      fail(where + ": segments", "expected an array of at most 16 segments");
    t.segments.reserve(segs.size());
    for (size_t k = 0; k < segs.size(); ++k)
      t.segments.push_back(
          parseSegment(*this, t, segs[k], [&] { return where + ": segments[" + std::to_string(k) + "]"; }));
    for (size_t m = 0; m < jt.size(); ++m) {
      std::string_view key = jt.key(m);
      json val = jt.value(m);
      auto w = [&] { return where + ": " + std::string(key); };
      if (key == "id" || key == "count" || key == "edges" || key == "segments" || key == "squares") continue;
      if (key == "variantOf" || key == "enabledBy") {
        if (!val.is_string() || val.str().empty()) fail(w, "expected a non-empty string");
        (key == "variantOf" ? t.variantOf : t.enabledBy) = val.str();
      } else if (key == "layouts") {
        parseLayouts(t, val, where + ": layouts");
      } else if (int p = propertyId(key); p >= 0) {
        parseProperty(*this, t, p, val, w);
      } else {
        fail(w, "unknown tile field");
      }
    }
    if (!t.layouts.empty()) t.layouts.insert(t.layouts.begin(), Layout{});  // layout 0: no links
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
