//===- sycl/group.hpp - sycl::group<D>, the work-group of a work-item -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A group object holds its group id and ranges, which is what operator==
// compares (the optimiser drops what a kernel does not read); the local id
// queries ask the device builtins. It is the same in every work-item of the
// group. Made in device code only (nd_item::get_group()); a copy can be
// compared and asked its ids and ranges anywhere.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_GROUP_HPP
#define SYCL_GROUP_HPP

#include "prism/device/atomics.h"
#include "sycl/access.hpp"
#include "sycl/detail/hierarchical_work_items.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/device_event.hpp"
#include "sycl/memory_enums.hpp"
#include "sycl/multi_ptr.hpp"

#include <type_traits>

namespace sycl {

template <int Dimensions> class nd_item;

template <int Dimensions = 1> class group {
public:
  using id_type = id<Dimensions>;
  using range_type = range<Dimensions>;
  using linear_id_type = size_t;
  static constexpr int dimensions = Dimensions;
  static constexpr memory_scope fence_scope = memory_scope::work_group;

  id<Dimensions> get_group_id() const { return GroupId; }
  size_t get_group_id(int Dimension) const { return GroupId[Dimension]; }
  size_t operator[](int Dimension) const { return get_group_id(Dimension); }

  id<Dimensions> get_local_id() const {
    return detail::make_index<id<Dimensions>, detail::local_id<Dimensions>>();
  }
  size_t get_local_id(int Dimension) const {
    return detail::local_id<Dimensions>(Dimension);
  }

  range<Dimensions> get_local_range() const { return LocalRange; }
  size_t get_local_range(int Dimension) const { return LocalRange[Dimension]; }
  /// Work-groups are never partial in Prism, so the largest local range is
  /// the local range.
  range<Dimensions> get_max_local_range() const { return get_local_range(); }

  range<Dimensions> get_group_range() const { return GroupRange; }
  size_t get_group_range(int Dimension) const { return GroupRange[Dimension]; }

  size_t get_group_linear_id() const {
    return detail::linearize(get_group_id(), get_group_range());
  }
  size_t get_local_linear_id() const {
    return detail::linearize(get_local_id(), get_local_range());
  }
  size_t get_group_linear_range() const { return get_group_range().size(); }
  size_t get_local_linear_range() const { return get_local_range().size(); }

  bool leader() const { return get_local_linear_id() == 0; }

  [[deprecated("use get_group_id")]] id<Dimensions> get_id() const {
    return get_group_id();
  }
  [[deprecated("use get_group_id")]] size_t get_id(int Dimension) const {
    return get_group_id(Dimension);
  }
  [[deprecated("use get_group_linear_id")]] size_t get_linear_id() const {
    return get_group_linear_id();
  }
  [[deprecated("use get_group_range() * get_local_range()")]] range<Dimensions>
  get_global_range() const {
    return GroupRange * LocalRange;
  }

  /// Hierarchical kernels: runs Function(h_item<D>) once for every
  /// work-item of the work-group, then waits for all of them (SYCL's implicit
  /// work-group barrier).
  template <typename WorkItemFunction>
  void parallel_for_work_item(const WorkItemFunction &Function) const {
    detail::run_work_items<Dimensions>(get_local_range(), Function);
  }
  /// The same over LogicalRange, smaller or larger than the work-group: each
  /// physical work-item runs some of the logical ones.
  template <typename WorkItemFunction>
  void parallel_for_work_item(range<Dimensions> LogicalRange,
                              const WorkItemFunction &Function) const {
    detail::run_work_items<Dimensions>(LogicalRange, Function);
  }

  /// Orders the calling work-item's memory operations for the work-group
  /// (deprecated in SYCL 2020). Prism's fence orders local and global memory
  /// together, which covers every fence space.
  template <access_mode Mode = access_mode::read_write>
  PRISM_SYCL_HOST_DEVICE void
  mem_fence(access::fence_space = access::fence_space::global_and_local) const {
    constexpr memory_order Order =
        Mode == access_mode::read    ? memory_order::acquire
        : Mode == access_mode::write ? memory_order::release
                                     : memory_order::acq_rel;
    __prism_atomic_fence(int(Order), int(memory_scope::work_group));
  }

  // Work-group copies (sycl/device_event.hpp): NumElements elements from
  // global to local memory, reading every SourceStride-th, or from local to
  // global memory, writing every DestinationStride-th.
  template <typename DestT, access::decorated DestDecorated, typename SrcT,
            access::decorated SrcDecorated>
  std::enable_if_t<std::is_same_v<DestT, std::remove_const_t<SrcT>>,
                   device_event>
  async_work_group_copy(local_ptr<DestT, DestDecorated> Destination,
                        global_ptr<SrcT, SrcDecorated> Source,
                        size_t NumElements, size_t SourceStride = 1) const {
    return detail::device_event_access::copy(
        Destination.get_raw(), 1, Source.get_raw(), SourceStride, NumElements,
        get_local_linear_id(), get_local_linear_range());
  }
  template <typename DestT, access::decorated DestDecorated, typename SrcT,
            access::decorated SrcDecorated>
  std::enable_if_t<std::is_same_v<DestT, std::remove_const_t<SrcT>>,
                   device_event>
  async_work_group_copy(global_ptr<DestT, DestDecorated> Destination,
                        local_ptr<SrcT, SrcDecorated> Source,
                        size_t NumElements,
                        size_t DestinationStride = 1) const {
    return detail::device_event_access::copy(
        Destination.get_raw(), DestinationStride, Source.get_raw(), 1,
        NumElements, get_local_linear_id(), get_local_linear_range());
  }
  /// Waits for the copies of Events: one work-group barrier covers them all.
  template <typename... EventTN>
  PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE void wait_for(EventTN...) const {
    static_assert((std::is_same_v<EventTN, device_event> && ...),
                  "group::wait_for takes sycl::device_event arguments");
    if constexpr (sizeof...(EventTN) > 0)
      __prism_barrier();
  }

  friend bool operator==(const group &L, const group &R) {
    return L.GroupId == R.GroupId && L.LocalRange == R.LocalRange &&
           L.GroupRange == R.GroupRange;
  }
  friend bool operator!=(const group &L, const group &R) { return !(L == R); }

private:
  template <int> friend class nd_item;
  group()
      : GroupId(
            detail::make_index<id<Dimensions>, detail::group_id<Dimensions>>()),
        LocalRange(detail::make_index<range<Dimensions>,
                                      detail::local_size<Dimensions>>()),
        GroupRange(detail::make_index<range<Dimensions>,
                                      detail::group_count<Dimensions>>()) {}

  id<Dimensions> GroupId;
  range<Dimensions> LocalRange;
  range<Dimensions> GroupRange;
};

} // namespace sycl

#endif // SYCL_GROUP_HPP
