//===- memory.cpp - Contexts and USM allocations --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A context is an OpenCL context of the one device. Every USM kind is an
// SVM allocation, fine-grained where the device has it (PoCL), as the
// OpenCL plugin allocates USM on a platform without Intel USM; the context
// remembers the kind each was asked as, which zeMemGetAllocProperties
// answers.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <unistd.h>

namespace prism::zedriver {

namespace {

ze_result_t allocate(ze_context_handle_t context, ze_memory_type_t type,
                     size_t size, size_t alignment, void **ptr) {
  if (size == 0 || size > deviceScalar<cl_ulong>(context->device->id,
                                                 CL_DEVICE_MAX_MEM_ALLOC_SIZE))
    return ZE_RESULT_ERROR_UNSUPPORTED_SIZE;
  if (alignment & (alignment - 1))
    return ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT;
  cl_svm_mem_flags flags = CL_MEM_READ_WRITE;
  if (context->device->fineGrainSvm)
    flags |= CL_MEM_SVM_FINE_GRAIN_BUFFER;
  void *allocation =
      clSVMAlloc(context->handle, flags, size, static_cast<cl_uint>(alignment));
  if (!allocation)
    return type == ZE_MEMORY_TYPE_HOST ? ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY
                                       : ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY;
  std::lock_guard<std::mutex> lock(context->allocationMutex);
  context->allocations[reinterpret_cast<uintptr_t>(allocation)] = {
      size, type, context->nextAllocationId++};
  *ptr = allocation;
  return ZE_RESULT_SUCCESS;
}

bool ownDevice(ze_context_handle_t context, ze_device_handle_t device) {
  return device == context->device;
}

} // namespace

ze_result_t contextCreate(ze_driver_handle_t driver, const ze_context_desc_t *,
                          ze_context_handle_t *context) {
  cl_context_properties properties[] = {
      CL_CONTEXT_PLATFORM,
      reinterpret_cast<cl_context_properties>(driver->device.platform), 0};
  cl_int error = CL_SUCCESS;
  cl_context handle = clCreateContext(properties, 1, &driver->device.id,
                                      nullptr, nullptr, &error);
  if (error != CL_SUCCESS)
    return resultFromOpenCL(error, ZE_RESULT_ERROR_UNKNOWN);
  auto *created = new _ze_context_handle_t;
  created->handle = handle;
  created->device = &driver->device;
  *context = created;
  return ZE_RESULT_SUCCESS;
}

ze_result_t contextDestroy(ze_context_handle_t context) {
  for (const auto &[address, allocation] : context->allocations)
    clSVMFree(context->handle, reinterpret_cast<void *>(address));
  clReleaseContext(context->handle);
  delete context;
  return ZE_RESULT_SUCCESS;
}

ze_result_t memAllocDevice(ze_context_handle_t context,
                           const ze_device_mem_alloc_desc_t *, size_t size,
                           size_t alignment, ze_device_handle_t device,
                           void **ptr) {
  if (!ownDevice(context, device))
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  return allocate(context, ZE_MEMORY_TYPE_DEVICE, size, alignment, ptr);
}

ze_result_t memAllocHost(ze_context_handle_t context,
                         const ze_host_mem_alloc_desc_t *, size_t size,
                         size_t alignment, void **ptr) {
  return allocate(context, ZE_MEMORY_TYPE_HOST, size, alignment, ptr);
}

ze_result_t memAllocShared(ze_context_handle_t context,
                           const ze_device_mem_alloc_desc_t *,
                           const ze_host_mem_alloc_desc_t *, size_t size,
                           size_t alignment, ze_device_handle_t device,
                           void **ptr) {
  if (device && !ownDevice(context, device))
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  return allocate(context, ZE_MEMORY_TYPE_SHARED, size, alignment, ptr);
}

ze_result_t memFree(ze_context_handle_t context, void *ptr) {
  {
    std::lock_guard<std::mutex> lock(context->allocationMutex);
    if (!context->allocations.erase(reinterpret_cast<uintptr_t>(ptr)))
      return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  }
  clSVMFree(context->handle, ptr);
  return ZE_RESULT_SUCCESS;
}

ze_result_t memGetAllocProperties(ze_context_handle_t context, const void *ptr,
                                  ze_memory_allocation_properties_t *properties,
                                  ze_device_handle_t *device) {
  const auto address = reinterpret_cast<uintptr_t>(ptr);
  properties->type = ZE_MEMORY_TYPE_UNKNOWN;
  properties->id = 0;
  properties->pageSize = 0;
  if (device)
    *device = nullptr;
  std::lock_guard<std::mutex> lock(context->allocationMutex);
  auto after = context->allocations.upper_bound(address);
  if (after == context->allocations.begin())
    return ZE_RESULT_SUCCESS;
  const auto &[base, allocation] = *std::prev(after);
  if (address >= base + allocation.size)
    return ZE_RESULT_SUCCESS;
  properties->type = allocation.type;
  properties->id = allocation.id;
  properties->pageSize = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  if (device && allocation.type != ZE_MEMORY_TYPE_HOST)
    *device = context->device;
  return ZE_RESULT_SUCCESS;
}

std::vector<void *> liveAllocations(ze_context_handle_t context) {
  std::lock_guard<std::mutex> lock(context->allocationMutex);
  std::vector<void *> bases;
  bases.reserve(context->allocations.size());
  for (const auto &entry : context->allocations)
    bases.push_back(reinterpret_cast<void *>(entry.first));
  return bases;
}

} // namespace prism::zedriver
