//===- hip_registration.cpp - Clang's HIP registration ABI ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Clang's host compile in HIP mode emits, per translation unit, a static
// constructor that calls __hipRegisterFatBinary with the wrapper of the
// executable's image container, __hipRegisterFunction for each kernel stub
// and __hipRegisterVar for each device variable. Every prism++ program
// registers its images this way, SYCL ones included, so these live in the
// core; the launches the kernel stubs make (hipLaunchKernel) are
// libprism-hip's.
//
// Registration runs before main: nothing here may throw or load plugins.
//
//===----------------------------------------------------------------------===//
#include "registry.h"

#include <cstddef>

extern "C" {

__attribute__((visibility("default"))) void **
__hipRegisterFatBinary(const void *Wrapper) {
  return prism::ImageRegistry::instance().registerModule(Wrapper);
}

__attribute__((visibility("default"))) void
__hipRegisterFunction(void **Handle, const char *HostFunction,
                      char *DeviceFunction, const char *DeviceName,
                      unsigned int ThreadLimit, void *Tid, void *Bid,
                      void *BlockDim, void *GridDim, int *WarpSize) {
  (void)DeviceFunction, (void)ThreadLimit, (void)Tid, (void)Bid, (void)BlockDim,
      (void)GridDim, (void)WarpSize;
  prism::ImageRegistry::instance().registerFunction(Handle, HostFunction,
                                                    DeviceName);
}

__attribute__((visibility("default"))) void
__hipRegisterVar(void **Handle, char *HostVar, char *DeviceVar,
                 const char *DeviceName, int External, size_t Size,
                 int Constant, int Global) {
  (void)DeviceVar, (void)External, (void)Global;
  prism::ImageRegistry::instance().registerVariable(Handle, HostVar, DeviceName,
                                                    Size, Constant != 0);
}

__attribute__((visibility("default"))) void
__hipUnregisterFatBinary(void **Handle) {
  prism::ImageRegistry::instance().unregisterModule(Handle);
}

} // extern "C"
