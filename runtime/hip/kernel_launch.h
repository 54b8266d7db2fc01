//===- kernel_launch.h - A launch as hipLaunchKernel checks it -*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The one way from a HIP launch (kernel, grid, block, argument pointers,
// dynamic shared memory) to what the core launches, shared by
// hipLaunchKernel and graph kernel nodes.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_KERNEL_LAUNCH_H
#define PRISM_HIP_KERNEL_LAUNCH_H

#include "hip/hip_runtime_api.h"

#include "core/queue.h"

#include <vector>

namespace prism::hip {

/// Checks a launch of the kernel with host handle HostFunction on Dev
/// (throws ApiError naming the kernel and the numbers), fills Geometry and
/// returns the arguments, which point at Args' values and last until the
/// thread's next call.
const std::vector<prism_kernel_arg> &
prepareLaunch(const void *HostFunction, dim3 Grid, dim3 Block, void **Args,
              size_t SharedMem, Device &Dev, LaunchGeometry &Geometry);

} // namespace prism::hip

#endif // PRISM_HIP_KERNEL_LAUNCH_H
