//===- sycl/private_memory.hpp - sycl::private_memory<T, D> ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A variable of each work-item, declared in the work-group scope of a
// hierarchical kernel and kept across its parallel_for_work_item calls.
//
// Work-group code runs in one work-item and its variables are shared by the
// group (hierarchical_launch.hpp), so the object cannot hold the value:
// each object is an array with one element per physical work-item, in
// work-group local memory, indexed by the h_item's physical local linear
// id. The array is sized at compile time for MaxWorkItems work-items, which
// the kernel records for the runtime to check at launch (a larger
// work-group is an errc::nd_range error). The constructor is always inlined
// so that every object in the source gets an array of its own.
//
// Elements are not constructed: like a default-initialised trivial object,
// a value is undetermined until a work-item writes it.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PRIVATE_MEMORY_HPP
#define SYCL_PRIVATE_MEMORY_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/group.hpp"
#include "sycl/h_item.hpp"

#include <algorithm>
#include <cstddef>
#include <type_traits>

namespace sycl {

template <typename T, int Dimensions = 1> class private_memory {
  static_assert(std::is_trivially_destructible_v<T>,
                "Prism's private_memory holds trivially destructible types "
                "only: its elements are never constructed or destroyed");

public:
  /// 1024 work-items (CUDA's largest work-group), fewer where the array
  /// would pass 16 KiB, but never fewer than the default work-group size of
  /// parallel_for_work_group.
  static constexpr size_t MaxWorkItems =
      std::max<size_t>(64, std::min<size_t>(1024, 16384 / sizeof(T)));

  PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE
  private_memory(const group<Dimensions> &)
      : Storage(
            reinterpret_cast<T *>(__prism_static_local_memory_for_work_items(
                sizeof(T) * MaxWorkItems, alignof(T), MaxWorkItems))) {}

  /// This work-item's value.
  T &operator()(const h_item<Dimensions> &Item) {
    return Storage[Item.get_physical_local().get_linear_id()];
  }

private:
  T *Storage;
};

} // namespace sycl

#endif // SYCL_PRIVATE_MEMORY_HPP
