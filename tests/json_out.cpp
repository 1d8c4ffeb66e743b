// The streaming JSON writer (engine/carcassonne/json_out.hpp) writes what nlohmann's dump() writes for the same
// tree: keys sorted, the last of a repeated key kept, strings escaped, doubles in shortest form.
#include "json_out.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "catalog.hpp"

using carc::JsonOut;
using nlohmann::json;

namespace {

// Writes a tree through JsonOut, node by node.
void write(JsonOut& o, const json& j) {
  switch (j.type()) {
    case json::value_t::object:
      o.beginObject();  // members in reverse key order: the writer sorts them
      for (auto it = j.rbegin(); it != j.rend(); ++it) write(o.key(it.key()), it.value());
      o.endObject();
      break;
    case json::value_t::array:
      o.beginArray();
      for (const json& e : j) write(o, e);
      o.endArray();
      break;
    case json::value_t::string:
      o.value(j.get_ref<const std::string&>());
      break;
    case json::value_t::boolean:
      o.value(j.get<bool>());
      break;
    case json::value_t::number_integer:
      o.value(j.get<int64_t>());
      break;
    case json::value_t::number_unsigned:
      o.value(j.get<uint64_t>());
      break;
    case json::value_t::number_float:
      o.value(j.get<double>());
      break;
    default:
      o.null();
  }
}

std::string viaWriter(const json& j) {
  JsonOut o;
  write(o, j);
  return o.take();
}

}  // namespace

TEST_CASE("JsonOut escapes strings as dump does", "[json_out]") {
  for (std::string s : {std::string(""), std::string("plain"), std::string("q\"uote\\back/slash"),
                        std::string("\b\f\n\r\t"), std::string("\x01\x1f\x7f", 3), std::string("nul\0byte", 8),
                        std::string("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x8F\xB0"), std::string("\xEF\xBF\xBD")}) {
    JsonOut o;
    o.value(s);
    CHECK(o.text() == json(s).dump());
  }
  JsonOut o;
  o.value(std::string("\x01"));
  CHECK(o.text() == "\"\\u0001\"");
}

TEST_CASE("JsonOut refuses invalid UTF-8 with dump's error", "[json_out]") {
  for (std::string s : {std::string("a\xFF"), std::string("\xC3"), std::string("\xC0\xAF"), std::string("\xED\xA0\x80"),
                        std::string("\xF4\x90\x80\x80"), std::string("\xE2\x82"), std::string("x\x80y")}) {
    std::string expected;
    try {
      (void)json(s).dump();
    } catch (const json::exception& e) {
      expected = e.what();
    }
    REQUIRE_FALSE(expected.empty());
    JsonOut o;
    CHECK_THROWS_WITH(o.value(s), expected);
  }
}

TEST_CASE("JsonOut writes numbers as dump does", "[json_out]") {
  const double doubles[] = {0.0,
                            -0.0,
                            1.0,
                            0.5,
                            0.1,
                            1e21,
                            1e-7,
                            123456789.125,
                            -2.5e-300,
                            static_cast<double>(0.1f),
                            static_cast<double>(0.35f),
                            1.0 / 3,
                            std::numeric_limits<double>::max(),
                            std::numeric_limits<double>::denorm_min()};
  for (double d : doubles) {
    JsonOut o;
    o.value(d);
    CHECK(o.text() == json(d).dump());
  }
  for (double d : {std::nan(""), std::numeric_limits<double>::infinity()}) {
    JsonOut o;
    o.value(d);
    CHECK(o.text() == "null");
  }
  JsonOut o;
  o.beginArray().value(INT64_MIN).value(INT64_MAX).value(UINT64_MAX).value(int8_t(-5)).value(uint8_t(200)).value(0);
  o.value(0.25f).endArray();
  CHECK(o.text() == json::array({INT64_MIN, INT64_MAX, UINT64_MAX, int8_t(-5), uint8_t(200), 0, 0.25f}).dump());
}

TEST_CASE("JsonOut sorts keys and keeps the last of a repeated key", "[json_out]") {
  JsonOut o;
  o.beginObject().field("b", 1).field("a", "x").key("c").beginArray().beginObject().field("z", 1).field("y", 2);
  o.endObject().beginArray().endArray().beginObject().endObject().endArray().field("b", 3).field("B", true);
  o.key("").null().endObject();
  CHECK(o.text() == R"({"":null,"B":true,"a":"x","b":3,"c":[{"y":2,"z":1},[],{}]})");
  json j;
  j["b"] = 1, j["a"] = "x", j["c"] = json::array({json{{"z", 1}, {"y", 2}}, json::array(), json::object()}), j["b"] = 3,
  j["B"] = true, j[""] = nullptr;
  CHECK(o.text() == j.dump());
}

