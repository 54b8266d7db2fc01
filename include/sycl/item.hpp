//===- sycl/item.hpp - sycl::item<D>
//---------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A work-item's position together with the range it belongs to, as passed
// to a parallel_for(range<D>) kernel. Prism launches never have an offset,
// so the offset is always zero.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ITEM_HPP
#define SYCL_ITEM_HPP

#include "sycl/id.hpp"
#include "sycl/range.hpp"

namespace sycl {

namespace detail {
struct item_factory;
} // namespace detail

template <int Dimensions = 1, bool WithOffset = true> class item {
public:
  item() = delete;

  static constexpr int dimensions = Dimensions;

  constexpr id<Dimensions> get_id() const noexcept { return Index; }
  constexpr size_t get_id(int Dimension) const noexcept {
    return Index[Dimension];
  }
  constexpr size_t operator[](int Dimension) const noexcept {
    return Index[Dimension];
  }
  constexpr range<Dimensions> get_range() const noexcept { return Extent; }
  constexpr size_t get_range(int Dimension) const noexcept {
    return Extent[Dimension];
  }
  constexpr id<Dimensions> get_offset() const noexcept {
    return id<Dimensions>();
  }
  /// Row-major: dimension D-1 varies fastest.
  constexpr size_t get_linear_id() const noexcept {
    size_t Linear = Index[0];
    for (int I = 1; I < Dimensions; ++I)
      Linear = Linear * Extent[I] + Index[I];
    return Linear;
  }

  constexpr operator id<Dimensions>() const noexcept { return Index; }
  /// An item without offset is an item whose offset is zero (deprecated in
  /// SYCL 2020, as offsets are).
  /// (Its type depends on Offset, so that item<D, true> declares no
  /// conversion to itself.)
  template <bool Offset = WithOffset, typename = std::enable_if_t<!Offset>>
  constexpr operator item<Dimensions, !Offset>() const noexcept {
    return item<Dimensions, true>(Index, Extent);
  }
  constexpr
  operator std::conditional_t<Dimensions == 1, size_t, detail::no_conversion>()
      const noexcept {
    return Index[0];
  }

  friend constexpr bool operator==(const item &L, const item &R) noexcept {
    return L.Index == R.Index && L.Extent == R.Extent;
  }
  friend constexpr bool operator!=(const item &L, const item &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::item_factory;
  template <int, bool> friend class item;
  constexpr item(const id<Dimensions> &Index,
                 const range<Dimensions> &Extent) noexcept
      : Index(Index), Extent(Extent) {}

  id<Dimensions> Index;
  range<Dimensions> Extent;
};

namespace detail {
template <int D, bool WithOffset> struct index_traits<item<D, WithOffset>> {
  static constexpr index_kind kind = index_kind::item;
  static constexpr int dimensions = D;
};

/// Lets the kernel wrappers build items, whose constructor is not public.
struct item_factory {
  template <int Dimensions>
  static constexpr item<Dimensions, true>
  make(const id<Dimensions> &Index, const range<Dimensions> &Extent) noexcept {
    return item<Dimensions, true>(Index, Extent);
  }
  /// The offset-less items of hierarchical kernels (h_item).
  template <int Dimensions>
  static constexpr item<Dimensions, false>
  make_without_offset(const id<Dimensions> &Index,
                      const range<Dimensions> &Extent) noexcept {
    return item<Dimensions, false>(Index, Extent);
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_ITEM_HPP
