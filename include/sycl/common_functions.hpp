//===- sycl/common_functions.hpp - SYCL 2020 common functions -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's common functions (clamp, degrees, max, min, mix, radians,
// step, smoothstep, sign) on float, double and half scalars and
// non-scalars; clamp, max and min also take the integer types, for which
// SYCL lists them among the integer functions. Plain C++ on top of the
// math functions, the same on host and device.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_COMMON_FUNCTIONS_HPP
#define SYCL_COMMON_FUNCTIONS_HPP

#include "sycl/detail/gentype.hpp"
#include "sycl/math_functions.hpp"

#include <type_traits>

namespace sycl {
namespace detail {
namespace common {

/// The type the computations on T happen in: float for half.
template <typename T>
using compute_t = std::conditional_t<std::is_same_v<T, half>, float, T>;

template <typename T> T clamp(T X, T Lo, T Hi) {
  if constexpr (is_float_element_v<T>)
    return sycl::fmin(sycl::fmax(X, Lo), Hi);
  else
    return X < Lo ? Lo : Hi < X ? Hi : X;
}
template <typename T> T max(T X, T Y) { return X < Y ? Y : X; }
template <typename T> T min(T X, T Y) { return Y < X ? Y : X; }

template <typename T> T degrees(T Radians) {
  using C = compute_t<T>;
  return T(C(Radians) * C(57.295779513082320876798154814105));
}
template <typename T> T radians(T Degrees) {
  using C = compute_t<T>;
  return T(C(Degrees) * C(0.017453292519943295769236907684886));
}
template <typename T> T mix(T X, T Y, T A) {
  using C = compute_t<T>;
  return T(C(X) + (C(Y) - C(X)) * C(A));
}
template <typename T> T step(T Edge, T X) { return X < Edge ? T(0) : T(1); }
template <typename T> T smoothstep(T Edge0, T Edge1, T X) {
  using C = compute_t<T>;
  C Ratio = (C(X) - C(Edge0)) / (C(Edge1) - C(Edge0));
  C Clamped = clamp(Ratio, C(0), C(1));
  return T(Clamped * Clamped * (C(3) - C(2) * Clamped));
}
template <typename T> T sign(T X) {
  if (X > T(0))
    return T(1);
  if (X < T(0))
    return T(-1);
  return X == X ? X : T(0);
}

} // namespace common
} // namespace detail

namespace detail {
template <typename T, typename... Others>
using arith_result_t =
    std::enable_if_t<(is_genfloat_v<T> ||
                      is_geninteger_v<T>)&&same_gentype_v<T, Others...>,
                     simplify_t<T>>;
template <typename T>
constexpr bool is_nonscalar_arith_v = is_nonscalar_v<T> &&
                                      (is_genfloat_v<T> || is_geninteger_v<T>);
template <typename T>
constexpr bool is_nonscalar_float_v = is_nonscalar_v<T> &&is_genfloat_v<T>;
} // namespace detail

/// Name on arguments of one gentype, scalar or not, element by element;
/// Result is the result type if the arguments qualify.
#define PRISM_SYCL_COMMON(Name, Result)                                        \
  template <typename Gen1, typename... Gen2>                                   \
  detail::Result<Gen1, Gen2...> Name(Gen1 X, Gen2... Y) {                      \
    return detail::each<Gen1, Gen2...>::template call<detail::common::Name>(   \
        X, Y...);                                                              \
  }
PRISM_SYCL_COMMON(clamp, arith_result_t)
PRISM_SYCL_COMMON(max, arith_result_t)
PRISM_SYCL_COMMON(min, arith_result_t)
PRISM_SYCL_COMMON(degrees, genfloat_result_t)
PRISM_SYCL_COMMON(radians, genfloat_result_t)
PRISM_SYCL_COMMON(sign, genfloat_result_t)
PRISM_SYCL_COMMON(mix, genfloat_result_t)
PRISM_SYCL_COMMON(step, genfloat_result_t)
PRISM_SYCL_COMMON(smoothstep, genfloat_result_t)
#undef PRISM_SYCL_COMMON

// The forms with scalars for some arguments, each scalar standing for
// every element.

template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_arith_v<NonScalar>>>
detail::simplify_t<NonScalar> clamp(NonScalar X,
                                    typename NonScalar::value_type Lo,
                                    typename NonScalar::value_type Hi) {
  using R = detail::simplify_t<NonScalar>;
  return clamp(R(X), R(Lo), R(Hi));
}
template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_arith_v<NonScalar>>>
detail::simplify_t<NonScalar> max(NonScalar X,
                                  typename NonScalar::value_type Y) {
  using R = detail::simplify_t<NonScalar>;
  return max(R(X), R(Y));
}
template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_arith_v<NonScalar>>>
detail::simplify_t<NonScalar> min(NonScalar X,
                                  typename NonScalar::value_type Y) {
  using R = detail::simplify_t<NonScalar>;
  return min(R(X), R(Y));
}
template <
    typename NonScalar1, typename NonScalar2,
    typename = std::enable_if_t<detail::is_nonscalar_float_v<NonScalar1> &&
                                detail::same_gentype_v<NonScalar1, NonScalar2>>>
detail::simplify_t<NonScalar1> mix(NonScalar1 X, NonScalar2 Y,
                                   typename NonScalar1::value_type A) {
  using R = detail::simplify_t<NonScalar1>;
  return mix(R(X), R(Y), R(A));
}
template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_float_v<NonScalar>>>
detail::simplify_t<NonScalar> step(typename NonScalar::value_type Edge,
                                   NonScalar X) {
  using R = detail::simplify_t<NonScalar>;
  return step(R(Edge), R(X));
}
template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_float_v<NonScalar>>>
detail::simplify_t<NonScalar> smoothstep(typename NonScalar::value_type Edge0,
                                         typename NonScalar::value_type Edge1,
                                         NonScalar X) {
  using R = detail::simplify_t<NonScalar>;
  return smoothstep(R(Edge0), R(Edge1), R(X));
}

} // namespace sycl

#endif // SYCL_COMMON_FUNCTIONS_HPP
