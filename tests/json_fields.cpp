// The field helpers on the engine's reader's values (json_fields.hpp, issue 22) against the
// nlohmann versions the record and the answers used before (kept here as the reference): over every
// value of every record and example, and over numbers and strings at every edge, each helper must
// give the same answer and throw the same message. A message that quotes input is part of an answer
// (the page shows it): it must not change by a byte.
#include "json_fields.hpp"

#include <filesystem>
#include <functional>

#include "test_support.hpp"

namespace {

using carc::jsonin::Doc;
using carc::jsonin::Value;
using nlohmann::json;

// ---- the nlohmann versions as json_fields.hpp had them at 6b9e3f6 (the reference)

int oldNeedInt(const json& obj, const char* key, const std::string& where, int lo, int hi) {
  auto it = obj.find(key);
  if (it == obj.end()) carc::failAt(where, std::string("missing field '") + key + "'");
  if (!it->is_number_integer())
    carc::failAt(where + "." + key, "expected an integer, got " + std::string(it->type_name()));
  auto v = carc::integerIn(*it, lo, hi);
  if (!v)
    carc::failAt(where + "." + key,
                 "expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + carc::shortDump(*it));
  return static_cast<int>(*v);
}

void oldCheckKeys(const json& obj, std::initializer_list<const char*> allowed, const std::string& where) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    const std::string k = it.key();
    bool ok = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return k == a; });
    if (!ok) carc::failAt(where, "unknown field " + carc::quoteInput(k));
  }
}

// What a call answered: its value, or its message.
template <class F>
std::string outcome(F&& f) {
  try {
    return "= " + std::to_string(f());
  } catch (const std::exception& e) {
    return std::string("! ") + e.what();
  }
}

struct Tally {
  size_t compared = 0;
  std::vector<std::string> differences;
  void same(const std::string& what, const std::string& a, const std::string& b) {
    ++compared;
    if (a != b && differences.size() < 8) differences.push_back(what + "\n  old: " + a + "\n  new: " + b);
  }
};

// Every helper on one value (j: nlohmann's reading of it, v: ours).
void compare(Tally& t, const json& j, const Value& v, const std::string& text) {
  const std::string at = carc::printable(carc::utf8Prefix(text, 60));
  t.same("shortDump " + at, carc::shortDump(j), carc::shortDump(v));
  t.same("type_name " + at, j.type_name(), v.type_name());
  for (auto [lo, hi] : {std::pair<int64_t, int64_t>{0, 3}, {-1000, 1000}, {0, 255}, {INT64_MIN, INT64_MAX}, {-5, -1}}) {
    auto a = carc::integerIn(j, lo, hi), b = carc::integerIn(v, lo, hi);
    t.same("integerIn " + at, a ? std::to_string(*a) : "none", b ? std::to_string(*b) : "none");
  }
  for (int64_t k : {0, 1, 3, -1, 255, 1000})
    t.same("== int " + at, std::to_string(j == k), std::to_string(carc::equalsInt(v, k)));
  t.same("== text " + at, std::to_string(j == "abbot"), std::to_string(carc::equalsText(v, "abbot")));
  t.same("== true " + at, std::to_string(j == true), std::to_string(carc::equalsBool(v, true)));
  t.same("!= true " + at, std::to_string(j != true), std::to_string(!carc::equalsBool(v, true)));
  // The value as a field, and a missing field, of an object.
  const std::string wrapped = "{\"k\":" + text + "}";
  const json jo = json::parse(wrapped);
  const Doc doc(wrapped, "test", carc::kMaxRecordBytes);
  for (const std::pair<int, int> range : {std::pair<int, int>{0, 3}, {-1000, 1000}, {0, 255}}) {
    const int lo = range.first, hi = range.second;  // clang 14 cannot capture structured bindings
    t.same("needInt " + at, outcome([&] { return oldNeedInt(jo, "k", "move 3", lo, hi); }),
           outcome([&] { return carc::needInt(doc.root(), "k", "move 3", lo, hi); }));
    t.same("needInt missing " + at, outcome([&] { return oldNeedInt(jo, "x", "move 3", lo, hi); }),
           outcome([&] { return carc::needInt(doc.root(), "x", "move 3", lo, hi); }));
  }
  if (j.is_object()) {
    t.same("checkKeys " + at, outcome([&] {
             return oldCheckKeys(j, {"x", "y", "at", "kind"}, "w"), 0;
           }),
           outcome([&] {
             return carc::checkKeys(v, {"x", "y", "at", "kind"}, "w"), 0;
           }));
  }
}

