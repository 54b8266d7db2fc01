//===- hip/hip_math_functions.h - CUDA's and HIP's math library -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The math functions of device code. C's functions (sinf, sin, powf, ...)
// are declared again as __device__ functions with C linkage: Clang takes a
// declaration that differs from <math.h>'s only in being __device__ as an
// overload, so a call in device code compiles into a call of the C name,
// which the device library defines for each target, while host code keeps
// the C library. The double-named forms also take float (sqrt(float) is
// sqrtf, as CUDA has it), the names are made visible in std:: too (so
// std::sin(double) resolves in device code whatever the include order), and
// CUDA's own functions (rsqrtf, sinpif, normcdff, erfinvf, ...) and the
// integer min, max and abs follow. The C++ overloads are always inlined:
// their mangled names are those of OpenCL C's builtins (_Z3sinf, _Z3maxii),
// which the SPIR-V consumer and libclc define, so an out-of-line copy would
// take the builtin's place, and the C function that calls the builtin
// (sinf) would call the overload that calls it.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_MATH_FUNCTIONS_H
#define HIP_HIP_MATH_FUNCTIONS_H

#include "hip/hip_qualifiers.h"

#include <math.h>
#include <stdlib.h>
#include <type_traits>

#define PRISM_HIP_MATH_STD(Name)                                               \
  namespace std {                                                              \
  using ::Name;                                                                \
  using ::Name##f;                                                             \
  }

