//===- sycl/detail/group_collectives.hpp - Group reductions and scans -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The machinery under the group algorithms: reduction, scan and broadcast
// over a sub-group and over a work-group, each over the first Valid
// work-items only (the joint algorithms' last block is partial) and with an
// optional initial value (the operation need not have an identity).
//
// A sub-group combines its values with shuffles: no memory, no barrier.
// Where its exchanges go through memory (the native CPU) it gathers every
// lane's value once and each lane combines them all, in lane order: one
// exchange instead of one per step.
// A work-group is cut into tiles of consecutive local linear ids. Where
// sub-groups are such runs (__prism_sub_groups_are_linear: CUDA warps) and
// exchange without memory, a tile is a sub-group and is combined with
// shuffles; elsewhere (OpenCL lets a device map work-items to sub-groups as
// it likes, and a scan needs the order) a tile is one work-item. Each tile
// leaves its result in a slot of the kernel's group scratch
// (__prism_group_scratch), work-item 0 combines the slots in order, and
// everyone reads the answer back: three barriers, the first so that no call
// writes the slots before every work-item has read them in the previous one.
// The scratch has a slot for every tile of a work-group of up to MaxWorkItems
// work-items, and the runtime refuses to launch the kernel with larger
// work-groups. Rounds of fewer slots would need a loop around barriers, and
// PoCL's compile time grows so fast with such loops that a kernel with a few
// dozen calls never finishes building; for the same reason no barrier is ever
// skipped by a branch, even one every work-item takes alike. Device code only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_GROUP_COLLECTIVES_HPP
#define SYCL_DETAIL_GROUP_COLLECTIVES_HPP

#include "prism/device/builtins.h"
#include "prism/device/sub_groups.h"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/sub_group_shuffle.hpp"
#include "sycl/group.hpp"
#include "sycl/sub_group.hpp"

#include <cstddef>
#include <cstdint>

