#include "json_in.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "catalog.hpp"
#include "input_limits.hpp"

namespace carc::jsonin {

// ---------------------------------------------------------------- numbers

namespace {

// A non-negative big integer, 32-bit limbs, least significant first: only for numbers the fast
// path cannot round exactly (more than 15 digits, or an exponent beyond 10^±22).
struct Big {
  std::vector<uint32_t> limbs;

  void mulAdd(uint32_t m, uint32_t add) {
    uint64_t carry = add;
    for (uint32_t& l : limbs) {
      uint64_t x = uint64_t(l) * m + carry;
      l = uint32_t(x), carry = x >> 32;
    }
    if (carry) limbs.push_back(uint32_t(carry));
  }
  void mulPow10(int64_t n) {
    for (; n >= 9; n -= 9) mulAdd(1000000000u, 0);
    static const uint32_t p[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    if (n > 0) mulAdd(p[n], 0);
  }
  void shiftLeft(int64_t bits) {
    if (limbs.empty() || bits <= 0) return;
    limbs.insert(limbs.begin(), size_t(bits / 32), 0u);
    if (int s = int(bits % 32)) {
      uint32_t carry = 0;
      for (uint32_t& l : limbs) {
        uint32_t next = l >> (32 - s);
        l = l << s | carry, carry = next;
      }
      if (carry) limbs.push_back(carry);
    }
  }
  void shiftRight1() {
    for (size_t i = 0; i < limbs.size(); ++i)
      limbs[i] = limbs[i] >> 1 | (i + 1 < limbs.size() ? limbs[i + 1] << 31 : 0u);
    trim();
  }
  void trim() {
    while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
  }
  int64_t bits() const {
    if (limbs.empty()) return 0;
    return int64_t(limbs.size() - 1) * 32 + (32 - __builtin_clz(limbs.back()));
  }
  bool operator>=(const Big& o) const {
    if (limbs.size() != o.limbs.size()) return limbs.size() > o.limbs.size();
    for (size_t i = limbs.size(); i-- > 0;)
      if (limbs[i] != o.limbs[i]) return limbs[i] > o.limbs[i];
    return true;
  }
  void subtract(const Big& o) {  // *this >= o
    int64_t borrow = 0;
    for (size_t i = 0; i < limbs.size(); ++i) {
      int64_t x = int64_t(limbs[i]) - (i < o.limbs.size() ? o.limbs[i] : 0) - borrow;
      borrow = x < 0, limbs[i] = uint32_t(x + (borrow << 32));
    }
    trim();
  }
  // The top 64 bits (all of it when shorter), and whether any bit below them is set.
  uint64_t top64(bool& sticky) const {
    int64_t n = bits();
    uint64_t m = 0;
    sticky = false;
    for (int64_t b = n - 1; b >= 0; --b) {
      bool bit = limbs[size_t(b / 32)] >> (b % 32) & 1;
      if (b >= n - 64)
        m = m << 1 | bit;
      else if (bit)
        return sticky = true, m;
    }
    return m;
  }
};

// (m + a little when sticky) × 2^exp2, rounded to the nearest double, ties to even.
double roundToDouble(uint64_t m, bool sticky, int64_t exp2) {
  const int length = 64 - __builtin_clzll(m);
  const int64_t lead = exp2 + length - 1;  // the exponent of m's leading bit
  if (lead > 1024) return INFINITY;
  int64_t precision = lead < -1022 ? 53 - (-1022 - lead) : 53;  // subnormals keep fewer bits
  if (precision < 0) return 0;
  const int64_t drop = length - precision;
  if (drop <= 0) return std::ldexp(double(m), int(exp2));
  const unsigned __int128 all = m, one = 1;
  uint64_t kept = uint64_t(all >> drop);
  const unsigned __int128 rest = all & ((one << drop) - 1), half = one << (drop - 1);
  if (rest > half || (rest == half && (sticky || (kept & 1)))) ++kept;
  return std::ldexp(double(kept), int(exp2 + drop));
}

}  // namespace

double decimalToDouble(std::string_view digits, int64_t exp10) {
  while (!digits.empty() && digits.front() == '0') digits.remove_prefix(1);
  if (digits.empty()) return 0;
  const int64_t n = int64_t(digits.size());
  if (n + exp10 > 310) return INFINITY;  // at least 10^309
  if (n + exp10 < -324) return 0;        // below 10^-325: under half the smallest subnormal
  static const double pow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  if (n <= 15 && exp10 >= -22 && exp10 <= 22) {  // both exact doubles: one rounding, the right one
    uint64_t m = 0;
    for (char c : digits) m = m * 10 + uint64_t(c - '0');
    return exp10 >= 0 ? double(m) * pow10[exp10] : double(m) / pow10[-exp10];
  }
  // A tie between two doubles has at most 767 significant digits: digits beyond 780 only matter
  // as "more than zero", which one digit 1 in their place keeps.
  std::string kept;
  if (n > 780) {
    kept.assign(digits.substr(0, 780));
    if (digits.substr(780).find_first_not_of('0') != std::string_view::npos) kept += '1';
    exp10 += n - int64_t(kept.size());
    digits = kept;
  }
  Big v;
  for (char c : digits) v.mulAdd(10, uint32_t(c - '0'));
  bool sticky = false;
  if (exp10 >= 0) {
    v.mulPow10(exp10);
    uint64_t m = v.top64(sticky);
    return roundToDouble(m, sticky, std::max<int64_t>(0, v.bits() - 64));
  }
  // v / 10^-exp10: 64 quotient bits by long division, the remainder as the sticky bit.
  Big d;
  d.limbs = {1};
  d.mulPow10(-exp10);
  const int64_t shift = 63 + d.bits() - v.bits();  // puts the quotient in [2^62, 2^64)
  if (shift >= 0)
    v.shiftLeft(shift);
  else
    d.shiftLeft(-shift);
  d.shiftLeft(63);
  uint64_t q = 0;
  for (int i = 63; i >= 0; --i, d.shiftRight1())
    if (v >= d) v.subtract(d), q |= uint64_t(1) << i;
  return roundToDouble(q, !v.limbs.empty(), -shift);
}

double numberValue(std::string_view t) {
  const bool negative = !t.empty() && t[0] == '-';
  size_t i = negative;
  std::string digits;
  int64_t exp10 = 0;
  for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) digits += t[i];
  if (i < t.size() && t[i] == '.')
    for (++i; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) digits += t[i], --exp10;
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    const bool minus = ++i < t.size() && t[i] == '-';
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
    int64_t e = 0;
    for (; i < t.size(); ++i) e = std::min<int64_t>(e * 10 + (t[i] - '0'), 1 << 30);
    exp10 += minus ? -e : e;
  }
  const double d = decimalToDouble(digits, exp10);
  return negative ? -d : d;
}

