// Game records (shared/spec/record-format.md): load with full validation, save, and the replay
// output (scores and events) that the command line, the WASM module and the page all share.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "game.hpp"

namespace carc {

// Parses a record and replays it. Throws Error naming the field or the move, its rule and what
// was expected; nothing is half-built.
Game loadRecord(const Catalog& cat, const std::string& text);
Game loadRecord(const Catalog& cat, const nlohmann::json& record);
// The position after the first `plies` moves (0..moves), without the record's "end": for viewers
// that step through a record. Throws Error when plies is out of range.
Game loadRecordAt(const Catalog& cat, const nlohmann::json& record, int plies);
Setup parseSetup(const Catalog& cat, const nlohmann::json& setup);
// Applies one record move (tile, placement, figure, module fields) to a live game. On error the
// game is left exactly as it was.
void applyMove(Game& g, const nlohmann::json& move, int index);

nlohmann::json saveRecord(const Game& g);
nlohmann::json setupJson(const Catalog& cat, const Setup& s);
nlohmann::json eventJson(const Game& g, size_t index);
nlohmann::json eventsJson(const Game& g, size_t from = 0);
nlohmann::json replayJson(const Game& g);                   // {"scores": [...], "events": [...]}
nlohmann::json actionJson(const Game& g, const Action& a);  // an option as the API shows it
// Why a tile placement or figure is illegal, in words; empty if it is legal.
std::string explainIllegal(const Game& g, const Action& a);

}  // namespace carc
