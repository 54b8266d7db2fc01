//===- sycl/item.hpp - sycl::item<D>
//---------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A work-item's position together with the range it belongs to, as passed
// to a parallel_for(range<D>) kernel. An item<D, true> also carries the
// offset of a parallel_for(range<D>, id<D>) launch (deprecated in SYCL 2020;
// zero for every other launch), which its id already includes.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ITEM_HPP
#define SYCL_ITEM_HPP

#include "sycl/id.hpp"
#include "sycl/range.hpp"

#include <type_traits>

namespace sycl {

namespace detail {
struct item_factory;
/// Stands for the offset of an item<D, false>, which has none.
struct no_item_offset {};
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
    if constexpr (WithOffset)
      return Offset;
    else
      return id<Dimensions>();
  }
  /// Row-major (dimension D-1 varies fastest), of the id less the offset:
  /// the linear ids of a launch with an offset still start at zero.
  constexpr size_t get_linear_id() const noexcept {
    const id<Dimensions> Start = get_offset();
    size_t Linear = Index[0] - Start[0];
    for (int I = 1; I < Dimensions; ++I)
      Linear = Linear * Extent[I] + (Index[I] - Start[I]);
    return Linear;
  }

  constexpr operator id<Dimensions>() const noexcept { return Index; }
  /// An item without offset is an item whose offset is zero (deprecated in
  /// SYCL 2020, as offsets are).
  /// (Its type depends on HasOffset, so that item<D, true> declares no
  /// conversion to itself.)
  template <bool HasOffset = WithOffset,
            typename = std::enable_if_t<!HasOffset>>
  constexpr operator item<Dimensions, !HasOffset>() const noexcept {
    return item<Dimensions, true>(Index, Extent, id<Dimensions>());
  }
  constexpr
  operator std::conditional_t<Dimensions == 1, size_t, detail::no_conversion>()
      const noexcept {
    return Index[0];
  }

  friend constexpr bool operator==(const item &L, const item &R) noexcept {
    return L.Index == R.Index && L.Extent == R.Extent &&
           L.get_offset() == R.get_offset();
  }
  friend constexpr bool operator!=(const item &L, const item &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::item_factory;
  template <int, bool> friend class item;
  constexpr item(const id<Dimensions> &Index,
                 const range<Dimensions> &Extent) noexcept
      : Index(Index), Extent(Extent), Offset() {}
  template <bool HasOffset = WithOffset, typename = std::enable_if_t<HasOffset>>
  constexpr item(const id<Dimensions> &Index, const range<Dimensions> &Extent,
                 const id<Dimensions> &Offset) noexcept
      : Index(Index), Extent(Extent), Offset(Offset) {}

  id<Dimensions> Index; // the offset included
  range<Dimensions> Extent;
  [[no_unique_address]] std::conditional_t<WithOffset, id<Dimensions>,
                                           detail::no_item_offset>
      Offset;
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
    return item<Dimensions, true>(Index, Extent, id<Dimensions>());
  }
  /// The items of a parallel_for(range<D>, id<D>) launch: Index includes
  /// Offset.
  template <int Dimensions>
  static constexpr item<Dimensions, true>
  make_with_offset(const id<Dimensions> &Index, const range<Dimensions> &Extent,
                   const id<Dimensions> &Offset) noexcept {
    return item<Dimensions, true>(Index, Extent, Offset);
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