namespace sycl {
namespace detail {

// Optional values (an initial value, what precedes a work-item) travel as
// a value and a flag, or as a pointer that may be null, never as a struct
// holding both: the optimiser copies such a struct's padding as an odd-sized
// integer (i24 after a float and a bool), which llvm-spirv 15 refuses.

/// Left op Right, or Right alone when there is no Left.
template <typename T, typename BinaryOperation>
T combine(bool HasLeft, const T &Left, const T &Right, BinaryOperation Op) {
  return HasLeft ? T(Op(Left, Right)) : Right;
}

/// What a scan gives one work-item.
template <typename T> struct scan_result {
  T Exclusive; // the initial value and every value before this one
  T Inclusive; // the same and this work-item's value
};

// --- Sub-groups ------------------------------------------------------------

/// The combination of lanes [0, Valid) of X in lane 0 (unspecified in the
/// other lanes), 1 <= Valid <= the sub-group size. After the step of
/// distance D, lane i < D holds the lanes i, i + D, i + 2D, ... below Valid.
/// Every lane shuffles; only a lane with a valid partner combines, and no
/// lane reads one at or beyond Valid.
template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE T sub_group_reduce_to_first(T X, BinaryOperation Op,
                                                   uint32_t Valid) {
  const uint32_t Lane = __prism_sub_group_local_id();
  uint32_t Distance = 1;
  while (Distance * 2 < Valid)
    Distance *= 2;
  for (; Valid > 1 && Distance > 0; Distance /= 2) {
    const bool Partnered = Lane + Distance < Valid;
    T Other = sub_group_shuffle(X, Partnered ? Lane + Distance : Lane);
    if (Partnered)
      X = T(Op(X, Other));
  }
  return X;
}

/// Lane i gets lanes 0..i combined, in lane order (Hillis-Steele).
template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE T sub_group_inclusive_scan(T X, BinaryOperation Op) {
  const uint32_t Lane = __prism_sub_group_local_id();
  const uint32_t Size = __prism_sub_group_size();
  for (uint32_t Distance = 1; Distance < Size; Distance *= 2) {
    T Before = sub_group_shuffle(X, Lane >= Distance ? Lane - Distance : Lane);
    if (Lane >= Distance)
      X = T(Op(Before, X));
  }
  return X;
}

/// Lanes [0, Valid) of X combined in lane order, in every lane, 1 <= Valid
/// <= the sub-group size: one gather where that is cheap, else a shuffle
/// tree and a broadcast. After the gather, each lane reads every slot of the
/// largest sub-group and leaves out those past Valid: the loop then runs a
/// constant number of times, alike in every lane, so the compiler unrolls it
/// and folds the lanes of a sub-group together in vectors. (A scan's lanes
/// each combine a different number of slots; made alike, the scalar code
/// where lanes parted would do twice the work.)
template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE T sub_group_reduce_all(T X, BinaryOperation Op,
                                              uint32_t Valid) {
  if constexpr (sub_group_gatherable<T>) {
    if (__prism_sub_group_exchanges_through_memory()) {
      sub_group_gather(X);
      const uint32_t Width = __prism_sub_group_max_size();
      T All = sub_group_gathered(X, 0);
      for (uint32_t Other = 1; Other < Width; ++Other) {
        const T Next = sub_group_gathered(X, Other);
        if (Other < Valid)
          All = T(Op(All, Next));
      }
      return All;
    }
  }
  return sub_group_shuffle(sub_group_reduce_to_first(X, Op, Valid), 0);
}

/// What a scan of a sub-group's lanes gives one lane, without an initial
/// value.
template <typename T> struct sub_group_prefixes {
  T Inclusive; // lanes [0, Lane]
  T Before;    // lanes [0, Lane), unspecified in lane 0
};

template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE sub_group_prefixes<T>
sub_group_scan_lanes(T X, BinaryOperation Op) {
  const uint32_t Lane = __prism_sub_group_local_id();
  sub_group_prefixes<T> Result;
  if constexpr (sub_group_gatherable<T>) {
    if (__prism_sub_group_exchanges_through_memory()) {
      sub_group_gather(X);
      T Running = sub_group_gathered(X, 0);
      Result.Before = Running;
      for (uint32_t Other = 1; Other <= Lane; ++Other) {
        Result.Before = Running;
        Running = T(Op(Running, sub_group_gathered(X, Other)));
      }
      Result.Inclusive = Running;
      return Result;
    }
  }
  Result.Inclusive = sub_group_inclusive_scan(X, Op);
  Result.Before = sub_group_shuffle(Result.Inclusive, Lane ? Lane - 1 : 0);
  return Result;
}

/// The first Valid work-items' X combined, after *Init if Init is not null.
/// With Valid 0, *Init, or X without one.
template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE T group_reduce(sub_group, T X, BinaryOperation Op,
                                      size_t Valid, const T *Init) {
  if (Valid == 0)
    return Init ? *Init : X;
  T All = sub_group_reduce_all(X, Op, static_cast<uint32_t>(Valid));
  return Init ? T(Op(*Init, All)) : All;
}

/// The scan of the sub-group's X after *Init (if not null). The first
/// work-item has no exclusive result without an initial value. A lane's
/// results depend on the lanes before it only, so the first Valid ones are
/// those of a scan of the first Valid work-items.
template <typename T, typename BinaryOperation>
PRISM_SYCL_HOST_DEVICE scan_result<T>
group_scan(sub_group, T X, BinaryOperation Op, size_t /*Valid*/,
           const T *Init) {
  const uint32_t Lane = __prism_sub_group_local_id();
  const sub_group_prefixes<T> Lanes = sub_group_scan_lanes(X, Op);
  const bool HasInit = Init != nullptr;
  const T Start = HasInit ? *Init : X;
  scan_result<T> Result;
  Result.Exclusive = Lane ? combine(HasInit, Start, Lanes.Before, Op) : Start;
  Result.Inclusive = combine(HasInit, Start, Lanes.Inclusive, Op);
  return Result;
}

// --- Work-groups -------------------------------------------------------------

/// The largest work-group the work-group algorithms support: CUDA's block
/// limit, and the work-group limit of most OpenCL GPUs.
inline constexpr size_t MaxWorkItems = 1024;

/// Count values of type T in the kernel's group scratch.
template <typename T, size_t Count> PRISM_SYCL_HOST_DEVICE T *group_scratch() {
  return reinterpret_cast<T *>(
      __prism_group_scratch(Count * sizeof(T), alignof(T), MaxWorkItems));
}

/// Where a work-item is among the work-group's tiles (see above).
struct work_group_tiles {
  size_t Linear;  // local linear id
  size_t Tile;    // which tile
  size_t First;   // local linear id of the tile's first work-item
  uint32_t Width; // work-items per tile (the last one may have fewer)
  uint32_t Lane;  // position in the tile
  // Tiles are sub-groups; else single work-items. (Last: no padding in
  // the middle.)
  bool SubGroups;

