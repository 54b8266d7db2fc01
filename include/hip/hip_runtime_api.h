//===- hip/hip_runtime_api.h - The HIP runtime API of libprism-hip -*- C++ -*-//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Types, constants and functions of the HIP runtime API as libprism-hip
// implements them over the Prism runtime core, written from HIP's API
// documentation. hipError_t, hipMemcpyKind, hipMemoryType and the stream,
// event and host-memory flags have HIP's values; hipDeviceAttribute_t names
// HIP's attributes with values of its own (programs use the names).
//
// Host-only programs include it in plain C++ and link libprism-hip; HIP and
// CUDA sources get it through hip/hip_runtime.h, and a -fsycl program may
// include it beside sycl.hpp.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_RUNTIME_API_H
#define HIP_HIP_RUNTIME_API_H

#include "prism/hip_launch_abi.h"

#include <stddef.h>
#include <stdint.h>

#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 0
#define HIP_VERSION_PATCH 0
#define HIP_VERSION                                                            \
  (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 +                 \
   HIP_VERSION_PATCH)

#ifndef __HIP_PLATFORM_SPIRV__
#define __HIP_PLATFORM_SPIRV__ 1
#endif

/// A device variable as the symbol functions take it: the variable itself.
#define HIP_SYMBOL(X) X

enum hipError_t : int {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorNotInitialized = 3,
  hipErrorInitializationError = 3,
  hipErrorDeinitialized = 4,
  hipErrorProfilerDisabled = 5,
  hipErrorProfilerNotInitialized = 6,
  hipErrorProfilerAlreadyStarted = 7,
  hipErrorProfilerAlreadyStopped = 8,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidPitchValue = 12,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInsufficientDriver = 35,
  hipErrorMissingConfiguration = 52,
  hipErrorPriorLaunchFailure = 53,
  hipErrorInvalidDeviceFunction = 98,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidImage = 200,
  hipErrorInvalidContext = 201,
  hipErrorContextAlreadyCurrent = 202,
  hipErrorMapFailed = 205,
  hipErrorUnmapFailed = 206,
  hipErrorArrayIsMapped = 207,
  hipErrorAlreadyMapped = 208,
  hipErrorNoBinaryForGpu = 209,
  hipErrorAlreadyAcquired = 210,
  hipErrorNotMapped = 211,
  hipErrorNotMappedAsArray = 212,
  hipErrorNotMappedAsPointer = 213,
  hipErrorECCNotCorrectable = 214,
  hipErrorUnsupportedLimit = 215,
  hipErrorContextAlreadyInUse = 216,
  hipErrorPeerAccessUnsupported = 217,
  hipErrorInvalidKernelFile = 218,
  hipErrorInvalidGraphicsContext = 219,
  hipErrorInvalidSource = 300,
  hipErrorFileNotFound = 301,
  hipErrorSharedObjectSymbolNotFound = 302,
  hipErrorSharedObjectInitFailed = 303,
  hipErrorOperatingSystem = 304,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400,
  hipErrorIllegalState = 401,
  hipErrorNotFound = 500,
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorLaunchTimeOut = 702,
  hipErrorPeerAccessAlreadyEnabled = 704,
  hipErrorPeerAccessNotEnabled = 705,
  hipErrorSetOnActiveProcess = 708,
  hipErrorContextIsDestroyed = 709,
  hipErrorAssert = 710,
  hipErrorHostMemoryAlreadyRegistered = 712,
  hipErrorHostMemoryNotRegistered = 713,
  hipErrorLaunchFailure = 719,
  hipErrorCooperativeLaunchTooLarge = 720,
  hipErrorNotSupported = 801,
  hipErrorStreamCaptureUnsupported = 900,
  hipErrorStreamCaptureInvalidated = 901,
  hipErrorStreamCaptureMerge = 902,
  hipErrorStreamCaptureUnmatched = 903,
  hipErrorStreamCaptureUnjoined = 904,
  hipErrorStreamCaptureIsolation = 905,
  hipErrorStreamCaptureImplicit = 906,
  hipErrorCapturedEvent = 907,
  hipErrorStreamCaptureWrongThread = 908,
  hipErrorGraphExecUpdateFailure = 910,
  hipErrorUnknown = 999,
  hipErrorRuntimeMemory = 1052,
  hipErrorRuntimeOther = 1053,
};

typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4
} hipMemcpyKind;

typedef enum hipMemoryType {
  hipMemoryTypeUnregistered = 0,
  hipMemoryTypeHost = 1,
  hipMemoryTypeDevice = 2,
  hipMemoryTypeManaged = 3,
  hipMemoryTypeArray = 10,
  hipMemoryTypeUnified = 11
} hipMemoryType;

typedef struct hipPointerAttribute_t {
  hipMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
} hipPointerAttribute_t;

typedef struct ihipEvent_t *hipEvent_t;

// Stream flags.
#define hipStreamDefault 0x0
#define hipStreamNonBlocking 0x1
/// The per-thread default stream (as a stream handle).
#define hipStreamPerThread ((hipStream_t)2)

// Event flags.
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipEventInterprocess 0x4

// hipHostMalloc flags.
#define hipHostMallocDefault 0x0
#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipHostMallocCoherent 0x40000000
#define hipHostMallocNonCoherent 0x80000000

// hipHostRegister flags.
#define hipHostRegisterDefault 0x0
#define hipHostRegisterPortable 0x1
#define hipHostRegisterMapped 0x2
#define hipHostRegisterIoMemory 0x4
#define hipHostRegisterReadOnly 0x8

// hipMallocManaged flags.
#define hipMemAttachGlobal 0x1
#define hipMemAttachHost 0x2
#define hipMemAttachSingle 0x4
// hipMemPrefetchAsync's and hipMemAdvise's device for host memory.
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-2)

/// Advice about managed memory (hipMemAdvise); CUDA's values.
typedef enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1,
  hipMemAdviseUnsetReadMostly = 2,
  hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4,
  hipMemAdviseSetAccessedBy = 5,
  hipMemAdviseUnsetAccessedBy = 6
} hipMemoryAdvise;

// hipSetDeviceFlags flags.
#define hipDeviceScheduleAuto 0x0
#define hipDeviceScheduleSpin 0x1
#define hipDeviceScheduleYield 0x2
#define hipDeviceScheduleBlockingSync 0x4
#define hipDeviceMapHost 0x8
#define hipDeviceLmemResizeToMax 0x10

/// What hipGetDeviceProperties reports. major/minor are the compute
/// capability on CUDA devices; on others 0.0 (no such notion).
typedef struct hipDeviceProp_t {
#define PRISM_DEVICE_PROPERTY(Type, Name) Type Name;
#define PRISM_DEVICE_PROPERTY_ARRAY(Type, Name, Count) Type Name[Count];
#include <prism/device_properties.def>
  // HIP's own.
  int hostRegisterSupported;
  char gcnArchName[256];
  size_t maxSharedMemoryPerMultiProcessor;
  int clockInstructionRate; // kHz
  int isLargeBar;
} hipDeviceProp_t;

typedef enum hipDeviceAttribute_t {
  hipDeviceAttributeMaxThreadsPerBlock,
  hipDeviceAttributeMaxBlockDimX,
  hipDeviceAttributeMaxBlockDimY,
  hipDeviceAttributeMaxBlockDimZ,
  hipDeviceAttributeMaxGridDimX,
  hipDeviceAttributeMaxGridDimY,
  hipDeviceAttributeMaxGridDimZ,
  hipDeviceAttributeMaxSharedMemoryPerBlock,
  hipDeviceAttributeSharedMemPerBlockOptin,
  hipDeviceAttributeTotalConstantMemory,
  hipDeviceAttributeWarpSize,
  hipDeviceAttributeMaxRegistersPerBlock,
  hipDeviceAttributeClockRate,
  hipDeviceAttributeMemoryClockRate,
  hipDeviceAttributeMemoryBusWidth,
  hipDeviceAttributeMultiprocessorCount,
  hipDeviceAttributeComputeMode,
  hipDeviceAttributeL2CacheSize,
  hipDeviceAttributeMaxThreadsPerMultiProcessor,
  hipDeviceAttributeComputeCapabilityMajor,
  hipDeviceAttributeComputeCapabilityMinor,
  hipDeviceAttributeConcurrentKernels,
  hipDeviceAttributePciBusId,
  hipDeviceAttributePciDeviceId,
  hipDeviceAttributeMaxSharedMemoryPerMultiprocessor,
  hipDeviceAttributeIntegrated,
  hipDeviceAttributeCanMapHostMemory,
  hipDeviceAttributeManagedMemory,
  hipDeviceAttributeConcurrentManagedAccess,
  hipDeviceAttributeUnifiedAddressing,
  hipDeviceAttributeEccEnabled,
  hipDeviceAttributeAsyncEngineCount,
  hipDeviceAttributeCooperativeLaunch,
  hipDeviceAttributeMaxBlocksPerMultiProcessor,
  hipDeviceAttributeMaxPitch,
  hipDeviceAttributeTextureAlignment,
  hipDeviceAttributeKernelExecTimeout,
  hipDeviceAttributePageableMemoryAccess,
  hipDeviceAttributeHostNativeAtomicSupported,
} hipDeviceAttribute_t;

