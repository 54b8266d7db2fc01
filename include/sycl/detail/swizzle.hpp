//===- sycl/detail/swizzle.hpp - The __swizzled_vec__ of sycl::vec --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What vec::swizzle<I...>(), lo(), hi(), even(), odd() and the named
// swizzles return: a reference to some of a vec's elements, in a given
// order. It converts to the vec of those elements, so it takes part in
// every vec operator and builtin function; one that names no element
// twice, taken from a non-const vec, can also be assigned to, writing
// through to the vec.
//
// ResultT (the vec it converts to) is a template argument only so that
// argument-dependent lookup finds that vec's operators, which are hidden
// friends: `v.xy() + w.zw()` then is `vec<T, 2> + vec<T, 2>`.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SWIZZLE_HPP
#define SYCL_DETAIL_SWIZZLE_HPP

#include <cstddef>
#include <type_traits>

namespace sycl {

template <typename DataT, int NumElements> class vec;

namespace detail {

template <typename T> struct is_swizzle : std::false_type {};

/// Whether no index appears twice.
template <int... Indexes> constexpr bool indexes_distinct() {
  constexpr int List[] = {Indexes...};
  for (size_t I = 0; I < sizeof...(Indexes); ++I)
    for (size_t J = I + 1; J < sizeof...(Indexes); ++J)
      if (List[I] == List[J])
        return false;
  return true;
}

template <typename VecT, typename ResultT, int... Indexes> class swizzled_vec {
  using DataT = typename ResultT::element_type;
  static constexpr int Count = sizeof...(Indexes);
  static constexpr int Index[Count] = {Indexes...};
  static constexpr bool Writable =
      !std::is_const_v<VecT> && indexes_distinct<Indexes...>();

public:
  using element_type = DataT;
  using value_type = DataT;

  explicit swizzled_vec(VecT &Source) : Source(Source) {}
  swizzled_vec(const swizzled_vec &) = default;

  operator ResultT() const {
    ResultT Result;
    for (int I = 0; I < Count; ++I)
      Result[I] = Source[Index[I]];
    return Result;
  }

  swizzled_vec &operator=(const ResultT &Value) {
    static_assert(Writable, "only a swizzle of a non-const vec that names "
                            "no element twice can be assigned to");
    for (int I = 0; I < Count; ++I)
      Source[Index[I]] = Value[I];
    return *this;
  }
  swizzled_vec &operator=(const DataT &Value) { return *this = ResultT(Value); }
  swizzled_vec &operator=(const swizzled_vec &Other) {
    return *this = static_cast<ResultT>(Other);
  }

#define PRISM_SYCL_SWIZZLE_COMPOUND(OP)                                        \
  template <typename T> swizzled_vec &operator OP(const T &Operand) {          \
    ResultT Value = *this;                                                     \
    Value OP Operand;                                                          \
    return *this = Value;                                                      \
  }
  PRISM_SYCL_SWIZZLE_COMPOUND(+=)
  PRISM_SYCL_SWIZZLE_COMPOUND(-=)
  PRISM_SYCL_SWIZZLE_COMPOUND(*=)
  PRISM_SYCL_SWIZZLE_COMPOUND(/=)
  PRISM_SYCL_SWIZZLE_COMPOUND(%=)
  PRISM_SYCL_SWIZZLE_COMPOUND(&=)
  PRISM_SYCL_SWIZZLE_COMPOUND(|=)
  PRISM_SYCL_SWIZZLE_COMPOUND(^=)
  PRISM_SYCL_SWIZZLE_COMPOUND(<<=)
  PRISM_SYCL_SWIZZLE_COMPOUND(>>=)
#undef PRISM_SYCL_SWIZZLE_COMPOUND

  DataT operator[](int I) const { return Source[Index[I]]; }

  static constexpr size_t size() noexcept { return Count; }
  static constexpr size_t byte_size() noexcept { return sizeof(ResultT); }

  /// As vec::convert, with the same optional rounding mode.
  template <typename ConvertT, auto... RoundingMode> auto convert() const {
    return static_cast<ResultT>(*this)
        .template convert<ConvertT, RoundingMode...>();
  }
  template <typename AsT> AsT as() const {
    return static_cast<ResultT>(*this).template as<AsT>();
  }

  /// A swizzle of this swizzle: the same vec, indexes composed.
  template <int... Next> auto swizzle() const {
    static_assert(((Next >= 0 && Next < Count) && ...),
                  "a swizzle index is outside the swizzle");
    using Result = vec<DataT, int(sizeof...(Next))>;
    return swizzled_vec<VecT, Result, Index[Next]...>(Source);
  }

private:
  VecT &Source;
};

template <typename VecT, typename ResultT, int... Indexes>
struct is_swizzle<swizzled_vec<VecT, ResultT, Indexes...>> : std::true_type {};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_SWIZZLE_HPP
