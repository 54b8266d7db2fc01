//===- sycl/reducer.hpp - sycl::reducer: a work-item's part of a reduction ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel given reductions receives one reducer per reduction, by
// reference. Each reducer holds the work-item's private partial value;
// combine() folds a value into it with the reduction's operation, and the
// shorthand operators (+=, *=, &=, |=, ^=, ++) exist where SYCL 2020 (4.9.2)
// allows them: for SYCL's own operations, whatever their type argument.
// The kernel wrapper (sycl/detail/reduction_kernels.hpp) makes the
// reducers and combines their values across the work-groups.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_REDUCER_HPP
#define SYCL_REDUCER_HPP

#include "sycl/detail/defines.hpp"
#include "sycl/functional.hpp"

#include <type_traits>

namespace sycl {

namespace detail {
struct reducer_access;

/// Whether Op is SYCL's operation Kind and T fits the shorthand operator.
template <typename Op, operation_kind Kind, bool TypeFits>
using enable_if_operation_t =
    std::enable_if_t<operation_kind_of<std::remove_cv_t<Op>>::value == Kind &&
                     TypeFits>;
} // namespace detail

template <typename T, typename BinaryOperation, int Dimensions = 0>
class reducer {
  static_assert(Dimensions == 0,
                "Prism's reductions are scalar: reductions over a span of "
                "values are not supported");

public:
  using value_type = T;
  using binary_operation = BinaryOperation;
  static constexpr int dimensions = Dimensions;

  reducer(const reducer &) = delete;
  reducer &operator=(const reducer &) = delete;

  reducer &combine(const T &Partial) {
    Value = T(Op(Value, Partial));
    return *this;
  }
  T identity() const { return Identity; }

  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::plus, std::is_arithmetic_v<T>>>
  reducer &operator+=(const T &Partial) {
    return combine(Partial);
  }
  template <
      typename Op = BinaryOperation,
      typename = detail::enable_if_operation_t<
          Op, detail::operation_kind::multiplies, std::is_arithmetic_v<T>>>
  reducer &operator*=(const T &Partial) {
    return combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_and, std::is_integral_v<T>>>
  reducer &operator&=(const T &Partial) {
    return combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_or, std::is_integral_v<T>>>
  reducer &operator|=(const T &Partial) {
    return combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_xor, std::is_integral_v<T>>>
  reducer &operator^=(const T &Partial) {
    return combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::plus,
                std::is_integral_v<T> && !std::is_same_v<T, bool>>>
  reducer &operator++() {
    return combine(T(1));
  }

private:
  friend struct detail::reducer_access;

  reducer(const T &Identity, const BinaryOperation &Op)
      : Value(Identity), Identity(Identity), Op(Op) {}

  T Value;
  T Identity;
  BinaryOperation Op;
};

namespace detail {
/// Lets the kernel wrappers make reducers and read their values.
struct reducer_access {
  template <typename T, typename BinaryOperation>
  static reducer<T, BinaryOperation> make(const T &Identity,
                                          const BinaryOperation &Op) {
    return reducer<T, BinaryOperation>(Identity, Op);
  }
  template <typename T, typename BinaryOperation>
  static T value(const reducer<T, BinaryOperation> &R) {
    return R.Value;
  }
  template <typename T, typename BinaryOperation>
  static BinaryOperation operation(const reducer<T, BinaryOperation> &R) {
    return R.Op;
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_REDUCER_HPP
