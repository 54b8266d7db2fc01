//===- hip/hip_fp16.h - __half and __half2 --------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's and HIP's 16-bit floating-point types with their conversion,
// arithmetic, comparison and math functions and operators. A __half holds
// a _Float16 where the compiler has one (the x86-64 host and spir64) and an
// __fp16, Clang's storage-only type, on nvptx64 (Clang 15 refuses _Float16
// there), as sycl::half does. Every operation computes in float and rounds
// to half once, which is the correctly rounded result (float has more than
// twice half's precision). As in CUDA, a __half converts to and from float
// implicitly, so mixing it with float in an operator is ambiguous: write
// __float2half or __half2float.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_FP16_H
#define HIP_HIP_FP16_H

#include "hip/hip_math_functions.h"
#include "hip/hip_qualifiers.h"
#include "hip/hip_vector_types.h"

#if defined(__HIP__) || defined(__CUDA__)
#include "hip/hip_atomics.h"
#include "hip/hip_warp_functions.h"
#endif

#if defined(__FLT16_MAX__) && !defined(__NVPTX__)
typedef _Float16 __prism_half_storage;
#else
typedef __fp16 __prism_half_storage;
#endif

#define PRISM_HIP_HD __host__ __device__ __forceinline__

/// A half's bits, as CUDA's __half_raw and __half2_raw hold them.
struct __half_raw {
  unsigned short x;
};
struct __half2_raw {
  unsigned short x, y;
};

struct __half {
  __half() = default;
  PRISM_HIP_HD __half(__half_raw R)
      : Value(__builtin_bit_cast(__prism_half_storage, R.x)) {}
  PRISM_HIP_HD operator __half_raw() const {
    return {__builtin_bit_cast(unsigned short, Value)};
  }
  PRISM_HIP_HD __half(float F) : Value(static_cast<__prism_half_storage>(F)) {}
  PRISM_HIP_HD __half(double D) : Value(static_cast<__prism_half_storage>(D)) {}
  PRISM_HIP_HD __half(int I) : Value(static_cast<__prism_half_storage>(I)) {}
  PRISM_HIP_HD operator float() const { return static_cast<float>(Value); }

  __prism_half_storage Value;
};

struct __attribute__((aligned(4))) __half2 {
  __half x, y;
};

typedef __half half;
typedef __half2 half2;

// Conversions.
PRISM_HIP_HD __half __float2half(float F) { return __half(F); }
PRISM_HIP_HD __half __float2half_rn(float F) { return __half(F); }
PRISM_HIP_HD __half __double2half(double D) { return __half(D); }
PRISM_HIP_HD float __half2float(__half H) { return H; }
PRISM_HIP_HD __half __int2half_rn(int I) {
  return __half(static_cast<float>(I));
}
PRISM_HIP_HD __half __uint2half_rn(unsigned int I) {
  return __half(static_cast<float>(I));
}
PRISM_HIP_HD __half __short2half_rn(short I) {
  return __half(static_cast<float>(I));
}
PRISM_HIP_HD __half __ushort2half_rn(unsigned short I) {
  return __half(static_cast<float>(I));
}
PRISM_HIP_HD int __half2int_rz(__half H) { return static_cast<int>(float(H)); }
PRISM_HIP_HD int __half2int_rn(__half H) {
  return static_cast<int>(__builtin_rintf(H));
}
PRISM_HIP_HD int __half2int_rd(__half H) {
  return static_cast<int>(__builtin_floorf(H));
}
PRISM_HIP_HD int __half2int_ru(__half H) {
  return static_cast<int>(__builtin_ceilf(H));
}
PRISM_HIP_HD short __half_as_short(__half H) {
  return __builtin_bit_cast(short, H);
}
PRISM_HIP_HD unsigned short __half_as_ushort(__half H) {
  return __builtin_bit_cast(unsigned short, H);
}
PRISM_HIP_HD __half __short_as_half(short I) {
  return __builtin_bit_cast(__half, I);
}
PRISM_HIP_HD __half __ushort_as_half(unsigned short I) {
  return __builtin_bit_cast(__half, I);
}
PRISM_HIP_HD __half2 __halves2half2(__half X, __half Y) { return {X, Y}; }
PRISM_HIP_HD __half2 __half2half2(__half X) { return {X, X}; }
PRISM_HIP_HD __half2 __floats2half2_rn(float X, float Y) { return {X, Y}; }
PRISM_HIP_HD __half2 __float2half2_rn(float X) { return {X, X}; }
PRISM_HIP_HD __half2 __float22half2_rn(float2 F) { return {F.x, F.y}; }
PRISM_HIP_HD float2 __half22float2(__half2 H) { return {H.x, H.y}; }
PRISM_HIP_HD __half __low2half(__half2 H) { return H.x; }
PRISM_HIP_HD __half __high2half(__half2 H) { return H.y; }
PRISM_HIP_HD float __low2float(__half2 H) { return H.x; }
PRISM_HIP_HD float __high2float(__half2 H) { return H.y; }
PRISM_HIP_HD __half2 __lows2half2(__half2 A, __half2 B) { return {A.x, B.x}; }
PRISM_HIP_HD __half2 __highs2half2(__half2 A, __half2 B) { return {A.y, B.y}; }

