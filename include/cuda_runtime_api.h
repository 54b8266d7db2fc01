//===- cuda_runtime_api.h - CUDA runtime names over libprism-hip -*- C++
//-*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The CUDA runtime API's types, constants and functions, written from
// CUDA's documentation and mapped onto the HIP runtime of libprism-hip
// (hip/hip_runtime_api.h) by inline functions: CUDA programs compile
// unchanged, and no macro renames the program's identifiers. cudaError_t
// has CUDA's values; HIP's values are the same for every code libprism-hip
// returns, so errors convert by value. cudaDeviceAttr has CUDA's values.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_RUNTIME_API_H
#define PRISM_CUDA_RUNTIME_API_H

#include "hip/hip_runtime_api.h"

#include <string.h>

/// The CUDA runtime version these names follow (CUDA 12.0).
#define CUDART_VERSION 12000
#define __CUDART_API_VERSION CUDART_VERSION

enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorCudartUnloading = 4,
  cudaErrorProfilerDisabled = 5,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidPitchValue = 12,
  cudaErrorInvalidSymbol = 13,
  cudaErrorInvalidDevicePointer = 17,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorInsufficientDriver = 35,
  cudaErrorMissingConfiguration = 52,
  cudaErrorPriorLaunchFailure = 53,
  cudaErrorInvalidDeviceFunction = 98,
  cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidKernelImage = 200,
  cudaErrorDeviceUninitialized = 201,
  cudaErrorNoKernelImageForDevice = 209,
  cudaErrorUnsupportedLimit = 215,
  cudaErrorPeerAccessUnsupported = 217,
  cudaErrorInvalidPtx = 218,
  cudaErrorInvalidSource = 300,
  cudaErrorFileNotFound = 301,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorIllegalState = 401,
  cudaErrorSymbolNotFound = 500,
  cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700,
  cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702,
  cudaErrorPeerAccessAlreadyEnabled = 704,
  cudaErrorPeerAccessNotEnabled = 705,
  cudaErrorSetOnActiveProcess = 708,
  cudaErrorContextIsDestroyed = 709,
  cudaErrorAssert = 710,
  cudaErrorHostMemoryAlreadyRegistered = 712,
  cudaErrorHostMemoryNotRegistered = 713,
  cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorNotSupported = 801,
  cudaErrorStreamCaptureUnsupported = 900,
  cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureMerge = 902,
  cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904,
  cudaErrorStreamCaptureIsolation = 905,
  cudaErrorStreamCaptureImplicit = 906,
  cudaErrorCapturedEvent = 907,
  cudaErrorStreamCaptureWrongThread = 908,
  cudaErrorUnknown = 999,
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

enum cudaMemoryType {
  cudaMemoryTypeUnregistered = 0,
  cudaMemoryTypeHost = 1,
  cudaMemoryTypeDevice = 2,
  cudaMemoryTypeManaged = 3
};

enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMaxPitch = 11,
  cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13,
  cudaDevAttrTextureAlignment = 14,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20,
  cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33,
  cudaDevAttrPciDeviceId = 34,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrManagedMemory = 83,
  cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106,
};

typedef hipStream_t cudaStream_t;
typedef hipEvent_t cudaEvent_t;

#define cudaStreamLegacy ((cudaStream_t)1)
#define cudaStreamPerThread ((cudaStream_t)2)

#define cudaStreamDefault 0x0
#define cudaStreamNonBlocking 0x1
#define cudaEventDefault 0x0
#define cudaEventBlockingSync 0x1
#define cudaEventDisableTiming 0x2
#define cudaEventInterprocess 0x4
#define cudaHostAllocDefault 0x0
#define cudaHostAllocPortable 0x1
#define cudaHostAllocMapped 0x2
#define cudaHostAllocWriteCombined 0x4
#define cudaHostRegisterDefault 0x0
#define cudaHostRegisterPortable 0x1
#define cudaHostRegisterMapped 0x2
#define cudaMemAttachGlobal 0x1
#define cudaMemAttachHost 0x2
#define cudaMemAttachSingle 0x4
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
typedef hipMemoryAdvise cudaMemoryAdvise;
#define cudaMemAdviseSetReadMostly hipMemAdviseSetReadMostly
#define cudaMemAdviseUnsetReadMostly hipMemAdviseUnsetReadMostly
#define cudaMemAdviseSetPreferredLocation hipMemAdviseSetPreferredLocation
#define cudaMemAdviseUnsetPreferredLocation hipMemAdviseUnsetPreferredLocation
#define cudaMemAdviseSetAccessedBy hipMemAdviseSetAccessedBy
#define cudaMemAdviseUnsetAccessedBy hipMemAdviseUnsetAccessedBy
/// CUDA 13's place for prefetches and advice: a device or the host.
enum cudaMemLocationType {
  cudaMemLocationTypeInvalid = 0,
  cudaMemLocationTypeDevice = 1,
  cudaMemLocationTypeHost = 2
};
struct cudaMemLocation {
  cudaMemLocationType type;
  int id;
};
#define cudaDeviceScheduleAuto 0x0
#define cudaDeviceScheduleSpin 0x1
#define cudaDeviceScheduleYield 0x2
#define cudaDeviceScheduleBlockingSync 0x4
#define cudaDeviceMapHost 0x8
#define cudaDeviceLmemResizeToMax 0x10

struct cudaPointerAttributes {
  enum cudaMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
};

struct cudaFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
};

struct cudaDeviceProp {
#define PRISM_DEVICE_PROPERTY(Type, Name) Type Name;
#define PRISM_DEVICE_PROPERTY_ARRAY(Type, Name, Count) Type Name[Count];
#include <prism/device_properties.def>
};

/// What cudaFuncSetAttribute sets.
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
/// cudaFuncAttributePreferredSharedMemoryCarveout's named values (else a
/// percentage).
enum cudaSharedCarveout {
  cudaSharedmemCarveoutDefault = -1,
  cudaSharedmemCarveoutMaxL1 = 0,
  cudaSharedmemCarveoutMaxShared = 100
};