typedef struct hipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
} hipFuncAttributes;

/// What hipFuncSetAttribute sets; CUDA's values.
typedef enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9
} hipFuncAttribute;

/// The limits of hipDeviceSetLimit and hipDeviceGetLimit.
typedef enum hipLimit_t {
  hipLimitStackSize = 0,
  hipLimitPrintfFifoSize = 1,
  hipLimitMallocHeapSize = 2
} hipLimit_t;

typedef void (*hipStreamCallback_t)(hipStream_t stream, hipError_t status,
                                    void *userData);
typedef void (*hipHostFn_t)(void *userData);

// Graphs: a DAG of commands, built by stream capture or node by node,
// instantiated once and launched many times.
typedef struct ihipGraph *hipGraph_t;
typedef struct hipGraphNode *hipGraphNode_t;
typedef struct hipGraphExec *hipGraphExec_t;

typedef enum hipStreamCaptureMode {
  hipStreamCaptureModeGlobal = 0,
  hipStreamCaptureModeThreadLocal = 1,
  hipStreamCaptureModeRelaxed = 2
} hipStreamCaptureMode;

typedef enum hipStreamCaptureStatus {
  hipStreamCaptureStatusNone = 0,
  hipStreamCaptureStatusActive = 1,
  hipStreamCaptureStatusInvalidated = 2
} hipStreamCaptureStatus;

typedef enum hipGraphNodeType {
  hipGraphNodeTypeKernel = 0,
  hipGraphNodeTypeMemcpy = 1,
  hipGraphNodeTypeMemset = 2,
  hipGraphNodeTypeHost = 3,
  hipGraphNodeTypeGraph = 4,
  hipGraphNodeTypeEmpty = 5,
  hipGraphNodeTypeWaitEvent = 6,
  hipGraphNodeTypeEventRecord = 7
} hipGraphNodeType;

// hipGraphInstantiateWithFlags flags.
#define hipGraphInstantiateFlagAutoFreeOnLaunch 1

typedef struct hipKernelNodeParams {
  dim3 blockDim;
  void **extra; // must be null: arguments come in kernelParams
  void *func;
  dim3 gridDim;
  void **kernelParams;
  unsigned int sharedMemBytes;
} hipKernelNodeParams;

/// A fill of height rows of width elements of elementSize (1, 2 or 4)
/// bytes, pitch bytes apart.
typedef struct hipMemsetParams {
  void *dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
} hipMemsetParams;

typedef struct hipArray *hipArray_t;
typedef struct hipPitchedPtr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
} hipPitchedPtr;
typedef struct hipExtent {
  size_t width; // in bytes for linear memory
  size_t height;
  size_t depth;
} hipExtent;
typedef struct hipPos {
  size_t x; // in bytes for linear memory
  size_t y;
  size_t z;
} hipPos;
/// A 3-D copy; libprism-hip copies between linear memory (pitched
/// pointers) only: the array fields must be null.
typedef struct hipMemcpy3DParms {
  hipArray_t srcArray;
  hipPos srcPos;
  hipPitchedPtr srcPtr;
  hipArray_t dstArray;
  hipPos dstPos;
  hipPitchedPtr dstPtr;
  hipExtent extent;
  hipMemcpyKind kind;
} hipMemcpy3DParms;

