//===- sycl/reducer.hpp - sycl::reducer: a work-item's part of a reduction ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel given reductions receives one reducer per reduction, by
// reference. Each reducer holds the work-item's private partial value (one
// per element for a reduction over a span, reached with operator[]);
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

#include <cstddef>
#include <type_traits>

namespace sycl {

namespace detail {
struct reducer_access;

/// Whether Op is SYCL's operation Kind and the type fits the shorthand
/// operator: as in DPC++, any type does, but ++ takes integers only.
template <typename Op, operation_kind Kind, bool TypeFits = true>
using enable_if_operation_t =
    std::enable_if_t<operation_kind_of<std::remove_cv_t<Op>>::value == Kind &&
                     TypeFits>;

/// The shorthand operators of a reducer of one value (a scalar reducer, or
/// one element of a span reducer): Derived::combine(const T &) does the
/// work and returns Derived &.
template <typename Derived, typename T, typename BinaryOperation>
class reducer_operators {
public:
  template <typename Op = BinaryOperation,
            typename =
                detail::enable_if_operation_t<Op, detail::operation_kind::plus>>
  Derived &operator+=(const T &Partial) {
    return self().combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::multiplies>>
  Derived &operator*=(const T &Partial) {
    return self().combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_and>>
  Derived &operator&=(const T &Partial) {
    return self().combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_or>>
  Derived &operator|=(const T &Partial) {
    return self().combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::bit_xor>>
  Derived &operator^=(const T &Partial) {
    return self().combine(Partial);
  }
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::plus,
                std::is_integral_v<T> && !std::is_same_v<T, bool>>>
  Derived &operator++() {
    return self().combine(T(1));
  }
  /// r++ as DPC++ has it: the reducer has no value to give back.
  template <typename Op = BinaryOperation,
            typename = detail::enable_if_operation_t<
                Op, detail::operation_kind::plus,
                std::is_integral_v<T> && !std::is_same_v<T, bool>>>
  void operator++(int) {
    self().combine(T(1));
  }

private:
  Derived &self() { return static_cast<Derived &>(*this); }
};
} // namespace detail

/// Dimensions 0: the reducer of a scalar reduction. Dimensions 1: that of a
/// reduction over a span of Extent values, whose operator[] gives a reducer
/// of one of them.
template <typename T, typename BinaryOperation, int Dimensions = 0,
          size_t Extent = 1>
class reducer;

template <typename T, typename BinaryOperation>
class reducer<T, BinaryOperation, 0>
    : public detail::reducer_operators<reducer<T, BinaryOperation, 0>, T,
                                       BinaryOperation> {
public:
  using value_type = T;
  using binary_operation = BinaryOperation;
  static constexpr int dimensions = 0;

  reducer(const reducer &) = delete;
  reducer &operator=(const reducer &) = delete;

  reducer &combine(const T &Partial) {
    Value = T(Op(Value, Partial));
    return *this;
  }
  T identity() const { return Identity; }

private:
  friend struct detail::reducer_access;

  reducer(const T &Identity, const BinaryOperation &Op)
      : Value(Identity), Identity(Identity), Op(Op) {}

  T Value;
  T Identity;
  BinaryOperation Op;
};

template <typename T, typename BinaryOperation, size_t Extent>
class reducer<T, BinaryOperation, 1, Extent> {
public:
  using value_type = T;
  using binary_operation = BinaryOperation;
  static constexpr int dimensions = 1;

  /// The reducer of element Index: combine() and the shorthand operators,
  /// as a scalar reducer has them.
  class element
      : public detail::reducer_operators<element, T, BinaryOperation> {
  public:
    element &combine(const T &Partial) {
      Value = T(Op(Value, Partial));
      return *this;
    }
    T identity() const { return Identity; }

  private:
    friend class reducer;
    element(T &Value, const T &Identity, const BinaryOperation &Op)
        : Value(Value), Identity(Identity), Op(Op) {}

    T &Value;
    const T &Identity;
    const BinaryOperation &Op;
  };

  reducer(const reducer &) = delete;
  reducer &operator=(const reducer &) = delete;

  element operator[](size_t Index) {
    return element(Values[Index], Identity, Op);
  }
  T identity() const { return Identity; }

private:
  friend struct detail::reducer_access;

  reducer(const T &Identity, const BinaryOperation &Op)
      : Identity(Identity), Op(Op) {
    for (T &Value : Values)
      Value = Identity;
  }

  T Values[Extent];
  T Identity;
  BinaryOperation Op;
};

namespace detail {
/// Lets the kernel wrappers make reducers and reach their values: Elements
/// of them, one for a scalar reducer.
struct reducer_access {
  template <typename Reducer, typename T, typename BinaryOperation>
  static Reducer make(const T &Identity, const BinaryOperation &Op) {
    return Reducer(Identity, Op);
  }
  template <typename T, typename BinaryOperation>
  static T &element(reducer<T, BinaryOperation, 0> &R, size_t) {
    return R.Value;
  }
  template <typename T, typename BinaryOperation, size_t Extent>
  static T &element(reducer<T, BinaryOperation, 1, Extent> &R, size_t Index) {
    return R.Values[Index];
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_REDUCER_HPP
