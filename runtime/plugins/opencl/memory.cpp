//===- memory.cpp - USM allocations, copies and fills on OpenCL ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism memory is USM. On OpenCL it comes from cl_intel_unified_shared_memory
// when the platform offers it, and from SVM otherwise: fine-grained buffers
// where every device of the context has them (the host then reads and writes
// the memory directly), coarse-grained device memory elsewhere. Every live
// allocation is recorded in its context, because kernels that find USM
// pointers inside a by-value argument must be told about them at launch.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"
#include "usm_kind.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

namespace {

void *allocateIntelUsm(prism_context_t &context, prism_device_t *device,
                       uint32_t kind, size_t size, cl_uint alignment,
                       cl_int &error) {
  const IntelUsmFunctions &usm = context.platform->intelUsm;
  switch (kind) {
  case PRISM_USM_HOST:
    return usm.hostMemAlloc(context.handle, nullptr, size, alignment, &error);
  case PRISM_USM_DEVICE:
    return usm.deviceMemAlloc(context.handle, device->id, nullptr, size,
                              alignment, &error);
  default:
    return usm.sharedMemAlloc(context.handle, device->id, nullptr, size,
                              alignment, &error);
  }
}

} // namespace

cl_int freeAllocation(prism_context_t &context, void *ptr) {
  if (context.useIntelUsm)
    return context.platform->intelUsm.memBlockingFree(context.handle, ptr);
  clSVMFree(context.handle, ptr);
  return CL_SUCCESS;
}

prism_result usmAlloc(prism_context context, prism_device device, uint32_t kind,
                      size_t size, size_t alignment, void **ptr) {
  if (!device)
    device = context->devices.front();
  if (prism_result failed =
          plugin::checkDeviceInContext(context->devices, device, "usm_alloc"))
    return failed;
  if (!(device->usmKinds & kind))
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("usm_alloc: device '{}' cannot allocate {} USM "
                            "(it has neither Intel USM nor fine-grained SVM)",
                            device->name, usmKindName(kind)));

  cl_uint clAlignment = static_cast<cl_uint>(alignment);
  void *allocation = nullptr;
  if (context->useIntelUsm) {
    cl_int error = CL_SUCCESS;
    allocation =
        allocateIntelUsm(*context, device, kind, size, clAlignment, error);
    if (error != CL_SUCCESS || !allocation)
      return failOpenCL(error == CL_SUCCESS ? CL_OUT_OF_RESOURCES : error,
                        "the Intel USM allocation", "usm_alloc");
  } else {
    cl_svm_mem_flags flags = CL_MEM_READ_WRITE;
    if (context->fineGrainSvm)
      flags |= CL_MEM_SVM_FINE_GRAIN_BUFFER;
    allocation = clSVMAlloc(context->handle, flags, size, clAlignment);
    if (!allocation)
      return fail(PRISM_ERROR_OUT_OF_MEMORY,
                  fmt::format("usm_alloc: clSVMAlloc of {} bytes of {} memory "
                              "on device '{}' failed",
                              size, usmKindName(kind), device->name));
  }

  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    context->allocations.emplace(allocation, kind);
    context->allocationGeneration.fetch_add(1, std::memory_order_release);
  }
  *ptr = allocation;
  return PRISM_SUCCESS;
}

prism_result usmFree(prism_context context, void *ptr) {
  if (!ptr)
    return PRISM_SUCCESS;
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    if (!context->allocations.erase(ptr))
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("usm_free: {} is not a live USM allocation of "
                              "this context",
                              ptr));
    context->allocationGeneration.fetch_add(1, std::memory_order_release);
  }
  cl_int error = freeAllocation(*context, ptr);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clMemBlockingFreeINTEL", "usm_free");
  return PRISM_SUCCESS;
}

prism_result enqueueMemcpy(prism_queue queue, void *dst, const void *src,
                           size_t size, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  WaitList waits;
  waits.assign(waitCount, waitList);
  cl_event event = nullptr;
  cl_event *eventSlot = outEvent ? &event : nullptr;
  cl_int error;
  const char *call;
  if (queue->context->useIntelUsm) {
    call = "clEnqueueMemcpyINTEL";
    error = queue->context->platform->intelUsm.enqueueMemcpy(
        queue->handle, CL_FALSE, dst, src, size, waits.size(), waits.data(),
        eventSlot);
  } else {
    call = "clEnqueueSVMMemcpy";
    error = clEnqueueSVMMemcpy(queue->handle, CL_FALSE, dst, src, size,
                               waits.size(), waits.data(), eventSlot);
  }
  if (error != CL_SUCCESS)
    return failOpenCL(error, call, "enqueue_memcpy");
  return wrapEvent(event, outEvent);
}

prism_result enqueueFill(prism_queue queue, void *dst, const void *pattern,
                         size_t patternSize, size_t size, uint32_t waitCount,
                         const prism_event *waitList, prism_event *outEvent) {
  WaitList waits;
  waits.assign(waitCount, waitList);
  cl_event event = nullptr;
  cl_event *eventSlot = outEvent ? &event : nullptr;
  cl_int error;
  const char *call;
  if (queue->context->useIntelUsm) {
    call = "clEnqueueMemFillINTEL";
    error = queue->context->platform->intelUsm.enqueueMemFill(
        queue->handle, dst, pattern, patternSize, size, waits.size(),
        waits.data(), eventSlot);
  } else {
    call = "clEnqueueSVMMemFill";
    error = clEnqueueSVMMemFill(queue->handle, dst, pattern, patternSize, size,
                                waits.size(), waits.data(), eventSlot);
  }
  if (error != CL_SUCCESS)
    return failOpenCL(error, call, "enqueue_fill");
  return wrapEvent(event, outEvent);
}

prism_result usmHostRegister(prism_context context, void *ptr, size_t size) {
  // Nothing to pin or map: a device that reaches host memory reads it
  // where it is, and OpenCL gives no way to map it for one that does not.
  for (const prism_device_t *device : context->devices)
    if (!reachesHostMemory(*device))
      return fail(PRISM_ERROR_UNSUPPORTED,
                  "usm_host_register: device '" + device->name +
                      "' cannot reach ordinary host memory (it has no "
                      "fine-grained system SVM)");
  return PRISM_SUCCESS;
}

prism_result usmHostUnregister(prism_context context, void *ptr) {
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