// Arithmetic and comparisons on __half, as functions.
PRISM_HIP_HD __half __hadd(__half A, __half B) { return float(A) + float(B); }
PRISM_HIP_HD __half __hsub(__half A, __half B) { return float(A) - float(B); }
PRISM_HIP_HD __half __hmul(__half A, __half B) { return float(A) * float(B); }
PRISM_HIP_HD __half __hdiv(__half A, __half B) { return float(A) / float(B); }
PRISM_HIP_HD __half __hfma(__half A, __half B, __half C) {
  // The exact product plus C, rounded once: float holds the product of two
  // halves exactly.
  return float(A) * float(B) + float(C);
}
PRISM_HIP_HD __half __hneg(__half A) { return -float(A); }
PRISM_HIP_HD __half __habs(__half A) { return __builtin_fabsf(A); }
PRISM_HIP_HD __half __hmax(__half A, __half B) { return __builtin_fmaxf(A, B); }
PRISM_HIP_HD __half __hmin(__half A, __half B) { return __builtin_fminf(A, B); }
PRISM_HIP_HD bool __heq(__half A, __half B) { return float(A) == float(B); }
PRISM_HIP_HD bool __hne(__half A, __half B) { return float(A) != float(B); }
PRISM_HIP_HD bool __hlt(__half A, __half B) { return float(A) < float(B); }
PRISM_HIP_HD bool __hle(__half A, __half B) { return float(A) <= float(B); }
PRISM_HIP_HD bool __hgt(__half A, __half B) { return float(A) > float(B); }
PRISM_HIP_HD bool __hge(__half A, __half B) { return float(A) >= float(B); }
PRISM_HIP_HD bool __hisnan(__half A) { return __builtin_isnan(float(A)); }
PRISM_HIP_HD int __hisinf(__half A) {
  float F = A;
  return __builtin_isinf(F) ? (F > 0 ? 1 : -1) : 0;
}

// The same element by element on __half2.
#define PRISM_HIP_HALF2(Name, Scalar)                                          \
  PRISM_HIP_HD __half2 Name(__half2 A, __half2 B) {                            \
    return {Scalar(A.x, B.x), Scalar(A.y, B.y)};                               \
  }
PRISM_HIP_HALF2(__hadd2, __hadd)
PRISM_HIP_HALF2(__hsub2, __hsub)
PRISM_HIP_HALF2(__hmul2, __hmul)
PRISM_HIP_HALF2(__h2div, __hdiv)
PRISM_HIP_HALF2(__hmax2, __hmax)
PRISM_HIP_HALF2(__hmin2, __hmin)
#undef PRISM_HIP_HALF2
PRISM_HIP_HD __half2 __hfma2(__half2 A, __half2 B, __half2 C) {
  return {__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y)};
}
PRISM_HIP_HD __half2 __hneg2(__half2 A) { return {__hneg(A.x), __hneg(A.y)}; }
PRISM_HIP_HD __half2 __habs2(__half2 A) { return {__habs(A.x), __habs(A.y)}; }