inline hipPitchedPtr make_hipPitchedPtr(void *ptr, size_t pitch, size_t xsize,
                                        size_t ysize) {
  return hipPitchedPtr{ptr, pitch, xsize, ysize};
}
inline hipPos make_hipPos(size_t x, size_t y, size_t z) {
  return hipPos{x, y, z};
}
inline hipExtent make_hipExtent(size_t width, size_t height, size_t depth) {
  return hipExtent{width, height, depth};
}

extern "C" {

// Stream capture.
hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode);
hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t *graph);
hipError_t hipStreamIsCapturing(hipStream_t stream,
                                hipStreamCaptureStatus *status);
hipError_t hipStreamGetCaptureInfo(hipStream_t stream,
                                   hipStreamCaptureStatus *status,
                                   unsigned long long *id);
hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode *mode);

// Graphs and their nodes.
hipError_t hipGraphCreate(hipGraph_t *graph, unsigned int flags);
hipError_t hipGraphDestroy(hipGraph_t graph);
hipError_t hipGraphAddKernelNode(hipGraphNode_t *node, hipGraph_t graph,
                                 const hipGraphNode_t *dependencies,
                                 size_t numDependencies,
                                 const hipKernelNodeParams *params);
hipError_t hipGraphAddMemcpyNode(hipGraphNode_t *node, hipGraph_t graph,
                                 const hipGraphNode_t *dependencies,
                                 size_t numDependencies,
                                 const hipMemcpy3DParms *params);
hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *node, hipGraph_t graph,
                                   const hipGraphNode_t *dependencies,
                                   size_t numDependencies, void *dst,
                                   const void *src, size_t count,
                                   hipMemcpyKind kind);
hipError_t hipGraphAddMemsetNode(hipGraphNode_t *node, hipGraph_t graph,
                                 const hipGraphNode_t *dependencies,
                                 size_t numDependencies,
                                 const hipMemsetParams *params);
hipError_t hipGraphAddEmptyNode(hipGraphNode_t *node, hipGraph_t graph,
                                const hipGraphNode_t *dependencies,
                                size_t numDependencies);
hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t *from,
                                   const hipGraphNode_t *to,
                                   size_t numDependencies);
hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t *nodes,
                            size_t *numNodes);
hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType *type);

// Executable graphs.
hipError_t hipGraphInstantiate(hipGraphExec_t *graphExec, hipGraph_t graph,
                               hipGraphNode_t *errorNode, char *logBuffer,
                               size_t bufferSize);
hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *graphExec,
                                        hipGraph_t graph,
                                        unsigned long long flags);
hipError_t hipGraphLaunch(hipGraphExec_t graphExec, hipStream_t stream);
hipError_t hipGraphExecDestroy(hipGraphExec_t graphExec);

} // extern "C"