std::string plainParseError(std::string m) {
  if (m.starts_with("[json.exception.")) m.erase(0, m.find("] ") == std::string::npos ? 0 : m.find("] ") + 2);
  if (m.starts_with("parse error at "))
    m.replace(0, 15, " at ");
  else
    m.insert(0, ": ");
  if (size_t s = m.find("syntax error while parsing "); s != std::string::npos)
    if (size_t dash = m.find(" - ", s); dash != std::string::npos) m.erase(s, dash + 3 - s);
  return m;
}

// ---------------------------------------------------------------- the reader

namespace {
enum class Tok : uint8_t {
  Error,
  True,
  False,
  Null,
  String,
  Number,
  BeginArray,
  EndArray,
  BeginObject,
  EndObject,
  Colon,
  Comma,
  End
};

// nlohmann's token names (lexer::token_type_name), for "unexpected X; expected Y".
const char* tokName(Tok t) {
  switch (t) {
    case Tok::True:
      return "true literal";
    case Tok::False:
      return "false literal";
    case Tok::Null:
      return "null literal";
    case Tok::String:
      return "string literal";
    case Tok::Number:
      return "number literal";
    case Tok::BeginArray:
      return "'['";
    case Tok::EndArray:
      return "']'";
    case Tok::BeginObject:
      return "'{'";
    case Tok::EndObject:
      return "'}'";
    case Tok::Colon:
      return "':'";
    case Tok::Comma:
      return "','";
    case Tok::End:
      return "end of input";
    case Tok::Error:
      break;
  }
  return "<parse error>";
}
constexpr const char* kLiteralOrValue = "'[', '{', or a literal";

// Members by key, equal keys in the order read. One named type for both sorts: std::sort is
// ~2.6 KB of WebAssembly per comparator type.
struct ByKeyThenAt {
  bool operator()(const Member& x, const Member& y) const { return x.key < y.key || (x.key == y.key && x.at < y.at); }
};
}  // namespace

