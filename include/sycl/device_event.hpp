//===- sycl/device_event.hpp - sycl::device_event and work-group copies ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// group::async_work_group_copy (and nd_item's) copies between global and
// local memory as a work-group: each work-item copies every
// local-range-th element, starting at its local linear id, at once, and
// the device_event it returns waits with a work-group barrier, which makes
// every work-item's part visible to the whole group. Like any work-group
// function, every work-item of the group makes the same calls.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_EVENT_HPP
#define SYCL_DEVICE_EVENT_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"

#include <cstddef>

namespace sycl {

namespace detail {
struct device_event_access;
} // namespace detail

/// The completion of a work-group copy, in device code.
class device_event {
public:
  /// Waits until the copy is done and visible to the work-group.
  PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE void wait() noexcept {
    __prism_barrier();
  }

private:
  friend struct detail::device_event_access;
  device_event() = default;
};

namespace detail {
struct device_event_access {
  /// Copies Count elements from every SourceStride-th element of Source to
  /// every DestinationStride-th of Destination, the calling work-item's
  /// share of them (WorkItem of WorkItems).
  template <typename DestinationT, typename SourceT>
  static device_event copy(DestinationT *Destination, size_t DestinationStride,
                           const SourceT *Source, size_t SourceStride,
                           size_t Count, size_t WorkItem, size_t WorkItems) {
    for (size_t I = WorkItem; I < Count; I += WorkItems)
      Destination[I * DestinationStride] = Source[I * SourceStride];
    return device_event();
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_DEVICE_EVENT_HPP
