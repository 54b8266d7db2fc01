//===- cuda_runtime.h - The CUDA runtime for Prism's CUDA sources -*- C++ -*-//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What nvcc makes visible to every .cu file (prism++ includes it the same
// way): the CUDA runtime API names (cuda_runtime_api.h) and the device side
// of the language (__global__, threadIdx, atomics, math...), which HIP's
// device headers provide, with CUDA's vector types (no operators).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_RUNTIME_H
#define PRISM_CUDA_RUNTIME_H

#define PRISM_CUDA_VECTOR_TYPES 1

#if __has_include(<hip/hip_runtime.h>)
#include <hip/hip_runtime.h>
#endif

#include "cuda_runtime_api.h"
// cudaLaunchCooperativeKernel, now that the CUDA names exist.
#include "hip/hip_cooperative_launch.h"

#endif // PRISM_CUDA_RUNTIME_H
