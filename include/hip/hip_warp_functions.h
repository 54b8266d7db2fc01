//===- hip/hip_warp_functions.h - Warp shuffles, votes and reductions -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's warp functions (__shfl_sync, __shfl_up_sync, __shfl_down_sync,
// __shfl_xor_sync, __ballot_sync, __any_sync, __all_sync, __activemask,
// __syncwarp, __reduce_*_sync, __match_any_sync, __match_all_sync) and HIP's
// forms without a mask (__shfl..., __ballot as 64 bits, __any, __all,
// __lanemask_lt & co.), for int, unsigned, long, long long, their unsigned
// forms, float and double. A warp is a sub-group: warpSize lanes, 32 on
// NVIDIA GPUs, where the NVVM shuffle, vote, redux and match instructions do
// the work with the caller's mask; elsewhere
// they are the target-neutral sub-group shuffles and votes
// (prism/device/sub_groups.h), and a mask selects the lanes whose values
// count. The native CPU's (16 lanes) let the mask's lanes call without the
// others, as CUDA does; other targets need every lane of the warp to make
// the call. width, a power of
// two up to warpSize, splits the warp into segments as in CUDA; a source
// lane outside the caller's segment gives the caller's own value.
//
// Off NVIDIA a warp may be narrower than the 32 lanes CUDA code often
// assumes (16 lanes on the native CPU, 1 on PoCL). There, a call that names a
// lane the warp lacks (a mask other than 0xffffffff with bits at or above
// warpSize, a lane, delta or xor mask at or above warpSize when no width is
// given, a width above warpSize) records a fault (prism/hip_warp_fault.h) that
// fails the launch, instead of computing a wrong answer. 0xffffffff stays "the
// whole warp", as CUDA code writes it whatever the warp's size.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_WARP_FUNCTIONS_H
#define HIP_HIP_WARP_FUNCTIONS_H

#include "hip/hip_builtin_variables.h"
#include "hip/hip_qualifiers.h"
#include "prism/device/atomics.h"
#include "prism/device/sub_groups.h"
#include "prism/hip_warp_fault.h"

#include <stdint.h>

#define PRISM_HIP_FULL_MASK 0xffffffffu

#ifndef __NVPTX__
extern "C" {
// The first warp fault of the program's launches; libprism-hip reads it.
// inline: one variable however many sources include this header.
__device__ inline uint32_t __prism_hip_warp_fault[PRISM_HIP_WARP_FAULT_WORDS];
}

/// Records that Call's Operand, Value, names lanes the warp lacks; the
/// first such call of a launch wins.
__device__ inline void
__prism_hip_record_warp_fault(unsigned Call, unsigned Operand, uint32_t Value) {
  uint32_t *Record = __prism_hip_warp_fault;
  if (__prism_atomic_compare_exchange_u32(
          &Record[PRISM_HIP_WARP_FAULT_CODE], 0, Call << 8 | Operand,
          PRISM_ATOMIC_RELAXED, PRISM_ATOMIC_RELAXED, PRISM_ATOMIC_DEVICE,
          PRISM_ATOMIC_GENERIC) != 0)
    return;
  Record[PRISM_HIP_WARP_FAULT_VALUE] = Value;
  Record[PRISM_HIP_WARP_FAULT_WARP] = __prism_sub_group_max_size();
  for (unsigned D = 0; D < 3; ++D) {
    Record[PRISM_HIP_WARP_FAULT_BLOCK + D] = __prism_group_id(D);
    Record[PRISM_HIP_WARP_FAULT_THREAD + D] = __prism_local_id(D);
  }
}

/// Whether Value is below Limit; records a fault where it is not.
__device__ inline bool __prism_hip_warp_check(unsigned Call, unsigned Operand,
                                              uint32_t Value, uint32_t Limit) {
  if (__builtin_expect(Value < Limit, 1))
    return true;
  __prism_hip_record_warp_fault(Call, Operand, Value);
  return false;
}
#endif

