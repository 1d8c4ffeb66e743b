// Features as union-find over the segments of placed tiles. Each root carries what scoring needs:
// open side ends, distinct tiles, tag counts (pennants, ...), figure strength per player.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "catalog.hpp"

namespace carc {

// Set bits of a side or half-edge mask. __builtin_popcount is a library call on x86-64 without
// -mpopcnt, and this runs for every segment of every placed tile.
inline int bitCount8(unsigned v) {
  v = v - ((v >> 1) & 0x55u);
  v = (v & 0x33u) + ((v >> 2) & 0x33u);
  return static_cast<int>((v + (v >> 4)) & 0x0Fu);
}

struct FeatureNode {
  uint16_t parent = 0, next = 0;  // next: circular list of the feature's members
  uint16_t tile = 0;              // placed tile index
  uint8_t seg = 0, kind = 0;
  int16_t open = 0;       // side ends not yet joined to a neighbour (roots)
  uint16_t tiles = 1;     // distinct tiles (roots of side features; fields do not count)
  uint16_t members = 1;   // segments (roots)
  uint16_t repeats = 0;   // members on tiles that hold two segments of one kind (roots)
  uint8_t occupants = 0;  // figures that occupy the feature (roots)
  // The segment touches a city of its tile (SegmentDef::cities != 0): a field's completed cities
  // are looked up from such members only, without reading the tile type of the others. (Fills a
  // padding byte: the node stays 32 bytes.)
  bool nearCity = false;
  std::array<uint8_t, kMaxTags> tags{};
  std::array<uint8_t, kMaxPlayers> strength{};
  friend bool operator==(const FeatureNode&, const FeatureNode&) = default;
};

static_assert(sizeof(FeatureNode) <= 32, "a feature node stays within 32 bytes: every search copies them all");

class Features {
 public:
  // The node of segment k of a tile type at a rotation, as a placed tile starts it (parent, next
  // and tile 0: addNodes sets them). Made once per game's rules, not at every placement.
  static FeatureNode prototype(const TileType& t, int rot, int k);
  // Appends a newly placed tile's nodes, copied from its prototypes; returns the first node index.
  int addNodes(const FeatureNode* protos, size_t n, int tileIndex);
  void clear() { nodes_.clear(); }  // a rebuild adds every tile again, in placement order
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
  // A piece with two segments of this kind may already sit in both features: count each of its
  // squares once (per piece, at its first member in `small`).
  int shared = 0;
  if (big.repeats && small.repeats) {
    int m = rb;
    do {
      const FeatureNode& mem = nodes_[m];
      const TileType& tt = typeOf(mem.tile);
      if (tt.repeatsKind) {
        int first = firstNode(mem.tile);
        bool earlierInSmall = false;
        unsigned inBig = 0, inSmall = 0;
        for (size_t k = 0; k < tt.segments.size(); ++k) {
          if (tt.segments[k].kind != mem.kind) continue;
          int r = find(first + int(k));
          if (r == rb) {
            earlierInSmall |= int(k) < mem.seg;
            inSmall |= tt.segments[k].squares;
          }
          if (r == ra) inBig |= tt.segments[k].squares;
        }
        if (!earlierInSmall) shared += bitCount8(inBig & inSmall);
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

inline FeatureNode Features::prototype(const TileType& t, int rot, int k) {
  FeatureNode n;
  const SegmentDef& s = t.segments[k];
  n.seg = static_cast<uint8_t>(k);
  n.kind = s.kind;
  uint32_t sides = t.rot[rot].segSides[k];
  n.open = static_cast<int16_t>(__builtin_popcount(sides));
  if (s.squares != 1) n.tiles = static_cast<uint16_t>(bitCount8(s.squares));
  n.repeats = t.repeatsKind && s.sides ? 1 : 0;
  n.tags = s.tags;
  n.nearCity = s.cities != 0;
  return n;
}

// Each prototype copied into the vector, then the three fields that depend on where the tile went
// set there, one node at a time: clang (so the WASM build) left vector::insert out of line, a
// general range insert that cost ~80 instructions per placed tile (callgrind, clang native bench:
// 391.2M -> 375.0M with the inlined Board::touch; g++ +0.4 %). The copy goes straight into place: a
// node first set up on the stack by narrow stores and then copied out by wide loads stalled store
// forwarding (a quarter of placeTile's perf samples in the native bench).
inline int Features::addNodes(const FeatureNode* protos, size_t n, int tileIndex) {
  const size_t first = nodes_.size();
  for (size_t k = 0; k < n; ++k) {
    FeatureNode& node = nodes_.emplace_back(protos[k]);
    node.parent = node.next = static_cast<uint16_t>(first + k);
    node.tile = static_cast<uint16_t>(tileIndex);
  }
  return static_cast<int>(first);
}

}  // namespace carc
