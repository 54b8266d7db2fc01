//===- hip/hip_bf16.h - __nv_bfloat16 and __nv_bfloat162 ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The bfloat16 type of CUDA's cuda_bf16.h (__nv_bfloat16, __nv_bfloat162)
// under HIP's names too (__hip_bfloat16, __hip_bfloat162): the upper 16 bits
// of a float, stored as an unsigned short on every target (Clang 15's
// __bf16 is storage-only and missing on SPIR-V). Conversions from float
// round to nearest even in the header, and every operation computes in
// float and rounds once, as hip_fp16.h does for __half; float holds a
// bfloat16 exactly, so a __nv_bfloat16 converts implicitly to float, and
// mixing it with float in an operator is ambiguous, as in CUDA.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_BF16_H
#define HIP_HIP_BF16_H

#include "hip/hip_math_functions.h"
#include "hip/hip_qualifiers.h"
#include "hip/hip_vector_types.h"

#define PRISM_HIP_HD __host__ __device__ __forceinline__

/// A bfloat16's bits, as CUDA's __nv_bfloat16_raw holds them.
struct __nv_bfloat16_raw {
  unsigned short x;
};

/// Float's bits rounded to the nearest bfloat16, ties to even; a NaN stays
/// a (quiet) NaN.
PRISM_HIP_HD unsigned short __prism_float_to_bfloat16_bits(float F) {
  const unsigned Bits = __builtin_bit_cast(unsigned, F);
  if ((Bits & 0x7fffffffu) > 0x7f800000u)
    return static_cast<unsigned short>((Bits >> 16) | 0x40u);
  const unsigned Rounding = 0x7fffu + ((Bits >> 16) & 1u);
  return static_cast<unsigned short>((Bits + Rounding) >> 16);
}

struct __nv_bfloat16 {
  __nv_bfloat16() = default;
  PRISM_HIP_HD __nv_bfloat16(float F)
      : __x(__prism_float_to_bfloat16_bits(F)) {}
  PRISM_HIP_HD __nv_bfloat16(double D) : __nv_bfloat16(static_cast<float>(D)) {}
  PRISM_HIP_HD __nv_bfloat16(int I) : __nv_bfloat16(static_cast<float>(I)) {}
  PRISM_HIP_HD __nv_bfloat16(__nv_bfloat16_raw R) : __x(R.x) {}
  PRISM_HIP_HD operator float() const {
    return __builtin_bit_cast(float, static_cast<unsigned>(__x) << 16);
  }
  PRISM_HIP_HD operator __nv_bfloat16_raw() const { return {__x}; }

  unsigned short __x;
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x, y;
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
typedef __nv_bfloat16 __hip_bfloat16;
typedef __nv_bfloat162 __hip_bfloat162;

// Conversions.
PRISM_HIP_HD __nv_bfloat16 __float2bfloat16(float F) { return F; }
PRISM_HIP_HD __nv_bfloat16 __float2bfloat16_rn(float F) { return F; }
PRISM_HIP_HD __nv_bfloat16 __float2bfloat16_rz(float F) {
  const unsigned Bits = __builtin_bit_cast(unsigned, F);
  if ((Bits & 0x7fffffffu) > 0x7f800000u)
    return F;
  return __nv_bfloat16_raw{static_cast<unsigned short>(Bits >> 16)};
}
PRISM_HIP_HD __nv_bfloat16 __double2bfloat16(double D) { return D; }
PRISM_HIP_HD float __bfloat162float(__nv_bfloat16 B) { return B; }
PRISM_HIP_HD __nv_bfloat16 __int2bfloat16_rn(int I) {
  return static_cast<float>(I);
}
PRISM_HIP_HD int __bfloat162int_rz(__nv_bfloat16 B) {
  return static_cast<int>(float(B));
}
PRISM_HIP_HD int __bfloat162int_rn(__nv_bfloat16 B) {
  return static_cast<int>(__builtin_rintf(B));
}
PRISM_HIP_HD unsigned short __bfloat16_as_ushort(__nv_bfloat16 B) {
  return B.__x;
}
PRISM_HIP_HD short __bfloat16_as_short(__nv_bfloat16 B) {
  return static_cast<short>(B.__x);
}
PRISM_HIP_HD __nv_bfloat16 __ushort_as_bfloat16(unsigned short I) {
  return __nv_bfloat16_raw{I};
}
PRISM_HIP_HD __nv_bfloat16 __short_as_bfloat16(short I) {
  return __nv_bfloat16_raw{static_cast<unsigned short>(I)};
}
PRISM_HIP_HD __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 X,
                                               __nv_bfloat16 Y) {
  return {X, Y};
}
PRISM_HIP_HD __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 X) {
  return {X, X};
}
PRISM_HIP_HD __nv_bfloat162 __floats2bfloat162_rn(float X, float Y) {
  return {X, Y};
}
PRISM_HIP_HD __nv_bfloat162 __float2bfloat162_rn(float X) { return {X, X}; }
PRISM_HIP_HD __nv_bfloat162 __float22bfloat162_rn(float2 F) {
  return {F.x, F.y};
}
PRISM_HIP_HD float2 __bfloat1622float2(__nv_bfloat162 B) { return {B.x, B.y}; }
PRISM_HIP_HD __nv_bfloat16 __low2bfloat16(__nv_bfloat162 B) { return B.x; }
PRISM_HIP_HD __nv_bfloat16 __high2bfloat16(__nv_bfloat162 B) { return B.y; }
PRISM_HIP_HD float __low2float(__nv_bfloat162 B) { return B.x; }
PRISM_HIP_HD float __high2float(__nv_bfloat162 B) { return B.y; }
PRISM_HIP_HD __nv_bfloat162 make_bfloat162(__nv_bfloat16 X, __nv_bfloat16 Y) {
  return {X, Y};
}

