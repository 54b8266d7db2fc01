//===- driver_api.cpp - Loading libcuda and resolving its entry points ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Entry points are looked up by the names the CUDA 12 and 13 drivers export.
// Where the ABI of a function changed the driver exports it under a
// versioned name (cuMemAlloc_v2), and that is the one with the signature in
// cuda_driver_api.h; where a newer name only replaced an older one of the
// same signature (cuEventElapsedTime_v2 since CUDA 12.8) the older name is a
// fallback, so that drivers from before the rename still load.
//
//===----------------------------------------------------------------------===//
#include "driver_api.h"

#include <dlfcn.h>

#include <cstdlib>
#include <initializer_list>

namespace prism::cuda {

DriverApi cu;

std::string driverLibraryName() {
  const char *overridden = std::getenv("PRISM_CUDA_LIBRARY");
  return overridden && *overridden ? overridden : "libcuda.so.1";
}

namespace {

// Resolves the first of `names` the library exports into `slot`.
template <class Function>
bool resolve(void *library, Function &slot,
             std::initializer_list<const char *> names, std::string &missing) {
  for (const char *name : names) {
    if (void *address = dlsym(library, name)) {
      slot = reinterpret_cast<Function>(address);
      return true;
    }
  }
  missing.clear();
  for (const char *name : names)
    missing += (missing.empty() ? "" : " or ") + std::string(name);
  return false;
}

bool resolveAll(void *library, DriverApi &api, std::string &missing) {
  return resolve(library, api.init, {"cuInit"}, missing) &&
         resolve(library, api.driverGetVersion, {"cuDriverGetVersion"},
                 missing) &&
         resolve(library, api.getErrorName, {"cuGetErrorName"}, missing) &&
         resolve(library, api.deviceGetCount, {"cuDeviceGetCount"}, missing) &&
         resolve(library, api.deviceGet, {"cuDeviceGet"}, missing) &&
         resolve(library, api.deviceGetName, {"cuDeviceGetName"}, missing) &&
         resolve(library, api.deviceGetAttribute, {"cuDeviceGetAttribute"},
                 missing) &&
         resolve(library, api.deviceTotalMem, {"cuDeviceTotalMem_v2"},
                 missing) &&
         resolve(library, api.devicePrimaryCtxRetain,
                 {"cuDevicePrimaryCtxRetain"}, missing) &&
         resolve(library, api.devicePrimaryCtxRelease,
                 {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"},
                 missing) &&
         resolve(library, api.ctxSetCurrent, {"cuCtxSetCurrent"}, missing) &&
         resolve(library, api.streamCreate, {"cuStreamCreate"}, missing) &&
         resolve(library, api.streamDestroy,
                 {"cuStreamDestroy_v2", "cuStreamDestroy"}, missing) &&
         resolve(library, api.streamSynchronize, {"cuStreamSynchronize"},
                 missing) &&
         resolve(library, api.streamWaitEvent, {"cuStreamWaitEvent"},
                 missing) &&
         resolve(library, api.eventCreate, {"cuEventCreate"}, missing) &&
         resolve(library, api.eventDestroy,
                 {"cuEventDestroy_v2", "cuEventDestroy"}, missing) &&
         resolve(library, api.eventRecord, {"cuEventRecord"}, missing) &&
         resolve(library, api.eventQuery, {"cuEventQuery"}, missing) &&
         resolve(library, api.eventSynchronize, {"cuEventSynchronize"},
                 missing) &&
         resolve(library, api.eventElapsedTime,
                 {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, missing) &&
         resolve(library, api.memAlloc, {"cuMemAlloc_v2"}, missing) &&
         resolve(library, api.memAllocManaged, {"cuMemAllocManaged"},
                 missing) &&
         resolve(library, api.memHostAlloc, {"cuMemHostAlloc"}, missing) &&
         resolve(library, api.memFree, {"cuMemFree_v2"}, missing) &&
         resolve(library, api.memFreeHost, {"cuMemFreeHost"}, missing) &&
         resolve(library, api.memHostRegister,
                 {"cuMemHostRegister_v2", "cuMemHostRegister"}, missing) &&
         resolve(library, api.memHostUnregister, {"cuMemHostUnregister"},
                 missing) &&
         resolve(library, api.memcpyAsync, {"cuMemcpyAsync"}, missing) &&
         resolve(library, api.memsetD8Async, {"cuMemsetD8Async"}, missing) &&
         resolve(library, api.memsetD16Async, {"cuMemsetD16Async"}, missing) &&
         resolve(library, api.memsetD32Async, {"cuMemsetD32Async"}, missing) &&
         resolve(library, api.moduleLoadDataEx, {"cuModuleLoadDataEx"},
                 missing) &&
         resolve(library, api.moduleUnload, {"cuModuleUnload"}, missing) &&
         resolve(library, api.moduleGetFunction, {"cuModuleGetFunction"},
                 missing) &&
         resolve(library, api.moduleGetGlobal, {"cuModuleGetGlobal_v2"},
                 missing) &&
         resolve(library, api.funcGetAttribute, {"cuFuncGetAttribute"},
                 missing) &&
         resolve(library, api.launchKernel, {"cuLaunchKernel"}, missing) &&
         resolve(library, api.deviceCanAccessPeer, {"cuDeviceCanAccessPeer"},
                 missing) &&
         resolve(library, api.ctxEnablePeerAccess, {"cuCtxEnablePeerAccess"},
                 missing) &&
         resolve(library, api.ctxDisablePeerAccess, {"cuCtxDisablePeerAccess"},
                 missing);
}

} // namespace

bool loadDriver(std::string &problem) {
  std::string name = driverLibraryName();
  void *library = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    problem = "CUDA plugin: cannot load the CUDA driver library " + name +
              " (" + (reason ? reason : "no reason given") +
              "); the plugin offers no devices";
    return false;
  }
  DriverApi loaded;
  std::string missing;
  // The CUmemLocation forms of the managed-memory hints, exported under
  // these names since CUDA 12.2 (CUDA 13 gave the unversioned names the
  // same signatures); optional, so older drivers keep their devices.
  loaded.memPrefetchAsync = reinterpret_cast<cuMemPrefetchAsync_t>(
      dlsym(library, "cuMemPrefetchAsync_v2"));
  loaded.memAdvise =
      reinterpret_cast<cuMemAdvise_t>(dlsym(library, "cuMemAdvise_v2"));
  if (!resolveAll(library, loaded, missing)) {
    problem = "CUDA plugin: the CUDA driver library " + name +
              " does not export " + missing +
              " (the driver is older than CUDA 12 or not a CUDA driver); the "
              "plugin offers no devices";
    dlclose(library);
    return false;
  }
  cu = loaded;
  return true;
}

} // namespace prism::cuda
