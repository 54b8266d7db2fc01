//===- driver.h - The objects of the Level Zero test driver ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The Level Zero test driver is TEST INFRASTRUCTURE, never installed: a
// shared library that the Level Zero loader (libze_loader.so.1) loads as a
// driver through ZE_ENABLE_ALT_DRIVERS, so that Prism's Level Zero plugin
// runs through the real loader and its validation layer on a machine
// without an Intel GPU. It implements the subset of the Level Zero API the
// plugin uses on top of OpenCL, on the first CPU device of the OpenCL
// platforms (PoCL), and shows it as one GPU device of one driver.
//
// The loader's handle types are pointers to structs the API only declares;
// the driver defines them here, so its handles are its own objects.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_LEVEL_ZERO_DRIVER_DRIVER_H
#define PRISM_TEST_LEVEL_ZERO_DRIVER_DRIVER_H

#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <level_zero/ze_api.h>

#include "kernel_pointer_params.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

struct _ze_device_handle_t {
  cl_platform_id platform = nullptr;
  cl_device_id id = nullptr;
  std::string name; // the OpenCL device's
  bool acceptsSpirvIL = false;
  // No sub-groups of its own: modules get sub-groups of one work-item.
  bool singleItemSubGroups = false;
  bool fineGrainSvm = false;
};

struct _ze_driver_handle_t {
  _ze_device_handle_t device;
};

struct Allocation {
  size_t size = 0;
  ze_memory_type_t type = ZE_MEMORY_TYPE_UNKNOWN;
  uint64_t id = 0;
};

struct _ze_context_handle_t {
  cl_context handle = nullptr;
  ze_device_handle_t device = nullptr;
  // Live allocations by base address: zeMemGetAllocProperties answers the
  // kind the caller asked for, though all are the same SVM allocation.
  std::mutex allocationMutex;
  std::map<uintptr_t, Allocation> allocations;
  uint64_t nextAllocationId = 1;
};

struct _ze_command_list_handle_t {
  cl_command_queue queue = nullptr; // in order, with profiling
  ze_context_handle_t context = nullptr;
};

struct _ze_event_pool_handle_t {
  ze_context_handle_t context = nullptr;
  uint32_t count = 0;
  ze_event_pool_flags_t flags = 0;
};

// An event is signalled when `signal` completes: the cl_event of the
// command that signals it, or a user event for a host signal (or for a wait
// on an event no command has signalled yet, which a later host signal or
// command completes). `command` keeps the signalling command's cl_event for
// its profiling timestamps.
struct _ze_event_handle_t {
  ze_event_pool_handle_t pool = nullptr;
  std::mutex mutex;
  cl_event signal = nullptr;
  bool signalIsUserEvent = false;
  cl_event command = nullptr;
};

struct _ze_module_handle_t {
  cl_program program = nullptr;
  ze_context_handle_t context = nullptr;
  bool shortKernelNames = false; // built from SPIR: see spirKernelName
  prism::opencl::KernelPointerParams pointerParams;
  std::vector<std::string> kernelNames; // the SPIR-V entry points, sorted
};

struct _ze_module_build_log_handle_t {
  std::string text;
};

struct _ze_kernel_handle_t {
  cl_kernel handle = nullptr;
  ze_module_handle_t module = nullptr;
  std::string name;
  std::vector<bool> pointerParams; // set with clSetKernelArgSVMPointer
  uint32_t groupSize[3] = {1, 1, 1};
};

