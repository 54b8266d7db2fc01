//===- hip/hip_cache_hints.h - Loads and stores with cache hints ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's loads and stores that name a cache policy (__ldg, __ldcg, __stcs,
// ...): the hints only steer NVIDIA's caches, so each is a plain load or
// store of the same value.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_CACHE_HINTS_H
#define HIP_HIP_CACHE_HINTS_H

#include "hip/hip_qualifiers.h"

#define PRISM_HIP_LOAD(Name)                                                   \
  template <typename T> __device__ inline T Name(const T *Address) {           \
    return *Address;                                                           \
  }
PRISM_HIP_LOAD(__ldg)
PRISM_HIP_LOAD(__ldca)
PRISM_HIP_LOAD(__ldcg)
PRISM_HIP_LOAD(__ldcs)
PRISM_HIP_LOAD(__ldlu)
PRISM_HIP_LOAD(__ldcv)
#undef PRISM_HIP_LOAD

#define PRISM_HIP_STORE(Name)                                                  \
  template <typename T> __device__ inline void Name(T *Address, T Value) {     \
    *Address = Value;                                                          \
  }
PRISM_HIP_STORE(__stwb)
PRISM_HIP_STORE(__stcg)
PRISM_HIP_STORE(__stcs)
PRISM_HIP_STORE(__stwt)
#undef PRISM_HIP_STORE

#endif // HIP_HIP_CACHE_HINTS_H
