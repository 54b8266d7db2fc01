//===- sycl/nd_item.hpp - sycl::nd_item<D>
//---------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What a parallel_for(nd_range<D>) kernel receives. It holds only the
// deprecated global offset; every other query asks the device builtins, so
// an unused query costs nothing.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ND_ITEM_HPP
#define SYCL_ND_ITEM_HPP

#include "prism/device/builtins.h"
#include "sycl/access.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/group.hpp"
#include "sycl/nd_range.hpp"
#include "sycl/sub_group.hpp"

namespace sycl {

namespace detail {
struct nd_item_factory;
} // namespace detail

template <int Dimensions = 1> class nd_item {
public:
  static constexpr int dimensions = Dimensions;

  nd_item() = delete;

  /// Includes the global offset, as SYCL specifies.
  id<Dimensions> get_global_id() const {
    return detail::make_index<id<Dimensions>, detail::global_id<Dimensions>>() +
           Offset;
  }
  size_t get_global_id(int Dimension) const {
    return detail::global_id<Dimensions>(Dimension) + Offset[Dimension];
  }
  /// Linearised without the offset.
  size_t get_global_linear_id() const {
    return detail::linearize(
        detail::make_index<id<Dimensions>, detail::global_id<Dimensions>>(),
        get_global_range());
  }

  id<Dimensions> get_local_id() const { return get_group().get_local_id(); }
  size_t get_local_id(int Dimension) const {
    return detail::local_id<Dimensions>(Dimension);
  }
  size_t get_local_linear_id() const {
    return get_group().get_local_linear_id();
  }

  group<Dimensions> get_group() const { return group<Dimensions>(); }
  sub_group get_sub_group() const { return sub_group(); }
  size_t get_group(int Dimension) const {
    return detail::group_id<Dimensions>(Dimension);
  }
  size_t get_group_linear_id() const {
    return get_group().get_group_linear_id();
  }
  range<Dimensions> get_group_range() const {
    return get_group().get_group_range();
  }
  size_t get_group_range(int Dimension) const {
    return detail::group_count<Dimensions>(Dimension);
  }

  range<Dimensions> get_global_range() const {
    return detail::make_index<range<Dimensions>,
                              detail::global_size<Dimensions>>();
  }
  size_t get_global_range(int Dimension) const {
    return detail::global_size<Dimensions>(Dimension);
  }
  range<Dimensions> get_local_range() const {
    return get_group().get_local_range();
  }
  size_t get_local_range(int Dimension) const {
    return detail::local_size<Dimensions>(Dimension);
  }

  [[deprecated("the global offset is deprecated in SYCL 2020")]] id<Dimensions>
  get_offset() const {
    return Offset;
  }
  /// The launch's nd_range, with the (deprecated) offset it was given.
  nd_range<Dimensions> get_nd_range() const {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    return nd_range<Dimensions>(get_global_range(), get_local_range(), Offset);
#pragma clang diagnostic pop
  }

  /// Deprecated in SYCL 2020 in favour of group_barrier, still common.
  PRISM_SYCL_HOST_DEVICE void
  barrier(access::fence_space = access::fence_space::global_and_local) const {
    __prism_barrier();
  }

  /// The work-group copies of get_group() (sycl/device_event.hpp).
  template <typename DestPtr, typename SrcPtr>
  auto async_work_group_copy(DestPtr Destination, SrcPtr Source,
                             size_t NumElements) const
      -> decltype(get_group().async_work_group_copy(Destination, Source,
                                                    NumElements)) {
    return get_group().async_work_group_copy(Destination, Source, NumElements);
  }
  template <typename DestPtr, typename SrcPtr>
  auto async_work_group_copy(DestPtr Destination, SrcPtr Source,
                             size_t NumElements, size_t Stride) const
      -> decltype(get_group().async_work_group_copy(Destination, Source,
                                                    NumElements, Stride)) {
    return get_group().async_work_group_copy(Destination, Source, NumElements,
                                             Stride);
  }
  template <typename... EventTN>
  PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE void
  wait_for(EventTN... Events) const {
    get_group().wait_for(Events...);
  }

private:
  friend struct detail::nd_item_factory;
  constexpr explicit nd_item(const id<Dimensions> &Offset) : Offset(Offset) {}

  id<Dimensions> Offset;
};

namespace detail {
/// Lets the kernel wrappers build nd_items, whose constructor is private.
struct nd_item_factory {
  template <int Dimensions>
  static constexpr nd_item<Dimensions> make(const id<Dimensions> &Offset) {
    return nd_item<Dimensions>(Offset);
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_ND_ITEM_HPP