  /// How many of the tile's work-items are among the first Valid of the
  /// work-group.
  uint32_t validInTile(size_t Valid) const {
    if (Valid <= First)
      return 0;
    size_t Count = Valid - First;
    return Count < Width ? static_cast<uint32_t>(Count) : Width;
  }
  /// How many tiles hold one of the first Valid work-items.
  size_t validTiles(size_t Valid) const { return (Valid + Width - 1) / Width; }
};

template <int Dimensions>
PRISM_SYCL_HOST_DEVICE work_group_tiles tiles_of(group<Dimensions> G) {
  work_group_tiles Tiles;
  Tiles.Linear = G.get_local_linear_id();
  // Where a sub-group exchange is a round through memory between
  // barriers, the tiles' own rounds would only add to the work-group's.
  Tiles.SubGroups = __prism_sub_groups_are_linear() &&
                    __prism_sub_group_max_size() > 1 &&
                    !__prism_sub_group_exchanges_through_memory();
  Tiles.Width = Tiles.SubGroups ? __prism_sub_group_max_size() : 1;
  Tiles.Lane = static_cast<uint32_t>(Tiles.Linear % Tiles.Width);
  Tiles.Tile = Tiles.Linear / Tiles.Width;
  Tiles.First = Tiles.Tile * Tiles.Width;
  return Tiles;
}

template <typename T, int Dimensions>
PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE T
group_broadcast_from(group<Dimensions> G, T X, size_t From) {
  T *Slot = group_scratch<T, 1>();
  __prism_barrier();
  if (G.get_local_linear_id() == From)
    *Slot = X;
  __prism_barrier();
  return *Slot;
}

/// With Valid 0, *Init, or X without one.
template <typename T, typename BinaryOperation, int Dimensions>
PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE T group_reduce(group<Dimensions> G,
                                                        T X, BinaryOperation Op,
                                                        size_t Valid,
                                                        const T *Init) {
  T *Scratch = group_scratch<T, MaxWorkItems>();
  const work_group_tiles Tiles = tiles_of(G);
  const uint32_t InTile = Tiles.validInTile(Valid);
  T Partial = Tiles.SubGroups
                  ? sub_group_reduce_to_first(X, Op, InTile ? InTile : 1)
                  : X;
  const size_t ValidTiles = Tiles.validTiles(Valid);
  __prism_barrier();
  if (Tiles.Lane == 0 && Tiles.Tile < ValidTiles)
    Scratch[Tiles.Tile] = Partial;
  __prism_barrier();
  if (Tiles.Linear == 0 && ValidTiles) {
    T Result = Init ? T(Op(*Init, Scratch[0])) : Scratch[0];
    for (size_t I = 1; I < ValidTiles; ++I)
      Result = T(Op(Result, Scratch[I]));
    Scratch[0] = Result;
  }
  __prism_barrier();
  return ValidTiles ? Scratch[0] : Init ? *Init : X;
}

/// Work-item 0 turns the tile totals into the prefix before each tile, in
/// place.
template <typename T, typename BinaryOperation, int Dimensions>
PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE scan_result<T>
group_scan(group<Dimensions> G, T X, BinaryOperation Op, size_t Valid,
           const T *Init) {
  const bool HasInit = Init != nullptr;
  const T Start = HasInit ? *Init : X;
  T *Scratch = group_scratch<T, MaxWorkItems>();
  const work_group_tiles Tiles = tiles_of(G);
  const uint32_t InTile = Tiles.validInTile(Valid);
  T Inclusive = X;
  T BeforeInTile = X; // the tile's values before this work-item, if any
  T TileTotal = X;
  if (Tiles.SubGroups) {
    const sub_group_prefixes<T> Lanes = sub_group_scan_lanes(X, Op);
    Inclusive = Lanes.Inclusive;
    BeforeInTile = Lanes.Before;
    TileTotal = sub_group_shuffle(Inclusive, InTile ? InTile - 1 : 0);
  }
  const size_t ValidTiles = Tiles.validTiles(Valid);
  __prism_barrier();
  if (Tiles.Lane == 0 && Tiles.Tile < ValidTiles)
    Scratch[Tiles.Tile] = TileTotal;
  __prism_barrier();
  if (Tiles.Linear == 0) {
    bool HasCarry = HasInit;
    T Carry = Start;
    for (size_t I = 0; I < ValidTiles; ++I) {
      T Total = Scratch[I];
      // The first tile without an initial value has no prefix; its slot is
      // not read.
      if (HasCarry)
        Scratch[I] = Carry;
      Carry = combine(HasCarry, Carry, Total, Op);
      HasCarry = true;
    }
  }
  __prism_barrier();
  // Only the first tile, without an initial value, has no prefix.
  const bool HasPrefix = HasInit || Tiles.Tile != 0;
  const T TilePrefix =
      HasPrefix && Tiles.Tile < ValidTiles ? Scratch[Tiles.Tile] : Start;
  scan_result<T> Result;
  Result.Inclusive = combine(HasPrefix, TilePrefix, Inclusive, Op);
  Result.Exclusive = Tiles.Lane
                         ? combine(HasPrefix, TilePrefix, BeforeInTile, Op)
                         : TilePrefix;
  return Result;
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_GROUP_COLLECTIVES_HPP