class Reader {
 public:
  Reader(Doc& doc, std::string_view text, const std::string& what, const Options& o)
      : doc_(doc), t_(text), what_(what), opts_(o) {}

  void read() {
    doc_.nodes_.reserve(std::min(t_.size() / 8, opts_.maxValues) + 4);  // a value per 8 bytes, about
    doc_.chars_.reserve(t_.size());        // decoded strings are never longer: views into it stay valid
    if (!t_.empty() && byte(0) == 0xEF) {  // nlohmann skips a UTF-8 byte order mark
      if (byte(1) != 0xBB || byte(2) != 0xBF) {
        at_ = t_.size() < 2 || byte(1) != 0xBB ? 1 : 2;
        errorText_ = "invalid BOM; must be 0xEF 0xBB 0xBF if given";
        syntaxError(Tok::Error, "value", nullptr);
      }
      p_ = 3;
    }
    doc_.nodes_.emplace_back();
    readValue(next(), 0, 0);
    if (Tok t = next(); t != Tok::End) syntaxError(t, "value", "end of input");
  }

 private:
  unsigned byte(size_t i) const { return i < t_.size() ? static_cast<unsigned char>(t_[i]) : 0x100u; }
  // The next byte, as nlohmann's lexer get(): at_ is then the last position read (t_.size() for
  // the end), which is where an error is reported.
  unsigned get() { return byte(at_ = p_++); }

  // ------------------------------------------------ tokens

  Tok next() {
    unsigned c = get();
    while (c == ' ' || c == '\t' || c == '\n' || c == '\r') c = get();
    tokenAt_ = at_;
    switch (c) {
      case '[':
        return Tok::BeginArray;
      case ']':
        return Tok::EndArray;
      case '{':
        return Tok::BeginObject;
      case '}':
        return Tok::EndObject;
      case ':':
        return Tok::Colon;
      case ',':
        return Tok::Comma;
      case 't':
        return literal("true", Tok::True);
      case 'f':
        return literal("false", Tok::False);
      case 'n':
        return literal("null", Tok::Null);
      case '"':
        lastRead_ = at_;
        return string();
      case 0x100:
      case 0:  // nlohmann's lexer reads a NUL byte between tokens as the end of the text
        return Tok::End;
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return lastRead_ = at_, number(c);
        return fail("invalid literal");
    }
  }
  Tok fail(const char* why) {
    errorText_ = why;
    return Tok::Error;
  }
  Tok literal(std::string_view word, Tok t) {
    for (size_t i = 1; i < word.size(); ++i)
      if (get() != static_cast<unsigned char>(word[i])) return fail("invalid literal");
    return t;
  }

