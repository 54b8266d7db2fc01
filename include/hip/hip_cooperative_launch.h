//===- hip/hip_cooperative_launch.h - Cooperative kernel launches ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// hipLaunchCooperativeKernel and cudaLaunchCooperativeKernel: a launch whose
// blocks all run at once, so that this_grid().sync() may wait for every one
// (hip/hip_cooperative_groups.h). A grid larger than the device holds at
// once is refused with hipErrorCooperativeLaunchTooLarge and the numbers:
// on a CUDA device, multiProcessorCount times what
// hipOccupancyMaxActiveBlocksPerMultiprocessor answers for the kernel, the
// block and the dynamic shared memory; elsewhere one block (an OpenCL device
// does not promise that work-groups run together).
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_COOPERATIVE_LAUNCH_H
#define HIP_HIP_COOPERATIVE_LAUNCH_H

#include "hip/hip_runtime_api.h"

extern "C" hipError_t hipLaunchCooperativeKernel(const void *function,
                                                 dim3 grid, dim3 block,
                                                 void **args,
                                                 unsigned int sharedMem,
                                                 hipStream_t stream);

template <typename F>
inline hipError_t
hipLaunchCooperativeKernel(F *function, dim3 grid, dim3 block, void **args,
                           unsigned int sharedMem = 0, hipStream_t stream = 0) {
  return hipLaunchCooperativeKernel(reinterpret_cast<const void *>(function),
                                    grid, block, args, sharedMem, stream);
}

#endif // HIP_HIP_COOPERATIVE_LAUNCH_H

// CUDA's names, once cuda_runtime_api.h has been read: outside the include
// guard, since hip_runtime.h includes this header before cuda_runtime.h
// includes cuda_runtime_api.h (cuda_runtime.h includes it again after).
#if defined(PRISM_CUDA_RUNTIME_API_H) && !defined(PRISM_CUDA_COOPERATIVE_LAUNCH)
#define PRISM_CUDA_COOPERATIVE_LAUNCH
inline cudaError_t cudaLaunchCooperativeKernel(const void *function, dim3 grid,
                                               dim3 block, void **args,
                                               size_t sharedMem = 0,
                                               cudaStream_t stream = 0) {
  return prism::cuda_names::toCuda(hipLaunchCooperativeKernel(
      function, grid, block, args, static_cast<unsigned int>(sharedMem),
      prism::cuda_names::toHip(stream)));
}
template <typename F>
inline cudaError_t
cudaLaunchCooperativeKernel(F *function, dim3 grid, dim3 block, void **args,
                            size_t sharedMem = 0, cudaStream_t stream = 0) {
  return cudaLaunchCooperativeKernel(reinterpret_cast<const void *>(function),
                                     grid, block, args, sharedMem, stream);
}
#endif
