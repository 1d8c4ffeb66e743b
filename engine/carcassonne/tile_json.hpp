// A small read-only JSON tree for the tile files (tile_loader.cpp) and the modules' looks
// (looks.cpp): one pass over the text into flat arrays, strings as views into the text, no
// allocation per value. It reads the JSON that nlohmann reads, the same way: object members in key
// order (nlohmann's std::map), integers apart from other numbers. Text it is unsure of (escapes,
// non-ASCII bytes, duplicate keys, numbers with more than 18 digits, deep nesting, anything
// malformed) goes to the engine's JSON reader (json_in.hpp) reading as nlohmann::json::parse did:
// its tree is kept and viewed, and its refusals are nlohmann's words ("malformed JSON: [json...").
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "catalog.hpp"
#include "json_in.hpp"

namespace carc::tilejson {

// For the few items of a tile's lists (object members, segments, squares): std::sort's code is
// ~1.5 KB of WebAssembly per type, this a tenth of it, and as fast for so few.
template <class It, class Less>
void insertionSort(It b, It e, Less less) {
  for (It i = b; i != e; ++i)
    for (It j = i; j != b && less(*j, *(j - 1)); --j) std::swap(*j, *(j - 1));
}
template <class It>
void insertionSort(It b, It e) {
  insertionSort(b, e, [](const auto& x, const auto& y) { return x < y; });
}

enum class Type : uint8_t { Null, Boolean, Integer, Float, String, Array, Object };

struct Node {
  Type type = Type::Null;
  bool boolean = false;
  uint32_t first = 0, size = 0;  // arrays: kids [first, first + size); objects: members
  int64_t integer = 0;
  double number = 0;
  std::string_view text;  // strings
};

struct Member {
  std::string_view key;
  uint32_t node = 0;
};

class Doc;

// A value of a Doc (or none: find() of a missing key), named after nlohmann's calls it replaces.
class Value {
 public:
  Value() = default;
  Value(const Doc* d, uint32_t i) : doc_(d), i_(i) {}
  explicit operator bool() const { return doc_ != nullptr; }

  bool is_null() const { return type() == Type::Null; }
  bool is_object() const { return type() == Type::Object; }
  bool is_array() const { return type() == Type::Array; }
  bool is_string() const { return type() == Type::String; }
  bool is_boolean() const { return type() == Type::Boolean; }
  bool is_number_integer() const { return type() == Type::Integer; }
  bool is_number() const { return type() == Type::Integer || type() == Type::Float; }
  const char* type_name() const {
    switch (type()) {
      case Type::Null:
        return "null";
      case Type::Boolean:
        return "boolean";
      case Type::Integer:
      case Type::Float:
        return "number";
      case Type::String:
        return "string";
      case Type::Array:
        return "array";
      case Type::Object:
        return "object";
    }
    return "null";
  }

  std::string_view str() const { return node().text; }
  bool boolean() const { return node().boolean; }
  // As nlohmann's get<int>() and get<float>(): a plain conversion of either kind of number.
  int asInt() const { return is_number_integer() ? static_cast<int>(node().integer) : static_cast<int>(node().number); }
  float asFloat() const {
    return is_number_integer() ? static_cast<float>(node().integer) : static_cast<float>(node().number);
  }

  size_t size() const { return is_array() || is_object() ? node().size : is_null() ? 0 : 1; }
  bool empty() const { return size() == 0; }
  Value operator[](size_t i) const;        // an array's element
  Value find(std::string_view key) const;  // an object's member, or none
  bool contains(std::string_view key) const { return bool(find(key)); }
  std::string_view key(size_t i) const;  // an object's i-th member (in key order)
  Value value(size_t i) const;

  struct Iterator {
    const Value* v;
    size_t i;
    Value operator*() const { return (*v)[i]; }
    Iterator& operator++() { return ++i, *this; }
    bool operator!=(const Iterator& o) const { return i != o.i; }
  };
  Iterator begin() const { return {this, 0}; }
  Iterator end() const { return {this, is_array() ? size() : 0}; }