/// The limits of cudaDeviceSetLimit and cudaDeviceGetLimit; those past
/// cudaLimitMallocHeapSize are cudaErrorUnsupportedLimit.
enum cudaLimit {
  cudaLimitStackSize = 0,
  cudaLimitPrintfFifoSize = 1,
  cudaLimitMallocHeapSize = 2,
  cudaLimitDevRuntimeSyncDepth = 3,
  cudaLimitDevRuntimePendingLaunchCount = 4,
  cudaLimitMaxL2FetchGranularity = 5,
  cudaLimitPersistingL2CacheSize = 6
};

/// The calling convention of stream callbacks: the platform's default.
#define CUDART_CB

typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status,
                                     void *userData);
typedef void (*cudaHostFn_t)(void *userData);

namespace prism::cuda_names {

inline cudaError_t toCuda(hipError_t Error) {
  return static_cast<cudaError_t>(Error);
}

/// cudaStreamLegacy is HIP's null stream.
inline hipStream_t toHip(cudaStream_t Stream) {
  return Stream == cudaStreamLegacy ? nullptr : Stream;
}

inline hipDeviceAttribute_t toHip(cudaDeviceAttr Attr, bool &Known) {
  Known = true;
  switch (Attr) {
  case cudaDevAttrMaxThreadsPerBlock:
    return hipDeviceAttributeMaxThreadsPerBlock;
  case cudaDevAttrMaxBlockDimX:
    return hipDeviceAttributeMaxBlockDimX;
  case cudaDevAttrMaxBlockDimY:
    return hipDeviceAttributeMaxBlockDimY;
  case cudaDevAttrMaxBlockDimZ:
    return hipDeviceAttributeMaxBlockDimZ;
  case cudaDevAttrMaxGridDimX:
    return hipDeviceAttributeMaxGridDimX;
  case cudaDevAttrMaxGridDimY:
    return hipDeviceAttributeMaxGridDimY;
  case cudaDevAttrMaxGridDimZ:
    return hipDeviceAttributeMaxGridDimZ;
  case cudaDevAttrMaxSharedMemoryPerBlock:
    return hipDeviceAttributeMaxSharedMemoryPerBlock;
  case cudaDevAttrTotalConstantMemory:
    return hipDeviceAttributeTotalConstantMemory;
  case cudaDevAttrWarpSize:
    return hipDeviceAttributeWarpSize;
  case cudaDevAttrMaxPitch:
    return hipDeviceAttributeMaxPitch;
  case cudaDevAttrMaxRegistersPerBlock:
    return hipDeviceAttributeMaxRegistersPerBlock;
  case cudaDevAttrClockRate:
    return hipDeviceAttributeClockRate;
  case cudaDevAttrTextureAlignment:
    return hipDeviceAttributeTextureAlignment;
  case cudaDevAttrMultiProcessorCount:
    return hipDeviceAttributeMultiprocessorCount;
  case cudaDevAttrKernelExecTimeout:
    return hipDeviceAttributeKernelExecTimeout;
  case cudaDevAttrIntegrated:
    return hipDeviceAttributeIntegrated;
  case cudaDevAttrCanMapHostMemory:
    return hipDeviceAttributeCanMapHostMemory;
  case cudaDevAttrComputeMode:
    return hipDeviceAttributeComputeMode;
  case cudaDevAttrConcurrentKernels:
    return hipDeviceAttributeConcurrentKernels;
  case cudaDevAttrEccEnabled:
    return hipDeviceAttributeEccEnabled;
  case cudaDevAttrPciBusId:
    return hipDeviceAttributePciBusId;
  case cudaDevAttrPciDeviceId:
    return hipDeviceAttributePciDeviceId;
  case cudaDevAttrMemoryClockRate:
    return hipDeviceAttributeMemoryClockRate;
  case cudaDevAttrGlobalMemoryBusWidth:
    return hipDeviceAttributeMemoryBusWidth;
  case cudaDevAttrL2CacheSize:
    return hipDeviceAttributeL2CacheSize;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    return hipDeviceAttributeMaxThreadsPerMultiProcessor;
  case cudaDevAttrAsyncEngineCount:
    return hipDeviceAttributeAsyncEngineCount;
  case cudaDevAttrUnifiedAddressing:
    return hipDeviceAttributeUnifiedAddressing;
  case cudaDevAttrComputeCapabilityMajor:
    return hipDeviceAttributeComputeCapabilityMajor;
  case cudaDevAttrComputeCapabilityMinor:
    return hipDeviceAttributeComputeCapabilityMinor;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
    return hipDeviceAttributeMaxSharedMemoryPerMultiprocessor;
  case cudaDevAttrManagedMemory:
    return hipDeviceAttributeManagedMemory;
  case cudaDevAttrConcurrentManagedAccess:
    return hipDeviceAttributeConcurrentManagedAccess;
  case cudaDevAttrCooperativeLaunch:
    return hipDeviceAttributeCooperativeLaunch;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    return hipDeviceAttributeSharedMemPerBlockOptin;
  case cudaDevAttrMaxBlocksPerMultiprocessor:
    return hipDeviceAttributeMaxBlocksPerMultiProcessor;
  }
  Known = false;
  return hipDeviceAttributeMaxThreadsPerBlock;
}

inline void toCuda(const hipDeviceProp_t &H, cudaDeviceProp &C) {
#define PRISM_DEVICE_PROPERTY(Type, Name) C.Name = H.Name;
#define PRISM_DEVICE_PROPERTY_ARRAY(Type, Name, Count)                         \
  memcpy(C.Name, H.Name, sizeof C.Name);
#include <prism/device_properties.def>
}

} // namespace prism::cuda_names

// --- Errors ------------------------------------------------------------------

