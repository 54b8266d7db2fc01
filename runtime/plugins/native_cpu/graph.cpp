//===- graph.cpp - Graphs on the native CPU device: none of its own -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// As on OpenCL, the backend has no graphs of its own: graph_create says so
// and the caller enqueues the commands one by one, which on this device is
// as fast as replaying them would be.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

namespace prism::native_cpu {

prism_result graphCreate(prism_context, prism_device, uint32_t,
                         const prism_graph_node *, prism_graph *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "graph_create: the native CPU device has no graphs of its own");
}

prism_result enqueueGraph(prism_queue, prism_graph, uint32_t,
                          const prism_event *, prism_event *) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "enqueue_graph: the native CPU plugin makes no graphs");
}

prism_result graphRelease(prism_graph) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "graph_release: the native CPU plugin makes no graphs");
}

} // namespace prism::native_cpu
