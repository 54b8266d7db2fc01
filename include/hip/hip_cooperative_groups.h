//===- hip/hip_cooperative_groups.h - Cooperative groups ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's and HIP's cooperative groups:
// - this_thread_block() (sync, thread_rank, size, group_index, thread_index,
//   dim_threads);
// - tiled_partition<N>() of a block or a tile into tiles of N consecutive
//   threads, N a power of two up to warpSize, and tiled_partition(parent, n)
//   with n chosen at run time, with the warp functions within the tile (shfl,
//   shfl_up, shfl_down, shfl_xor, any, all, ballot, sync);
// - coalesced_threads(): the threads of the warp that make the call (on
//   NVIDIA and the native CPU the converged lanes; elsewhere every lane
//   makes each call);
// - thread_group holding any of these, cooperative_groups::sync, and reduce
//   with plus, less, greater and the bitwise operations over tiles and
//   coalesced groups (<cooperative_groups/reduce.h>);
// - this_grid().sync() in a kernel launched by hipLaunchCooperativeKernel
//   (cudaLaunchCooperativeKernel), which refuses a grid whose blocks could
//   not all be resident at once: a barrier on a device variable.
// A tile lives within one warp: a tile wider than the device's warp (PoCL's
// is 1 lane) fails the launch (prism/hip_warp_fault.h) rather than giving a
// wrong answer.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_COOPERATIVE_GROUPS_H
#define HIP_HIP_COOPERATIVE_GROUPS_H

#include "hip/hip_builtin_variables.h"
#include "hip/hip_cooperative_launch.h"
#include "hip/hip_integer_intrinsics.h"
#include "hip/hip_qualifiers.h"
#include "hip/hip_synchronization.h"
#include "hip/hip_warp_functions.h"

extern "C" {
// The grid barrier of this_grid().sync(): arrivals, then the generation
// that the last arrival advances. inline: one however many sources include
// this header.
__device__ inline uint32_t __prism_hip_grid_barrier[2];
}

namespace cooperative_groups {

namespace details {

/// The lanes of the tile of Size lanes that holds the caller's.
__device__ inline unsigned tileLanes(unsigned Size) {
  unsigned Ones = Size >= 32 ? PRISM_HIP_FULL_MASK : (1u << Size) - 1;
  return Ones << (__lane_id() & ~(Size - 1) & 31);
}

/// Checks that a tile of Size threads fits in the device's warp.
__device__ inline void checkTileSize(unsigned Size) {
#ifndef __NVPTX__
  __prism_hip_warp_check(PRISM_HIP_WARP_CALL_TILED_PARTITION,
                         PRISM_HIP_WARP_OPERAND_TILE_SIZE, Size,
                         __prism_sub_group_max_size() + 1);
#else
  (void)Size;
#endif
}

/// The lane of the Rank-th set bit of Mask.
__device__ inline int laneOfRank(unsigned Mask, unsigned Rank) {
  for (int Lane = 0; Lane < 32; ++Lane)
    if (Mask >> Lane & 1 && Rank-- == 0)
      return Lane;
  return 0;
}

/// Combine over Value of the Size threads of Group, in every thread: a
/// shfl_down tree towards rank 0, then a broadcast (any group size). Where
/// the warp exchanges through memory (the native CPU), one gather and a
/// fold of Lanes, the group's lanes, in lane order, which is rank order.
template <typename Group, typename T, typename Op>
__device__ T reduceByRank(const Group &G, unsigned Lanes, T Value, Op Combine) {
  if constexpr (sizeof(T) <= sizeof(uint64_t))
    if (__prism_sub_group_exchanges_through_memory())
      return __prism_hip_fold_lanes(Lanes, Value, Combine);
  const unsigned Size = G.size(), Rank = G.thread_rank();
  for (unsigned Offset = 1; Offset < Size; Offset *= 2) {
    T Other = G.shfl_down(Value, Offset);
    if (Rank + Offset < Size)
      Value = Combine(Value, Other);
  }
  return G.shfl(Value, 0);
}

/// A grid barrier over every block of the launch (see the file comment).
__device__ inline void gridSync() {
  uint32_t *Arrived = &__prism_hip_grid_barrier[0];
  uint32_t *Generation = &__prism_hip_grid_barrier[1];
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    const uint32_t Blocks = gridDim.x * gridDim.y * gridDim.z;
    uint32_t Current =
        __prism_atomic_load_u32(Generation, PRISM_ATOMIC_ACQUIRE,
                                PRISM_ATOMIC_DEVICE, PRISM_ATOMIC_GENERIC);
    __threadfence();
    if (__prism_atomic_fetch_add_u32(Arrived, 1, PRISM_ATOMIC_ACQ_REL,
                                     PRISM_ATOMIC_DEVICE,
                                     PRISM_ATOMIC_GENERIC) == Blocks - 1) {
      __prism_atomic_store_u32(Arrived, 0, PRISM_ATOMIC_RELAXED,
                               PRISM_ATOMIC_DEVICE, PRISM_ATOMIC_GENERIC);
      __prism_atomic_fetch_add_u32(Generation, 1, PRISM_ATOMIC_RELEASE,
                                   PRISM_ATOMIC_DEVICE, PRISM_ATOMIC_GENERIC);
    } else {
      while (__prism_atomic_load_u32(Generation, PRISM_ATOMIC_ACQUIRE,
                                     PRISM_ATOMIC_DEVICE,
                                     PRISM_ATOMIC_GENERIC) == Current) {
      }
    }
    __threadfence();
  }
  __syncthreads();
}

} // namespace details

