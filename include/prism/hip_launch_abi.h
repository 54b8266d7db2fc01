//===- prism/hip_launch_abi.h - What Clang's HIP kernel stubs call -*- C++ -*-//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In a HIP-mode host compile Clang turns kernel<<<grid, block, shmem,
// stream>>>(args) into __hipPushCallConfiguration followed by a call of the
// kernel's stub, and the stub calls __hipPopCallConfiguration and
// hipLaunchKernel: the translation unit needs their declarations, dim3 and
// hipStream_t. libprism-hip defines them. SYCL's kernel launches and the
// HIP API header (hip/hip_runtime_api.h) both include this header; it
// compiles in plain C++ too.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_LAUNCH_ABI_H
#define PRISM_HIP_LAUNCH_ABI_H

#include <stddef.h>

#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_HIP_HOST_DEVICE __attribute__((host, device))
#else
#define PRISM_HIP_HOST_DEVICE
#endif

/// HIP's error codes; the enumerators are in hip/hip_runtime_api.h.
enum hipError_t : int;
typedef enum hipError_t hipError_t;

/// Grid and block extents; what is not given is 1.
struct dim3 {
  unsigned x, y, z;
  constexpr PRISM_HIP_HOST_DEVICE dim3(unsigned x = 1, unsigned y = 1,
                                       unsigned z = 1)
      : x(x), y(y), z(z) {}
};

typedef struct ihipStream_t *hipStream_t;

extern "C" {
hipError_t hipLaunchKernel(const void *Function, dim3 Grid, dim3 Block,
                           void **Args, size_t SharedMem, hipStream_t Stream);
// The defaults are those of <<<grid, block>>> without the optional two.
hipError_t __hipPushCallConfiguration(dim3 Grid, dim3 Block,
                                      size_t SharedMem = 0,
                                      hipStream_t Stream = 0);
hipError_t __hipPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
                                     hipStream_t *Stream);
#if defined(__NVPTX__)
// The PTX device compile runs in Clang's CUDA mode, whose <<<>>> looks this
// name up instead (host code, which that compile checks but never emits:
// the launches are the HIP-mode host compile's).
hipError_t __cudaPushCallConfiguration(dim3 Grid, dim3 Block,
                                       size_t SharedMem = 0,
                                       hipStream_t Stream = 0);
#endif
}

#endif // PRISM_HIP_LAUNCH_ABI_H
