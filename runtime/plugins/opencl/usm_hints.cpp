//===- usm_hints.cpp - Prefetches and advice for shared USM on OpenCL -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Shared USM on OpenCL is fine-grained SVM or Intel shared USM, which the
// device reaches where it lies (PoCL's CPU device: host memory). A prefetch
// is a marker in the queue, so that it orders like any command, and advice
// is checked and dropped.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

prism_result enqueueUsmPrefetch(prism_queue queue, const void *ptr, size_t size,
                                prism_device device, uint32_t waitCount,
                                const prism_event *waitList,
                                prism_event *outEvent) {
  WaitList waits;
  waits.assign(waitCount, waitList);
  cl_event event = nullptr;
  if (cl_int error =
          clEnqueueMarkerWithWaitList(queue->handle, waits.size(), waits.data(),
                                      outEvent ? &event : nullptr))
    return failOpenCL(error, "clEnqueueMarkerWithWaitList",
                      "enqueue_usm_prefetch");
  return wrapEvent(event, outEvent);
}

prism_result usmAdvise(prism_context context, const void *ptr, size_t size,
                       uint32_t advice, prism_device device) {
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
