//===- hip/hip_cooperative_groups.h - Cooperative groups, the basics ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The part of CUDA's and HIP's cooperative groups that block-level code
// uses: this_thread_block() (sync, thread_rank, size, group_index,
// thread_index, dim_threads), thread_group holding either kind of group,
// tiled_partition<N>() of a block into tiles of
// N consecutive threads, N a power of two up to warpSize, with the warp
// functions within the tile (shfl, shfl_up, shfl_down, shfl_xor, any, all,
// ballot, sync), cooperative_groups::sync and reduce with plus, less,
// greater and the bitwise operations. A tile lives within one warp, so it
// needs warpSize >= N (1 on PoCL 3.1: tiles work on NVIDIA GPUs only).
// Grid groups (which need cooperative launches) are not provided.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_COOPERATIVE_GROUPS_H
#define HIP_HIP_COOPERATIVE_GROUPS_H

#include "hip/hip_builtin_variables.h"
#include "hip/hip_qualifiers.h"
#include "hip/hip_synchronization.h"
#include "hip/hip_warp_functions.h"

namespace cooperative_groups {

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

/// Size consecutive threads of a block (by thread_rank), within one warp.
template <unsigned int Size> class thread_block_tile {
  static_assert(Size > 0 && (Size & (Size - 1)) == 0 && Size <= 64,
                "a tile is a power of two of at most 64 threads");

public:
  explicit __device__ thread_block_tile(const thread_block &Block)
      : BlockRank(Block.thread_rank()), BlockSize(Block.size()) {}

  __device__ void sync() const { __syncwarp(); }
  __device__ unsigned int thread_rank() const { return BlockRank % Size; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }
  __device__ unsigned int meta_group_rank() const { return BlockRank / Size; }
  __device__ unsigned int meta_group_size() const {
    return (BlockSize + Size - 1) / Size;
  }

  template <typename T> __device__ T shfl(T Value, int Rank) const {
    return __shfl_sync(0xffffffffu, Value, Rank, Size);
  }
  template <typename T> __device__ T shfl_up(T Value, unsigned Delta) const {
    return __shfl_up_sync(0xffffffffu, Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_down(T Value, unsigned Delta) const {
    return __shfl_down_sync(0xffffffffu, Value, Delta, Size);
  }
  template <typename T> __device__ T shfl_xor(T Value, int LaneMask) const {
    return __shfl_xor_sync(0xffffffffu, Value, LaneMask, Size);
  }
  __device__ int any(int Predicate) const { return ballot(Predicate) != 0; }
  __device__ int all(int Predicate) const {
    return ballot(Predicate) == (Size >= 32 ? 0xffffffffu : (1u << Size) - 1);
  }
  /// Bit i set for each thread of rank i in the tile whose Predicate holds.
  __device__ unsigned int ballot(int Predicate) const {
    unsigned long long Warp = __ballot(Predicate);
    unsigned int First = __lane_id() & ~(Size - 1);
    return static_cast<unsigned int>(
        (Warp >> First) & (Size >= 32 ? 0xffffffffull : (1ull << Size) - 1));
  }

private:
  unsigned int BlockRank, BlockSize;
};

template <unsigned int Size>
__device__ thread_block_tile<Size> tiled_partition(const thread_block &Block) {
  return thread_block_tile<Size>(Block);
}

/// A block or a tile, chosen at run time (a function taking any group).
class thread_group {
public:
  __device__ thread_group(const thread_block &Block)
      : Rank(Block.thread_rank()), Size(Block.size()), IsBlock(true) {}
  template <unsigned int TileSize>
  __device__ thread_group(const thread_block_tile<TileSize> &Tile)
      : Rank(Tile.thread_rank()), Size(TileSize), IsBlock(false) {}

  __device__ void sync() const {
    if (IsBlock)
      __syncthreads();
    else
      __syncwarp();
  }
  __device__ unsigned int thread_rank() const { return Rank; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }

private:
  unsigned int Rank, Size;
  bool IsBlock;
};

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

/// Op over Value of every thread of the tile, in every thread.
template <unsigned int Size, typename T, typename Op>
__device__ T reduce(const thread_block_tile<Size> &Tile, T Value, Op Combine) {
  for (unsigned int Offset = Size / 2; Offset > 0; Offset /= 2)
    Value = Combine(Value, Tile.shfl_xor(Value, Offset));
  return Value;
}

} // namespace cooperative_groups

#endif // HIP_HIP_COOPERATIVE_GROUPS_H