// Arithmetic and comparisons, under the names CUDA overloads for __half.
PRISM_HIP_HD __nv_bfloat16 __hadd(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) + float(B);
}
PRISM_HIP_HD __nv_bfloat16 __hsub(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) - float(B);
}
PRISM_HIP_HD __nv_bfloat16 __hmul(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) * float(B);
}
PRISM_HIP_HD __nv_bfloat16 __hdiv(__nv_bfloat16 A, __nv_bfloat16 B) {
  return float(A) / float(B);
}
PRISM_HIP_HD __nv_bfloat16 __hfma(__nv_bfloat16 A, __nv_bfloat16 B,
                                  __nv_bfloat16 C) {
  // The product of two bfloat16 values is exact in float.
  return float(A) * float(B) + float(C);
}
PRISM_HIP_HD __nv_bfloat16 __hneg(__nv_bfloat16 A) {
  return __nv_bfloat16_raw{static_cast<unsigned short>(A.__x ^ 0x8000u)};
}
PRISM_HIP_HD __nv_bfloat16 __habs(__nv_bfloat16 A) {
  return __nv_bfloat16_raw{static_cast<unsigned short>(A.__x & 0x7fffu)};
}
PRISM_HIP_HD __nv_bfloat16 __hmax(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __builtin_fmaxf(A, B);
}
PRISM_HIP_HD __nv_bfloat16 __hmin(__nv_bfloat16 A, __nv_bfloat16 B) {
  return __builtin_fminf(A, B);
}
#define PRISM_HIP_BF16_COMPARE(Name, Op)                                       \
  PRISM_HIP_HD bool Name(__nv_bfloat16 A, __nv_bfloat16 B) {                   \
    return float(A) Op float(B);                                               \
  }                                                                            \
  PRISM_HIP_HD bool operator Op(__nv_bfloat16 A, __nv_bfloat16 B) {            \
    return Name(A, B);                                                         \
  }
PRISM_HIP_BF16_COMPARE(__heq, ==)
PRISM_HIP_BF16_COMPARE(__hne, !=)
PRISM_HIP_BF16_COMPARE(__hlt, <)
PRISM_HIP_BF16_COMPARE(__hle, <=)
PRISM_HIP_BF16_COMPARE(__hgt, >)
PRISM_HIP_BF16_COMPARE(__hge, >=)
#undef PRISM_HIP_BF16_COMPARE
PRISM_HIP_HD bool __hisnan(__nv_bfloat16 A) {
  return (A.__x & 0x7fffu) > 0x7f80u;
}
PRISM_HIP_HD int __hisinf(__nv_bfloat16 A) {
  return (A.__x & 0x7fffu) == 0x7f80u ? (A.__x & 0x8000u ? -1 : 1) : 0;
}

// Element by element on __nv_bfloat162.
#define PRISM_HIP_BF162(Name, Scalar)                                          \
  PRISM_HIP_HD __nv_bfloat162 Name(__nv_bfloat162 A, __nv_bfloat162 B) {       \
    return {Scalar(A.x, B.x), Scalar(A.y, B.y)};                               \
  }
