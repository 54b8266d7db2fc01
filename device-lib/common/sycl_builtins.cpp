//===- sycl_builtins.cpp - SYCL's scalar builtin functions in device code -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The definitions, for device code, of the scalar math, relational and
// geometric functions that the SYCL headers only declare (libsycl defines
// them for host code). float and double math: each the target's OpenCL
// builtin of the same name,
//   spir64:  __spirv_ocl_<name>, which llvm-spirv 15 turns into the
//            OpenCL.std extended instruction;
//   nvptx64: libclc's <name>, declared here with C++ linkage in the global
//            namespace so that Clang mangles it as OpenCL C does
//            (_Z3sinf); this file includes no <math.h>, whose C
//            declarations would clash.
// sycl::native: the target's native_ builtins; sycl::half_precision: the
// full-precision ones. The rest, the same as in host code, is
// sycl/detail/scalar_definitions.hpp.
// The SYCL headers are not included: their declarations are host functions
// to Clang, these are device functions of the same names, to which the
// device link resolves kernels' calls.
//
// libclc's native_cos, native_exp, native_log, ... (and those built on
// them) call llvm.cos, llvm.exp, llvm.log, ..., which LLVM 15's NVPTX
// backend lowers to calls of cosf, expf, logf, ... that nothing defines.
// For nvptx64 this file defines those builtins itself, under libclc's
// names (the device library then takes nothing of libclc's for them): the
// PTX approximate instructions, as CUDA's fast math uses them. libclc's
// tgamma is off by 23 ulp near 20 for float, and for double by 35 there and
// by hundreds for large arguments (OpenCL allows 16): for nvptx64 the double
// one is the device library's own (nvptx64/tgamma.cpp, under libclc's name)
// and the float one is the double one rounded.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtin_names.h"
#include "sycl/half.hpp"

#define PRISM_SYCL_SCALAR __attribute__((device))

// The builtin's name (its argument macro-expanded first).
#ifdef __NVPTX__
#define PRISM_OCL(Name) Name
#else
#define PRISM_OCL(Name) PRISM_SPIRV_OCL(Name)
#define PRISM_SPIRV_OCL(Name) __spirv_ocl_##Name
#endif

// The target's builtins.
#define PRISM_DECLARE_1(Name)                                                  \
  PRISM_SYCL_SCALAR float PRISM_OCL(Name)(float);                              \
  PRISM_SYCL_SCALAR double PRISM_OCL(Name)(double);
#define PRISM_DECLARE_2(Name)                                                  \
  PRISM_SYCL_SCALAR float PRISM_OCL(Name)(float, float);                       \
  PRISM_SYCL_SCALAR double PRISM_OCL(Name)(double, double);
#define PRISM_DECLARE_3(Name)                                                  \
  PRISM_SYCL_SCALAR float PRISM_OCL(Name)(float, float, float);                \
  PRISM_SYCL_SCALAR double PRISM_OCL(Name)(double, double, double);
#define PRISM_DECLARE_INT(Name)                                                \
  PRISM_SYCL_SCALAR float PRISM_OCL(Name)(float, int);                         \
  PRISM_SYCL_SCALAR double PRISM_OCL(Name)(double, int);
