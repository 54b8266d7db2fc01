//===- hip/hip_builtin_variables.h - threadIdx, blockIdx, ... -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's built-in variables of device code. Each is an empty object whose
// x, y and z are properties (__declspec(property), hence -fdeclspec) read
// through the target-neutral work-item builtins, so threadIdx.x is a call
// that inlines to the target's builtin. CUDA's x is the fastest-varying
// dimension, which is the backend's dimension 0: a launch of grid G and
// block B runs G.d * B.d work-items in dimension d, in work-groups of B.d.
// Each also converts to uint3 (their type in CUDA) and to dim3.
//
// warpSize is the kernel's largest sub-group, a run-time value: 32 on
// NVIDIA GPUs, whatever the OpenCL device chose elsewhere.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_BUILTIN_VARIABLES_H
#define HIP_HIP_BUILTIN_VARIABLES_H

#include "hip/hip_qualifiers.h"
#include "hip/hip_vector_types.h"
#include "prism/device/builtins.h"
#include "prism/device/sub_groups.h"

// dim3, which the launch ABI declares.
#if __has_include("prism/hip_launch_abi.h")
#include "prism/hip_launch_abi.h"
#else
#include "sycl/detail/hip_launch_abi.hpp"
#endif

#define PRISM_HIP_BUILTIN_VARIABLE(Type, Name, Builtin)                        \
  struct Type {                                                                \
    __declspec(property(get = __get_x)) unsigned int x;                        \
    __declspec(property(get = __get_y)) unsigned int y;                        \
    __declspec(property(get = __get_z)) unsigned int z;                        \
    static __device__ __forceinline__ unsigned int __get_x() {                 \
      return static_cast<unsigned int>(Builtin(0));                            \
    }                                                                          \
    static __device__ __forceinline__ unsigned int __get_y() {                 \
      return static_cast<unsigned int>(Builtin(1));                            \
    }                                                                          \
    static __device__ __forceinline__ unsigned int __get_z() {                 \
      return static_cast<unsigned int>(Builtin(2));                            \
    }                                                                          \
    __device__ __forceinline__ operator uint3() const {                        \
      return uint3{__get_x(), __get_y(), __get_z()};                           \
    }                                                                          \
    PRISM_HIP_BUILTIN_VARIABLE_TO_DIM3                                         \
  };                                                                           \
  static constexpr Type Name{};

#if defined(PRISM_HIP_LAUNCH_ABI_H) || defined(PRISM_HIP_LAUNCH_ABI_DECLARED)
#define PRISM_HIP_BUILTIN_VARIABLE_TO_DIM3                                     \
  __device__ __forceinline__ operator dim3() const {                           \
    return dim3{__get_x(), __get_y(), __get_z()};                              \
  }
#else
#define PRISM_HIP_BUILTIN_VARIABLE_TO_DIM3
#endif

PRISM_HIP_BUILTIN_VARIABLE(__prism_hip_thread_idx, threadIdx, __prism_local_id)
PRISM_HIP_BUILTIN_VARIABLE(__prism_hip_block_idx, blockIdx, __prism_group_id)
PRISM_HIP_BUILTIN_VARIABLE(__prism_hip_block_dim, blockDim, __prism_local_size)
PRISM_HIP_BUILTIN_VARIABLE(__prism_hip_grid_dim, gridDim, __prism_num_groups)

#undef PRISM_HIP_BUILTIN_VARIABLE_TO_DIM3
#undef PRISM_HIP_BUILTIN_VARIABLE

struct __prism_hip_warp_size {
  __device__ __forceinline__ operator int() const {
    return static_cast<int>(__prism_sub_group_max_size());
  }
};
static constexpr __prism_hip_warp_size warpSize{};

#endif // HIP_HIP_BUILTIN_VARIABLES_H