// Operators, as CUDA has them: on two __half or two __half2.
#define PRISM_HIP_HALF_OPERATOR(Op, Function, Function2)                       \
  PRISM_HIP_HD __half operator Op(__half A, __half B) {                        \
    return Function(A, B);                                                     \
  }                                                                            \
  PRISM_HIP_HD __half &operator Op##=(__half &A, __half B) {                   \
    return A = Function(A, B);                                                 \
  }                                                                            \
  PRISM_HIP_HD __half2 operator Op(__half2 A, __half2 B) {                     \
    return Function2(A, B);                                                    \
  }                                                                            \
  PRISM_HIP_HD __half2 &operator Op##=(__half2 &A, __half2 B) {                \
    return A = Function2(A, B);                                                \
  }
PRISM_HIP_HALF_OPERATOR(+, __hadd, __hadd2)
PRISM_HIP_HALF_OPERATOR(-, __hsub, __hsub2)
PRISM_HIP_HALF_OPERATOR(*, __hmul, __hmul2)
PRISM_HIP_HALF_OPERATOR(/, __hdiv, __h2div)
#undef PRISM_HIP_HALF_OPERATOR
PRISM_HIP_HD __half operator-(__half A) { return __hneg(A); }
PRISM_HIP_HD __half2 operator-(__half2 A) { return __hneg2(A); }
PRISM_HIP_HD bool operator==(__half A, __half B) { return __heq(A, B); }
PRISM_HIP_HD bool operator!=(__half A, __half B) { return __hne(A, B); }
PRISM_HIP_HD bool operator<(__half A, __half B) { return __hlt(A, B); }
PRISM_HIP_HD bool operator<=(__half A, __half B) { return __hle(A, B); }
PRISM_HIP_HD bool operator>(__half A, __half B) { return __hgt(A, B); }
PRISM_HIP_HD bool operator>=(__half A, __half B) { return __hge(A, B); }

// Math, in float, in device code: hsqrt and h2sqrt, and so on.
#define PRISM_HIP_HALF_MATH(Name, FloatFunction)                               \
  __device__ __forceinline__ __half h##Name(__half A) {                        \
    return FloatFunction(float(A));                                            \
  }                                                                            \
  __device__ __forceinline__ __half2 h2##Name(__half2 A) {                     \
    return {h##Name(A.x), h##Name(A.y)};                                       \
  }
PRISM_HIP_HALF_MATH(sqrt, sqrtf)
PRISM_HIP_HALF_MATH(rsqrt, rsqrtf)
PRISM_HIP_HALF_MATH(exp, expf)
PRISM_HIP_HALF_MATH(exp2, exp2f)
PRISM_HIP_HALF_MATH(exp10, exp10f)
PRISM_HIP_HALF_MATH(log, logf)
PRISM_HIP_HALF_MATH(log2, log2f)
PRISM_HIP_HALF_MATH(log10, log10f)
PRISM_HIP_HALF_MATH(sin, sinf)
PRISM_HIP_HALF_MATH(cos, cosf)
PRISM_HIP_HALF_MATH(floor, floorf)
PRISM_HIP_HALF_MATH(ceil, ceilf)
PRISM_HIP_HALF_MATH(trunc, truncf)
PRISM_HIP_HALF_MATH(rint, rintf)
#undef PRISM_HIP_HALF_MATH
__device__ __forceinline__ __half hrcp(__half A) { return 1.0f / float(A); }
__device__ __forceinline__ __half2 h2rcp(__half2 A) {
  return {hrcp(A.x), hrcp(A.y)};
}

