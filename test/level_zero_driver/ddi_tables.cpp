//===- ddi_tables.cpp - The driver's exported DDI tables ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The loader asks a driver for its function tables through the exported
// zeGet*ProcAddrTable functions, and loader 1.8 gives up on a driver that
// lacks one of its core API tables (it looks up every query of ze_ddi.h).
// The driver exports them all, filling the entries it implements and
// leaving the rest null, which the loader and the validation layer answer
// with ZE_RESULT_ERROR_UNSUPPORTED_FEATURE. Each entry first asks the
// fault-injection hook (fault_injection.cpp) whether this call fails.
//
//===----------------------------------------------------------------------===//
#include "ddi_table.h"
#include "driver.h"

#include <level_zero/ze_ddi.h>

using namespace prism::zedriver;

namespace {

// A table entry for `function` (the API's name) implemented by `impl`.
#define PRISM_ZE_ENTRY(slot, function, impl)                                   \
  table->slot = [](auto... args) -> ze_result_t {                              \
    if (ze_result_t injected = injectedFault(function))                        \
      return injected;                                                         \
    return impl(args...);                                                      \
  }

} // namespace

extern "C" {

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetGlobalProcAddrTable(
    ze_api_version_t version, ze_global_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnInit, "zeInit", init);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetDriverProcAddrTable(
    ze_api_version_t version, ze_driver_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnGet, "zeDriverGet", driverGet);
  PRISM_ZE_ENTRY(pfnGetApiVersion, "zeDriverGetApiVersion",
                 driverGetApiVersion);
  PRISM_ZE_ENTRY(pfnGetProperties, "zeDriverGetProperties",
                 driverGetProperties);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetDeviceProcAddrTable(
    ze_api_version_t version, ze_device_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnGet, "zeDeviceGet", deviceGet);
  PRISM_ZE_ENTRY(pfnGetProperties, "zeDeviceGetProperties",
                 deviceGetProperties);
  PRISM_ZE_ENTRY(pfnGetComputeProperties, "zeDeviceGetComputeProperties",
                 deviceGetComputeProperties);
  PRISM_ZE_ENTRY(pfnGetModuleProperties, "zeDeviceGetModuleProperties",
                 deviceGetModuleProperties);
  PRISM_ZE_ENTRY(pfnGetCommandQueueGroupProperties,
                 "zeDeviceGetCommandQueueGroupProperties",
                 deviceGetCommandQueueGroupProperties);
  PRISM_ZE_ENTRY(pfnGetMemoryProperties, "zeDeviceGetMemoryProperties",
                 deviceGetMemoryProperties);
  PRISM_ZE_ENTRY(pfnGetCacheProperties, "zeDeviceGetCacheProperties",
                 deviceGetCacheProperties);
  PRISM_ZE_ENTRY(pfnGetMemoryAccessProperties,
                 "zeDeviceGetMemoryAccessProperties",
                 deviceGetMemoryAccessProperties);
  PRISM_ZE_ENTRY(pfnGetGlobalTimestamps, "zeDeviceGetGlobalTimestamps",
                 deviceGetGlobalTimestamps);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetContextProcAddrTable(
    ze_api_version_t version, ze_context_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreate, "zeContextCreate", contextCreate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeContextDestroy", contextDestroy);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetCommandListProcAddrTable(
    ze_api_version_t version, ze_command_list_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreateImmediate, "zeCommandListCreateImmediate",
                 commandListCreateImmediate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeCommandListDestroy", commandListDestroy);
  PRISM_ZE_ENTRY(pfnAppendLaunchKernel, "zeCommandListAppendLaunchKernel",
                 appendLaunchKernel);
  PRISM_ZE_ENTRY(pfnAppendMemoryCopy, "zeCommandListAppendMemoryCopy",
                 appendMemoryCopy);
  PRISM_ZE_ENTRY(pfnAppendMemoryFill, "zeCommandListAppendMemoryFill",
                 appendMemoryFill);
  PRISM_ZE_ENTRY(pfnAppendBarrier, "zeCommandListAppendBarrier", appendBarrier);
  PRISM_ZE_ENTRY(pfnAppendWaitOnEvents, "zeCommandListAppendWaitOnEvents",
                 appendWaitOnEvents);
  PRISM_ZE_ENTRY(pfnAppendSignalEvent, "zeCommandListAppendSignalEvent",
                 appendSignalEvent);
  PRISM_ZE_ENTRY(pfnAppendMemoryPrefetch, "zeCommandListAppendMemoryPrefetch",
                 appendMemoryPrefetch);
  PRISM_ZE_ENTRY(pfnAppendMemAdvise, "zeCommandListAppendMemAdvise",
                 appendMemAdvise);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetEventPoolProcAddrTable(
    ze_api_version_t version, ze_event_pool_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreate, "zeEventPoolCreate", eventPoolCreate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeEventPoolDestroy", eventPoolDestroy);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL
zeGetEventProcAddrTable(ze_api_version_t version, ze_event_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreate, "zeEventCreate", eventCreate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeEventDestroy", eventDestroy);
  PRISM_ZE_ENTRY(pfnHostSignal, "zeEventHostSignal", eventHostSignal);
  PRISM_ZE_ENTRY(pfnHostSynchronize, "zeEventHostSynchronize",
                 eventHostSynchronize);
  PRISM_ZE_ENTRY(pfnQueryStatus, "zeEventQueryStatus", eventQueryStatus);
  PRISM_ZE_ENTRY(pfnHostReset, "zeEventHostReset", eventHostReset);
  PRISM_ZE_ENTRY(pfnQueryKernelTimestamp, "zeEventQueryKernelTimestamp",
                 eventQueryKernelTimestamp);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetModuleProcAddrTable(
    ze_api_version_t version, ze_module_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreate, "zeModuleCreate", moduleCreate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeModuleDestroy", moduleDestroy);
  PRISM_ZE_ENTRY(pfnGetGlobalPointer, "zeModuleGetGlobalPointer",
                 moduleGetGlobalPointer);
  PRISM_ZE_ENTRY(pfnGetKernelNames, "zeModuleGetKernelNames",
                 moduleGetKernelNames);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetModuleBuildLogProcAddrTable(
    ze_api_version_t version, ze_module_build_log_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnDestroy, "zeModuleBuildLogDestroy", moduleBuildLogDestroy);
  PRISM_ZE_ENTRY(pfnGetString, "zeModuleBuildLogGetString",
                 moduleBuildLogGetString);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL zeGetKernelProcAddrTable(
    ze_api_version_t version, ze_kernel_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnCreate, "zeKernelCreate", kernelCreate);
  PRISM_ZE_ENTRY(pfnDestroy, "zeKernelDestroy", kernelDestroy);
  PRISM_ZE_ENTRY(pfnSetGroupSize, "zeKernelSetGroupSize", kernelSetGroupSize);
  PRISM_ZE_ENTRY(pfnSuggestGroupSize, "zeKernelSuggestGroupSize",
                 kernelSuggestGroupSize);
  PRISM_ZE_ENTRY(pfnSetArgumentValue, "zeKernelSetArgumentValue",
                 kernelSetArgumentValue);
  PRISM_ZE_ENTRY(pfnSetIndirectAccess, "zeKernelSetIndirectAccess",
                 kernelSetIndirectAccess);
  PRISM_ZE_ENTRY(pfnGetProperties, "zeKernelGetProperties",
                 kernelGetProperties);
  return ZE_RESULT_SUCCESS;
}

ZE_DLLEXPORT ze_result_t ZE_APICALL
zeGetMemProcAddrTable(ze_api_version_t version, ze_mem_dditable_t *table) {
  if (ze_result_t result = prepareTable(version, table))
    return result;
  PRISM_ZE_ENTRY(pfnAllocDevice, "zeMemAllocDevice", memAllocDevice);
  PRISM_ZE_ENTRY(pfnAllocHost, "zeMemAllocHost", memAllocHost);
  PRISM_ZE_ENTRY(pfnAllocShared, "zeMemAllocShared", memAllocShared);
  PRISM_ZE_ENTRY(pfnFree, "zeMemFree", memFree);
  PRISM_ZE_ENTRY(pfnGetAllocProperties, "zeMemGetAllocProperties",
                 memGetAllocProperties);
  return ZE_RESULT_SUCCESS;
}

// The tables of what the driver does not implement.
PRISM_ZE_EMPTY_TABLE(zeGetCommandQueueProcAddrTable,
                     ze_command_queue_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetFenceProcAddrTable, ze_fence_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetImageProcAddrTable, ze_image_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetSamplerProcAddrTable, ze_sampler_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetPhysicalMemProcAddrTable, ze_physical_mem_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetVirtualMemProcAddrTable, ze_virtual_mem_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetDeviceExpProcAddrTable, ze_device_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetImageExpProcAddrTable, ze_image_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetEventExpProcAddrTable, ze_event_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetKernelExpProcAddrTable, ze_kernel_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetFabricVertexExpProcAddrTable,
                     ze_fabric_vertex_exp_dditable_t)
PRISM_ZE_EMPTY_TABLE(zeGetFabricEdgeExpProcAddrTable,
                     ze_fabric_edge_exp_dditable_t)

} // extern "C"
