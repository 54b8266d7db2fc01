//===- usm_hints.cpp - Prefetches and advice on the native CPU device -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Shared USM is host memory, which kernels reach where it lies: a prefetch
// only takes its place in the queue's order, like a marker, and advice is
// taken and dropped.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

namespace prism::native_cpu {

prism_result enqueueUsmPrefetch(prism_queue queue, const void *, size_t,
                                prism_device, uint32_t waitCount,
                                const prism_event *waitList,
                                prism_event *outEvent) {
  return enqueueMarker(queue, waitCount, waitList, outEvent);
}

prism_result usmAdvise(prism_context, const void *, size_t, uint32_t,
                       prism_device) {
  return PRISM_SUCCESS;
}

} // namespace prism::native_cpu