/// Checks that Mask names only lanes the warp has (0xffffffff is the whole
/// warp); nothing to check on NVIDIA, whose warps have 32 lanes.
__device__ inline void __prism_hip_check_mask(unsigned Call, unsigned Mask) {
#ifndef __NVPTX__
  uint32_t Warp = __prism_sub_group_max_size();
  if (Mask != PRISM_HIP_FULL_MASK && Warp < 32 && (Mask >> Warp) != 0)
    __prism_hip_record_warp_fault(Call, PRISM_HIP_WARP_OPERAND_MASK, Mask);
#else
  (void)Call;
  (void)Mask;
#endif
}

/// The lanes of the warp as a mask (lanes past 31 are not counted).
__device__ inline unsigned int __prism_hip_warp_lanes() {
  uint32_t Lanes = __prism_sub_group_size();
  return Lanes >= 32 ? PRISM_HIP_FULL_MASK : (1u << Lanes) - 1;
}

/// How a shuffle picks its source lane.
enum __prism_hip_shuffle_kind {
  __prism_hip_shuffle_index,
  __prism_hip_shuffle_up,
  __prism_hip_shuffle_down,
  __prism_hip_shuffle_xor
};

/// The 32-bit Value of the lane that Kind and Operand name, in segments of
/// Width lanes, among the lanes of Mask.
__device__ inline uint32_t __prism_hip_shuffle32(__prism_hip_shuffle_kind Kind,
                                                 unsigned Mask, uint32_t Value,
                                                 int Operand, int Width) {
#ifdef __NVPTX__
  // The clamp operand: the segment's first lane in bits 8-12, the last lane
  // an index may reach in bits 0-4 (up clamps at the segment's start).
  int Segment = (32 - Width) << 8;
  switch (Kind) {
  case __prism_hip_shuffle_index:
    return __nvvm_shfl_sync_idx_i32(Mask, Value, Operand, Segment | 0x1f);
  case __prism_hip_shuffle_up:
    return __nvvm_shfl_sync_up_i32(Mask, Value, Operand, Segment);
  case __prism_hip_shuffle_down:
    return __nvvm_shfl_sync_down_i32(Mask, Value, Operand, Segment | 0x1f);
  default:
    return __nvvm_shfl_sync_bfly_i32(Mask, Value, Operand, Segment | 0x1f);
  }
#else
  (void)Mask;
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
__device__ inline T __prism_hip_shuffle(__prism_hip_shuffle_kind Kind,
                                        unsigned Mask, T Value, int Operand,
                                        int Width) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "a 32- or 64-bit value");
  if constexpr (sizeof(T) == 4) {
    return __builtin_bit_cast(
        T,
        __prism_hip_shuffle32(Kind, Mask, __builtin_bit_cast(uint32_t, Value),
                              Operand, Width));
  } else {
    uint64_t Bits = __builtin_bit_cast(uint64_t, Value);
    uint64_t Low = __prism_hip_shuffle32(
        Kind, Mask, static_cast<uint32_t>(Bits), Operand, Width);
    uint64_t High = __prism_hip_shuffle32(
        Kind, Mask, static_cast<uint32_t>(Bits >> 32), Operand, Width);
    return __builtin_bit_cast(T, High << 32 | Low);
  }
}

/// The call a shuffle kind is, for fault records.
__device__ inline unsigned
__prism_hip_shuffle_call(__prism_hip_shuffle_kind Kind) {
  return PRISM_HIP_WARP_CALL_SHFL + static_cast<unsigned>(Kind);
}

/// A shuffle with an explicit width: the width must fit in the warp (the
/// operand is then relative to the segment, as CUDA defines it).
template <typename T>
__device__ inline T
__prism_hip_shuffle_in_segments(__prism_hip_shuffle_kind Kind, unsigned Mask,
                                T Value, int Operand, int Width) {
  __prism_hip_check_mask(__prism_hip_shuffle_call(Kind), Mask);
#ifndef __NVPTX__
  if (!__prism_hip_warp_check(
          __prism_hip_shuffle_call(Kind), PRISM_HIP_WARP_OPERAND_WIDTH,
          static_cast<uint32_t>(Width), __prism_sub_group_max_size() + 1))
    return Value;
#endif
  return __prism_hip_shuffle(Kind, Mask, Value, Operand, Width);
}

