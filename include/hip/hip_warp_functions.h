//===- hip/hip_warp_functions.h - Warp shuffles and votes -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's warp functions (__shfl_sync, __shfl_up_sync, __shfl_down_sync,
// __shfl_xor_sync, __ballot_sync, __any_sync, __all_sync, __activemask,
// __syncwarp) and HIP's forms without a mask, for int, unsigned, long long,
// unsigned long long, float and double. A warp is a sub-group: warpSize
// lanes, 32 on NVIDIA GPUs, where the NVVM shuffle and vote instructions
// do the work; elsewhere they are the target-neutral sub-group shuffles and
// votes (prism/device_sub_groups.h), which need every lane of the sub-group
// to make the call: the mask is not consulted there. width, a power of two
// up to warpSize, splits the warp into segments as in CUDA; a source lane
// outside the caller's segment gives the caller's own value.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_WARP_FUNCTIONS_H
#define HIP_HIP_WARP_FUNCTIONS_H

#include "hip/hip_builtin_variables.h"
#include "hip/hip_qualifiers.h"
#include "prism/device_sub_groups.h"

#include <stdint.h>

/// How a shuffle picks its source lane.
enum __prism_hip_shuffle_kind {
  __prism_hip_shuffle_index,
  __prism_hip_shuffle_up,
  __prism_hip_shuffle_down,
  __prism_hip_shuffle_xor
};

/// The 32-bit Value of the lane that Kind and Operand name, in segments of
/// Width lanes.
__device__ inline uint32_t __prism_hip_shuffle32(__prism_hip_shuffle_kind Kind,
                                                 uint32_t Value, int Operand,
                                                 int Width) {
#ifdef __NVPTX__
  // The clamp operand: the segment's first lane in bits 8-12, the last lane
  // an index may reach in bits 0-4 (up clamps at the segment's start).
  int Segment = (32 - Width) << 8;
  switch (Kind) {
  case __prism_hip_shuffle_index:
    return __nvvm_shfl_sync_idx_i32(0xffffffffu, Value, Operand,
                                    Segment | 0x1f);
  case __prism_hip_shuffle_up:
    return __nvvm_shfl_sync_up_i32(0xffffffffu, Value, Operand, Segment);
  case __prism_hip_shuffle_down:
    return __nvvm_shfl_sync_down_i32(0xffffffffu, Value, Operand,
                                     Segment | 0x1f);
  default:
    return __nvvm_shfl_sync_bfly_i32(0xffffffffu, Value, Operand,
                                     Segment | 0x1f);
  }
#else
  int Lane = static_cast<int>(__prism_sub_group_local_id());
  int First = Lane & ~(Width - 1);
  int Source = Kind == __prism_hip_shuffle_index
                   ? First + (Operand & (Width - 1))
               : Kind == __prism_hip_shuffle_up   ? Lane - Operand
               : Kind == __prism_hip_shuffle_down ? Lane + Operand
                                                  : Lane ^ Operand;
  if (Source < First || Source >= First + Width ||
      Source >= static_cast<int>(__prism_sub_group_size()))
    Source = Lane;
  return __prism_sub_group_shuffle_u32(Value, static_cast<uint32_t>(Source));
#endif
}

/// A shuffle of any 4- or 8-byte T, as one or two 32-bit words.
template <typename T>
__device__ inline T __prism_hip_shuffle(__prism_hip_shuffle_kind Kind, T Value,
                                        int Operand, int Width) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "a 32- or 64-bit value");
  if constexpr (sizeof(T) == 4) {
    return __builtin_bit_cast(
        T, __prism_hip_shuffle32(Kind, __builtin_bit_cast(uint32_t, Value),
                                 Operand, Width));
  } else {
    uint64_t Bits = __builtin_bit_cast(uint64_t, Value);
    uint64_t Low = __prism_hip_shuffle32(Kind, static_cast<uint32_t>(Bits),
                                         Operand, Width);
    uint64_t High = __prism_hip_shuffle32(
        Kind, static_cast<uint32_t>(Bits >> 32), Operand, Width);
    return __builtin_bit_cast(T, High << 32 | Low);
  }
}