  // A string into doc_.chars_ (its start in stringAt_).
  Tok string() {
    std::string& out = doc_.chars_;
    stringAt_ = out.size();
    for (;;) {
      unsigned c = get();
      if (c == '"') return Tok::String;
      if (c == 0x100) return fail("invalid string: missing closing quote");
      if (c == '\\') {
        if (!escape(out)) return Tok::Error;
      } else if (c < 0x20) {
        return controlError(c);
      } else if (c < 0x80) {
        out += char(c);
      } else if (!utf8(c, out)) {
        return fail("invalid string: ill-formed UTF-8 byte");
      }
    }
  }
  Tok controlError(unsigned c) {
    static const char* const names[] = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS",  "HT",  "LF",
                                        "VT",  "FF",  "CR",  "SO",  "SI",  "DLE", "DC1", "DC2", "DC3", "DC4", "NAK",
                                        "SYN", "ETB", "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};
    static const char* const shortForms[] = {"\\b", "\\t", "\\n", nullptr, "\\f", "\\r"};
    const char* hex = "0123456789ABCDEF";
    const std::string code = std::string("00") + hex[c >> 4] + hex[c & 15];
    ownedError_ = "invalid string: control character U+" + code + " (" + names[c] + ") must be escaped to \\u" + code;
    if (c >= 8 && c <= 13 && shortForms[c - 8]) ownedError_ += std::string(" or ") + shortForms[c - 8];
    errorText_ = ownedError_.c_str();
    return Tok::Error;
  }
  // A character of 2 to 4 bytes led by c, checked as nlohmann's lexer checks it (RFC 3629).
  bool utf8(unsigned c, std::string& out) {
    const size_t start = at_;
    auto cont = [&](unsigned lo, unsigned hi) {
      unsigned b = get();
      return b >= lo && b <= hi;
    };
    bool ok = false;
    if (c >= 0xC2 && c <= 0xDF)
      ok = cont(0x80, 0xBF);
    else if (c == 0xE0)
      ok = cont(0xA0, 0xBF) && cont(0x80, 0xBF);
    else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
      ok = cont(0x80, 0xBF) && cont(0x80, 0xBF);
    else if (c == 0xED)
      ok = cont(0x80, 0x9F) && cont(0x80, 0xBF);
    else if (c == 0xF0)
      ok = cont(0x90, 0xBF) && cont(0x80, 0xBF) && cont(0x80, 0xBF);
    else if (c >= 0xF1 && c <= 0xF3)
      ok = cont(0x80, 0xBF) && cont(0x80, 0xBF) && cont(0x80, 0xBF);
    else if (c == 0xF4)
      ok = cont(0x80, 0x8F) && cont(0x80, 0xBF) && cont(0x80, 0xBF);
    if (ok) out.append(t_.substr(start, at_ + 1 - start));
    return ok;
  }
  bool escape(std::string& out) {
    switch (get()) {
      case '"':
        return out += '"', true;
      case '\\':
        return out += '\\', true;
      case '/':
        return out += '/', true;
      case 'b':
        return out += '\b', true;
      case 'f':
        return out += '\f', true;
      case 'n':
        return out += '\n', true;
      case 'r':
        return out += '\r', true;
      case 't':
        return out += '\t', true;
      case 'u':
        return unicodeEscape(out);
      default:
        fail("invalid string: forbidden character after backslash");
        return false;
    }
  }
  // Four hex digits, or -1 at the first other byte.
  int32_t hex4() {
    int32_t v = 0;
    for (int i = 0; i < 4; ++i) {
      unsigned c = get();
      int d = c >= '0' && c <= '9'   ? int(c - '0')
              : c >= 'a' && c <= 'f' ? int(c - 'a' + 10)
              : c >= 'A' && c <= 'F' ? int(c - 'A' + 10)
                                     : -1;
      if (d < 0) return -1;
      v = v << 4 | d;
    }
    return v;
  }
  bool unicodeEscape(std::string& out) {
    const char* noHex = "invalid string: '\\u' must be followed by 4 hex digits";
    const char* lone = "invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF";
    int32_t c = hex4();
    if (c < 0) return fail(noHex), false;
    if (c >= 0xD800 && c <= 0xDBFF) {
      if (get() != '\\' || get() != 'u') return fail(lone), false;
      int32_t low = hex4();
      if (low < 0) return fail(noHex), false;
      if (low < 0xDC00 || low > 0xDFFF) return fail(lone), false;
      c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
    } else if (c >= 0xDC00 && c <= 0xDFFF) {
      return fail("invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF"), false;
    }
    if (c < 0x80) {
      out += char(c);
    } else if (c < 0x800) {
      out += char(0xC0 | c >> 6), out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += char(0xE0 | c >> 12), out += char(0x80 | (c >> 6 & 0x3F)), out += char(0x80 | (c & 0x3F));
    } else {
      out += char(0xF0 | c >> 18), out += char(0x80 | (c >> 12 & 0x3F)), out += char(0x80 | (c >> 6 & 0x3F)),
          out += char(0x80 | (c & 0x3F));
    }
    return true;
  }

