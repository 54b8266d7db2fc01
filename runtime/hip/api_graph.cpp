//===- api_graph.cpp - Stream capture, graphs and executable graphs -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Nodes are checked when they are added, as the launches and copies they
// stand for are (a kernel's configuration on the current device, a copy's
// pointers), so that an instantiated graph replays without checks.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_graph.h"
#include "hip_stream.h"
#include "kernel_launch.h"
#include "memory_checks.h"
#include "memory_copy.h"
#include "stream_capture.h"

#include <algorithm>
#include <cstring>

using namespace prism;
using namespace prism::hip;

namespace {

ihipGraph &graphOf(hipGraph_t Graph) {
  require(Graph, "null graph");
  return *Graph;
}

/// Adds a node and hands it out through Node.
hipError_t addNode(hipGraphNode_t *Node, hipGraph_t Graph,
                   const hipGraphNode_t *Dependencies, size_t Count,
                   hipGraphNodeType Type, std::vector<GraphCommand> Commands) {
  require(Node, "null node output");
  *Node = graphOf(Graph).add(Type, std::move(Commands), Dependencies, Count);
  return hipSuccess;
}

GraphCommand kernelCommand(const hipKernelNodeParams &Params) {
  require(!Params.extra, "kernel node arguments must come in kernelParams "
                         "(extra is not supported)");
  require(Params.func, "null kernel");
  LaunchGeometry Geometry;
  const std::vector<prism_kernel_arg> &Args = prepareLaunch(
      Params.func, Params.gridDim, Params.blockDim, Params.kernelParams,
      Params.sharedMemBytes, currentDevice().device(), Geometry);
  return GraphCommand::launch(Params.func, Geometry, Args);
}

/// The copies of a 3-D copy between linear memory: one when both sides'
/// rows and slices are contiguous, else one per row.
std::vector<GraphCommand> copyCommands(const hipMemcpy3DParms &P) {
  require(!P.srcArray && !P.dstArray,
          "copies between arrays are not supported; use pitched pointers");
  const hipExtent &E = P.extent;
  if (!E.width || !E.height || !E.depth)
    return {};
  auto address = [&](const hipPitchedPtr &Ptr, const hipPos &Pos, size_t Y,
                     size_t Z) {
    return static_cast<char *>(Ptr.ptr) +
           ((Pos.z + Z) * Ptr.ysize + Pos.y + Y) * Ptr.pitch + Pos.x;
  };
  for (const hipPitchedPtr *Side : {&P.srcPtr, &P.dstPtr})
    require(Side->pitch >= E.width && (E.depth == 1 || Side->ysize >= E.height),
            "the extent does not fit a pitched pointer's pitch and height");
  char *Src = address(P.srcPtr, P.srcPos, 0, 0);
  char *Dst = address(P.dstPtr, P.dstPos, 0, 0);
  auto Span = [&](const hipPitchedPtr &Ptr) {
    return ((E.depth - 1) * Ptr.ysize + E.height - 1) * Ptr.pitch + E.width;
  };
  checkCopy(Dst, Span(P.dstPtr), Src, Span(P.srcPtr), P.kind);
  auto contiguous = [&](const hipPitchedPtr &Ptr) {
    return Ptr.pitch == E.width && (E.depth == 1 || Ptr.ysize == E.height);
  };
  if (contiguous(P.srcPtr) && contiguous(P.dstPtr))
    return {Copy{Dst, Src, E.width * E.height * E.depth}};
  std::vector<GraphCommand> Rows;
  for (size_t Z = 0; Z < E.depth; ++Z)
    for (size_t Y = 0; Y < E.height; ++Y)
      Rows.push_back(Copy{address(P.dstPtr, P.dstPos, Y, Z),
                          address(P.srcPtr, P.srcPos, Y, Z), E.width});
  return Rows;
}

/// The fills of a memset node: one when the rows are contiguous, else one
/// per row.
std::vector<GraphCommand> fillCommands(const hipMemsetParams &P) {
  require(P.elementSize == 1 || P.elementSize == 2 || P.elementSize == 4,
          "a memset node's element size must be 1, 2 or 4, not " +
              std::to_string(P.elementSize));
  const size_t RowBytes = P.width * P.elementSize;
  if (!RowBytes || !P.height)
    return {};
  require(P.height == 1 || P.pitch >= RowBytes,
          "a memset node's pitch is less than its row of " +
              std::to_string(RowBytes) + " bytes");
  const size_t Pitch = P.height == 1 ? RowBytes : P.pitch;
  checkDeviceMemory("destination", P.dst, (P.height - 1) * Pitch + RowBytes);
  // The value's low elementSize bytes, in memory order.
  uint32_t Pattern = 0;
  const uint32_t Value = P.value;
  const uint16_t Half = static_cast<uint16_t>(Value);
  const uint8_t Byte = static_cast<uint8_t>(Value);
  std::memcpy(&Pattern,
              P.elementSize == 4   ? static_cast<const void *>(&Value)
              : P.elementSize == 2 ? static_cast<const void *>(&Half)
                                   : static_cast<const void *>(&Byte),
              P.elementSize);
  if (Pitch == RowBytes)
    return {GraphCommand::fill(P.dst, &Pattern, P.elementSize,
                               RowBytes * P.height)};
  std::vector<GraphCommand> Rows;
  for (size_t Y = 0; Y < P.height; ++Y)
    Rows.push_back(GraphCommand::fill(static_cast<char *>(P.dst) + Y * Pitch,
                                      &Pattern, P.elementSize, RowBytes));
  return Rows;
}

hipError_t instantiate(hipGraphExec_t *Exec, hipGraph_t Graph) {
  require(Exec, "null executable graph output");
  *Exec = new hipGraphExec(graphOf(Graph));
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipStreamBeginCapture(hipStream_t Handle,
                                 hipStreamCaptureMode Mode) {
  return apiCall("hipStreamBeginCapture", [&] {
    require(Mode >= hipStreamCaptureModeGlobal &&
                Mode <= hipStreamCaptureModeRelaxed,
            "unknown capture mode " + std::to_string(Mode));
    Stream &S = streamOf(Handle);
    if (S.isNull())
      throw ApiError(hipErrorStreamCaptureUnsupported,
                     "the legacy null stream cannot capture; capture a "
                     "created stream or hipStreamPerThread");
    beginCapture(S, Mode);
    return hipSuccess;
  });
}

hipError_t hipStreamEndCapture(hipStream_t Handle, hipGraph_t *Graph) {
  return apiCall("hipStreamEndCapture", [&] {
    require(Graph, "null graph output");
    *Graph = nullptr;
    *Graph = endCapture(streamOf(Handle));
    return hipSuccess;
  });
}

hipError_t hipStreamIsCapturing(hipStream_t Handle,
                                hipStreamCaptureStatus *Status) {
  return apiCall("hipStreamIsCapturing", [&] {
    require(Status, "null status output");
    *Status = captureStatus(streamOf(Handle), nullptr);
    return hipSuccess;
  });
}

hipError_t hipStreamGetCaptureInfo(hipStream_t Handle,
                                   hipStreamCaptureStatus *Status,
                                   unsigned long long *Id) {
  return apiCall("hipStreamGetCaptureInfo", [&] {
    require(Status, "null status output");
    *Status = captureStatus(streamOf(Handle), Id);
    return hipSuccess;
  });
}

hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode *Mode) {
  return apiCall("hipThreadExchangeStreamCaptureMode", [&] {
    require(Mode && *Mode >= hipStreamCaptureModeGlobal &&
                *Mode <= hipStreamCaptureModeRelaxed,
            "null or unknown capture mode");
    *Mode = exchangeThreadCaptureMode(*Mode);
    return hipSuccess;
  });
}

hipError_t hipGraphCreate(hipGraph_t *Graph, unsigned Flags) {
  return apiCall("hipGraphCreate", [&] {
    require(Graph, "null graph output");
    require(Flags == 0, "flags must be 0");
    *Graph = new ihipGraph;
    return hipSuccess;
  });
}

hipError_t hipGraphDestroy(hipGraph_t Graph) {
  return apiCall("hipGraphDestroy", [&] {
    delete &graphOf(Graph);
    return hipSuccess;
  });
}

hipError_t hipGraphAddKernelNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                 const hipGraphNode_t *Dependencies,
                                 size_t Count,
                                 const hipKernelNodeParams *Params) {
  return apiCall("hipGraphAddKernelNode", [&] {
    require(Params, "null kernel node parameters");
    return addNode(Node, Graph, Dependencies, Count, hipGraphNodeTypeKernel,
                   {kernelCommand(*Params)});
  });
}

hipError_t hipGraphAddMemcpyNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                 const hipGraphNode_t *Dependencies,
                                 size_t Count, const hipMemcpy3DParms *Params) {
  return apiCall("hipGraphAddMemcpyNode", [&] {
    require(Params, "null copy parameters");
    return addNode(Node, Graph, Dependencies, Count, hipGraphNodeTypeMemcpy,
                   copyCommands(*Params));
  });
}

hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *Node, hipGraph_t Graph,
                                   const hipGraphNode_t *Dependencies,
                                   size_t Count, void *Dst, const void *Src,
                                   size_t Size, hipMemcpyKind Kind) {
  return apiCall("hipGraphAddMemcpyNode1D", [&] {
    std::vector<GraphCommand> Commands;
    if (Size) {
      checkCopy(Dst, Size, Src, Size, Kind);
      Commands.push_back(Copy{Dst, Src, Size});
    }
    return addNode(Node, Graph, Dependencies, Count, hipGraphNodeTypeMemcpy,
                   std::move(Commands));
  });
}

hipError_t hipGraphAddMemsetNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                 const hipGraphNode_t *Dependencies,
                                 size_t Count, const hipMemsetParams *Params) {
  return apiCall("hipGraphAddMemsetNode", [&] {
    require(Params, "null memset parameters");
    return addNode(Node, Graph, Dependencies, Count, hipGraphNodeTypeMemset,
                   fillCommands(*Params));
  });
}

