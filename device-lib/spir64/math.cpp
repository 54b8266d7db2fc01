//===- math.cpp - C math library for spir64 -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In HIP device mode for spirv64, Clang leaves every <math.h> call as a call
// to the plain C name (sinf, sqrt, fabsf, ...; none becomes an llvm.*
// intrinsic), which no device runtime resolves. Each is defined here, float
// and double, through the OpenCL.std builtin __spirv_ocl_<name>, which
// llvm-spirv 15 turns into an OpenCL.std extended instruction.
//
//===----------------------------------------------------------------------===//
#include "spirv_builtins.h"

#define PRISM_OCL_UNARY(name)                                                  \
  PRISM_DEVICE_FN float __spirv_ocl_##name(float);                             \
  PRISM_DEVICE_FN double __spirv_ocl_##name(double);                           \
  extern "C" PRISM_DEVICE_FN float name##f(float X) {                          \
    return __spirv_ocl_##name(X);                                              \
  }                                                                            \
  extern "C" PRISM_DEVICE_FN double name(double X) {                           \
    return __spirv_ocl_##name(X);                                              \
  }

#define PRISM_OCL_BINARY(name)                                                 \
  PRISM_DEVICE_FN float __spirv_ocl_##name(float, float);                      \
  PRISM_DEVICE_FN double __spirv_ocl_##name(double, double);                   \
  extern "C" PRISM_DEVICE_FN float name##f(float X, float Y) {                 \
    return __spirv_ocl_##name(X, Y);                                           \
  }                                                                            \
  extern "C" PRISM_DEVICE_FN double name(double X, double Y) {                 \
    return __spirv_ocl_##name(X, Y);                                           \
  }

// Trigonometric and hyperbolic.
PRISM_OCL_UNARY(sin)
PRISM_OCL_UNARY(cos)
PRISM_OCL_UNARY(tan)
PRISM_OCL_UNARY(asin)
PRISM_OCL_UNARY(acos)
PRISM_OCL_UNARY(atan)
PRISM_OCL_BINARY(atan2)
PRISM_OCL_UNARY(sinh)
PRISM_OCL_UNARY(cosh)
PRISM_OCL_UNARY(tanh)
PRISM_OCL_UNARY(asinh)
PRISM_OCL_UNARY(acosh)
PRISM_OCL_UNARY(atanh)

// Exponential, logarithmic and power.
PRISM_OCL_UNARY(exp)
PRISM_OCL_UNARY(exp2)
PRISM_OCL_UNARY(expm1)
PRISM_OCL_UNARY(log)
PRISM_OCL_UNARY(log2)
PRISM_OCL_UNARY(log10)
PRISM_OCL_UNARY(log1p)
PRISM_OCL_BINARY(pow)
PRISM_OCL_UNARY(sqrt)
PRISM_OCL_UNARY(cbrt)
PRISM_OCL_BINARY(hypot)

// Error and gamma functions.
PRISM_OCL_UNARY(erf)
PRISM_OCL_UNARY(erfc)
PRISM_OCL_UNARY(lgamma)
PRISM_OCL_UNARY(tgamma)

// Rounding, remainders and manipulation.
PRISM_OCL_UNARY(fabs)
PRISM_OCL_UNARY(floor)
PRISM_OCL_UNARY(ceil)
PRISM_OCL_UNARY(trunc)
PRISM_OCL_UNARY(round)
PRISM_OCL_UNARY(rint)
PRISM_OCL_BINARY(fmod)
PRISM_OCL_BINARY(remainder)
PRISM_OCL_BINARY(copysign)
PRISM_OCL_BINARY(fmin)
PRISM_OCL_BINARY(fmax)
PRISM_OCL_BINARY(fdim)
PRISM_OCL_BINARY(nextafter)
PRISM_OCL_UNARY(logb)

// CUDA's functions that C lacks (rsqrtf, sinpif, ...), under CUDA's names
// (include/hip/hip_math_functions.h declares them).
PRISM_OCL_UNARY(rsqrt)
PRISM_OCL_UNARY(exp10)
PRISM_OCL_UNARY(sinpi)
PRISM_OCL_UNARY(cospi)

// fma has three operands, so it does not fit the macros above.
PRISM_DEVICE_FN float __spirv_ocl_fma(float, float, float);
PRISM_DEVICE_FN double __spirv_ocl_fma(double, double, double);
extern "C" PRISM_DEVICE_FN float fmaf(float X, float Y, float Z) {
  return __spirv_ocl_fma(X, Y, Z);
}
extern "C" PRISM_DEVICE_FN double fma(double X, double Y, double Z) {
  return __spirv_ocl_fma(X, Y, Z);
}

// ilogb and ldexp take or give an int.
PRISM_DEVICE_FN int __spirv_ocl_ilogb(float);
PRISM_DEVICE_FN int __spirv_ocl_ilogb(double);
extern "C" PRISM_DEVICE_FN int ilogbf(float X) { return __spirv_ocl_ilogb(X); }
extern "C" PRISM_DEVICE_FN int ilogb(double X) { return __spirv_ocl_ilogb(X); }
PRISM_DEVICE_FN float __spirv_ocl_ldexp(float, int);
PRISM_DEVICE_FN double __spirv_ocl_ldexp(double, int);
extern "C" PRISM_DEVICE_FN float ldexpf(float X, int E) {
  return __spirv_ocl_ldexp(X, E);
}
extern "C" PRISM_DEVICE_FN double ldexp(double X, int E) {
  return __spirv_ocl_ldexp(X, E);
}