 private:
  const Node& node() const;
  Type type() const { return node().type; }
  const Doc* doc_ = nullptr;
  uint32_t i_ = 0;
};

class Doc {
 public:
  // Reads `text` (which must outlive the Doc); an Error "malformed JSON: <nlohmann's words>" when
  // it is not JSON.
  explicit Doc(const std::string& text) {
    nodes_.reserve(text.size() / 6 + 8), kids_.reserve(text.size() / 8 + 8), members_.reserve(text.size() / 16 + 8);
    items_.reserve(64), pending_.reserve(64);
    p_ = text.data(), end_ = text.data() + text.size();
    bool ok = false;
    if (uint32_t root = 0; readValue(root, 0)) {
      skipSpace();
      ok = p_ == end_;
    }
    if (!ok) {  // the full reader decides (and words the refusal)
      nodes_.clear(), kids_.clear(), members_.clear(), items_.clear(), pending_.clear();
      whole_ = std::make_unique<jsonin::Doc>(text, "JSON", jsonin::Options{SIZE_MAX, kMaxDepth, SIZE_MAX, true});
      copy(whole_->root());
    }
  }
  explicit Doc(std::string&&) = delete;  // its strings are views into the text
  Value root() const { return Value(this, 0); }

 private:
  friend class Value;
  static constexpr int kMaxDepth = 256;

