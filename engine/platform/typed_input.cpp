#include "typed_input.hpp"

#include "note_check.hpp"

namespace platform {

using nlohmann::json;

void failAt(const std::string& where, const std::string& what) { throw Error(where + ": " + what); }

std::string quoteInput(std::string_view text) {
  std::string cut(text.substr(0, 40));
  // Cutting may split a UTF-8 sequence: drop the partial tail so the quote is valid text.
  while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
  if (!cut.empty() && static_cast<unsigned char>(cut.back()) >= 0xC0) cut.pop_back();
  std::string out = json(cut).dump(-1, ' ', false, json::error_handler_t::replace);
  return text.size() > 40 ? out + "..." : out;
}

// The deepest nesting of `text`, counting brackets outside strings: refused before the parser
// (and the tree's destructor) would recurse into it.
static int nestingDepth(std::string_view text) {
  int depth = 0, deepest = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

json parseInput(std::string_view text, const std::string& what) {
  if (text.size() > kMaxInputBytes)
    failAt(what, "longer than " + std::to_string(kMaxInputBytes) + " bytes (" + std::to_string(text.size()) + ")");
  if (nestingDepth(text) > kMaxInputDepth)
    failAt(what, "nested deeper than " + std::to_string(kMaxInputDepth) + " arrays and objects");
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) failAt(what, "not valid JSON");
  return j;
}

const json& needObject(const json& j, const std::string& where) {
  if (!j.is_object()) failAt(where, std::string("expected an object, got ") + j.type_name());
  return j;
}

void checkKeys(const json& o, std::initializer_list<std::string_view> allowed, const std::string& where) {
  needObject(o, where);
  for (auto it = o.begin(); it != o.end(); ++it) {
    bool known = false;
    for (std::string_view k : allowed) known = known || it.key() == k;
    if (known) continue;
    std::string list;
    for (std::string_view k : allowed) list += (list.empty() ? "" : ", ") + std::string(k);
    failAt(where, "unknown field " + quoteInput(it.key()) + " (expected " + list + ")");
  }
}

int needInt(const json& o, std::string_view key, const std::string& where, int lo, int hi) {
  const std::string at = where + "." + std::string(key);
  auto it = o.find(key);
  if (it == o.end()) failAt(at, "missing (expected an integer " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
  if (!it->is_number_integer()) failAt(at, std::string("expected an integer, got ") + it->type_name());
  bool negative = it->is_number_unsigned() ? false : it->get<int64_t>() < 0;
  int64_t v = negative ? it->get<int64_t>() : int64_t(std::min<uint64_t>(it->get<uint64_t>(), uint64_t(INT64_MAX)));
  if (v < lo || v > hi)
    failAt(at, "expected " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " + it->dump());
  return int(v);
}

// A bot's level reaches a page and a record: only short plain words are accepted (no markup, no
// spaces, nothing a page would act on).
static bool botLevelText(const std::string& s) {
  if (s.empty() || s.size() > kMaxBotChars) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-')) return false;
  return true;
}

static json readBot(const json& bot, const std::string& where) {
  if (bot.is_boolean() || (bot.is_string() && botLevelText(bot.get_ref<const std::string&>()))) return bot;
  failAt(where, "expected true, false or a bot level of 1 to " + std::to_string(kMaxBotChars) +
                    " characters a-z, 0-9, '.', '-' (such as \"greedy\" or \"mcts-2\"), got " +
                    (bot.is_string() ? quoteInput(bot.get_ref<const std::string&>()) : std::string(bot.type_name())));
}

static Seat readSeat(const json& p, const std::string& where) {
  checkKeys(p, {"name", "bot"}, where);
  auto name = p.find("name");
  if (name == p.end() || !name->is_string()) failAt(where + ".name", "expected a string");
  const std::string& s = name->get_ref<const std::string&>();
  if (s.empty() || s.size() > kMaxNameChars)
    failAt(where + ".name",
           "expected 1 to " + std::to_string(kMaxNameChars) + " bytes, got " + std::to_string(s.size()));
  auto bot = p.find("bot");
  return {s, bot == p.end() ? json() : readBot(*bot, where + ".bot")};
}

std::vector<Seat> readSeats(const json& setup, int lo, int hi) {
  auto it = setup.find("players");
  const std::string range = std::to_string(lo) + " to " + std::to_string(hi);
  if (it == setup.end() || !it->is_array()) failAt("setup.players", "expected an array of " + range + " players");
  if (int(it->size()) < lo || int(it->size()) > hi)
    failAt("setup.players", "expected " + range + " players, got " + std::to_string(it->size()));
  std::vector<Seat> seats;
  for (size_t i = 0; i < it->size(); ++i)
    seats.push_back(readSeat((*it)[i], "setup.players[" + std::to_string(i) + "]"));
  return seats;
}

std::vector<std::string> readPlayers(const json& setup, int lo, int hi) {
  std::vector<std::string> names;
  for (Seat& s : readSeats(setup, lo, hi)) names.push_back(std::move(s.name));
  return names;
}

json seatsJson(const std::vector<Seat>& seats) {
  json players = json::array();
  for (const Seat& s : seats) {
    json p = {{"name", s.name}};
    if (!s.bot.is_null()) p["bot"] = s.bot;
    players.push_back(std::move(p));
  }
  return players;
}

// The parser has checked the text is UTF-8; the check is the one Carcassonne records use (note_check.hpp).
std::string readNote(const json& note, const std::string& where) {
  if (!note.is_string())
    failAt(where, std::string("expected a string (a caption in plain text), got ") + note.type_name());
  const std::string& s = note.get_ref<const std::string&>();
  const NoteFault f = noteFault(s, kMaxNoteChars);
  if (f.at > 0)
    failAt(where, "a control character at character " + std::to_string(f.at) +
                      " (a caption is plain text: only line breaks are allowed)");
  if (f.tooLong)
    failAt(where, "at most " + std::to_string(kMaxNoteChars) + " characters, got " + std::to_string(f.chars));
  return s;
}

uint64_t readSeed(const json& setup) {
  auto it = setup.find("seed");
  if (it == setup.end()) return 0;
  if (!it->is_number_unsigned() && !(it->is_number_integer() && it->get<int64_t>() >= 0))
    failAt("setup.seed", "expected an integer 0.." + std::to_string(UINT64_MAX) + ", got " + it->dump());
  return it->get<uint64_t>();
}

}  // namespace platform
