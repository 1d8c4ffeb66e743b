// SVG text built by appending to a std::string: the renderer writes no std::ostream, so that the
// tile art can go into the core WASM module without libc++'s stream and locale code (issue 14/22).
// Inserts as an std::ostream would: text, characters, integers in decimal; doubles are refused at
// compile time (write them with num()).
#pragma once
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>

namespace carc::render {

struct SvgOut {
  std::string s;

  SvgOut& operator<<(std::string_view t) {
    s.append(t);
    return *this;
  }
  template <std::integral T>
  SvgOut& operator<<(T v) {
    static_assert(!std::is_same_v<T, bool>, "write a bool as text");
    if constexpr (sizeof(T) == 1)
      s += static_cast<char>(v);  // char, signed char, unsigned char: a character, as ostream does
    else
      s += std::to_string(v);
    return *this;
  }
  template <std::floating_point T>
  SvgOut& operator<<(T) = delete;  // write numbers with num()
};

}  // namespace carc::render