  void skipSpace() {
    while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
  }
  // Plain strings only: no escape, no control character, no byte beyond ASCII.
  bool readString(std::string_view& out) {
    const char* start = ++p_;
    while (p_ != end_) {
      unsigned char c = static_cast<unsigned char>(*p_);
      if (c == '"') {
        out = std::string_view(start, size_t(p_ - start));
        ++p_;
        return true;
      }
      if (c == '\\' || c < 0x20 || c >= 0x80) return false;
      ++p_;
    }
    return false;
  }
  bool readLiteral(std::string_view word) {
    if (size_t(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word) return false;
    p_ += word.size();
    return true;
  }
  static bool digit(char c) { return c >= '0' && c <= '9'; }
  bool readNumber(Node& n) {
    const char* start = p_;
    if (*p_ == '-') ++p_;
    if (p_ == end_ || !digit(*p_)) return false;
    if (*p_ == '0') {
      ++p_;
      if (p_ != end_ && digit(*p_)) return false;
    } else {
      while (p_ != end_ && digit(*p_)) ++p_;
    }
    bool isFloat = false;
    if (p_ != end_ && *p_ == '.') {
      isFloat = true, ++p_;
      if (p_ == end_ || !digit(*p_)) return false;
      while (p_ != end_ && digit(*p_)) ++p_;
    }
    if (p_ != end_ && (*p_ == 'e' || *p_ == 'E')) {
      isFloat = true, ++p_;
      if (p_ != end_ && (*p_ == '+' || *p_ == '-')) ++p_;
      if (p_ == end_ || !digit(*p_)) return false;
      while (p_ != end_ && digit(*p_)) ++p_;
    }
    size_t len = size_t(p_ - start);
    if (!isFloat) {
      if (len - (*start == '-') > 18) return false;  // nlohmann's unsigned and overflow rules
      int64_t v = 0;
      for (const char* c = start + (*start == '-'); c != p_; ++c) v = v * 10 + (*c - '0');
      n.type = Type::Integer, n.integer = *start == '-' ? -v : v;
      return true;
    }
    const double d = jsonin::numberValue(std::string_view(start, len));  // as strtod rounds
    if (!std::isfinite(d)) return false;
    n.type = Type::Float, n.number = d;
    return true;
  }
  bool readValue(uint32_t& at, int depth) {
    skipSpace();
    if (p_ == end_ || depth > kMaxDepth) return false;
    at = static_cast<uint32_t>(nodes_.size());
    nodes_.emplace_back();
    switch (*p_) {
      case '{':
        return readObject(at, depth);
      case '[':
        return readArray(at, depth);
      case '"': {
        std::string_view s;
        if (!readString(s)) return false;
        nodes_[at].type = Type::String, nodes_[at].text = s;
        return true;
      }
      case 't':
        nodes_[at].type = Type::Boolean, nodes_[at].boolean = true;
        return readLiteral("true");
      case 'f':
        nodes_[at].type = Type::Boolean;
        return readLiteral("false");
      case 'n':
        return readLiteral("null");
      default: {
        Node n;
        if (!readNumber(n)) return false;
        nodes_[at] = n;
        return true;
      }
    }
  }
  bool readArray(uint32_t at, int depth) {
    ++p_;
    const size_t base = items_.size();  // this array's elements from here (nested values interleave in nodes_)
    skipSpace();
    if (p_ != end_ && *p_ == ']') {
      ++p_;
    } else {
      for (;;) {
        uint32_t v = 0;
        if (!readValue(v, depth + 1)) return false;
        items_.push_back(v);
        skipSpace();
        if (p_ == end_) return false;
        if (*p_ == ',') {
          ++p_;
          continue;
        }
        if (*p_ != ']') return false;
        ++p_;
        break;
      }
    }
    Node& n = nodes_[at];
    n.type = Type::Array, n.first = static_cast<uint32_t>(kids_.size()),
    n.size = static_cast<uint32_t>(items_.size() - base);
    kids_.insert(kids_.end(), items_.begin() + long(base), items_.end());
    items_.resize(base);
    return true;
  }
  bool readObject(uint32_t at, int depth) {
    ++p_;
    const size_t base = pending_.size();  // this object's members from here, while it is read
    skipSpace();
    if (p_ != end_ && *p_ == '}') {
      ++p_;
    } else {
      for (;;) {
        skipSpace();
        if (p_ == end_ || *p_ != '"') return false;
        Member m;
        if (!readString(m.key)) return false;
        skipSpace();
        if (p_ == end_ || *p_ != ':') return false;
        ++p_;
        if (!readValue(m.node, depth + 1)) return false;
        pending_.push_back(m);
        skipSpace();
        if (p_ == end_) return false;
        if (*p_ == ',') {
          ++p_;
          continue;
        }
        if (*p_ != '}') return false;
        ++p_;
        break;
      }
    }
    auto b = pending_.begin() + long(base), e = pending_.end();
    insertionSort(b, e, [](const Member& x, const Member& y) { return x.key < y.key; });
    for (auto m = b; m + 1 < e; ++m)
      if (m->key == (m + 1)->key) return false;  // duplicate keys: nlohmann keeps the last one
    Node& n = nodes_[at];
    n.type = Type::Object, n.first = static_cast<uint32_t>(members_.size()), n.size = static_cast<uint32_t>(e - b);
    members_.insert(members_.end(), b, e);
    pending_.resize(base);
    return true;
  }

  // The full reader's tree (kept in whole_), copied into the flat arrays; strings stay views into
  // it. Its depth is at most kMaxDepth + 1 (the reader refuses deeper).
  void copy(const jsonin::Value& j) {
    uint32_t at = static_cast<uint32_t>(nodes_.size());
    nodes_.emplace_back();
    Node n;
    if (j.is_object() || j.is_array()) {
      const size_t base = j.is_object() ? pending_.size() : items_.size();
      for (size_t i = 0; i < j.size(); ++i) {
        if (j.is_object())
          pending_.push_back({j.key(i), static_cast<uint32_t>(nodes_.size())});
        else
          items_.push_back(static_cast<uint32_t>(nodes_.size()));
        copy(j.is_object() ? j.value(i) : j[i]);
      }
      if (j.is_object()) {  // in key order already
        n.type = Type::Object, n.first = static_cast<uint32_t>(members_.size());
        members_.insert(members_.end(), pending_.begin() + long(base), pending_.end());
        pending_.resize(base);
      } else {
        n.type = Type::Array, n.first = static_cast<uint32_t>(kids_.size());
        kids_.insert(kids_.end(), items_.begin() + long(base), items_.end());
        items_.resize(base);
      }
      n.size = static_cast<uint32_t>(j.size());
    } else if (j.is_string()) {
      n.type = Type::String, n.text = j.str();
    } else if (j.is_boolean()) {
      n.type = Type::Boolean, n.boolean = j.boolean();
    } else if (j.kind() == jsonin::Kind::Unsigned) {  // get<int>() of one beyond int64 wraps the same way
      n.type = Type::Integer, n.integer = static_cast<int64_t>(j.unsignedInteger());
    } else if (j.kind() == jsonin::Kind::Integer) {
      n.type = Type::Integer, n.integer = j.integer();
    } else if (j.is_number()) {
      n.type = Type::Float, n.number = j.number();
    }
    nodes_[at] = n;
  }

  const char* p_ = nullptr;
  const char* end_ = nullptr;
  std::vector<Node> nodes_;
  std::vector<uint32_t> kids_;
  std::vector<Member> members_;
  std::vector<uint32_t> items_;         // elements of the arrays being read
  std::vector<Member> pending_;         // members of the objects being read
  std::unique_ptr<jsonin::Doc> whole_;  // the full reader's tree, when it read the text
};

inline const Node& Value::node() const { return doc_->nodes_[i_]; }
inline Value Value::operator[](size_t i) const { return Value(doc_, doc_->kids_[node().first + i]); }
inline std::string_view Value::key(size_t i) const { return doc_->members_[node().first + i].key; }
inline Value Value::value(size_t i) const { return Value(doc_, doc_->members_[node().first + i].node); }
inline Value Value::find(std::string_view key) const {
  if (!is_object()) return {};
  const Member* b = doc_->members_.data() + node().first;
  const Member* e = b + node().size;
  for (const Member* m = b; m != e; ++m)
    if (m->key == key) return Value(doc_, m->node);
  return {};
}

}  // namespace carc::tilejson
