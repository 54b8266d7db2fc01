//===- usm_hints.cpp - Prefetches and advice for managed memory on CUDA ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Shared USM is CUDA managed memory, whose pages the driver migrates on
// demand; cuMemPrefetchAsync moves them ahead of use, in stream order, and
// cuMemAdvise tells the driver where they should live and who reads them.
// Both take a CUmemLocation (a device ordinal, or the host). A driver
// without them (before CUDA 12.2) gets neither: the prefetch is then only
// ordered in the stream, and advice is accepted and dropped.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::cuda {

namespace {

CUmemLocation locationOf(prism_device device) {
  CUmemLocation location{};
  location.type =
      device ? CU_MEM_LOCATION_TYPE_DEVICE : CU_MEM_LOCATION_TYPE_HOST;
  location.id = device ? device->id : 0;
  return location;
}

const char *placeName(prism_device device) {
  return device ? device->name.c_str() : "the host";
}

} // namespace

prism_result enqueueUsmPrefetch(prism_queue queue, const void *ptr, size_t size,
                                prism_device device, uint32_t waitCount,
                                const prism_event *waitList,
                                prism_event *outEvent) {
  constexpr const char *what = "enqueue_usm_prefetch";
  return enqueueCommand(
      *queue, waitCount, waitList, outEvent, what, [&]() -> prism_result {
        if (!size || !cu.memPrefetchAsync)
          return PRISM_SUCCESS;
        if (CUresult error = cu.memPrefetchAsync(
                static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(ptr)),
                size, locationOf(device), 0, queue->stream))
          return failCuda(
              error, "cuMemPrefetchAsync_v2",
              fmt::format("enqueue_usm_prefetch of {} bytes at {} to {}", size,
                          ptr, placeName(device)));
        return PRISM_SUCCESS;
      });
}

prism_result usmAdvise(prism_context context, const void *ptr, size_t size,
                       uint32_t advice, prism_device device) {
  DeviceContext *member =
      device ? findDevice(*context, device) : context->devices.front().get();
  if (!member)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("usm_advise: device '{}' is not in the context",
                            device->name));
  if (!cu.memAdvise)
    return PRISM_SUCCESS;
  std::string where = fmt::format("usm_advise {} on {} bytes at {} for {}",
                                  advice, size, ptr, placeName(device));
  if (CUresult error = makeCurrent(member->handle))
    return failCuda(error, "cuCtxSetCurrent", where);
  if (CUresult error = cu.memAdvise(
          static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(ptr)), size,
          static_cast<CUmem_advise>(advice), locationOf(device)))
    return failCuda(error, "cuMemAdvise_v2", where);
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
