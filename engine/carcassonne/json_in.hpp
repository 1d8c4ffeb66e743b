// The engine's own JSON reader (issue 22: nlohmann's parser, and the printf and strtod it reaches,
// are ~24 KB gzip of the WebAssembly modules). It reads what parseJsonLimited (input_limits.hpp)
// reads, refuses what it refuses with the same words, and builds the same values:
//  - numbers: integers exactly (int64, or uint64 beyond it, as nlohmann), other numbers correctly
//    rounded to a double without strtod (a number beyond a double is refused: "number overflow");
//  - strings: UTF-8 checked byte by byte (RFC 3629), \u escapes with surrogate pairs;
//  - limits: the text's size, nesting depth, the number of parse events (nlohmann's callback
//    count: starts, ends, keys and values) and duplicate keys, as parseJsonLimited counts them;
//  - errors: "<what>: malformed JSON at line L, column C: <reason>; last read: '<text>'", the
//    words, positions and quoted text nlohmann's lexer gives (tests/json_in.cpp compares them).
// The tree is flat (nodes in arrays, strings in one buffer): no allocation per value. Objects keep
// their members in key order (as nlohmann's std::map), so walking one gives the same order.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carc::jsonin {

enum class Kind : uint8_t { Null, Boolean, Integer, Unsigned, Float, String, Array, Object };

struct Node {
  Kind kind = Kind::Null;
  bool boolean = false;
  uint32_t first = 0, size = 0;  // arrays: kids; objects: members; strings: bytes in the buffer
  union {
    int64_t integer = 0;
    uint64_t unsignedInteger;  // only above INT64_MAX
    double number;
  };
};

struct Member {
  std::string_view key;
  uint32_t node = 0;
  uint32_t at = 0;  // the key's byte offset in the text (to report the first duplicate)
};

class Doc;

// A value of a Doc, or none (find() of a missing key: false, and of kind Null, so is_...(), size()
// and find() are safe on it). The Doc must outlive it.
class Value {
 public:
  Value() = default;
  Value(const Doc* d, uint32_t i) : doc_(d), i_(i) {}
  explicit operator bool() const { return doc_ != nullptr; }

  Kind kind() const;
  bool is_null() const { return kind() == Kind::Null; }
  bool is_boolean() const { return kind() == Kind::Boolean; }
  bool is_number() const { return kind() == Kind::Integer || kind() == Kind::Unsigned || kind() == Kind::Float; }
  bool is_number_integer() const { return kind() == Kind::Integer || kind() == Kind::Unsigned; }
  bool is_number_unsigned() const { return kind() == Kind::Unsigned || (kind() == Kind::Integer && integer() >= 0); }
  bool is_number_float() const { return kind() == Kind::Float; }
  bool is_string() const { return kind() == Kind::String; }
  bool is_array() const { return kind() == Kind::Array; }
  bool is_object() const { return kind() == Kind::Object; }
  const char* type_name() const;  // nlohmann's words: "null", "boolean", "number", ...

  bool boolean() const;
  int64_t integer() const;           // Kind::Integer
  uint64_t unsignedInteger() const;  // Kind::Unsigned
  double number() const;             // any number, converted as nlohmann's get<double>()
  std::string_view str() const;      // Kind::String

  size_t size() const;  // elements or members; 0 for null, 1 for other scalars (as nlohmann)
  bool empty() const { return size() == 0; }
  Value operator[](size_t i) const;        // an array's element
  Value find(std::string_view key) const;  // an object's member, or none
  bool contains(std::string_view key) const { return bool(find(key)); }
  std::string_view key(size_t i) const;  // an object's i-th member, in key order
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
  const Doc* doc_ = nullptr;
  uint32_t i_ = 0;
};

// How a Doc reads. Input from strangers: parseJsonLimited's limits (the constructor without
// Options). The engine's own files (tile files, looks): ownFiles, as nlohmann::json::parse read them
// before: a duplicate key keeps its last value, and a refusal is "malformed JSON: " and nlohmann's
// exception text (not cut, bytes as they were).
struct Options {
  size_t maxBytes;
  int maxDepth;
  size_t maxValues;
  bool ownFiles = false;
};

class Doc {
 public:
  // Reads `text` (it need not outlive the Doc), or throws carc::Error as parseJsonLimited would:
  // over maxBytes, nested deeper than kMaxJsonDepth, more than kMaxJsonValues events, a duplicate
  // key, malformed JSON.
  Doc(std::string_view text, const std::string& what, size_t maxBytes);
  Doc(std::string_view text, const std::string& what, const Options& options);
  // Its keys are views into its own buffer, which a copy or a move (of a short string) would not
  // carry along: hold a Doc where it was built, or by pointer.
  Doc(const Doc&) = delete;
  Doc& operator=(const Doc&) = delete;
  Value root() const { return Value(this, 0); }

 private:
  friend class Value;
  friend class Reader;
  std::vector<Node> nodes_;
  std::vector<uint32_t> kids_;
  std::vector<Member> members_;
  std::string chars_;  // every string and key, decoded
};

// value × 10^exp10 correctly rounded (round half to even, as strtod), where `digits` are decimal
// digits (leading zeros allowed); +inf beyond the largest double. Exposed for tests.
double decimalToDouble(std::string_view digits, int64_t exp10);

// A JSON number token (already checked: -?int(.frac)?([eE][+-]?exp)?) as a double, correctly rounded.
double numberValue(std::string_view token);

// nlohmann's exception text in plain words: "[json.exception.parse_error.101] parse error at line
// 1, column 1: syntax error while parsing value - invalid literal; last read: 'h'" becomes " at line
// 1, column 1: invalid literal; last read: 'h'".
std::string plainParseError(std::string libraryMessage);

}  // namespace carc::jsonin
