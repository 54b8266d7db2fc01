//===- sycl/relational_functions.hpp - SYCL 2020 relational functions -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's relational functions: the comparisons and classifications
// of float, double and half (isequal ... isunordered, isfinite, isinf,
// isnan, isnormal, signbit), any, all, bitselect and select. A scalar test
// gives bool; a vec one gives -1 (true) or 0 (false) per element in signed
// integers as large as the elements, an marray one marray<bool, N>.
//
// As with the math functions, the scalar tests are only declared here and
// defined by libsycl (host) and the device library (device); the rest is
// templates, the same on host and device.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_RELATIONAL_FUNCTIONS_HPP
#define SYCL_RELATIONAL_FUNCTIONS_HPP

#include "prism/device/builtin_names.h"
#include "sycl/detail/gentype.hpp"

#include <cstdint>
#include <type_traits>

namespace sycl {

#define PRISM_SYCL_DECLARE_TEST_1(Name)                                        \
  bool Name(float);                                                            \
  bool Name(double);                                                           \
  bool Name(half);
#define PRISM_SYCL_DECLARE_TEST_2(Name)                                        \
  bool Name(float, float);                                                     \
  bool Name(double, double);                                                   \
  bool Name(half, half);
PRISM_RELATIONAL_UNARY(PRISM_SYCL_DECLARE_TEST_1)
PRISM_RELATIONAL_BINARY(PRISM_SYCL_DECLARE_TEST_2)
#undef PRISM_SYCL_DECLARE_TEST_1
#undef PRISM_SYCL_DECLARE_TEST_2

namespace detail {
/// What a test on non-scalar T gives: -1/0 integers for a vec, bools for
/// an marray.
template <typename T>
using test_result_t =
    std::conditional_t<is_vec<simplify_t<T>>::value,
                       rebind_t<T, signed_like_t<element_t<T>>>,
                       rebind_t<T, bool>>;
template <typename T, typename... Others>
using test_result_if_t =
    std::enable_if_t<is_nonscalar_v<T> && is_genfloat_v<T> &&
                         same_gentype_v<T, Others...>,
                     test_result_t<T>>;

/// A scalar test applied element by element to non-scalars, as each does
/// for functions: -1 (or true) where it holds, 0 (false) elsewhere.
template <typename T1, typename... T2> struct test_each {
  using function_t = bool (*)(element_t<T1>, element_t<T2>...);
  template <function_t F> static test_result_t<T1> call(T1 X, T2... Y) {
    simplify_t<T1> In = X;
    test_result_t<T1> Result;
    for (size_t I = 0; I < Result.size(); ++I)
      Result[I] = F(In[I], simplify_t<T2>(Y)[I]...) ? -1 : 0;
    return Result;
  }
};
} // namespace detail

#define PRISM_SYCL_TEST_EACH(Name)                                             \
  template <typename NonScalar1, typename... NonScalar2>                       \
  detail::test_result_if_t<NonScalar1, NonScalar2...> Name(NonScalar1 X,       \
                                                           NonScalar2... Y) {  \
    return detail::test_each<NonScalar1, NonScalar2...>::template call<Name>(  \
        X, Y...);                                                              \
  }
PRISM_RELATIONAL_UNARY(PRISM_SYCL_TEST_EACH)
PRISM_RELATIONAL_BINARY(PRISM_SYCL_TEST_EACH)
#undef PRISM_SYCL_TEST_EACH

namespace detail {
/// Arguments of any and all: marray<bool, N>, or a vec (or swizzle) of
/// signed integers.
template <typename T>
constexpr bool is_any_all_v = (is_marray<T>::value &&
                               std::is_same_v<element_t<T>, bool>) ||
                              (is_vec<simplify_t<T>>::value &&
                               is_int_element_v<element_t<T>> &&
                               std::is_signed_v<element_t<T>>);
template <typename T>
using any_all_result_t = std::conditional_t<is_marray<T>::value, bool, int>;

/// An element of an argument of any, all and select as a truth: a bool, or
/// the top bit of an integer.
template <typename T> bool truth(T X) {
  if constexpr (std::is_same_v<T, bool>)
    return X;
  else
    return std::make_signed_t<T>(X) < 0;
}

/// The bits of a scalar, as the unsigned integer of its size, and back.
template <typename T> auto to_bits(T X) {
  if constexpr (std::is_same_v<T, half>)
    return half_to_bits(X);
  else if constexpr (std::is_floating_point_v<T>)
    return __builtin_bit_cast(
        std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>, X);
  else
    return std::make_unsigned_t<T>(X);
}
template <typename T, typename Bits> T from_bits(Bits B) {
  if constexpr (std::is_same_v<T, half>)
    return half_from_bits(B);
  else if constexpr (std::is_floating_point_v<T>)
    return __builtin_bit_cast(T, B);
  else
    return T(B);
}
} // namespace detail

/// Whether any element is true (marray), or has its top bit set (vec: 1
/// or 0).
template <typename GenInt,
          typename = std::enable_if_t<detail::is_any_all_v<GenInt>>>
detail::any_all_result_t<GenInt> any(GenInt X) {
  detail::simplify_t<GenInt> Value = X;
  for (size_t I = 0; I < Value.size(); ++I)
    if (detail::truth(Value[I]))
      return 1;
  return 0;
}
/// Whether every element is true (marray), or has its top bit set (vec: 1
/// or 0).
template <typename GenInt,
          typename = std::enable_if_t<detail::is_any_all_v<GenInt>>>
detail::any_all_result_t<GenInt> all(GenInt X) {
  detail::simplify_t<GenInt> Value = X;
  for (size_t I = 0; I < Value.size(); ++I)
    if (!detail::truth(Value[I]))
      return 0;
  return 1;
}

/// Each bit from B where C's is set, from A elsewhere.
template <typename GenType1, typename GenType2, typename GenType3,
          typename = std::enable_if_t<
              (detail::is_genfloat_v<GenType1> ||
               detail::is_geninteger_v<GenType1>)&&detail::
                  same_gentype_v<GenType1, GenType2, GenType3>>>
detail::simplify_t<GenType1> bitselect(GenType1 A, GenType2 B, GenType3 C) {
  using T = detail::element_t<GenType1>;
  detail::simplify_t<GenType1> Result = A, Set = B, Mask = C;
  for (size_t I = 0; I < detail::element_count_v<GenType1>; ++I) {
    auto Bits = detail::to_bits(detail::element(Result, I));
    auto SetBits = detail::to_bits(detail::element(Set, I));
    auto MaskBits = detail::to_bits(detail::element(Mask, I));
    detail::element(Result, I) = detail::from_bits<T>(
        decltype(Bits)((Bits & ~MaskBits) | (SetBits & MaskBits)));
  }
  return Result;
}

/// C ? B : A.
template <typename Scalar,
          typename = std::enable_if_t<!detail::is_nonscalar_v<Scalar> &&
                                      (detail::is_genfloat_v<Scalar> ||
                                       detail::is_geninteger_v<Scalar>)>>
Scalar select(Scalar A, Scalar B, bool C) {
  return C ? B : A;
}
/// Per element: B where C is true (marray) or has its top bit set (vec),
/// else A.
template <
    typename NonScalar1, typename NonScalar2, typename NonScalar3,
    typename = std::enable_if_t<
        detail::is_nonscalar_v<NonScalar1> &&
        detail::same_gentype_v<NonScalar1, NonScalar2> &&
        (detail::is_marray<NonScalar1>::value
             ? std::is_same_v<detail::simplify_t<NonScalar3>,
                              detail::rebind_t<NonScalar1, bool>>
             : detail::is_vec<detail::simplify_t<NonScalar3>>::value &&
                   detail::is_int_element_v<detail::element_t<NonScalar3>> &&
                   sizeof(detail::element_t<NonScalar3>) ==
                       sizeof(detail::element_t<NonScalar1>) &&
                   detail::element_count_v<NonScalar3> ==
                       detail::element_count_v<NonScalar1>)>>
detail::simplify_t<NonScalar1> select(NonScalar1 A, NonScalar2 B,
                                      NonScalar3 C) {
  detail::simplify_t<NonScalar1> Result = A, Other = B;
  detail::simplify_t<NonScalar3> Condition = C;
  for (size_t I = 0; I < Result.size(); ++I)
    if (detail::truth(Condition[I]))
      Result[I] = Other[I];
  return Result;
}

} // namespace sycl

#endif // SYCL_RELATIONAL_FUNCTIONS_HPP
