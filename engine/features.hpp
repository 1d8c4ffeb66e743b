// Features as union-find over the segments of placed tiles. Each root carries what scoring needs:
// open side ends, distinct tiles, tag counts (pennants, ...), figure strength per player.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "catalog.hpp"

namespace carc {

struct FeatureNode {
  uint16_t parent = 0, next = 0;  // next: circular list of the feature's members
  uint16_t tile = 0;              // placed tile index
  uint8_t seg = 0, kind = 0;
  int16_t open = 0;       // side ends not yet joined to a neighbour (roots)
  uint16_t tiles = 1;     // distinct tiles (roots of side features; fields do not count)
  uint16_t members = 1;   // segments (roots)
  uint16_t repeats = 0;   // members on tiles that hold two segments of one kind (roots)
  uint8_t occupants = 0;  // figures that occupy the feature (roots)
  std::array<uint8_t, kMaxTags> tags{};
  std::array<uint8_t, kMaxPlayers> strength{};
  friend bool operator==(const FeatureNode&, const FeatureNode&) = default;
};

class Features {
 public:
  // Appends the nodes of a newly placed tile; returns the first node index.
  int addTile(const TileType& t, int rot, int tileIndex);
  int find(int n) const {
    while (nodes_[n].parent != n) n = nodes_[n].parent;
    return n;
  }
  // Joins two segments across a border. closesEnds: a side port pair was joined (roads, cities).
  // firstNode(tile) is needed to detect a tile counted twice in one feature.
  template <class FirstNode, class TypeOf>
  void join(int a, int b, bool closesEnds, FirstNode firstNode, TypeOf typeOf);
  FeatureNode& root(int n) { return nodes_[find(n)]; }
  const FeatureNode& root(int n) const { return nodes_[find(n)]; }
  const FeatureNode& node(int n) const { return nodes_[n]; }
  FeatureNode& node(int n) { return nodes_[n]; }
  size_t size() const { return nodes_.size(); }
  void reserve(size_t n) { nodes_.reserve(n); }
  friend bool operator==(const Features&, const Features&) = default;

 private:
  std::vector<FeatureNode> nodes_;
};

template <class FirstNode, class TypeOf>
void Features::join(int a, int b, bool closesEnds, FirstNode firstNode, TypeOf typeOf) {
  int ra = find(a), rb = find(b);
  if (ra == rb) {
    if (closesEnds) nodes_[ra].open -= 2;
    return;
  }
  if (nodes_[ra].members < nodes_[rb].members) std::swap(ra, rb);
  FeatureNode& big = nodes_[ra];
  FeatureNode& small = nodes_[rb];
  // A tile with two segments of this kind may already sit in both features: count it once.
  int shared = 0;
  if (big.repeats && small.repeats) {
    int m = rb;
    do {
      const FeatureNode& mem = nodes_[m];
      const TileType& tt = typeOf(mem.tile);
      if (tt.repeatsKind) {
        int first = firstNode(mem.tile);
        bool earlierInSmall = false, inBig = false;
        for (size_t k = 0; k < tt.segments.size(); ++k) {
          if (int(k) == mem.seg || tt.segments[k].kind != mem.kind) continue;
          int r = find(first + int(k));
          if (r == rb && int(k) < mem.seg) earlierInSmall = true;
          if (r == ra) inBig = true;
        }
        if (inBig && !earlierInSmall) ++shared;
      }
      m = mem.next;
    } while (m != rb);
  }
  small.parent = static_cast<uint16_t>(ra);
  std::swap(big.next, small.next);  // splices the two circular member lists
  big.open = static_cast<int16_t>(big.open + small.open - (closesEnds ? 2 : 0));
  big.tiles = static_cast<uint16_t>(big.tiles + small.tiles - shared);
  big.members = static_cast<uint16_t>(big.members + small.members);
  big.repeats = static_cast<uint16_t>(big.repeats + small.repeats);
  big.occupants = static_cast<uint8_t>(big.occupants + small.occupants);
  for (int i = 0; i < kMaxTags; ++i) big.tags[i] = static_cast<uint8_t>(big.tags[i] + small.tags[i]);
  for (int i = 0; i < kMaxPlayers; ++i) big.strength[i] = static_cast<uint8_t>(big.strength[i] + small.strength[i]);
}

// Set bits of a side or half-edge mask. __builtin_popcount is a library call on x86-64 without
// -mpopcnt, and this runs for every segment of every placed tile.
inline int bitCount8(unsigned v) {
  v = v - ((v >> 1) & 0x55u);
  v = (v & 0x33u) + ((v >> 2) & 0x33u);
  return static_cast<int>((v + (v >> 4)) & 0x0Fu);
}

inline int Features::addTile(const TileType& t, int rot, int tileIndex) {
  int first = static_cast<int>(nodes_.size());
  // Written field by field into the vector: a node built on the stack and copied in was read back
  // as wide loads over narrow stores, a store-forwarding stall that cost 8 % of a random game.
  nodes_.resize(nodes_.size() + t.segments.size());
  for (size_t k = 0; k < t.segments.size(); ++k) {
    FeatureNode& n = nodes_[first + k];
    n.parent = n.next = static_cast<uint16_t>(first + k);
    n.tile = static_cast<uint16_t>(tileIndex);
    n.seg = static_cast<uint8_t>(k);
    n.kind = t.segments[k].kind;
    n.open = static_cast<int16_t>(bitCount8(t.rot[rot].segSides[k]));
    n.repeats = t.repeatsKind && bitCount8(t.segments[k].sides) ? 1 : 0;
    n.tags = t.segments[k].tags;
  }
  return first;
}

}  // namespace carc
