// The engine's JSON reader (engine/carcassonne/json_in.hpp) against the reader it replaces: nlohmann's parser
// with the engine's limits (parseJsonLimited before issue 22, kept here as the reference). On every record, example and
// fuzz corpus file, on random JSON and on thousands of mutations of both, the two must accept and refuse the same
// texts, with the same message, and build the same values (numbers to the bit).
#include "json_in.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "input_limits.hpp"
#include "test_support.hpp"

namespace {

using carc::jsonin::Doc;
using carc::jsonin::Kind;
using carc::jsonin::Value;
using nlohmann::json;

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// Whether nlohmann's value and ours are the same: kinds (an unsigned nlohmann number that fits
// int64 is our Integer), numbers to the bit, strings byte for byte, members in the same order.
bool same(const json& j, const Value& v) {
  switch (j.type()) {
    case json::value_t::null:
      return v.is_null();
    case json::value_t::boolean:
      return v.is_boolean() && v.boolean() == j.get<bool>();
    case json::value_t::number_integer:
      return v.kind() == Kind::Integer && v.integer() == j.get<int64_t>();
    case json::value_t::number_unsigned:
      if (j.get<uint64_t>() > uint64_t(INT64_MAX))
        return v.kind() == Kind::Unsigned && v.unsignedInteger() == j.get<uint64_t>();
      return v.kind() == Kind::Integer && uint64_t(v.integer()) == j.get<uint64_t>();
    case json::value_t::number_float:
      return v.kind() == Kind::Float && sameBits(v.number(), j.get<double>());
    case json::value_t::string:
      return v.is_string() && v.str() == j.get_ref<const std::string&>();
    case json::value_t::array: {
      if (!v.is_array() || v.size() != j.size()) return false;
      for (size_t i = 0; i < j.size(); ++i)
        if (!same(j[i], v[i])) return false;
      return true;
    }
    case json::value_t::object: {
      if (!v.is_object() || v.size() != j.size()) return false;
      size_t i = 0;
      for (auto it = j.begin(); it != j.end(); ++it, ++i)
        if (v.key(i) != it.key() || !same(*it, v.value(i)) || !same(*it, v.find(it.key()))) return false;
      return true;
    }
    default:
      return false;
  }
}

// The reader before issue 22 (input_limits.cpp at ac5ed27): nlohmann's parser, its callback
// counting depth, events and duplicate keys. The reference the engine's reader must match.
std::string nlohmannPlainError(std::string m) {
  if (m.starts_with("[json.exception.")) m.erase(0, m.find("] ") == std::string::npos ? 0 : m.find("] ") + 2);
  if (m.starts_with("parse error at "))
    m.replace(0, 15, " at ");
  else
    m.insert(0, ": ");
  if (size_t s = m.find("syntax error while parsing "); s != std::string::npos)
    if (size_t dash = m.find(" - ", s); dash != std::string::npos) m.erase(s, dash + 3 - s);
  return m;
}

json nlohmannLimited(const std::string& text, const std::string& what, size_t maxBytes) {
  using carc::Error;
  if (text.size() > maxBytes)
    throw Error(what + ": " + std::to_string(text.size()) + " bytes, larger than the limit of " +
                std::to_string(maxBytes));
  std::vector<std::set<std::string>> keys;
  size_t values = 0;
  auto check = [&](int depth, json::parse_event_t event, json& parsed) {
    if (depth > carc::kMaxJsonDepth)
      throw Error(what + ": nested deeper than " + std::to_string(carc::kMaxJsonDepth) + " levels");
    if (++values > carc::kMaxJsonValues)
      throw Error(what + ": more than " + std::to_string(carc::kMaxJsonValues) + " JSON values");
    switch (event) {
      case json::parse_event_t::object_start:
        keys.emplace_back();
        break;
      case json::parse_event_t::object_end:
        keys.pop_back();
        break;
      case json::parse_event_t::key:
        if (!keys.back().insert(parsed.get<std::string>()).second)
          throw Error(what + ": duplicate field " + carc::quoteInput(parsed.get<std::string>()));
        break;
      default:
        break;
    }
    return true;
  };
  try {
    return json::parse(text, check, true, false);
  } catch (const json::exception& e) {
    throw Error(what + ": malformed JSON" + nlohmannPlainError(carc::printable(carc::utf8Prefix(e.what(), 200))));
  }
}

struct Differ {
  size_t texts = 0, accepted = 0, failures = 0;
  std::vector<std::string> examples;  // the first few texts where the readers differ

