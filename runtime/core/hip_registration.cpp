//===- hip_registration.cpp - Clang's HIP registration and launch ABI -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Clang's host compile in HIP mode emits, per translation unit, a static
// constructor that calls __hipRegisterFatBinary with the wrapper of the
// executable's image container and __hipRegisterFunction for each kernel
// stub, plus kernel stubs that call __hipPopCallConfiguration and
// hipLaunchKernel. A prism++ program links these from the runtime even when
// its SYCL code never launches through them, so they live in the core.
//
// Registration runs before main: nothing here may throw or load plugins.
//
//===----------------------------------------------------------------------===//
#include "context.h"
#include "error.h"
#include "logging.h"
#include "queue.h"
#include "registry.h"
#include "runtime.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

/// HIP's dim3, as Clang's kernel stubs pass it: by value.
struct dim3 {
  unsigned x, y, z;
};

namespace {

/// What a <<<grid, block, sharedMem, stream>>> launch pushed for the stub.
struct CallConfiguration {
  dim3 Grid, Block;
  size_t SharedMem;
  void *Stream;
};

thread_local std::vector<CallConfiguration> PendingCalls;

/// hipError_t values for the errors a launch can report.
int hipErrorCode(prism::ErrorKind Kind) {
  switch (Kind) {
  case prism::ErrorKind::InvalidValue:
    return 1; // hipErrorInvalidValue
  case prism::ErrorKind::OutOfMemory:
    return 2; // hipErrorOutOfMemory
  case prism::ErrorKind::NoDevice:
    return 100; // hipErrorNoDevice
  case prism::ErrorKind::InvalidImage:
    return 200; // hipErrorInvalidImage
  case prism::ErrorKind::BuildFailed:
    return 218; // hipErrorInvalidKernelFile
  case prism::ErrorKind::KernelNotFound:
  case prism::ErrorKind::KernelNotSupported:
    return 98; // hipErrorInvalidDeviceFunction
  case prism::ErrorKind::KernelArgument:
    return 1; // hipErrorInvalidValue
  case prism::ErrorKind::LaunchFailed:
    return 719; // hipErrorLaunchFailure
  case prism::ErrorKind::Unsupported:
    return 801; // hipErrorNotSupported
  case prism::ErrorKind::NdRange:
    return 9; // hipErrorInvalidConfiguration
  case prism::ErrorKind::DeviceLost:
  case prism::ErrorKind::Backend:
    break;
  }
  return 999; // hipErrorUnknown
}

/// The default device's queue that hipLaunchKernel uses; created on the first
/// launch and kept for the whole process.
prism::Queue &defaultQueue() {
  static prism::QueueRef *TheQueue = [] {
    prism::Device &Dev = prism::Runtime::get().defaultDevice();
    auto Ctx =
        std::make_shared<prism::Context>(std::vector<prism::Device *>{&Dev});
    return new prism::QueueRef(std::make_shared<prism::Queue>(Ctx, Dev, false));
  }();
  return **TheQueue;
}

/// The argument byte sizes of a registered kernel, from its kernel record.
const std::vector<uint32_t> &argumentSizes(const prism::RegisteredKernel &K) {
  for (const prism::ContainerImage &Image : K.Module->Images.Images)
    for (const prism::ContainerKernel &Record : Image.Kernels)
      if (Record.Name == K.Name)
        return Record.ArgSizes;
  throw prism::Error(prism::ErrorKind::KernelNotFound,
                     "kernel '" + K.Name + "' has no record in the images of " +
                         K.Module->Path);
}

} // namespace

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

__attribute__((visibility("default"))) int
__hipPushCallConfiguration(dim3 Grid, dim3 Block, size_t SharedMem,
                           void *Stream) {
  PendingCalls.push_back(CallConfiguration{Grid, Block, SharedMem, Stream});
  return 0;
}

__attribute__((visibility("default"))) int
__hipPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
                          void **Stream) {
  if (PendingCalls.empty()) {
    prism::log().error("a kernel stub ran without a launch configuration "
                       "(was it called directly instead of with <<<>>>?)");
    return 1; // hipErrorInvalidValue
  }
  CallConfiguration Call = PendingCalls.back();
  PendingCalls.pop_back();
  *Grid = Call.Grid;
  *Block = Call.Block;
  *SharedMem = Call.SharedMem;
  *Stream = Call.Stream;
  return 0;
}

__attribute__((visibility("default"))) int
hipLaunchKernel(const void *HostFunction, dim3 Grid, dim3 Block, void **Args,
                size_t SharedMem, void *Stream) {
  (void)Stream; // Only the default queue exists at this level.
  try {
    prism::RegisteredKernel K =
        prism::Runtime::get().registry().lookup(HostFunction);
    const std::vector<uint32_t> &Sizes = argumentSizes(K);
    std::vector<prism_kernel_arg> KernelArgs(Sizes.size());
    for (size_t I = 0; I < Sizes.size(); ++I)
      KernelArgs[I] =
          prism_kernel_arg{PRISM_KERNEL_ARG_VALUE, 0, Sizes[I], Args[I]};
    prism::LaunchGeometry Geometry;
    Geometry.Dims = 3;
    const unsigned Groups[3] = {Grid.x, Grid.y, Grid.z};
    const unsigned Items[3] = {Block.x, Block.y, Block.z};
    for (int D = 0; D < 3; ++D) {
      if (!Groups[D] || !Items[D])
        throw prism::Error(prism::ErrorKind::InvalidValue,
                           "launch of kernel '" + K.Name +
                               "' with a zero-sized grid or block");
      Geometry.Global[D] = static_cast<size_t>(Groups[D]) * Items[D];
      Geometry.Local[D] = Items[D];
    }
    Geometry.DynamicLocalMem = SharedMem;
    defaultQueue().launch(HostFunction, Geometry, KernelArgs, {});
    return 0;
  } catch (const prism::Error &E) {
    prism::log().error("hipLaunchKernel: {}", E.what());
    return hipErrorCode(E.kind());
  } catch (const std::exception &E) {
    prism::log().error("hipLaunchKernel: {}", E.what());
    return 999; // hipErrorUnknown
  }
}

} // extern "C"
