#include "record_notes.hpp"

#include "input_limits.hpp"
#include "json_fields.hpp"
#include "note_check.hpp"

namespace carc {
namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }

// "(x,y)", built by appending (gcc 12 warns falsely about "(" + std::to_string(...)).
std::string cellName(Coord c) {
  std::string s = "(";
  s += std::to_string(c.x);
  s += ',';
  s += std::to_string(c.y);
  s += ')';
  return s;
}

int coord(const jsonin::Value& obj, const char* key, const std::string& where) {
  jsonin::Value v = obj.find(key);
  if (!v) fail(where, std::string("missing field '") + key + "'");
  auto n = integerIn(v, -kMaxCoord, kMaxCoord);
  if (!n)
    fail(where + "." + key,
         "expected -" + std::to_string(kMaxCoord) + " to " + std::to_string(kMaxCoord) + ", got " + shortDump(v));
  return static_cast<int>(*n);
}

void onlyKeys(const jsonin::Value& obj, std::initializer_list<const char*> allowed, const std::string& where) {
  for (size_t i = 0; i < obj.size(); ++i) {
    bool ok = false;
    for (const char* k : allowed) ok |= obj.key(i) == k;
    if (!ok) fail(where, "unknown field " + quoteInput(std::string(obj.key(i))));
  }
}

// The list `key` of the marks, or none when it is missing.
jsonin::Value listOf(const jsonin::Value& marks, const char* key, const std::string& where) {
  jsonin::Value v = marks.find(key);
  if (!v) return v;
  if (!v.is_array()) fail(where + "." + key, "expected an array");
  if (v.size() > kMaxMarks)
    fail(where + "." + key, "at most " + std::to_string(kMaxMarks) + ", got " + std::to_string(v.size()));
  return v;
}
size_t sizeOf(const jsonin::Value& list) { return list ? list.size() : 0; }

FeatureMark readFeature(const Game& g, const jsonin::Value& f, const std::string& w) {
  const Catalog& cat = g.catalog();
  if (!f.is_object()) fail(w, "expected {\"x\": X, \"y\": Y, \"at\": LOCATION}");
  onlyKeys(f, {"x", "y", "at", "feature"}, w);
  FeatureMark m;
  m.at = {coord(f, "x", w), coord(f, "y", w)};
  const jsonin::Value atField = f.find("at"), feature = f.find("feature");
  if (!atField || !atField.is_string()) fail(w + ".at", "expected a location such as \"N\", \"NNE\" or \"C\"");
  int kind = -1;
  if (feature) {
    if (!feature.is_string() || cat.kindId(text(feature)) < 0)
      fail(w + ".feature", "expected a feature kind such as \"city\"");
    kind = cat.kindId(text(feature));
  }
  std::string cell = cellName(m.at);
  int tile = g.board().tileAt(m.at);
  if (tile < 0) fail(w, "no tile stands at " + cell + " after this move");
  const std::string at = text(atField);
  int seg = g.segmentAt(tile, at, kind);
  if (seg < 0)
    fail(w + ".at", "tile " + g.typeOf(tile).id + " at " + cell + " has no " +
                        (kind >= 0 ? cat.kinds[kind].name + " " : "feature ") + "at " + quoteInput(at));
  m.seg = static_cast<uint8_t>(seg);
  return m;
}

}  // namespace

FeatureParts featureParts(const Game& g, Coord at, int seg) {
  int tile = -1, square = 0;
  std::string cell = cellName(at);
  if (!g.tileAtCell(at, tile, square)) throw Error("feature: no tile at " + cell);
  if (seg < 0 || seg >= int(g.typeOf(tile).segments.size()))
    throw Error("feature: tile " + g.typeOf(tile).id + " at " + cell + " has no segment " + std::to_string(seg));
  int node = g.nodeOf(tile, seg);
  const FeatureKindDef& kd = g.catalog().kinds[g.features().node(node).kind];
  FeatureParts out;
  out.kind = g.features().node(node).kind;
  // Each part is named by the cell of the square its segment is drawn on.
  auto part = [&](int t, int s) { out.parts.push_back({g.cellOf(t, g.squareOf(t, s)), static_cast<uint8_t>(s)}); };
  if (kd.topology == Topology::Center) {
    part(tile, seg);
    out.complete = g.view(node, false).tiles == 9;
    return out;
  }
  int root = g.features().find(node), m = root;
  do {
    const FeatureNode& n = g.features().node(m);
    part(n.tile, n.seg);
    m = n.next;
  } while (m != root);
  out.complete = kd.completes && g.features().node(root).open == 0;
  return out;
}

void checkNote(const std::string& note, const std::string& where) {
  if (validUtf8(note) != note) fail(where, "expected UTF-8 text");
  const platform::NoteFault f = platform::noteFault(note, kMaxNoteChars);
  if (f.at > 0)
    fail(where, "control character U+" + hexText(f.control, 4, true) + " at character " + std::to_string(f.at) +
                    " (a caption is plain text: only line breaks are allowed)");
  if (f.tooLong)
    fail(where, "at most " + std::to_string(kMaxNoteChars) + " characters, got " + std::to_string(f.chars));
}

std::optional<Annotation> readAnnotation(const Game& g, const jsonin::Value& move, const std::string& w) {
  const jsonin::Value note = move.find("note"), marks = move.find("marks");
  if (!note && !marks) return std::nullopt;
  Annotation a;
  a.move = g.movesMade() - 1;
  if (note) {
    if (!note.is_string()) fail(w + ".note", "expected a string (a caption in plain text)");
    a.note = text(note);
    checkNote(a.note, w + ".note");
  }
  if (marks) {
    std::string mw = w + ".marks";
    if (!marks.is_object()) fail(mw, "expected {\"features\": [...], \"squares\": [...]}");
    onlyKeys(marks, {"features", "squares"}, mw);
    const jsonin::Value features = listOf(marks, "features", mw);
    for (size_t i = 0; i < sizeOf(features); ++i)
      a.features.push_back(readFeature(g, features[i], mw + ".features[" + std::to_string(i) + "]"));
    const jsonin::Value squares = listOf(marks, "squares", mw);
    for (size_t i = 0; i < sizeOf(squares); ++i) {
      std::string sw = mw + ".squares[" + std::to_string(i) + "]";
      if (!squares[i].is_object()) fail(sw, "expected {\"x\": X, \"y\": Y}");
      onlyKeys(squares[i], {"x", "y"}, sw);
      a.squares.push_back({coord(squares[i], "x", sw), coord(squares[i], "y", sw)});
    }
  }
  return a;
}

void writeAnnotation(const Game& g, const Annotation& a, JsonOut& move) {
  const Catalog& cat = g.catalog();
  if (!a.note.empty()) move.field("note", a.note);
  if (a.features.empty() && a.squares.empty()) return;
  move.key("marks").beginObject();
  if (!a.features.empty()) {
    move.key("features").beginArray();
    for (const FeatureMark& f : a.features) {
      int tile = g.board().tileAt(f.at);
      const std::string at = g.locationName(tile, f.seg);
      move.beginObject().field("x", f.at.x).field("y", f.at.y).field("at", at);
      if (g.segmentAt(tile, at, -1) != f.seg)
        move.field("feature", cat.kinds[g.typeOf(tile).segments[f.seg].kind].name);
      move.endObject();
    }
    move.endArray();
  }
  if (!a.squares.empty()) {
    move.key("squares").beginArray();
    for (const Coord& c : a.squares) move.beginObject().field("x", c.x).field("y", c.y).endObject();
    move.endArray();
  }
  move.endObject();
}

}  // namespace carc
