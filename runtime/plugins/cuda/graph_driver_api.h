//===- graph_driver_api.h - The CUDA driver's graph entry points -*- C++
//-*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The cuGraph* functions graph.cpp builds executable graphs with, and the
// node parameter structs they take, with the layouts of the CUDA 12/13
// driver ABI. They are declared here whether or not the toolkit's cuda.h is
// used, under names of their own: cuda.h maps cuGraphAddKernelNode to its
// _v2 form and CUDA_KERNEL_NODE_PARAMS to the _v2 struct, and the plugin
// takes whichever form the driver exports (the _v2 struct begins with the
// first one's fields). They are optional: a driver without them still has
// devices, and graph_create answers PRISM_ERROR_UNSUPPORTED there.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_CUDA_GRAPH_DRIVER_API_H
#define PRISM_PLUGINS_CUDA_GRAPH_DRIVER_API_H

#include "cuda_driver_api.h"

namespace prism::cuda {

using GraphHandle = struct CUgraph_st *;
using GraphNodeHandle = struct CUgraphNode_st *;
using GraphExecHandle = struct CUgraphExec_st *;

/// CUDA_KERNEL_NODE_PARAMS_v2 (kern and ctx null: func is the kernel).
struct KernelNodeParams {
  CUfunction func;
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
  void *kern;
  CUcontext ctx;
};

/// CUDA_MEMCPY3D.
struct Memcpy3DParams {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  unsigned int srcMemoryType; // CUmemorytype
  const void *srcHost;
  CUdeviceptr srcDevice;
  void *srcArray;
  void *reserved0;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  unsigned int dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  void *dstArray;
  void *reserved1;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
};
/// CU_MEMORYTYPE_UNIFIED: the address is a unified one (srcDevice/dstDevice).
constexpr unsigned int MemoryTypeUnified = 4;

/// CUDA_MEMSET_NODE_PARAMS.
struct MemsetNodeParams {
  CUdeviceptr dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width; // in elements
  size_t height;
};

struct GraphDriverApi {
  CUresult (*graphCreate)(GraphHandle *, unsigned int) = nullptr;
  CUresult (*graphDestroy)(GraphHandle) = nullptr;
  CUresult (*graphAddKernelNode)(GraphNodeHandle *, GraphHandle,
                                 const GraphNodeHandle *, size_t,
                                 const KernelNodeParams *) = nullptr;
  CUresult (*graphAddMemcpyNode)(GraphNodeHandle *, GraphHandle,
                                 const GraphNodeHandle *, size_t,
                                 const Memcpy3DParams *, CUcontext) = nullptr;
  CUresult (*graphAddMemsetNode)(GraphNodeHandle *, GraphHandle,
                                 const GraphNodeHandle *, size_t,
                                 const MemsetNodeParams *, CUcontext) = nullptr;
  CUresult (*graphAddEmptyNode)(GraphNodeHandle *, GraphHandle,
                                const GraphNodeHandle *, size_t) = nullptr;
  CUresult (*graphInstantiateWithFlags)(GraphExecHandle *, GraphHandle,
                                        unsigned long long) = nullptr;
  CUresult (*graphLaunch)(GraphExecHandle, CUstream) = nullptr;
  CUresult (*graphExecDestroy)(GraphExecHandle) = nullptr;
};

/// The graph entry points of the loaded driver, looked up on first use;
/// null when the driver lacks one of them.
const GraphDriverApi *graphDriverApi();

} // namespace prism::cuda

#endif // PRISM_PLUGINS_CUDA_GRAPH_DRIVER_API_H