hipError_t hipGraphAddEmptyNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                const hipGraphNode_t *Dependencies,
                                size_t Count) {
  return apiCall("hipGraphAddEmptyNode", [&] {
    return addNode(Node, Graph, Dependencies, Count, hipGraphNodeTypeEmpty, {});
  });
}

hipError_t hipGraphAddDependencies(hipGraph_t Graph, const hipGraphNode_t *From,
                                   const hipGraphNode_t *To, size_t Count) {
  return apiCall("hipGraphAddDependencies", [&] {
    ihipGraph &G = graphOf(Graph);
    require((From && To) || Count == 0, "null dependency lists");
    for (size_t I = 0; I < Count; ++I)
      G.addDependency(From[I], To[I]);
    return hipSuccess;
  });
}

hipError_t hipGraphGetNodes(hipGraph_t Graph, hipGraphNode_t *Nodes,
                            size_t *Count) {
  return apiCall("hipGraphGetNodes", [&] {
    require(Count, "null count");
    const auto &All = graphOf(Graph).nodes();
    if (Nodes) {
      for (size_t I = 0; I < *Count; ++I)
        Nodes[I] = I < All.size() ? All[I].get() : nullptr;
      *Count = std::min(*Count, All.size());
    } else {
      *Count = All.size();
    }
    return hipSuccess;
  });
}

hipError_t hipGraphNodeGetType(hipGraphNode_t Node, hipGraphNodeType *Type) {
  return apiCall("hipGraphNodeGetType", [&] {
    require(Node && Type, "null node or type output");
    *Type = Node->Type;
    return hipSuccess;
  });
}

hipError_t hipGraphInstantiate(hipGraphExec_t *Exec, hipGraph_t Graph,
                               hipGraphNode_t *ErrorNode, char *LogBuffer,
                               size_t BufferSize) {
  return apiCall("hipGraphInstantiate", [&] {
    if (ErrorNode)
      *ErrorNode = nullptr;
    if (LogBuffer && BufferSize)
      LogBuffer[0] = '\0';
    return instantiate(Exec, Graph);
  });
}

hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *Exec, hipGraph_t Graph,
                                        unsigned long long Flags) {
  return apiCall("hipGraphInstantiateWithFlags", [&] {
    // Graphs allocate nothing of their own: there is nothing to free.
    require((Flags & ~hipGraphInstantiateFlagAutoFreeOnLaunch) == 0,
            "unknown instantiation flags " + std::to_string(Flags));
    return instantiate(Exec, Graph);
  });
}

hipError_t hipGraphLaunch(hipGraphExec_t Exec, hipStream_t Handle) {
  return apiCall("hipGraphLaunch", [&] {
    require(Exec, "null executable graph");
    Exec->launch(streamOf(Handle));
    return hipSuccess;
  });
}

hipError_t hipGraphExecDestroy(hipGraphExec_t Exec) {
  return apiCall("hipGraphExecDestroy", [&] {
    require(Exec, "null executable graph");
    delete Exec;
    return hipSuccess;
  });
}

} // extern "C"
