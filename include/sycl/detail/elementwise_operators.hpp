//===- sycl/detail/elementwise_operators.hpp - vec's and marray's operators
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The operators SYCL gives vec and marray alike: arithmetic, bitwise,
// comparison and logical, element by element, with a scalar standing for
// every element. One base class template holds them as hidden friends, so
// that their text is parsed once for both types (each operator costs Clang
// its tokens in every translation unit that includes sycl.hpp). Derived
// says how to compute: apply(L, R, Op) and apply(V, Op) give a Derived of
// Op of the elements (vec: of the whole vectors at once, where it can),
// test(L, R, Test) the TestResult of a test of the elements (vec: -1 or 0
// in signed integers, marray: bools).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ELEMENTWISE_OPERATORS_HPP
#define SYCL_DETAIL_ELEMENTWISE_OPERATORS_HPP

#include "sycl/detail/swizzle.hpp"

#include <type_traits>

namespace sycl {
namespace detail {

/// The base of every vec and marray.
struct elementwise {};

/// A scalar operand of DataT's operators: converts to DataT, and is no vec,
/// swizzle or marray.
template <typename DataT, typename T>
using enable_if_elementwise_scalar_t =
    std::enable_if_t<!std::is_base_of_v<elementwise, T> &&
                     !is_swizzle<T>::value && std::is_convertible_v<T, DataT>>;

template <typename Derived, typename DataT, typename TestResult>
class elementwise_operators : public elementwise {
  static constexpr bool Integral = std::is_integral_v<DataT>;
  template <typename T>
  using if_scalar = enable_if_elementwise_scalar_t<DataT, T>;

  // Derived's computations, which Derived lets this class (not its friend
  // operators) call.
  template <typename... Args> static Derived apply(const Args &...A) {
    return Derived::apply(A...);
  }
  template <typename... Args> static TestResult test(const Args &...A) {
    return Derived::test(A...);
  }

// OP of two Deriveds (Check, then Compute), and of one and a scalar.
#define PRISM_SYCL_ELEMENTWISE(OP, Result, Check, Compute)                     \
  friend Result operator OP(const Derived &L, const Derived &R) {              \
    Check;                                                                     \
    return Compute;                                                            \
  }                                                                            \
  template <typename T, typename = if_scalar<T>>                               \
  friend Result operator OP(const Derived &L, const T &R) {                    \
    return L OP Derived(static_cast<DataT>(R));                                \
  }                                                                            \
  template <typename T, typename = if_scalar<T>>                               \
  friend Result operator OP(const T &L, const Derived &R) {                    \
    return Derived(static_cast<DataT>(L)) OP R;                                \
  }
#define PRISM_SYCL_ELEMENTWISE_ARITHMETIC(OP, IntegralOnly)                    \
  PRISM_SYCL_ELEMENTWISE(OP, Derived,                                          \
                         static_assert(!(IntegralOnly) || Integral,            \
                                       "operator" #OP                          \
                                       " needs integer elements"),             \
                         apply(L, R, [](auto A, auto B) { return A OP B; }))   \
  template <typename T>                                                        \
  friend Derived &operator OP##=(Derived &L, const T &R) {                     \
    return L = L OP R;                                                         \
  }
#define PRISM_SYCL_ELEMENTWISE_TEST(OP, Expr)                                  \
  PRISM_SYCL_ELEMENTWISE(OP, TestResult, ,                                     \
                         test(L, R, [](auto A, auto B) { return Expr; }))

  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(+, false)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(-, false)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(*, false)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(/, false)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(%, true)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(&, true)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(|, true)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(^, true)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(<<, true)
  PRISM_SYCL_ELEMENTWISE_ARITHMETIC(>>, true)
  PRISM_SYCL_ELEMENTWISE_TEST(==, A == B)
  PRISM_SYCL_ELEMENTWISE_TEST(!=, A != B)
  PRISM_SYCL_ELEMENTWISE_TEST(<, A < B)
  PRISM_SYCL_ELEMENTWISE_TEST(>, A > B)
  PRISM_SYCL_ELEMENTWISE_TEST(<=, A <= B)
  PRISM_SYCL_ELEMENTWISE_TEST(>=, A >= B)
  PRISM_SYCL_ELEMENTWISE_TEST(&&, (A != 0) & (B != 0))
  PRISM_SYCL_ELEMENTWISE_TEST(||, (A != 0) | (B != 0))
#undef PRISM_SYCL_ELEMENTWISE
#undef PRISM_SYCL_ELEMENTWISE_ARITHMETIC
#undef PRISM_SYCL_ELEMENTWISE_TEST

  friend TestResult operator!(const Derived &V) {
    return test(V, V, [](auto A, auto) { return A == 0; });
  }
  friend Derived operator~(const Derived &V) {
    static_assert(Integral, "operator~ needs integer elements");
    return apply(V, [](auto A) { return ~A; });
  }
  friend Derived operator-(const Derived &V) {
    return apply(V, [](auto A) { return -A; });
  }
  friend Derived operator+(const Derived &V) { return V; }
  friend Derived &operator++(Derived &V) { return V += DataT(1); }
  friend Derived &operator--(Derived &V) { return V -= DataT(1); }
  friend Derived operator++(Derived &V, int) {
    Derived Old = V;
    V += DataT(1);
    return Old;
  }
  friend Derived operator--(Derived &V, int) {
    Derived Old = V;
    V -= DataT(1);
    return Old;
  }
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_ELEMENTWISE_OPERATORS_HPP
