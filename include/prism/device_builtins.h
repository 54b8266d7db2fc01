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
#else
#define PRISM_DEVICE_FN
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
}

#endif // PRISM_DEVICE_BUILTINS_H