/// A shuffle over the whole warp: the lane, delta or xor mask must name a
/// lane of the warp, which code written for 32 lanes does not on a narrower
/// one.
template <typename T>
__device__ inline T __prism_hip_shuffle_warp(__prism_hip_shuffle_kind Kind,
                                             unsigned Mask, T Value,
                                             int Operand) {
  __prism_hip_check_mask(__prism_hip_shuffle_call(Kind), Mask);
#ifndef __NVPTX__
  static constexpr unsigned OperandOf[] = {
      PRISM_HIP_WARP_OPERAND_LANE, PRISM_HIP_WARP_OPERAND_DELTA,
      PRISM_HIP_WARP_OPERAND_DELTA, PRISM_HIP_WARP_OPERAND_LANE_MASK};
  if (!__prism_hip_warp_check(__prism_hip_shuffle_call(Kind), OperandOf[Kind],
                              static_cast<uint32_t>(Operand),
                              __prism_sub_group_max_size()))
    return Value;
#endif
  return __prism_hip_shuffle(Kind, Mask, Value, Operand, warpSize);
}

#define PRISM_HIP_SHUFFLE(Name, Kind, T, OperandType)                          \
  __device__ inline T Name##_sync(unsigned Mask, T Value,                      \
                                  OperandType Operand) {                       \
    return __prism_hip_shuffle_warp(Kind, Mask, Value,                         \
                                    static_cast<int>(Operand));                \
  }                                                                            \
  __device__ inline T Name##_sync(unsigned Mask, T Value, OperandType Operand, \
                                  int Width) {                                 \
    return __prism_hip_shuffle_in_segments(Kind, Mask, Value,                  \
                                           static_cast<int>(Operand), Width);  \
  }                                                                            \
  __device__ inline T Name(T Value, OperandType Operand) {                     \
    return Name##_sync(PRISM_HIP_FULL_MASK, Value, Operand);                   \
  }                                                                            \
  __device__ inline T Name(T Value, OperandType Operand, int Width) {          \
    return Name##_sync(PRISM_HIP_FULL_MASK, Value, Operand, Width);            \
  }
#define PRISM_HIP_SHUFFLES(T)                                                  \
  PRISM_HIP_SHUFFLE(__shfl, __prism_hip_shuffle_index, T, int)                 \
  PRISM_HIP_SHUFFLE(__shfl_up, __prism_hip_shuffle_up, T, unsigned)            \
  PRISM_HIP_SHUFFLE(__shfl_down, __prism_hip_shuffle_down, T, unsigned)        \
  PRISM_HIP_SHUFFLE(__shfl_xor, __prism_hip_shuffle_xor, T, int)
PRISM_HIP_SHUFFLES(int)
PRISM_HIP_SHUFFLES(unsigned int)
PRISM_HIP_SHUFFLES(long)
PRISM_HIP_SHUFFLES(unsigned long)
PRISM_HIP_SHUFFLES(long long)
PRISM_HIP_SHUFFLES(unsigned long long)
PRISM_HIP_SHUFFLES(float)
PRISM_HIP_SHUFFLES(double)
#undef PRISM_HIP_SHUFFLES
#undef PRISM_HIP_SHUFFLE

/// The lane's index in its warp.
__device__ inline unsigned int __lane_id() {
  return __prism_sub_group_local_id();
}

/// Bit i set for each lane i of Mask whose Predicate is non-zero (lanes past
/// 63 are not counted).
__device__ inline unsigned long long __prism_hip_ballot(unsigned Mask,
                                                        int Predicate) {
#ifdef __NVPTX__
  return __nvvm_vote_ballot_sync(Mask, Predicate != 0);
#else
  // Lanes outside Mask need not make the call: what their slot holds is not
  // theirs to count.
  unsigned long long Bits = 0;
  uint32_t Lanes = __prism_sub_group_size();
  for (uint32_t Lane = 0; Lane < Lanes && Lane < 64; ++Lane)
    if (__prism_sub_group_shuffle_u32(Predicate != 0, Lane) == 1 &&
        (Lane >= 32 || Mask >> Lane & 1))
      Bits |= 1ull << Lane;
  return Bits;
#endif
}

