//===- api_device.cpp - Devices: selection, properties, attributes --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Properties come from the core's device queries. What no backend reports
// is filled in from the architecture where the device is a CUDA one
// (registers per block, threads per multiprocessor, grid limits), else with
// the most conservative truthful value (0 for "unknown" counts).
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"

#include "core/runtime.h"

#include <algorithm>
#include <climits>
#include <cstring>

using namespace prism;
using namespace prism::hip;

namespace {

/// HIP's version numbers of this implementation (HIP_VERSION).
constexpr int RuntimeVersion = HIP_VERSION;

bool isCuda(const Device &Dev) { return Dev.backend() == "cuda"; }

int warpSizeOf(const Device &Dev) {
  if (isCuda(Dev))
    return 32;
  std::vector<uint32_t> Sizes = Dev.subGroupSizes();
  return Sizes.empty()
             ? 1
             : static_cast<int>(*std::max_element(Sizes.begin(), Sizes.end()));
}

/// Resident threads per multiprocessor of NVIDIA architectures.
int threadsPerMultiprocessor(const Device &Dev) {
  if (!isCuda(Dev))
    return static_cast<int>(Dev.maxWorkGroupSize());
  switch (Dev.computeCapability()) {
  case 75:
    return 1024;
  case 86:
  case 87:
  case 89:
    return 1536;
  default:
    return 2048;
  }
}

int clampInt(uint64_t Value) {
  return static_cast<int>(std::min<uint64_t>(Value, INT_MAX));
}

void fillProperties(hipDeviceProp_t &Prop, const Device &Dev) {
  Prop = hipDeviceProp_t{};
  std::strncpy(Prop.name, Dev.name().c_str(), sizeof Prop.name - 1);
  Prop.totalGlobalMem = Dev.globalMemSize();
  Prop.sharedMemPerBlock = Dev.localMemSize();
  Prop.sharedMemPerBlockOptin = Dev.localMemSize();
  Prop.sharedMemPerMultiprocessor = Dev.localMemSize();
  Prop.maxSharedMemoryPerMultiProcessor = Dev.localMemSize();
  Prop.regsPerBlock = isCuda(Dev) ? 65536 : 0;
  Prop.regsPerMultiprocessor = Prop.regsPerBlock;
  Prop.warpSize = warpSizeOf(Dev);
  Prop.memPitch = INT_MAX;
  Prop.maxThreadsPerBlock = clampInt(Dev.maxWorkGroupSize());
  for (int D = 0; D < 3; ++D)
    Prop.maxThreadsDim[D] = clampInt(Dev.maxWorkItemSizes()[D]);
  Prop.maxGridSize[0] = INT_MAX;
  Prop.maxGridSize[1] = Prop.maxGridSize[2] = isCuda(Dev) ? 65535 : INT_MAX;
  Prop.clockRate = clampInt(uint64_t(Dev.maxClockFrequency()) * 1000);
  Prop.clockInstructionRate = Prop.clockRate;
  Prop.totalConstMem = Dev.info<PRISM_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE>();
  const uint32_t Capability = Dev.computeCapability();
  Prop.major = static_cast<int>(Capability / 10);
  Prop.minor = static_cast<int>(Capability % 10);
  Prop.multiProcessorCount = static_cast<int>(Dev.maxComputeUnits());
  Prop.maxThreadsPerMultiProcessor = threadsPerMultiprocessor(Dev);
  Prop.maxBlocksPerMultiProcessor = std::max(
      1, Prop.maxThreadsPerMultiProcessor / std::max(1, Prop.warpSize));
  Prop.l2CacheSize =
      clampInt(Dev.info<PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE>());
  Prop.ECCEnabled = Dev.info<PRISM_DEVICE_INFO_ERROR_CORRECTION>();
  Prop.integrated = Dev.info<PRISM_DEVICE_INFO_HOST_UNIFIED_MEMORY>();
  const uint32_t Usm = Dev.usmSupport();
  Prop.canMapHostMemory = (Usm & PRISM_USM_HOST) != 0;
  Prop.managedMemory = (Usm & PRISM_USM_SHARED) != 0;
  Prop.concurrentManagedAccess = Prop.managedMemory;
  Prop.hostRegisterSupported = 0;
  Prop.unifiedAddressing = 1;
  Prop.concurrentKernels = 1;
  // hipLaunchCooperativeKernel's grids all run at once only on CUDA devices
  // (elsewhere it takes one block: api_cooperative_launch.cpp).
  Prop.cooperativeLaunch = isCuda(Dev);
  Prop.deviceOverlap = 1;
  Prop.asyncEngineCount = 1;
  Prop.textureAlignment = 256;
  Prop.texturePitchAlignment = 32;
  std::string Arch =
      isCuda(Dev) ? "sm_" + std::to_string(Capability) : Dev.backend();
  std::strncpy(Prop.gcnArchName, Arch.c_str(), sizeof Prop.gcnArchName - 1);
}

int attribute(hipDeviceAttribute_t Attr, const hipDeviceProp_t &P) {
  switch (Attr) {
  case hipDeviceAttributeMaxThreadsPerBlock:
    return P.maxThreadsPerBlock;
  case hipDeviceAttributeMaxBlockDimX:
  case hipDeviceAttributeMaxBlockDimY:
  case hipDeviceAttributeMaxBlockDimZ:
    return P.maxThreadsDim[Attr - hipDeviceAttributeMaxBlockDimX];
  case hipDeviceAttributeMaxGridDimX:
  case hipDeviceAttributeMaxGridDimY:
  case hipDeviceAttributeMaxGridDimZ:
    return P.maxGridSize[Attr - hipDeviceAttributeMaxGridDimX];
  case hipDeviceAttributeMaxSharedMemoryPerBlock:
    return clampInt(P.sharedMemPerBlock);
  case hipDeviceAttributeSharedMemPerBlockOptin:
    return clampInt(P.sharedMemPerBlockOptin);
  case hipDeviceAttributeTotalConstantMemory:
    return clampInt(P.totalConstMem);
  case hipDeviceAttributeWarpSize:
    return P.warpSize;
  case hipDeviceAttributeMaxRegistersPerBlock:
    return P.regsPerBlock;
  case hipDeviceAttributeClockRate:
    return P.clockRate;
  case hipDeviceAttributeMemoryClockRate:
    return P.memoryClockRate;
  case hipDeviceAttributeMemoryBusWidth:
    return P.memoryBusWidth;
  case hipDeviceAttributeMultiprocessorCount:
    return P.multiProcessorCount;
  case hipDeviceAttributeComputeMode:
    return P.computeMode;
  case hipDeviceAttributeL2CacheSize:
    return P.l2CacheSize;
  case hipDeviceAttributeMaxThreadsPerMultiProcessor:
    return P.maxThreadsPerMultiProcessor;
  case hipDeviceAttributeComputeCapabilityMajor:
    return P.major;
  case hipDeviceAttributeComputeCapabilityMinor:
    return P.minor;
  case hipDeviceAttributeConcurrentKernels:
    return P.concurrentKernels;
  case hipDeviceAttributePciBusId:
    return P.pciBusID;
  case hipDeviceAttributePciDeviceId:
    return P.pciDeviceID;
  case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
    return clampInt(P.maxSharedMemoryPerMultiProcessor);
  case hipDeviceAttributeIntegrated:
    return P.integrated;
  case hipDeviceAttributeCanMapHostMemory:
    return P.canMapHostMemory;
  case hipDeviceAttributeManagedMemory:
    return P.managedMemory;
  case hipDeviceAttributeConcurrentManagedAccess:
    return P.concurrentManagedAccess;
  case hipDeviceAttributeUnifiedAddressing:
    return P.unifiedAddressing;
  case hipDeviceAttributeEccEnabled:
    return P.ECCEnabled;
  case hipDeviceAttributeAsyncEngineCount:
    return P.asyncEngineCount;
  case hipDeviceAttributeCooperativeLaunch:
    return P.cooperativeLaunch;
  case hipDeviceAttributeMaxBlocksPerMultiProcessor:
    return P.maxBlocksPerMultiProcessor;
  case hipDeviceAttributeMaxPitch:
    return clampInt(P.memPitch);
  case hipDeviceAttributeTextureAlignment:
    return clampInt(P.textureAlignment);
  case hipDeviceAttributeKernelExecTimeout:
    return P.kernelExecTimeoutEnabled;
  case hipDeviceAttributePageableMemoryAccess:
    return P.pageableMemoryAccess;
  case hipDeviceAttributeHostNativeAtomicSupported:
    return P.hostNativeAtomicSupported;
  }
  throw ApiError(hipErrorInvalidValue,
                 "unknown device attribute " + std::to_string(Attr));
}

void checkLimit(hipLimit_t Limit) {
  if (Limit != hipLimitStackSize && Limit != hipLimitPrintfFifoSize &&
      Limit != hipLimitMallocHeapSize)
    throw ApiError(hipErrorUnsupportedLimit,
                   "unknown or unsupported limit " + std::to_string(Limit) +
                       " (the stack, printf FIFO and malloc heap sizes are "
                       "known)");
}

} // namespace

