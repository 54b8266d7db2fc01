//===- sycl/range.hpp - sycl::range<D>
//-------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The extent of an iteration space or allocation in 1 to 3 dimensions;
// dimension D-1 varies fastest.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_RANGE_HPP
#define SYCL_RANGE_HPP

#include "sycl/detail/array.hpp"

namespace sycl {

template <int Dimensions = 1> class range : public detail::array<Dimensions> {
  using base = detail::array<Dimensions>;

public:
  /// Zero in every dimension.
  constexpr range() noexcept = default;
  template <int D = Dimensions, typename = std::enable_if_t<D == 1>>
  constexpr range(size_t Dim0) noexcept : base(Dim0, 0, 0) {}
  template <int D = Dimensions, typename = std::enable_if_t<D == 2>>
  constexpr range(size_t Dim0, size_t Dim1) noexcept : base(Dim0, Dim1, 0) {}
  template <int D = Dimensions, typename = std::enable_if_t<D == 3>>
  constexpr range(size_t Dim0, size_t Dim1, size_t Dim2) noexcept
      : base(Dim0, Dim1, Dim2) {}

  static constexpr int dimensions = Dimensions;

  /// The number of elements: the product of the extents.
  constexpr size_t size() const noexcept {
    size_t Product = 1;
    for (int I = 0; I < Dimensions; ++I)
      Product *= this->Values[I];
    return Product;
  }
};

range(size_t)->range<1>;
range(size_t, size_t)->range<2>;
range(size_t, size_t, size_t)->range<3>;

namespace detail {
template <int D> struct index_traits<range<D>> {
  static constexpr index_kind kind = index_kind::range;
  static constexpr int dimensions = D;
};
} // namespace detail

} // namespace sycl

#endif // SYCL_RANGE_HPP
