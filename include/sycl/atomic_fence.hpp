//===- sycl/atomic_fence.hpp - sycl::atomic_fence -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A memory fence: orders the calling work-item's memory operations as Order
// asks, for the work-items of Scope, through the device library's fence
// (on the host, a thread fence).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ATOMIC_FENCE_HPP
#define SYCL_ATOMIC_FENCE_HPP

#include "sycl/detail/atomic_ops.hpp"
#include "sycl/detail/defines.hpp"
#include "sycl/memory_enums.hpp"

namespace sycl {

PRISM_SYCL_HOST_DEVICE inline void atomic_fence(memory_order Order,
                                                memory_scope Scope) {
  __prism_atomic_fence(int(Order), int(Scope));
}

} // namespace sycl

#endif // SYCL_ATOMIC_FENCE_HPP
