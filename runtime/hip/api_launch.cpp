//===- api_launch.cpp - Kernel launches and kernel queries ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// kernel<<<grid, block, shmem, stream>>>(args) pushes its configuration,
// and the kernel's stub pops it and calls hipLaunchKernel with the host
// handle Clang registered for the kernel (__hipRegisterFunction, in the
// core). SYCL kernels come through the same stubs. A configuration the
// device cannot run is refused here, before the core sees it, with a
// message naming the kernel and the numbers.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"
#include "kernel_launch.h"
#include "stream_capture.h"
#include "warp_fault_check.h"

#include "core/commands.h"
#include "core/kernel_name.h"
#include "core/built_programs.h"
#include "core/registry.h"
#include "core/runtime.h"

#include <algorithm>
#include <deque>
#include <mutex>
#include <unordered_map>

using namespace prism;
using namespace prism::hip;

namespace {

/// What a <<<grid, block, sharedMem, stream>>> launch pushed for the stub.
struct CallConfiguration {
  dim3 Grid, Block;
  size_t SharedMem;
  hipStream_t Stream;
};

thread_local std::vector<CallConfiguration> PendingCalls;

/// What a launch needs to know of a kernel on one device, looked up once.
struct LaunchInfo {
  std::string Name; // demangled, for messages
  std::vector<uint32_t> ArgSizes;
};

const LaunchInfo &launchInfo(const void *HostFunction, Device &Dev) {
  static std::mutex Lock;
  // A deque: the reference returned stays valid when another thread adds
  // the kernel's record for another device (a vector would move them).
  static std::unordered_map<const void *,
                            std::deque<std::pair<const Device *, LaunchInfo>>>
      Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto &PerDevice = Known[HostFunction];
  for (const auto &[D, Info] : PerDevice)
    if (D == &Dev)
      return Info;
  RegisteredKernel K = Runtime::get().registry().lookup(HostFunction);
  const ContainerKernel *Record = compatibleKernelRecord(Dev, K);
  if (!Record) {
    // Let the built programs say why no image fits the device.
    Runtime::get().programs().kernel(*defaultContext(Dev), Dev, K);
    throw ApiError(hipErrorNoBinaryForGpu,
                   "kernel '" + demangleKernelName(K.Name) +
                       "' has no image for device '" + Dev.name() + "'");
  }
  PerDevice.emplace_back(
      &Dev, LaunchInfo{demangleKernelName(K.Name), Record->ArgSizes});
  return PerDevice.back().second;
}

std::string extents(const dim3 &D) {
  return std::to_string(D.x) + "x" + std::to_string(D.y) + "x" +
         std::to_string(D.z);
}

/// Throws ApiError for a configuration the device cannot run.
void checkConfiguration(const LaunchInfo &Info, const Device &Dev,
                        const dim3 &Grid, const dim3 &Block, size_t SharedMem) {
  auto refuse = [&](hipError_t Code, const std::string &Why) {
    throw ApiError(Code, "launch of kernel '" + Info.Name + "' with grid " +
                             extents(Grid) + " and block " + extents(Block) +
                             " on device '" + Dev.name() + "': " + Why);
  };
  if (!Grid.x || !Grid.y || !Grid.z)
    refuse(hipErrorInvalidConfiguration, "the grid is empty");
  if (!Block.x || !Block.y || !Block.z)
    refuse(hipErrorInvalidConfiguration, "the block is empty");
  const unsigned BlockDims[3] = {Block.x, Block.y, Block.z};
  for (int D = 0; D < 3; ++D)
    if (BlockDims[D] > Dev.maxWorkItemSizes()[D])
      refuse(hipErrorInvalidConfiguration,
             "block dimension " + std::string(1, "xyz"[D]) + " is " +
                 std::to_string(BlockDims[D]) + ", more than the device's " +
                 std::to_string(Dev.maxWorkItemSizes()[D]));
  const uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
  if (Threads > Dev.maxWorkGroupSize())
    refuse(hipErrorInvalidConfiguration,
           "a block of " + std::to_string(Threads) +
               " threads is more than the device's maximum of " +
               std::to_string(Dev.maxWorkGroupSize()));
  if (SharedMem > Dev.localMemSize())
    refuse(hipErrorInvalidValue,
           std::to_string(SharedMem) +
               " bytes of dynamic shared memory are more than the device's " +
               std::to_string(Dev.localMemSize()));
}

} // namespace