namespace prism::zedriver {

// --- fault_injection.cpp -----------------------------------------------------

// The result PRISM_ZE_TEST_FAIL makes this call of `function` return;
// ZE_RESULT_SUCCESS when it injects nothing.
ze_result_t injectedFault(const char *function);

// --- opencl_results.cpp ------------------------------------------------------

// The Level Zero result for an OpenCL error; `fallback` where none fits.
ze_result_t resultFromOpenCL(cl_int error, ze_result_t fallback);

// --- driver.cpp: zeInit, drivers and devices ---------------------------------

ze_result_t init(ze_init_flags_t flags);
ze_result_t driverGet(uint32_t *count, ze_driver_handle_t *drivers);
ze_result_t driverGetApiVersion(ze_driver_handle_t driver,
                                ze_api_version_t *version);
ze_result_t driverGetProperties(ze_driver_handle_t driver,
                                ze_driver_properties_t *properties);
ze_result_t deviceGet(ze_driver_handle_t driver, uint32_t *count,
                      ze_device_handle_t *devices);
ze_result_t deviceGetGlobalTimestamps(ze_device_handle_t device,
                                      uint64_t *hostTimestamp,
                                      uint64_t *deviceTimestamp);
// The device's 16-byte UUID, derived from its OpenCL name.
void deviceUuid(const _ze_device_handle_t &device, uint8_t *id);

// --- device_properties.cpp ---------------------------------------------------

ze_result_t deviceGetProperties(ze_device_handle_t device,
                                ze_device_properties_t *properties);
ze_result_t deviceGetComputeProperties(ze_device_handle_t device,
                                       ze_device_compute_properties_t *out);
ze_result_t deviceGetModuleProperties(ze_device_handle_t device,
                                      ze_device_module_properties_t *out);
ze_result_t deviceGetMemoryProperties(ze_device_handle_t device,
                                      uint32_t *count,
                                      ze_device_memory_properties_t *out);
ze_result_t deviceGetCacheProperties(ze_device_handle_t device, uint32_t *count,
                                     ze_device_cache_properties_t *out);
ze_result_t
deviceGetMemoryAccessProperties(ze_device_handle_t device,
                                ze_device_memory_access_properties_t *out);
ze_result_t
deviceGetCommandQueueGroupProperties(ze_device_handle_t device, uint32_t *count,
                                     ze_command_queue_group_properties_t *out);

// --- memory.cpp: contexts and USM --------------------------------------------

ze_result_t contextCreate(ze_driver_handle_t driver,
                          const ze_context_desc_t *desc,
                          ze_context_handle_t *context);
ze_result_t contextDestroy(ze_context_handle_t context);
ze_result_t memAllocDevice(ze_context_handle_t context,
                           const ze_device_mem_alloc_desc_t *desc, size_t size,
                           size_t alignment, ze_device_handle_t device,
                           void **ptr);
ze_result_t memAllocHost(ze_context_handle_t context,
                         const ze_host_mem_alloc_desc_t *desc, size_t size,
                         size_t alignment, void **ptr);
ze_result_t memAllocShared(ze_context_handle_t context,
                           const ze_device_mem_alloc_desc_t *deviceDesc,
                           const ze_host_mem_alloc_desc_t *hostDesc,
                           size_t size, size_t alignment,
                           ze_device_handle_t device, void **ptr);
ze_result_t memFree(ze_context_handle_t context, void *ptr);
ze_result_t memGetAllocProperties(ze_context_handle_t context, const void *ptr,
                                  ze_memory_allocation_properties_t *properties,
                                  ze_device_handle_t *device);
// The base addresses of the context's live allocations, which kernels may
// reach through pointers inside by-value arguments.
std::vector<void *> liveAllocations(ze_context_handle_t context);

// --- command_list.cpp: immediate command lists -------------------------------

ze_result_t commandListCreateImmediate(ze_context_handle_t context,
                                       ze_device_handle_t device,
                                       const ze_command_queue_desc_t *desc,
                                       ze_command_list_handle_t *list);
ze_result_t commandListDestroy(ze_command_list_handle_t list);
ze_result_t appendLaunchKernel(ze_command_list_handle_t list,
                               ze_kernel_handle_t kernel,
                               const ze_group_count_t *groups,
                               ze_event_handle_t signal, uint32_t waitCount,
                               ze_event_handle_t *waits);
ze_result_t appendMemoryCopy(ze_command_list_handle_t list, void *dst,
                             const void *src, size_t size,
                             ze_event_handle_t signal, uint32_t waitCount,
                             ze_event_handle_t *waits);
ze_result_t appendMemoryFill(ze_command_list_handle_t list, void *ptr,
                             const void *pattern, size_t patternSize,
                             size_t size, ze_event_handle_t signal,
                             uint32_t waitCount, ze_event_handle_t *waits);
ze_result_t appendBarrier(ze_command_list_handle_t list,
                          ze_event_handle_t signal, uint32_t waitCount,
                          ze_event_handle_t *waits);
ze_result_t appendWaitOnEvents(ze_command_list_handle_t list,
                               uint32_t waitCount, ze_event_handle_t *waits);
ze_result_t appendSignalEvent(ze_command_list_handle_t list,
                              ze_event_handle_t event);
ze_result_t appendMemoryPrefetch(ze_command_list_handle_t list, const void *ptr,
                                 size_t size);
ze_result_t appendMemAdvise(ze_command_list_handle_t list,
                            ze_device_handle_t device, const void *ptr,
                            size_t size, ze_memory_advice_t advice);

// --- event.cpp ---------------------------------------------------------------

ze_result_t eventPoolCreate(ze_context_handle_t context,
                            const ze_event_pool_desc_t *desc,
                            uint32_t deviceCount, ze_device_handle_t *devices,
                            ze_event_pool_handle_t *pool);
ze_result_t eventPoolDestroy(ze_event_pool_handle_t pool);
ze_result_t eventCreate(ze_event_pool_handle_t pool,
                        const ze_event_desc_t *desc, ze_event_handle_t *event);
ze_result_t eventDestroy(ze_event_handle_t event);
ze_result_t eventHostSignal(ze_event_handle_t event);
ze_result_t eventHostSynchronize(ze_event_handle_t event, uint64_t timeout);
ze_result_t eventQueryStatus(ze_event_handle_t event);
ze_result_t eventHostReset(ze_event_handle_t event);
ze_result_t eventQueryKernelTimestamp(ze_event_handle_t event,
                                      ze_kernel_timestamp_result_t *result);
// Appends, retained, the cl_events a command waits for; false with `result`
// set when one cannot be had.
bool waitEvents(uint32_t count, const ze_event_handle_t *events,
                std::vector<cl_event> &out, ze_result_t &result);
// Makes `command` (an enqueued command's event, which this takes over) the
// one that signals `event`; releases it when `event` is null.
void signalWith(ze_event_handle_t event, cl_event command);

// --- module.cpp --------------------------------------------------------------

ze_result_t moduleCreate(ze_context_handle_t context, ze_device_handle_t device,
                         const ze_module_desc_t *desc,
                         ze_module_handle_t *module,
                         ze_module_build_log_handle_t *buildLog);
ze_result_t moduleDestroy(ze_module_handle_t module);
ze_result_t moduleBuildLogDestroy(ze_module_build_log_handle_t log);
ze_result_t moduleBuildLogGetString(ze_module_build_log_handle_t log,
                                    size_t *size, char *text);
ze_result_t moduleGetGlobalPointer(ze_module_handle_t module, const char *name,
                                   size_t *size, void **ptr);
ze_result_t moduleGetKernelNames(ze_module_handle_t module, uint32_t *count,
                                 const char **names);

// --- kernel.cpp --------------------------------------------------------------

ze_result_t kernelCreate(ze_module_handle_t module,
                         const ze_kernel_desc_t *desc,
                         ze_kernel_handle_t *kernel);
ze_result_t kernelDestroy(ze_kernel_handle_t kernel);
ze_result_t kernelSetGroupSize(ze_kernel_handle_t kernel, uint32_t x,
                               uint32_t y, uint32_t z);
ze_result_t kernelSuggestGroupSize(ze_kernel_handle_t kernel, uint32_t globalX,
                                   uint32_t globalY, uint32_t globalZ,
                                   uint32_t *x, uint32_t *y, uint32_t *z);
ze_result_t kernelSetArgumentValue(ze_kernel_handle_t kernel, uint32_t index,
                                   size_t size, const void *value);
ze_result_t kernelSetIndirectAccess(ze_kernel_handle_t kernel,
                                    ze_kernel_indirect_access_flags_t flags);
ze_result_t kernelGetProperties(ze_kernel_handle_t kernel,
                                ze_kernel_properties_t *properties);

// --- device_properties.cpp: OpenCL device queries ----------------------------

// A scalar clGetDeviceInfo answer; zero when the device gives none.
template <typename T> T deviceScalar(cl_device_id device, cl_device_info info) {
  T value{};
  if (clGetDeviceInfo(device, info, sizeof value, &value, nullptr) !=
      CL_SUCCESS)
    return T{};
  return value;
}
std::string deviceString(cl_device_id device, cl_device_info info);
// The sub-group sizes the device's kernels run with.
std::vector<uint32_t> subGroupSizes(const _ze_device_handle_t &device);

} // namespace prism::zedriver

#endif // PRISM_TEST_LEVEL_ZERO_DRIVER_DRIVER_H
