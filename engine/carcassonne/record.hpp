// Game records (shared/spec/record-format.md, README "Records"): load with full validation, save,
// and the replay output (scores and events) that the command line, the WASM module and the page
// all share.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "game.hpp"
#include "json_out.hpp"

namespace carc {

// Parses a record and replays it. Throws Error naming the field or the move, its rule and what
// was expected; nothing is half-built. The text is read within the input limits (input_limits.hpp).
Game loadRecord(const Catalog& cat, const std::string& text);
Game loadRecord(const Catalog& cat, const jsonin::Value& record);
// The position after the first `plies` moves (0..moves), without the record's "end": for viewers
// that step through a record. Throws Error when plies is out of range.
Game loadRecordAt(const Catalog& cat, const jsonin::Value& record, int plies);
Setup parseSetup(const Catalog& cat, const jsonin::Value& setup);
// Applies one record move (tile, placement, figure, module fields, `then` answers) to a live
// game, by the same rule loadRecord applies to each move of a record (record.cpp, acceptMove): a
// move the one accepts the other accepts, with the same words; the move counts as the last one so
// far (it may be partial). On error the game is left exactly as it was.
void applyMove(Game& g, const jsonin::Value& move, int index);
// The same for trees built in native code (tests, the command line; record_tree.cpp): the tree is
// written out and read back by the engine's reader.
Game loadRecord(const Catalog& cat, const nlohmann::json& record);
Game loadRecordAt(const Catalog& cat, const nlohmann::json& record, int plies);
Setup parseSetup(const Catalog& cat, const nlohmann::json& setup);
void applyMove(Game& g, const nlohmann::json& move, int index);

// The record of a game so far, as JSON text (JsonOut: what the WASM module hands out), and the same
// parsed (native callers).
std::string saveRecordText(const Game& g);
nlohmann::json saveRecord(const Game& g);
void setupJson(JsonOut& o, const Catalog& cat, const Setup& s);  // the record's "setup" object
nlohmann::json eventJson(const Game& g, size_t index);
nlohmann::json eventsJson(const Game& g, size_t from = 0);
nlohmann::json replayJson(const Game& g);                   // {"scores": [...], "events": [...]}
nlohmann::json actionJson(const Game& g, const Action& a);  // an option as the API shows it
// The same written with JsonOut (the WASM module's answers): no tree is built.
void eventJson(JsonOut& o, const Game& g, size_t index);
void eventsJson(JsonOut& o, const Game& g, size_t from);
std::string replayText(const Game& g);
void actionJson(JsonOut& o, const Game& g, const Action& a);
// Why an action is not a legal answer to the pending decision, in words; empty if it is legal.
std::string explainIllegal(const Game& g, const Action& a);

// ---- answers to decisions as JSON (record `then` entries; module codecs build on these)
// A figure's place: {"kind", "x", "y", "at"[, "feature"]} (x, y: the cell of the segment's square).
void figureSpotJson(JsonOut& o, const Game& g, int figure, int tile, int seg);
// Reads such a place; refusals name `where` and the field. kind defaults to "normal".
void figureSpotFromJson(const Game& g, const jsonin::Value& j, const std::string& where, int& figure, int& tile,
                        int& seg);
// Where a segment's figure is drawn: "x", "y" (its square's cell) and "px", "py" (within that
// square, board orientation), written into `out`.
void drawSpotJson(const Game& g, int tile, int seg, JsonOut& out);
// A module action as {"module": id, "code": n[, "x", "y"]}, and back (the move field "action").
void moduleActionJson(JsonOut& o, const Game& g, const Action& a);
Action moduleActionFromJson(const Game& g, const jsonin::Value& j, const std::string& where);
// The default `then` entry of an answer: {"pass": true}, {"figure": spot}, {"return": spot},
// {"chance": n} or {"<module id>": {"code": n[, "x", "y"]}}, with "player" for a player's answer.
Action readDefaultAnswer(const Game& g, const Decision& d, const jsonin::Value& entry, const std::string& where);
// (written into the open entry object).
void writeDefaultAnswer(const Game& g, const Decision& d, const Action& a, JsonOut& entry);
// The entry the record writes for an answer (the owning module's codec, plus "player").
void answerJson(JsonOut& o, const Game& g, const Decision& d, const Action& a);

}  // namespace carc
