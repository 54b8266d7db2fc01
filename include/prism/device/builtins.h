//===- prism/device/builtins.h - Work-item builtins for device code -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The functions every language layer (SYCL, HIP, CUDA) uses to ask where a
// work-item is. They are implemented per target in device-lib/ (SPIR-V
// builtins for spir64, NVVM special registers for nvptx64), so the headers
// stay target-neutral. Only usable in device code.
//
// Each builtin is declared PRISM_DEVICE_FN ... PRISM_HOST_FALLBACK. In the
// host compile the builtins are inline host-device functions whose host
// definition traps: an ordinary function that takes an nd_item, a group or
// a local_accessor, or streams to a sycl::stream, is emitted by the host
// compile too, so what it calls must compile and link there, but the host
// never runs it (only kernels receive those objects).
// PRISM_HOST_DEFINITION gives a builtin that does work on the host its host
// body instead (the atomics).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_BUILTINS_H
#define PRISM_DEVICE_BUILTINS_H

#include <stddef.h>

#if defined(__HIP_DEVICE_COMPILE__) || defined(__CUDA_ARCH__)
#define PRISM_DEVICE_FN __attribute__((device))
#define PRISM_DEVICE_NODUPLICATE __attribute__((noduplicate))
#define PRISM_HOST_DEFINITION(...)
#elif defined(__HIP__) || defined(__CUDA__)
#define PRISM_DEVICE_FN __attribute__((host, device)) inline
#define PRISM_DEVICE_NODUPLICATE
#define PRISM_HOST_DEFINITION(...)                                             \
  { __VA_ARGS__; }
#else
// Plain C++ (libsycl's sources, which GCC may compile): declarations only.
#define PRISM_DEVICE_FN
#define PRISM_DEVICE_NODUPLICATE
#define PRISM_HOST_DEFINITION(...)
#endif
#define PRISM_HOST_FALLBACK PRISM_HOST_DEFINITION(__builtin_trap())

extern "C" {
PRISM_DEVICE_FN size_t __prism_global_id(int dim) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN size_t __prism_global_size(int dim) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN size_t __prism_local_id(int dim) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN size_t __prism_local_size(int dim) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN size_t __prism_group_id(int dim) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN size_t __prism_num_groups(int dim) PRISM_HOST_FALLBACK;
// Work-group barrier with global and local memory fences.
PRISM_DEVICE_FN void __prism_barrier(void) PRISM_HOST_FALLBACK;
// The start of the work-group's dynamically sized local memory (CUDA's
// dynamic shared memory), whose size the host sets at launch; 64-byte
// aligned. SYCL's local_accessors are offsets into it.
PRISM_DEVICE_FN unsigned char *
__prism_dynamic_local_memory(void) PRISM_HOST_FALLBACK;
// Size bytes of work-group local memory aligned to Align, both constants:
// prism-static-local-memory gives every call site a work-group variable of
// its own, so a call returns the same memory to the whole work-group (and
// again each time that call is made). noduplicate keeps the optimiser from
// copying a call (unrolling the loop around it, inlining its function in
// two places), which would make one object two. There is no definition.
PRISM_DEVICE_FN PRISM_DEVICE_NODUPLICATE unsigned char *
__prism_static_local_memory(size_t Size, size_t Align) PRISM_HOST_FALLBACK;
// The same, for memory that holds one element per work-item of the group
// (sycl::private_memory): a kernel that reaches a call runs only with
// work-groups of at most MaxWorkItems work-items (as for the group scratch).
PRISM_DEVICE_FN PRISM_DEVICE_NODUPLICATE unsigned char *
__prism_static_local_memory_for_work_items(
    size_t Size, size_t Align, size_t MaxWorkItems) PRISM_HOST_FALLBACK;
// The kernel's group scratch: work-group local memory that every call shares
// (one work-group variable per module, as large and as aligned as the
// largest call asks), for the group algorithms, which never use it across
// a barrier they do not own. A kernel that reaches a call runs only with
// work-groups of at most MaxWorkItems work-items, the smallest any call
// names (prism-static-local-memory records it; the runtime checks it).
PRISM_DEVICE_FN unsigned char *
__prism_group_scratch(size_t Size, size_t Align,
                      size_t MaxWorkItems) PRISM_HOST_FALLBACK;
}

#endif // PRISM_DEVICE_BUILTINS_H
