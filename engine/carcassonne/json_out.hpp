// JSON text written as it is produced (issue 22): the API's answers (state, catalog, options,
// events, records) without building an nlohmann tree first. Every `j["x"] = v` on a tree
// instantiates code in the .wasm; a call here is a call.
//
// The text is byte for byte what nlohmann's dump() writes for the same tree: objects list their keys
// sorted (std::map order; a key written twice keeps its last value, as operator[] does), strings
// are escaped as dump() escapes them (", \, \b \f \n \r \t, other control characters as \u00xx,
// UTF-8 kept; invalid UTF-8 throws dump()'s own error, or with BadUtf8::Replace becomes U+FFFD as
// dump(..., error_handler_t::replace) writes it), doubles in dump()'s shortest round-trip form
// ("null" when not finite). nlohmann's serializer is not linked into the module: trees that still
// reach the output (value(const json&)) are walked here.
#pragma once
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "json_in.hpp"

namespace carc {

class JsonOut {
 public:
  enum class BadUtf8 : bool { Throw, Replace };
  explicit JsonOut(BadUtf8 bad = BadUtf8::Throw) : replace_(bad == BadUtf8::Replace) {}

  JsonOut& beginObject();
  JsonOut& endObject();
  JsonOut& beginArray();
  JsonOut& endArray();
  // The key of the next value in the open object.
  JsonOut& key(std::string_view k);

  JsonOut& null();
  JsonOut& value(std::string_view s);
  JsonOut& value(const char* s) { return value(std::string_view(s)); }
  JsonOut& value(const std::string& s) { return value(std::string_view(s)); }
  JsonOut& value(bool b);
  JsonOut& value(double d);
  JsonOut& value(float f) { return value(static_cast<double>(f)); }
  template <class T>
  requires(std::is_integral_v<T> && !std::is_same_v<T, bool>) JsonOut& value(T v) {
    if constexpr (std::is_signed_v<T>)
      return integer(static_cast<int64_t>(v));
    else
      return unsignedInteger(static_cast<uint64_t>(v));
  }
  // Already written JSON text (one value), or a tree from code that still builds one.
  JsonOut& raw(std::string_view text);
  JsonOut& value(const nlohmann::json& j);
  JsonOut& value(const jsonin::Value& v);  // a value read from input, echoed (its objects are in key order)

  // key(k).value(v) in one call.
  template <class T>
  JsonOut& field(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }
  JsonOut& nullField(std::string_view k) { return key(k).null(); }

  // An array of values.
  template <class C>
  JsonOut& array(const C& values) {
    beginArray();
    for (const auto& v : values) value(v);
    return endArray();
  }

  const std::string& text() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  JsonOut& integer(int64_t v);
  JsonOut& unsignedInteger(uint64_t v);
  void beforeValue();
  void string(std::string_view s);  // quoted and escaped
  void escape(unsigned char c);     // one ASCII character of a string
  struct Member {
    std::string key;
    size_t start;  // where its value begins in out_
  };
  struct Frame {
    bool object;
    size_t start;    // out_ size when it was opened (objects: where their values begin)
    size_t members;  // arrays: elements written; objects: index of the first member in members_
  };
  bool replace_;
  std::string out_;
  std::vector<Frame> frames_;
  std::vector<Member> members_;
};

}  // namespace carc