extern "C" {

// Errors.
hipError_t hipGetLastError(void);
hipError_t hipPeekAtLastError(void);
const char *hipGetErrorName(hipError_t error);
const char *hipGetErrorString(hipError_t error);

// Devices.
hipError_t hipInit(unsigned int flags);
hipError_t hipGetDeviceCount(int *count);
hipError_t hipSetDevice(int device);
hipError_t hipGetDevice(int *device);
hipError_t hipSetDeviceFlags(unsigned flags);
hipError_t hipGetDeviceFlags(unsigned *flags);
hipError_t hipDeviceSetLimit(hipLimit_t limit, size_t value);
hipError_t hipDeviceGetLimit(size_t *pValue, hipLimit_t limit);
hipError_t hipGetDeviceProperties(hipDeviceProp_t *prop, int device);
hipError_t hipDeviceGetAttribute(int *value, hipDeviceAttribute_t attr,
                                 int device);
hipError_t hipDeviceGetName(char *name, int length, int device);
hipError_t hipDeviceSynchronize(void);
hipError_t hipDeviceReset(void);
hipError_t hipRuntimeGetVersion(int *runtimeVersion);
hipError_t hipDriverGetVersion(int *driverVersion);
hipError_t hipMemGetInfo(size_t *free, size_t *total);
hipError_t hipProfilerStart(void);
hipError_t hipProfilerStop(void);

// Memory.
hipError_t hipMalloc(void **ptr, size_t size);
hipError_t hipFree(void *ptr);
hipError_t hipMallocAsync(void **ptr, size_t size, hipStream_t stream);
hipError_t hipFreeAsync(void *ptr, hipStream_t stream);
hipError_t hipMallocManaged(void **ptr, size_t size,
                            unsigned flags = hipMemAttachGlobal);
hipError_t hipHostMalloc(void **ptr, size_t size,
                         unsigned flags = hipHostMallocDefault);
hipError_t hipHostFree(void *ptr);
hipError_t hipMallocHost(void **ptr, size_t size);
hipError_t hipFreeHost(void *ptr);
hipError_t hipHostAlloc(void **ptr, size_t size, unsigned flags);
hipError_t hipHostGetDevicePointer(void **devicePtr, void *hostPtr,
                                   unsigned flags);
hipError_t hipHostRegister(void *hostPtr, size_t size, unsigned flags);
hipError_t hipHostUnregister(void *hostPtr);
hipError_t hipMallocPitch(void **ptr, size_t *pitch, size_t width,
                          size_t height);
hipError_t hipMemcpy(void *dst, const void *src, size_t sizeBytes,
                     hipMemcpyKind kind);
hipError_t hipMemcpyAsync(void *dst, const void *src, size_t sizeBytes,
                          hipMemcpyKind kind, hipStream_t stream = 0);
hipError_t hipMemcpyHtoD(void *dst, const void *src, size_t sizeBytes);
hipError_t hipMemcpyDtoH(void *dst, const void *src, size_t sizeBytes);
hipError_t hipMemcpyDtoD(void *dst, const void *src, size_t sizeBytes);
hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                       size_t width, size_t height, hipMemcpyKind kind);
hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                            size_t spitch, size_t width, size_t height,
                            hipMemcpyKind kind, hipStream_t stream = 0);
hipError_t hipMemset(void *dst, int value, size_t sizeBytes);
hipError_t hipMemsetAsync(void *dst, int value, size_t sizeBytes,
                          hipStream_t stream = 0);
hipError_t hipMemset2D(void *dst, size_t pitch, int value, size_t width,
                       size_t height);
hipError_t hipMemset2DAsync(void *dst, size_t pitch, int value, size_t width,
                            size_t height, hipStream_t stream = 0);
hipError_t hipMemsetD8(void *dst, unsigned char value, size_t count);
hipError_t hipMemsetD16(void *dst, unsigned short value, size_t count);
hipError_t hipMemsetD32(void *dst, int value, size_t count);
hipError_t hipMemsetD32Async(void *dst, int value, size_t count,
                             hipStream_t stream = 0);
hipError_t hipPointerGetAttributes(hipPointerAttribute_t *attributes,
                                   const void *ptr);

// Several devices: access to a peer's memory and copies between devices.
hipError_t hipDeviceCanAccessPeer(int *canAccessPeer, int deviceId,
                                  int peerDeviceId);
hipError_t hipDeviceEnablePeerAccess(int peerDeviceId, unsigned flags);
hipError_t hipDeviceDisablePeerAccess(int peerDeviceId);
hipError_t hipMemcpyPeer(void *dst, int dstDeviceId, const void *src,
                         int srcDeviceId, size_t sizeBytes);
hipError_t hipMemcpyPeerAsync(void *dst, int dstDeviceId, const void *src,
                              int srcDeviceId, size_t sizeBytes,
                              hipStream_t stream = 0);

// Managed memory: prefetches, advice and attachment to streams.
hipError_t hipMemPrefetchAsync(const void *devPtr, size_t count, int device,
                               hipStream_t stream = 0);
hipError_t hipMemAdvise(const void *devPtr, size_t count,
                        hipMemoryAdvise advice, int device);
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void *devPtr,
                                   size_t length = 0,
                                   unsigned flags = hipMemAttachSingle);

// Device variables (__device__ and __constant__ globals).
hipError_t hipMemcpyToSymbol(const void *symbol, const void *src,
                             size_t sizeBytes, size_t offset = 0,
                             hipMemcpyKind kind = hipMemcpyHostToDevice);
