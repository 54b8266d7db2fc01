//===- builtins.cpp - SYCL's scalar builtin functions in host code --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The definitions, for host code, of the scalar math, relational and
// geometric functions that the SYCL headers only declare (the device
// library defines them for device code). float and double math: the C
// library's function where C has one, host_math.h where it does not; the
// native and half_precision forms are the full-precision ones. The rest,
// the same as in device code, is sycl/detail/scalar_definitions.hpp.
//
//===----------------------------------------------------------------------===//
#include "host_math.h"
#include "sycl/geometric_functions.hpp"
#include "sycl/math_functions.hpp"
#include "sycl/relational_functions.hpp"

namespace sycl {

// Name on float (F) and double (D).
#define PRISM_HOST_1(Name, F, D)                                               \
  float Name(float X) { return F(X); }                                         \
  double Name(double X) { return D(X); }
#define PRISM_HOST_2(Name, F, D)                                               \
  float Name(float X, float Y) { return F(X, Y); }                             \
  double Name(double X, double Y) { return D(X, Y); }
#define PRISM_HOST_3(Name, F, D)                                               \
  float Name(float A, float B, float C) { return F(A, B, C); }                 \
  double Name(double A, double B, double C) { return D(A, B, C); }
#define PRISM_HOST_INT(Name, F, D)                                             \
  float Name(float X, int K) { return F(X, K); }                               \
  double Name(double X, int K) { return D(X, K); }

// The builtins of C's <math.h>, float and double.
#define PRISM_HOST_C_1(Name)                                                   \
  PRISM_HOST_1(Name, __builtin_##Name##f, __builtin_##Name)
#define PRISM_HOST_C_2(Name)                                                   \
  PRISM_HOST_2(Name, __builtin_##Name##f, __builtin_##Name)
// The functions of host_math.h.
#define PRISM_HOST_OWN_1(Name)                                                 \
  PRISM_HOST_1(Name, detail::host_math::Name, detail::host_math::Name)
#define PRISM_HOST_OWN_2(Name)                                                 \
  PRISM_HOST_2(Name, detail::host_math::Name, detail::host_math::Name)

PRISM_HOST_C_1(acos)
PRISM_HOST_C_1(acosh)
PRISM_HOST_OWN_1(acospi)
PRISM_HOST_C_1(asin)
PRISM_HOST_C_1(asinh)
PRISM_HOST_OWN_1(asinpi)
PRISM_HOST_C_1(atan)
PRISM_HOST_C_1(atanh)
PRISM_HOST_OWN_1(atanpi)
PRISM_HOST_C_1(cbrt)
PRISM_HOST_C_1(ceil)
PRISM_HOST_C_1(cos)
PRISM_HOST_C_1(cosh)
PRISM_HOST_OWN_1(cospi)
PRISM_HOST_C_1(erfc)
PRISM_HOST_C_1(erf)
PRISM_HOST_C_1(exp)
PRISM_HOST_C_1(exp2)
PRISM_HOST_OWN_1(exp10)
PRISM_HOST_C_1(expm1)
PRISM_HOST_C_1(fabs)
PRISM_HOST_C_1(floor)
PRISM_HOST_C_1(lgamma)
PRISM_HOST_C_1(log)
PRISM_HOST_C_1(log2)
PRISM_HOST_C_1(log10)
PRISM_HOST_C_1(log1p)
PRISM_HOST_C_1(logb)
PRISM_HOST_C_1(rint)
PRISM_HOST_C_1(round)
PRISM_HOST_OWN_1(rsqrt)
PRISM_HOST_C_1(sin)
PRISM_HOST_C_1(sinh)
PRISM_HOST_OWN_1(sinpi)
PRISM_HOST_C_1(sqrt)
PRISM_HOST_C_1(tan)
PRISM_HOST_C_1(tanh)
PRISM_HOST_OWN_1(tanpi)
PRISM_HOST_C_1(tgamma)
PRISM_HOST_C_1(trunc)

PRISM_HOST_C_2(atan2)
PRISM_HOST_OWN_2(atan2pi)
PRISM_HOST_C_2(copysign)
PRISM_HOST_C_2(fdim)
PRISM_HOST_C_2(fmax)
PRISM_HOST_C_2(fmin)
PRISM_HOST_C_2(fmod)
PRISM_HOST_C_2(hypot)
PRISM_HOST_OWN_2(maxmag)
PRISM_HOST_OWN_2(minmag)
PRISM_HOST_C_2(pow)
PRISM_HOST_OWN_2(powr)
PRISM_HOST_C_2(remainder)
PRISM_HOST_2(nextafter, __builtin_nextafterf, __builtin_nextafter)

PRISM_HOST_3(fma, __builtin_fmaf, __builtin_fma)
PRISM_HOST_3(mad, detail::host_math::mad, detail::host_math::mad)

PRISM_HOST_INT(ldexp, __builtin_ldexpf, __builtin_ldexp)
PRISM_HOST_INT(pown, detail::host_math::pown, detail::host_math::pown)
PRISM_HOST_INT(rootn, detail::host_math::rootn, detail::host_math::rootn)

int ilogb(float X) { return __builtin_ilogbf(X); }
int ilogb(double X) { return __builtin_ilogb(X); }

// native and half_precision: the full-precision functions.
#define PRISM_HOST_FAST_1(Name)                                                \
  float Name(float X) { return sycl::Name(X); }
#define PRISM_HOST_FAST_2(Name)                                                \
  float Name(float X, float Y) { return sycl::Name(X, Y); }
#define PRISM_HOST_FAST                                                        \
  PRISM_HOST_FAST_1(cos)                                                       \
  float divide(float X, float Y) { return X / Y; }                             \
  PRISM_HOST_FAST_1(exp)                                                       \
  PRISM_HOST_FAST_1(exp2)                                                      \
  PRISM_HOST_FAST_1(exp10)                                                     \
  PRISM_HOST_FAST_1(log)                                                       \
  PRISM_HOST_FAST_1(log2)                                                      \
  PRISM_HOST_FAST_1(log10)                                                     \
  PRISM_HOST_FAST_2(powr)                                                      \
  float recip(float X) { return 1.0f / X; }                                    \
  PRISM_HOST_FAST_1(rsqrt)                                                     \
  PRISM_HOST_FAST_1(sin)                                                       \
  PRISM_HOST_FAST_1(sqrt)                                                      \
  PRISM_HOST_FAST_1(tan)
namespace native {
PRISM_HOST_FAST
} // namespace native
namespace half_precision {
PRISM_HOST_FAST
} // namespace half_precision

} // namespace sycl

#define PRISM_SYCL_SCALAR
#include "sycl/detail/scalar_definitions.hpp"