#define PRISM_DECLARE_FAST_1(Name)                                             \
  PRISM_SYCL_SCALAR float PRISM_OCL(native_##Name)(float);
#define PRISM_DECLARE_FAST_2(Name)                                             \
  PRISM_SYCL_SCALAR float PRISM_OCL(native_##Name)(float, float);
PRISM_MATH_UNARY(PRISM_DECLARE_1)
PRISM_MATH_BINARY(PRISM_DECLARE_2)
PRISM_MATH_TERNARY(PRISM_DECLARE_3)
PRISM_MATH_WITH_INT(PRISM_DECLARE_INT)
PRISM_MATH_FAST_UNARY(PRISM_DECLARE_FAST_1)
PRISM_MATH_FAST_BINARY(PRISM_DECLARE_FAST_2)
PRISM_SYCL_SCALAR int PRISM_OCL(ilogb)(float);
PRISM_SYCL_SCALAR int PRISM_OCL(ilogb)(double);

#ifdef __NVPTX__
namespace {
PRISM_SYCL_SCALAR float approx_exp2(float X) { return __nvvm_ex2_approx_f(X); }
PRISM_SYCL_SCALAR float approx_log2(float X) { return __nvvm_lg2_approx_f(X); }
} // namespace
PRISM_SYCL_SCALAR float tgamma(float X) { return float(tgamma(double(X))); }
PRISM_SYCL_SCALAR float native_sin(float X) { return __nvvm_sin_approx_f(X); }
PRISM_SYCL_SCALAR float native_cos(float X) { return __nvvm_cos_approx_f(X); }
PRISM_SYCL_SCALAR float native_tan(float X) {
  return __nvvm_sin_approx_f(X) / __nvvm_cos_approx_f(X);
}
PRISM_SYCL_SCALAR float native_exp2(float X) { return approx_exp2(X); }
PRISM_SYCL_SCALAR float native_exp(float X) {
  return approx_exp2(X * 1.44269504089f);
}
PRISM_SYCL_SCALAR float native_exp10(float X) {
  return approx_exp2(X * 3.32192809489f);
}
PRISM_SYCL_SCALAR float native_log2(float X) { return approx_log2(X); }
PRISM_SYCL_SCALAR float native_log(float X) {
  return approx_log2(X) * 0.69314718056f;
}
PRISM_SYCL_SCALAR float native_log10(float X) {
  return approx_log2(X) * 0.30102999566f;
}
PRISM_SYCL_SCALAR float native_powr(float X, float Y) {
  return approx_exp2(Y * approx_log2(X));
}
#endif

namespace sycl {

#define PRISM_SYCL_1(Name)                                                     \
  PRISM_SYCL_SCALAR float Name(float X) { return ::PRISM_OCL(Name)(X); }       \
  PRISM_SYCL_SCALAR double Name(double X) { return ::PRISM_OCL(Name)(X); }
#define PRISM_SYCL_2(Name)                                                     \
  PRISM_SYCL_SCALAR float Name(float X, float Y) {                             \
    return ::PRISM_OCL(Name)(X, Y);                                            \
  }                                                                            \
  PRISM_SYCL_SCALAR double Name(double X, double Y) {                          \
    return ::PRISM_OCL(Name)(X, Y);                                            \
  }
#define PRISM_SYCL_3(Name)                                                     \
  PRISM_SYCL_SCALAR float Name(float A, float B, float C) {                    \
    return ::PRISM_OCL(Name)(A, B, C);                                         \
  }                                                                            \
  PRISM_SYCL_SCALAR double Name(double A, double B, double C) {                \
    return ::PRISM_OCL(Name)(A, B, C);                                         \
  }
#define PRISM_SYCL_INT(Name)                                                   \
  PRISM_SYCL_SCALAR float Name(float X, int K) {                               \
    return ::PRISM_OCL(Name)(X, K);                                            \
  }                                                                            \
  PRISM_SYCL_SCALAR double Name(double X, int K) {                             \
    return ::PRISM_OCL(Name)(X, K);                                            \
  }
PRISM_MATH_UNARY(PRISM_SYCL_1)
PRISM_MATH_BINARY(PRISM_SYCL_2)
PRISM_MATH_TERNARY(PRISM_SYCL_3)
PRISM_MATH_WITH_INT(PRISM_SYCL_INT)
PRISM_SYCL_SCALAR int ilogb(float X) { return ::PRISM_OCL(ilogb)(X); }
PRISM_SYCL_SCALAR int ilogb(double X) { return ::PRISM_OCL(ilogb)(X); }

namespace native {
#define PRISM_SYCL_NATIVE_1(Name)                                              \
  PRISM_SYCL_SCALAR float Name(float X) {                                      \
    return ::PRISM_OCL(native_##Name)(X);                                      \
  }
#define PRISM_SYCL_NATIVE_2(Name)                                              \
  PRISM_SYCL_SCALAR float Name(float X, float Y) {                             \
    return ::PRISM_OCL(native_##Name)(X, Y);                                   \
  }
PRISM_MATH_FAST_UNARY(PRISM_SYCL_NATIVE_1)
PRISM_MATH_FAST_BINARY(PRISM_SYCL_NATIVE_2)
} // namespace native

// half_precision: the full-precision functions, which are within its
// bounds. (PoCL 3.1's library has no half_ builtins, and libclc's call the
// full-precision ones.)
namespace half_precision {
#define PRISM_SYCL_HALF_PRECISION_1(Name)                                      \
  PRISM_SYCL_SCALAR float Name(float X) { return sycl::Name(X); }
PRISM_SYCL_HALF_PRECISION_1(cos)
PRISM_SYCL_SCALAR float divide(float X, float Y) { return X / Y; }
PRISM_SYCL_HALF_PRECISION_1(exp)
PRISM_SYCL_HALF_PRECISION_1(exp2)
PRISM_SYCL_HALF_PRECISION_1(exp10)
PRISM_SYCL_HALF_PRECISION_1(log)
PRISM_SYCL_HALF_PRECISION_1(log2)
PRISM_SYCL_HALF_PRECISION_1(log10)
PRISM_SYCL_SCALAR float powr(float X, float Y) { return sycl::powr(X, Y); }
PRISM_SYCL_SCALAR float recip(float X) { return 1.0f / X; }
PRISM_SYCL_HALF_PRECISION_1(rsqrt)
PRISM_SYCL_HALF_PRECISION_1(sin)
PRISM_SYCL_HALF_PRECISION_1(sqrt)
PRISM_SYCL_HALF_PRECISION_1(tan)
} // namespace half_precision

} // namespace sycl

#include "sycl/detail/scalar_definitions.hpp"
