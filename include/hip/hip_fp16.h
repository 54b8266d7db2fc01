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

#if defined(__FLT16_MAX__) && !defined(__NVPTX__)
typedef _Float16 __prism_half_storage;
#else
typedef __fp16 __prism_half_storage;
#endif

#define PRISM_HIP_HD __host__ __device__ __forceinline__

struct __half {
  __half() = default;
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

// Math, in float, in device code.
#define PRISM_HIP_HALF_MATH(Name, FloatFunction)                               \
  __device__ __forceinline__ __half Name(__half A) {                           \
    return FloatFunction(float(A));                                            \
  }                                                                            \
  __device__ __forceinline__ __half2 Name##2(__half2 A) {                      \
    return {Name(A.x), Name(A.y)};                                             \
  }
PRISM_HIP_HALF_MATH(hsqrt, sqrtf)
PRISM_HIP_HALF_MATH(hrsqrt, rsqrtf)
PRISM_HIP_HALF_MATH(hexp, expf)
PRISM_HIP_HALF_MATH(hexp2, exp2f)
PRISM_HIP_HALF_MATH(hexp10, exp10f)
PRISM_HIP_HALF_MATH(hlog, logf)
PRISM_HIP_HALF_MATH(hlog2, log2f)
PRISM_HIP_HALF_MATH(hlog10, log10f)
PRISM_HIP_HALF_MATH(hsin, sinf)
PRISM_HIP_HALF_MATH(hcos, cosf)
PRISM_HIP_HALF_MATH(hfloor, floorf)
PRISM_HIP_HALF_MATH(hceil, ceilf)
PRISM_HIP_HALF_MATH(htrunc, truncf)
PRISM_HIP_HALF_MATH(hrint, rintf)
#undef PRISM_HIP_HALF_MATH
__device__ __forceinline__ __half hrcp(__half A) { return 1.0f / float(A); }

#undef PRISM_HIP_HD

#endif // HIP_HIP_FP16_H
