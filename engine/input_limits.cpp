#include "input_limits.hpp"

#include <set>
#include <vector>

#include "catalog.hpp"

namespace carc {

using json = nlohmann::json;

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
    throw Error(what + ": malformed JSON: " + validUtf8(utf8Prefix(e.what(), 200)));
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

std::string quoteInput(const std::string& s) {
  std::string cut = validUtf8(utf8Prefix(s, kMaxMessageQuote));
  return "'" + cut + (cut.size() < s.size() ? "...'" : "'");
}

std::string shortDump(const json& v) {
  std::string text = v.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string cut = utf8Prefix(text, kMaxMessageQuote);
  return cut.size() < text.size() ? cut + "..." : cut;
}

}  // namespace carc
