//===- graph.cpp - Executable graphs as CUDA graphs -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// graph_create builds a CUDA graph node by node (a kernel node per launch,
// a memcpy node per copy, a memset node per fill, an empty node for a
// launch with nothing to run), instantiates it, and keeps only the
// executable graph; enqueue_graph launches that on the queue's stream
// (cuGraphLaunch) between the command events every enqueue records. Node
// parameters are copied by the driver when a node is added, as the ABI
// promises the caller.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"
#include "graph_driver_api.h"

#include <spdlog/fmt/fmt.h>

#include <dlfcn.h>

#include <cstring>
#include <initializer_list>
#include <vector>

struct prism_graph_t {
  uint32_t magic = GraphMagic;
  prism::cuda::GraphExecHandle exec = nullptr;
  prism::cuda::DeviceContext *deviceContext = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_graph_t);

namespace prism::cuda {

namespace {

template <class Function>
bool lookUp(void *library, Function &slot,
            std::initializer_list<const char *> names) {
  for (const char *name : names)
    if (void *address = dlsym(library, name)) {
      slot = reinterpret_cast<Function>(address);
      return true;
    }
  return false;
}

GraphDriverApi loadGraphApi() {
  GraphDriverApi api;
  // The library loadDriver opened; this only takes another reference.
  void *library = dlopen(driverLibraryName().c_str(), RTLD_NOW | RTLD_NOLOAD);
  if (!library)
    return api;
  bool found =
      lookUp(library, api.graphCreate, {"cuGraphCreate"}) &&
      lookUp(library, api.graphDestroy, {"cuGraphDestroy"}) &&
      lookUp(library, api.graphAddKernelNode,
             {"cuGraphAddKernelNode_v2", "cuGraphAddKernelNode"}) &&
      lookUp(library, api.graphAddMemcpyNode, {"cuGraphAddMemcpyNode"}) &&
      lookUp(library, api.graphAddMemsetNode, {"cuGraphAddMemsetNode"}) &&
      lookUp(library, api.graphAddEmptyNode, {"cuGraphAddEmptyNode"}) &&
      lookUp(library, api.graphInstantiateWithFlags,
             {"cuGraphInstantiateWithFlags"}) &&
      lookUp(library, api.graphLaunch, {"cuGraphLaunch"}) &&
      lookUp(library, api.graphExecDestroy, {"cuGraphExecDestroy"});
  if (!found)
    api = GraphDriverApi{};
  return api;
}

CUdeviceptr address(const void *ptr) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(ptr));
}

/// Where a node goes: the graph, the node's dependencies, and the device
/// context of its commands.
struct NodeSite {
  const GraphDriverApi &api;
  GraphHandle graph;
  const std::vector<GraphNodeHandle> &dependencies;
  DeviceContext &deviceContext;
};

prism_result addEmpty(const NodeSite &site, GraphNodeHandle &added) {
  if (CUresult error = site.api.graphAddEmptyNode(&added, site.graph,
                                                  site.dependencies.data(),
                                                  site.dependencies.size()))
    return failCuda(error, "cuGraphAddEmptyNode", "graph_create");
  return PRISM_SUCCESS;
}

