// render: a record (or its first N moves) as a standalone SVG on stdout, for pages without scripts.
// Records come from strangers: the file is read up to the record limit only, and render_record.cpp
// refuses whatever replay refuses.
#include <iostream>

#include "args.hpp"
#include "commands.hpp"
#include "input_limits.hpp"
#include "render_record.hpp"

namespace carc::cli {

int cmdRender(const Args& a) {
  if (a.positional.empty()) throw Error("render: expected a record file (or - for stdin)");
  int tilePx = toInt(a.get("--tile", "96"), "--tile", 16, 512);
  std::optional<uint64_t> ply;
  if (a.has("--ply")) ply = toNumber(a.get("--ply", ""), "--ply", 0, kMaxMoves);
  std::cout << renderRecord(readAll(a.positional[0], kMaxRecordBytes), ply, tilePx);
  return 0;
}

}  // namespace carc::cli
