// Small helpers shared by the tile art files: the page's decoration PRNG, number formatting for
// points and angles, and the house drawing that cities, inns and bridge roads all use.
#pragma once
#include <cmath>
#include <cstdint>
#include <string>

#include "svg_out.hpp"
#include "svg_path.hpp"

namespace carc::render {

// the same sequence for the same seed text, so decorations match the page.
class Rng {
 public:
  explicit Rng(const std::string& seed) {
    for (unsigned char c : seed) h_ = (h_ ^ c) * 16777619u;
  }
  double operator()() {
    h_ += 0x6d2b79f5u;
    uint32_t t = h_;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return double(t ^ (t >> 14)) / 4294967296.0;
  }

 private:
  uint32_t h_ = 2166136261u;
};

inline std::string P(Pt p) { return num(p.x) + " " + num(p.y); }
inline std::string deg(double radians) { return num(radians * 180 / M_PI); }

// a pitched roof in two tones seen from above, with a drop shadow.
void drawHouse(SvgOut& o, double x, double y, double w, double h, double angle, int tone);

}  // namespace carc::render
