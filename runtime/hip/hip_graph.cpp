//===- hip_graph.cpp - HIP graphs and executable graphs -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip_graph.h"

#include "hip_error.h"
#include "hip_stream.h"
#include "warp_fault_check.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

using namespace prism;
using namespace prism::hip;

namespace {

/// A launch's arguments with their values, each at an offset aligned for
/// any scalar type.
struct KernelArguments {
  std::vector<prism_kernel_arg> Args;
  std::vector<char> Values;
};

} // namespace

GraphCommand GraphCommand::launch(const void *Function,
                                  const LaunchGeometry &Geometry,
                                  const std::vector<prism_kernel_arg> &Args) {
  constexpr size_t Align = alignof(std::max_align_t);
  std::vector<size_t> Offsets;
  size_t Total = 0;
  for (const prism_kernel_arg &A : Args) {
    Offsets.push_back(Total);
    Total += (A.size + Align - 1) / Align * Align;
  }
  auto Kept = std::make_shared<KernelArguments>(
      KernelArguments{Args, std::vector<char>(Total)});
  for (size_t I = 0; I < Args.size(); ++I) {
    char *Copy = Kept->Values.data() + Offsets[I];
    if (Args[I].size)
      std::memcpy(Copy, Args[I].value, Args[I].size);
    Kept->Args[I].value = Copy;
  }
  const KernelLaunch Launch{Function, Geometry, &Kept->Args};
  return GraphCommand(Launch, std::move(Kept));
}

GraphCommand GraphCommand::fill(void *Dst, const void *Pattern,
                                size_t PatternSize, size_t Size) {
  auto Kept = std::make_shared<std::vector<unsigned char>>(
      static_cast<const unsigned char *>(Pattern),
      static_cast<const unsigned char *>(Pattern) + PatternSize);
  const Fill F{Dst, Kept->data(), PatternSize, Size};
  return GraphCommand(F, std::move(Kept));
}

EventRef GraphCommand::submit(Queue &Q,
                              const std::vector<EventRef> &Deps) const {
  // As hipLaunchKernel launches: a kernel written for wider warps than the
  // device's fails rather than compute a wrong answer.
  if (const auto *K = std::get_if<KernelLaunch>(&TheCommand))
    return launchCheckingWarps(Q, *K, Deps);
  return std::visit([&](const auto &C) { return C.submit(Q, Deps); },
                    TheCommand);
}

hipGraphNode *ihipGraph::add(hipGraphNodeType Type,
                             std::vector<GraphCommand> Commands,
                             const hipGraphNode_t *Dependencies, size_t Count) {
  require(Dependencies || Count == 0, "null dependencies");
  auto Node = std::make_unique<hipGraphNode>(
      hipGraphNode{Type, std::move(Commands), {}, this});
  for (size_t I = 0; I < Count; ++I) {
    require(owns(Dependencies[I]),
            "dependency " + std::to_string(I) + " is not a node of the graph");
    Node->Dependencies.push_back(Dependencies[I]);
  }
  Nodes.push_back(std::move(Node));
  return Nodes.back().get();
}

bool ihipGraph::dependsOn(const hipGraphNode *Node,
                          const hipGraphNode *On) const {
  std::vector<const hipGraphNode *> Pending{Node};
  std::unordered_set<const hipGraphNode *> Seen;
  while (!Pending.empty()) {
    const hipGraphNode *N = Pending.back();
    Pending.pop_back();
    if (N == On)
      return true;
    if (!Seen.insert(N).second)
      continue;
    Pending.insert(Pending.end(), N->Dependencies.begin(),
                   N->Dependencies.end());
  }
  return false;
}

void ihipGraph::addDependency(hipGraphNode *From, hipGraphNode *To) {
  require(owns(From) && owns(To), "a node is not a node of the graph");
  if (dependsOn(From, To))
    throw ApiError(hipErrorInvalidValue,
                   "the dependency would close a cycle: the node depended "
                   "on already depends on the dependent node" +
                       std::string(From == To ? " (they are the same)" : ""));
  if (std::find(To->Dependencies.begin(), To->Dependencies.end(), From) ==
      To->Dependencies.end())
    To->Dependencies.push_back(From);
}

std::vector<const hipGraphNode *> ihipGraph::dependencyOrder() const {
  // Depth-first from each node in the order they were added: a node goes
  // out after its dependencies, so captured work keeps its stream order.
  std::vector<const hipGraphNode *> Order;
  std::unordered_set<const hipGraphNode *> Done;
  for (const auto &Root : Nodes) {
    std::vector<std::pair<const hipGraphNode *, size_t>> Path{{Root.get(), 0}};
    while (!Path.empty()) {
      auto &[N, Next] = Path.back();
      if (Done.count(N)) {
        Path.pop_back();
      } else if (Next < N->Dependencies.size()) {
        Path.emplace_back(N->Dependencies[Next++], 0);
      } else {
        Done.insert(N);
        Order.push_back(N);
        Path.pop_back();
      }
    }
  }
  return Order;
}

