//===- sycl/ext/oneapi/group_local_memory.hpp - Work-group local objects --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// DPC++'s sycl_ext_oneapi_local_memory: an object in work-group local
// memory, declared inside a kernel instead of through a local_accessor.
// Each call site is one object of the work-group (a work-group variable
// that prism-static-local-memory creates, see __prism_static_local_memory),
// so a call in a loop, or in a function called twice, gives the same object
// each time. Prism returns a plain T * where DPC++ returns a legacy
// multi_ptr, which converts to one; `*ptr` works the same. Both functions are
// group functions: every work-item of the work-group calls them. Device
// code only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_GROUP_LOCAL_MEMORY_HPP
#define SYCL_EXT_ONEAPI_GROUP_LOCAL_MEMORY_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/group.hpp"

#include <new>
#include <type_traits>

namespace sycl {
namespace ext {
namespace oneapi {

namespace detail {
template <typename Group> struct is_work_group : std::false_type {};
template <int Dimensions>
struct is_work_group<sycl::group<Dimensions>> : std::true_type {};
} // namespace detail

/// Local memory for a T, default-initialised: a trivial T is left
/// uninitialised, anything else is constructed by the group's leader, and
/// every work-item waits until it is.
template <typename T, typename Group>
PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE std::enable_if_t<
    std::is_trivially_destructible_v<T> && detail::is_work_group<Group>::value,
    T *>
group_local_memory_for_overwrite(Group G) {
  // Always inlined, so that this call is one per call site in user code.
  void *Memory = __prism_static_local_memory(sizeof(T), alignof(T));
  if constexpr (!std::is_trivially_default_constructible_v<T>) {
    if (G.leader())
      ::new (Memory) T;
    __prism_barrier();
  }
  return static_cast<T *>(Memory);
}

/// Local memory for a T constructed from Args (the same in every
/// work-item) by the group's leader; every work-item waits until it is.
template <typename T, typename Group, typename... Args>
PRISM_SYCL_INLINE PRISM_SYCL_HOST_DEVICE std::enable_if_t<
    std::is_trivially_destructible_v<T> && detail::is_work_group<Group>::value,
    T *>
group_local_memory(Group G, Args &&...Arguments) {
  void *Memory = __prism_static_local_memory(sizeof(T), alignof(T));
  if (G.leader())
    ::new (Memory) T{static_cast<Args &&>(Arguments)...};
  __prism_barrier();
  return static_cast<T *>(Memory);
}

} // namespace oneapi
} // namespace ext
} // namespace sycl

#endif // SYCL_EXT_ONEAPI_GROUP_LOCAL_MEMORY_HPP
