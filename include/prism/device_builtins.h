//===- prism/device_builtins.h - Work-item builtins for device code -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The functions every language layer (SYCL, HIP, CUDA) uses to ask where a
// work-item is. They are implemented per target in device-lib/ (SPIR-V
// builtins for spir64, NVVM special registers for nvptx64), so the headers
// stay target-neutral. Only usable in device code.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_BUILTINS_H
#define PRISM_DEVICE_BUILTINS_H

#include <stddef.h>

#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_DEVICE_FN __attribute__((device))
#define PRISM_DEVICE_NODUPLICATE __attribute__((noduplicate))
#else
#define PRISM_DEVICE_FN
#define PRISM_DEVICE_NODUPLICATE
#endif

extern "C" {
PRISM_DEVICE_FN size_t __prism_global_id(int dim);
PRISM_DEVICE_FN size_t __prism_global_size(int dim);
PRISM_DEVICE_FN size_t __prism_local_id(int dim);
PRISM_DEVICE_FN size_t __prism_local_size(int dim);
PRISM_DEVICE_FN size_t __prism_group_id(int dim);
PRISM_DEVICE_FN size_t __prism_num_groups(int dim);
// Work-group barrier with global and local memory fences.
PRISM_DEVICE_FN void __prism_barrier(void);
// The start of the work-group's dynamically sized local memory (CUDA's
// dynamic shared memory), whose size the host sets at launch; 64-byte
// aligned. SYCL's local_accessors are offsets into it.
PRISM_DEVICE_FN unsigned char *__prism_dynamic_local_memory(void);
// Size bytes of work-group local memory aligned to Align, both constants:
// prism-static-local-memory gives every call site a work-group variable of
// its own, so a call returns the same memory to the whole work-group (and
// again each time that call is made). noduplicate keeps the optimiser from
// copying a call (unrolling the loop around it, inlining its function in
// two places), which would make one object two. There is no definition.
PRISM_DEVICE_FN PRISM_DEVICE_NODUPLICATE unsigned char *
__prism_static_local_memory(size_t Size, size_t Align);
// The same, for memory that holds one element per work-item of the group
// (sycl::private_memory): a kernel that reaches a call runs only with
// work-groups of at most MaxWorkItems work-items (as for the group scratch).
PRISM_DEVICE_FN PRISM_DEVICE_NODUPLICATE unsigned char *
__prism_static_local_memory_for_work_items(size_t Size, size_t Align,
                                           size_t MaxWorkItems);
// The kernel's group scratch: work-group local memory that every call shares
// (one work-group variable per module, as large and as aligned as the
// largest call asks), for the group algorithms, which never use it across
// a barrier they do not own. A kernel that reaches a call runs only with
// work-groups of at most MaxWorkItems work-items, the smallest any call
// names (prism-static-local-memory records it; the runtime checks it).
PRISM_DEVICE_FN unsigned char *__prism_group_scratch(size_t Size, size_t Align,
                                                     size_t MaxWorkItems);
}

#endif // PRISM_DEVICE_BUILTINS_H