#define PRISM_HIP_SHUFFLES(T)                                                  \
  __device__ inline T __shfl_sync(unsigned Mask, T Value, int Lane,            \
                                  int Width = warpSize) {                      \
    (void)Mask;                                                                \
    return __prism_hip_shuffle(__prism_hip_shuffle_index, Value, Lane, Width); \
  }                                                                            \
  __device__ inline T __shfl_up_sync(unsigned Mask, T Value, unsigned Delta,   \
                                     int Width = warpSize) {                   \
    (void)Mask;                                                                \
    return __prism_hip_shuffle(__prism_hip_shuffle_up, Value,                  \
                               static_cast<int>(Delta), Width);                \
  }                                                                            \
  __device__ inline T __shfl_down_sync(unsigned Mask, T Value, unsigned Delta, \
                                       int Width = warpSize) {                 \
    (void)Mask;                                                                \
    return __prism_hip_shuffle(__prism_hip_shuffle_down, Value,                \
                               static_cast<int>(Delta), Width);                \
  }                                                                            \
  __device__ inline T __shfl_xor_sync(unsigned Mask, T Value, int LaneMask,    \
                                      int Width = warpSize) {                  \
    (void)Mask;                                                                \
    return __prism_hip_shuffle(__prism_hip_shuffle_xor, Value, LaneMask,       \
                               Width);                                         \
  }                                                                            \
  __device__ inline T __shfl(T Value, int Lane, int Width = warpSize) {        \
    return __shfl_sync(0xffffffffu, Value, Lane, Width);                       \
  }                                                                            \
  __device__ inline T __shfl_up(T Value, unsigned Delta,                       \
                                int Width = warpSize) {                        \
    return __shfl_up_sync(0xffffffffu, Value, Delta, Width);                   \
  }                                                                            \
  __device__ inline T __shfl_down(T Value, unsigned Delta,                     \
                                  int Width = warpSize) {                      \
    return __shfl_down_sync(0xffffffffu, Value, Delta, Width);                 \
  }                                                                            \
  __device__ inline T __shfl_xor(T Value, int LaneMask,                        \
                                 int Width = warpSize) {                       \
    return __shfl_xor_sync(0xffffffffu, Value, LaneMask, Width);               \
  }
PRISM_HIP_SHUFFLES(int)
PRISM_HIP_SHUFFLES(unsigned int)
PRISM_HIP_SHUFFLES(long long)
PRISM_HIP_SHUFFLES(unsigned long long)
PRISM_HIP_SHUFFLES(float)
PRISM_HIP_SHUFFLES(double)
#undef PRISM_HIP_SHUFFLES

/// The lane's index in its warp.
__device__ inline unsigned int __lane_id() {
  return __prism_sub_group_local_id();
}

/// Bit i set for each lane i whose Predicate is non-zero (lanes past 63 are
/// not counted).
__device__ inline unsigned long long __prism_hip_ballot(int Predicate) {
#ifdef __NVPTX__
  return __nvvm_vote_ballot_sync(0xffffffffu, Predicate != 0);
#else
  unsigned long long Bits = 0;
  uint32_t Lanes = __prism_sub_group_size();
  for (uint32_t Lane = 0; Lane < Lanes && Lane < 64; ++Lane)
    Bits |= static_cast<unsigned long long>(
                __prism_sub_group_shuffle_u32(Predicate != 0, Lane))
            << Lane;
  return Bits;
#endif
}

__device__ inline unsigned int __ballot_sync(unsigned Mask, int Predicate) {
  return static_cast<unsigned int>(__prism_hip_ballot(Predicate)) & Mask;
}
__device__ inline unsigned long long __ballot(int Predicate) {
  return __prism_hip_ballot(Predicate);
}
__device__ inline int __any_sync(unsigned Mask, int Predicate) {
  (void)Mask;
  return __prism_sub_group_any(Predicate != 0);
}
__device__ inline int __all_sync(unsigned Mask, int Predicate) {
  (void)Mask;
  return __prism_sub_group_all(Predicate != 0);
}
__device__ inline int __any(int Predicate) {
  return __prism_sub_group_any(Predicate != 0);
}
__device__ inline int __all(int Predicate) {
  return __prism_sub_group_all(Predicate != 0);
}

/// The lanes of the warp: all of them, as every lane must make the calls.
__device__ inline unsigned int __activemask() {
  uint32_t Lanes = __prism_sub_group_size();
  return Lanes >= 32 ? 0xffffffffu : (1u << Lanes) - 1;
}

__device__ inline void __syncwarp(unsigned Mask = 0xffffffffu) {
  (void)Mask;
  __prism_sub_group_barrier();
}

#endif // HIP_HIP_WARP_FUNCTIONS_H
