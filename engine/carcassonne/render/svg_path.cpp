#include "svg_path.hpp"

#include <cmath>
#include <cstdint>

#include "../input_limits.hpp"

namespace carc::render {

Pt rotPt(Pt p, int k) {
  for (int i = 0; i < ((k % 4) + 4) % 4; ++i) p = {1 - p.y, p.x};
  return p;
}

Curve rotCurve(const Curve& c, int k) { return {rotPt(c.p0, k), rotPt(c.c1, k), rotPt(c.c2, k), rotPt(c.p1, k)}; }

Curve cubicFromQuad(Pt p0, Pt c, Pt p1) {
  const double k = 2.0 / 3.0;
  return {
      p0, {p0.x + k * (c.x - p0.x), p0.y + k * (c.y - p0.y)}, {p1.x + k * (c.x - p1.x), p1.y + k * (c.y - p1.y)}, p1};
}

Pt curveAt(const Curve& q, double t) {
  double u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return {a * q.p0.x + b * q.c1.x + c * q.c2.x + d * q.p1.x, a * q.p0.y + b * q.c1.y + c * q.c2.y + d * q.p1.y};
}

Pt curveNormal(const Curve& q, double t) {
  double u = 1 - t;
  double tx = 3 * u * u * (q.c1.x - q.p0.x) + 6 * u * t * (q.c2.x - q.c1.x) + 3 * t * t * (q.p1.x - q.c2.x);
  double ty = 3 * u * u * (q.c1.y - q.p0.y) + 6 * u * t * (q.c2.y - q.c1.y) + 3 * t * t * (q.p1.y - q.c2.y);
  double len = std::hypot(tx, ty);
  if (len == 0) len = 1;
  return {-ty / len, tx / len};
}

namespace {

// printf's "%.4f" without printf (issue 22: its float formatting is ~10 KB of the .wasm): |v| =
// m * 2^e exactly, so |v| * 10^4 = m * 10^4 / 2^-e, rounded half to even as printf rounds the exact
// binary value. Whole numbers from 2^53 on are written in full.
std::string fixed4(double v) {
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  int e = 0;
  const double f = std::frexp(std::fabs(v), &e);
  const auto m = static_cast<uint64_t>(std::ldexp(f, 53));
  const int shift = 53 - e;  // |v| = m / 2^shift
  if (shift <= 0) return wholeNumberText(v).append(".0000");
  if (shift >= 120) return v < 0 ? "-0.0000" : "0.0000";  // below 2^-67: rounds to 0
  using U = unsigned __int128;
  const U x = U(m) * 10000, half = U(1) << (shift - 1);
  U n = x >> shift;
  const U rest = x & ((U(1) << shift) - 1);
  if (rest > half || (rest == half && (n & 1))) ++n;
  std::string out = v < 0 ? "-" : "", frac = std::to_string(static_cast<unsigned>(n % 10000));
  out += std::to_string(static_cast<uint64_t>(n / 10000));
  out += '.';
  out.append(4 - frac.size(), '0');
  out += frac;
  return out;
}

}  // namespace

std::string num(double v) {
  if (std::fabs(v) < 5e-5) return "0";
  std::string s = fixed4(v);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

namespace {
std::string pt(Pt p) { return num(p.x) + " " + num(p.y); }
}  // namespace

void Path::moveTo(Pt p) {
  d_ += (d_.empty() ? "M" : " M") + pt(p);
  polys_.push_back({p});
  at_ = p;
}

void Path::lineTo(Pt p) {
  if (polys_.empty()) return moveTo(p);
  d_ += " L" + pt(p);
  polys_.back().push_back(p);
  at_ = p;
}

void Path::cubicTo(Pt c1, Pt c2, Pt p1) {
  if (polys_.empty()) moveTo(at_);
  d_ += " C" + pt(c1) + " " + pt(c2) + " " + pt(p1);
  Curve c{at_, c1, c2, p1};
  for (int i = 1; i <= 24; ++i) polys_.back().push_back(curveAt(c, i / 24.0));
  at_ = p1;
}

void Path::quadTo(Pt c, Pt p1) {
  Curve q = cubicFromQuad(at_, c, p1);
  cubicTo(q.c1, q.c2, q.p1);
}

void Path::close() {
  d_ += " Z";
  if (!polys_.empty()) at_ = polys_.back().front();
}

void Path::circle(Pt c, double r) {
  // two arcs for the SVG, a 32-gon for the tests
  d_ += (d_.empty() ? "M" : " M") + pt({c.x - r, c.y}) + " A" + num(r) + " " + num(r) + " 0 1 0 " + pt({c.x + r, c.y}) +
        " A" + num(r) + " " + num(r) + " 0 1 0 " + pt({c.x - r, c.y}) + " Z";
  std::vector<Pt> poly;
  for (int i = 0; i < 32; ++i) poly.push_back({c.x + r * std::cos(i * M_PI / 16), c.y + r * std::sin(i * M_PI / 16)});
  polys_.push_back(poly);
}

bool Path::contains(Pt p) const {
  int winding = 0;
  for (const auto& poly : polys_) {
    for (size_t i = 0; i < poly.size(); ++i) {
      Pt a = poly[i], b = poly[(i + 1) % poly.size()];
      double cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
      if (a.y <= p.y) {
        if (b.y > p.y && cross > 0) ++winding;
      } else if (b.y <= p.y && cross < 0) {
        --winding;
      }
    }
  }
  return winding != 0;
}

}  // namespace carc::render
