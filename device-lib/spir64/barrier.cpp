//===- barrier.cpp - Work-group barrier for spir64 ------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// __prism_barrier: every work-item of the group waits, and both local and
// global memory written before the barrier are visible after it (what
// __syncthreads and sycl::group_barrier promise), hence work-group scope
// with workgroup + cross-workgroup memory, sequentially consistent.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"
#include "spirv_builtins.h"

extern "C" PRISM_DEVICE_FN void __prism_barrier(void) {
  __spirv_ControlBarrier(PrismScopeWorkgroup, PrismScopeWorkgroup,
                         PrismSequentiallyConsistent | PrismWorkgroupMemory |
                             PrismCrossWorkgroupMemory);
}