  // A number into number_, with nlohmann's grammar and messages; the byte after it is left unread.
  static bool digit(unsigned c) { return c >= '0' && c <= '9'; }
  Tok number(unsigned c) {
    const bool negative = c == '-';
    if (negative && !digit(c = get())) return fail("invalid number; expected digit after '-'");
    const size_t intAt = at_;
    if (c != '0')
      while (digit(byte(p_))) get();
    const size_t intEnd = at_ + 1;
    size_t fracAt = intEnd, fracEnd = intEnd;
    bool isFloat = false;
    if (byte(p_) == '.') {
      get(), isFloat = true;
      if (!digit(get())) return fail("invalid number; expected digit after '.'");
      fracAt = at_;
      while (digit(byte(p_))) get();
      fracEnd = at_ + 1;
    }
    int64_t exponent = 0;
    if (byte(p_) == 'e' || byte(p_) == 'E') {
      get(), isFloat = true;
      unsigned s = get();
      if (s != '+' && s != '-' && !digit(s)) return fail("invalid number; expected '+', '-', or digit after exponent");
      if (!digit(s) && !digit(get())) return fail("invalid number; expected digit after exponent sign");
      for (exponent = byte(at_) - '0'; digit(byte(p_));)
        exponent = std::min<int64_t>(exponent * 10 + (get() - '0'), 1 << 30);
      if (s == '-') exponent = -exponent;
    }
    numberEnd_ = at_;
    Node& n = number_;
    const std::string_view whole = t_.substr(intAt, intEnd - intAt);
    if (!isFloat && integer(whole, negative, n)) return Tok::Number;
    std::string digits(whole);
    digits.append(t_.substr(fracAt, fracEnd - fracAt));
    const double d = decimalToDouble(digits, exponent - int64_t(fracEnd - fracAt));
    n.kind = Kind::Float, n.number = negative ? -d : d;  // infinite: refused where it is read as a value
    return Tok::Number;
  }
  // An integer token as nlohmann keeps it: int64 (negative), uint64 (not), else a double.
  static bool integer(std::string_view digits, bool negative, Node& n) {
    uint64_t v = 0;
    for (char c : digits) {
      const uint64_t d = uint64_t(c - '0');
      if (v > (UINT64_MAX - d) / 10) return false;
      v = v * 10 + d;
    }
    if (negative) {
      if (v > uint64_t(INT64_MAX) + 1) return false;
      n.kind = Kind::Integer, n.integer = int64_t(0 - v);
    } else if (v > uint64_t(INT64_MAX)) {
      n.kind = Kind::Unsigned, n.unsignedInteger = v;
    } else {
      n.kind = Kind::Integer, n.integer = int64_t(v);
    }
    return true;
  }
  [[noreturn]] void overflow(size_t start) {
    throwFirst(start, "[json.exception.out_of_range.406] number overflow parsing '" +
                          lastReadText(start, numberEnd_ + 1) + "'");
  }

  // ------------------------------------------------ values

  // The value whose first token is t, into node `at`, `depth` deep (nlohmann's callback depth).
  void readValue(Tok t, uint32_t at, int depth) {
    const size_t tokenAt = tokenAt_;
    switch (t) {
      case Tok::BeginObject:
        event(depth, tokenAt);
        return readObject(at, depth);
      case Tok::BeginArray:
        event(depth, tokenAt);
        return readArray(at, depth);
      case Tok::String: {
        Node& n = doc_.nodes_[at];
        n.kind = Kind::String, n.first = uint32_t(stringAt_), n.size = uint32_t(doc_.chars_.size() - stringAt_);
        break;
      }
      case Tok::Number:
        if (number_.kind == Kind::Float && !std::isfinite(number_.number)) overflow(tokenAt);
        doc_.nodes_[at] = number_;
        break;
      case Tok::True:
      case Tok::False:
        doc_.nodes_[at].kind = Kind::Boolean, doc_.nodes_[at].boolean = t == Tok::True;
        break;
      case Tok::Null:
        break;
      case Tok::Error:
        syntaxError(t, "value", nullptr);
      default:
        syntaxError(t, "value", kLiteralOrValue);
    }
    event(depth, tokenAt);
  }
  void readArray(uint32_t at, int depth) {
    const size_t base = items_.size();
    Tok t = next();
    if (t != Tok::EndArray) {
      for (;;) {
        const uint32_t kid = newNode();
        items_.push_back(kid);
        readValue(t, kid, depth + 1);
        t = next();
        if (t == Tok::Comma) {
          t = next();
          continue;
        }
        if (t != Tok::EndArray) syntaxError(t, "array", "']'");
        break;
      }
    }
    event(depth, tokenAt_);
    Node& n = doc_.nodes_[at];
    n.kind = Kind::Array, n.first = uint32_t(doc_.kids_.size()), n.size = uint32_t(items_.size() - base);
    doc_.kids_.insert(doc_.kids_.end(), items_.begin() + long(base), items_.end());
    items_.resize(base);
  }
  void readObject(uint32_t at, int depth) {
    bases_.push_back(pending_.size());
    Tok t = next();
    if (t != Tok::EndObject) {
      for (;;) {
        if (t != Tok::String) syntaxError(t, "object key", "string literal");
        Member m;
        m.at = uint32_t(tokenAt_);
        m.key = std::string_view(doc_.chars_).substr(stringAt_);
        m.node = newNode();
        pending_.push_back(m);  // before the next token: a duplicate is refused before what follows it
        event(depth + 1, m.at);
        if (Tok colon = next(); colon != Tok::Colon) syntaxError(colon, "object separator", "':'");
        readValue(next(), m.node, depth + 1);
        t = next();
        if (t == Tok::Comma) {
          t = next();
          continue;
        }
        if (t != Tok::EndObject) syntaxError(t, "object", "'}'");
        break;
      }
    }
    const size_t closeAt = tokenAt_;
    auto b = pending_.begin() + long(bases_.back()), e = pending_.end();
    std::sort(b, e, ByKeyThenAt());
    auto sameKey = [](const Member& x, const Member& y) { return x.key == y.key; };
    if (opts_.ownFiles)  // the last of equal keys stays, as nlohmann's operator[] assigned it
      b = pending_.erase(b, std::unique(std::make_reverse_iterator(e), std::make_reverse_iterator(b), sameKey).base()),
      e = pending_.end();
    else if (std::adjacent_find(b, e, sameKey) != e)
      throwFirst(closeAt, "");  // the first duplicate comes before closeAt
    event(depth, closeAt);
    Node& n = doc_.nodes_[at];
    n.kind = Kind::Object, n.first = uint32_t(doc_.members_.size()), n.size = uint32_t(e - b);
    doc_.members_.insert(doc_.members_.end(), b, e);
    pending_.resize(bases_.back());
    bases_.pop_back();
  }
  uint32_t newNode() {
    doc_.nodes_.emplace_back();
    return uint32_t(doc_.nodes_.size() - 1);
  }

