//===- hip/hip_fast_math.h - CUDA's floating-point intrinsics -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's single-precision intrinsics (__expf, __sinf, __fdividef, ...): the
// full-precision functions, which meet the intrinsics' error bounds. The
// operations with a rounding mode exist in the round-to-nearest-even form
// (_rn), which is C's arithmetic; the conversions have all four modes.
// Reinterpretations (__float_as_int, ...) copy the bits.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_FAST_MATH_H
#define HIP_HIP_FAST_MATH_H

#include "hip/hip_math_functions.h"
#include "hip/hip_qualifiers.h"

__device__ inline float __expf(float X) { return expf(X); }
__device__ inline float __exp10f(float X) { return exp10f(X); }
__device__ inline float __logf(float X) { return logf(X); }
__device__ inline float __log2f(float X) { return log2f(X); }
__device__ inline float __log10f(float X) { return log10f(X); }
__device__ inline float __sinf(float X) { return sinf(X); }
__device__ inline float __cosf(float X) { return cosf(X); }
__device__ inline float __tanf(float X) { return tanf(X); }
__device__ inline void __sincosf(float X, float *S, float *C) {
  sincosf(X, S, C);
}
__device__ inline float __powf(float X, float Y) { return powf(X, Y); }
__device__ inline float __fdividef(float X, float Y) { return X / Y; }
__device__ inline float __saturatef(float X) {
  // NaN gives 0, as in CUDA.
  return X >= 1.0f ? 1.0f : X > 0.0f ? X : 0.0f;
}

#define PRISM_HIP_ROUNDED_NEAREST(T, Suffix)                                   \
  __device__ inline T __fadd_##Suffix(T X, T Y) { return X + Y; }              \
  __device__ inline T __fsub_##Suffix(T X, T Y) { return X - Y; }              \
  __device__ inline T __fmul_##Suffix(T X, T Y) { return X * Y; }              \
  __device__ inline T __fdiv_##Suffix(T X, T Y) { return X / Y; }
PRISM_HIP_ROUNDED_NEAREST(float, rn)
#undef PRISM_HIP_ROUNDED_NEAREST
__device__ inline float __fmaf_rn(float X, float Y, float Z) {
  return fmaf(X, Y, Z);
}
__device__ inline float __frcp_rn(float X) { return 1.0f / X; }
__device__ inline float __fsqrt_rn(float X) { return sqrtf(X); }
__device__ inline float __frsqrt_rn(float X) { return rsqrtf(X); }
__device__ inline double __dadd_rn(double X, double Y) { return X + Y; }
__device__ inline double __dsub_rn(double X, double Y) { return X - Y; }
__device__ inline double __dmul_rn(double X, double Y) { return X * Y; }
__device__ inline double __ddiv_rn(double X, double Y) { return X / Y; }
__device__ inline double __drcp_rn(double X) { return 1.0 / X; }
__device__ inline double __dsqrt_rn(double X) { return sqrt(X); }
__device__ inline double __fma_rn(double X, double Y, double Z) {
  return fma(X, Y, Z);
}

// Conversions from floating point, in the four rounding modes: to nearest
// even (rn), towards zero (rz), up (ru) and down (rd).
#define PRISM_HIP_CONVERT(Name, From, To)                                      \
  __device__ inline To Name##_rn(From X) { return static_cast<To>(rint(X)); }  \
  __device__ inline To Name##_rz(From X) { return static_cast<To>(X); }        \
  __device__ inline To Name##_ru(From X) { return static_cast<To>(ceil(X)); }  \
  __device__ inline To Name##_rd(From X) { return static_cast<To>(floor(X)); }
PRISM_HIP_CONVERT(__float2int, float, int)
PRISM_HIP_CONVERT(__float2uint, float, unsigned int)
PRISM_HIP_CONVERT(__float2ll, float, long long)
PRISM_HIP_CONVERT(__float2ull, float, unsigned long long)
PRISM_HIP_CONVERT(__double2int, double, int)
PRISM_HIP_CONVERT(__double2uint, double, unsigned int)
PRISM_HIP_CONVERT(__double2ll, double, long long)
PRISM_HIP_CONVERT(__double2ull, double, unsigned long long)
#undef PRISM_HIP_CONVERT

// Conversions to floating point, rounded to nearest even as C's are.
__device__ inline float __int2float_rn(int X) { return X; }
__device__ inline float __uint2float_rn(unsigned int X) { return X; }
__device__ inline float __ll2float_rn(long long X) { return X; }
__device__ inline float __ull2float_rn(unsigned long long X) { return X; }
__device__ inline float __double2float_rn(double X) { return X; }
__device__ inline double __int2double_rn(int X) { return X; }
__device__ inline double __uint2double_rn(unsigned int X) { return X; }
__device__ inline double __ll2double_rn(long long X) { return X; }
__device__ inline double __ull2double_rn(unsigned long long X) { return X; }

#define PRISM_HIP_REINTERPRET(Name, From, To)                                  \
  __device__ inline To Name(From X) { return __builtin_bit_cast(To, X); }
PRISM_HIP_REINTERPRET(__float_as_int, float, int)
PRISM_HIP_REINTERPRET(__float_as_uint, float, unsigned int)
PRISM_HIP_REINTERPRET(__int_as_float, int, float)
PRISM_HIP_REINTERPRET(__uint_as_float, unsigned int, float)
PRISM_HIP_REINTERPRET(__double_as_longlong, double, long long)
PRISM_HIP_REINTERPRET(__longlong_as_double, long long, double)
#undef PRISM_HIP_REINTERPRET

__device__ inline int __double2hiint(double X) {
  return static_cast<int>(__builtin_bit_cast(unsigned long long, X) >> 32);
}
__device__ inline int __double2loint(double X) {
  return static_cast<int>(__builtin_bit_cast(unsigned long long, X));
}
__device__ inline double __hiloint2double(int High, int Low) {
  return __builtin_bit_cast(
      double, static_cast<unsigned long long>(static_cast<unsigned int>(High))
                      << 32 |
                  static_cast<unsigned int>(Low));
}

#endif // HIP_HIP_FAST_MATH_H
