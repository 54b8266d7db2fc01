//===- cuda_profiler_api.h - CUDA's profiler control ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// cudaProfilerStart and cudaProfilerStop, which mark the region a profiler
// collects; Prism has no profiler to tell, so they only succeed (as HIP's
// hipProfilerStart and hipProfilerStop do).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_PROFILER_API_H
#define PRISM_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

inline cudaError_t cudaProfilerStart(void) {
  return prism::cuda_names::toCuda(hipProfilerStart());
}
inline cudaError_t cudaProfilerStop(void) {
  return prism::cuda_names::toCuda(hipProfilerStop());
}

#endif // PRISM_CUDA_PROFILER_API_H