__device__ inline unsigned int __ballot_sync(unsigned Mask, int Predicate) {
  __prism_hip_check_mask(PRISM_HIP_WARP_CALL_BALLOT, Mask);
  return static_cast<unsigned int>(__prism_hip_ballot(Mask, Predicate)) & Mask;
}
__device__ inline unsigned long long __ballot(int Predicate) {
  return __prism_hip_ballot(PRISM_HIP_FULL_MASK, Predicate);
}

/// Whether Mask holds every lane of the warp, so that a vote or reduction
/// over it may take the whole sub-group's.
__device__ inline bool __prism_hip_is_whole_warp(unsigned Mask) {
  return Mask == PRISM_HIP_FULL_MASK ||
         (Mask & __prism_hip_warp_lanes()) == __prism_hip_warp_lanes();
}

__device__ inline int __any_sync(unsigned Mask, int Predicate) {
  __prism_hip_check_mask(PRISM_HIP_WARP_CALL_ANY, Mask);
#ifdef __NVPTX__
  return __nvvm_vote_any_sync(Mask, Predicate != 0);
#else
  if (__prism_hip_is_whole_warp(Mask))
    return __prism_sub_group_any(Predicate != 0);
  return (__prism_hip_ballot(Mask, Predicate) & Mask) != 0;
#endif
}
__device__ inline int __all_sync(unsigned Mask, int Predicate) {
  __prism_hip_check_mask(PRISM_HIP_WARP_CALL_ALL, Mask);
#ifdef __NVPTX__
  return __nvvm_vote_all_sync(Mask, Predicate != 0);
#else
  if (__prism_hip_is_whole_warp(Mask))
    return __prism_sub_group_all(Predicate != 0);
  unsigned Lanes = Mask & __prism_hip_warp_lanes();
  return (__prism_hip_ballot(Mask, Predicate) & Lanes) == Lanes;
#endif
}
__device__ inline int __any(int Predicate) {
  return __prism_sub_group_any(Predicate != 0);
}
__device__ inline int __all(int Predicate) {
  return __prism_sub_group_all(Predicate != 0);
}

/// The lanes that make the call: the converged ones on NVIDIA and the
/// native CPU, all of the warp's elsewhere.
__device__ inline unsigned int __activemask() {
  return static_cast<unsigned int>(__prism_sub_group_converged_lanes());
}

__device__ inline void __syncwarp(unsigned Mask = PRISM_HIP_FULL_MASK) {
  __prism_hip_check_mask(PRISM_HIP_WARP_CALL_SYNCWARP, Mask);
#ifdef __NVPTX__
  __nvvm_bar_warp_sync(Mask);
#else
  __prism_sub_group_barrier();
#endif
}

/// The lanes of the warp below the caller's, as HIP's 64-bit lane masks.
__device__ inline unsigned long long __prism_hip_lanes_below() {
  return (1ull << __prism_sub_group_local_id()) - 1;
}
__device__ inline unsigned long long __prism_hip_lanes_of_warp() {
  uint32_t Lanes = __prism_sub_group_size();
  return Lanes >= 64 ? ~0ull : (1ull << Lanes) - 1;
}

/// HIP's masks of the lanes below, at or below, at, at or above and above
/// the caller's, within the warp.
__device__ inline unsigned long long __lanemask_lt() {
  return __prism_hip_lanes_below();
}
__device__ inline unsigned long long __lanemask_le() {
  return __prism_hip_lanes_below() << 1 | 1;
}
__device__ inline unsigned long long __lanemask_eq() {
  return 1ull << __prism_sub_group_local_id();
}
__device__ inline unsigned long long __lanemask_ge() {
  return ~__prism_hip_lanes_below() & __prism_hip_lanes_of_warp();
}
__device__ inline unsigned long long __lanemask_gt() {
  return ~(__prism_hip_lanes_below() << 1 | 1) & __prism_hip_lanes_of_warp();
}

