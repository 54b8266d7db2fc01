//===- hip/hip_atomics.h - CUDA's and HIP's atomic functions --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// atomicAdd, atomicSub, atomicExch, atomicMin, atomicMax, atomicInc,
// atomicDec, atomicCAS, atomicAnd, atomicOr and atomicXor on the types CUDA
// has them for (plus HIP's float and double min and max), each also as
// _block (work-group scope) and _system (system scope) forms. All are
// relaxed read-modify-writes returning the old value, as in CUDA, built on
// prism/device/atomics.h with the object in any address space (global or
// __shared__ memory).
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_ATOMICS_H
#define HIP_HIP_ATOMICS_H

#include "hip/hip_qualifiers.h"
#include "prism/device/atomics.h"

// Defines Name(T *P, T V) and its _block and _system forms as Call, an
// expression of P, V and Scope.
#define PRISM_HIP_ATOMIC(Name, T, Call)                                        \
  __device__ inline T Name(T *P, T V) {                                        \
    const int Scope = PRISM_ATOMIC_DEVICE;                                     \
    return Call;                                                               \
  }                                                                            \
  __device__ inline T Name##_block(T *P, T V) {                                \
    const int Scope = PRISM_ATOMIC_WORK_GROUP;                                 \
    return Call;                                                               \
  }                                                                            \
  __device__ inline T Name##_system(T *P, T V) {                               \
    const int Scope = PRISM_ATOMIC_SYSTEM;                                     \
    return Call;                                                               \
  }

// The word operation __prism_atomic_<Op>_<Suffix> on the object's bits, with
// V converted to the Word and the result to T as Convert does.
#define PRISM_HIP_ATOMIC_WORD(Op, Suffix, Word, Convert, T)                    \
  Convert(T, __prism_atomic_##Op##_##Suffix(                                   \
                 reinterpret_cast<Word *>(P), Convert(Word, V),                \
                 PRISM_ATOMIC_RELAXED, Scope, PRISM_ATOMIC_GENERIC))
#define PRISM_HIP_CAST(T, X) static_cast<T>(X)
#define PRISM_HIP_BITS(T, X) __builtin_bit_cast(T, X)

