//===- hip/hip_synchronization.h - Block barriers and memory fences -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// __syncthreads and its counting forms, and the __threadfence family, on the
// target-neutral barrier and fence. Every thread of the block must reach a
// __syncthreads* call, as CUDA requires. On NVPTX they are the bar.sync
// instructions (__syncthreads is a Clang builtin there).
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_SYNCHRONIZATION_H
#define HIP_HIP_SYNCHRONIZATION_H

#include "hip/hip_qualifiers.h"
#include "prism/device/atomics.h"
#include "prism/device/builtins.h"

#ifdef __NVPTX__
__device__ __forceinline__ int __syncthreads_count(int Predicate) {
  return __nvvm_bar0_popc(Predicate);
}

__device__ __forceinline__ int __syncthreads_and(int Predicate) {
  return __nvvm_bar0_and(Predicate);
}

__device__ __forceinline__ int __syncthreads_or(int Predicate) {
  return __nvvm_bar0_or(Predicate);
}
#else
__device__ __forceinline__ void __syncthreads() { __prism_barrier(); }

/// The number of threads of the block for which Predicate is non-zero,
/// counted in a work-group variable of this call.
__device__ inline int __syncthreads_count(int Predicate) {
  uint32_t *Count = reinterpret_cast<uint32_t *>(
      __prism_static_local_memory(sizeof(uint32_t), alignof(uint32_t)));
  if (__prism_local_id(0) == 0 && __prism_local_id(1) == 0 &&
      __prism_local_id(2) == 0)
    *Count = 0;
  __prism_barrier();
  if (Predicate)
    __prism_atomic_fetch_add_u32(Count, 1, PRISM_ATOMIC_RELAXED,
                                 PRISM_ATOMIC_WORK_GROUP, PRISM_ATOMIC_LOCAL);
  __prism_barrier();
  int Result = static_cast<int>(*Count);
  // The next call may reset the counter only once every thread read it.
  __prism_barrier();
  return Result;
}

__device__ __forceinline__ int __syncthreads_and(int Predicate) {
  size_t Threads =
      __prism_local_size(0) * __prism_local_size(1) * __prism_local_size(2);
  return static_cast<size_t>(__syncthreads_count(Predicate != 0)) == Threads;
}

__device__ __forceinline__ int __syncthreads_or(int Predicate) {
  return __syncthreads_count(Predicate != 0) != 0;
}
#endif

__device__ __forceinline__ void __threadfence_block() {
  __prism_atomic_fence(PRISM_ATOMIC_SEQ_CST, PRISM_ATOMIC_WORK_GROUP);
}

__device__ __forceinline__ void __threadfence() {
  __prism_atomic_fence(PRISM_ATOMIC_SEQ_CST, PRISM_ATOMIC_DEVICE);
}

__device__ __forceinline__ void __threadfence_system() {
  __prism_atomic_fence(PRISM_ATOMIC_SEQ_CST, PRISM_ATOMIC_SYSTEM);
}

#endif // HIP_HIP_SYNCHRONIZATION_H