inline cudaError_t cudaGetLastError(void) {
  return prism::cuda_names::toCuda(hipGetLastError());
}
inline cudaError_t cudaPeekAtLastError(void) {
  return prism::cuda_names::toCuda(hipPeekAtLastError());
}
inline const char *cudaGetErrorString(cudaError_t Error) {
  return hipGetErrorString(static_cast<hipError_t>(Error));
}
inline const char *cudaGetErrorName(cudaError_t Error) {
  switch (Error) {
  case cudaSuccess:
    return "cudaSuccess";
  case cudaErrorInvalidValue:
    return "cudaErrorInvalidValue";
  case cudaErrorMemoryAllocation:
    return "cudaErrorMemoryAllocation";
  case cudaErrorInitializationError:
    return "cudaErrorInitializationError";
  case cudaErrorInvalidConfiguration:
    return "cudaErrorInvalidConfiguration";
  case cudaErrorInvalidPitchValue:
    return "cudaErrorInvalidPitchValue";
  case cudaErrorInvalidSymbol:
    return "cudaErrorInvalidSymbol";
  case cudaErrorInvalidMemcpyDirection:
    return "cudaErrorInvalidMemcpyDirection";
  case cudaErrorMissingConfiguration:
    return "cudaErrorMissingConfiguration";
  case cudaErrorInvalidDeviceFunction:
    return "cudaErrorInvalidDeviceFunction";
  case cudaErrorNoDevice:
    return "cudaErrorNoDevice";
  case cudaErrorInvalidDevice:
    return "cudaErrorInvalidDevice";
  case cudaErrorInvalidKernelImage:
    return "cudaErrorInvalidKernelImage";
  case cudaErrorUnsupportedLimit:
    return "cudaErrorUnsupportedLimit";
  case cudaErrorNoKernelImageForDevice:
    return "cudaErrorNoKernelImageForDevice";
  case cudaErrorInvalidPtx:
    return "cudaErrorInvalidPtx";
  case cudaErrorInvalidResourceHandle:
    return "cudaErrorInvalidResourceHandle";
  case cudaErrorSymbolNotFound:
    return "cudaErrorSymbolNotFound";
  case cudaErrorNotReady:
    return "cudaErrorNotReady";
  case cudaErrorIllegalAddress:
    return "cudaErrorIllegalAddress";
  case cudaErrorLaunchOutOfResources:
    return "cudaErrorLaunchOutOfResources";
  case cudaErrorHostMemoryAlreadyRegistered:
    return "cudaErrorHostMemoryAlreadyRegistered";
  case cudaErrorHostMemoryNotRegistered:
    return "cudaErrorHostMemoryNotRegistered";
  case cudaErrorLaunchFailure:
    return "cudaErrorLaunchFailure";
  case cudaErrorNotSupported:
    return "cudaErrorNotSupported";
  case cudaErrorStreamCaptureUnsupported:
    return "cudaErrorStreamCaptureUnsupported";
  case cudaErrorStreamCaptureInvalidated:
    return "cudaErrorStreamCaptureInvalidated";
  case cudaErrorStreamCaptureImplicit:
    return "cudaErrorStreamCaptureImplicit";
  case cudaErrorStreamCaptureUnjoined:
    return "cudaErrorStreamCaptureUnjoined";
  default:
    return "cudaErrorUnknown";
  }
}

// --- Devices -----------------------------------------------------------------

inline cudaError_t cudaGetDeviceCount(int *Count) {
  return prism::cuda_names::toCuda(hipGetDeviceCount(Count));
}
inline cudaError_t cudaSetDevice(int Device) {
  return prism::cuda_names::toCuda(hipSetDevice(Device));
}
inline cudaError_t cudaGetDevice(int *Device) {
  return prism::cuda_names::toCuda(hipGetDevice(Device));
}
inline cudaError_t cudaSetDeviceFlags(unsigned Flags) {
  return prism::cuda_names::toCuda(hipSetDeviceFlags(Flags));
}
inline cudaError_t cudaGetDeviceFlags(unsigned *Flags) {
  return prism::cuda_names::toCuda(hipGetDeviceFlags(Flags));
}
inline cudaError_t cudaDeviceSetLimit(cudaLimit Limit, size_t Value) {
  return prism::cuda_names::toCuda(
      hipDeviceSetLimit(static_cast<hipLimit_t>(Limit), Value));
}
inline cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit) {
  return prism::cuda_names::toCuda(
      hipDeviceGetLimit(Value, static_cast<hipLimit_t>(Limit)));
}
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *Prop, int Device) {
  if (!Prop)
    return prism::cuda_names::toCuda(hipGetDeviceProperties(nullptr, Device));
  hipDeviceProp_t Hip;
  hipError_t Result = hipGetDeviceProperties(&Hip, Device);
  if (Result == hipSuccess)
    prism::cuda_names::toCuda(Hip, *Prop);
  return prism::cuda_names::toCuda(Result);
}
inline cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attr,
                                          int Device) {
  bool Known = false;
  hipDeviceAttribute_t Hip = prism::cuda_names::toHip(Attr, Known);
  if (!Known)
    return prism::cuda_names::toCuda(hipDeviceGetAttribute(
        Value, static_cast<hipDeviceAttribute_t>(-1), Device));
  return prism::cuda_names::toCuda(hipDeviceGetAttribute(Value, Hip, Device));
}
inline cudaError_t cudaDeviceSynchronize(void) {
  return prism::cuda_names::toCuda(hipDeviceSynchronize());
}
inline cudaError_t cudaThreadSynchronize(void) {
  return prism::cuda_names::toCuda(hipDeviceSynchronize());
}
inline cudaError_t cudaDeviceReset(void) {
  return prism::cuda_names::toCuda(hipDeviceReset());
}
inline cudaError_t cudaRuntimeGetVersion(int *Version) {
  if (!Version)
    return cudaErrorInvalidValue;
  *Version = CUDART_VERSION;
  return cudaSuccess;
}
inline cudaError_t cudaDriverGetVersion(int *Version) {
  return cudaRuntimeGetVersion(Version);
}
inline cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  return prism::cuda_names::toCuda(hipMemGetInfo(Free, Total));
}
inline cudaError_t cudaDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  return prism::cuda_names::toCuda(
      hipDeviceGetStreamPriorityRange(Least, Greatest));
}