// The integer operations, for one integer type of Bits bits; min and max
// compare as the word MinMax of the flavour (signed or not) MinMaxSuffix.
#define PRISM_HIP_ATOMIC_INTEGER(T, Bits, MinMaxSuffix, MinMax)                \
  PRISM_HIP_ATOMIC(atomicAdd, T,                                               \
                   PRISM_HIP_ATOMIC_WORD(fetch_add, u##Bits, uint##Bits##_t,   \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicExch, T,                                              \
                   PRISM_HIP_ATOMIC_WORD(exchange, u##Bits, uint##Bits##_t,    \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicAnd, T,                                               \
                   PRISM_HIP_ATOMIC_WORD(fetch_and, u##Bits, uint##Bits##_t,   \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicOr, T,                                                \
                   PRISM_HIP_ATOMIC_WORD(fetch_or, u##Bits, uint##Bits##_t,    \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicXor, T,                                               \
                   PRISM_HIP_ATOMIC_WORD(fetch_xor, u##Bits, uint##Bits##_t,   \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicMin, T,                                               \
                   PRISM_HIP_ATOMIC_WORD(fetch_min, MinMaxSuffix, MinMax,      \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicMax, T,                                               \
                   PRISM_HIP_ATOMIC_WORD(fetch_max, MinMaxSuffix, MinMax,      \
                                         PRISM_HIP_CAST, T))                   \
  PRISM_HIP_ATOMIC(atomicSub, T, atomicAdd(P, static_cast<T>(0 - V)))

PRISM_HIP_ATOMIC_INTEGER(int, 32, i32, int32_t)
PRISM_HIP_ATOMIC_INTEGER(unsigned int, 32, u32, uint32_t)
PRISM_HIP_ATOMIC_INTEGER(long long, 64, i64, int64_t)
PRISM_HIP_ATOMIC_INTEGER(unsigned long long, 64, u64, uint64_t)

PRISM_HIP_ATOMIC(atomicAdd, float,
                 __prism_atomic_fetch_add_f32(P, V, PRISM_ATOMIC_RELAXED, Scope,
                                              PRISM_ATOMIC_GENERIC))
PRISM_HIP_ATOMIC(atomicAdd, double,
                 __prism_atomic_fetch_add_f64(P, V, PRISM_ATOMIC_RELAXED, Scope,
                                              PRISM_ATOMIC_GENERIC))
PRISM_HIP_ATOMIC(atomicExch, float,
                 PRISM_HIP_ATOMIC_WORD(exchange, u32, uint32_t, PRISM_HIP_BITS,
                                       float))
PRISM_HIP_ATOMIC(atomicExch, double,
                 PRISM_HIP_ATOMIC_WORD(exchange, u64, uint64_t, PRISM_HIP_BITS,
                                       double))

/// *P = Update(*P, V) as a compare-exchange loop on the bits of *P, in Scope;
/// returns the old value.
template <typename T, typename Word, typename UpdateFn>
__device__ inline T __prism_hip_atomic_update(T *P, T V, int Scope,
                                              UpdateFn Update) {
  Word *W = reinterpret_cast<Word *>(P);
  Word Old = *static_cast<volatile Word *>(W);
  while (true) {
    Word New = __builtin_bit_cast(Word, Update(__builtin_bit_cast(T, Old), V));
    Word Seen;
    if constexpr (sizeof(Word) == 4)
      Seen = __prism_atomic_compare_exchange_u32(
          W, Old, New, PRISM_ATOMIC_RELAXED, PRISM_ATOMIC_RELAXED, Scope,
          PRISM_ATOMIC_GENERIC);
    else
      Seen = __prism_atomic_compare_exchange_u64(
          W, Old, New, PRISM_ATOMIC_RELAXED, PRISM_ATOMIC_RELAXED, Scope,
          PRISM_ATOMIC_GENERIC);
    if (Seen == Old)
      return __builtin_bit_cast(T, Old);
    Old = Seen;
  }
}

// Increments wrapping to 0 past V; decrements wrapping to V at 0 or past V.
#define PRISM_HIP_ATOMIC_UPDATE(Name, T, Word, Expression)                     \
  PRISM_HIP_ATOMIC(Name, T,                                                    \
                   (__prism_hip_atomic_update<T, Word>(                        \
                       P, V, Scope, [](T Old, T V) { return Expression; })))
PRISM_HIP_ATOMIC_UPDATE(atomicInc, unsigned int, uint32_t,
                        Old >= V ? 0u : Old + 1)
PRISM_HIP_ATOMIC_UPDATE(atomicDec, unsigned int, uint32_t,
                        Old == 0 || Old > V ? V : Old - 1)
PRISM_HIP_ATOMIC_UPDATE(atomicMin, float, uint32_t, V < Old ? V : Old)
PRISM_HIP_ATOMIC_UPDATE(atomicMax, float, uint32_t, V > Old ? V : Old)
PRISM_HIP_ATOMIC_UPDATE(atomicMin, double, uint64_t, V < Old ? V : Old)
PRISM_HIP_ATOMIC_UPDATE(atomicMax, double, uint64_t, V > Old ? V : Old)

// atomicCAS(P, Compare, V): stores V if *P holds Compare; returns the old *P.
#define PRISM_HIP_ATOMIC_CAS_SCOPE(Name, T, Bits, Scope)                       \
  __device__ inline T Name(T *P, T Compare, T V) {                             \
    return static_cast<T>(__prism_atomic_compare_exchange_u##Bits(             \
        reinterpret_cast<uint##Bits##_t *>(P),                                 \
        static_cast<uint##Bits##_t>(Compare), static_cast<uint##Bits##_t>(V),  \
        PRISM_ATOMIC_RELAXED, PRISM_ATOMIC_RELAXED, Scope,                     \
        PRISM_ATOMIC_GENERIC));                                                \
  }
#define PRISM_HIP_ATOMIC_CAS(T, Bits)                                          \
  PRISM_HIP_ATOMIC_CAS_SCOPE(atomicCAS, T, Bits, PRISM_ATOMIC_DEVICE)          \
  PRISM_HIP_ATOMIC_CAS_SCOPE(atomicCAS_block, T, Bits,                         \
                             PRISM_ATOMIC_WORK_GROUP)                          \
  PRISM_HIP_ATOMIC_CAS_SCOPE(atomicCAS_system, T, Bits, PRISM_ATOMIC_SYSTEM)
PRISM_HIP_ATOMIC_CAS(int, 32)
PRISM_HIP_ATOMIC_CAS(unsigned int, 32)
PRISM_HIP_ATOMIC_CAS(unsigned long long, 64)

#undef PRISM_HIP_ATOMIC_CAS
#undef PRISM_HIP_ATOMIC_CAS_SCOPE
#undef PRISM_HIP_ATOMIC_UPDATE
#undef PRISM_HIP_ATOMIC_INTEGER
#undef PRISM_HIP_BITS
#undef PRISM_HIP_CAST
#undef PRISM_HIP_ATOMIC_WORD
#undef PRISM_HIP_ATOMIC

#endif // HIP_HIP_ATOMICS_H
