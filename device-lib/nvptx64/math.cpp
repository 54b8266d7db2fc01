//===- math.cpp - C math library for nvptx64 ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In CUDA device mode without the CUDA SDK (-nocudainc -nocudalib), Clang
// leaves <math.h> calls as calls to the plain C names (tanhf, erf, ...).
// Each is defined here, float and double, through libclc's OpenCL builtin
// of the same name (nvptx64--nvidiacl.bc from Debian's libclc-15), named by
// its Itanium mangling with an asm label since the C and C++ names clash.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"

// NameLength is the length of Name, as the Itanium mangling spells it.
#define PRISM_CLC_UNARY(NameLength, Name)                                      \
  PRISM_DEVICE_FN float prism_clc_##Name##f(float) __asm__(                    \
      "_Z" #NameLength #Name "f");                                             \
  PRISM_DEVICE_FN double prism_clc_##Name(double) __asm__(                     \
      "_Z" #NameLength #Name "d");                                             \
  extern "C" PRISM_DEVICE_FN float Name##f(float X) {                          \
    return prism_clc_##Name##f(X);                                             \
  }                                                                            \
  extern "C" PRISM_DEVICE_FN double Name(double X) {                           \
    return prism_clc_##Name(X);                                                \
  }

#define PRISM_CLC_BINARY(NameLength, Name)                                     \
  PRISM_DEVICE_FN float prism_clc_##Name##f(float, float) __asm__(             \
      "_Z" #NameLength #Name "ff");                                            \
  PRISM_DEVICE_FN double prism_clc_##Name(double, double) __asm__(             \
      "_Z" #NameLength #Name "dd");                                            \
  extern "C" PRISM_DEVICE_FN float Name##f(float X, float Y) {                 \
    return prism_clc_##Name##f(X, Y);                                          \
  }                                                                            \
  extern "C" PRISM_DEVICE_FN double Name(double X, double Y) {                 \
    return prism_clc_##Name(X, Y);                                             \
  }

// Trigonometric and hyperbolic.
PRISM_CLC_UNARY(3, sin)
PRISM_CLC_UNARY(3, cos)
PRISM_CLC_UNARY(3, tan)
PRISM_CLC_UNARY(4, asin)
PRISM_CLC_UNARY(4, acos)
PRISM_CLC_UNARY(4, atan)
PRISM_CLC_BINARY(5, atan2)
PRISM_CLC_UNARY(4, sinh)
PRISM_CLC_UNARY(4, cosh)
PRISM_CLC_UNARY(4, tanh)
PRISM_CLC_UNARY(5, asinh)
PRISM_CLC_UNARY(5, acosh)
PRISM_CLC_UNARY(5, atanh)
// Exponential, logarithmic and power.
PRISM_CLC_UNARY(3, exp)
PRISM_CLC_UNARY(4, exp2)
PRISM_CLC_UNARY(5, expm1)
PRISM_CLC_UNARY(3, log)
PRISM_CLC_UNARY(4, log2)
PRISM_CLC_UNARY(5, log10)
PRISM_CLC_UNARY(5, log1p)
PRISM_CLC_BINARY(3, pow)
PRISM_CLC_UNARY(4, sqrt)
PRISM_CLC_UNARY(4, cbrt)
PRISM_CLC_BINARY(5, hypot)
// Error and gamma functions.
PRISM_CLC_UNARY(3, erf)
PRISM_CLC_UNARY(4, erfc)
PRISM_CLC_UNARY(6, lgamma)
PRISM_CLC_UNARY(6, tgamma)
// Rounding, remainders and manipulation.
PRISM_CLC_UNARY(4, fabs)
PRISM_CLC_UNARY(5, floor)
PRISM_CLC_UNARY(4, ceil)
PRISM_CLC_UNARY(5, trunc)
PRISM_CLC_UNARY(5, round)
PRISM_CLC_UNARY(4, rint)
PRISM_CLC_BINARY(4, fmod)
PRISM_CLC_BINARY(9, remainder)
PRISM_CLC_BINARY(8, copysign)
PRISM_CLC_BINARY(4, fmin)
PRISM_CLC_BINARY(4, fmax)
PRISM_CLC_BINARY(4, fdim)
PRISM_CLC_BINARY(9, nextafter)
PRISM_CLC_UNARY(4, logb)
// CUDA's functions that C lacks (rsqrtf, sinpif, ...), under CUDA's names
// (include/hip/hip_math_functions.h declares them).
PRISM_CLC_UNARY(5, rsqrt)
PRISM_CLC_UNARY(5, exp10)
PRISM_CLC_UNARY(5, sinpi)
PRISM_CLC_UNARY(5, cospi)

// fma has three operands, so it does not fit the macros above.
PRISM_DEVICE_FN float prism_clc_fmaf(float, float, float) __asm__("_Z3fmafff");
PRISM_DEVICE_FN double prism_clc_fma(double, double, double) __asm__(
    "_Z3fmaddd");
extern "C" PRISM_DEVICE_FN float fmaf(float X, float Y, float Z) {
  return prism_clc_fmaf(X, Y, Z);
}
extern "C" PRISM_DEVICE_FN double fma(double X, double Y, double Z) {
  return prism_clc_fma(X, Y, Z);
}

// ilogb and ldexp take or give an int.
PRISM_DEVICE_FN int prism_clc_ilogbf(float) __asm__("_Z5ilogbf");
PRISM_DEVICE_FN int prism_clc_ilogb(double) __asm__("_Z5ilogbd");
extern "C" PRISM_DEVICE_FN int ilogbf(float X) { return prism_clc_ilogbf(X); }
extern "C" PRISM_DEVICE_FN int ilogb(double X) { return prism_clc_ilogb(X); }
PRISM_DEVICE_FN float prism_clc_ldexpf(float, int) __asm__("_Z5ldexpfi");
PRISM_DEVICE_FN double prism_clc_ldexp(double, int) __asm__("_Z5ldexpdi");
extern "C" PRISM_DEVICE_FN float ldexpf(float X, int E) {
  return prism_clc_ldexpf(X, E);
}
extern "C" PRISM_DEVICE_FN double ldexp(double X, int E) {
  return prism_clc_ldexp(X, E);
}