  void check(const std::string& text, size_t maxBytes = carc::kMaxRecordBytes) {
    ++texts;
    std::string refError, ourError;
    json ref;
    try {
      ref = nlohmannLimited(text, "record", maxBytes);
    } catch (const carc::Error& e) {
      refError = e.what();
    }
    std::string problem;
    try {
      Doc doc(text, "record", maxBytes);
      if (!refError.empty())
        problem = "accepted, nlohmann refused: " + refError;
      else if (!same(ref, doc.root()))
        problem = "different values";
      else
        ++accepted;
    } catch (const carc::Error& e) {
      ourError = e.what();
      if (refError.empty())
        problem = "refused, nlohmann accepted: " + ourError;
      else if (ourError != refError)
        problem = "messages differ:\n  ours:     " + ourError + "\n  nlohmann: " + refError;
    }
    if (problem.empty()) return;
    ++failures;
    if (examples.size() < 8) examples.push_back(carc::printable(carc::utf8Prefix(text, 120)) + "\n  " + problem);
  }
  void report() {
    for (const auto& e : examples) UNSCOPED_INFO(e);
    INFO(texts << " texts, " << accepted << " accepted by both, " << failures << " differ");
    CHECK(failures == 0);
  }
};

std::vector<std::string> corpusFiles() {
  namespace fs = std::filesystem;
  std::vector<std::string> texts;
  const fs::path root = CARC_SOURCE_DIR;
  for (const char* dir : {"tests/records", "web/examples", "tests/fuzz/corpus"})
    for (const auto& f : fs::recursive_directory_iterator(root / dir)) {
      if (!f.is_regular_file()) continue;
      std::ifstream in(f.path(), std::ios::binary);
      std::stringstream s;
      s << in.rdbuf();
      texts.push_back(s.str());
    }
  return texts;
}

// Random JSON text: any value, with odd spacing, escapes, non-ASCII text and numbers of every form.
struct Gen {
  std::mt19937_64 rng{20261128};
  size_t pick(size_t n) { return size_t(rng() % n); }
  std::string space() {
    static const char* ws[] = {"", "", "", " ", "\n", "\t", "\r\n  "};
    return ws[pick(7)];
  }
  std::string number() {
    std::string s = pick(3) == 0 ? "-" : "";
    const size_t digits = pick(5) == 0 ? 1 + pick(40) : 1 + pick(19);
    s += pick(4) == 0 ? '0' : char('1' + pick(9));
    if (s.back() != '0')
      for (size_t i = 1; i < digits; ++i) s += char('0' + pick(10));
    if (pick(3) == 0) {
      s += '.';
      for (size_t i = 0, n = 1 + pick(25); i < n; ++i) s += char('0' + pick(10));
    }
    if (pick(3) == 0)
      s += std::string(pick(2) ? "e" : "E") + "+-"[pick(2)] + std::to_string(pick(5) == 0 ? pick(400) : pick(30));
    return s;
  }
  std::string string() {
    static const char* pieces[] = {"a",
                                   "Z",
                                   " ",
                                   "\\\"",
                                   "\\\\",
                                   "\\/",
                                   "\\b",
                                   "\\f",
                                   "\\n",
                                   "\\r",
                                   "\\t",
                                   "\\u0041",
                                   "\\u00e9",
                                   "\\u20AC",
                                   "\\ud83d\\ude00",
                                   "\\u0000",
                                   "\xc3\xa9",
                                   "\xe2\x82\xac",
                                   "\xf0\x9f\x98\x80",
                                   "\x7f",
                                   "<",
                                   "'",
                                   "format",
                                   "moves"};
    std::string s = "\"";
    for (size_t i = 0, n = pick(8); i < n; ++i) s += pieces[pick(sizeof pieces / sizeof *pieces)];
    return s + "\"";
  }
  std::string value(int depth) {
    switch (pick(depth > 4 ? 5 : 7)) {
      case 0:
        return number();
      case 1:
        return string();
      case 2:
        return pick(2) ? "true" : "false";
      case 3:
        return "null";
      case 4:
        return number();
      case 5: {
        std::string s = "[" + space();
        for (size_t i = 0, n = pick(6); i < n; ++i) s += (i ? "," + space() : "") + value(depth + 1) + space();
        return s + "]";
      }
      default: {
        std::string s = "{" + space();
        for (size_t i = 0, n = pick(6); i < n; ++i)
          s += (i ? "," + space() : "") + string() + space() + ":" + space() + value(depth + 1) + space();
        return s + "}";
      }
    }
  }
  // The text with one to three random edits: a byte changed, dropped, doubled or inserted, or the
  // text cut short.
  std::string mutate(std::string s) {
    static const char bytes[] =
        "{}[]:,\"\\0123456789.eE+-tfnu \n\t\x01\x1b\x7f\x80\xbf\xc0\xc3\xe2\xed\xef\xf0\xf4\xff";
    for (size_t k = 0, n = 1 + pick(3); k < n && !s.empty(); ++k) {
      const size_t at = pick(s.size());
      const char b = bytes[pick(sizeof bytes - 1)];
      switch (pick(5)) {
        case 0:
          s[at] = b;
          break;
        case 1:
          s.erase(at, 1);
          break;
        case 2:
          s.insert(at, 1, s[at]);
          break;
        case 3:
          s.insert(at, 1, b);
          break;
        default:
          s.resize(at);
      }
    }
    return s;
  }
};

}  // namespace

