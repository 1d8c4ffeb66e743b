#include "segment_shapes.hpp"

#include <cmath>
#include <vector>

#include "svg_path.hpp"
#include "tile_geometry.hpp"

namespace carc::render {
namespace {

std::string seg(int i) { return "<path data-seg=\"" + std::to_string(i) + "\" d=\""; }

// A course (road 0.16 wide, river 0.2: a little wider than drawn, so the highlight shows round it).
std::string course(int i, const Path& p, double width) {
  return seg(i) + p.d() + "\" fill=\"none\" stroke=\"#fff\" stroke-width=\"" + num(width) +
         "\" stroke-linecap=\"round\"/>";
}

}  // namespace

std::string segmentShapes(const Catalog& cat, const TileType& t) {
  TileGeometry g = buildGeometry(cat, t);
  std::string out;
  std::vector<bool> shaped(t.segments.size());
  for (const CityShape& c : g.cities) out += seg(c.seg) + c.path.d() + "\" fill=\"#fff\"/>", shaped[c.seg] = true;
  for (const RoadShape& r : g.roads) out += course(r.seg, roadPath(r), 0.16), shaped[r.seg] = true;
  for (const RiverShape& r : g.rivers) {
    shaped[r.seg] = true;
    out += course(r.seg, roadPath(r.pieces), 0.2);
    if (!r.pool) continue;
    const Pt at = *r.pool;
    Path pool;
    if (r.spring) {
      pool.circle(at, 0.12 + 0.02);
      out += seg(r.seg) + pool.d() + "\" fill=\"#fff\"/>";
    } else {  // the lake: an ellipse turned 0.3 rad, as the art draws it
      out += "<ellipse data-seg=\"" + std::to_string(r.seg) + "\" cx=\"" + num(at.x) + "\" cy=\"" + num(at.y) +
             "\" rx=\"" + num(0.26 + 0.02) + "\" ry=\"" + num(0.26 * 0.82 + 0.02) + "\" transform=\"rotate(" +
             num(0.3 * 180 / M_PI) + " " + num(at.x) + " " + num(at.y) + ")\" fill=\"#fff\"/>";
    }
  }
  for (size_t i = 0; i < t.segments.size(); ++i) {
    const SegmentDef& s = t.segments[i];
    if (shaped[i] || cat.kinds[s.kind].topology == Topology::Half) continue;  // fields: the page fills
    out += "<rect data-seg=\"" + std::to_string(i) + "\" x=\"" + num(s.px - 0.24) + "\" y=\"" + num(s.py - 0.22) +
           "\" width=\"0.48\" height=\"0.44\" rx=\"0.08\" fill=\"#fff\"/>";
  }
  return out;
}

}  // namespace carc::render
