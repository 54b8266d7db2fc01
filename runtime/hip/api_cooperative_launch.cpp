//===- api_cooperative_launch.cpp - hipLaunchCooperativeKernel ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A cooperative launch is an ordinary launch whose blocks must all be
// resident at once, since this_grid().sync() spins until every block has
// arrived: one that is not resident would never arrive. The launch is
// refused where the grid is larger than the device holds at once (see
// hip/hip_cooperative_launch.h for the bound), with the numbers.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"

#include "core/kernel_name.h"
#include "core/registry.h"
#include "core/runtime.h"

#include "hip/hip_cooperative_launch.h"

#include <algorithm>

using namespace prism;
using namespace prism::hip;

namespace {

/// How many blocks of Threads threads and SharedMem bytes of dynamic shared
/// memory Dev holds at once, as "N (why)"; 0 when a block cannot run at all
/// (the launch then says why).
std::pair<uint64_t, std::string> residentBlocks(const void *Function,
                                                Device &Dev, uint64_t Threads,
                                                size_t SharedMem) {
  if (Dev.backend() == "level_zero")
    return {1, "the Level Zero plugin makes no cooperative launches, so "
               "work-groups are not promised to run together"};
  if (Dev.backend() != "cuda")
    return {1, "an OpenCL device does not promise to run work-groups "
               "together"};
  int PerMultiprocessor = 0;
  if (Threads > Dev.maxWorkGroupSize() ||
      hipOccupancyMaxActiveBlocksPerMultiprocessor(&PerMultiprocessor, Function,
                                                   static_cast<int>(Threads),
                                                   SharedMem) != hipSuccess)
    return {0, ""};
  const uint64_t Multiprocessors = Dev.maxComputeUnits();
  return {Multiprocessors * PerMultiprocessor,
          std::to_string(Multiprocessors) + " multiprocessors x " +
              std::to_string(PerMultiprocessor) + " blocks each"};
}

} // namespace

extern "C" hipError_t hipLaunchCooperativeKernel(const void *Function,
                                                 dim3 Grid, dim3 Block,
                                                 void **Args,
                                                 unsigned int SharedMem,
                                                 hipStream_t Stream) {
  return apiCall("hipLaunchCooperativeKernel", [&]() -> hipError_t {
    require(Function, "a null kernel");
    Device &Dev = streamOf(Stream).owner().device();
    const uint64_t Blocks = uint64_t(Grid.x) * Grid.y * Grid.z;
    const uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
    auto [Resident, Why] = residentBlocks(Function, Dev, Threads, SharedMem);
    if (Resident && Blocks > Resident) {
      std::string Kernel =
          demangleKernelName(Runtime::get().registry().lookup(Function).Name);
      throw ApiError(
          hipErrorCooperativeLaunchTooLarge,
          "cooperative launch of kernel '" + Kernel + "' with " +
              std::to_string(Blocks) + " blocks of " + std::to_string(Threads) +
              " threads on device '" + Dev.name() + "': it holds at most " +
              std::to_string(Resident) + " such blocks at once (" + Why + ")");
    }
    return hipLaunchKernel(Function, Grid, Block, Args, SharedMem, Stream);
  });
}