hipError_t hipMemcpyToSymbolAsync(const void *symbol, const void *src,
                                  size_t sizeBytes, size_t offset,
                                  hipMemcpyKind kind, hipStream_t stream = 0);
hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol, size_t sizeBytes,
                               size_t offset = 0,
                               hipMemcpyKind kind = hipMemcpyDeviceToHost);
hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *symbol,
                                    size_t sizeBytes, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream = 0);
hipError_t hipGetSymbolAddress(void **devicePtr, const void *symbol);
hipError_t hipGetSymbolSize(size_t *size, const void *symbol);

// Streams.
hipError_t hipStreamCreate(hipStream_t *stream);
hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned flags);
hipError_t hipStreamCreateWithPriority(hipStream_t *stream, unsigned flags,
                                       int priority);
hipError_t hipDeviceGetStreamPriorityRange(int *leastPriority,
                                           int *greatestPriority);
hipError_t hipStreamDestroy(hipStream_t stream);
hipError_t hipStreamSynchronize(hipStream_t stream);
hipError_t hipStreamQuery(hipStream_t stream);
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event,
                              unsigned flags = 0);
hipError_t hipStreamGetFlags(hipStream_t stream, unsigned *flags);
hipError_t hipStreamGetPriority(hipStream_t stream, int *priority);
hipError_t hipStreamAddCallback(hipStream_t stream,
                                hipStreamCallback_t callback, void *userData,
                                unsigned flags);
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn,
                             void *userData);

// Events.
hipError_t hipEventCreate(hipEvent_t *event);
hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned flags);
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream = 0);
hipError_t hipEventSynchronize(hipEvent_t event);
hipError_t hipEventQuery(hipEvent_t event);
hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop);
hipError_t hipEventDestroy(hipEvent_t event);

// Kernels.
hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, const void *func);
hipError_t hipFuncSetAttribute(const void *func, hipFuncAttribute attr,
                               int value);
hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize,
                                             const void *func,
                                             size_t dynamicSharedMemPerBlock,
                                             int blockSizeLimit);
hipError_t
hipOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                             int blockSize,
                                             size_t dynamicSharedMemPerBlock);

} // extern "C"

// C++ overloads taking the kernel or the device variable itself, as HIP's.

template <typename T>
inline hipError_t
hipMemcpyToSymbol(const T &symbol, const void *src, size_t sizeBytes,
                  size_t offset = 0,
                  hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return hipMemcpyToSymbol(static_cast<const void *>(&symbol), src, sizeBytes,
                           offset, kind);
}
template <typename T>
inline hipError_t hipMemcpyToSymbolAsync(const T &symbol, const void *src,
                                         size_t sizeBytes, size_t offset,
                                         hipMemcpyKind kind,
                                         hipStream_t stream = 0) {
  return hipMemcpyToSymbolAsync(static_cast<const void *>(&symbol), src,
                                sizeBytes, offset, kind, stream);
}
template <typename T>
inline hipError_t
hipMemcpyFromSymbol(void *dst, const T &symbol, size_t sizeBytes,
                    size_t offset = 0,
                    hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(dst, static_cast<const void *>(&symbol), sizeBytes,
                             offset, kind);
}
template <typename T>
inline hipError_t hipMemcpyFromSymbolAsync(void *dst, const T &symbol,
                                           size_t sizeBytes, size_t offset,
                                           hipMemcpyKind kind,
                                           hipStream_t stream = 0) {
  return hipMemcpyFromSymbolAsync(dst, static_cast<const void *>(&symbol),
                                  sizeBytes, offset, kind, stream);
}
template <typename T>
inline hipError_t hipGetSymbolAddress(void **devicePtr, const T &symbol) {
  return hipGetSymbolAddress(devicePtr, static_cast<const void *>(&symbol));
}
template <typename T>
inline hipError_t hipGetSymbolSize(size_t *size, const T &symbol) {
  return hipGetSymbolSize(size, static_cast<const void *>(&symbol));
}