const std::vector<prism_kernel_arg> &
prism::hip::prepareLaunch(const void *HostFunction, dim3 Grid, dim3 Block,
                          void **Args, size_t SharedMem, Device &Dev,
                          LaunchGeometry &Geometry) {
  const LaunchInfo &Info = launchInfo(HostFunction, Dev);
  checkConfiguration(Info, Dev, Grid, Block, SharedMem);
  require(Args || Info.ArgSizes.empty(),
          "launch of kernel '" + Info.Name + "' without its arguments");
  // Reused so that a launch does not allocate.
  thread_local std::vector<prism_kernel_arg> KernelArgs;
  KernelArgs.resize(Info.ArgSizes.size());
  for (size_t I = 0; I < Info.ArgSizes.size(); ++I)
    KernelArgs[I] =
        prism_kernel_arg{PRISM_KERNEL_ARG_VALUE, 0, Info.ArgSizes[I], Args[I]};
  Geometry.Dims = 3;
  const unsigned Groups[3] = {Grid.x, Grid.y, Grid.z};
  const unsigned Items[3] = {Block.x, Block.y, Block.z};
  for (int D = 0; D < 3; ++D) {
    Geometry.Global[D] = static_cast<size_t>(Groups[D]) * Items[D];
    Geometry.Local[D] = Items[D];
  }
  Geometry.DynamicLocalMem = SharedMem;
  return KernelArgs;
}