// Name##f(float) and Name(double) with C linkage, Name(float) as Name##f.
#define PRISM_HIP_MATH_UNARY(Name)                                             \
  extern "C" __device__ float Name##f(float);                                  \
  extern "C" __device__ double Name(double);                                   \
  __device__ __forceinline__ float Name(float X) { return Name##f(X); }        \
  PRISM_HIP_MATH_STD(Name)
#define PRISM_HIP_MATH_BINARY(Name)                                            \
  extern "C" __device__ float Name##f(float, float);                           \
  extern "C" __device__ double Name(double, double);                           \
  __device__ __forceinline__ float Name(float X, float Y) {                    \
    return Name##f(X, Y);                                                      \
  }                                                                            \
  PRISM_HIP_MATH_STD(Name)

PRISM_HIP_MATH_UNARY(sin)
PRISM_HIP_MATH_UNARY(cos)
PRISM_HIP_MATH_UNARY(tan)
PRISM_HIP_MATH_UNARY(asin)
PRISM_HIP_MATH_UNARY(acos)
PRISM_HIP_MATH_UNARY(atan)
PRISM_HIP_MATH_BINARY(atan2)
PRISM_HIP_MATH_UNARY(sinh)
PRISM_HIP_MATH_UNARY(cosh)
PRISM_HIP_MATH_UNARY(tanh)
PRISM_HIP_MATH_UNARY(asinh)
PRISM_HIP_MATH_UNARY(acosh)
PRISM_HIP_MATH_UNARY(atanh)
PRISM_HIP_MATH_UNARY(exp)
PRISM_HIP_MATH_UNARY(exp2)
PRISM_HIP_MATH_UNARY(exp10)
PRISM_HIP_MATH_UNARY(expm1)
PRISM_HIP_MATH_UNARY(log)
PRISM_HIP_MATH_UNARY(log2)
PRISM_HIP_MATH_UNARY(log10)
PRISM_HIP_MATH_UNARY(log1p)
PRISM_HIP_MATH_UNARY(logb)
PRISM_HIP_MATH_BINARY(pow)
PRISM_HIP_MATH_UNARY(sqrt)
PRISM_HIP_MATH_UNARY(cbrt)
PRISM_HIP_MATH_BINARY(hypot)
PRISM_HIP_MATH_UNARY(erf)
PRISM_HIP_MATH_UNARY(erfc)
PRISM_HIP_MATH_UNARY(lgamma)
PRISM_HIP_MATH_UNARY(tgamma)
PRISM_HIP_MATH_UNARY(fabs)
PRISM_HIP_MATH_UNARY(floor)
PRISM_HIP_MATH_UNARY(ceil)
PRISM_HIP_MATH_UNARY(trunc)
PRISM_HIP_MATH_UNARY(round)
PRISM_HIP_MATH_UNARY(rint)
PRISM_HIP_MATH_BINARY(fmod)
PRISM_HIP_MATH_BINARY(remainder)
PRISM_HIP_MATH_BINARY(copysign)
PRISM_HIP_MATH_BINARY(fmin)
PRISM_HIP_MATH_BINARY(fmax)
PRISM_HIP_MATH_BINARY(fdim)
PRISM_HIP_MATH_BINARY(nextafter)

extern "C" __device__ float fmaf(float, float, float);
extern "C" __device__ double fma(double, double, double);
__device__ __forceinline__ float fma(float X, float Y, float Z) {
  return fmaf(X, Y, Z);
}
PRISM_HIP_MATH_STD(fma)

extern "C" __device__ int ilogbf(float);
extern "C" __device__ int ilogb(double);
__device__ __forceinline__ int ilogb(float X) { return ilogbf(X); }
PRISM_HIP_MATH_STD(ilogb)
extern "C" __device__ float ldexpf(float, int);
extern "C" __device__ double ldexp(double, int);
__device__ __forceinline__ float ldexp(float X, int E) { return ldexpf(X, E); }
PRISM_HIP_MATH_STD(ldexp)

// The C functions that the ones above give, defined here with C linkage
// (inline: each device module keeps the copy it uses).
#define PRISM_HIP_MATH_DERIVED(Name, T, Parameters, Body)                      \
  extern "C" __device__ inline T Name Parameters { Body }
#define PRISM_HIP_MATH_DERIVED_BOTH(Name, Parameters, Body)                    \
  PRISM_HIP_MATH_DERIVED(Name##f, float, Parameters(float), Body)              \
  PRISM_HIP_MATH_DERIVED(Name, double, Parameters(double), Body)
#define PRISM_HIP_X(T) (T X)
#define PRISM_HIP_X_E(T) (T X, int E)
#define PRISM_HIP_X_LONG_E(T) (T X, long E)
#define PRISM_HIP_X_IP(T) (T X, T * IntegralPart)
#define PRISM_HIP_X_EP(T) (T X, int *E)
#define PRISM_HIP_X_SC(T) (T X, T * Sine, T * Cosine)

PRISM_HIP_MATH_DERIVED_BOTH(nearbyint, PRISM_HIP_X, return rint(X);)
PRISM_HIP_MATH_DERIVED_BOTH(scalbn, PRISM_HIP_X_E, return ldexp(X, E);)
PRISM_HIP_MATH_DERIVED_BOTH(scalbln, PRISM_HIP_X_LONG_E,
                            return ldexp(X, E > 100000    ? 100000
                                            : E < -100000 ? -100000
                                                          : int(E));)
PRISM_HIP_MATH_DERIVED(sincosf, void, PRISM_HIP_X_SC(float), *Sine = sinf(X);
                       *Cosine = cosf(X);)
PRISM_HIP_MATH_DERIVED(sincos, void, PRISM_HIP_X_SC(double), *Sine = sin(X);
                       *Cosine = cos(X);)
PRISM_HIP_MATH_DERIVED_BOTH(modf, PRISM_HIP_X_IP, *IntegralPart = trunc(X);
                            return copysign(isinf(X) ? decltype(X)(0)
                                                     : X - *IntegralPart,
                                            X);)
PRISM_HIP_MATH_DERIVED_BOTH(
    frexp, PRISM_HIP_X_EP,
    if (X == 0 || isinf(X) || isnan(X)) {
      *E = 0;
      return X + X;
    } *E = ilogb(X) + 1;
    return ldexp(X, -*E);)
PRISM_HIP_MATH_DERIVED(lroundf, long, (float X), return long(roundf(X));)
PRISM_HIP_MATH_DERIVED(lround, long, (double X), return long(round(X));)
PRISM_HIP_MATH_DERIVED(llroundf, long long, (float X),
                       return (long long)(roundf(X));)
PRISM_HIP_MATH_DERIVED(llround, long long, (double X),
                       return (long long)(round(X));)
PRISM_HIP_MATH_DERIVED(lrintf, long, (float X), return long(rintf(X));)
PRISM_HIP_MATH_DERIVED(lrint, long, (double X), return long(rint(X));)
PRISM_HIP_MATH_DERIVED(llrintf, long long, (float X),
                       return (long long)(rintf(X));)
PRISM_HIP_MATH_DERIVED(llrint, long long, (double X),
                       return (long long)(rint(X));)
PRISM_HIP_MATH_DERIVED(abs, int, (int X), return X < 0 ? -X : X;)
PRISM_HIP_MATH_DERIVED(labs, long, (long X), return X < 0 ? -X : X;)
PRISM_HIP_MATH_DERIVED(llabs, long long, (long long X), return X < 0 ? -X : X;)

#undef PRISM_HIP_X_SC
#undef PRISM_HIP_X_EP
#undef PRISM_HIP_X_IP
#undef PRISM_HIP_X_LONG_E
#undef PRISM_HIP_X_E
#undef PRISM_HIP_X
#undef PRISM_HIP_MATH_DERIVED_BOTH
#undef PRISM_HIP_MATH_DERIVED

__device__ __forceinline__ float nearbyint(float X) { return nearbyintf(X); }
__device__ __forceinline__ float scalbn(float X, int E) {
  return scalbnf(X, E);
}
__device__ __forceinline__ void sincos(float X, float *S, float *C) {
  sincosf(X, S, C);
}
__device__ __forceinline__ float modf(float X, float *I) { return modff(X, I); }
__device__ __forceinline__ float frexp(float X, int *E) { return frexpf(X, E); }
__device__ __forceinline__ long lround(float X) { return lroundf(X); }
__device__ __forceinline__ long long llround(float X) { return llroundf(X); }
__device__ __forceinline__ long lrint(float X) { return lrintf(X); }
__device__ __forceinline__ long long llrint(float X) { return llrintf(X); }
__device__ __forceinline__ long abs(long X) { return labs(X); }
__device__ __forceinline__ long long abs(long long X) { return llabs(X); }
__device__ __forceinline__ float abs(float X) { return fabsf(X); }
__device__ __forceinline__ double abs(double X) { return fabs(X); }
PRISM_HIP_MATH_STD(nearbyint)
PRISM_HIP_MATH_STD(scalbn)
PRISM_HIP_MATH_STD(sincos)
PRISM_HIP_MATH_STD(modf)
PRISM_HIP_MATH_STD(frexp)
PRISM_HIP_MATH_STD(lround)
PRISM_HIP_MATH_STD(llround)
PRISM_HIP_MATH_STD(lrint)
PRISM_HIP_MATH_STD(llrint)
namespace std {
using ::abs;
using ::labs;
using ::llabs;
} // namespace std

#undef PRISM_HIP_MATH_BINARY
#undef PRISM_HIP_MATH_UNARY
#undef PRISM_HIP_MATH_STD

// CUDA's functions beyond C (rsqrt, sinpi, cospi and exp10 are the device
// library's).
extern "C" __device__ float rsqrtf(float);
extern "C" __device__ double rsqrt(double);
extern "C" __device__ float sinpif(float);
extern "C" __device__ double sinpi(double);
extern "C" __device__ float cospif(float);
extern "C" __device__ double cospi(double);

__device__ inline float rcbrtf(float X) { return 1.0f / cbrtf(X); }
__device__ inline double rcbrt(double X) { return 1.0 / cbrt(X); }
__device__ inline void sincospif(float X, float *S, float *C) {
  *S = sinpif(X);
  *C = cospif(X);
}
__device__ inline void sincospi(double X, double *S, double *C) {
  *S = sinpi(X);
  *C = cospi(X);
}
__device__ inline float rhypotf(float X, float Y) {
  return 1.0f / hypotf(X, Y);
}
__device__ inline double rhypot(double X, double Y) {
  return 1.0 / hypot(X, Y);
}
__device__ inline float norm3df(float X, float Y, float Z) {
  return hypotf(hypotf(X, Y), Z);
}
__device__ inline double norm3d(double X, double Y, double Z) {
  return hypot(hypot(X, Y), Z);
}
__device__ inline float rnorm3df(float X, float Y, float Z) {
  return 1.0f / norm3df(X, Y, Z);
}
__device__ inline double rnorm3d(double X, double Y, double Z) {
  return 1.0 / norm3d(X, Y, Z);
}
__device__ inline float norm4df(float X, float Y, float Z, float W) {
  return hypotf(hypotf(X, Y), hypotf(Z, W));
}
__device__ inline double norm4d(double X, double Y, double Z, double W) {
  return hypot(hypot(X, Y), hypot(Z, W));
}
__device__ inline float rnorm4df(float X, float Y, float Z, float W) {
  return 1.0f / norm4df(X, Y, Z, W);
}
__device__ inline double rnorm4d(double X, double Y, double Z, double W) {
  return 1.0 / norm4d(X, Y, Z, W);
}
__device__ inline float fdividef(float X, float Y) { return X / Y; }

/// The inverse error function in float: M. Giles' single-precision
/// polynomial approximations in w = -log(1 - X^2) ("Approximating the erfinv
/// function", GPU Computing Gems, 2011).
__device__ inline float erfinvf(float X) {
  float W = -logf((1.0f - X) * (1.0f + X));
  float P;
  if (W < 5.0f) {
    W -= 2.5f;
    P = 2.81022636e-08f;
    P = 3.43273939e-07f + P * W;
    P = -3.5233877e-06f + P * W;
    P = -4.39150654e-06f + P * W;
    P = 0.00021858087f + P * W;
    P = -0.00125372503f + P * W;
    P = -0.00417768164f + P * W;
    P = 0.246640727f + P * W;
    P = 1.50140941f + P * W;
  } else {
    W = sqrtf(W) - 3.0f;
    P = -0.000200214257f;
    P = 0.000100950558f + P * W;
    P = 0.00134934322f + P * W;
    P = -0.00367342844f + P * W;
    P = 0.00573950773f + P * W;
    P = -0.0076224613f + P * W;
    P = 0.00943887047f + P * W;
    P = 1.00167406f + P * W;
    P = 2.83297682f + P * W;
  }
  return P * X;
}

/// In double: the float result refined by two Newton steps on erf.
__device__ inline double erfinv(double X) {
  if (X <= -1.0 || X >= 1.0)
    return X == 1.0 ? HUGE_VAL : X == -1.0 ? -HUGE_VAL : NAN;
  double Y = erfinvf(static_cast<float>(X));
  for (int Step = 0; Step < 2; ++Step)
    Y -= (erf(Y) - X) / (1.1283791670955126 * exp(-Y * Y));
  return Y;
}

__device__ inline float erfcinvf(float X) {
  return static_cast<float>(erfinv(1.0 - X));
}
__device__ inline double erfcinv(double X) { return erfinv(1.0 - X); }
__device__ inline float normcdff(float X) {
  return 0.5f * erfcf(-X * 0.70710678118654752f);
}
__device__ inline double normcdf(double X) {
  return 0.5 * erfc(-X * 0.70710678118654752);
}
__device__ inline float normcdfinvf(float P) {
  return -1.41421356237309505f * erfcinvf(2.0f * P);
}
__device__ inline double normcdfinv(double P) {
  return -1.41421356237309505 * erfcinv(2.0 * P);
}

// CUDA's min and max, for host and device code: integers of one type or of
// the same width and mixed signedness (as unsigned), and floating point.
#define PRISM_HIP_MIN_MAX(T1, T2, Result)                                      \
  __host__ __device__ __forceinline__ Result min(T1 A, T2 B) {                 \
    return static_cast<Result>(A) < static_cast<Result>(B)                     \
               ? static_cast<Result>(A)                                        \
               : static_cast<Result>(B);                                       \
  }                                                                            \
  __host__ __device__ __forceinline__ Result max(T1 A, T2 B) {                 \
    return static_cast<Result>(A) > static_cast<Result>(B)                     \
               ? static_cast<Result>(A)                                        \
               : static_cast<Result>(B);                                       \
  }
PRISM_HIP_MIN_MAX(int, int, int)
PRISM_HIP_MIN_MAX(unsigned int, unsigned int, unsigned int)
PRISM_HIP_MIN_MAX(int, unsigned int, unsigned int)
PRISM_HIP_MIN_MAX(unsigned int, int, unsigned int)
PRISM_HIP_MIN_MAX(long, long, long)
PRISM_HIP_MIN_MAX(unsigned long, unsigned long, unsigned long)
PRISM_HIP_MIN_MAX(long, unsigned long, unsigned long)
PRISM_HIP_MIN_MAX(unsigned long, long, unsigned long)
PRISM_HIP_MIN_MAX(long long, long long, long long)
PRISM_HIP_MIN_MAX(unsigned long long, unsigned long long, unsigned long long)
PRISM_HIP_MIN_MAX(long long, unsigned long long, unsigned long long)
PRISM_HIP_MIN_MAX(unsigned long long, long long, unsigned long long)
#undef PRISM_HIP_MIN_MAX

__host__ __device__ __forceinline__ float min(float A, float B) {
  return fminf(A, B);
}
__host__ __device__ __forceinline__ float max(float A, float B) {
  return fmaxf(A, B);
}
__host__ __device__ __forceinline__ double min(double A, double B) {
  return fmin(A, B);
}
__host__ __device__ __forceinline__ double max(double A, double B) {
  return fmax(A, B);
}
__host__ __device__ __forceinline__ double min(float A, double B) {
  return fmin(A, B);
}
__host__ __device__ __forceinline__ double max(float A, double B) {
  return fmax(A, B);
}
__host__ __device__ __forceinline__ double min(double A, float B) {
  return fmin(A, B);
}
__host__ __device__ __forceinline__ double max(double A, float B) {
  return fmax(A, B);
}

// Any other mix of arithmetic types (min(size_t, int), max(float, int),
// min(short, short)) compares in the type C's arithmetic gives them. An
// exact match, this template wins over the overloads above, which would each
// need a conversion (and be ambiguous among themselves); for two arguments
// of a type an overload above takes, that overload wins, being no template.
template <typename A, typename B>
using __prism_hip_arithmetic_result =
    std::enable_if_t<std::is_arithmetic_v<A> && std::is_arithmetic_v<B>,
                     decltype(A() + B())>;

/// The lesser of X and Y, or with Greater the greater; a NaN loses.
template <typename R>
__host__ __device__ __forceinline__ R __prism_hip_select(R X, R Y,
                                                         bool Greater) {
  if constexpr (std::is_floating_point_v<R>) {
    if (X != X)
      return Y;
    if (Y != Y)
      return X;
  }
  return (Greater ? X < Y : Y < X) ? Y : X;
}
template <typename A, typename B>
__host__ __device__ __forceinline__ __prism_hip_arithmetic_result<A, B>
min(A X, B Y) {
  using R = __prism_hip_arithmetic_result<A, B>;
  return __prism_hip_select<R>(X, Y, false);
}
template <typename A, typename B>
__host__ __device__ __forceinline__ __prism_hip_arithmetic_result<A, B>
max(A X, B Y) {
  using R = __prism_hip_arithmetic_result<A, B>;
  return __prism_hip_select<R>(X, Y, true);
}

#endif // HIP_HIP_MATH_FUNCTIONS_H