// --- Memory ------------------------------------------------------------------

inline cudaError_t cudaMalloc(void **Ptr, size_t Size) {
  return prism::cuda_names::toCuda(hipMalloc(Ptr, Size));
}
template <typename T> inline cudaError_t cudaMalloc(T **Ptr, size_t Size) {
  return cudaMalloc(reinterpret_cast<void **>(Ptr), Size);
}
inline cudaError_t cudaFree(void *Ptr) {
  return prism::cuda_names::toCuda(hipFree(Ptr));
}
inline cudaError_t cudaMallocAsync(void **Ptr, size_t Size,
                                   cudaStream_t Stream) {
  return prism::cuda_names::toCuda(
      hipMallocAsync(Ptr, Size, prism::cuda_names::toHip(Stream)));
}
template <typename T>
inline cudaError_t cudaMallocAsync(T **Ptr, size_t Size, cudaStream_t Stream) {
  return cudaMallocAsync(reinterpret_cast<void **>(Ptr), Size, Stream);
}
inline cudaError_t cudaFreeAsync(void *Ptr, cudaStream_t Stream) {
  return prism::cuda_names::toCuda(
      hipFreeAsync(Ptr, prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaMallocManaged(void **Ptr, size_t Size,
                                     unsigned Flags = cudaMemAttachGlobal) {
  return prism::cuda_names::toCuda(hipMallocManaged(Ptr, Size, Flags));
}
template <typename T>
inline cudaError_t cudaMallocManaged(T **Ptr, size_t Size,
                                     unsigned Flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(Ptr), Size, Flags);
}
inline cudaError_t cudaMallocHost(void **Ptr, size_t Size) {
  return prism::cuda_names::toCuda(hipHostMalloc(Ptr, Size, 0));
}
template <typename T> inline cudaError_t cudaMallocHost(T **Ptr, size_t Size) {
  return cudaMallocHost(reinterpret_cast<void **>(Ptr), Size);
}
inline cudaError_t cudaHostAlloc(void **Ptr, size_t Size, unsigned Flags) {
  return prism::cuda_names::toCuda(hipHostMalloc(Ptr, Size, Flags));
}
template <typename T>
inline cudaError_t cudaHostAlloc(T **Ptr, size_t Size, unsigned Flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(Ptr), Size, Flags);
}
inline cudaError_t cudaFreeHost(void *Ptr) {
  return prism::cuda_names::toCuda(hipHostFree(Ptr));
}
inline cudaError_t cudaHostGetDevicePointer(void **DevicePtr, void *HostPtr,
                                            unsigned Flags) {
  return prism::cuda_names::toCuda(
      hipHostGetDevicePointer(DevicePtr, HostPtr, Flags));
}
inline cudaError_t cudaHostRegister(void *Ptr, size_t Size, unsigned Flags) {
  return prism::cuda_names::toCuda(hipHostRegister(Ptr, Size, Flags));
}
inline cudaError_t cudaHostUnregister(void *Ptr) {
  return prism::cuda_names::toCuda(hipHostUnregister(Ptr));
}
inline cudaError_t cudaDeviceCanAccessPeer(int *CanAccess, int Device,
                                           int Peer) {
  return prism::cuda_names::toCuda(
      hipDeviceCanAccessPeer(CanAccess, Device, Peer));
}
inline cudaError_t cudaDeviceEnablePeerAccess(int Peer, unsigned Flags) {
  return prism::cuda_names::toCuda(hipDeviceEnablePeerAccess(Peer, Flags));
}
inline cudaError_t cudaDeviceDisablePeerAccess(int Peer) {
  return prism::cuda_names::toCuda(hipDeviceDisablePeerAccess(Peer));
}
inline cudaError_t cudaMemcpyPeer(void *Dst, int DstDevice, const void *Src,
                                  int SrcDevice, size_t Size) {
  return prism::cuda_names::toCuda(
      hipMemcpyPeer(Dst, DstDevice, Src, SrcDevice, Size));
}
inline cudaError_t cudaMemcpyPeerAsync(void *Dst, int DstDevice,
                                       const void *Src, int SrcDevice,
                                       size_t Size, cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(
      hipMemcpyPeerAsync(Dst, DstDevice, Src, SrcDevice, Size, Stream));
}
// CUDA 12's forms, with a device ordinal, and CUDA 13's, with a location.
inline cudaError_t cudaMemPrefetchAsync(const void *Ptr, size_t Size,
                                        int Device, cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(
      hipMemPrefetchAsync(Ptr, Size, Device, Stream));
}
inline cudaError_t cudaMemPrefetchAsync(const void *Ptr, size_t Size,
                                        cudaMemLocation Location,
                                        unsigned Flags,
                                        cudaStream_t Stream = 0) {
  if (Flags != 0)
    return cudaErrorInvalidValue;
  return cudaMemPrefetchAsync(
      Ptr, Size,
      Location.type == cudaMemLocationTypeHost ? cudaCpuDeviceId : Location.id,
      Stream);
}
inline cudaError_t cudaMemAdvise(const void *Ptr, size_t Size,
                                 cudaMemoryAdvise Advice, int Device) {
  return prism::cuda_names::toCuda(hipMemAdvise(Ptr, Size, Advice, Device));
}
inline cudaError_t cudaMemAdvise(const void *Ptr, size_t Size,
                                 cudaMemoryAdvise Advice,
                                 cudaMemLocation Location) {
  return cudaMemAdvise(
      Ptr, Size, Advice,
      Location.type == cudaMemLocationTypeHost ? cudaCpuDeviceId : Location.id);
}
inline cudaError_t
cudaStreamAttachMemAsync(cudaStream_t Stream, void *Ptr, size_t Size = 0,
                         unsigned Flags = cudaMemAttachSingle) {
  return prism::cuda_names::toCuda(
      hipStreamAttachMemAsync(Stream, Ptr, Size, Flags));
}
inline cudaError_t cudaMallocPitch(void **Ptr, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return prism::cuda_names::toCuda(hipMallocPitch(Ptr, Pitch, Width, Height));
}
template <typename T>
inline cudaError_t cudaMallocPitch(T **Ptr, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return cudaMallocPitch(reinterpret_cast<void **>(Ptr), Pitch, Width, Height);
}
inline cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Size,
                              cudaMemcpyKind Kind) {
  return prism::cuda_names::toCuda(
      hipMemcpy(Dst, Src, Size, static_cast<hipMemcpyKind>(Kind)));
}
inline cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Size,
                                   cudaMemcpyKind Kind,
                                   cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(
      hipMemcpyAsync(Dst, Src, Size, static_cast<hipMemcpyKind>(Kind),
                     prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaMemcpy2D(void *Dst, size_t DstPitch, const void *Src,
                                size_t SrcPitch, size_t Width, size_t Height,
                                cudaMemcpyKind Kind) {
  return prism::cuda_names::toCuda(
      hipMemcpy2D(Dst, DstPitch, Src, SrcPitch, Width, Height,
                  static_cast<hipMemcpyKind>(Kind)));
}
inline cudaError_t cudaMemcpy2DAsync(void *Dst, size_t DstPitch,
                                     const void *Src, size_t SrcPitch,
                                     size_t Width, size_t Height,
                                     cudaMemcpyKind Kind,
                                     cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(hipMemcpy2DAsync(
      Dst, DstPitch, Src, SrcPitch, Width, Height,
      static_cast<hipMemcpyKind>(Kind), prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaMemset(void *Dst, int Value, size_t Size) {
  return prism::cuda_names::toCuda(hipMemset(Dst, Value, Size));
}
inline cudaError_t cudaMemsetAsync(void *Dst, int Value, size_t Size,
                                   cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(
      hipMemsetAsync(Dst, Value, Size, prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaMemset2D(void *Dst, size_t Pitch, int Value,
                                size_t Width, size_t Height) {
  return prism::cuda_names::toCuda(
      hipMemset2D(Dst, Pitch, Value, Width, Height));
}
inline cudaError_t cudaMemset2DAsync(void *Dst, size_t Pitch, int Value,
                                     size_t Width, size_t Height,
                                     cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(hipMemset2DAsync(
      Dst, Pitch, Value, Width, Height, prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *Attributes,
                                            const void *Ptr) {
  if (!Attributes)
    return cudaErrorInvalidValue;
  hipPointerAttribute_t Hip;
  hipError_t Result = hipPointerGetAttributes(&Hip, Ptr);
  if (Result == hipSuccess) {
    Attributes->type = static_cast<cudaMemoryType>(Hip.type);
    Attributes->device = Hip.device;
    Attributes->devicePointer = Hip.devicePointer;
    Attributes->hostPointer = Hip.hostPointer;
  }
  return prism::cuda_names::toCuda(Result);
}

// --- Device variables --------------------------------------------------------

inline cudaError_t
cudaMemcpyToSymbol(const void *Symbol, const void *Src, size_t Size,
                   size_t Offset = 0,
                   cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return prism::cuda_names::toCuda(hipMemcpyToSymbol(
      Symbol, Src, Size, Offset, static_cast<hipMemcpyKind>(Kind)));
}
template <typename T>
inline cudaError_t
cudaMemcpyToSymbol(const T &Symbol, const void *Src, size_t Size,
                   size_t Offset = 0,
                   cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol(static_cast<const void *>(&Symbol), Src, Size,
                            Offset, Kind);
}
inline cudaError_t cudaMemcpyToSymbolAsync(const void *Symbol, const void *Src,
                                           size_t Size, size_t Offset,
                                           cudaMemcpyKind Kind,
                                           cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(hipMemcpyToSymbolAsync(
      Symbol, Src, Size, Offset, static_cast<hipMemcpyKind>(Kind),
      prism::cuda_names::toHip(Stream)));
}
template <typename T>
inline cudaError_t cudaMemcpyToSymbolAsync(const T &Symbol, const void *Src,
                                           size_t Size, size_t Offset,
                                           cudaMemcpyKind Kind,
                                           cudaStream_t Stream = 0) {
  return cudaMemcpyToSymbolAsync(static_cast<const void *>(&Symbol), Src, Size,
                                 Offset, Kind, Stream);
}
inline cudaError_t
cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Size,
                     size_t Offset = 0,
                     cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return prism::cuda_names::toCuda(hipMemcpyFromSymbol(
      Dst, Symbol, Size, Offset, static_cast<hipMemcpyKind>(Kind)));
}
template <typename T>
inline cudaError_t
cudaMemcpyFromSymbol(void *Dst, const T &Symbol, size_t Size, size_t Offset = 0,
                     cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(Dst, static_cast<const void *>(&Symbol), Size,
                              Offset, Kind);
}
inline cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const void *Symbol,
                                             size_t Size, size_t Offset,
                                             cudaMemcpyKind Kind,
                                             cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(hipMemcpyFromSymbolAsync(
      Dst, Symbol, Size, Offset, static_cast<hipMemcpyKind>(Kind),
      prism::cuda_names::toHip(Stream)));
}
template <typename T>
inline cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const T &Symbol,
                                             size_t Size, size_t Offset,
                                             cudaMemcpyKind Kind,
                                             cudaStream_t Stream = 0) {
  return cudaMemcpyFromSymbolAsync(Dst, static_cast<const void *>(&Symbol),
                                   Size, Offset, Kind, Stream);
}
inline cudaError_t cudaGetSymbolAddress(void **DevicePtr, const void *Symbol) {
  return prism::cuda_names::toCuda(hipGetSymbolAddress(DevicePtr, Symbol));
}
template <typename T>
inline cudaError_t cudaGetSymbolAddress(void **DevicePtr, const T &Symbol) {
  return cudaGetSymbolAddress(DevicePtr, static_cast<const void *>(&Symbol));
}
inline cudaError_t cudaGetSymbolSize(size_t *Size, const void *Symbol) {
  return prism::cuda_names::toCuda(hipGetSymbolSize(Size, Symbol));
}
template <typename T>
inline cudaError_t cudaGetSymbolSize(size_t *Size, const T &Symbol) {
  return cudaGetSymbolSize(Size, static_cast<const void *>(&Symbol));
}

// --- Streams and events ------------------------------------------------------

inline cudaError_t cudaStreamCreate(cudaStream_t *Stream) {
  return prism::cuda_names::toCuda(hipStreamCreate(Stream));
}
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *Stream,
                                             unsigned Flags) {
  return prism::cuda_names::toCuda(hipStreamCreateWithFlags(Stream, Flags));
}
inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t *Stream,
                                                unsigned Flags, int Priority) {
  return prism::cuda_names::toCuda(
      hipStreamCreateWithPriority(Stream, Flags, Priority));
}
inline cudaError_t cudaStreamDestroy(cudaStream_t Stream) {
  return prism::cuda_names::toCuda(hipStreamDestroy(Stream));
}
inline cudaError_t cudaStreamSynchronize(cudaStream_t Stream) {
  return prism::cuda_names::toCuda(
      hipStreamSynchronize(prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaStreamQuery(cudaStream_t Stream) {
  return prism::cuda_names::toCuda(
      hipStreamQuery(prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaStreamWaitEvent(cudaStream_t Stream, cudaEvent_t Event,
                                       unsigned Flags = 0) {
  return prism::cuda_names::toCuda(
      hipStreamWaitEvent(prism::cuda_names::toHip(Stream), Event, Flags));
}
namespace prism::cuda_names {
/// A cudaStreamAddCallback callback as a host function of the stream: a
/// CUDA callback takes a cudaError_t, so it cannot be called as a HIP one.
struct StreamCallback {
  cudaStreamCallback_t Callback;
  cudaStream_t Stream;
  void *UserData;
};
inline void runStreamCallback(void *Record) {
  auto *C = static_cast<StreamCallback *>(Record);
  C->Callback(C->Stream, cudaSuccess, C->UserData);
  delete C;
}
inline void ignoreStreamCallback(hipStream_t, hipError_t, void *) {}
} // namespace prism::cuda_names

inline cudaError_t cudaStreamAddCallback(cudaStream_t Stream,
                                         cudaStreamCallback_t Callback,
                                         void *UserData, unsigned Flags) {
  using namespace prism::cuda_names;
  // hipStreamAddCallback refuses a null callback or flags, saying which.
  if (!Callback || Flags != 0)
    return toCuda(hipStreamAddCallback(
        toHip(Stream), Callback ? ignoreStreamCallback : nullptr, UserData,
        Flags));
  auto *Record = new StreamCallback{Callback, Stream, UserData};
  hipError_t Result =
      hipLaunchHostFunc(toHip(Stream), runStreamCallback, Record);
  if (Result != hipSuccess)
    delete Record;
  return toCuda(Result);
}
inline cudaError_t cudaLaunchHostFunc(cudaStream_t Stream, cudaHostFn_t Fn,
                                      void *UserData) {
  return prism::cuda_names::toCuda(
      hipLaunchHostFunc(prism::cuda_names::toHip(Stream), Fn, UserData));
}
inline cudaError_t cudaEventCreate(cudaEvent_t *Event) {
  return prism::cuda_names::toCuda(hipEventCreate(Event));
}
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *Event,
                                            unsigned Flags) {
  return prism::cuda_names::toCuda(hipEventCreateWithFlags(Event, Flags));
}
inline cudaError_t cudaEventRecord(cudaEvent_t Event, cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(
      hipEventRecord(Event, prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t Event) {
  return prism::cuda_names::toCuda(hipEventSynchronize(Event));
}
inline cudaError_t cudaEventQuery(cudaEvent_t Event) {
  return prism::cuda_names::toCuda(hipEventQuery(Event));
}
inline cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start,
                                        cudaEvent_t Stop) {
  return prism::cuda_names::toCuda(hipEventElapsedTime(Ms, Start, Stop));
}
inline cudaError_t cudaEventDestroy(cudaEvent_t Event) {
  return prism::cuda_names::toCuda(hipEventDestroy(Event));
}

// --- Kernels -----------------------------------------------------------------

inline cudaError_t cudaLaunchKernel(const void *Func, dim3 Grid, dim3 Block,
                                    void **Args, size_t SharedMem = 0,
                                    cudaStream_t Stream = 0) {
  return prism::cuda_names::toCuda(hipLaunchKernel(
      Func, Grid, Block, Args, SharedMem, prism::cuda_names::toHip(Stream)));
}
template <typename F>
inline cudaError_t cudaLaunchKernel(F *Func, dim3 Grid, dim3 Block, void **Args,
                                    size_t SharedMem = 0,
                                    cudaStream_t Stream = 0) {
  return cudaLaunchKernel(reinterpret_cast<const void *>(Func), Grid, Block,
                          Args, SharedMem, Stream);
}
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attr,
                                         const void *Func) {
  if (!Attr)
    return cudaErrorInvalidValue;
  hipFuncAttributes Hip;
  hipError_t Result = hipFuncGetAttributes(&Hip, Func);
  if (Result == hipSuccess) {
    Attr->sharedSizeBytes = Hip.sharedSizeBytes;
    Attr->constSizeBytes = Hip.constSizeBytes;
    Attr->localSizeBytes = Hip.localSizeBytes;
    Attr->maxThreadsPerBlock = Hip.maxThreadsPerBlock;
    Attr->numRegs = Hip.numRegs;
    Attr->ptxVersion = Hip.ptxVersion;
    Attr->binaryVersion = Hip.binaryVersion;
    Attr->cacheModeCA = Hip.cacheModeCA;
    Attr->maxDynamicSharedSizeBytes = Hip.maxDynamicSharedSizeBytes;
    Attr->preferredShmemCarveout = Hip.preferredShmemCarveout;
  }
  return prism::cuda_names::toCuda(Result);
}
template <typename F>
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attr, F *Func) {
  return cudaFuncGetAttributes(Attr, reinterpret_cast<const void *>(Func));
}
inline cudaError_t cudaFuncSetAttribute(const void *Func,
                                        cudaFuncAttribute Attr, int Value) {
  return prism::cuda_names::toCuda(
      hipFuncSetAttribute(Func, static_cast<hipFuncAttribute>(Attr), Value));
}
template <typename F>
inline cudaError_t cudaFuncSetAttribute(F *Func, cudaFuncAttribute Attr,
                                        int Value) {
  return cudaFuncSetAttribute(reinterpret_cast<const void *>(Func), Attr,
                              Value);
}
template <typename UnaryFunction, typename F>
inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *MinGridSize, int *BlockSize, F Func,
    UnaryFunction BlockSizeToDynamicSMemSize, int BlockSizeLimit = 0) {
  return prism::cuda_names::toCuda(
      hipOccupancyMaxPotentialBlockSizeVariableSMem(
          MinGridSize, BlockSize, Func, BlockSizeToDynamicSMemSize,
          BlockSizeLimit));
}
template <typename F>
inline cudaError_t
cudaOccupancyMaxPotentialBlockSize(int *GridSize, int *BlockSize, F Func,
                                   size_t DynamicSharedMem = 0,
                                   int BlockSizeLimit = 0) {
  return prism::cuda_names::toCuda(hipOccupancyMaxPotentialBlockSize(
      GridSize, BlockSize, reinterpret_cast<const void *>(Func),
      DynamicSharedMem, BlockSizeLimit));
}
template <typename F>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, F Func, int BlockSize, size_t DynamicSharedMem) {
  return prism::cuda_names::toCuda(hipOccupancyMaxActiveBlocksPerMultiprocessor(
      NumBlocks, reinterpret_cast<const void *>(Func), BlockSize,
      DynamicSharedMem));
}

// --- Graphs ------------------------------------------------------------------

typedef hipGraph_t cudaGraph_t;
typedef hipGraphNode_t cudaGraphNode_t;
typedef hipGraphExec_t cudaGraphExec_t;
typedef struct cudaArray *cudaArray_t;

enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};

enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0,
  cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};

enum cudaGraphNodeType {
  cudaGraphNodeTypeKernel = 0,
  cudaGraphNodeTypeMemcpy = 1,
  cudaGraphNodeTypeMemset = 2,
  cudaGraphNodeTypeHost = 3,
  cudaGraphNodeTypeGraph = 4,
  cudaGraphNodeTypeEmpty = 5,
  cudaGraphNodeTypeWaitEvent = 6,
  cudaGraphNodeTypeEventRecord = 7
};

enum cudaGraphInstantiateFlags { cudaGraphInstantiateFlagAutoFreeOnLaunch = 1 };

struct cudaKernelNodeParams {
  void *func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};

struct cudaMemsetParams {
  void *dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width;
  size_t height;
};

struct cudaPitchedPtr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
};
struct cudaExtent {
  size_t width;
  size_t height;
  size_t depth;
};
struct cudaPos {
  size_t x;
  size_t y;
  size_t z;
};
struct cudaMemcpy3DParms {
  cudaArray_t srcArray;
  struct cudaPos srcPos;
  struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray;
  struct cudaPos dstPos;
  struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent;
  enum cudaMemcpyKind kind;
};

inline cudaPitchedPtr make_cudaPitchedPtr(void *Ptr, size_t Pitch, size_t XSize,
                                          size_t YSize) {
  return cudaPitchedPtr{Ptr, Pitch, XSize, YSize};
}
inline cudaPos make_cudaPos(size_t X, size_t Y, size_t Z) {
  return cudaPos{X, Y, Z};
}
inline cudaExtent make_cudaExtent(size_t Width, size_t Height, size_t Depth) {
  return cudaExtent{Width, Height, Depth};
}

namespace prism::cuda_names {
inline hipPitchedPtr toHip(const cudaPitchedPtr &P) {
  return hipPitchedPtr{P.ptr, P.pitch, P.xsize, P.ysize};
}
inline hipPos toHip(const cudaPos &P) { return hipPos{P.x, P.y, P.z}; }
} // namespace prism::cuda_names

inline cudaError_t cudaStreamBeginCapture(cudaStream_t Stream,
                                          cudaStreamCaptureMode Mode) {
  return prism::cuda_names::toCuda(
      hipStreamBeginCapture(prism::cuda_names::toHip(Stream),
                            static_cast<hipStreamCaptureMode>(Mode)));
}
inline cudaError_t cudaStreamEndCapture(cudaStream_t Stream,
                                        cudaGraph_t *Graph) {
  return prism::cuda_names::toCuda(
      hipStreamEndCapture(prism::cuda_names::toHip(Stream), Graph));
}
inline cudaError_t cudaStreamIsCapturing(cudaStream_t Stream,
                                         cudaStreamCaptureStatus *Status) {
  return prism::cuda_names::toCuda(
      hipStreamIsCapturing(prism::cuda_names::toHip(Stream),
                           reinterpret_cast<hipStreamCaptureStatus *>(Status)));
}
inline cudaError_t cudaStreamGetCaptureInfo(cudaStream_t Stream,
                                            cudaStreamCaptureStatus *Status,
                                            unsigned long long *Id = 0) {
  return prism::cuda_names::toCuda(hipStreamGetCaptureInfo(
      prism::cuda_names::toHip(Stream),
      reinterpret_cast<hipStreamCaptureStatus *>(Status), Id));
}
inline cudaError_t
cudaThreadExchangeStreamCaptureMode(cudaStreamCaptureMode *Mode) {
  return prism::cuda_names::toCuda(hipThreadExchangeStreamCaptureMode(
      reinterpret_cast<hipStreamCaptureMode *>(Mode)));
}
inline cudaError_t cudaGraphCreate(cudaGraph_t *Graph, unsigned Flags) {
  return prism::cuda_names::toCuda(hipGraphCreate(Graph, Flags));
}
inline cudaError_t cudaGraphDestroy(cudaGraph_t Graph) {
  return prism::cuda_names::toCuda(hipGraphDestroy(Graph));
}
inline cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *Node,
                                          cudaGraph_t Graph,
                                          const cudaGraphNode_t *Dependencies,
                                          size_t Count,
                                          const cudaKernelNodeParams *Params) {
  if (!Params)
    return cudaErrorInvalidValue;
  hipKernelNodeParams Hip;
  Hip.blockDim = Params->blockDim;
  Hip.extra = Params->extra;
  Hip.func = Params->func;
  Hip.gridDim = Params->gridDim;
  Hip.kernelParams = Params->kernelParams;
  Hip.sharedMemBytes = Params->sharedMemBytes;
  return prism::cuda_names::toCuda(
      hipGraphAddKernelNode(Node, Graph, Dependencies, Count, &Hip));
}
inline cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *Node,
                                          cudaGraph_t Graph,
                                          const cudaGraphNode_t *Dependencies,
                                          size_t Count,
                                          const cudaMemcpy3DParms *Params) {
  if (!Params)
    return cudaErrorInvalidValue;
  using prism::cuda_names::toHip;
  hipMemcpy3DParms Hip;
  // Arrays are refused by libprism-hip: a non-null one stays non-null.
  Hip.srcArray = reinterpret_cast<hipArray_t>(Params->srcArray);
  Hip.srcPos = toHip(Params->srcPos);
  Hip.srcPtr = toHip(Params->srcPtr);
  Hip.dstArray = reinterpret_cast<hipArray_t>(Params->dstArray);
  Hip.dstPos = toHip(Params->dstPos);
  Hip.dstPtr = toHip(Params->dstPtr);
  Hip.extent = hipExtent{Params->extent.width, Params->extent.height,
                         Params->extent.depth};
  Hip.kind = static_cast<hipMemcpyKind>(Params->kind);
  return prism::cuda_names::toCuda(
      hipGraphAddMemcpyNode(Node, Graph, Dependencies, Count, &Hip));
}
inline cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *Node,
                                            cudaGraph_t Graph,
                                            const cudaGraphNode_t *Dependencies,
                                            size_t Count, void *Dst,
                                            const void *Src, size_t Size,
                                            cudaMemcpyKind Kind) {
  return prism::cuda_names::toCuda(
      hipGraphAddMemcpyNode1D(Node, Graph, Dependencies, Count, Dst, Src, Size,
                              static_cast<hipMemcpyKind>(Kind)));
}
inline cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *Node,
                                          cudaGraph_t Graph,
                                          const cudaGraphNode_t *Dependencies,
                                          size_t Count,
                                          const cudaMemsetParams *Params) {
  if (!Params)
    return cudaErrorInvalidValue;
  hipMemsetParams Hip;
  Hip.dst = Params->dst;
  Hip.elementSize = Params->elementSize;
  Hip.height = Params->height;
  Hip.pitch = Params->pitch;
  Hip.value = Params->value;
  Hip.width = Params->width;
  return prism::cuda_names::toCuda(
      hipGraphAddMemsetNode(Node, Graph, Dependencies, Count, &Hip));
}
inline cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *Node,
                                         cudaGraph_t Graph,
                                         const cudaGraphNode_t *Dependencies,
                                         size_t Count) {
  return prism::cuda_names::toCuda(
      hipGraphAddEmptyNode(Node, Graph, Dependencies, Count));
}
inline cudaError_t cudaGraphAddDependencies(cudaGraph_t Graph,
                                            const cudaGraphNode_t *From,
                                            const cudaGraphNode_t *To,
                                            size_t Count) {
  return prism::cuda_names::toCuda(
      hipGraphAddDependencies(Graph, From, To, Count));
}
inline cudaError_t cudaGraphGetNodes(cudaGraph_t Graph, cudaGraphNode_t *Nodes,
                                     size_t *Count) {
  return prism::cuda_names::toCuda(hipGraphGetNodes(Graph, Nodes, Count));
}
inline cudaError_t cudaGraphNodeGetType(cudaGraphNode_t Node,
                                        cudaGraphNodeType *Type) {
  return prism::cuda_names::toCuda(
      hipGraphNodeGetType(Node, reinterpret_cast<hipGraphNodeType *>(Type)));
}
/// CUDA 12's form, and CUDA 11's with an error node and a log.
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec,
                                        cudaGraph_t Graph,
                                        unsigned long long Flags = 0) {
  return prism::cuda_names::toCuda(
      hipGraphInstantiateWithFlags(Exec, Graph, Flags));
}
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec,
                                        cudaGraph_t Graph,
                                        cudaGraphNode_t *ErrorNode,
                                        char *LogBuffer, size_t BufferSize) {
  return prism::cuda_names::toCuda(
      hipGraphInstantiate(Exec, Graph, ErrorNode, LogBuffer, BufferSize));
}
inline cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *Exec,
                                                 cudaGraph_t Graph,
                                                 unsigned long long Flags = 0) {
  return prism::cuda_names::toCuda(
      hipGraphInstantiateWithFlags(Exec, Graph, Flags));
}
inline cudaError_t cudaGraphLaunch(cudaGraphExec_t Exec, cudaStream_t Stream) {
  return prism::cuda_names::toCuda(
      hipGraphLaunch(Exec, prism::cuda_names::toHip(Stream)));
}
inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t Exec) {
  return prism::cuda_names::toCuda(hipGraphExecDestroy(Exec));
}

#endif // PRISM_CUDA_RUNTIME_API_H
