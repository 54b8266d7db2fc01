//===- prism/device/builtin_names.h - OpenCL math builtins, by shape ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The OpenCL math and relational builtins that SYCL's scalar functions are
// named after, once each, as X-macro lists by the shape of their
// arguments, for the places that declare or define one function per name:
// the SYCL headers (declarations), libsycl (host definitions) and the
// device library (device definitions, as the builtin of the same name).
// The native_ and half_ forms (sycl::native and sycl::half_precision) are
// listed by their bare names.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_BUILTIN_NAMES_H
#define PRISM_DEVICE_BUILTIN_NAMES_H

// The lists read best as they are.
// clang-format off

// gentype f(gentype)
#define PRISM_MATH_UNARY(X)                                                    \
  X(acos) X(acosh) X(acospi) X(asin) X(asinh) X(asinpi) X(atan) X(atanh)       \
  X(atanpi) X(cbrt) X(ceil) X(cos) X(cosh) X(cospi) X(erfc) X(erf) X(exp)      \
  X(exp2) X(exp10) X(expm1) X(fabs) X(floor) X(lgamma) X(log) X(log2)          \
  X(log10) X(log1p) X(logb) X(rint) X(round) X(rsqrt) X(sin) X(sinh)          \
  X(sinpi) X(sqrt) X(tan) X(tanh) X(tanpi) X(tgamma) X(trunc)
// gentype f(gentype, gentype)
#define PRISM_MATH_BINARY(X)                                                   \
  X(atan2) X(atan2pi) X(copysign) X(fdim) X(fmax) X(fmin) X(fmod) X(hypot)     \
  X(maxmag) X(minmag) X(nextafter) X(pow) X(powr) X(remainder)
// gentype f(gentype, gentype, gentype)
#define PRISM_MATH_TERNARY(X) X(fma) X(mad)
// gentype f(gentype, intn): n as many lanes as gentype
#define PRISM_MATH_WITH_INT(X) X(ldexp) X(pown) X(rootn)
// float-only native_ and half_ forms of f(gentype)
#define PRISM_MATH_FAST_UNARY(X)                                               \
  X(cos) X(exp) X(exp2) X(exp10) X(log) X(log2) X(log10) X(recip) X(rsqrt)     \
  X(sin) X(sqrt) X(tan)
// float-only native_ and half_ forms of f(gentype, gentype)
#define PRISM_MATH_FAST_BINARY(X) X(divide) X(powr)

// bool f(gentype)
#define PRISM_RELATIONAL_UNARY(X)                                              \
  X(isfinite) X(isinf) X(isnan) X(isnormal) X(signbit)
// bool f(gentype, gentype)
#define PRISM_RELATIONAL_BINARY(X)                                             \
  X(isequal) X(isnotequal) X(isgreater) X(isgreaterequal) X(isless)            \
  X(islessequal) X(islessgreater) X(isordered) X(isunordered)

// clang-format on

#endif // PRISM_DEVICE_BUILTIN_NAMES_H
