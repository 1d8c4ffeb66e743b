// The River (rule text 004 B, REFERENCE D.1): the spring replaces the start tile, the other river
// tiles are drawn first and the lake last, river edges meet river edges only, the river must
// continue from its open end and may not turn the same way twice in a row, no figure on the river.
// Rivers separate fields by the tile data alone (fields lie on both halves of a river side).
#pragma once
#include "../module.hpp"

namespace carc {

class River final : public Module {
 public:
  std::string_view id() const override { return "river"; }
  std::string_view name() const override { return "The River"; }
  std::string_view doc() const override {
    return "12 river tiles open the game: the spring replaces the start tile, the lake comes last; no U-turns.";
  }
  void registerContent(Catalog& cat) override;
  void resolve(const Catalog& cat) override;
  void arrangeDeck(const Game& g, std::vector<uint16_t>& deck) const override;
  uint32_t phases() const override { return 0; }
  bool checkDraw(const Game& g, int tileType, Why& why) const override;
  bool filtersPlacement() const override { return true; }
  bool checkPlacement(const Game& g, const Action& a, Why& why) const override;

 private:
  enum class Verdict { Ok, NotConnected, UTurn };
  // Where a tile stands in the drawing order: land (not a river tile), the river's course, its end.
  enum Group : uint8_t { Land = 0, Course = 1, End = 2 };
  Verdict check(const Game& g, const Action& a) const;
  uint8_t riverSides(const Game& g, int tile) const;  // board sides of a placed tile's river, or 0
  int river_ = -1;
  std::vector<int8_t> riverSeg_;  // per catalog tile: its river segment, or -1
  std::vector<Group> group_;      // per catalog tile
};

}  // namespace carc
