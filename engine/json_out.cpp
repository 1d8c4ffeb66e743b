#include "json_out.hpp"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace carc {

void JsonOut::beforeValue() {
  if (frames_.empty() || frames_.back().object) return;  // a member's value: its key was noted
  if (frames_.back().members++) out_ += ',';
}

JsonOut& JsonOut::beginObject() {
  beforeValue();
  frames_.push_back({true, out_.size(), members_.size()});
  return *this;
}

// The members' values lie in out_ one after the other from the frame's start: written again in
// key order, as std::map holds them.
JsonOut& JsonOut::endObject() {
  const Frame f = frames_.back();
  frames_.pop_back();
  const size_t first = f.members, n = members_.size() - first;
  const std::string values = out_.substr(f.start);
  auto end = [&](size_t m) {
    return (m + 1 < members_.size() ? members_[m + 1].start : f.start + values.size()) - f.start;
  };
  // Insertion sort, stable: objects have a few keys, and std::stable_sort costs the .wasm 3 KB.
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) {
    size_t j = i;
    for (; j > 0 && members_[first + i].key < members_[order[j - 1]].key; --j) order[j] = order[j - 1];
    order[j] = first + i;
  }
  out_.resize(f.start);
  out_ += '{';
  bool any = false;
  for (size_t i = 0; i < n; ++i) {
    const size_t m = order[i];
    if (i + 1 < n && members_[order[i + 1]].key == members_[m].key) continue;  // written again later: the last wins
    if (any) out_ += ',';
    any = true;
    string(members_[m].key);
    out_ += ':';
    const size_t b = members_[m].start - f.start;
    out_.append(values, b, end(m) - b);
  }
  out_ += '}';
  members_.resize(first);
  return *this;
}

JsonOut& JsonOut::beginArray() {
  beforeValue();
  frames_.push_back({false, out_.size(), 0});
  out_ += '[';
  return *this;
}

JsonOut& JsonOut::endArray() {
  frames_.pop_back();
  out_ += ']';
  return *this;
}

JsonOut& JsonOut::key(std::string_view k) {
  members_.push_back({std::string(k), out_.size()});
  return *this;
}

JsonOut& JsonOut::null() {
  beforeValue();
  out_ += "null";
  return *this;
}

JsonOut& JsonOut::value(bool b) {
  beforeValue();
  out_ += b ? "true" : "false";
  return *this;
}

JsonOut& JsonOut::integer(int64_t v) {
  beforeValue();
  char buf[24];
  out_.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
  return *this;
}

JsonOut& JsonOut::unsignedInteger(uint64_t v) {
  beforeValue();
  char buf[24];
  out_.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
  return *this;
}

JsonOut& JsonOut::value(double d) {
  beforeValue();
  if (!std::isfinite(d)) {
    out_ += "null";
    return *this;
  }
  char buf[64];
  out_.append(buf, nlohmann::detail::to_chars(buf, buf + sizeof buf, d));
  return *this;
}

JsonOut& JsonOut::value(std::string_view s) {
  beforeValue();
  string(s);
  return *this;
}

void JsonOut::string(std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  out_ += '"';
  // dump()'s UTF-8 check: a lead byte and its continuation bytes, no overlong form, no surrogate,
  // nothing above U+10FFFF. Invalid text goes to dump() itself, which throws its own error.
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      switch (c) {
        case '"':
          out_ += "\\\"";
          break;
        case '\\':
          out_ += "\\\\";
          break;
        case '\b':
          out_ += "\\b";
          break;
        case '\f':
          out_ += "\\f";
          break;
        case '\n':
          out_ += "\\n";
          break;
        case '\r':
          out_ += "\\r";
          break;
        case '\t':
          out_ += "\\t";
          break;
        default:
          if (c < 0x20) {
            out_ += "\\u00";
            out_ += hex[c >> 4], out_ += hex[c & 15];
          } else {
            out_ += static_cast<char>(c);
          }
      }
      ++i;
      continue;
    }
    size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    bool ok = n && i + n <= s.size();
    for (size_t k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && n >= 3) {
      const auto c1 = static_cast<unsigned char>(s[i + 1]);
      if (c == 0xE0)
        ok = c1 >= 0xA0;
      else if (c == 0xED)
        ok = c1 <= 0x9F;
      else if (c == 0xF0)
        ok = c1 >= 0x90;
      else if (c == 0xF4)
        ok = c1 <= 0x8F;
    }
    if (!ok) (void)nlohmann::json(std::string(s)).dump();  // throws type_error 316 as dump() would
    out_.append(s.data() + i, n);
    i += n;
  }
  out_ += '"';
}

JsonOut& JsonOut::raw(std::string_view text) {
  beforeValue();
  out_.append(text);
  return *this;
}

JsonOut& JsonOut::value(const nlohmann::json& j) { return raw(j.dump()); }

}  // namespace carc
