//===- sycl/detail/hierarchical_launch.hpp - parallel_for_work_group ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A hierarchical kernel (handler::parallel_for_work_group) is an nd-range
// launch of the work-group count times the work-group size. Every work-item
// runs hierarchical_kernel_wrapper, which calls work_group_scope, the
// function prism-lower-work-group-scope lowers (docs/design.md,
// "Hierarchical parallelism"): code in it runs in the work-group's first
// work-item only (local id 0 in every backend dimension, as the pass tests
// it), its variables are shared by the work-group, and every work-item
// joins each parallel_for_work_item call.
//
// The kernel functor is copied into work-group memory first, so that the
// pointers into it that work-group code hands to parallel_for_work_item
// (captures of the outer lambda, by reference) are valid in every
// work-item; the functor a work-item gets from kernel_entry is its own.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_HIERARCHICAL_LAUNCH_HPP
#define SYCL_DETAIL_HIERARCHICAL_LAUNCH_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/hierarchical_work_items.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/group.hpp"
#include "sycl/nd_item.hpp"
#include "sycl/range.hpp"

#include <type_traits>

namespace sycl {
namespace detail {

/// The work-group size of a parallel_for_work_group without one: 64
/// work-items, which every device Prism runs on allows.
template <int Dimensions>
constexpr range<Dimensions> default_work_group_size() {
  if constexpr (Dimensions == 1)
    return range<1>(64);
  else if constexpr (Dimensions == 2)
    return range<2>(8, 8);
  else
    return range<3>(4, 4, 4);
}

/// The kernel's work-group scope.
template <int Dimensions, typename KernelType>
__attribute__((noinline)) PRISM_SYCL_HOST_DEVICE void
work_group_scope(const KernelType &Kernel) {
  __prism_work_group_scope();
  Kernel(nd_item_factory::make(id<Dimensions>()).get_group());
}

template <int Dimensions, typename KernelType>
struct hierarchical_kernel_wrapper {
  KernelType Kernel;

  PRISM_SYCL_HOST_DEVICE void operator()() const {
    auto *Shared = reinterpret_cast<KernelType *>(
        __prism_static_local_memory(sizeof(KernelType), alignof(KernelType)));
    if (__prism_local_id(0) == 0 && __prism_local_id(1) == 0 &&
        __prism_local_id(2) == 0)
      __builtin_memcpy(static_cast<void *>(Shared), &Kernel,
                       sizeof(KernelType));
    __prism_barrier();
    work_group_scope<Dimensions>(*Shared);
  }
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_HIERARCHICAL_LAUNCH_HPP
