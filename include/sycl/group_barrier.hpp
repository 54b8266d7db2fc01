//===- sycl/group_barrier.hpp - sycl::group_barrier -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every work-item of the group waits, and the memory operations each made
// before the barrier are visible to all after it. Prism's work-group barrier
// always orders both local and global memory at work-group scope (what a
// CUDA __syncthreads and an OpenCL barrier(CLK_LOCAL_MEM_FENCE |
// CLK_GLOBAL_MEM_FENCE) give), which satisfies every fence scope a group
// barrier may ask for; the sub-group barrier does the same among the
// sub-group's work-items.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_GROUP_BARRIER_HPP
#define SYCL_GROUP_BARRIER_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/group.hpp"
#include "sycl/memory_enums.hpp"
#include "sycl/sub_group.hpp"

namespace sycl {

template <int Dimensions>
PRISM_SYCL_HOST_DEVICE void
group_barrier(group<Dimensions>,
              memory_scope = group<Dimensions>::fence_scope) {
  __prism_barrier();
}

/// Orders local and global memory among the sub-group's work-items, which
/// satisfies the sub-group fence scope.
PRISM_SYCL_HOST_DEVICE inline void
group_barrier(sub_group, memory_scope = sub_group::fence_scope) {
  __prism_sub_group_barrier();
}

} // namespace sycl

#endif // SYCL_GROUP_BARRIER_HPP