hipGraphExec::hipGraphExec(const ihipGraph &Graph) {
  // The steps each node ends with; an empty node's are its dependencies'.
  std::unordered_map<const hipGraphNode *, std::vector<uint32_t>> Exits;
  for (const hipGraphNode *Node : Graph.dependencyOrder()) {
    std::vector<uint32_t> Entry;
    for (const hipGraphNode *Dep : Node->Dependencies)
      for (uint32_t Index : Exits.at(Dep))
        if (std::find(Entry.begin(), Entry.end(), Index) == Entry.end())
          Entry.push_back(Index);
    // A node's own commands (a pitched copy's rows) run one after another.
    for (const GraphCommand &Command : Node->Commands) {
      Steps.push_back(Step{Command, std::move(Entry)});
      Entry.assign(1, static_cast<uint32_t>(Steps.size() - 1));
    }
    Exits[Node] = std::move(Entry);
  }
}

namespace {

/// The plugin's graph of Steps on Q's device and context, or null.
template <typename StepList>
PluginGraphRef buildNativeGraph(Queue &Q, const StepList &Steps) {
  std::vector<prism_graph_node> Nodes(Steps.size());
  // What the nodes point at, until createGraph has copied it.
  std::vector<prism_launch_config> Configs(Steps.size());
  std::vector<std::vector<prism_kernel_arg>> HiddenArgs(Steps.size());
  for (size_t I = 0; I < Steps.size(); ++I) {
    prism_graph_node &Node = Nodes[I];
    Node = prism_graph_node{};
    Node.dependency_count = static_cast<uint32_t>(Steps[I].Dependencies.size());
    Node.dependencies = Steps[I].Dependencies.data();
    const GraphCommand::Command &Command = Steps[I].Command.command();
    if (const auto *K = std::get_if<KernelLaunch>(&Command)) {
      BuiltKernel Kernel = Q.checkedKernel(K->Kernel, K->Geometry, *K->Args);
      const std::vector<prism_kernel_arg> &Args = pluginLaunchArguments(
          Kernel, K->Geometry, *K->Args, Configs[I], HiddenArgs[I]);
      Node.kind = PRISM_GRAPH_NODE_LAUNCH;
      Node.kernel = Kernel.Handle;
      Node.config = &Configs[I];
      Node.arg_count = static_cast<uint32_t>(Args.size());
      Node.args = Args.data();
    } else if (const auto *C = std::get_if<Copy>(&Command)) {
      Node.kind = PRISM_GRAPH_NODE_MEMCPY;
      Node.dst = C->Dst;
      Node.src = C->Src;
      Node.size = C->Size;
    } else {
      const auto &F = std::get<Fill>(Command);
      Node.kind = PRISM_GRAPH_NODE_FILL;
      Node.dst = F.Dst;
      Node.src = F.Pattern;
      Node.pattern_size = F.PatternSize;
      Node.size = F.Size;
    }
  }
  return Q.createGraph(Nodes);
}

} // namespace

PluginGraphRef hipGraphExec::nativeGraph(Queue &Q) {
  std::lock_guard<std::mutex> Guard(NativeLock);
  for (const NativeGraph &N : Native)
    if (N.Dev == &Q.device() && N.Ctx == Q.context().get())
      return N.Graph;
  PluginGraphRef Graph = buildNativeGraph(Q, Steps);
  Native.push_back(NativeGraph{&Q.device(), Q.context().get(), Graph});
  return Graph;
}

void hipGraphExec::launch(Stream &S) {
  Queue &Q = S.queue();
  if (PluginGraphRef Graph = nativeGraph(Q)) {
    S.submit([&](const std::vector<EventRef> &Deps) {
      return Q.launchGraph(Graph, Deps);
    });
    return;
  }
  replay(S);
}

void hipGraphExec::replay(Stream &S) const {
  S.submit([&](const std::vector<EventRef> &Deps) {
    if (Steps.empty())
      return Barrier{}.submit(S.queue(), Deps);
    // The queue is in order: the first command waits for the stream's
    // ordering, the others follow it.
    EventRef Last = Steps.front().Command.submit(S.queue(), Deps);
    for (size_t I = 1; I < Steps.size(); ++I)
      Last = Steps[I].Command.submit(S.queue(), {});
    return Last;
  });
}
