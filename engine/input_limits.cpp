#include "input_limits.hpp"

#include <cmath>
#include <set>
#include <vector>

#include "catalog.hpp"
#include "json_out.hpp"

namespace carc {

using json = nlohmann::json;

namespace {
// The JSON library's message in plain words: "[json.exception.parse_error.101] parse error at line
// 1, column 1: syntax error while parsing value - invalid literal; last read: 'h'" becomes " at line
// 1, column 1: invalid literal; last read: 'h'".
std::string plainParseError(std::string m) {
  if (m.starts_with("[json.exception.")) m.erase(0, m.find("] ") == std::string::npos ? 0 : m.find("] ") + 2);
  if (m.starts_with("parse error at "))
    m.replace(0, 15, " at ");
  else
    m.insert(0, ": ");
  if (size_t s = m.find("syntax error while parsing "); s != std::string::npos)
    if (size_t dash = m.find(" - ", s); dash != std::string::npos) m.erase(s, dash + 3 - s);
  return m;
}
}  // namespace

json parseJsonLimited(const std::string& text, const std::string& what, size_t maxBytes) {
  if (text.size() > maxBytes)
    throw Error(what + ": " + std::to_string(text.size()) + " bytes, larger than the limit of " +
                std::to_string(maxBytes));
  // The parser calls back for every token: depth, value count and duplicate keys are checked as
  // the tree grows, so an over-limit input is refused before it is built.
  std::vector<std::set<std::string>> keys;  // one set per open object
  size_t values = 0;
  auto check = [&](int depth, json::parse_event_t event, json& parsed) {
    if (depth > kMaxJsonDepth) throw Error(what + ": nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    if (++values > kMaxJsonValues) throw Error(what + ": more than " + std::to_string(kMaxJsonValues) + " JSON values");
    switch (event) {
      case json::parse_event_t::object_start:
        keys.emplace_back();
        break;
      case json::parse_event_t::object_end:
        keys.pop_back();
        break;
      case json::parse_event_t::key:
        if (!keys.back().insert(parsed.get<std::string>()).second)
          throw Error(what + ": duplicate field " + quoteInput(parsed.get<std::string>()));
        break;
      default:
        break;
    }
    return true;
  };
  try {
    return json::parse(text, check, true, false);
  } catch (const json::exception& e) {  // parse_error, and out_of_range for numbers such as 1e400
    // The parser quotes the bytes it last read, which may not be UTF-8.
    throw Error(what + ": malformed JSON" + plainParseError(printable(utf8Prefix(e.what(), 200))));
  }
}

std::optional<int64_t> integerIn(const json& v, int64_t lo, int64_t hi) {
  if (v.is_number_unsigned()) {
    uint64_t u = v.get<uint64_t>();
    if (hi < 0 || u > static_cast<uint64_t>(hi) || static_cast<int64_t>(u) < lo) return std::nullopt;
    return static_cast<int64_t>(u);
  }
  if (!v.is_number_integer()) return std::nullopt;
  int64_t n = v.get<int64_t>();
  if (n < lo || n > hi) return std::nullopt;
  return n;
}

std::string utf8Prefix(const std::string& s, size_t n) {
  if (s.size() <= n) return s;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;  // s[n] continues a character
  return s.substr(0, n);
}

namespace {

// Length of the well-formed UTF-8 character at s[i] (RFC 3629: no overlongs, no surrogates), or 0.
size_t utf8Char(const std::string& s, size_t i) {
  auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  unsigned c = at(0);
  auto cont = [&](size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) { return at(k) >= lo && at(k) <= hi; };
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    bool second = c == 0xE0 ? cont(1, 0xA0) : c == 0xED ? cont(1, 0x80, 0x9F) : cont(1);
    return second && cont(2) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    bool second = c == 0xF0 ? cont(1, 0x90) : c == 0xF4 ? cont(1, 0x80, 0x8F) : cont(1);
    return second && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

}  // namespace

std::string validUtf8(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8Char(s, i);
    if (n == 0) {
      out += '?', ++i;
    } else {
      out.append(s, i, n), i += n;
    }
  }
  return out;
}

namespace {

// The code point of the well-formed UTF-8 character of n bytes at s[i].
uint32_t codePoint(const std::string& s, size_t i, size_t n) {
  auto b = [&](size_t k) { return static_cast<uint32_t>(static_cast<unsigned char>(s[i + k])); };
  if (n == 1) return b(0);
  if (n == 2) return (b(0) & 0x1F) << 6 | (b(1) & 0x3F);
  if (n == 3) return (b(0) & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F);
  return (b(0) & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F);
}

bool isControl(uint32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

}  // namespace

std::string hexText(uint64_t v, int width, bool upper) {
  const char* digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string out;
  do out.insert(out.begin(), digits[v & 15]);  // one digit at least, as printf writes 0
  while ((v >>= 4) || int(out.size()) < width);
  return out;
}

// v = m * 2^e exactly (m < 2^53): the digits of m, doubled e times (or halved: e < 0 only below
// 2^53, where int64 holds v). Slow for huge v, which only messages about bad input meet.
std::string wholeNumberText(double v) {
  if (v == 0) return std::signbit(v) ? "-0" : "0";
  if (std::fabs(v) < 9.2e18) return std::to_string(static_cast<int64_t>(v));
  int e = 0;
  const double f = std::frexp(std::fabs(v), &e);
  std::string d = std::to_string(static_cast<uint64_t>(std::ldexp(f, 53)));
  for (e -= 53; e-- > 0;) {
    int carry = 0;
    for (auto it = d.rbegin(); it != d.rend(); ++it) {
      const int x = (*it - '0') * 2 + carry;
      *it = char('0' + x % 10), carry = x / 10;
    }
    if (carry) d.insert(d.begin(), '1');
  }
  if (v < 0) d.insert(d.begin(), '-');
  return d;
}

std::string printable(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8Char(s, i);
    if (n == 0) {
      out += '?', ++i;
      continue;
    }
    if (uint32_t c = codePoint(s, i, n); isControl(c)) {
      out += "\\u";
      out += hexText(c, 4);
    } else {
      out.append(s, i, n);
    }
    i += n;
  }
  return out;
}

std::string quoteInput(const std::string& s) {
  std::string cut = utf8Prefix(s, kMaxMessageQuote);
  std::string out = "'";  // appended piece by piece: "'" + printable(..) trips a GCC 12 -Wrestrict false alarm
  out += printable(cut);
  out += cut.size() < s.size() ? "...'" : "'";
  return out;
}

std::string shortDump(const json& v) {
  std::string text = JsonOut(JsonOut::BadUtf8::Replace).value(v).take();
  std::string cut = utf8Prefix(text, kMaxMessageQuote);
  return printable(cut) + (cut.size() < text.size() ? "..." : "");
}

std::string scriptSafeDump(const json& v, int indent) {
  std::string text = v.dump(indent, ' ', false, json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

}  // namespace carc
