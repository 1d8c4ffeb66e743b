#include "render_record.hpp"

#include "input_limits.hpp"
#include "record.hpp"
#include "render/svg.hpp"

namespace carc::cli {

std::string renderRecord(const std::string& text, std::optional<uint64_t> ply, int tilePx) {
  const Catalog& cat = Catalog::standard();
  const jsonin::Doc doc(text, "record", kMaxRecordBytes);
  const jsonin::Value rec = doc.root();
  loadRecord(cat, rec);  // every move checked, as replay does, even past --ply
  size_t moves = rec.find("moves").size();
  if (ply && *ply > moves)
    throw Error("--ply: expected 0 to " + std::to_string(moves) + ", got " + std::to_string(*ply));
  return render::renderRecordSvg(rec, ply ? std::optional<int>(static_cast<int>(*ply)) : std::nullopt, tilePx);
}

}  // namespace carc::cli