TEST_CASE("json_in: every record, example and corpus file reads as nlohmann reads it", "[json_in]") {
  Differ d;
  for (const auto& text : corpusFiles()) d.check(text);
  CHECK(d.texts >= 70);  // 54 records and examples, 33 corpus files when written
  d.report();
}

TEST_CASE("json_in: random JSON reads as nlohmann reads it", "[json_in]") {
  Differ d;
  Gen g;
  for (int i = 0; i < 20000; ++i) d.check(g.space() + g.value(0) + g.space());
  d.report();
}

TEST_CASE("json_in: mutated records and random JSON are refused as nlohmann refuses them", "[json_in]") {
  Differ d;
  Gen g;
  const auto files = corpusFiles();
  for (const auto& text : files)
    for (int i = 0, n = carctest::scaled(60); i < n; ++i) d.check(g.mutate(text));
  for (int i = 0, n = carctest::scaled(30000); i < n; ++i) d.check(g.mutate(g.value(0)));
  d.report();
}

TEST_CASE("json_in: small texts and edge cases read as nlohmann reads them", "[json_in]") {
  Differ d;
  for (const char* t : {"",
                        " ",
                        "1",
                        "-0",
                        "-0.0",
                        "0.1",
                        "01",
                        "1.",
                        "1e",
                        "1e+",
                        "-",
                        "-a",
                        ".5",
                        "1.5e308",
                        "1e309",
                        "-1e400",
                        "1e-400",
                        "2.4703282292062327e-324",
                        "2.4703282292062328e-324",
                        "4.9406564584124654e-324",
                        "1.7976931348623157e308",
                        "1.7976931348623158e308",
                        "1.7976931348623159e308",
                        "9223372036854775807",
                        "9223372036854775808",
                        "18446744073709551615",
                        "18446744073709551616",
                        "-9223372036854775808",
                        "-9223372036854775809",
                        "true",
                        "tru",
                        "truex",
                        "nul",
                        "null ,",
                        "[1,]",
                        "[,1]",
                        "{\"a\"}",
                        "{\"a\":}",
                        "{\"a\":1,}",
                        "{,}",
                        "{1:2}",
                        "{\"a\":1 \"b\":2}",
                        "[1 2]",
                        "{\"a\":1,\"a\":2}",
                        "{\"a\":1,\"b\":{\"c\":1,\"c\":2},\"a\":3}",
                        "{\"a\":1,\"a\":[1,}",
                        "{\"b\":1,\"a\":2,\"b\"",
                        "\"\\ud800\"",
                        "\"\\ud800\\u0041\"",
                        "\"\\udc00\"",
                        "\"\\u12\"",
                        "\"\\x\"",
                        "\"abc",
                        "\"\x01\"",
                        "\"\n\"",
                        "\"\xc3\"",
                        "\"\xc3(\"",
                        "\"\xe0\x80\x80\"",
                        "\"\xed\xa0\x80\"",
                        "\"\xf4\x90\x80\x80\"",
                        "\"\xff\"",
                        "\xef\xbb\xbf[1]",
                        "\xef\xbb[1]",
                        "\xef",
                        "/* */1",
                        "1\n]",
                        "{1\n}",
                        "[1\n,\n\x1b]",
                        "{\"a\": \x1b}",
                        "hello",
                        "{\"format\": 1,\n ]",
                        "[\"\x7f\", \"\xc2\x9b\"]"})
    d.check(t);
  d.report();
}

TEST_CASE("json_in: deep, long and large texts are refused by the limits without recursion", "[json_in]") {
  Differ d;
  d.check(std::string(1000000, '[') + std::string(1000000, ']'));
  d.check(std::string(32, '[') + std::string(32, ']'));
  d.check(std::string(33, '[') + std::string(33, ']'));
  d.check(std::string(32, '[') + "1" + std::string(32, ']'));
  d.check(std::string(33, '[') + "1" + std::string(33, ']'));
  std::string objects;
  for (int i = 0; i < 40; ++i) objects += "{\"a\":";
  d.check(objects + "1" + std::string(40, '}'));
  for (size_t n : {99998, 99999, 100000, 199998, 199999, 200000}) {
    std::string many = "[";
    for (size_t i = 0; i < n; ++i) many += i ? ",0" : "0";
    d.check(many + "]");
  }
  d.check("\"" + std::string(100, 'x') + "\"", 50);
  d.check("[" + std::string(5 << 20, ' ') + "]");
  d.report();
}

