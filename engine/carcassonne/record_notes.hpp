// A record move's caption and marks ("note", "marks"; see annotation.hpp): read with the limits
// and checks of any input from a stranger, and written back by saves.
#pragma once
#include <optional>
#include <string>

#include "game.hpp"
#include "json_in.hpp"
#include "json_out.hpp"

namespace carc {

// The "note" and "marks" of the move just made (its tile is on the board: marks name features of
// the board as it is then). Nothing when the move has neither. Throws Error naming the field:
// `where` is the move's name in messages ("move 3").
std::optional<Annotation> readAnnotation(const Game& g, const jsonin::Value& move, const std::string& where);
// Writes an annotation's "note" and "marks" into a saved move.
void writeAnnotation(const Game& g, const Annotation& a, JsonOut& move);  // into the open move object
// The pieces of the feature that segment `seg` of the tile at `at` belongs to (to light it), its
// kind and whether it is complete. Throws Error when no tile stands there or it has no such segment.
struct FeatureParts {
  int kind = 0;
  bool complete = false;
  std::vector<FeatureMark> parts;
};
FeatureParts featureParts(const Game& g, Coord at, int seg);

// Checks a caption: plain text (valid UTF-8, no control character but the line break), at most
// kMaxNoteChars characters. Throws Error naming `where`.
void checkNote(const std::string& note, const std::string& where);

}  // namespace carc
