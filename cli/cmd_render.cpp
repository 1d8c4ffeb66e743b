// render: a record (or its first N moves) as a standalone SVG on stdout, for pages without scripts.
#include <iostream>
#include <nlohmann/json.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "record.hpp"
#include "render/svg.hpp"

namespace carc::cli {

int cmdRender(const Args& a) {
  if (a.rest.empty() || a.rest[0].rfind("--", 0) == 0) throw Error("render: expected a record file (or - for stdin)");
  nlohmann::json rec = nlohmann::json::parse(readAll(a.rest[0]), nullptr, false);
  if (rec.is_discarded()) throw Error("record: malformed JSON");
  size_t moves = rec.is_object() && rec.contains("moves") && rec["moves"].is_array() ? rec["moves"].size() : 0;
  render::SvgOptions opt;
  opt.tilePx = static_cast<int>(toNumber(a.get("--tile", "96"), "--tile"));
  if (opt.tilePx < 16 || opt.tilePx > 512) throw Error("--tile: expected 16 to 512 pixels");
  if (a.has("--ply")) {
    uint64_t ply = toNumber(a.get("--ply", "0"), "--ply");
    if (ply > moves) throw Error("--ply: expected 0 to " + std::to_string(moves) + ", got " + std::to_string(ply));
    Game g = loadRecordAt(Catalog::standard(), rec, static_cast<int>(ply));
    opt.caption = ply == 0 ? "Start" : "After move " + std::to_string(ply) + " of " + std::to_string(moves);
    std::cout << render::renderSvg(g, opt);
  } else {
    Game g = loadRecord(Catalog::standard(), rec);
    opt.caption = g.over() ? "End of the game" : "After move " + std::to_string(moves) + " of " + std::to_string(moves);
    std::cout << render::renderSvg(g, opt);
  }
  return 0;
}

}  // namespace carc::cli