prism_result addLaunch(const NodeSite &site, const prism_graph_node &node,
                       GraphNodeHandle &added) {
  const prism_kernel kernel = node.kernel;
  if (!isValid(kernel))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                "graph_create: a launch node has a null or foreign kernel");
  if (kernel->program->deviceContext != &site.deviceContext)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("graph_create: kernel '{}' was built for another "
                            "device or context than the graph's",
                            kernel->name));
  if (!node.config || node.config->work_dim < 1 || node.config->work_dim > 3 ||
      (node.arg_count && !node.args))
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("graph_create: the launch node of kernel '{}' has "
                            "no configuration or no arguments",
                            kernel->name));
  std::vector<void *> values(node.arg_count);
  for (uint32_t i = 0; i < node.arg_count; ++i) {
    if (node.args[i].kind != PRISM_KERNEL_ARG_VALUE || !node.args[i].value)
      return fail(PRISM_ERROR_UNSUPPORTED,
                  fmt::format("graph_create: argument {} of kernel '{}' is "
                              "not a value",
                              i, kernel->name));
    values[i] = const_cast<void *>(node.args[i].value);
  }
  Geometry geometry;
  if (prism_result result = computeGeometry(*node.config, *kernel, geometry))
    return result;
  if (geometry.empty)
    return addEmpty(site, added);
  KernelNodeParams launch{};
  launch.func = kernel->function;
  launch.gridDimX = geometry.grid[0];
  launch.gridDimY = geometry.grid[1];
  launch.gridDimZ = geometry.grid[2];
  launch.blockDimX = geometry.block[0];
  launch.blockDimY = geometry.block[1];
  launch.blockDimZ = geometry.block[2];
  launch.sharedMemBytes = static_cast<unsigned>(node.config->dynamic_local_mem);
  launch.kernelParams = node.arg_count ? values.data() : nullptr;
  const auto &deps = site.dependencies;
  if (CUresult error = site.api.graphAddKernelNode(
          &added, site.graph, deps.data(), deps.size(), &launch))
    return failCuda(error, "cuGraphAddKernelNode",
                    fmt::format("graph_create: kernel '{}'", kernel->name));
  return PRISM_SUCCESS;
}

prism_result addCopy(const NodeSite &site, const prism_graph_node &node,
                     GraphNodeHandle &added) {
  if (!node.size)
    return addEmpty(site, added);
  if (!node.dst || !node.src)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "graph_create: a copy node has a null source or destination");
  Memcpy3DParams copy{};
  copy.srcMemoryType = copy.dstMemoryType = MemoryTypeUnified;
  copy.srcDevice = address(node.src);
  copy.dstDevice = address(node.dst);
  copy.srcPitch = copy.dstPitch = node.size;
  copy.srcHeight = copy.dstHeight = 1;
  copy.WidthInBytes = node.size;
  copy.Height = copy.Depth = 1;
  const auto &deps = site.dependencies;
  // The driver may refuse a unified address it cannot copy from a graph
  // (managed memory where devices lack concurrent access): the stream
  // copies it then, as enqueue_memcpy does.
  if (CUresult error = site.api.graphAddMemcpyNode(
          &added, site.graph, deps.data(), deps.size(), &copy,
          site.deviceContext.handle))
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("graph_create: cuGraphAddMemcpyNode failed with "
                            "{} for a copy of {} bytes from {} to {}",
                            cudaErrorText(error), node.size, node.src,
                            node.dst));
  return PRISM_SUCCESS;
}

prism_result addFill(const NodeSite &site, const prism_graph_node &node,
                     GraphNodeHandle &added) {
  const size_t element = node.pattern_size;
  if (!node.dst || !node.src || !element || node.size % element)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "graph_create: a fill node has no destination or pattern, or "
                "a size that is not a whole number of patterns");
  // CUDA's memset nodes write elements of 1, 2 or 4 bytes, aligned.
  if ((element != 1 && element != 2 && element != 4) ||
      address(node.dst) % element)
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("graph_create: no memset node fills with a "
                            "{}-byte pattern at {}",
                            element, node.dst));
  MemsetNodeParams fill{};
  std::memcpy(&fill.value, node.src, element);
  fill.dst = address(node.dst);
  fill.elementSize = static_cast<unsigned>(element);
  fill.width = node.size / element;
  fill.height = 1;
  fill.pitch = node.size;
  // Memset nodes may refuse memory a stream fills (pinned host memory):
  // the stream fills it then.
  const auto &deps = site.dependencies;
  if (CUresult error = site.api.graphAddMemsetNode(
          &added, site.graph, deps.data(), deps.size(), &fill,
          site.deviceContext.handle))
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("graph_create: cuGraphAddMemsetNode failed with "
                            "{} for a fill of {} bytes at {}",
                            cudaErrorText(error), node.size, node.dst));
  return PRISM_SUCCESS;
}

