//===- sycl/detail/gentype.hpp - The argument types of SYCL's builtins ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL's math, integer, common, geometric and relational functions take a
// scalar, or a "non-scalar": a vec, a swizzle of one (taken as that vec),
// or an marray, and work element by element. These traits name the shapes
// and element types the functions' constraints need, and element() lets
// one loop serve scalars (one element, itself) and non-scalars alike.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_GENTYPE_HPP
#define SYCL_DETAIL_GENTYPE_HPP

#include "sycl/half.hpp"
#include "sycl/marray.hpp"
#include "sycl/vec.hpp"

#include <cstddef>
#include <type_traits>

namespace sycl {
namespace detail {

/// A swizzle as the vec it converts to; any other type as itself.
template <typename T> struct simplify { using type = T; };
template <typename VecT, typename ResultT, int... Indexes>
struct simplify<swizzled_vec<VecT, ResultT, Indexes...>> {
  using type = ResultT;
};
template <typename T> using simplify_t = typename simplify<T>::type;

/// The element type and count of a scalar (itself, 1), vec or marray.
template <typename T> struct element_info {
  using type = T;
  static constexpr size_t count = 1;
};
template <typename T, int N> struct element_info<vec<T, N>> {
  using type = T;
  static constexpr size_t count = N;
};
template <typename T, size_t N> struct element_info<marray<T, N>> {
  using type = T;
  static constexpr size_t count = N;
};
template <typename T>
using element_t = typename element_info<simplify_t<T>>::type;
template <typename T>
constexpr size_t element_count_v = element_info<simplify_t<T>>::count;

/// The same shape (scalar, vec<_, N>, marray<_, N>) with elements U.
template <typename T, typename U> struct rebind { using type = U; };
template <typename T, int N, typename U> struct rebind<vec<T, N>, U> {
  using type = vec<U, N>;
};
template <typename T, size_t N, typename U> struct rebind<marray<T, N>, U> {
  using type = marray<U, N>;
};
template <typename T, typename U>
using rebind_t = typename rebind<simplify_t<T>, U>::type;

template <typename T>
constexpr bool is_nonscalar_v =
    is_vec<simplify_t<T>>::value || is_marray<T>::value;

template <typename T>
constexpr bool is_float_element_v =
    std::is_same_v<T, float> || std::is_same_v<T, double> ||
    std::is_same_v<T, half>;
template <typename T>
constexpr bool is_int_element_v =
    std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <typename T>
constexpr bool is_genfloat_v = is_float_element_v<element_t<T>>;
template <typename T>
constexpr bool is_geninteger_v = is_int_element_v<element_t<T>>;

/// Whether T and Others... are one gentype: the same scalar type, the same
/// marray type, or vecs and swizzles of one vec type.
template <typename T, typename... Others>
constexpr bool
    same_gentype_v = (std::is_same_v<simplify_t<T>, simplify_t<Others>> && ...);

template <typename T>
using enable_if_genfloat_nonscalar_t =
    std::enable_if_t<is_nonscalar_v<T> && is_genfloat_v<T>>;
template <typename T, typename... Others>
using enable_if_same_genfloat_nonscalar_t =
    std::enable_if_t<is_nonscalar_v<T> && is_genfloat_v<T> &&
                     same_gentype_v<T, Others...>>;

/// Element Index of X: X itself for a scalar.
template <typename T> decltype(auto) element(T &X, size_t Index) {
  if constexpr (is_nonscalar_v<T>)
    return (X[Index]);
  else
    return (X);
}

/// A scalar function applied element by element to arguments of one shape
/// (scalars, or non-scalars of as many elements): each<T1, T2...>::call<F>
/// for F of the elements' types. F is a template argument, not a
/// parameter, so that even unoptimised device code calls it directly
/// (SPIR-V for OpenCL has no function pointers); naming it there picks the
/// overload of those types.
template <typename T1, typename... T2> struct each {
  using function_t = element_t<T1> (*)(element_t<T1>, element_t<T2>...);
  template <function_t F> static simplify_t<T1> call(T1 X, T2... Y) {
    simplify_t<T1> Result = X;
    for (size_t I = 0; I < element_count_v<T1>; ++I)
      element(Result, I) = F(element(Result, I), element(Y, I)...);
    return Result;
  }
};

/// The results of functions of one integer gentype, of one float-like one
/// and, non-scalar, of one float-like one (whose scalar forms are overloads
/// of their own): the first argument's type.
template <typename T, typename... Others>
using geninteger_result_t =
    std::enable_if_t<is_geninteger_v<T> && same_gentype_v<T, Others...>,
                     simplify_t<T>>;
template <typename T, typename... Others>
using genfloat_result_t =
    std::enable_if_t<is_genfloat_v<T> && same_gentype_v<T, Others...>,
                     simplify_t<T>>;
template <typename T, typename... Others>
using genfloat_nonscalar_result_t =
    std::enable_if_t<is_nonscalar_v<T> && is_genfloat_v<T> &&
                         same_gentype_v<T, Others...>,
                     simplify_t<T>>;

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_GENTYPE_HPP
