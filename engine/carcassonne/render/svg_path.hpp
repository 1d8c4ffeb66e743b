// Paths for the SVG renderer: SVG path data plus a flattened copy for point-in-path tests, so that
// the tile geometry can ask "is this point inside the city?" (the non-zero rule, as a canvas's
// isPointInPath).
#pragma once
#include <string>
#include <vector>

namespace carc::render {

struct Pt {
  double x = 0, y = 0;
};
struct Curve {  // a cubic Bézier
  Pt p0, c1, c2, p1;
};

Pt rotPt(Pt p, int quarterTurns);  // clockwise around the tile centre
Curve rotCurve(const Curve& c, int quarterTurns);
Curve cubicFromQuad(Pt p0, Pt c, Pt p1);
Pt curveAt(const Curve& c, double t);
Pt curveNormal(const Curve& c, double t);  // unit left normal

// Numbers for SVG text: at most 4 decimals, no trailing zeros.
std::string num(double v);

class Path {
 public:
  void moveTo(Pt p);
  void lineTo(Pt p);
  void cubicTo(Pt c1, Pt c2, Pt p1);
  void quadTo(Pt c, Pt p1);
  void close();
  void circle(Pt centre, double r);
  const std::string& d() const { return d_; }
  bool empty() const { return d_.empty(); }
  // Non-zero winding over every subpath, each closed for the test (as canvas fill rules do).
  bool contains(Pt p) const;

 private:
  std::string d_;
  std::vector<std::vector<Pt>> polys_;
  Pt at_;
};

}  // namespace carc::render