// Conversions in the other rounding modes: the nearest half, moved one
// step where it lies on the wrong side of the exact value.
PRISM_HIP_HD __half __prism_half_next(__half H, bool Up) {
  unsigned short Bits = __half_as_ushort(H);
  if ((Bits & 0x7fff) > 0x7c00)
    return H; // NaN
  if ((Bits & 0x7fff) == 0)
    return __ushort_as_half(Up ? 0x0001 : 0x8001);
  const bool Negative = Bits & 0x8000;
  return __ushort_as_half(Up != Negative ? Bits + 1 : Bits - 1);
}
// Exact is a float or a double (integers go through float, which holds
// them exactly up to 2^24, past half's largest value).
template <typename T>
PRISM_HIP_HD __half __prism_half_directed(T Exact, bool Up) {
  __half Nearest(Exact);
  const T Value = float(Nearest);
  if (Up ? Value < Exact : Value > Exact)
    return __prism_half_next(Nearest, Up);
  return Nearest;
}
#define PRISM_HIP_TO_HALF(Name, T, Exact)                                      \
  PRISM_HIP_HD __half __##Name##2half_rz(T V) {                                \
    const Exact E = static_cast<Exact>(V);                                     \
    return __prism_half_directed(E, E < 0);                                    \
  }                                                                            \
  PRISM_HIP_HD __half __##Name##2half_rd(T V) {                                \
    return __prism_half_directed(static_cast<Exact>(V), false);                \
  }                                                                            \
  PRISM_HIP_HD __half __##Name##2half_ru(T V) {                                \
    return __prism_half_directed(static_cast<Exact>(V), true);                 \
  }
PRISM_HIP_TO_HALF(float, float, float)
PRISM_HIP_TO_HALF(double, double, double)
PRISM_HIP_TO_HALF(int, int, float)
PRISM_HIP_TO_HALF(uint, unsigned int, float)
PRISM_HIP_TO_HALF(short, short, float)
PRISM_HIP_TO_HALF(ushort, unsigned short, float)
PRISM_HIP_TO_HALF(ll, long long, float)
PRISM_HIP_TO_HALF(ull, unsigned long long, float)
#undef PRISM_HIP_TO_HALF
PRISM_HIP_HD __half __ll2half_rn(long long I) {
  return __half(static_cast<float>(I));
}
PRISM_HIP_HD __half __ull2half_rn(unsigned long long I) {
  return __half(static_cast<float>(I));
}

// Half to integer in the four rounding modes; out of range saturates and
// NaN gives 0, as in CUDA.
#define PRISM_HIP_FROM_HALF_MODE(Name, T, Low, High, Mode, Round)              \
  PRISM_HIP_HD T __half2##Name##_##Mode(__half H) {                            \
    const float F = Round(float(H));                                           \
    if (F != F)                                                                \
      return 0;                                                                \
    return F <= float(Low)    ? Low                                            \
           : F >= float(High) ? High                                           \
                              : static_cast<T>(F);                             \
  }
#define PRISM_HIP_FROM_HALF(Name, T, Low, High)                                \
  PRISM_HIP_FROM_HALF_MODE(Name, T, Low, High, rn, __builtin_rintf)            \
  PRISM_HIP_FROM_HALF_MODE(Name, T, Low, High, rz, __builtin_truncf)           \
  PRISM_HIP_FROM_HALF_MODE(Name, T, Low, High, rd, __builtin_floorf)           \
  PRISM_HIP_FROM_HALF_MODE(Name, T, Low, High, ru, __builtin_ceilf)
PRISM_HIP_FROM_HALF(uint, unsigned int, 0u, 0xffffffffu)
PRISM_HIP_FROM_HALF(short, short, short(-32768), short(32767))
PRISM_HIP_FROM_HALF(ushort, unsigned short, (unsigned short)0,
                    (unsigned short)0xffff)
PRISM_HIP_FROM_HALF(ll, long long, -0x7fffffffffffffffll - 1,
                    0x7fffffffffffffffll)
PRISM_HIP_FROM_HALF(ull, unsigned long long, 0ull, ~0ull)
#undef PRISM_HIP_FROM_HALF
#undef PRISM_HIP_FROM_HALF_MODE

