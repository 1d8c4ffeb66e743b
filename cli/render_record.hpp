// The render command's pipeline, apart from the command line so that a fuzz target runs it too:
// record text in, SVG out. The record goes through the same limited parser and the same full
// replay as `carcassonne replay` (a record replay refuses is never drawn), then the position after
// `ply` moves (or the whole game) is drawn.
#pragma once
#include <optional>
#include <string>

namespace carc::cli {

// Throws Error (the replay's message, or "--ply: expected 0 to N, got P") on any refusal.
std::string renderRecord(const std::string& text, std::optional<uint64_t> ply, int tilePx);

}  // namespace carc::cli