  // ------------------------------------------------ errors

  // One of nlohmann's callback events (parseJsonLimited's checks): depth, then the count.
  void event(int depth, size_t at) {
    if (depth > opts_.maxDepth)
      throwFirst(at, "", what_ + ": nested deeper than " + std::to_string(opts_.maxDepth) + " levels");
    if (++events_ > opts_.maxValues)
      throwFirst(at, "", what_ + ": more than " + std::to_string(opts_.maxValues) + " JSON values");
  }

  // nlohmann's parse_error 101 for token t met where `context` was parsed.
  [[noreturn]] void syntaxError(Tok t, const char* context, const char* expected) {
    std::string m = "[json.exception.parse_error.101] parse error" + position(t) + ": syntax error while parsing " +
                    context + " - ";
    if (t == Tok::Error)
      m += std::string(errorText_) + "; last read: '" + lastReadText(lastRead_, at_ + 1) + "'";
    else
      m += std::string("unexpected ") + tokName(t);
    if (expected) m += std::string("; expected ") + expected;
    throwFirst(t == Tok::Error ? at_ : tokenAt_, m);
  }
  // " at line L, column C" of the last byte read (nlohmann counts the end of the text as a byte; a
  // number's token ends before the byte after it, and a newline there leaves the column at 0).
  std::string position(Tok t) const {
    size_t at = t == Tok::Number ? numberEnd_ : at_;
    size_t line = 1, lineStart = 0;
    for (size_t i = 0; i <= at && i < t_.size(); ++i)
      if (t_[i] == '\n') ++line, lineStart = i + 1;
    size_t column = at + 1 - lineStart;
    if (t == Tok::Number && byte(at + 1) == '\n') column = 0;
    return " at line " + std::to_string(line) + ", column " + std::to_string(column);
  }
  // nlohmann's "last read": the text since the last string or number began, control bytes as
  // <U+00XX> (only the first 200 bytes: the message is cut there).
  std::string lastReadText(size_t from, size_t to) const {
    std::string out;
    const size_t end = opts_.ownFiles ? std::min(to, t_.size()) : std::min({to, t_.size(), from + 200});
    for (size_t i = from; i < end; ++i) {
      unsigned char c = static_cast<unsigned char>(t_[i]);
      if (c <= 0x1F)
        out += "<U+00" + std::string(1, "0123456789ABCDEF"[c >> 4]) + "0123456789ABCDEF"[c & 15] + ">";
      else
        out += char(c);
    }
    return out;
  }

