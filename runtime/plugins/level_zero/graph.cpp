//===- graph.cpp - Graphs on Level Zero: none of the backend's own --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A regular command list is close to a graph, but Level Zero 1.4 runs one
// only through a command queue, not from the immediate lists Prism's queues
// are, and orders it with them only through events. graph_create says so,
// and the caller enqueues the commands one by one.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

namespace prism::level_zero {

prism_result graphCreate(prism_context, prism_device, uint32_t,
                         const prism_graph_node *, prism_graph *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "graph_create: the Level Zero plugin makes no graphs of its own");
}

prism_result enqueueGraph(prism_queue, prism_graph, uint32_t,
                          const prism_event *, prism_event *) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "enqueue_graph: the Level Zero plugin makes no graphs");
}

prism_result graphRelease(prism_graph) {
  return fail(PRISM_ERROR_INVALID_HANDLE,
              "graph_release: the Level Zero plugin makes no graphs");
}

} // namespace prism::level_zero
