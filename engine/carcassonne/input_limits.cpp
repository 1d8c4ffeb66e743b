#include "input_limits.hpp"

#include <cmath>
#include <vector>

#include "catalog.hpp"
#include "json_in.hpp"
#include "json_out.hpp"

namespace carc {

using json = nlohmann::json;

namespace {
// The engine's reader's tree as nlohmann's (the callers still walk nlohmann trees; issue 22 ports
// them to jsonin::Value one by one). Depth is at most kMaxJsonDepth + 1: the recursion is bounded.
json toJson(const jsonin::Value& v) {
  switch (v.kind()) {
    case jsonin::Kind::Null:
      return nullptr;
    case jsonin::Kind::Boolean:
      return v.boolean();
    case jsonin::Kind::Integer:  // nlohmann keeps a non-negative integer as unsigned
      return v.integer() >= 0 ? json(uint64_t(v.integer())) : json(v.integer());
    case jsonin::Kind::Unsigned:
      return v.unsignedInteger();
    case jsonin::Kind::Float:
      return v.number();
    case jsonin::Kind::String:
      return std::string(v.str());
    case jsonin::Kind::Array: {
      json a = json::array();
      auto& items = a.get_ref<json::array_t&>();
      items.reserve(v.size());
      for (size_t i = 0; i < v.size(); ++i) items.push_back(toJson(v[i]));
      return a;
    }
    case jsonin::Kind::Object: {
      json o = json::object();
      auto& members = o.get_ref<json::object_t&>();
      for (size_t i = 0; i < v.size(); ++i)  // in key order already: each goes at the end
        members.emplace_hint(members.end(), std::string(v.key(i)), toJson(v.value(i)));
      return o;
    }
  }
  return nullptr;
}
}  // namespace

json parseJsonLimited(const std::string& text, const std::string& what, size_t maxBytes) {
  const jsonin::Doc doc(text, what, maxBytes);
  return toJson(doc.root());
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

// As the nlohmann version: the reader keeps integers up to INT64_MAX as Integer, beyond as Unsigned.
std::optional<int64_t> integerIn(const jsonin::Value& v, int64_t lo, int64_t hi) {
  if (v.kind() == jsonin::Kind::Unsigned) return std::nullopt;  // above INT64_MAX: above any hi
  if (v.kind() != jsonin::Kind::Integer || v.integer() < lo || v.integer() > hi) return std::nullopt;
  return v.integer();
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

std::string shortDump(const jsonin::Value& v) {
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
