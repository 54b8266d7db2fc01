//===- prism/device/cuda_prelude.h - CUDA attributes without the SDK ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The NVPTX device compile runs in Clang's CUDA mode with -nocudainc, yet
// Clang still puts its cuda_wrappers headers (<algorithm>, <cmath>, <new>)
// first on the include path, and they spell the CUDA attributes with the
// macros the CUDA SDK's headers would define, and <new>'s wrapper calls the
// device malloc and free that the SDK's runtime header declares. prism++
// includes this file first in that compile so the wrappers find them.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_DEVICE_PRELUDE_H
#define PRISM_CUDA_DEVICE_PRELUDE_H

#ifndef __host__
#define __host__ __attribute__((host))
#endif
#ifndef __device__
#define __device__ __attribute__((device))
#endif
#ifndef __global__
#define __global__ __attribute__((global))
#endif
#ifndef __shared__
#define __shared__ __attribute__((shared))
#endif
#ifndef __constant__
#define __constant__ __attribute__((constant))
#endif

extern "C" {
__device__ void *malloc(__SIZE_TYPE__ Size) __attribute__((nothrow, malloc));
__device__ void free(void *Ptr) __attribute__((nothrow));
}

#endif // PRISM_CUDA_DEVICE_PRELUDE_H
