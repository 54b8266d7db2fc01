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

/// Whether T is id<D> or range<D>: the types the element-wise operators
/// below apply to. Specialized by id.hpp and range.hpp.
template <typename T> struct is_index_type : std::false_type {};

template <typename T>
using enable_if_index_t = std::enable_if_t<is_index_type<T>::value, T>;

/// The result type of a conversion that only exists for one dimension: for
/// other dimensions it converts to this unusable type instead.
class no_conversion {
  no_conversion() = delete;
};

template <typename T> struct index_dimensions;
template <template <int> class Index, int D>
struct index_dimensions<Index<D>> : std::integral_constant<int, D> {};

} // namespace detail

// Element-wise operators shared by id<D> and range<D>; found through ADL.
// The scalar forms apply the scalar to every element; they take any integral
// type so that `i + 1` is an exact match and does not compete with the
// built-in operators reached through id<1>'s conversion to size_t.
#define PRISM_SYCL_INDEX_OPERATOR(OP, COMPOUND)                                \
  template <typename T>                                                        \
  constexpr detail::enable_if_index_t<T> operator OP(const T &L,               \
                                                     const T &R) noexcept {    \
    T Result = L;                                                              \
    for (int I = 0; I < detail::index_dimensions<T>::value; ++I)               \
      Result[I] = L[I] OP R[I];                                                \
    return Result;                                                             \
  }                                                                            \
  template <typename T, typename S,                                            \
            typename = std::enable_if_t<std::is_integral<S>::value>>           \
  constexpr detail::enable_if_index_t<T> operator OP(const T &L,               \
                                                     S R) noexcept {           \
    T Result = L;                                                              \
    for (int I = 0; I < detail::index_dimensions<T>::value; ++I)               \
      Result[I] = L[I] OP R;                                                   \
    return Result;                                                             \
  }                                                                            \
  template <typename T, typename S,                                            \
            typename = std::enable_if_t<std::is_integral<S>::value>>           \
  constexpr detail::enable_if_index_t<T> operator OP(S L,                      \
                                                     const T &R) noexcept {    \
    T Result = R;                                                              \
    for (int I = 0; I < detail::index_dimensions<T>::value; ++I)               \
      Result[I] = L OP R[I];                                                   \
    return Result;                                                             \
  }                                                                            \
  template <typename T>                                                        \
  constexpr detail::enable_if_index_t<T> &operator COMPOUND(                   \
      T &L, const T &R) noexcept {                                             \
    for (int I = 0; I < detail::index_dimensions<T>::value; ++I)               \
      L[I] = L[I] OP R[I];                                                     \
    return L;                                                                  \
  }                                                                            \
  template <typename T, typename S,                                            \
            typename = std::enable_if_t<std::is_integral<S>::value>>           \
  constexpr detail::enable_if_index_t<T> &operator COMPOUND(T &L,              \
                                                            S R) noexcept {    \
    for (int I = 0; I < detail::index_dimensions<T>::value; ++I)               \
      L[I] = L[I] OP R;                                                        \
    return L;                                                                  \
  }

PRISM_SYCL_INDEX_OPERATOR(+, +=)
PRISM_SYCL_INDEX_OPERATOR(-, -=)
PRISM_SYCL_INDEX_OPERATOR(*, *=)
PRISM_SYCL_INDEX_OPERATOR(/, /=)
PRISM_SYCL_INDEX_OPERATOR(%, %=)
PRISM_SYCL_INDEX_OPERATOR(<<, <<=)
PRISM_SYCL_INDEX_OPERATOR(>>, >>=)
PRISM_SYCL_INDEX_OPERATOR(&, &=)
PRISM_SYCL_INDEX_OPERATOR(|, |=)
PRISM_SYCL_INDEX_OPERATOR(^, ^=)

#undef PRISM_SYCL_INDEX_OPERATOR

template <typename T>
constexpr std::enable_if_t<detail::is_index_type<T>::value, bool>
operator==(const T &L, const T &R) noexcept {
  for (int I = 0; I < detail::index_dimensions<T>::value; ++I)
    if (L[I] != R[I])
      return false;
  return true;
}

template <typename T>
constexpr std::enable_if_t<detail::is_index_type<T>::value, bool>
operator!=(const T &L, const T &R) noexcept {
  return !(L == R);
}

} // namespace sycl

#endif // SYCL_DETAIL_ARRAY_HPP
