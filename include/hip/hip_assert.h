//===- hip/hip_assert.h - assert and __trap in device code ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// <assert.h>'s assert in device code: glibc's macro calls __assert_fail,
// declared here again as a __device__ overload. On NVPTX it is CUDA's own
// __assertfail (the CUDA driver prints the message and the launch fails
// with an assertion error). On SPIR-V it prints what CUDA prints, the
// place, the block and thread and the condition, and the thread goes on:
// OpenCL has no way to stop a kernel (llvm-spirv drops a trap, and the path
// to the unreachable after it would be deleted as undefined behaviour,
// message included). __trap() is the same without a message: on NVPTX the
// kernel stops and the launch fails (hipErrorLaunchFailure at the next
// synchronisation); elsewhere the thread says so and goes on.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_ASSERT_H
#define HIP_HIP_ASSERT_H

#include "hip/hip_builtin_variables.h"
#include "hip/hip_printf.h"
#include "hip/hip_qualifiers.h"

#include <assert.h>
#include <stddef.h>

#ifdef __NVPTX__
extern "C" __device__ void __assertfail(const char *Assertion, const char *File,
                                        unsigned int Line, const char *Function,
                                        size_t CharSize);
#endif

extern "C" __device__ inline void __assert_fail(const char *Assertion,
                                                const char *File,
                                                unsigned int Line,
                                                const char *Function) {
#ifdef __NVPTX__
  __assertfail(Assertion, File, Line, Function, sizeof(char));
  __builtin_trap();
#else
  printf("%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` "
         "failed.\n",
         File, Line, Function, blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x,
         threadIdx.y, threadIdx.z, Assertion);
#endif
}

__device__ inline void __trap() {
#ifdef __NVPTX__
  __builtin_trap();
#else
  printf("__trap() in block: [%u,%u,%u], thread: [%u,%u,%u]; the thread goes "
         "on: the device cannot stop a kernel\n",
         blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y,
         threadIdx.z);
#endif
}

#endif // HIP_HIP_ASSERT_H
