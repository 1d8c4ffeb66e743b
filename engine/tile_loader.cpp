// Parses and validates tile catalogue files (tiles/*.json) and precomputes every rotation.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

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

void defaultPosition(SegmentDef& s, bool centreTaken) {
  float x = 0, y = 0;
  int n = 0;
  for (int i = 0; i < kSides; ++i)
    if (s.sides >> i & 1) x += kSidePos[i][0], y += kSidePos[i][1], ++n;
  for (int i = 0; i < kHalves; ++i)
    if (s.halves >> i & 1) x += kHalfPos[i][0], y += kHalfPos[i][1], ++n;
  if (n == 0) return;  // centre features and inner fields stay at the centre
  x /= n, y /= n;
  bool nearCentre = (x - 0.5f) * (x - 0.5f) + (y - 0.5f) * (y - 0.5f) < 0.02f;
  if (nearCentre && centreTaken && s.halves) {  // a field wrapped round a monastery: use a corner
    int first = __builtin_ctz(s.halves);
    x = kHalfPos[first][0] * 0.8f + 0.1f, y = kHalfPos[first][1] * 0.8f + 0.1f;
  }
  s.px = x, s.py = y;
}

uint8_t rotateMask(uint8_t mask, int bits, int shift) {
  uint32_t m = mask;
  m = (m << shift) | (m >> (bits - shift));
  return static_cast<uint8_t>(m & ((1u << bits) - 1));
}

SegmentDef parseSegment(const Catalog& cat, const json& js, const std::string& where) {
  if (!js.is_object()) fail(where, "expected an object");
  SegmentDef s;
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
        std::string name = p.get<std::string>();
        if (kd.topology == Topology::Side) {
          auto side = sideFromName(name);
          if (!side) fail(w, "'" + name + "' is not a side (N, E, S, W)");
          if (s.sides >> *side & 1) fail(w, "side " + name + " listed twice");
          s.sides |= 1 << *side;
        } else {
          auto half = halfFromName(name);
          if (!half) fail(w, "'" + name + "' is not a half-edge (NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW)");
          if (s.halves >> *half & 1) fail(w, "half-edge " + name + " listed twice");
          s.halves |= 1 << *half;
        }
      }
    } else if (key == "cities") {
      if (kd.topology != Topology::Half) fail(w, "only fields list the cities they touch");
      if (!val.is_array()) fail(w, "expected an array of segment indices");
      for (auto& c : val) {
        if (!c.is_number_integer() || c.get<int>() < 0 || c.get<int>() >= kMaxSegments)
          fail(w, "expected segment indices 0.." + std::to_string(kMaxSegments - 1));
        s.cities |= 1 << c.get<int>();
      }
    } else if (key == "pos") {
      if (!val.is_array() || val.size() != 2 || !val[0].is_number() || !val[1].is_number())
        fail(w, "expected [x, y] in tile units (0..1)");
      s.px = val[0].get<float>(), s.py = val[1].get<float>();
      if (s.px < 0 || s.px > 1 || s.py < 0 || s.py > 1) fail(w, "expected [x, y] within 0..1");
    } else {
      int tag = cat.tagId(key);
      if (tag < 0) fail(w, "unknown segment property '" + key + "'");
      int n = val.is_boolean() ? int(val.get<bool>()) : val.is_number_integer() ? val.get<int>() : -1;
      if (n < 0 || n > 9) fail(w, "expected true/false or a count 0..9");
      s.tags[tag] = static_cast<uint8_t>(n);
    }
  }
  if (kd.topology == Topology::Side && !s.sides) fail(where + ".at", "a " + kindName + " must touch a side");
  if (!js.contains("pos")) s.px = s.py = -1;  // filled in once the whole tile is known
  return s;
}

