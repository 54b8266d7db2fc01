//===- sycl/detail/scalar_definitions.hpp - Shared scalar builtins --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The definitions of SYCL's scalar functions that are the same C++ in host
// and device code: the half forms of the math functions (in float, the
// result rounded to half), and the relational and geometric scalar
// functions. Not part of the SYCL headers: libsycl
// (runtime/sycl/builtins.cpp) and the device library
// (device-lib/common/sycl_builtins.cpp) include it after defining the
// float and double math functions, with PRISM_SYCL_SCALAR as the device
// attribute or nothing. It uses no half operator, only its constexpr
// conversions, which device code may call without the SYCL front end's
// help.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SCALAR_DEFINITIONS_HPP
#define SYCL_DETAIL_SCALAR_DEFINITIONS_HPP

#include "prism/device/builtin_names.h"
#include "sycl/half.hpp"

#include <cstdint>

namespace sycl {

#define PRISM_SYCL_HALF_1(Name)                                                \
  PRISM_SYCL_SCALAR half Name(half X) { return half(Name(float(X))); }
#define PRISM_SYCL_HALF_2(Name)                                                \
  PRISM_SYCL_SCALAR half Name(half X, half Y) {                                \
    return half(Name(float(X), float(Y)));                                     \
  }
#define PRISM_SYCL_HALF_3(Name)                                                \
  PRISM_SYCL_SCALAR half Name(half A, half B, half C) {                        \
    return half(Name(float(A), float(B), float(C)));                           \
  }
#define PRISM_SYCL_HALF_INT(Name)                                              \
  PRISM_SYCL_SCALAR half Name(half X, int K) { return half(Name(float(X), K)); }
PRISM_MATH_UNARY(PRISM_SYCL_HALF_1)
PRISM_MATH_TERNARY(PRISM_SYCL_HALF_3)
PRISM_MATH_WITH_INT(PRISM_SYCL_HALF_INT)
PRISM_SYCL_HALF_2(atan2)
PRISM_SYCL_HALF_2(atan2pi)
PRISM_SYCL_HALF_2(copysign)
PRISM_SYCL_HALF_2(fdim)
PRISM_SYCL_HALF_2(fmax)
PRISM_SYCL_HALF_2(fmin)
PRISM_SYCL_HALF_2(fmod)
PRISM_SYCL_HALF_2(hypot)
PRISM_SYCL_HALF_2(maxmag)
PRISM_SYCL_HALF_2(minmag)
PRISM_SYCL_HALF_2(pow)
PRISM_SYCL_HALF_2(powr)
PRISM_SYCL_HALF_2(remainder)
#undef PRISM_SYCL_HALF_1
#undef PRISM_SYCL_HALF_2
#undef PRISM_SYCL_HALF_3
#undef PRISM_SYCL_HALF_INT

/// The next half after X towards Y: adjacent halves of one sign have
/// adjacent encodings.
PRISM_SYCL_SCALAR half nextafter(half X, half Y) {
  float From = X, To = Y;
  if (From != From || To != To)
    return half(From + To);
  if (From == To)
    return Y;
  if (From == 0.0f)
    return detail::half_from_bits(To > 0.0f ? 0x0001 : 0x8001);
  uint16_t Bits = detail::half_to_bits(X);
  bool AwayFromZero = (To > From) == (From > 0.0f);
  return detail::half_from_bits(uint16_t(AwayFromZero ? Bits + 1 : Bits - 1));
}

PRISM_SYCL_SCALAR int ilogb(half X) { return ilogb(float(X)); }

// The relational tests: Expr of X and Y (float and double), HalfExpr of
// the encodings B (half).
#define PRISM_SYCL_TEST_2(Name, Expr)                                          \
  PRISM_SYCL_SCALAR bool Name(float X, float Y) { return Expr; }               \
  PRISM_SYCL_SCALAR bool Name(double X, double Y) { return Expr; }             \
  PRISM_SYCL_SCALAR bool Name(half H, half G) {                                \
    float X = H, Y = G;                                                        \
    return Expr;                                                               \
  }
PRISM_SYCL_TEST_2(isequal, X == Y)
PRISM_SYCL_TEST_2(isnotequal, X != Y)
PRISM_SYCL_TEST_2(isgreater, X > Y)
PRISM_SYCL_TEST_2(isgreaterequal, X >= Y)
PRISM_SYCL_TEST_2(isless, X < Y)
PRISM_SYCL_TEST_2(islessequal, X <= Y)
PRISM_SYCL_TEST_2(islessgreater, X<Y || X> Y)
PRISM_SYCL_TEST_2(isordered, X == X && Y == Y)
PRISM_SYCL_TEST_2(isunordered, X != X || Y != Y)
#undef PRISM_SYCL_TEST_2

#define PRISM_SYCL_TEST_1(Name, Expr, HalfExpr)                                \
  PRISM_SYCL_SCALAR bool Name(float X) { return Expr; }                        \
  PRISM_SYCL_SCALAR bool Name(double X) { return Expr; }                       \
  PRISM_SYCL_SCALAR bool Name(half H) {                                        \
    unsigned B = detail::half_to_bits(H);                                      \
    return HalfExpr;                                                           \
  }
PRISM_SYCL_TEST_1(isfinite, __builtin_isfinite(X), (B & 0x7c00u) != 0x7c00u)
PRISM_SYCL_TEST_1(isinf, __builtin_isinf(X), (B & 0x7fffu) == 0x7c00u)
PRISM_SYCL_TEST_1(isnan, X != X, (B & 0x7fffu) > 0x7c00u)
PRISM_SYCL_TEST_1(isnormal, __builtin_isnormal(X),
                  (B & 0x7c00u) != 0 && (B & 0x7c00u) != 0x7c00u)
PRISM_SYCL_TEST_1(signbit, __builtin_signbit(X), (B & 0x8000u) != 0)
#undef PRISM_SYCL_TEST_1

// The geometric functions of scalars: vectors of one element.
PRISM_SYCL_SCALAR float dot(float X, float Y) { return X * Y; }
PRISM_SYCL_SCALAR float length(float P) { return fabs(P); }
PRISM_SYCL_SCALAR float distance(float P0, float P1) { return fabs(P0 - P1); }
PRISM_SYCL_SCALAR float normalize(float P) {
  return P == 0 || P != P ? P : copysign(1.0f, P);
}
PRISM_SYCL_SCALAR double dot(double X, double Y) { return X * Y; }
PRISM_SYCL_SCALAR double length(double P) { return fabs(P); }
PRISM_SYCL_SCALAR double distance(double P0, double P1) {
  return fabs(P0 - P1);
}
PRISM_SYCL_SCALAR double normalize(double P) {
  return P == 0 || P != P ? P : copysign(1.0, P);
}
PRISM_SYCL_SCALAR half dot(half X, half Y) { return half(float(X) * float(Y)); }
PRISM_SYCL_SCALAR half length(half P) { return fabs(P); }
PRISM_SYCL_SCALAR half distance(half P0, half P1) {
  return half(fabs(float(P0) - float(P1)));
}
PRISM_SYCL_SCALAR half normalize(half P) { return half(normalize(float(P))); }
PRISM_SYCL_SCALAR float fast_length(float P) { return fabs(P); }
PRISM_SYCL_SCALAR float fast_distance(float P0, float P1) {
  return fabs(P0 - P1);
}
PRISM_SYCL_SCALAR float fast_normalize(float P) { return normalize(P); }

} // namespace sycl

#endif // SYCL_DETAIL_SCALAR_DEFINITIONS_HPP
