// Numbers written without printf (issue 22: printf's formatting code left the .wasm): each against
// snprintf itself, which the native tests still link.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>

#include "boundary.hpp"
#include "input_limits.hpp"
#include "render/svg_path.hpp"

namespace {

std::string printed(const char* format, double v) {
  char buf[400];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// num() as it was written with printf: "%.4f", trailing zeros and point dropped, "0" near zero.
std::string oldNum(double v) {
  if (std::fabs(v) < 5e-5) return "0";
  std::string s = printed("%.4f", v);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

// The message intArg gives for a number out of range, after "got ".
std::string got(double v) {
  try {
    carc::wasm::intArg(v, "x", 7, 7);
  } catch (const std::exception& e) {
    std::string m = e.what();
    return m.substr(m.rfind("got ") + 4);
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("hexText writes what %0*llx and %0*llX write", "[number_text]") {
  std::mt19937_64 rng(16);
  for (int i = 0; i < 2000; ++i) {
    const uint64_t v = rng() >> (rng() % 64);
    const int width = int(rng() % 17);
    char buf[40];
    std::snprintf(buf, sizeof buf, "%0*llx", width, static_cast<unsigned long long>(v));
    REQUIRE(carc::hexText(v, width) == buf);
    std::snprintf(buf, sizeof buf, "%0*llX", width, static_cast<unsigned long long>(v));
    REQUIRE(carc::hexText(v, width, true) == buf);
  }
  CHECK(carc::hexText(0, 0) == "0");
  CHECK(carc::hexText(0xA0, 4, true) == "00A0");
}

TEST_CASE("wholeNumberText writes every digit as %.0f does", "[number_text]") {
  std::mt19937_64 rng(21);
  for (int i = 0; i < 3000; ++i) {
    double v = std::trunc(std::ldexp(double(rng() >> 11), int(rng() % 1100) - 60));
    if (rng() % 2) v = -v;
    if (!std::isfinite(v)) continue;
    REQUIRE(carc::wholeNumberText(v) == printed("%.0f", v));
  }
  for (double v : {0.0, -0.0, 9.2e18, 9223372036854775808.0, 1e21, std::numeric_limits<double>::max()})
    CHECK(carc::wholeNumberText(v) == printed("%.0f", v));
}

TEST_CASE("num writes the art's numbers as %.4f did", "[number_text]") {
  std::mt19937_64 rng(4);
  std::uniform_real_distribution<double> unit(-1.5, 1.5);
  for (int i = 0; i < 20000; ++i) {
    double v = unit(rng);
    if (i % 4 == 1) v = std::round(v * 20000) / 20000;  // exact halves of the last digit: ties
    if (i % 4 == 2) v = std::ldexp(double(rng() >> 11), int(rng() % 140) - 120);
    if (i % 4 == 3) v = unit(rng) * 360;  // angles
    REQUIRE(carc::render::num(v) == oldNum(v));
  }
  for (double v : {0.00005, -0.00005, 0.00015, 0.99995, 2.5e-5, 1e300, -1e17, 0.125, 0.0625, 0.03125})
    CHECK(carc::render::num(v) == oldNum(v));
  CHECK(carc::render::num(std::numeric_limits<double>::infinity()) == "inf");
}

TEST_CASE("intArg shows refused numbers in full or in their shortest form", "[number_text]") {
  for (double v : {-1.0, 2.0, 4294967296.0, -2147483648.0, 9007199254740993.0, 1e20, 123456789012345678901.0, -0.0})
    CHECK(got(v) == printed("%.0f", v));
  CHECK(got(-0.0) == "-0");
  CHECK(got(std::nan("")) == "nan");
  CHECK(got(std::numeric_limits<double>::infinity()) == "inf");
  CHECK(got(-std::numeric_limits<double>::infinity()) == "-inf");
  CHECK(got(0.5) == "0.5");
  CHECK(got(1e300) == "1e+300");
  CHECK(got(1e21) == "1e+21");
  CHECK(got(0.1 + 0.2) == "0.30000000000000004");  // %g said 0.3: the message now shows the number itself
}
