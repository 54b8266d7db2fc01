//===- sycl/detail/array.hpp - Shared storage and operators of id, range
//---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// id<D> and range<D> are both D size_t values with the same element-wise
// operators. Everything here is constexpr, which also makes it callable from
// device code in HIP mode, and stays trivially copyable so that kernel
// functors holding ids and ranges travel as plain bytes.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ARRAY_HPP
#define SYCL_DETAIL_ARRAY_HPP

#include <cstddef>
#include <type_traits>

namespace sycl {

template <int Dimensions> class id;
template <int Dimensions> class range;

namespace detail {

template <int Dimensions> class array {
  static_assert(Dimensions >= 1 && Dimensions <= 3,
                "SYCL ids and ranges have 1, 2 or 3 dimensions");

public:
  constexpr size_t get(int Dimension) const noexcept {
    return Values[Dimension];
  }
  constexpr size_t &operator[](int Dimension) noexcept {
    return Values[Dimension];
  }
  constexpr size_t operator[](int Dimension) const noexcept {
    return Values[Dimension];
  }

protected:
  constexpr array() noexcept : Values{} {}
  constexpr array(size_t V0, size_t V1, size_t V2) noexcept : Values{} {
    const size_t All[3] = {V0, V1, V2};
    for (int I = 0; I < Dimensions; ++I)
      Values[I] = All[I];
  }

  size_t Values[Dimensions];
};

/// What the index operators below know of an operand type: id<D> and
/// range<D> (specialized in id.hpp and range.hpp) and item<D, WithOffset>
/// (item.hpp), with their dimensions.
enum class index_kind { none, id, range, item };
template <typename T> struct index_traits {
  static constexpr index_kind kind = index_kind::none;
  static constexpr int dimensions = 0;
};

/// The result of the conversion operators that only exist for one
/// dimension: for other dimensions they convert to this unusable type.
class no_conversion {
  no_conversion() = delete;
};

template <typename T> struct index_dimensions;
template <template <int> class Index, int D>
struct index_dimensions<Index<D>> : std::integral_constant<int, D> {};

template <typename T>
constexpr bool is_id_or_range_v = index_traits<T>::kind == index_kind::id ||
                                  index_traits<T>::kind == index_kind::range;

/// Two operands of a binary index operator: ids, ranges and items, as long
/// as one is an id or a range (SYCL gives items no operators; an item
/// takes part as the id it converts to).
template <typename T>
constexpr bool is_index_v = index_traits<T>::kind != index_kind::none;
template <typename L, typename R>
constexpr bool index_operands_v =
    is_index_v<L> && is_index_v<R> &&
    (is_id_or_range_v<L> || is_id_or_range_v<R>);

/// Checked in every operator of two indexes, so that the first error line
/// names both operand types (an id converts from a range or an item of its
/// own dimensions only).
template <typename L, typename R>
struct dimensions_match : std::bool_constant<(index_traits<L>::dimensions ==
                                              index_traits<R>::dimensions)> {};

/// A range for two ranges, an id otherwise (as for SYCL's hidden friends,
/// where a range or item operand converts to an id, never to a range).
template <typename L, typename R>
using index_result_t =
    std::conditional_t<index_traits<L>::kind == index_kind::range &&
                           index_traits<R>::kind == index_kind::range,
                       range<index_traits<L>::dimensions>,
                       id<index_traits<L>::dimensions>>;

/// The left operand of a compound assignment of R: an id takes any index of
/// its dimensions, a range only a range.
template <typename L, typename R>
constexpr bool index_assignment_v =
    index_traits<L>::kind == index_kind::id
        ? is_index_v<R>
        : (index_traits<L>::kind == index_kind::range &&
           index_traits<R>::kind == index_kind::range);

template <typename T, typename S>
using enable_if_index_scalar_t =
    std::enable_if_t<is_id_or_range_v<T> && std::is_integral_v<S>, T>;

/// && and || with a scalar: none for id<1>, whose conversion to size_t
/// reaches the built-in operators, which give the same value and keep their
/// short circuit (`i < n && p[i] > 0` must not read p[i] when i is past the
/// end).
template <typename T, typename S>
using enable_if_logical_scalar_t = std::enable_if_t<
    !(index_traits<T>::kind == index_kind::id &&
      index_traits<T>::dimensions == 1),
    enable_if_index_scalar_t<T, S>>;

} // namespace detail

#define PRISM_SYCL_INDEX_DIMENSIONS_CHECK(L, R)                                \
  static_assert(detail::dimensions_match<L, R>::value,                         \
                "the operands of an id or range operator must have the same "  \
                "number of dimensions")

// Element-wise operators of id<D> and range<D>, found through ADL: those of
// SYCL 2020 (arithmetic, bitwise, and comparisons and && || giving 0 or 1
// per element), with an id, range or item on the other side, or a scalar
// on either side. They are templates, not hidden friends, so that
// operands of different dimensions reach the static_assert that names them.
// The scalar forms take any integral type so that `i + 1` is an exact match
// and does not compete with the built-in operators reached through id<1>'s
// conversion to size_t.
#define PRISM_SYCL_INDEX_OPERATOR(OP, ScalarResult)                            \
  template <typename L, typename R,                                            \
            typename = std::enable_if_t<detail::index_operands_v<L, R>>>       \
  constexpr detail::index_result_t<L, R> operator OP(                          \
      const L &Left, const R &Right) noexcept {                                \
    PRISM_SYCL_INDEX_DIMENSIONS_CHECK(L, R);                                   \
    detail::index_result_t<L, R> Result;                                       \
    for (int I = 0; I < detail::index_traits<L>::dimensions; ++I)              \
      Result[I] = static_cast<size_t>(Left[I] OP Right[I]);                    \
    return Result;                                                             \
  }                                                                            \
  template <typename T, typename S>                                            \
  constexpr detail::ScalarResult<T, S> operator OP(const T &Left,              \
                                                   S Right) noexcept {         \
    T Result = Left;                                                           \
    for (int I = 0; I < detail::index_traits<T>::dimensions; ++I)              \
      Result[I] = static_cast<size_t>(Left[I] OP static_cast<size_t>(Right));  \
    return Result;                                                             \
  }                                                                            \
  template <typename T, typename S>                                            \
  constexpr detail::ScalarResult<T, S> operator OP(S Left,                     \
                                                   const T &Right) noexcept {  \
    T Result = Right;                                                          \
    for (int I = 0; I < detail::index_traits<T>::dimensions; ++I)              \
      Result[I] = static_cast<size_t>(static_cast<size_t>(Left) OP Right[I]);  \
    return Result;                                                             \
  }
#define PRISM_SYCL_INDEX_ASSIGNMENT(OP, COMPOUND)                              \
  template <typename L, typename R>                                            \
  constexpr std::enable_if_t<detail::index_assignment_v<L, R>, L>              \
      &operator COMPOUND(L &Left, const R &Right) noexcept {                   \
    PRISM_SYCL_INDEX_DIMENSIONS_CHECK(L, R);                                   \
    for (int I = 0; I < detail::index_traits<L>::dimensions; ++I)              \
      Left[I] = Left[I] OP Right[I];                                           \
    return Left;                                                               \
  }                                                                            \
  template <typename T, typename S>                                            \
  constexpr detail::enable_if_index_scalar_t<T, S> &operator COMPOUND(         \
      T &Left, S Right) noexcept {                                             \
    for (int I = 0; I < detail::index_traits<T>::dimensions; ++I)              \
      Left[I] = Left[I] OP static_cast<size_t>(Right);                         \
    return Left;                                                               \
  }

PRISM_SYCL_INDEX_OPERATOR(+, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(-, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(*, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(/, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(%, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(<<, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(>>, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(&, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(|, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(^, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(&&, enable_if_logical_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(||, enable_if_logical_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(<, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(>, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(<=, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_OPERATOR(>=, enable_if_index_scalar_t)
PRISM_SYCL_INDEX_ASSIGNMENT(+, +=)
PRISM_SYCL_INDEX_ASSIGNMENT(-, -=)
PRISM_SYCL_INDEX_ASSIGNMENT(*, *=)
PRISM_SYCL_INDEX_ASSIGNMENT(/, /=)
PRISM_SYCL_INDEX_ASSIGNMENT(%, %=)
PRISM_SYCL_INDEX_ASSIGNMENT(<<, <<=)
PRISM_SYCL_INDEX_ASSIGNMENT(>>, >>=)
PRISM_SYCL_INDEX_ASSIGNMENT(&, &=)
PRISM_SYCL_INDEX_ASSIGNMENT(|, |=)
PRISM_SYCL_INDEX_ASSIGNMENT(^, ^=)

#undef PRISM_SYCL_INDEX_OPERATOR
#undef PRISM_SYCL_INDEX_ASSIGNMENT

/// Equal in every dimension; an id equals a range or item of the same
/// values, as through SYCL's conversions to id.
template <typename L, typename R>
constexpr std::enable_if_t<detail::index_operands_v<L, R>, bool>
operator==(const L &Left, const R &Right) noexcept {
  PRISM_SYCL_INDEX_DIMENSIONS_CHECK(L, R);
  for (int I = 0; I < detail::index_traits<L>::dimensions; ++I)
    if (Left[I] != Right[I])
      return false;
  return true;
}
template <typename L, typename R>
constexpr std::enable_if_t<detail::index_operands_v<L, R>, bool>
operator!=(const L &Left, const R &Right) noexcept {
  return !(Left == Right);
}

#undef PRISM_SYCL_INDEX_DIMENSIONS_CHECK

template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T>
operator+(const T &Value) noexcept {
  return Value;
}
template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T>
operator-(const T &Value) noexcept {
  T Result = Value;
  for (int I = 0; I < detail::index_traits<T>::dimensions; ++I)
    Result[I] = -Value[I];
  return Result;
}
template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T> &
operator++(T &Value) noexcept {
  return Value += 1;
}
template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T> &
operator--(T &Value) noexcept {
  return Value -= 1;
}
template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T>
operator++(T &Value, int) noexcept {
  T Old = Value;
  Value += 1;
  return Old;
}
template <typename T>
constexpr std::enable_if_t<detail::is_id_or_range_v<T>, T>
operator--(T &Value, int) noexcept {
  T Old = Value;
  Value -= 1;
  return Old;
}

} // namespace sycl

#endif // SYCL_DETAIL_ARRAY_HPP
