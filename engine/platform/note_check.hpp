// The one check of a move's caption ("note") shared by Carcassonne's records
// (engine/carcassonne/record_notes.cpp) and the platform's (typed_input.cpp): plain text, no control
// character but the line break, at most a given number of characters. Header-only and word-free:
// each caller words the refusal itself, as its tests and users know it.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace platform {

// Decodes one UTF-8 character at s[i] (the text is known to be valid UTF-8) and advances i.
inline uint32_t nextChar(const std::string& s, size_t& i) {
  unsigned char c = s[i];
  int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4;
  uint32_t cp = len == 1 ? c : c & (0x7F >> len);
  for (int k = 1; k < len && i + k < s.size(); ++k) cp = cp << 6 | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  i += len;
  return cp;
}

// What is wrong with a caption: a control character (its code point and 1-based character
// index), or too many characters (chars > the limit), or nothing (ok()).
struct NoteFault {
  uint32_t control = 0;  // the code point, when at > 0
  size_t at = 0;         // 1-based character index of the control character, 0 when none
  size_t chars = 0;      // characters counted (all of them when at == 0)
  bool tooLong = false;
  bool ok() const { return at == 0 && !tooLong; }
};

// Checks valid UTF-8 `note` against the caption rules; the first fault wins.
inline NoteFault noteFault(const std::string& note, size_t maxChars) {
  NoteFault f;
  for (size_t i = 0; i < note.size();) {
    uint32_t cp = nextChar(note, i);
    ++f.chars;
    // C0 but the line break, DEL and C1: a caption is plain text a page shows as text.
    if ((cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp < 0xA0)) {
      f.control = cp, f.at = f.chars;
      return f;
    }
  }
  f.tooLong = f.chars > maxChars;
  return f;
}

}  // namespace platform