prism_result addNode(const NodeSite &site, const prism_graph_node &node,
                     GraphNodeHandle &added) {
  switch (node.kind) {
  case PRISM_GRAPH_NODE_EMPTY:
    return addEmpty(site, added);
  case PRISM_GRAPH_NODE_LAUNCH:
    return addLaunch(site, node, added);
  case PRISM_GRAPH_NODE_MEMCPY:
    return addCopy(site, node, added);
  case PRISM_GRAPH_NODE_FILL:
    return addFill(site, node, added);
  }
  return fail(PRISM_ERROR_INVALID_VALUE,
              fmt::format("graph_create: unknown node kind {}", node.kind));
}

/// Adds every node to graph and instantiates it into exec.
prism_result build(const GraphDriverApi &api, GraphHandle graph,
                   DeviceContext &member, uint32_t nodeCount,
                   const prism_graph_node *nodes, GraphExecHandle &exec) {
  std::vector<GraphNodeHandle> added(nodeCount);
  std::vector<GraphNodeHandle> dependencies;
  for (uint32_t i = 0; i < nodeCount; ++i) {
    const prism_graph_node &node = nodes[i];
    if (node.dependency_count && !node.dependencies)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("graph_create: node {} has a null dependency "
                              "list",
                              i));
    dependencies.clear();
    for (uint32_t d = 0; d < node.dependency_count; ++d) {
      if (node.dependencies[d] >= i)
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("graph_create: node {} depends on node {}, "
                                "which is not an earlier one",
                                i, node.dependencies[d]));
      dependencies.push_back(added[node.dependencies[d]]);
    }
    if (prism_result result =
            addNode(NodeSite{api, graph, dependencies, member}, node, added[i]))
      return result;
  }
  if (CUresult error = api.graphInstantiateWithFlags(&exec, graph, 0))
    return failCuda(error, "cuGraphInstantiateWithFlags",
                    fmt::format("graph_create of {} nodes on device '{}'",
                                nodeCount, member.device->name));
  return PRISM_SUCCESS;
}

} // namespace

const GraphDriverApi *graphDriverApi() {
  static const GraphDriverApi api = loadGraphApi();
  return api.graphCreate ? &api : nullptr;
}

prism_result graphCreate(prism_context context, prism_device device,
                         uint32_t nodeCount, const prism_graph_node *nodes,
                         prism_graph *graph) {
  DeviceContext *member = findDevice(*context, device);
  if (!member)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("graph_create: device '{}' is not in the context",
                            device->name));
  const GraphDriverApi *api = graphDriverApi();
  if (!api)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "graph_create: the CUDA driver exports no graph functions");
  if (CUresult error = makeCurrent(member->handle))
    return failCuda(error, "cuCtxSetCurrent", "graph_create");
  GraphHandle built = nullptr;
  if (CUresult error = api->graphCreate(&built, 0))
    return failCuda(error, "cuGraphCreate", "graph_create");
  GraphExecHandle exec = nullptr;
  prism_result result = build(*api, built, *member, nodeCount, nodes, exec);
  // The executable graph does not need the graph it came from.
  api->graphDestroy(built);
  if (result != PRISM_SUCCESS)
    return result;
  auto *created = new prism_graph_t;
  created->exec = exec;
  created->deviceContext = member;
  *graph = created;
  return PRISM_SUCCESS;
}

prism_result enqueueGraph(prism_queue queue, prism_graph graph,
                          uint32_t waitCount, const prism_event *waitList,
                          prism_event *outEvent) {
  constexpr const char *what = "enqueue_graph";
  if (graph->deviceContext != queue->deviceContext)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "enqueue_graph: the graph was made for another device or "
                "context than the queue's");
  return enqueueCommand(
      *queue, waitCount, waitList, outEvent, what, [&]() -> prism_result {
        if (CUresult error =
                graphDriverApi()->graphLaunch(graph->exec, queue->stream))
          return failCuda(error, "cuGraphLaunch",
                          fmt::format("enqueue_graph on device '{}'",
                                      queue->deviceContext->device->name));
        return PRISM_SUCCESS;
      });
}

prism_result graphRelease(prism_graph graph) {
  CUresult error = makeCurrent(graph->deviceContext->handle);
  // A launch still running completes; the driver frees the graph then.
  if (!error)
    error = graphDriverApi()->graphExecDestroy(graph->exec);
  graph->magic = 0;
  delete graph;
  if (error)
    return failCuda(error, "cuGraphExecDestroy", "graph_release");
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
