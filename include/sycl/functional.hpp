//===- sycl/functional.hpp - SYCL's function objects and their identities -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The binary operations of SYCL 2020 (4.17.2): plus, multiplies, bit_and,
// bit_or, bit_xor, logical_and, logical_or, minimum and maximum, each with a
// transparent <void> form, and known_identity / has_known_identity (4.17.3)
// giving the value that leaves the other operand unchanged, which the group
// algorithms start from where no value is given. The standard library's
// std::plus, std::multiplies, std::bit_and, std::bit_or, std::bit_xor,
// std::logical_and and std::logical_or count as the SYCL operations of
// their names, as in DPC++ (where SYCL's were once aliases of them).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_FUNCTIONAL_HPP
#define SYCL_FUNCTIONAL_HPP

#include <limits>
#include <type_traits>

// std::plus and the others, without the rest of <functional> (see
// detail/std_function.hpp).
#if defined(__GLIBCXX__) && __has_include(<bits/stl_function.h>)
#include <bits/stl_function.h>
#else
#include <functional>
#endif

namespace sycl {

class half;

// An operation Name<T> computing `X Operator Y` as a T, and its transparent
// form Name<void> computing it in the operands' own types.
#define PRISM_SYCL_BINARY_OPERATION(Name, Operator)                            \
  template <typename T = void> struct Name {                                   \
    T operator()(const T &X, const T &Y) const { return X Operator Y; }        \
  };                                                                           \
  template <> struct Name<void> {                                              \
    template <typename T, typename U>                                          \
    auto operator()(T &&X, U &&Y) const                                        \
        -> decltype(static_cast<T &&>(X) Operator static_cast<U &&>(Y)) {      \
      return static_cast<T &&>(X) Operator static_cast<U &&>(Y);               \
    }                                                                          \
  };
PRISM_SYCL_BINARY_OPERATION(plus, +)
PRISM_SYCL_BINARY_OPERATION(multiplies, *)
PRISM_SYCL_BINARY_OPERATION(bit_and, &)
PRISM_SYCL_BINARY_OPERATION(bit_or, |)
PRISM_SYCL_BINARY_OPERATION(bit_xor, ^)
#undef PRISM_SYCL_BINARY_OPERATION

template <typename T = void> struct logical_and {
  bool operator()(const T &X, const T &Y) const { return X && Y; }
};
template <> struct logical_and<void> {
  template <typename T, typename U> bool operator()(T &&X, U &&Y) const {
    return X && Y;
  }
};

template <typename T = void> struct logical_or {
  bool operator()(const T &X, const T &Y) const { return X || Y; }
};
template <> struct logical_or<void> {
  template <typename T, typename U> bool operator()(T &&X, U &&Y) const {
    return X || Y;
  }
};

template <typename T = void> struct minimum {
  T operator()(const T &X, const T &Y) const { return Y < X ? Y : X; }
};
template <> struct minimum<void> {
  template <typename T, typename U>
  std::common_type_t<T, U> operator()(T &&X, U &&Y) const {
    return Y < X ? Y : X;
  }
};

template <typename T = void> struct maximum {
  T operator()(const T &X, const T &Y) const { return X < Y ? Y : X; }
};
template <> struct maximum<void> {
  template <typename T, typename U>
  std::common_type_t<T, U> operator()(T &&X, U &&Y) const {
    return X < Y ? Y : X;
  }
};

namespace detail {

/// Which of SYCL's operations BinaryOperation is, whatever its type
/// argument; an unknown operation has no identity.
enum class operation_kind {
  unknown,
  plus,
  multiplies,
  bit_and,
  bit_or,
  bit_xor,
  logical_and,
  logical_or,
  minimum,
  maximum
};
template <typename BinaryOperation> struct operation_kind_of {
  static constexpr operation_kind value = operation_kind::unknown;
};
#define PRISM_SYCL_OPERATION_KIND(Name)                                        \
  template <typename T> struct operation_kind_of<Name<T>> {                    \
    static constexpr operation_kind value = operation_kind::Name;              \
  };
PRISM_SYCL_OPERATION_KIND(plus)
PRISM_SYCL_OPERATION_KIND(multiplies)
PRISM_SYCL_OPERATION_KIND(bit_and)
PRISM_SYCL_OPERATION_KIND(bit_or)
PRISM_SYCL_OPERATION_KIND(bit_xor)
PRISM_SYCL_OPERATION_KIND(logical_and)
PRISM_SYCL_OPERATION_KIND(logical_or)
PRISM_SYCL_OPERATION_KIND(minimum)
PRISM_SYCL_OPERATION_KIND(maximum)
#undef PRISM_SYCL_OPERATION_KIND
#define PRISM_SYCL_STD_OPERATION_KIND(StdName, Name)                           \
  template <typename T> struct operation_kind_of<std::StdName<T>> {            \
    static constexpr operation_kind value = operation_kind::Name;              \
  };
PRISM_SYCL_STD_OPERATION_KIND(plus, plus)
PRISM_SYCL_STD_OPERATION_KIND(multiplies, multiplies)
PRISM_SYCL_STD_OPERATION_KIND(bit_and, bit_and)
PRISM_SYCL_STD_OPERATION_KIND(bit_or, bit_or)
PRISM_SYCL_STD_OPERATION_KIND(bit_xor, bit_xor)
PRISM_SYCL_STD_OPERATION_KIND(logical_and, logical_and)
PRISM_SYCL_STD_OPERATION_KIND(logical_or, logical_or)
#undef PRISM_SYCL_STD_OPERATION_KIND

/// The arithmetic types of SYCL: C++'s and sycl::half.
template <typename T>
inline constexpr bool is_arithmetic_v =
    std::is_arithmetic_v<T> || std::is_same_v<T, half>;

/// Whether AccumulatorT has an identity for the operation: arithmetic types
/// (sycl::half included) for the arithmetic, logical, minimum and maximum
/// operations, integers for the bitwise ones (SYCL 2020, table
/// "Identities").
template <typename BinaryOperation, typename AccumulatorT>
constexpr bool has_identity() {
  using T = std::remove_cv_t<AccumulatorT>;
  constexpr operation_kind Kind =
      operation_kind_of<std::remove_cv_t<BinaryOperation>>::value;
  if constexpr (Kind == operation_kind::bit_and ||
                Kind == operation_kind::bit_or ||
                Kind == operation_kind::bit_xor)
    return std::is_integral_v<T>;
  else
    return Kind != operation_kind::unknown && is_arithmetic_v<T>;
}

/// -infinity where T has it, else its lowest value.
template <typename T> constexpr T lowest_value() {
  // Negated as a double: half's unary minus is not constexpr.
  if constexpr (std::numeric_limits<T>::has_infinity)
    return T(-std::numeric_limits<double>::infinity());
  else
    return std::numeric_limits<T>::lowest();
}

template <typename BinaryOperation, typename AccumulatorT>
constexpr AccumulatorT identity() {
  using T = std::remove_cv_t<AccumulatorT>;
  using Limits = std::numeric_limits<T>;
  constexpr operation_kind Kind =
      operation_kind_of<std::remove_cv_t<BinaryOperation>>::value;
  if constexpr (Kind == operation_kind::multiplies)
    return T(1);
  else if constexpr (Kind == operation_kind::bit_and)
    return T(~T(0));
  else if constexpr (Kind == operation_kind::logical_and)
    return T(true);
  else if constexpr (Kind == operation_kind::minimum)
    return Limits::has_infinity ? Limits::infinity() : Limits::max();
  else if constexpr (Kind == operation_kind::maximum)
    return lowest_value<T>();
  else // plus, bit_or, bit_xor, logical_or
    return T(0);
}

} // namespace detail

template <typename BinaryOperation, typename AccumulatorT>
struct has_known_identity
    : std::bool_constant<
          detail::has_identity<BinaryOperation, AccumulatorT>()> {};
template <typename BinaryOperation, typename AccumulatorT>
inline constexpr bool has_known_identity_v =
    has_known_identity<BinaryOperation, AccumulatorT>::value;

namespace detail {
/// known_identity's value, present only where there is one.
template <typename BinaryOperation, typename AccumulatorT, bool Known>
struct identity_holder {};
template <typename BinaryOperation, typename AccumulatorT>
struct identity_holder<BinaryOperation, AccumulatorT, true> {
  static constexpr AccumulatorT value =
      identity<BinaryOperation, AccumulatorT>();
};
} // namespace detail

template <typename BinaryOperation, typename AccumulatorT>
struct known_identity
    : detail::identity_holder<
          BinaryOperation, AccumulatorT,
          has_known_identity_v<BinaryOperation, AccumulatorT>> {};
template <typename BinaryOperation, typename AccumulatorT>
inline constexpr AccumulatorT known_identity_v =
    known_identity<BinaryOperation, AccumulatorT>::value;

} // namespace sycl

#endif // SYCL_FUNCTIONAL_HPP