// Every value in a tree, with its text.
void eachValue(const json& j, const std::function<void(const json&)>& f) {
  f(j);
  if (j.is_structured())
    for (const json& e : j) eachValue(e, f);
}

}  // namespace

TEST_CASE("json_fields: the reader's field helpers answer and refuse as nlohmann's did", "[json_fields]") {
  Tally t;
  auto check = [&](const std::string& text) {
    const json j = json::parse(text);
    const Doc doc(text, "test", carc::kMaxRecordBytes);
    compare(t, j, doc.root(), text);
  };
  // Numbers at every edge of int64, uint64 and double, strings that must be quoted, cut or escaped.
  for (const char* text :
       {"0",
        "-0",
        "3",
        "-1",
        "255",
        "256",
        "1000",
        "1001",
        "-1000",
        "-1001",
        "9223372036854775807",
        "9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "1.0",
        "3.0",
        "-0.0",
        "1.5",
        "1e300",
        "2.5e-300",
        "0.1",
        "1E2",
        "null",
        "true",
        "false",
        "\"\"",
        "\"abbot\"",
        "\"3\"",
        "\"\\u0000\\u001b\\u2028\\u202e\"",
        "\"caf\\u00e9 \\ud83d\\ude00\"",
        "\"0123456789012345678901234567890123456789\"",
        "\"01234567890123456789012345678901234567890\"",
        "\"\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9"
        "\\u00e9\\u00e9\\u00e9\\u00e9\\u00e9x\"",
        "[]",
        "{}",
        "[1,2,3]",
        "{\"x\":1,\"y\":2}",
        "{\"z\":1,\"a\":[true,null,{\"q\":\"<\\/script>\"}]}",
        "{\"x\":1,\"y\":2,\"at\":\"N\",\"kind\":\"abbot\"}",
        "{\"y\":1,\"X\":2}",
        "{\"\":1}",
        "{\"\\u001b[31mred\":1}",
        "[1.5e10,-2e-5,12345678901234567890,\"\\n\"]"})
    check(text);
  // Every value of every record and example, as a record holds it.
  size_t files = 0;
  for (const char* dir : {"tests/records", "web/examples"})
    for (const auto& e : std::filesystem::directory_iterator(std::string(CARC_SOURCE_DIR) + "/" + dir)) {
      if (e.path().extension() != ".json") continue;
      ++files;
      eachValue(json::parse(carctest::readFile(e.path().string())), [&](const json& j) { check(j.dump()); });
    }
  for (const auto& d : t.differences) UNSCOPED_INFO(d);
  CHECK(t.differences.empty());
  CHECK(files >= 40);
  CHECK(t.compared > 100000);
}

TEST_CASE("json_fields: a tree from native code reads back as the same values", "[json_fields]") {
  const json j = {{"x", -3}, {"big", 18446744073709551615ull}, {"f", 0.1}, {"s", "a\nb"}, {"l", {1, nullptr, true}}};
  std::string seen = carc::withJsonIn(j, "test", [](const Value& v) { return carc::JsonOut().value(v).take(); });
  CHECK(seen == j.dump());
  CHECK(carc::withJsonIn(j, "test", [](const Value& v) { return carc::needInt(v, "x", "w", -5, 5); }) == -3);
}