// Unordered comparisons (true when either side is NaN), saturation to
// [0, 1], ReLU and the NaN-propagating minimum and maximum.
PRISM_HIP_HD bool __hequ(__half A, __half B) { return !(A < B || A > B); }
PRISM_HIP_HD bool __hneu(__half A, __half B) { return !(A == B); }
PRISM_HIP_HD bool __hltu(__half A, __half B) { return !(A >= B); }
PRISM_HIP_HD bool __hleu(__half A, __half B) { return !(A > B); }
PRISM_HIP_HD bool __hgtu(__half A, __half B) { return !(A <= B); }
PRISM_HIP_HD bool __hgeu(__half A, __half B) { return !(A < B); }
PRISM_HIP_HD __half __prism_half_saturate(float F) {
  return F != F ? 0.0f : F < 0.0f ? 0.0f : F > 1.0f ? 1.0f : F;
}
PRISM_HIP_HD __half __hadd_sat(__half A, __half B) {
  return __prism_half_saturate(float(__hadd(A, B)));
}
PRISM_HIP_HD __half __hsub_sat(__half A, __half B) {
  return __prism_half_saturate(float(__hsub(A, B)));
}
PRISM_HIP_HD __half __hmul_sat(__half A, __half B) {
  return __prism_half_saturate(float(__hmul(A, B)));
}
PRISM_HIP_HD __half __hfma_sat(__half A, __half B, __half C) {
  return __prism_half_saturate(float(__hfma(A, B, C)));
}
PRISM_HIP_HD __half __hfma_relu(__half A, __half B, __half C) {
  const float F = __hfma(A, B, C);
  return F != F ? F : F < 0.0f ? 0.0f : F;
}
PRISM_HIP_HD __half __hmax_nan(__half A, __half B) {
  return __hisnan(A) ? A : __hisnan(B) ? B : __hmax(A, B);
}
PRISM_HIP_HD __half __hmin_nan(__half A, __half B) {
  return __hisnan(A) ? A : __hisnan(B) ? B : __hmin(A, B);
}

// The same on __half2: comparisons give 1.0 or 0.0 per element, the __hb…2
// forms whether both elements compare true.
#define PRISM_HIP_HALF2_COMPARE(Name, BothName, Scalar)                        \
  PRISM_HIP_HD __half2 Name(__half2 A, __half2 B) {                            \
    return {Scalar(A.x, B.x) ? 1.0f : 0.0f, Scalar(A.y, B.y) ? 1.0f : 0.0f};   \
  }                                                                            \
  PRISM_HIP_HD bool BothName(__half2 A, __half2 B) {                           \
    return Scalar(A.x, B.x) && Scalar(A.y, B.y);                               \
  }
PRISM_HIP_HALF2_COMPARE(__heq2, __hbeq2, __heq)
PRISM_HIP_HALF2_COMPARE(__hne2, __hbne2, __hne)
PRISM_HIP_HALF2_COMPARE(__hlt2, __hblt2, __hlt)
PRISM_HIP_HALF2_COMPARE(__hle2, __hble2, __hle)
PRISM_HIP_HALF2_COMPARE(__hgt2, __hbgt2, __hgt)
PRISM_HIP_HALF2_COMPARE(__hge2, __hbge2, __hge)
PRISM_HIP_HALF2_COMPARE(__hequ2, __hbequ2, __hequ)
PRISM_HIP_HALF2_COMPARE(__hneu2, __hbneu2, __hneu)
PRISM_HIP_HALF2_COMPARE(__hltu2, __hbltu2, __hltu)
PRISM_HIP_HALF2_COMPARE(__hleu2, __hbleu2, __hleu)
PRISM_HIP_HALF2_COMPARE(__hgtu2, __hbgtu2, __hgtu)
PRISM_HIP_HALF2_COMPARE(__hgeu2, __hbgeu2, __hgeu)
#undef PRISM_HIP_HALF2_COMPARE
PRISM_HIP_HD __half2 __hisnan2(__half2 A) {
  return {__hisnan(A.x) ? 1.0f : 0.0f, __hisnan(A.y) ? 1.0f : 0.0f};
}
#define PRISM_HIP_HALF2_SAT(Name, Scalar)                                      \
  PRISM_HIP_HD __half2 Name(__half2 A, __half2 B) {                            \
    return {Scalar(A.x, B.x), Scalar(A.y, B.y)};                               \
  }