// Every side must be covered as its edge letter says, and every port exactly once.
void checkCoverage(const Catalog& cat, const TileType& t, const std::string& where) {
  for (int side = 0; side < kSides; ++side) {
    int e = t.edges[side];
    int sideKind = cat.edgeSideKind[e];
    std::string sname(kSideNames[side]);
    int covering = -1;
    for (size_t i = 0; i < t.segments.size(); ++i)
      if (t.segments[i].sides >> side & 1) {
        if (covering >= 0) fail(where, "side " + sname + " is in two segments");
        covering = static_cast<int>(i);
      }
    if (sideKind >= 0 && (covering < 0 || t.segments[covering].kind != sideKind))
      fail(where, "side " + sname + " is '" + std::string(1, cat.edgeLetters[e]) + "' but no " +
                      cat.kinds[sideKind].name + " segment lists it");
    if (sideKind < 0 && covering >= 0)
      fail(where, "side " + sname + " is a field edge but segment " + std::to_string(covering) + " lists it");
    for (int k = 0; k < 2; ++k) {
      int half = side * 2 + k, holders = 0;
      for (auto& s : t.segments) holders += s.halves >> half & 1;
      std::string hname(kHalfNames[half]);
      if (cat.edgeHalves[e] && holders != 1)
        fail(where, "half-edge " + hname + " must be in exactly one field (found " + std::to_string(holders) + ")");
      if (!cat.edgeHalves[e] && holders)
        fail(where, "half-edge " + hname + " lies on a '" + std::string(1, cat.edgeLetters[e]) +
                        "' side and cannot hold a field");
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

std::string rotationSignature(const TileType& t, int r) {
  std::vector<std::string> parts;
  const RotatedTile& rt = t.rot[r];
  for (size_t i = 0; i < t.segments.size(); ++i) {
    const SegmentDef& s = t.segments[i];
    std::ostringstream o;
    o << int(s.kind) << ':' << int(rt.segSides[i]) << ':' << int(rt.segHalves[i]) << ':';
    for (auto v : s.tags) o << int(v) << ',';
    std::vector<int> cities;  // the cities a field touches, as a set
    for (int c = 0; c < kMaxSegments; ++c)
      if (s.cities >> c & 1) cities.push_back(rt.segSides[c]);
    std::sort(cities.begin(), cities.end());
    for (int c : cities) o << '|' << c;
    parts.push_back(o.str());
  }
  std::sort(parts.begin(), parts.end());
  std::string sig = std::to_string(rt.edgeCode);
  for (auto& p : parts) sig += ";" + p;
  return sig;
}

}  // namespace

void Catalog::finishTile(TileType& t, const std::string& where) {
  checkCoverage(*this, t, where);
  bool centreTaken = false;
  for (auto& s : t.segments) centreTaken |= kinds[s.kind].topology == Topology::Center;
  for (auto& s : t.segments) t.hasCentre |= kinds[s.kind].topology == Topology::Center && kinds[s.kind].completes;
  for (auto& s : t.segments)
    if (s.px < 0) {
      s.px = s.py = 0.5f;
      defaultPosition(s, centreTaken);
    }
  for (size_t i = 0; i < t.segments.size(); ++i)
    for (size_t j = i + 1; j < t.segments.size(); ++j)
      t.repeatsKind |= t.segments[i].kind == t.segments[j].kind && kinds[t.segments[i].kind].topology == Topology::Side;
  std::vector<std::string> seen;
  for (int r = 0; r < 4; ++r) {
    RotatedTile& rt = t.rot[r];
    rt.sideSeg.fill(-1), rt.halfSeg.fill(-1);
    rt.edgeCode = 0;
    for (int side = 0; side < kSides; ++side) rt.edgeCode |= t.edges[side] << (4 * rotateSide(side, r));
    for (size_t i = 0; i < t.segments.size(); ++i) {
      const SegmentDef& s = t.segments[i];
      rt.segSides.push_back(rotateMask(s.sides, 4, r));
      rt.segHalves.push_back(rotateMask(s.halves, 8, 2 * r));
      for (int side = 0; side < kSides; ++side)
        if (s.sides >> side & 1) rt.sideSeg[rotateSide(side, r)] = static_cast<int8_t>(i);
      for (int h = 0; h < kHalves; ++h)
        if (s.halves >> h & 1) rt.halfSeg[rotateHalf(h, r)] = static_cast<int8_t>(i);
    }
    std::string sig = rotationSignature(t, r);
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
  // Parse into a scratch copy: a refused file leaves the catalog as it was.
  std::vector<TileType> saved = tiles;
  try {
    loadTileList(list, file, set);
  } catch (...) {
    tiles = std::move(saved);
    throw;
  }
  sets.push_back(set);
}

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
    std::string edges = needString(jt, "edges", where);
    if (edges.size() != 4) fail(where + ": edges", "expected 4 letters (N, E, S, W), got \"" + edges + "\"");
    for (int s = 0; s < 4; ++s) {
      int e = edgeIndex(edges[s]);
      if (e < 0) fail(where + ": edges", std::string("unknown edge letter '") + edges[s] + "'");
      t.edges[s] = static_cast<uint8_t>(e);
    }
    const json& segs = need(jt, "segments", where);
    if (!segs.is_array() || segs.size() > kMaxSegments)
      fail(where + ": segments", "expected an array of at most 16 segments");
    for (size_t k = 0; k < segs.size(); ++k)
      t.segments.push_back(parseSegment(*this, segs[k], where + ": segments[" + std::to_string(k) + "]"));
    for (auto& [key, val] : jt.items()) {
      if (key == "id" || key == "count" || key == "edges" || key == "segments") continue;
      if (key == "variantOf" || key == "enabledBy") {
        if (!val.is_string() || val.get<std::string>().empty()) fail(where + ": " + key, "expected a non-empty string");
      } else {
        fail(where + ": " + key, "unknown tile field");
      }
    }
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