extern "C" {

hipError_t hipInit(unsigned Flags) {
  return apiCall("hipInit", [&] {
    require(Flags == 0, "hipInit takes no flags");
    devices();
    return hipSuccess;
  });
}

hipError_t hipGetDeviceCount(int *Count) {
  return apiCall("hipGetDeviceCount", [&] {
    require(Count, "null count");
    *Count = 0;
    *Count = static_cast<int>(devices().size());
    return hipSuccess;
  });
}

hipError_t hipSetDevice(int Ordinal) {
  return apiCall("hipSetDevice", [&] {
    setCurrentOrdinal(Ordinal);
    return hipSuccess;
  });
}

hipError_t hipGetDevice(int *Ordinal) {
  return apiCall("hipGetDevice", [&] {
    require(Ordinal, "null device output");
    devices();
    *Ordinal = currentOrdinal();
    return hipSuccess;
  });
}

hipError_t hipSetDeviceFlags(unsigned Flags) {
  return apiCall("hipSetDeviceFlags", [&] {
    require(Flags <= 0x1f, "unknown device flags " + std::to_string(Flags));
    currentDevice().setFlags(Flags);
    return hipSuccess;
  });
}

hipError_t hipGetDeviceFlags(unsigned *Flags) {
  return apiCall("hipGetDeviceFlags", [&] {
    require(Flags, "null flags output");
    *Flags = currentDevice().flags();
    return hipSuccess;
  });
}

hipError_t hipDeviceSetLimit(hipLimit_t Limit, size_t Value) {
  return apiCall("hipDeviceSetLimit", [&] {
    checkLimit(Limit);
    currentDevice().setLimit(Limit, Value);
    return hipSuccess;
  });
}

hipError_t hipDeviceGetLimit(size_t *Value, hipLimit_t Limit) {
  return apiCall("hipDeviceGetLimit", [&] {
    require(Value, "null limit output");
    checkLimit(Limit);
    *Value = currentDevice().limit(Limit);
    return hipSuccess;
  });
}

// Prism has no profiler for these to start or stop.
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }

