//===- graph.cpp - Graphs on OpenCL: none of the backend's own ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// OpenCL 3.0 has no graphs (cl_khr_command_buffer is an extension PoCL 3.1
// does not offer): graph_create says so, and the caller enqueues the
// commands one by one.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

namespace prism::opencl {

prism_result graphCreate(prism_context, prism_device, uint32_t,
                         const prism_graph_node *, prism_graph *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "graph_create: OpenCL devices have no graphs of their own");
}

prism_result enqueueGraph(prism_queue, prism_graph, uint32_t,
                          const prism_event *, prism_event *) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "enqueue_graph: the OpenCL plugin makes no graphs");
}

prism_result graphRelease(prism_graph) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "graph_release: the OpenCL plugin makes no graphs");
}

} // namespace prism::opencl
