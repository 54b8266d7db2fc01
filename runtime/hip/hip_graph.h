//===- hip_graph.h - HIP graphs and executable graphs -----------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A graph is a DAG of nodes recorded in libprism-hip, by stream capture
// (stream_capture.h) or node by node (hipGraphAdd*Node). A node holds the
// commands it stands for (the core's command types, core/commands.h: a
// kernel launch with its arguments' values copied, a copy, a fill; none for
// an empty node) and the nodes it depends on. Nodes name kernels by their host
// handle, so a graph is not tied to a device until it is launched.
//
// An executable graph (hipGraphInstantiate) is the graph's commands in a
// dependency order, fixed at instantiation, each with the earlier commands
// it depends on (an empty node passes its dependencies on). hipGraphLaunch
// runs it as the device's own graph where the plugin makes one (CUDA
// graphs, built on the first launch on a device and kept), and otherwise
// replays the commands on the stream's in-order queue: an order in which
// every command follows its dependencies is one they allow, and the queue
// runs it behind the stream's earlier work.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_HIP_GRAPH_H
#define PRISM_HIP_HIP_GRAPH_H

#include "hip/hip_runtime_api.h"

#include "core/commands.h"
#include "core/event.h"
#include "core/queue.h"

#include <memory>
#include <mutex>
#include <utility>
#include <variant>
#include <vector>

namespace prism::hip {

class Stream;

/// A command of a graph node, a kernel launch, a copy or a fill (the core's
/// command types), with what its pointers reach that the caller of the API
/// does not keep: a launch's arguments and their values, a fill's pattern.
/// The copies of a command share them.
class GraphCommand {
public:
  using Command = std::variant<KernelLaunch, Copy, Fill>;

  /// A copy keeps nothing: both sides are the application's memory.
  GraphCommand(const Copy &C) : TheCommand(C) {}
  /// Copies Args and the values they point at.
  static GraphCommand launch(const void *Function,
                             const LaunchGeometry &Geometry,
                             const std::vector<prism_kernel_arg> &Args);
  /// Copies the PatternSize bytes at Pattern.
  static GraphCommand fill(void *Dst, const void *Pattern, size_t PatternSize,
                           size_t Size);

  const Command &command() const { return TheCommand; }
  /// Submits the command on Q behind Deps, a kernel as hipLaunchKernel
  /// launches it (launchCheckingWarps).
  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const;

private:
  GraphCommand(const Command &C, std::shared_ptr<const void> Kept)
      : TheCommand(C), Kept(std::move(Kept)) {}

  Command TheCommand;
  std::shared_ptr<const void> Kept;
};

} // namespace prism::hip

/// What hipGraphNode_t points at.
struct hipGraphNode {
  hipGraphNodeType Type;
  std::vector<prism::hip::GraphCommand> Commands;
  std::vector<hipGraphNode *> Dependencies;
  const ihipGraph *Owner;
};

/// What hipGraph_t points at.
struct ihipGraph {
  /// Adds a node depending on Dependencies (nodes of this graph); throws
  /// ApiError(InvalidValue) for a node of another graph.
  hipGraphNode *add(hipGraphNodeType Type,
                    std::vector<prism::hip::GraphCommand> Commands,
                    const hipGraphNode_t *Dependencies, size_t Count);
  /// Makes To depend on From; throws ApiError(InvalidValue) for a node of
  /// another graph, or an edge that would close a cycle.
  void addDependency(hipGraphNode *From, hipGraphNode *To);
  bool owns(const hipGraphNode *Node) const {
    return Node && Node->Owner == this;
  }
  const std::vector<std::unique_ptr<hipGraphNode>> &nodes() const {
    return Nodes;
  }
  /// The nodes, each after its dependencies.
  std::vector<const hipGraphNode *> dependencyOrder() const;
  /// Whether Node is On or depends on it, directly or not.
  bool dependsOn(const hipGraphNode *Node, const hipGraphNode *On) const;

private:
  std::vector<std::unique_ptr<hipGraphNode>> Nodes;
};

/// What hipGraphExec_t points at.
struct hipGraphExec {
  explicit hipGraphExec(const ihipGraph &Graph);
  /// Runs the commands on S, behind its earlier work.
  void launch(prism::hip::Stream &S);

private:
  struct Step {
    prism::hip::GraphCommand Command;
    std::vector<uint32_t> Dependencies; // indices of earlier steps
  };
  /// The plugin's graph of the steps for Q's device and context, made on
  /// first use; null where the plugin has none.
  prism::PluginGraphRef nativeGraph(prism::Queue &Q);
  void replay(prism::hip::Stream &S) const;

  std::vector<Step> Steps; // each after its dependencies
  std::mutex NativeLock;
  struct NativeGraph {
    const prism::Device *Dev;
    const prism::Context *Ctx;
    prism::PluginGraphRef Graph;
  };
  std::vector<NativeGraph> Native;
};

#endif // PRISM_HIP_HIP_GRAPH_H