/// The threads of the calling block.
class thread_block {
public:
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned int thread_rank() const {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  }
  __device__ unsigned int size() const {
    return blockDim.x * blockDim.y * blockDim.z;
  }
  __device__ unsigned int num_threads() const { return size(); }
  __device__ dim3 group_index() const { return blockIdx; }
  __device__ dim3 thread_index() const { return threadIdx; }
  __device__ dim3 dim_threads() const { return blockDim; }
  __device__ dim3 group_dim() const { return blockDim; }
};

__device__ inline thread_block this_thread_block() { return thread_block(); }

/// Every thread of a cooperative launch.
class grid_group {
public:
  __device__ void sync() const { details::gridSync(); }
  __device__ bool is_valid() const { return true; }
  __device__ unsigned long long num_blocks() const {
    return static_cast<unsigned long long>(gridDim.x) * gridDim.y * gridDim.z;
  }
  __device__ unsigned long long block_rank() const {
    return blockIdx.x +
           static_cast<unsigned long long>(gridDim.x) *
               (blockIdx.y +
                static_cast<unsigned long long>(gridDim.y) * blockIdx.z);
  }
  __device__ unsigned long long size() const {
    return num_blocks() * this_thread_block().size();
  }
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long thread_rank() const {
    return block_rank() * this_thread_block().size() +
           this_thread_block().thread_rank();
  }
  __device__ dim3 group_dim() const { return gridDim; }
  __device__ dim3 dim_blocks() const { return gridDim; }
  __device__ dim3 block_index() const { return blockIdx; }
};

__device__ inline grid_group this_grid() { return grid_group(); }