PRISM_HIP_BF162(__hadd2, __hadd)
PRISM_HIP_BF162(__hsub2, __hsub)
PRISM_HIP_BF162(__hmul2, __hmul)
PRISM_HIP_BF162(__h2div, __hdiv)
PRISM_HIP_BF162(__hmax2, __hmax)
PRISM_HIP_BF162(__hmin2, __hmin)
#undef PRISM_HIP_BF162
PRISM_HIP_HD __nv_bfloat162 __hfma2(__nv_bfloat162 A, __nv_bfloat162 B,
                                    __nv_bfloat162 C) {
  return {__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y)};
}
PRISM_HIP_HD __nv_bfloat162 __hneg2(__nv_bfloat162 A) {
  return {__hneg(A.x), __hneg(A.y)};
}
PRISM_HIP_HD __nv_bfloat162 __habs2(__nv_bfloat162 A) {
  return {__habs(A.x), __habs(A.y)};
}

// Arithmetic operators on two __nv_bfloat16 or two __nv_bfloat162.
#define PRISM_HIP_BF16_OPERATOR(Op, Function, Function2)                       \
  PRISM_HIP_HD __nv_bfloat16 operator Op(__nv_bfloat16 A, __nv_bfloat16 B) {   \
    return Function(A, B);                                                     \
  }                                                                            \
  PRISM_HIP_HD __nv_bfloat16 &operator Op##=(__nv_bfloat16 &A,                 \
                                             __nv_bfloat16 B) {                \
    return A = Function(A, B);                                                 \
  }                                                                            \
  PRISM_HIP_HD __nv_bfloat162 operator Op(__nv_bfloat162 A,                    \
                                          __nv_bfloat162 B) {                  \
    return Function2(A, B);                                                    \
  }                                                                            \
  PRISM_HIP_HD __nv_bfloat162 &operator Op##=(__nv_bfloat162 &A,               \
                                              __nv_bfloat162 B) {              \
    return A = Function2(A, B);                                                \
  }
PRISM_HIP_BF16_OPERATOR(+, __hadd, __hadd2)
PRISM_HIP_BF16_OPERATOR(-, __hsub, __hsub2)
PRISM_HIP_BF16_OPERATOR(*, __hmul, __hmul2)
PRISM_HIP_BF16_OPERATOR(/, __hdiv, __h2div)
#undef PRISM_HIP_BF16_OPERATOR
PRISM_HIP_HD __nv_bfloat16 operator-(__nv_bfloat16 A) { return __hneg(A); }
PRISM_HIP_HD __nv_bfloat162 operator-(__nv_bfloat162 A) { return __hneg2(A); }

// Math, in float, in device code.
#define PRISM_HIP_BF16_MATH(Name, FloatFunction)                               \
  __device__ __forceinline__ __nv_bfloat16 h##Name(__nv_bfloat16 A) {          \
    return FloatFunction(float(A));                                            \
  }                                                                            \
  __device__ __forceinline__ __nv_bfloat162 h2##Name(__nv_bfloat162 A) {       \
    return {h##Name(A.x), h##Name(A.y)};                                       \
  }
PRISM_HIP_BF16_MATH(sqrt, sqrtf)
PRISM_HIP_BF16_MATH(rsqrt, rsqrtf)
PRISM_HIP_BF16_MATH(exp, expf)
PRISM_HIP_BF16_MATH(exp2, exp2f)
PRISM_HIP_BF16_MATH(log, logf)
PRISM_HIP_BF16_MATH(log2, log2f)
PRISM_HIP_BF16_MATH(sin, sinf)
PRISM_HIP_BF16_MATH(cos, cosf)
PRISM_HIP_BF16_MATH(floor, floorf)
PRISM_HIP_BF16_MATH(ceil, ceilf)
PRISM_HIP_BF16_MATH(trunc, truncf)
PRISM_HIP_BF16_MATH(rint, rintf)
#undef PRISM_HIP_BF16_MATH
__device__ __forceinline__ __nv_bfloat16 hrcp(__nv_bfloat16 A) {
  return 1.0f / float(A);
}

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7f80u)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7fffu)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3f80u)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000u)

#undef PRISM_HIP_HD

#endif // HIP_HIP_BF16_H