namespace {

hipError_t launch(const void *HostFunction, dim3 Grid, dim3 Block, void **Args,
                  size_t SharedMem, hipStream_t Handle) {
  Stream &S = streamOf(Handle);
  LaunchGeometry Geometry;
  const std::vector<prism_kernel_arg> &KernelArgs = prepareLaunch(
      HostFunction, Grid, Block, Args, SharedMem, S.owner().device(), Geometry);
  if (S.capture()) {
    captureCommands(S, hipGraphNodeTypeKernel,
                    {GraphCommand::launch(HostFunction, Geometry, KernelArgs)});
    return hipSuccess;
  }
  // No event per launch: the stream asks for a marker when it needs one
  // (Stream::last), as CUDA records none.
  const KernelLaunch Launch{HostFunction, Geometry, &KernelArgs,
                            Queue::EventUse::Discarded};
  S.submit([&](const std::vector<EventRef> &Deps) {
    return launchCheckingWarps(S.queue(), Launch, Deps);
  });
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t __hipPushCallConfiguration(dim3 Grid, dim3 Block, size_t SharedMem,
                                      hipStream_t Stream) {
  PendingCalls.push_back(CallConfiguration{Grid, Block, SharedMem, Stream});
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
                                     hipStream_t *Stream) {
  if (PendingCalls.empty())
    return reportError("__hipPopCallConfiguration",
                       hipErrorMissingConfiguration,
                       "a kernel stub ran without a launch configuration "
                       "(was it called directly instead of with <<<>>>?)");
  CallConfiguration Call = PendingCalls.back();
  PendingCalls.pop_back();
  *Grid = Call.Grid;
  *Block = Call.Block;
  *SharedMem = Call.SharedMem;
  *Stream = Call.Stream;
  return hipSuccess;
}

hipError_t hipLaunchKernel(const void *Function, dim3 Grid, dim3 Block,
                           void **Args, size_t SharedMem, hipStream_t Stream) {
  return apiCall("hipLaunchKernel", [&] {
    return launch(Function, Grid, Block, Args, SharedMem, Stream);
  });
}

hipError_t hipFuncGetAttributes(hipFuncAttributes *Attr, const void *Func) {
  return apiCall("hipFuncGetAttributes", [&] {
    require(Attr && Func, "null attributes or function");
    Device &Dev = currentDevice().device();
    RegisteredKernel K = Runtime::get().registry().lookup(Func);
    BuiltKernel Built =
        Runtime::get().programs().kernel(*defaultContext(Dev), Dev, K);
    *Attr = hipFuncAttributes{};
    uint64_t Limit = Built.workGroupLimit();
    Attr->maxThreadsPerBlock = static_cast<int>(
        Limit ? std::min<uint64_t>(Limit, Dev.maxWorkGroupSize())
              : Dev.maxWorkGroupSize());
    Attr->localSizeBytes =
        kernelInfo(Dev, Built.Handle, PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE);
    Attr->maxDynamicSharedSizeBytes = static_cast<int>(Dev.localMemSize());
    Attr->binaryVersion = Attr->ptxVersion =
        static_cast<int>(Dev.computeCapability());
    return hipSuccess;
  });
}

hipError_t hipFuncSetAttribute(const void *Func, hipFuncAttribute Attr,
                               int Value) {
  return apiCall("hipFuncSetAttribute", [&] {
    require(Func, "null function");
    // An unknown kernel is hipErrorInvalidDeviceFunction, as in CUDA.
    Runtime::get().registry().lookup(Func);
    Device &Dev = currentDevice().device();
    switch (Attr) {
    case hipFuncAttributeMaxDynamicSharedMemorySize:
      // Launches are checked against the device's shared memory whatever
      // the attribute says, so only a value beyond it needs refusing.
      require(Value >= 0 && static_cast<uint64_t>(Value) <= Dev.localMemSize(),
              "a maximum of " + std::to_string(Value) +
                  " bytes of dynamic shared memory is more than device '" +
                  Dev.name() + "' has (" + std::to_string(Dev.localMemSize()) +
                  " bytes)");
      return hipSuccess;
    case hipFuncAttributePreferredSharedMemoryCarveout:
      // A hint, for devices whose L1 cache and shared memory share storage.
      require(Value >= -1 && Value <= 100,
              "the shared memory carveout is a percentage or -1, not " +
                  std::to_string(Value));
      return hipSuccess;
    }
    throw ApiError(hipErrorInvalidValue,
                   "unknown function attribute " + std::to_string(Attr));
  });
}

hipError_t hipOccupancyMaxPotentialBlockSize(int *GridSize, int *BlockSize,
                                             const void *Func,
                                             size_t DynamicSharedMem,
                                             int BlockSizeLimit) {
  return apiCall("hipOccupancyMaxPotentialBlockSize", [&] {
    require(GridSize && BlockSize, "null grid or block size output");
    hipFuncAttributes Attr;
    if (hipError_t Result = hipFuncGetAttributes(&Attr, Func))
      return Result;
    require(DynamicSharedMem <= currentDevice().device().localMemSize(),
            std::to_string(DynamicSharedMem) +
                " bytes of dynamic shared memory are more than the device has");
    int Block = Attr.maxThreadsPerBlock;
    if (BlockSizeLimit > 0)
      Block = std::min(Block, BlockSizeLimit);
    *BlockSize = Block;
    // Enough blocks of that size to give every compute unit one.
    *GridSize = static_cast<int>(currentDevice().device().maxComputeUnits());
    return hipSuccess;
  });
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(
    int *NumBlocks, const void *Func, int BlockSize, size_t DynamicSharedMem) {
  return apiCall("hipOccupancyMaxActiveBlocksPerMultiprocessor", [&] {
    require(NumBlocks && BlockSize > 0, "null output or block size <= 0");
    hipFuncAttributes Attr;
    if (hipError_t Result = hipFuncGetAttributes(&Attr, Func))
      return Result;
    Device &Dev = currentDevice().device();
    int ByThreads = Attr.maxThreadsPerBlock / BlockSize;
    int ByMemory = DynamicSharedMem
                       ? static_cast<int>(Dev.localMemSize() / DynamicSharedMem)
                       : ByThreads;
    *NumBlocks = std::max(0, std::min(ByThreads, ByMemory));
    return hipSuccess;
  });
}

} // extern "C"
