//===- sycl/marray.hpp - sycl::marray<T, N>, the math array ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An array of any number of elements with element-wise operators (those
// of detail/elementwise_operators.hpp, shared with vec), laid out as a
// plain array (no padding, the element type's alignment), unlike vec.
// Comparisons and logical operators give marray<bool, N>. Trivially
// copyable, so it travels inside kernel functors as bytes.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MARRAY_HPP
#define SYCL_MARRAY_HPP

#include "sycl/detail/array.hpp"
#include "sycl/detail/elementwise_operators.hpp"
#include "sycl/half.hpp"

#include <cstddef>
#include <type_traits>

namespace sycl {

template <typename DataT, std::size_t NumElements> class marray;

namespace detail {

template <typename T> struct is_marray : std::false_type {};
template <typename T, std::size_t N>
struct is_marray<marray<T, N>> : std::true_type {};

/// How many elements of an marray of DataT an argument of the variadic
/// constructor gives: 1 for a scalar, M for an marray<DataT, M>, 0 for
/// anything else.
template <typename DataT, typename T> constexpr std::size_t marray_arg_size() {
  if constexpr (is_marray<T>::value)
    return std::is_same_v<typename T::value_type, DataT> ? T::size() : 0;
  else
    return std::is_convertible_v<T, DataT> ? 1 : 0;
}

} // namespace detail

template <typename DataT, std::size_t NumElements>
class marray
    : public detail::elementwise_operators<marray<DataT, NumElements>, DataT,
                                           marray<bool, NumElements>> {
  static_assert(NumElements > 0, "an marray has at least one element");
  using bool_array = marray<bool, NumElements>;

public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const DataT &;
  using iterator = DataT *;
  using const_iterator = const DataT *;

  constexpr marray() : Values{} {}
  explicit constexpr marray(const DataT &Arg) : Values{} {
    for (DataT &V : Values)
      V = Arg;
  }
  /// Scalars and marrays of DataT, NumElements elements in all.
  template <typename... ArgTN,
            typename = std::enable_if_t<
                (sizeof...(ArgTN) > 1) &&
                ((detail::marray_arg_size<DataT, ArgTN>() > 0) && ...) &&
                (detail::marray_arg_size<DataT, ArgTN>() + ...) == NumElements>>
  constexpr marray(const ArgTN &...Args) : Values{} {
    std::size_t Next = 0;
    (append(Next, Args), ...);
  }
  constexpr marray(const marray &) = default;
  constexpr marray(marray &&) = default;
  constexpr marray &operator=(const marray &) = default;
  constexpr marray &operator=(const DataT &Scalar) {
    for (DataT &V : Values)
      V = Scalar;
    return *this;
  }

  /// An marray of one element is its element.
  constexpr
  operator std::conditional_t<NumElements == 1, DataT, detail::no_conversion>()
      const {
    return Values[0];
  }

  static constexpr std::size_t size() noexcept { return NumElements; }

  constexpr reference operator[](std::size_t Index) { return Values[Index]; }
  constexpr const_reference operator[](std::size_t Index) const {
    return Values[Index];
  }

  constexpr iterator begin() { return Values; }
  constexpr const_iterator begin() const { return Values; }
  constexpr iterator end() { return Values + NumElements; }
  constexpr const_iterator end() const { return Values + NumElements; }

private:
  friend class detail::elementwise_operators<marray, DataT, bool_array>;

  // What the operators of detail::elementwise_operators compute with: Op
  // of the elements of L and R, or of A; Test of the elements.
  template <typename Op>
  static marray apply(const marray &L, const marray &R, Op Operation) {
    marray Result;
    for (std::size_t I = 0; I < NumElements; ++I)
      Result[I] = static_cast<DataT>(Operation(L[I], R[I]));
    return Result;
  }
  template <typename Op> static marray apply(const marray &A, Op Operation) {
    marray Result;
    for (std::size_t I = 0; I < NumElements; ++I)
      Result[I] = static_cast<DataT>(Operation(A[I]));
    return Result;
  }
  template <typename Test>
  static bool_array test(const marray &L, const marray &R, Test Predicate) {
    bool_array Result;
    for (std::size_t I = 0; I < NumElements; ++I)
      Result[I] = Predicate(L[I], R[I]);
    return Result;
  }

  constexpr void append(std::size_t &Next, const DataT &Scalar) {
    Values[Next++] = Scalar;
  }
  template <typename T> constexpr void append(std::size_t &Next, const T &Arg) {
    if constexpr (detail::is_marray<T>::value) {
      for (std::size_t I = 0; I < T::size(); ++I)
        Values[Next++] = Arg[I];
    } else {
      Values[Next++] = static_cast<DataT>(Arg);
    }
  }

  DataT Values[NumElements];
};

template <class T, class... U> marray(T, U...) -> marray<T, sizeof...(U) + 1>;

#define PRISM_SYCL_MARRAY_ALIASES(N)                                           \
  using mbool##N = marray<bool, N>;                                            \
  using mchar##N = marray<char, N>;                                            \
  using mschar##N = marray<signed char, N>;                                    \
  using muchar##N = marray<unsigned char, N>;                                  \
  using mshort##N = marray<short, N>;                                          \
  using mushort##N = marray<unsigned short, N>;                                \
  using mint##N = marray<int, N>;                                              \
  using muint##N = marray<unsigned int, N>;                                    \
  using mlong##N = marray<long, N>;                                            \
  using mulong##N = marray<unsigned long, N>;                                  \
  using mlonglong##N = marray<long long, N>;                                   \
  using mulonglong##N = marray<unsigned long long, N>;                         \
  using mhalf##N = marray<half, N>;                                            \
  using mfloat##N = marray<float, N>;                                          \
  using mdouble##N = marray<double, N>;
PRISM_SYCL_MARRAY_ALIASES(2)
PRISM_SYCL_MARRAY_ALIASES(3)
PRISM_SYCL_MARRAY_ALIASES(4)
PRISM_SYCL_MARRAY_ALIASES(8)
PRISM_SYCL_MARRAY_ALIASES(16)
#undef PRISM_SYCL_MARRAY_ALIASES

} // namespace sycl

#endif // SYCL_MARRAY_HPP