/// Calls Visit(Lane, the Value of lane Lane) for each lane of the warp (up
/// to the 32nd), in lane order, among the lanes of Mask. Where the warp
/// exchanges through memory (the native CPU) one gather serves every lane;
/// elsewhere it takes a shuffle each. The gather's loop reads the slots of
/// the widest warp, a constant count alike in every lane, and visits those
/// of the caller's warp: the compiler then unrolls it and runs the lanes of
/// a warp together in vectors.
template <typename T, typename VisitType>
__device__ inline void __prism_hip_visit_lanes(unsigned Mask, T Value,
                                               VisitType Visit) {
  const uint32_t Lanes = __prism_sub_group_size();
  if (__prism_sub_group_exchanges_through_memory()) {
    uint64_t Bits = 0;
    __builtin_memcpy(&Bits, &Value, sizeof(T));
    __prism_sub_group_gather_u64(Bits);
    const uint32_t Widest = __prism_sub_group_max_size();
    for (uint32_t Lane = 0; Lane < Widest && Lane < 32; ++Lane) {
      const uint64_t Word = __prism_sub_group_gathered_u64(Bits, Lane);
      T Other;
      __builtin_memcpy(&Other, &Word, sizeof(T));
      if (Lane < Lanes)
        Visit(Lane, Other);
    }
    return;
  }
  for (uint32_t Lane = 0; Lane < Lanes && Lane < 32; ++Lane)
    Visit(Lane, __prism_hip_shuffle(__prism_hip_shuffle_index, Mask, Value,
                                    static_cast<int>(Lane), warpSize));
}

/// Combine over Value of the lanes of Mask, in lane order, in every lane.
template <typename T, typename Op>
__device__ inline T __prism_hip_fold_lanes(unsigned Mask, T Value, Op Combine) {
  bool Found = false;
  T Result = Value;
  __prism_hip_visit_lanes(Mask, Value, [&](uint32_t Lane, T Other) {
    if (Mask >> Lane & 1) {
      Result = Found ? Combine(Result, Other) : Other;
      Found = true;
    }
  });
  return Result;
}

/// __reduce_<op>_sync where no instruction does it.
template <typename T, typename Op>
__device__ inline T __prism_hip_reduce_lanes(unsigned Mask, T Value,
                                             Op Combine) {
  __prism_hip_check_mask(PRISM_HIP_WARP_CALL_REDUCE, Mask);
  return __prism_hip_fold_lanes(Mask, Value, Combine);
}

// __reduce_<op>_sync: redux.sync on sm_80 and later, shuffles elsewhere.
#if defined(__NVPTX__) && __CUDA_ARCH__ >= 800
#define PRISM_HIP_REDUCE(Name, T, Expr, Redux)                                 \
  __device__ inline T Name(unsigned Mask, T Value) {                           \
    return static_cast<T>(Redux(Value, static_cast<int>(Mask)));               \
  }
#else
#define PRISM_HIP_REDUCE(Name, T, Expr, Redux)                                 \
  __device__ inline T Name(unsigned Mask, T Value) {                           \
    return __prism_hip_reduce_lanes(Mask, Value,                               \
                                    [](T A, T B) { return Expr; });            \
  }
#endif
PRISM_HIP_REDUCE(__reduce_add_sync, int, A + B, __nvvm_redux_sync_add)
PRISM_HIP_REDUCE(__reduce_add_sync, unsigned, A + B, __nvvm_redux_sync_add)
PRISM_HIP_REDUCE(__reduce_min_sync, int, B < A ? B : A, __nvvm_redux_sync_min)
PRISM_HIP_REDUCE(__reduce_min_sync, unsigned, B < A ? B : A,
                 __nvvm_redux_sync_umin)
PRISM_HIP_REDUCE(__reduce_max_sync, int, A < B ? B : A, __nvvm_redux_sync_max)
PRISM_HIP_REDUCE(__reduce_max_sync, unsigned, A < B ? B : A,
                 __nvvm_redux_sync_umax)