template <typename T> inline hipError_t hipMalloc(T **ptr, size_t size) {
  return hipMalloc(reinterpret_cast<void **>(ptr), size);
}
template <typename T>
inline hipError_t hipMallocManaged(T **ptr, size_t size,
                                   unsigned flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void **>(ptr), size, flags);
}
template <typename T>
inline hipError_t hipHostMalloc(T **ptr, size_t size,
                                unsigned flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void **>(ptr), size, flags);
}
template <typename T>
inline hipError_t hipMallocAsync(T **ptr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void **>(ptr), size, stream);
}
template <typename T> inline hipError_t hipMallocHost(T **ptr, size_t size) {
  return hipMallocHost(reinterpret_cast<void **>(ptr), size);
}
template <typename T>
inline hipError_t hipMallocPitch(T **ptr, size_t *pitch, size_t width,
                                 size_t height) {
  return hipMallocPitch(reinterpret_cast<void **>(ptr), pitch, width, height);
}

template <typename F>
inline hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, F *func) {
  return hipFuncGetAttributes(attr, reinterpret_cast<const void *>(func));
}
template <typename F>
inline hipError_t
hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize, F *func,
                                  size_t dynamicSharedMemPerBlock = 0,
                                  int blockSizeLimit = 0) {
  return hipOccupancyMaxPotentialBlockSize(
      gridSize, blockSize, reinterpret_cast<const void *>(func),
      dynamicSharedMemPerBlock, blockSizeLimit);
}
template <typename F>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, F *func, int blockSize, size_t dynamicSharedMemPerBlock) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(
      numBlocks, reinterpret_cast<const void *>(func), blockSize,
      dynamicSharedMemPerBlock);
}
template <typename F>
inline hipError_t hipFuncSetAttribute(F *func, hipFuncAttribute attr,
                                      int value) {
  return hipFuncSetAttribute(reinterpret_cast<const void *>(func), attr, value);
}
/// The block size (a multiple of the warp, up to blockSizeLimit when it is
/// positive) that keeps the most threads of func resident per compute unit
/// when a block of B threads takes blockSizeToDynamicSMemSize(B) bytes of
/// dynamic shared memory, the largest such one on a tie, and the grid that
/// fills the device with it (0 and 0 when no block size fits).
template <typename UnaryFunction, typename F>
inline hipError_t hipOccupancyMaxPotentialBlockSizeVariableSMem(
    int *gridSize, int *blockSize, F func,
    UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0) {
  if (!gridSize || !blockSize)
    return hipErrorInvalidValue;
  const void *Func = reinterpret_cast<const void *>(func);
  hipFuncAttributes Attr;
  int Device = 0, Warp = 0, ComputeUnits = 0;
  hipError_t Result = hipFuncGetAttributes(&Attr, Func);
  if (Result == hipSuccess)
    Result = hipGetDevice(&Device);
  if (Result == hipSuccess)
    Result = hipDeviceGetAttribute(&Warp, hipDeviceAttributeWarpSize, Device);
  if (Result == hipSuccess)
    Result = hipDeviceGetAttribute(
        &ComputeUnits, hipDeviceAttributeMultiprocessorCount, Device);
  if (Result != hipSuccess)
    return Result;
  int Largest = Attr.maxThreadsPerBlock;
  if (blockSizeLimit > 0 && blockSizeLimit < Largest)
    Largest = blockSizeLimit;
  int BestBlock = 0, BestBlocks = 0;
  for (int Block = Largest / Warp * Warp; Block > 0; Block -= Warp) {
    int Blocks = 0;
    Result = hipOccupancyMaxActiveBlocksPerMultiprocessor(
        &Blocks, Func, Block,
        static_cast<size_t>(blockSizeToDynamicSMemSize(Block)));
    if (Result != hipSuccess)
      return Result;
    if (Blocks * Block > BestBlocks * BestBlock) {
      BestBlock = Block;
      BestBlocks = Blocks;
    }
  }
  *blockSize = BestBlock;
  *gridSize = BestBlocks * ComputeUnits;
  return hipSuccess;
}
template <typename F>
inline hipError_t hipLaunchKernel(F *function, dim3 grid, dim3 block,
                                  void **args, size_t sharedMem = 0,
                                  hipStream_t stream = 0) {
  return hipLaunchKernel(reinterpret_cast<const void *>(function), grid, block,
                         args, sharedMem, stream);
}

#endif // HIP_HIP_RUNTIME_API_H
