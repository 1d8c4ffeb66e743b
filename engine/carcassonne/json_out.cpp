#include "json_out.hpp"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

#include "catalog.hpp"
#include "json_in.hpp"

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

namespace {

// A UTF-8 lead byte: the length of its sequence (0: it cannot lead one) and the range its second
// byte must lie in (no overlong form, no surrogate, nothing above U+10FFFF), as dump() decodes.
struct Lead {
  size_t n;
  unsigned char lo, hi;
};
Lead lead(unsigned char c) {
  if (c >= 0xC2 && c <= 0xDF) return {2, 0x80, 0xBF};
  if (c == 0xE0) return {3, 0xA0, 0xBF};
  if (c == 0xED) return {3, 0x80, 0x9F};
  if (c >= 0xE1 && c <= 0xEF) return {3, 0x80, 0xBF};
  if (c == 0xF0) return {4, 0x90, 0xBF};
  if (c >= 0xF1 && c <= 0xF3) return {4, 0x80, 0xBF};
  if (c == 0xF4) return {4, 0x80, 0x8F};
  return {0, 0, 0};
}

const char kHex[] = "0123456789abcdef";

// dump()'s own error (type_error 316), word for word, as an Error: without linking its serializer
// or its exception classes.
[[noreturn]] void badUtf8(const std::string& what, unsigned char byte) {
  const char upper[] = "0123456789ABCDEF";
  throw Error("[json.exception.type_error.316] " + what + "0x" + upper[byte >> 4] + upper[byte & 15]);
}

}  // namespace

void JsonOut::string(std::string_view s) {
  out_ += '"';
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      escape(c);
      ++i;
      continue;
    }
    // The valid bytes of the sequence from i: all n of them, or where it stops.
    const Lead l = lead(c);
    size_t k = l.n ? 1 : 0;
    for (; k < l.n && i + k < s.size(); ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      if (k == 1 ? b < l.lo || b > l.hi : (b & 0xC0) != 0x80) break;
    }
    if (l.n && k == l.n) {
      out_.append(s.data() + i, l.n);
      i += l.n;
      continue;
    }
    // Invalid: dump() throws, or (replace) writes U+FFFD for the bytes read so far and reads the
    // byte that broke the sequence again (it may lead the next one).
    const bool incomplete = i + k == s.size();
    if (!replace_ && incomplete) badUtf8("incomplete UTF-8 string; last byte: ", static_cast<unsigned char>(s.back()));
    if (!replace_)
      badUtf8("invalid UTF-8 byte at index " + std::to_string(i + k) + ": ", static_cast<unsigned char>(s[i + k]));
    out_ += "\xEF\xBF\xBD";
    i = incomplete ? s.size() : i + (k ? k : 1);
  }
  out_ += '"';
}

// One ASCII character as dump() writes it in a string.
void JsonOut::escape(unsigned char c) {
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
        out_ += kHex[c >> 4], out_ += kHex[c & 15];
      } else {
        out_ += static_cast<char>(c);
      }
  }
}

JsonOut& JsonOut::raw(std::string_view text) {
  beforeValue();
  out_.append(text);
  return *this;
}

// A tree written node by node (dump() is not linked into the module): its objects are std::maps,
// already in key order. Binary and discarded values, which no tree here holds, are written as null.
JsonOut& JsonOut::value(const nlohmann::json& j) {
  using T = nlohmann::json::value_t;
  switch (j.type()) {
    case T::object:
      beginObject();
      for (auto it = j.begin(); it != j.end(); ++it) key(it.key()).value(*it);
      return endObject();
    case T::array:
      beginArray();
      for (const nlohmann::json& e : j) value(e);
      return endArray();
    case T::string:
      return value(j.get_ref<const std::string&>());
    case T::boolean:
      return value(j.get<bool>());
    case T::number_integer:
      return integer(j.get<int64_t>());
    case T::number_unsigned:
      return unsignedInteger(j.get<uint64_t>());
    case T::number_float:
      return value(j.get<double>());
    default:
      return null();
  }
}

// Bounded recursion: a Doc is at most its reader's maxDepth deep.
JsonOut& JsonOut::value(const jsonin::Value& v) {
  using K = jsonin::Kind;
  switch (v.kind()) {
    case K::Object:
      beginObject();
      for (size_t i = 0; i < v.size(); ++i) key(v.key(i)).value(v.value(i));
      return endObject();
    case K::Array:
      beginArray();
      for (size_t i = 0; i < v.size(); ++i) value(v[i]);
      return endArray();
    case K::String:
      return value(v.str());
    case K::Boolean:
      return value(v.boolean());
    case K::Integer:
      return integer(v.integer());
    case K::Unsigned:
      return unsignedInteger(v.unsignedInteger());
    case K::Float:
      return value(v.number());
    default:
      return null();
  }
}

}  // namespace carc