TEST_CASE("JsonOut writes random trees as dump does", "[json_out]") {
  std::mt19937 rng(22);
  auto pick = [&](int n) { return int(rng() % unsigned(n)); };
  const char* keys[] = {"a", "b", "ab", "A", "tiles", "x", "\xC3\xA9", "a\"b", ""};
  std::function<json(int)> tree = [&](int depth) -> json {
    switch (depth > 3 ? pick(5) : pick(7)) {
      case 0:
        return nullptr;
      case 1:
        return pick(2) == 1;
      case 2:
        return int64_t(rng()) - int64_t(1u << 31);
      case 3:
        return double(rng()) / double(1 + pick(1000));
      case 4:
        return std::string(keys[pick(9)]) + "\n" + std::to_string(pick(100));
      case 5: {
        json a = json::array();
        for (int i = pick(5); i-- > 0;) a.push_back(tree(depth + 1));
        return a;
      }
      default: {
        json o = json::object();
        for (int i = pick(6); i-- > 0;) o[keys[pick(9)]] = tree(depth + 1);
        return o;
      }
    }
  };
  for (int i = 0; i < 2000; ++i) {
    json j = tree(0);
    REQUIRE(viaWriter(j) == j.dump());
  }
}

TEST_CASE("JsonOut embeds trees and raw text", "[json_out]") {
  JsonOut o;
  o.beginArray().value(json{{"k", {1, 2}}}).raw("{\"r\":0}").array(std::vector<int>{3, 4}).endArray();
  CHECK(o.text() == R"([{"k":[1,2]},{"r":0},[3,4]])");
}

namespace {

// Byte strings of mostly UTF-8 pieces, some of them cut or broken, for the checks against dump().
std::string mixedBytes(std::mt19937& rng) {
  static const char* const pieces[] = {"a",
                                       "\"",
                                       "\\",
                                       "\n",
                                       "\x01",
                                       "\xC3\xA9",
                                       "\xE2\x82\xAC",
                                       "\xF0\x9F\x8F\xB0",
                                       "\xED\x9F\xBF",
                                       "\xF4\x8F\xBF\xBF"};
  std::string s;
  for (int n = int(rng() % 8); n-- > 0;) {
    if (rng() % 3) {
      s += pieces[rng() % 10];
    } else {
      s += char(rng() % 256);  // any byte: a stray continuation, a lead without its tail, 0xFF ...
    }
  }
  if (!s.empty() && rng() % 4 == 0) s.pop_back();  // a sequence cut at the end
  return s;
}

}  // namespace

TEST_CASE("JsonOut handles broken UTF-8 as dump does, strict and replacing", "[json_out]") {
  std::mt19937 rng(316);
  int broken = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string s = mixedBytes(rng);
    std::string expected, error;
    try {
      expected = json(s).dump();
    } catch (const json::type_error& e) {
      error = e.what();
    }
    broken += !error.empty();
    JsonOut strict;
    if (error.empty()) {
      REQUIRE(strict.value(s).text() == expected);
    } else {
      REQUIRE_THROWS_AS(strict.value(s), carc::Error);  // dump()'s words, the engine's error type
      JsonOut again;
      REQUIRE_THROWS_WITH(again.value(s), error);
    }
    JsonOut replace(JsonOut::BadUtf8::Replace);
    REQUIRE(replace.beginObject().field(s, s).endObject().text() ==
            json{{s, s}}.dump(-1, ' ', false, json::error_handler_t::replace));
  }
  CHECK(broken > 5000);  // the strings exercise the error paths, not only valid text
}

TEST_CASE("JsonOut writes a tree node by node as dump does", "[json_out]") {
  std::mt19937 rng(7);
  const json samples[] = {
      json::parse(R"({"b":[1,-2,3.5,null,true,"x\u0001"],"a":{"z":{},"y":[]},"":18446744073709551615})"),
      json(1e300),
      json(-0.0),
      json("caf\xC3\xA9"),
      json::array(),
      json::object()};
  for (const json& j : samples) {
    JsonOut o;
    CHECK(o.value(j).text() == j.dump());
  }
  JsonOut o(JsonOut::BadUtf8::Replace);
  CHECK(o.value(json{{"k", "a\xFF"}}).text() ==
        json{{"k", "a\xFF"}}.dump(-1, ' ', false, json::error_handler_t::replace));
}