TEST_CASE("json_in: decimal numbers round as strtod rounds them", "[json_in]") {
  std::mt19937_64 rng(7);
  size_t failures = 0;
  std::string first;
  auto check = [&](const std::string& digits, int64_t exp10) {
    const std::string text = digits + "e" + std::to_string(exp10);
    const double ours = carc::jsonin::decimalToDouble(digits, exp10), theirs = std::strtod(text.c_str(), nullptr);
    if (!sameBits(ours, theirs) && failures++ == 0) first = text;
  };
  for (int i = 0, n = carctest::scaled(100000); i < n; ++i) {
    std::string digits;
    for (size_t k = 0, n = 1 + rng() % (i % 10 == 0 ? 800 : 25); k < n; ++k) digits += char('0' + rng() % 10);
    check(digits, int64_t(rng() % 700) - 350);
  }
  // Doubles written with 17, and with many, digits; and the halfway points between neighbours.
  char buf[1200];
  for (int i = 0, n = carctest::scaled(20000); i < n; ++i) {
    uint64_t bits = rng() & 0x7FEFFFFFFFFFFFFFull;
    double d;
    std::memcpy(&d, &bits, sizeof d);
    for (int precision : {16, 40, 800}) {
      std::snprintf(buf, sizeof buf, "%.*e", precision, d);
      std::string s(buf);
      const size_t e = s.find('e');
      std::string digits = s.substr(0, 1) + s.substr(2, e - 2);
      check(digits, std::stoll(s.substr(e + 1)) - int64_t(digits.size() - 1));
    }
    // The exact midpoint of d and the next double, in full (long double holds it exactly).
    long double mid = ((long double)d + (long double)std::nextafter(d, INFINITY)) / 2;
    std::snprintf(buf, sizeof buf, "%.800Le", mid);
    std::string s(buf);
    const size_t e = s.find('e');
    std::string digits = s.substr(0, 1) + s.substr(2, e - 2);
    check(digits, std::stoll(s.substr(e + 1)) - int64_t(digits.size() - 1));
  }
  INFO(failures << " numbers differ, the first " << first);
  CHECK(failures == 0);
}

TEST_CASE("json_in: parseJsonLimited gives the tree nlohmann gave", "[json_in]") {
  // The records, and the same values through nlohmann's own reader, compare equal as nlohmann trees
  // (integers unsigned when not negative, as nlohmann keeps them).
  size_t compared = 0;
  for (const auto& text : corpusFiles()) {
    json theirs, ours;
    std::string theirError, ourError;
    try {
      theirs = nlohmannLimited(text, "record", carc::kMaxRecordBytes);
    } catch (const carc::Error& e) {
      theirError = e.what();
    }
    try {
      ours = carc::parseJsonLimited(text, "record", carc::kMaxRecordBytes);
    } catch (const carc::Error& e) {
      ourError = e.what();
    }
    CHECK(ourError == theirError);
    CHECK(ours == theirs);
    CHECK(ours.dump() == theirs.dump());
    compared += theirError.empty();
  }
  CHECK(compared > 60);
}

TEST_CASE("json_in: the engine's own files read as nlohmann::json::parse read them", "[json_in]") {
  // Tile files and looks (tile_json.hpp's fallback): duplicate keys keep the last value, refusals
  // are nlohmann's exception text.
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& f : fs::directory_iterator(fs::path(CARC_SOURCE_DIR) / "tiles")) {
    std::ifstream in(f.path(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    files.push_back(s.str());
  }
  Gen g;
  size_t texts = 0, accepted = 0, failures = 0;
  std::string first;
  auto check = [&](const std::string& text) {
    ++texts;
    std::string theirError, ourError;
    json theirs;
    try {
      theirs = json::parse(text);
    } catch (const json::exception& e) {
      theirError = std::string("malformed JSON: ") + e.what();
    }
    try {
      Doc doc(text, "JSON", carc::jsonin::Options{SIZE_MAX, 256, SIZE_MAX, true});
      if (!theirError.empty() || !same(theirs, doc.root())) ourError = "(accepted differently)";
      accepted += theirError.empty();
    } catch (const carc::Error& e) {
      ourError = e.what();
    }
    if (ourError != theirError && failures++ == 0)
      first = carc::printable(text.substr(0, 100)) + "\n" + ourError + "\n" + theirError;
  };
  for (const auto& text : files) {
    check(text);
    check(text.substr(0, text.size() / 2) + "\"k\": 1, \"k\": [2]," + text.substr(text.size() / 2));
    for (int i = 0; i < 200; ++i) check(g.mutate(text));
  }
  for (int i = 0; i < 5000; ++i) check(g.value(0));
  INFO(texts << " texts, " << accepted << " accepted by both, " << failures << " differ; the first:\n" << first);
  CHECK(failures == 0);
}
