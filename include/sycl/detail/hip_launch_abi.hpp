//===- sycl/detail/hip_launch_abi.hpp - What Clang's HIP kernel stubs call ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL kernels are HIP-mode __global__ functions: their stubs need the HIP
// launch ABI's declarations (defined by libprism-hip).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_HIP_LAUNCH_ABI_HPP
#define SYCL_DETAIL_HIP_LAUNCH_ABI_HPP

#include "prism/hip_launch_abi.h"

#endif // SYCL_DETAIL_HIP_LAUNCH_ABI_HPP
