//===- context.cpp - Prism contexts over CUDA primary contexts ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A prism context holds, for each of its devices, the device's primary
// context (retained at creation, released at the end), the one the CUDA
// runtime uses too, so memory and modules are shared with CUDA libraries in
// the same process. It also owns the list of live USM allocations, because
// freeing needs to know how a pointer was allocated and because releasing a
// context must not leak the memory still allocated in it.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::cuda {

// memory.cpp: frees one allocation with the call that matches how it was made.
CUresult freeAllocation(void *ptr, const Allocation &allocation);

DeviceContext *findDevice(prism_context_t &context, prism_device_t *device) {
  for (auto &member : context.devices)
    if (member->device == device)
      return member.get();
  return nullptr;
}

namespace {

void releaseDevices(prism_context_t &context) {
  for (auto &member : context.devices) {
    makeCurrent(member->handle);
    if (member->reference)
      cu.eventDestroy(member->reference);
    for (CUevent pooled : member->untimedEvents)
      cu.eventDestroy(pooled);
    if (CUresult error = cu.devicePrimaryCtxRelease(member->device->id))
      logger().warn("context_release: cuDevicePrimaryCtxRelease of device "
                    "'{}' failed with {}",
                    member->device->name, cudaErrorText(error));
  }
  context.devices.clear();
}

} // namespace

prism_result contextCreate(uint32_t deviceCount, const prism_device *devices,
                           prism_context *context) {
  for (uint32_t i = 0; i < deviceCount; ++i) {
    for (uint32_t j = 0; j < i; ++j)
      if (devices[j] == devices[i])
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("context_create: device '{}' is listed twice",
                                devices[i]->name));
  }

  auto created = std::make_unique<prism_context_t>();
  for (uint32_t i = 0; i < deviceCount; ++i) {
    CUcontext primary = nullptr;
    if (CUresult error = cu.devicePrimaryCtxRetain(&primary, devices[i]->id)) {
      releaseDevices(*created);
      return failCuda(error, "cuDevicePrimaryCtxRetain",
                      "context_create on device '" + devices[i]->name + "'");
    }
    auto member = std::make_unique<DeviceContext>();
    member->device = devices[i];
    member->handle = primary;
    created->devices.push_back(std::move(member));
  }
  *context = created.release();
  return PRISM_SUCCESS;
}

prism_result contextRelease(prism_context context) {
  plugin::freeLeftoverAllocations(context->allocations, freeAllocation);
  releaseDevices(*context);
  context->magic = 0;
  delete context;
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
