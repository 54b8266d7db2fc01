//===- sycl/local_accessor.hpp - sycl::local_accessor<T, D> ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Work-group local memory whose size is given at run time. Every
// local_accessor of a command group is a slice of the launch's one dynamic
// local-memory region: the constructor reserves its bytes in the handler and
// keeps their offset, so the accessor itself is two numbers copied into the
// kernel like any other capture, and the device finds its memory at
// __prism_dynamic_local_memory() + offset.
//
// Every slice starts on a 16-byte boundary at least, and the device code is
// told so: the compiler can then merge neighbouring element loads into one
// vector load (ld.shared.v4 on PTX), as it does for a static __shared__ array
// whose address it knows.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_LOCAL_ACCESSOR_HPP
#define SYCL_LOCAL_ACCESSOR_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/accessor_box.hpp"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/handler.hpp"
#include "sycl/id.hpp"
#include "sycl/multi_ptr.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <iterator>
#include <type_traits>
#include <utility>

namespace sycl {

namespace detail {

/// The result of local_accessor<T, 3>[i]: the plane i, indexed by [j][k].
template <typename DataT>
constexpr size_t local_slice_alignment = alignof(DataT) > 16 ? alignof(DataT)
                                                             : 16;

} // namespace detail

template <typename DataT, int Dimensions = 1> class local_accessor {
  static_assert(Dimensions >= 0 && Dimensions <= 3,
                "Prism's local_accessor has 0, 1, 2 or 3 dimensions");
  static_assert(alignof(DataT) <= 64,
                "local memory is 64-byte aligned; this element type needs "
                "more");
  /// A 0-dimensional local accessor is one element, kept as a range of one.
  static constexpr int ExtentDims = Dimensions == 0 ? 1 : Dimensions;
  template <int D> using if_ranged_t = std::enable_if_t<(D > 0)>;

public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const DataT &;
  using iterator = DataT *;
  using const_iterator = const DataT *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  static constexpr int dimensions = Dimensions;
  template <access::decorated IsDecorated>
  using accessor_ptr =
      multi_ptr<DataT, access::address_space::local_space, IsDecorated>;

  /// An empty local accessor, to be assigned later (a class member, say).
  local_accessor() = default;

  /// Reserves AllocationSize elements of local memory for the kernel of
  /// Handler's command group.
  template <int D = Dimensions, typename = if_ranged_t<D>>
  local_accessor(range<ExtentDims> AllocationSize, handler &Handler,
                 const property_list & = {})
      : Extent(AllocationSize), Offset(Handler.reserve_local_memory(
                                    AllocationSize.size() * sizeof(DataT),
                                    detail::local_slice_alignment<DataT>)) {}
  /// One element of local memory (0 dimensions).
  template <int D = Dimensions, typename = std::enable_if_t<D == 0>>
  local_accessor(handler &Handler, const property_list & = {})
      : Extent(1), Offset(Handler.reserve_local_memory(
                       sizeof(DataT), detail::local_slice_alignment<DataT>)) {}

  template <int D = Dimensions, typename = if_ranged_t<D>>
  range<ExtentDims> get_range() const {
    return Extent;
  }
  size_t size() const noexcept { return Extent.size(); }
  size_t byte_size() const noexcept { return size() * sizeof(DataT); }
  size_t max_size() const noexcept { return size(); }
  bool empty() const noexcept { return size() == 0; }
  [[deprecated("use size()")]] size_t get_count() const { return size(); }
  [[deprecated("use byte_size()")]] size_t get_size() const {
    return byte_size();
  }

  template <int D = Dimensions, typename = if_ranged_t<D>>
  DataT &operator[](const id<ExtentDims> &Index) const {
    return data()[detail::linearize(Index, Extent)];
  }
  /// An item counts by its id (matched exactly: its conversions to id and,
  /// in one dimension, to size_t would make acc[item] ambiguous).
  template <bool WithOffset, int D = Dimensions, typename = if_ranged_t<D>>
  DataT &operator[](const item<ExtentDims, WithOffset> &Index) const {
    return (*this)[Index.get_id()];
  }
  /// acc[i] for one dimension; acc[i][j] and acc[i][j][k] for more.
  template <int D = Dimensions, typename = if_ranged_t<D>>
  decltype(auto) operator[](size_t Index) const {
    if constexpr (Dimensions == 1)
      return static_cast<DataT &>(data()[Index]);
    else if constexpr (Dimensions == 2)
      return data() + Index * Extent[1];
    else
      return detail::accessor_plane<DataT>(
          data() + Index * Extent[1] * Extent[2], Extent[2]);
  }

  /// The element of a 0-dimensional local accessor.
  template <int D = Dimensions, typename = std::enable_if_t<D == 0>>
  operator reference() const {
    return *data();
  }
  template <int D = Dimensions, typename = std::enable_if_t<D == 0>>
  const local_accessor &operator=(const value_type &Value) const {
    *data() = Value;
    return *this;
  }

  /// The accessor's memory as a plain pointer.
  DataT *get_pointer() const noexcept { return data(); }
  /// The same as a multi_ptr; IsDecorated has a default as in
  /// accessor::get_multi_ptr.
  template <access::decorated IsDecorated = access::decorated::no>
  accessor_ptr<IsDecorated> get_multi_ptr() const noexcept {
    return accessor_ptr<IsDecorated>(data());
  }
  iterator begin() const noexcept { return data(); }
  iterator end() const noexcept { return data() + size(); }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() const noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() const noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator crbegin() const noexcept {
    return const_reverse_iterator(cend());
  }
  const_reverse_iterator crend() const noexcept {
    return const_reverse_iterator(cbegin());
  }
  void swap(local_accessor &Other) noexcept { std::swap(*this, Other); }

  friend bool operator==(const local_accessor &L, const local_accessor &R) {
    return L.Offset == R.Offset && L.Extent == R.Extent;
  }
  friend bool operator!=(const local_accessor &L, const local_accessor &R) {
    return !(L == R);
  }

private:
  PRISM_SYCL_HOST_DEVICE DataT *data() const {
    return static_cast<DataT *>(
        __builtin_assume_aligned(__prism_dynamic_local_memory() + Offset,
                                 detail::local_slice_alignment<DataT>));
  }

  range<ExtentDims> Extent;
  size_t Offset = 0;
};

} // namespace sycl

#endif // SYCL_LOCAL_ACCESSOR_HPP