PRISM_HIP_HALF2_SAT(__hadd2_sat, __hadd_sat)
PRISM_HIP_HALF2_SAT(__hsub2_sat, __hsub_sat)
PRISM_HIP_HALF2_SAT(__hmul2_sat, __hmul_sat)
PRISM_HIP_HALF2_SAT(__hmax2_nan, __hmax_nan)
PRISM_HIP_HALF2_SAT(__hmin2_nan, __hmin_nan)
#undef PRISM_HIP_HALF2_SAT
PRISM_HIP_HD __half2 __hfma2_sat(__half2 A, __half2 B, __half2 C) {
  return {__hfma_sat(A.x, B.x, C.x), __hfma_sat(A.y, B.y, C.y)};
}
PRISM_HIP_HD __half2 __hfma2_relu(__half2 A, __half2 B, __half2 C) {
  return {__hfma_relu(A.x, B.x, C.x), __hfma_relu(A.y, B.y, C.y)};
}
PRISM_HIP_HD bool operator==(__half2 A, __half2 B) { return __hbeq2(A, B); }
PRISM_HIP_HD bool operator!=(__half2 A, __half2 B) { return __hbneu2(A, B); }
PRISM_HIP_HD __half2 make_half2(__half X, __half Y) { return {X, Y}; }

#if defined(__HIP__) || defined(__CUDA__)
// Warp shuffles of __half and __half2, as the 32-bit shuffles of their bits.
#define PRISM_HIP_HALF_SHUFFLE(Name, Operand)                                  \
  __device__ inline __half Name##_sync(unsigned Mask, __half V, Operand O,     \
                                       int Width = warpSize) {                 \
    return __ushort_as_half(static_cast<unsigned short>(Name##_sync(           \
        Mask, static_cast<unsigned>(__half_as_ushort(V)), O, Width)));         \
  }                                                                            \
  __device__ inline __half2 Name##_sync(unsigned Mask, __half2 V, Operand O,   \
                                        int Width = warpSize) {                \
    return __builtin_bit_cast(                                                 \
        __half2,                                                               \
        Name##_sync(Mask, __builtin_bit_cast(unsigned, V), O, Width));         \
  }                                                                            \
  __device__ inline __half Name(__half V, Operand O, int Width = warpSize) {   \
    return Name##_sync(0xffffffffu, V, O, Width);                              \
  }                                                                            \
  __device__ inline __half2 Name(__half2 V, Operand O, int Width = warpSize) { \
    return Name##_sync(0xffffffffu, V, O, Width);                              \
  }
PRISM_HIP_HALF_SHUFFLE(__shfl, int)
PRISM_HIP_HALF_SHUFFLE(__shfl_up, unsigned)
PRISM_HIP_HALF_SHUFFLE(__shfl_down, unsigned)
PRISM_HIP_HALF_SHUFFLE(__shfl_xor, int)
#undef PRISM_HIP_HALF_SHUFFLE

// atomicAdd on __half2 and __half: a compare-exchange loop on the 32-bit
// word that holds them (each element rounded once, as CUDA's).
__device__ inline __half2 atomicAdd(__half2 *Address, __half2 V) {
  unsigned *Word = reinterpret_cast<unsigned *>(Address);
  unsigned Old = *Word, Assumed;
  do {
    Assumed = Old;
    const unsigned Sum = __builtin_bit_cast(
        unsigned, __hadd2(__builtin_bit_cast(__half2, Assumed), V));
    Old = atomicCAS(Word, Assumed, Sum);
  } while (Old != Assumed);
  return __builtin_bit_cast(__half2, Old);
}
__device__ inline __half atomicAdd(__half *Address, __half V) {
  const uintptr_t Byte = reinterpret_cast<uintptr_t>(Address);
  unsigned *Word = reinterpret_cast<unsigned *>(Byte & ~uintptr_t(3));
  const unsigned Shift = (Byte & 2) * 8;
  unsigned Old = *Word, Assumed;
  do {
    Assumed = Old;
    const __half Sum = __hadd(
        __ushort_as_half(static_cast<unsigned short>(Assumed >> Shift)), V);
    const unsigned Updated = (Assumed & ~(0xffffu << Shift)) |
                             (unsigned(__half_as_ushort(Sum)) << Shift);
    Old = atomicCAS(Word, Assumed, Updated);
  } while (Old != Assumed);
  return __ushort_as_half(static_cast<unsigned short>(Old >> Shift));
}
#endif

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7c00u)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7bffu)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3c00u)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000u)

#undef PRISM_HIP_HD

#endif // HIP_HIP_FP16_H