/// Size consecutive threads (by rank in the parent), within one warp; the
/// shuffles and votes name the tile's lanes only.
template <unsigned int Size> class thread_block_tile {
  static_assert(Size > 0 && (Size & (Size - 1)) == 0 && Size <= 32,
                "a tile is a power of two of at most 32 threads");

public:
  explicit __device__ thread_block_tile(const thread_block &Block)
      : thread_block_tile(Block.thread_rank(), Block.size()) {}
  __device__ thread_block_tile(unsigned ParentRank, unsigned ParentSize)
      : ParentRank(ParentRank), ParentSize(ParentSize) {
    details::checkTileSize(Size);
  }

  __device__ void sync() const { __syncwarp(details::tileLanes(Size)); }
  __device__ unsigned int thread_rank() const { return ParentRank % Size; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }
  __device__ unsigned int meta_group_rank() const { return ParentRank / Size; }
  __device__ unsigned int meta_group_size() const {
    return (ParentSize + Size - 1) / Size;
  }

  template <typename T> __device__ T shfl(T Value, int Rank) const {
    return __shfl_sync(details::tileLanes(Size), Value, Rank, Size);
  }
  template <typename T> __device__ T shfl_up(T Value, unsigned Delta) const {
    return __shfl_up_sync(details::tileLanes(Size), Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_down(T Value, unsigned Delta) const {
    return __shfl_down_sync(details::tileLanes(Size), Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_xor(T Value, int LaneMask) const {
    return __shfl_xor_sync(details::tileLanes(Size), Value, LaneMask, Size);
  }
  __device__ int any(int Predicate) const { return ballot(Predicate) != 0; }
  __device__ int all(int Predicate) const {
    return ballot(Predicate) == (Size >= 32 ? 0xffffffffu : (1u << Size) - 1);
  }
  /// Bit i set for each thread of rank i in the tile whose Predicate holds.
  __device__ unsigned int ballot(int Predicate) const {
    unsigned Lanes = details::tileLanes(Size);
    return (__ballot_sync(Lanes, Predicate) & Lanes) >>
           (__lane_id() & ~(Size - 1) & 31);
  }

private:
  unsigned int ParentRank, ParentSize;
};

template <unsigned int Size>
__device__ thread_block_tile<Size> tiled_partition(const thread_block &Block) {
  return thread_block_tile<Size>(Block);
}
/// A tile of a tile: Size consecutive threads of Parent.
template <unsigned int Size, unsigned int ParentSize>
__device__ thread_block_tile<Size>
tiled_partition(const thread_block_tile<ParentSize> &Parent) {
  static_assert(Size <= ParentSize, "a tile within its parent tile");
  return thread_block_tile<Size>(Parent.thread_rank(), ParentSize);
}

/// A tile whose size is chosen at run time (tiled_partition(parent, n)), a
/// power of two up to warpSize.
class tiled_group {
public:
  __device__ tiled_group(unsigned ParentRank, unsigned ParentSize,
                         unsigned Size)
      : ParentRank(ParentRank), ParentSize(ParentSize), Size(Size) {
    details::checkTileSize(Size);
  }

  __device__ void sync() const { __syncwarp(lanes()); }
  __device__ unsigned int thread_rank() const { return ParentRank % Size; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }
  __device__ unsigned int meta_group_rank() const { return ParentRank / Size; }
  __device__ unsigned int meta_group_size() const {
    return (ParentSize + Size - 1) / Size;
  }

  template <typename T> __device__ T shfl(T Value, int Rank) const {
    return __shfl_sync(lanes(), Value, Rank, Size);
  }
  template <typename T> __device__ T shfl_up(T Value, unsigned Delta) const {
    return __shfl_up_sync(lanes(), Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_down(T Value, unsigned Delta) const {
    return __shfl_down_sync(lanes(), Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_xor(T Value, int LaneMask) const {
    return __shfl_xor_sync(lanes(), Value, LaneMask, Size);
  }
  __device__ int any(int Predicate) const { return ballot(Predicate) != 0; }
  __device__ int all(int Predicate) const {
    return ballot(Predicate) ==
           (Size >= 32 ? PRISM_HIP_FULL_MASK : (1u << Size) - 1);
  }
  __device__ unsigned int ballot(int Predicate) const {
    return (__ballot_sync(lanes(), Predicate) & lanes()) >>
           (__lane_id() & ~(Size - 1) & 31);
  }

private:
  __device__ unsigned lanes() const { return details::tileLanes(Size); }
  unsigned int ParentRank, ParentSize, Size;
};

/// The threads of the warp that make the call, ranked by lane.
class coalesced_group {
public:
  __device__ coalesced_group() : Lanes(__activemask()) {}

  __device__ void sync() const { __syncwarp(Lanes); }
  __device__ unsigned int size() const { return __popc(Lanes); }
  __device__ unsigned int num_threads() const { return size(); }
  __device__ unsigned int thread_rank() const {
    return __popc(Lanes & static_cast<unsigned>(__lanemask_lt()));
  }
  __device__ unsigned int meta_group_rank() const { return 0; }
  __device__ unsigned int meta_group_size() const { return 1; }

  template <typename T> __device__ T shfl(T Value, unsigned Rank) const {
    return __shfl_sync(Lanes, Value, details::laneOfRank(Lanes, Rank));
  }
  /// The value of the thread Delta ranks below (above for shfl_down); the
  /// caller's own where there is none.
  template <typename T> __device__ T shfl_up(T Value, unsigned Delta) const {
    unsigned Rank = thread_rank();
    return __shfl_sync(
        Lanes, Value,
        details::laneOfRank(Lanes, Rank >= Delta ? Rank - Delta : Rank));
  }
  template <typename T> __device__ T shfl_down(T Value, unsigned Delta) const {
    unsigned Rank = thread_rank();
    return __shfl_sync(Lanes, Value,
                       details::laneOfRank(
                           Lanes, Rank + Delta < size() ? Rank + Delta : Rank));
  }
  __device__ int any(int Predicate) const {
    return __any_sync(Lanes, Predicate);
  }
  __device__ int all(int Predicate) const {
    return __all_sync(Lanes, Predicate);
  }
  /// Bit i set for each thread of rank i whose Predicate holds.
  __device__ unsigned int ballot(int Predicate) const {
    unsigned Warp = __ballot_sync(Lanes, Predicate), Ranks = 0, Rank = 0;
    for (int Lane = 0; Lane < 32; ++Lane)
      if (Lanes >> Lane & 1)
        Ranks |= (Warp >> Lane & 1) << Rank++;
    return Ranks;
  }

private:
  template <typename T, typename Op>
  friend __device__ T reduce(const coalesced_group &Group, T Value, Op Combine);
  unsigned int Lanes;
};

__device__ inline coalesced_group coalesced_threads() {
  return coalesced_group();
}

/// A block, a tile or a coalesced group, chosen at run time (a function
/// taking any group).
class thread_group {
public:
  __device__ thread_group(const thread_block &Block)
      : Rank(Block.thread_rank()), Size(Block.size()), Lanes(0) {}
  template <unsigned int TileSize>
  __device__ thread_group(const thread_block_tile<TileSize> &Tile)
      : Rank(Tile.thread_rank()), Size(TileSize),
        Lanes(details::tileLanes(TileSize)) {}
  __device__ thread_group(const tiled_group &Tile)
      : Rank(Tile.thread_rank()), Size(Tile.size()),
        Lanes(details::tileLanes(Tile.size())) {}
  __device__ thread_group(const coalesced_group &Group)
      : Rank(Group.thread_rank()), Size(Group.size()), Lanes(__activemask()) {}

  /// A block's barrier, or the warp's for the lanes of a smaller group.
  __device__ void sync() const {
    if (Lanes)
      __syncwarp(Lanes);
    else
      __syncthreads();
  }
  __device__ unsigned int thread_rank() const { return Rank; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }

private:
  unsigned int Rank, Size;
  unsigned int Lanes; // 0 for a block
};

/// Tiles of Size threads of Parent, Size a power of two up to warpSize.
__device__ inline tiled_group tiled_partition(const thread_block &Parent,
                                              unsigned int Size) {
  return tiled_group(Parent.thread_rank(), Parent.size(), Size);
}
__device__ inline tiled_group tiled_partition(const thread_group &Parent,
                                              unsigned int Size) {
  return tiled_group(Parent.thread_rank(), Parent.size(), Size);
}
__device__ inline tiled_group tiled_partition(const tiled_group &Parent,
                                              unsigned int Size) {
  return tiled_group(Parent.thread_rank(), Parent.size(), Size);
}

template <typename Group> __device__ void sync(const Group &G) { G.sync(); }

template <typename T> struct plus {
  __device__ T operator()(T A, T B) const { return A + B; }
};
template <typename T> struct less {
  __device__ T operator()(T A, T B) const { return B < A ? B : A; }
};
template <typename T> struct greater {
  __device__ T operator()(T A, T B) const { return A < B ? B : A; }
};
template <typename T> struct bit_and {
  __device__ T operator()(T A, T B) const { return A & B; }
};
template <typename T> struct bit_or {
  __device__ T operator()(T A, T B) const { return A | B; }
};
template <typename T> struct bit_xor {
  __device__ T operator()(T A, T B) const { return A ^ B; }
};

/// Combine over Value of every thread of the group, in every thread.
template <unsigned int Size, typename T, typename Op>
__device__ T reduce(const thread_block_tile<Size> &Tile, T Value, Op Combine) {
  if constexpr (sizeof(T) <= sizeof(uint64_t))
    if (__prism_sub_group_exchanges_through_memory())
      return __prism_hip_fold_lanes(details::tileLanes(Size), Value, Combine);
  for (unsigned int Offset = Size / 2; Offset > 0; Offset /= 2)
    Value = Combine(Value, Tile.shfl_xor(Value, Offset));
  return Value;
}
template <typename T, typename Op>
__device__ T reduce(const tiled_group &Tile, T Value, Op Combine) {
  return details::reduceByRank(Tile, details::tileLanes(Tile.size()), Value,
                               Combine);
}
template <typename T, typename Op>
__device__ T reduce(const coalesced_group &Group, T Value, Op Combine) {
  return details::reduceByRank(Group, Group.Lanes, Value, Combine);
}

} // namespace cooperative_groups

#endif // HIP_HIP_COOPERATIVE_GROUPS_H