  // Throws the error found at `at` (nlohmann's exception text `library`, or our own `plain`), unless
  // a duplicate key of an object still open came first: nlohmann's callback refuses it as read.
  [[noreturn]] void throwFirst(size_t at, const std::string& library, const std::string& plain = "") {
    const Member* first = nullptr;
    for (size_t k = 0; k < bases_.size() && !opts_.ownFiles; ++k) {
      std::vector<Member> ms(pending_.begin() + long(bases_[k]),
                             k + 1 < bases_.size() ? pending_.begin() + long(bases_[k + 1]) : pending_.end());
      std::sort(ms.begin(), ms.end(), ByKeyThenAt());
      for (size_t i = 1; i < ms.size(); ++i)
        if (ms[i].key == ms[i - 1].key && ms[i].at < at && (!first || ms[i].at < first->at))
          dup_ = ms[i], first = &dup_;
    }
    if (first) throw Error(what_ + ": duplicate field " + quoteInput(std::string(first->key)));
    if (!plain.empty()) throw Error(plain);
    if (opts_.ownFiles) throw Error("malformed JSON: " + library);
    throw Error(what_ + ": malformed JSON" + plainParseError(printable(utf8Prefix(library, 200))));
  }

  Doc& doc_;
  std::string_view t_;
  const std::string& what_;
  const Options& opts_;
  size_t p_ = 0;         // the next byte to read
  size_t at_ = 0;        // the last byte read
  size_t tokenAt_ = 0;   // the last token's first byte
  size_t lastRead_ = 0;  // where nlohmann's "last read" text starts
  size_t numberEnd_ = 0;
  size_t stringAt_ = 0;
  size_t events_ = 0;
  const char* errorText_ = "";
  std::string ownedError_;
  Node number_;
  Member dup_;
  std::vector<uint32_t> items_;  // elements of the arrays being read
  std::vector<Member> pending_;  // members of the objects being read
  std::vector<size_t> bases_;    // where each open object's members start in pending_
};

Doc::Doc(std::string_view text, const std::string& what, size_t maxBytes)
    : Doc(text, what, Options{maxBytes, kMaxJsonDepth, kMaxJsonValues}) {}

Doc::Doc(std::string_view text, const std::string& what, const Options& o) {
  if (text.size() > o.maxBytes)
    throw Error(what + ": " + std::to_string(text.size()) + " bytes, larger than the limit of " +
                std::to_string(o.maxBytes));
  Reader(*this, text, what, o).read();
}

// ---------------------------------------------------------------- values

const Node& Value::node() const { return doc_->nodes_[i_]; }
Kind Value::kind() const { return doc_ ? node().kind : Kind::Null; }  // none reads as null
bool Value::boolean() const { return node().boolean; }
int64_t Value::integer() const { return node().integer; }
uint64_t Value::unsignedInteger() const { return node().unsignedInteger; }
double Value::number() const {
  switch (kind()) {
    case Kind::Integer:
      return double(node().integer);
    case Kind::Unsigned:
      return double(node().unsignedInteger);
    default:
      return node().number;
  }
}
std::string_view Value::str() const { return std::string_view(doc_->chars_).substr(node().first, node().size); }
size_t Value::size() const { return is_array() || is_object() ? node().size : is_null() ? 0 : 1; }
Value Value::operator[](size_t i) const { return Value(doc_, doc_->kids_[node().first + i]); }
std::string_view Value::key(size_t i) const { return doc_->members_[node().first + i].key; }
Value Value::value(size_t i) const { return Value(doc_, doc_->members_[node().first + i].node); }
Value Value::find(std::string_view key) const {
  if (!is_object()) return {};
  const Member* b = doc_->members_.data() + node().first;
  const Member* e = b + node().size;
  const Member* m = std::lower_bound(b, e, key, [](const Member& x, std::string_view k) { return x.key < k; });
  return m != e && m->key == key ? Value(doc_, m->node) : Value();
}
const char* Value::type_name() const {
  switch (kind()) {
    case Kind::Null:
      return "null";
    case Kind::Boolean:
      return "boolean";
    case Kind::String:
      return "string";
    case Kind::Array:
      return "array";
    case Kind::Object:
      return "object";
    default:
      return "number";
  }
}

}  // namespace carc::jsonin
