// What a teaching record says about a move besides the move itself: a caption ("note") and marks
// (features to light, squares to ring) that a replay shows at that step. The rules never read
// them; the game keeps them only so that a save writes them back (record_notes.* reads and writes
// the JSON).
#pragma once
#include <string>
#include <vector>

#include "geometry.hpp"

namespace carc {

struct FeatureMark {
  Coord at;         // the placed tile that names the feature
  uint8_t seg = 0;  // one of its segments
  friend bool operator==(const FeatureMark&, const FeatureMark&) = default;
};

struct Annotation {
  int move = 0;      // index into the record's moves
  std::string note;  // plain text, never markup
  std::vector<FeatureMark> features;
  std::vector<Coord> squares;
  friend bool operator==(const Annotation&, const Annotation&) = default;
};

}  // namespace carc
