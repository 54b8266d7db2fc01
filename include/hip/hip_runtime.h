//===- hip/hip_runtime.h - The HIP language and runtime API ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What a HIP source includes: the host API (hip_runtime_api.h) and the
// device side of the language, the qualifiers, built-in variables, vector
// types, synchronisation, atomics, math and device printf. CUDA sources get
// the same through cuda_runtime.h.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_RUNTIME_H
#define HIP_HIP_RUNTIME_H

#include "hip/hip_qualifiers.h"

#if __has_include("hip/hip_runtime_api.h")
#include "hip/hip_cooperative_launch.h"
#include "hip/hip_runtime_api.h"
#endif

#include "hip/hip_vector_types.h"

#if defined(__HIP__) || defined(__CUDA__)
#include "hip/hip_assert.h"
#include "hip/hip_atomics.h"
#include "hip/hip_builtin_variables.h"
#include "hip/hip_cache_hints.h"
#include "hip/hip_fast_math.h"
#include "hip/hip_integer_intrinsics.h"
#include "hip/hip_math_functions.h"
#include "hip/hip_printf.h"
#include "hip/hip_synchronization.h"
#include "hip/hip_warp_functions.h"
#endif

/// Launches Kernel as Kernel<<<Grid, Block, SharedMemBytes, Stream>>>(...).
/// A template kernel whose arguments hold a comma goes in HIP_KERNEL_NAME.
#define hipLaunchKernelGGL(Kernel, Grid, Block, SharedMemBytes, Stream, ...)   \
  Kernel<<<(Grid), (Block), (SharedMemBytes), (Stream)>>>(__VA_ARGS__)
#define HIP_KERNEL_NAME(...) __VA_ARGS__
/// Declares the kernel's dynamic shared memory as an array of Type.
#define HIP_DYNAMIC_SHARED(Type, Name) extern __shared__ Type Name[];

#endif // HIP_HIP_RUNTIME_H