PRISM_HIP_REDUCE(__reduce_and_sync, unsigned, A &B, __nvvm_redux_sync_and)
PRISM_HIP_REDUCE(__reduce_or_sync, unsigned, A | B, __nvvm_redux_sync_or)
PRISM_HIP_REDUCE(__reduce_xor_sync, unsigned, A ^ B, __nvvm_redux_sync_xor)
#undef PRISM_HIP_REDUCE

/// The lanes of Mask whose Value equals the caller's (as bits: floats
/// compare by representation, as in CUDA).
template <typename T>
__device__ inline unsigned __prism_hip_match_lanes(unsigned Mask, T Value) {
  unsigned Lanes = 0;
  __prism_hip_visit_lanes(Mask, Value, [&](uint32_t Lane, T Other) {
    bool Same;
    if constexpr (sizeof(T) == 4)
      Same = __builtin_bit_cast(uint32_t, Other) ==
             __builtin_bit_cast(uint32_t, Value);
    else
      Same = __builtin_bit_cast(uint64_t, Other) ==
             __builtin_bit_cast(uint64_t, Value);
    if (Same)
      Lanes |= 1u << Lane;
  });
  return Lanes & Mask;
}

// __match_any_sync: the lanes of Mask holding the caller's value;
// __match_all_sync: Mask if they all hold it (and *Predicate = 1), else 0
// (off NVIDIA Mask's lanes of the warp: 0xffffffff is the whole warp).
// match.sync on sm_70 and later, shuffles elsewhere.
#define PRISM_HIP_MATCH(T, Bits)                                               \
  __device__ inline unsigned __match_any_sync(unsigned Mask, T Value) {        \
    __prism_hip_check_mask(PRISM_HIP_WARP_CALL_MATCH, Mask);                   \
    PRISM_HIP_MATCH_ANY_NVPTX(Bits)                                            \
    return __prism_hip_match_lanes(Mask, Value);                               \
  }                                                                            \
  __device__ inline unsigned __match_all_sync(unsigned Mask, T Value,          \
                                              int *Predicate) {                \
    __prism_hip_check_mask(PRISM_HIP_WARP_CALL_MATCH, Mask);                   \
    PRISM_HIP_MATCH_ALL_NVPTX(Bits)                                            \
    unsigned Lanes = Mask & __prism_hip_warp_lanes();                          \
    *Predicate = __prism_hip_match_lanes(Mask, Value) == Lanes;                \
    return *Predicate ? Lanes : 0;                                             \
  }
#if defined(__NVPTX__) && __CUDA_ARCH__ >= 700
#define PRISM_HIP_MATCH_ANY_NVPTX(Bits)                                        \
  return __nvvm_match_any_sync_i##Bits(                                        \
      Mask, __builtin_bit_cast(uint##Bits##_t, Value));
#define PRISM_HIP_MATCH_ALL_NVPTX(Bits)                                        \
  return __nvvm_match_all_sync_i##Bits##p(                                     \
      Mask, __builtin_bit_cast(uint##Bits##_t, Value), Predicate);
#else
#define PRISM_HIP_MATCH_ANY_NVPTX(Bits)
#define PRISM_HIP_MATCH_ALL_NVPTX(Bits)
#endif
PRISM_HIP_MATCH(int, 32)
PRISM_HIP_MATCH(unsigned int, 32)
PRISM_HIP_MATCH(long, 64)
PRISM_HIP_MATCH(unsigned long, 64)
PRISM_HIP_MATCH(long long, 64)
PRISM_HIP_MATCH(unsigned long long, 64)
PRISM_HIP_MATCH(float, 32)
PRISM_HIP_MATCH(double, 64)
#undef PRISM_HIP_MATCH_ANY_NVPTX
#undef PRISM_HIP_MATCH_ALL_NVPTX
#undef PRISM_HIP_MATCH

#endif // HIP_HIP_WARP_FUNCTIONS_H