hipError_t hipGetDeviceProperties(hipDeviceProp_t *Prop, int Ordinal) {
  return apiCall("hipGetDeviceProperties", [&] {
    require(Prop, "null properties output");
    fillProperties(*Prop, deviceAt(Ordinal).device());
    return hipSuccess;
  });
}

hipError_t hipDeviceGetAttribute(int *Value, hipDeviceAttribute_t Attr,
                                 int Ordinal) {
  return apiCall("hipDeviceGetAttribute", [&] {
    require(Value, "null value output");
    hipDeviceProp_t Prop;
    fillProperties(Prop, deviceAt(Ordinal).device());
    *Value = attribute(Attr, Prop);
    return hipSuccess;
  });
}

hipError_t hipDeviceGetName(char *Name, int Length, int Ordinal) {
  return apiCall("hipDeviceGetName", [&] {
    require(Name && Length > 0, "null name or length <= 0");
    const std::string &Text = deviceAt(Ordinal).device().name();
    size_t Copied = std::min(Text.size(), static_cast<size_t>(Length - 1));
    std::memcpy(Name, Text.data(), Copied);
    Name[Copied] = '\0';
    return hipSuccess;
  });
}

hipError_t hipDeviceSynchronize(void) {
  return apiCall("hipDeviceSynchronize", [&] {
    currentDevice().synchronize();
    return hipSuccess;
  });
}

hipError_t hipDeviceReset(void) {
  return apiCall("hipDeviceReset", [&] {
    deviceAt(currentOrdinal()).reset();
    return hipSuccess;
  });
}

hipError_t hipRuntimeGetVersion(int *Version) {
  return apiCall("hipRuntimeGetVersion", [&] {
    require(Version, "null version output");
    *Version = RuntimeVersion;
    return hipSuccess;
  });
}

hipError_t hipDriverGetVersion(int *Version) {
  return apiCall("hipDriverGetVersion", [&] {
    require(Version, "null version output");
    *Version = RuntimeVersion;
    return hipSuccess;
  });
}

hipError_t hipMemGetInfo(size_t *Free, size_t *Total) {
  return apiCall("hipMemGetInfo", [&] {
    require(Free && Total, "null free or total output");
    DeviceState &State = currentDevice();
    *Total = State.device().globalMemSize();
    *Free = *Total - std::min<size_t>(*Total, State.allocatedBytes());
    return hipSuccess;
  });
}

} // extern "C"
