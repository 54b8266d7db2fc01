//===- fake_libcuda_graphs.cpp - The fake CUDA driver's graphs ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// cuGraph* for the fake libcuda.so.1 (fake_libcuda.cpp): a graph keeps its
// nodes' parameters as the real driver does (kernel argument values copied
// when the node is added), instantiation checks that every dependency is a
// node of the graph, and cuGraphLaunch runs the nodes at once in the order
// they were added (each after its dependencies, which were added before
// it): copies and memsets write memory, kernels are recorded as
// cuLaunchKernel records them. FakeCudaState counts executable graphs,
// launches and the nodes run by kind.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

extern "C" FakeCudaState *prismFakeCudaState();

namespace {

enum Result : int { Success = 0, InvalidValue = 1, InvalidHandle = 400 };

// The layouts of CUDA_KERNEL_NODE_PARAMS_v2, CUDA_MEMCPY3D and
// CUDA_MEMSET_NODE_PARAMS, as the plugin passes them.
struct KernelNodeParams {
  void *func;
  unsigned grid[3];
  unsigned block[3];
  unsigned sharedMemBytes;
  void **kernelParams;
  void **extra;
  void *kern;
  void *ctx;
};
struct Memcpy3D {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  unsigned srcMemoryType;
  const void *srcHost;
  uintptr_t srcDevice;
  void *srcArray;
  void *reserved0;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  unsigned dstMemoryType;
  void *dstHost;
  uintptr_t dstDevice;
  void *dstArray;
  void *reserved1;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
};
struct MemsetNodeParams {
  uintptr_t dst;
  size_t pitch;
  unsigned value;
  unsigned elementSize;
  size_t width;
  size_t height;
};

enum class Kind { Empty, Kernel, Copy, Memset };

struct Node {
  Kind kind = Kind::Empty;
  std::vector<Node *> dependencies;
  FakeLaunch launch{};
  uintptr_t dst = 0, src = 0;
  size_t bytes = 0;
  unsigned value = 0, elementSize = 0;
};

struct Graph {
  std::vector<std::unique_ptr<Node>> nodes;
};

struct GraphExec {
  std::vector<Node> nodes;
};

FakeCudaState &state() { return *prismFakeCudaState(); }

// fake_libcuda.cpp's CUfunction, of the same layout.
struct Function {
  std::string name;
};

int addNode(void **added, void *graph, void *const *dependencies, size_t count,
            Node node) {
  if (!added || !graph || (count && !dependencies))
    return InvalidValue;
  auto *g = static_cast<Graph *>(graph);
  for (size_t i = 0; i < count; ++i)
    node.dependencies.push_back(static_cast<Node *>(dependencies[i]));
  g->nodes.push_back(std::make_unique<Node>(std::move(node)));
  *added = g->nodes.back().get();
  return Success;
}

int run(const Node &node) {
  switch (node.kind) {
  case Kind::Empty:
    return Success;
  case Kind::Kernel:
    state().lastLaunch = node.launch;
    ++state().launches;
    ++state().graphKernelNodesRun;
    return Success;
  case Kind::Copy:
    std::memcpy(reinterpret_cast<void *>(node.dst),
                reinterpret_cast<const void *>(node.src), node.bytes);
    ++state().graphCopyNodesRun;
    return Success;
  case Kind::Memset:
    for (size_t i = 0; i < node.bytes / node.elementSize; ++i)
      std::memcpy(reinterpret_cast<char *>(node.dst) + i * node.elementSize,
                  &node.value, node.elementSize);
    ++state().graphMemsetNodesRun;
    return Success;
  }
  return InvalidValue;
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) int cuGraphCreate(void **graph,
                                                         unsigned flags) {
  if (!graph || flags)
    return InvalidValue;
  *graph = new Graph;
  return Success;
}

__attribute__((visibility("default"))) int cuGraphDestroy(void *graph) {
  delete static_cast<Graph *>(graph);
  return Success;
}

__attribute__((visibility("default"))) int
cuGraphAddKernelNode_v2(void **added, void *graph, void *const *dependencies,
                        size_t count, const KernelNodeParams *params) {
  if (!params || !params->func || params->extra)
    return InvalidValue;
  Node node;
  node.kind = Kind::Kernel;
  std::strncpy(node.launch.kernel,
               static_cast<Function *>(params->func)->name.c_str(),
               sizeof node.launch.kernel - 1);
  for (int d = 0; d < 3; ++d) {
    node.launch.grid[d] = params->grid[d];
    node.launch.block[d] = params->block[d];
  }
  node.launch.sharedBytes = params->sharedMemBytes;
  // The driver copies the argument values when the node is added.
  if (params->kernelParams)
    keepFirstArgument(node.launch, params->kernelParams[0]);
  return addNode(added, graph, dependencies, count, node);
}

__attribute__((visibility("default"))) int
cuGraphAddMemcpyNode(void **added, void *graph, void *const *dependencies,
                     size_t count, const Memcpy3D *copy, void *context) {
  constexpr unsigned Unified = 4;
  if (state().refuseGraphCopies)
    return InvalidValue;
  if (!copy || !context || copy->srcMemoryType != Unified ||
      copy->dstMemoryType != Unified || copy->Height != 1 || copy->Depth != 1)
    return InvalidValue;
  Node node;
  node.kind = Kind::Copy;
  node.dst = copy->dstDevice;
  node.src = copy->srcDevice;
  node.bytes = copy->WidthInBytes;
  return addNode(added, graph, dependencies, count, node);
}

__attribute__((visibility("default"))) int
cuGraphAddMemsetNode(void **added, void *graph, void *const *dependencies,
                     size_t count, const MemsetNodeParams *fill,
                     void *context) {
  if (state().refuseGraphMemsets)
    return InvalidValue;
  if (!fill || !context || fill->height != 1 ||
      (fill->elementSize != 1 && fill->elementSize != 2 &&
       fill->elementSize != 4) ||
      fill->dst % fill->elementSize)
    return InvalidValue;
  Node node;
  node.kind = Kind::Memset;
  node.dst = fill->dst;
  node.value = fill->value;
  node.elementSize = fill->elementSize;
  node.bytes = fill->width * fill->elementSize;
  return addNode(added, graph, dependencies, count, node);
}

__attribute__((visibility("default"))) int
cuGraphAddEmptyNode(void **added, void *graph, void *const *dependencies,
                    size_t count) {
  return addNode(added, graph, dependencies, count, Node{});
}

__attribute__((visibility("default"))) int
cuGraphInstantiateWithFlags(void **exec, void *graph, unsigned long long) {
  if (!exec || !graph)
    return InvalidValue;
  auto *g = static_cast<Graph *>(graph);
  auto *created = new GraphExec;
  for (const auto &node : g->nodes) {
    for (const Node *dependency : node->dependencies) {
      bool member = false;
      for (const auto &other : g->nodes)
        member |= other.get() == dependency;
      if (!member) {
        delete created;
        return InvalidValue;
      }
    }
    created->nodes.push_back(*node);
  }
  *exec = created;
  ++state().liveGraphExecs;
  return Success;
}

__attribute__((visibility("default"))) int cuGraphLaunch(void *exec, void *) {
  if (!exec)
    return InvalidHandle;
  if (state().stickyError)
    return state().stickyError;
  ++state().graphLaunches;
  for (const Node &node : static_cast<GraphExec *>(exec)->nodes)
    if (int error = run(node))
      return error;
  return Success;
}

__attribute__((visibility("default"))) int cuGraphExecDestroy(void *exec) {
  if (!exec)
    return InvalidHandle;
  delete static_cast<GraphExec *>(exec);
  --state().liveGraphExecs;
  return Success;
}

} // extern "C"
