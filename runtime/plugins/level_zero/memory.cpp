//===- memory.cpp - USM allocations, copies and fills on Level Zero -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism memory is USM, which Level Zero has natively: zeMemAllocDevice,
// zeMemAllocHost and zeMemAllocShared by kind. zeMemFree does not wait for
// commands that use the memory, so usm_free first lets every queue of the
// context finish, as OpenCL's blocking free does. Copies and fills are
// appends to the queue's immediate command list.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"
#include "usm_kind.h"

#include <spdlog/fmt/fmt.h>

namespace prism::level_zero {

namespace {

ze_result_t allocate(prism_context_t &context, prism_device_t &device,
                     uint32_t kind, size_t size, size_t alignment, void **ptr,
                     const char *&call) {
  ze_device_mem_alloc_desc_t deviceDesc{ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC,
                                        nullptr, 0, 0};
  ze_host_mem_alloc_desc_t hostDesc{ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC,
                                    nullptr, 0};
  switch (kind) {
  case PRISM_USM_HOST:
    call = "zeMemAllocHost";
    return ze.zeMemAllocHost(context.handle, &hostDesc, size, alignment, ptr);
  case PRISM_USM_DEVICE:
    call = "zeMemAllocDevice";
    return ze.zeMemAllocDevice(context.handle, &deviceDesc, size, alignment,
                               device.handle, ptr);
  default:
    call = "zeMemAllocShared";
    return ze.zeMemAllocShared(context.handle, &deviceDesc, &hostDesc, size,
                               alignment, device.handle, ptr);
  }
}

// Lets the commands of every queue of the context run.
prism_result drainContext(prism_context_t &context, const char *what) {
  std::lock_guard<std::mutex> lock(context.queueMutex);
  for (prism_queue_t *queue : context.queues)
    if (prism_result result = drainQueue(*queue, what))
      return result;
  return PRISM_SUCCESS;
}

} // namespace

prism_result usmAlloc(prism_context context, prism_device device, uint32_t kind,
                      size_t size, size_t alignment, void **ptr) {
  if (!device)
    device = context->devices.front();
  if (prism_result failed =
          plugin::checkDeviceInContext(context->devices, device, "usm_alloc"))
    return failed;
  void *allocation = nullptr;
  const char *call = nullptr;
  if (ze_result_t result =
          allocate(*context, *device, kind, size, alignment, &allocation, call))
    return failZe(result, call,
                  fmt::format("usm_alloc of {} bytes of {} memory on device "
                              "'{}'",
                              size, usmKindName(kind), device->name));
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    context->allocations.emplace(allocation, kind);
  }
  *ptr = allocation;
  return PRISM_SUCCESS;
}

prism_result usmFree(prism_context context, void *ptr) {
  if (!ptr)
    return PRISM_SUCCESS;
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    if (!context->allocations.count(ptr))
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("usm_free: {} is not a live USM allocation of "
                              "this context",
                              ptr));
  }
  if (prism_result result = drainContext(*context, "usm_free"))
    return result;
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    context->allocations.erase(ptr);
  }
  if (ze_result_t result = ze.zeMemFree(context->handle, ptr))
    return failZe(result, "zeMemFree", "usm_free");
  return PRISM_SUCCESS;
}

prism_result freeUnusedAllocation(prism_context_t &context, void *ptr) {
  {
    std::lock_guard<std::mutex> lock(context.allocationMutex);
    context.allocations.erase(ptr);
  }
  if (ze_result_t result = ze.zeMemFree(context.handle, ptr))
    return failZe(result, "zeMemFree", "freeing the plugin's own memory");
  return PRISM_SUCCESS;
}

prism_result enqueueMemcpy(prism_queue queue, void *dst, const void *src,
                           size_t size, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  Append append(*queue, waitCount, waitList, outEvent);
  if (prism_result result = append.start())
    return result;
  return append.finish(ze.zeCommandListAppendMemoryCopy(
                           queue->list, dst, src, size, append.signal(),
                           append.waitCount(), append.waitEvents()),
                       "zeCommandListAppendMemoryCopy", "enqueue_memcpy");
}

prism_result enqueueFill(prism_queue queue, void *dst, const void *pattern,
                         size_t patternSize, size_t size, uint32_t waitCount,
                         const prism_event *waitList, prism_event *outEvent) {
  Append append(*queue, waitCount, waitList, outEvent);
  if (prism_result result = append.start())
    return result;
  return append.finish(
      ze.zeCommandListAppendMemoryFill(queue->list, dst, pattern, patternSize,
                                       size, append.signal(),
                                       append.waitCount(), append.waitEvents()),
      "zeCommandListAppendMemoryFill", "enqueue_fill");
}

// Level Zero 1.4 cannot map ordinary host memory for a device
// (zexDriverImportExternalPointer is an Intel extension); a device that
// uses the system allocator's memory where it lies needs nothing.
prism_result usmHostRegister(prism_context context, void *, size_t) {
  for (const prism_device_t *device : context->devices)
    if (!reachesSystemMemory(*device))
      return fail(PRISM_ERROR_UNSUPPORTED,
                  "usm_host_register: Level Zero device '" + device->name +
                      "' cannot reach ordinary host memory (it has no "
                      "shared system allocations); allocate host USM "
                      "instead");
  return PRISM_SUCCESS;
}

prism_result usmHostUnregister(prism_context, void *) { return PRISM_SUCCESS; }

} // namespace prism::level_zero
