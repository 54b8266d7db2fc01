//===- sycl/geometric_functions.hpp - SYCL 2020 geometric functions -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's geometric functions (cross, dot, distance, length, normalize
// and the float-only fast_distance, fast_length, fast_normalize) on float,
// double and half scalars, and vecs, swizzles and marrays of 2 to 4
// elements (cross: 3 or 4). As with the math functions, the scalar forms
// are only declared here and defined by libsycl and the device library;
// the rest is templates on top of the math functions, the same on host and
// device. length scales by a power of two (exactly) when the sum of
// squares would overflow or lose precision to underflow; the fast_ forms
// do not, and use half_precision's sqrt and rsqrt.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_GEOMETRIC_FUNCTIONS_HPP
#define SYCL_GEOMETRIC_FUNCTIONS_HPP

#include "sycl/detail/gentype.hpp"
#include "sycl/math_functions.hpp"
#include "sycl/relational_functions.hpp"

#include <limits>
#include <type_traits>

namespace sycl {
namespace detail {

/// A non-scalar geometric argument: 2 to 4 float-like elements.
template <typename T>
constexpr bool is_geometric_nonscalar_v =
    is_nonscalar_v<T> &&is_genfloat_v<T> &&element_count_v<T> >= 2 &&
    element_count_v<T> <= 4;

template <typename T, typename... Others>
using enable_if_geometric_t = std::enable_if_t<is_geometric_nonscalar_v<T> &&
                                               same_gentype_v<T, Others...>>;
template <typename T, typename... Others>
using enable_if_fast_geometric_t =
    std::enable_if_t<is_geometric_nonscalar_v<T> &&
                     same_gentype_v<T, Others...> &&
                     std::is_same_v<element_t<T>, float>>;

// The helpers on vecs are named apart from the public functions: an
// unqualified length(v) in user code reaches sycl::detail by
// argument-dependent lookup too (vec's bases live there).
template <typename R> element_t<R> dot_product(const R &X, const R &Y) {
  element_t<R> Sum = X[0] * Y[0];
  for (size_t I = 1; I < R::size(); ++I)
    Sum += X[I] * Y[I];
  return Sum;
}

template <typename R> element_t<R> euclidean_length(const R &P) {
  using T = element_t<R>;
  T Squares = detail::dot_product(P, P);
  if (sycl::isfinite(Squares) && Squares >= std::numeric_limits<T>::min())
    return sycl::sqrt(Squares);
  T Largest = T(0);
  for (size_t I = 0; I < R::size(); ++I)
    Largest = sycl::fmax(Largest, sycl::fabs(P[I]));
  if (Largest == T(0) || !sycl::isfinite(Largest))
    return Largest;
  int Exponent = sycl::ilogb(Largest);
  R Scaled = sycl::ldexp(P, -Exponent);
  return sycl::ldexp(sycl::sqrt(detail::dot_product(Scaled, Scaled)), Exponent);
}

template <typename R> R normalized(const R &P) {
  using T = element_t<R>;
  T Length = detail::euclidean_length(P);
  if (Length == T(0))
    return P;
  if (!sycl::isinf(Length))
    return P / Length;
  // Infinite elements: the direction of their signs alone.
  R Direction;
  for (size_t I = 0; I < R::size(); ++I)
    Direction[I] = sycl::copysign(T(sycl::isinf(P[I]) ? 1 : 0), P[I]);
  return Direction / detail::euclidean_length(Direction);
}

} // namespace detail

float dot(float, float);
double dot(double, double);
half dot(half, half);
float length(float);
double length(double);
half length(half);
float distance(float, float);
double distance(double, double);
half distance(half, half);
float normalize(float);
double normalize(double);
half normalize(half);
float fast_length(float);
float fast_distance(float, float);
float fast_normalize(float);

template <typename NonScalar1, typename NonScalar2,
          typename = detail::enable_if_geometric_t<NonScalar1, NonScalar2>>
detail::element_t<NonScalar1> dot(NonScalar1 X, NonScalar2 Y) {
  using R = detail::simplify_t<NonScalar1>;
  return detail::dot_product(R(X), R(Y));
}

/// The cross product of the first three elements; the fourth is 0.
template <typename NonScalar1, typename NonScalar2,
          typename = detail::enable_if_geometric_t<NonScalar1, NonScalar2>>
detail::simplify_t<NonScalar1> cross(NonScalar1 X, NonScalar2 Y) {
  using R = detail::simplify_t<NonScalar1>;
  static_assert(R::size() == 3 || R::size() == 4,
                "cross takes 3 or 4 elements");
  R A = X, B = Y, Result;
  Result[0] = A[1] * B[2] - A[2] * B[1];
  Result[1] = A[2] * B[0] - A[0] * B[2];
  Result[2] = A[0] * B[1] - A[1] * B[0];
  if constexpr (R::size() == 4)
    Result[3] = 0;
  return Result;
}

template <typename NonScalar,
          typename = detail::enable_if_geometric_t<NonScalar>>
detail::element_t<NonScalar> length(NonScalar P) {
  return detail::euclidean_length(detail::simplify_t<NonScalar>(P));
}

template <typename NonScalar1, typename NonScalar2,
          typename = detail::enable_if_geometric_t<NonScalar1, NonScalar2>>
detail::element_t<NonScalar1> distance(NonScalar1 P0, NonScalar2 P1) {
  using R = detail::simplify_t<NonScalar1>;
  return detail::euclidean_length(R(R(P0) - R(P1)));
}

template <typename NonScalar,
          typename = detail::enable_if_geometric_t<NonScalar>>
detail::simplify_t<NonScalar> normalize(NonScalar P) {
  return detail::normalized(detail::simplify_t<NonScalar>(P));
}

template <typename NonScalar,
          typename = detail::enable_if_fast_geometric_t<NonScalar>>
float fast_length(NonScalar P) {
  using R = detail::simplify_t<NonScalar>;
  R Value = P;
  return half_precision::sqrt(detail::dot_product(Value, Value));
}

template <typename NonScalar1, typename NonScalar2,
          typename = detail::enable_if_fast_geometric_t<NonScalar1, NonScalar2>>
float fast_distance(NonScalar1 P0, NonScalar2 P1) {
  using R = detail::simplify_t<NonScalar1>;
  return fast_length(R(R(P0) - R(P1)));
}

template <typename NonScalar,
          typename = detail::enable_if_fast_geometric_t<NonScalar>>
detail::simplify_t<NonScalar> fast_normalize(NonScalar P) {
  using R = detail::simplify_t<NonScalar>;
  R Value = P;
  float Squares = detail::dot_product(Value, Value);
  return Squares == 0.0f ? Value : Value * half_precision::rsqrt(Squares);
}

} // namespace sycl

#endif // SYCL_GEOMETRIC_FUNCTIONS_HPP
