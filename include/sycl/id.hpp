//===- sycl/id.hpp - sycl::id<D>
//-------------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A position in an iteration space of 1 to 3 dimensions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ID_HPP
#define SYCL_ID_HPP

#include "sycl/detail/array.hpp"
#include "sycl/range.hpp"

namespace sycl {

template <int Dimensions = 1> class id : public detail::array<Dimensions> {
  using base = detail::array<Dimensions>;

public:
  constexpr id() noexcept = default;
  template <int D = Dimensions, typename = std::enable_if_t<D == 1>>
  constexpr id(size_t Dim0) noexcept : base(Dim0, 0, 0) {}
  template <int D = Dimensions, typename = std::enable_if_t<D == 2>>
  constexpr id(size_t Dim0, size_t Dim1) noexcept : base(Dim0, Dim1, 0) {}
  template <int D = Dimensions, typename = std::enable_if_t<D == 3>>
  constexpr id(size_t Dim0, size_t Dim1, size_t Dim2) noexcept
      : base(Dim0, Dim1, Dim2) {}
  constexpr id(const range<Dimensions> &Extent) noexcept {
    for (int I = 0; I < Dimensions; ++I)
      this->Values[I] = Extent[I];
  }

  static constexpr int dimensions = Dimensions;

  /// An id<1> is usable as a plain index (ptr[i]).
  /// Not a template: a template conversion would not take part in further
  /// standard conversions (int x = id<1>(...)).
  constexpr
  operator std::conditional_t<Dimensions == 1, size_t, detail::no_conversion>()
      const noexcept {
    return this->Values[0];
  }
};

id(size_t)->id<1>;
id(size_t, size_t)->id<2>;
id(size_t, size_t, size_t)->id<3>;

namespace detail {
template <int D> struct index_traits<id<D>> {
  static constexpr index_kind kind = index_kind::id;
  static constexpr int dimensions = D;
};
} // namespace detail

} // namespace sycl

#endif // SYCL_ID_HPP
