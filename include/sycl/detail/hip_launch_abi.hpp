//===- sycl/detail/hip_launch_abi.hpp - What Clang's HIP kernel stubs call
//-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In the HIP-mode host compile Clang emits a stub for every kernel that calls
// __hipPopCallConfiguration and hipLaunchKernel; it needs their declarations
// (and dim3) in the translation unit. The Prism runtime core defines them.
// The HIP headers declare the same things under the same guard macro, so
// either may come first.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_HIP_LAUNCH_ABI_HPP
#define SYCL_DETAIL_HIP_LAUNCH_ABI_HPP

#if defined(__HIP__) && !defined(PRISM_HIP_LAUNCH_ABI_DECLARED)
#define PRISM_HIP_LAUNCH_ABI_DECLARED

#include <stddef.h>

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};
typedef struct ihipStream_t *hipStream_t;

extern "C" int hipLaunchKernel(const void *Function, dim3 Grid, dim3 Block,
                               void **Args, size_t SharedMem,
                               hipStream_t Stream);
extern "C" int __hipPushCallConfiguration(dim3 Grid, dim3 Block,
                                          size_t SharedMem, hipStream_t Stream);
extern "C" int __hipPopCallConfiguration(dim3 *Grid, dim3 *Block,
                                         size_t *SharedMem,
                                         hipStream_t *Stream);

#endif

#endif // SYCL_DETAIL_HIP_LAUNCH_ABI_HPP
