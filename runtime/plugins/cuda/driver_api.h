//===- driver_api.h - The CUDA driver entry points, loaded with dlopen ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The plugin does not link libcuda: initialize() opens libcuda.so.1 (or the
// library PRISM_CUDA_LIBRARY names) and fills this table with dlsym. A
// machine without the driver, or with one too old to export an entry point,
// then simply has no CUDA devices. After a successful load the table is never
// written again, so the launch path reads it without locking.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_CUDA_DRIVER_API_H
#define PRISM_PLUGINS_CUDA_DRIVER_API_H

#include "cuda_driver_api.h"

#include <string>

namespace prism::cuda {

struct DriverApi {
  cuInit_t init = nullptr;
  cuDriverGetVersion_t driverGetVersion = nullptr;
  cuGetErrorName_t getErrorName = nullptr;
  cuDeviceGetCount_t deviceGetCount = nullptr;
  cuDeviceGet_t deviceGet = nullptr;
  cuDeviceGetName_t deviceGetName = nullptr;
  cuDeviceGetAttribute_t deviceGetAttribute = nullptr;
  cuDeviceTotalMem_t deviceTotalMem = nullptr;
  cuDevicePrimaryCtxRetain_t devicePrimaryCtxRetain = nullptr;
  cuDevicePrimaryCtxRelease_t devicePrimaryCtxRelease = nullptr;
  cuCtxSetCurrent_t ctxSetCurrent = nullptr;
  cuStreamCreate_t streamCreate = nullptr;
  cuStreamDestroy_t streamDestroy = nullptr;
  cuStreamSynchronize_t streamSynchronize = nullptr;
  cuStreamWaitEvent_t streamWaitEvent = nullptr;
  cuEventCreate_t eventCreate = nullptr;
  cuEventDestroy_t eventDestroy = nullptr;
  cuEventRecord_t eventRecord = nullptr;
  cuEventQuery_t eventQuery = nullptr;
  cuEventSynchronize_t eventSynchronize = nullptr;
  cuEventElapsedTime_t eventElapsedTime = nullptr;
  cuMemAlloc_t memAlloc = nullptr;
  cuMemAllocManaged_t memAllocManaged = nullptr;
  cuMemHostAlloc_t memHostAlloc = nullptr;
  cuMemFree_t memFree = nullptr;
  cuMemFreeHost_t memFreeHost = nullptr;
  cuMemHostRegister_t memHostRegister = nullptr;
  cuMemHostUnregister_t memHostUnregister = nullptr;
  cuMemcpyAsync_t memcpyAsync = nullptr;
  cuMemsetD8Async_t memsetD8Async = nullptr;
  cuMemsetD16Async_t memsetD16Async = nullptr;
  cuMemsetD32Async_t memsetD32Async = nullptr;
  cuModuleLoadDataEx_t moduleLoadDataEx = nullptr;
  cuModuleUnload_t moduleUnload = nullptr;
  cuModuleGetFunction_t moduleGetFunction = nullptr;
  cuModuleGetGlobal_t moduleGetGlobal = nullptr;
  cuFuncGetAttribute_t funcGetAttribute = nullptr;
  cuLaunchKernel_t launchKernel = nullptr;
  cuDeviceCanAccessPeer_t deviceCanAccessPeer = nullptr;
  cuCtxEnablePeerAccess_t ctxEnablePeerAccess = nullptr;
  cuCtxDisablePeerAccess_t ctxDisablePeerAccess = nullptr;
  // Optional (CUDA 12.2 and later); without them prefetches and advice are
  // only ordered, never sent to the driver.
  cuMemPrefetchAsync_t memPrefetchAsync = nullptr;
  cuMemAdvise_t memAdvise = nullptr;
};

// The loaded table; all null until loadDriver() succeeded.
extern DriverApi cu;

// The library initialize() opens: $PRISM_CUDA_LIBRARY when set (tests point
// it at a fake driver), libcuda.so.1 otherwise.
std::string driverLibraryName();

// Opens the driver library and resolves every entry point. On failure
// leaves `cu` empty, closes the library and explains why in `problem`.
bool loadDriver(std::string &problem);

} // namespace prism::cuda

#endif // PRISM_PLUGINS_CUDA_DRIVER_API_H
