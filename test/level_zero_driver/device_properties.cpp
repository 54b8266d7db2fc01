//===- device_properties.cpp - The device's properties from OpenCL's ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each Level Zero property comes from the OpenCL device's nearest one. The
// compute units become execution units of one sub-slice of one slice; the
// device timer counts nanoseconds, as OpenCL's profiling does. The caller's
// stype and pNext are left as the caller set them.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <algorithm>
#include <cstring>

namespace prism::zedriver {

namespace {

ze_device_fp_flags_t fpFlags(cl_device_fp_config config) {
  ze_device_fp_flags_t flags = 0;
  if (config & CL_FP_DENORM)
    flags |= ZE_DEVICE_FP_FLAG_DENORM;
  if (config & CL_FP_INF_NAN)
    flags |= ZE_DEVICE_FP_FLAG_INF_NAN;
  if (config & CL_FP_ROUND_TO_NEAREST)
    flags |= ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST;
  if (config & CL_FP_ROUND_TO_ZERO)
    flags |= ZE_DEVICE_FP_FLAG_ROUND_TO_ZERO;
  if (config & CL_FP_ROUND_TO_INF)
    flags |= ZE_DEVICE_FP_FLAG_ROUND_TO_INF;
  if (config & CL_FP_FMA)
    flags |= ZE_DEVICE_FP_FLAG_FMA;
  if (config & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT)
    flags |= ZE_DEVICE_FP_FLAG_ROUNDED_DIVIDE_SQRT;
  if (config & CL_FP_SOFT_FLOAT)
    flags |= ZE_DEVICE_FP_FLAG_SOFT_FLOAT;
  return flags;
}

bool hasExtension(cl_device_id device, const char *name) {
  return deviceString(device, CL_DEVICE_EXTENSIONS).find(name) !=
         std::string::npos;
}

void copyName(const std::string &name, char *out, size_t capacity) {
  size_t length = std::min(name.size(), capacity - 1);
  std::memcpy(out, name.data(), length);
  out[length] = '\0';
}

} // namespace

std::string deviceString(cl_device_id device, cl_device_info info) {
  size_t size = 0;
  if (clGetDeviceInfo(device, info, 0, nullptr, &size) != CL_SUCCESS || !size)
    return {};
  std::string text(size, '\0');
  if (clGetDeviceInfo(device, info, size, text.data(), nullptr) != CL_SUCCESS)
    return {};
  if (size_t end = text.find('\0'); end != std::string::npos)
    text.resize(end);
  return text;
}

std::vector<uint32_t> subGroupSizes(const _ze_device_handle_t &device) {
  if (device.singleItemSubGroups)
    return {1};
  size_t bytes = 0;
  if (clGetDeviceInfo(device.id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr,
                      &bytes) != CL_SUCCESS ||
      !bytes)
    return {1};
  std::vector<size_t> sizes(bytes / sizeof(size_t));
  if (clGetDeviceInfo(device.id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, bytes,
                      sizes.data(), nullptr) != CL_SUCCESS)
    return {1};
  return {sizes.begin(), sizes.end()};
}

ze_result_t deviceGetProperties(ze_device_handle_t device,
                                ze_device_properties_t *properties) {
  cl_device_id id = device->id;
  properties->type = ZE_DEVICE_TYPE_GPU;
  properties->vendorId = deviceScalar<cl_uint>(id, CL_DEVICE_VENDOR_ID);
  properties->deviceId = 0;
  // It shares the host's memory.
  properties->flags = ZE_DEVICE_PROPERTY_FLAG_INTEGRATED;
  properties->subdeviceId = 0;
  properties->coreClockRate =
      deviceScalar<cl_uint>(id, CL_DEVICE_MAX_CLOCK_FREQUENCY);
  properties->maxMemAllocSize =
      deviceScalar<cl_ulong>(id, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  properties->maxHardwareContexts = 1;
  properties->maxCommandQueuePriority = 0;
  properties->numThreadsPerEU = 1;
  properties->physicalEUSimdWidth = 1;
  properties->numEUsPerSubslice =
      deviceScalar<cl_uint>(id, CL_DEVICE_MAX_COMPUTE_UNITS);
  properties->numSubslicesPerSlice = 1;
  properties->numSlices = 1;
  // One tick is one nanosecond: the header gives the resolution in
  // nanoseconds per tick for ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES and in
  // ticks per second for ..._PROPERTIES_1_2.
  properties->timerResolution =
      properties->stype == ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2 ? 1000000000
                                                                   : 1;
  properties->timestampValidBits = 64;
  properties->kernelTimestampValidBits = 64;
  deviceUuid(*device, properties->uuid.id);
  copyName("Prism Level Zero test device (PoCL " + device->name + ")",
           properties->name, ZE_MAX_DEVICE_NAME);
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGetComputeProperties(ze_device_handle_t device,
                                       ze_device_compute_properties_t *out) {
  cl_device_id id = device->id;
  out->maxTotalGroupSize = static_cast<uint32_t>(
      deviceScalar<size_t>(id, CL_DEVICE_MAX_WORK_GROUP_SIZE));
  size_t itemSizes[3] = {};
  clGetDeviceInfo(id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof itemSizes,
                  itemSizes, nullptr);
  out->maxGroupSizeX = static_cast<uint32_t>(itemSizes[0]);
  out->maxGroupSizeY = static_cast<uint32_t>(itemSizes[1]);
  out->maxGroupSizeZ = static_cast<uint32_t>(itemSizes[2]);
  out->maxGroupCountX = out->maxGroupCountY = out->maxGroupCountZ = UINT32_MAX;
  out->maxSharedLocalMemory = static_cast<uint32_t>(
      deviceScalar<cl_ulong>(id, CL_DEVICE_LOCAL_MEM_SIZE));
  std::vector<uint32_t> sizes = subGroupSizes(*device);
  out->numSubGroupSizes = static_cast<uint32_t>(
      std::min<size_t>(sizes.size(), ZE_SUBGROUPSIZE_COUNT));
  std::fill(std::begin(out->subGroupSizes), std::end(out->subGroupSizes), 0);
  std::copy_n(sizes.begin(), out->numSubGroupSizes, out->subGroupSizes);
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGetModuleProperties(ze_device_handle_t device,
                                      ze_device_module_properties_t *out) {
  cl_device_id id = device->id;
  // What the SPIR-V translator reads.
  out->spirvVersionSupported = ZE_MAKE_VERSION(1, 4);
  out->flags = 0;
  if (hasExtension(id, "cl_khr_fp16"))
    out->flags |= ZE_DEVICE_MODULE_FLAG_FP16;
  if (hasExtension(id, "cl_khr_fp64"))
    out->flags |= ZE_DEVICE_MODULE_FLAG_FP64;
  if (hasExtension(id, "cl_khr_int64_base_atomics"))
    out->flags |= ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS;
  out->fp16flags =
      fpFlags(deviceScalar<cl_device_fp_config>(id, CL_DEVICE_HALF_FP_CONFIG));
  out->fp32flags = fpFlags(
      deviceScalar<cl_device_fp_config>(id, CL_DEVICE_SINGLE_FP_CONFIG));
  out->fp64flags = fpFlags(
      deviceScalar<cl_device_fp_config>(id, CL_DEVICE_DOUBLE_FP_CONFIG));
  out->maxArgumentsSize = static_cast<uint32_t>(
      deviceScalar<size_t>(id, CL_DEVICE_MAX_PARAMETER_SIZE));
  out->printfBufferSize = static_cast<uint32_t>(
      deviceScalar<size_t>(id, CL_DEVICE_PRINTF_BUFFER_SIZE));
  std::memset(out->nativeKernelSupported.id, 0, ZE_MAX_NATIVE_KERNEL_UUID_SIZE);
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGetMemoryProperties(ze_device_handle_t device,
                                      uint32_t *count,
                                      ze_device_memory_properties_t *out) {
  if (*count == 0 || !out) {
    *count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *count = 1;
  out->flags = 0;
  out->maxClockRate = 0;
  out->maxBusWidth = 0;
  out->totalSize =
      deviceScalar<cl_ulong>(device->id, CL_DEVICE_GLOBAL_MEM_SIZE);
  copyName("host memory", out->name, ZE_MAX_DEVICE_NAME);
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGetCacheProperties(ze_device_handle_t device, uint32_t *count,
                                     ze_device_cache_properties_t *out) {
  if (*count == 0 || !out) {
    *count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *count = 1;
  out->flags = 0;
  out->cacheSize = static_cast<size_t>(
      deviceScalar<cl_ulong>(device->id, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE));
  return ZE_RESULT_SUCCESS;
}

ze_result_t
deviceGetMemoryAccessProperties(ze_device_handle_t device,
                                ze_device_memory_access_properties_t *out) {
  // Every USM kind is a fine-grained SVM allocation: the host and the
  // device use it at once, atomically where the device has SVM atomics.
  ze_memory_access_cap_flags_t usm = 0;
  if (device->fineGrainSvm) {
    usm = ZE_MEMORY_ACCESS_CAP_FLAG_RW | ZE_MEMORY_ACCESS_CAP_FLAG_ATOMIC |
          ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT;
    if (deviceScalar<cl_device_svm_capabilities>(device->id,
                                                 CL_DEVICE_SVM_CAPABILITIES) &
        CL_DEVICE_SVM_ATOMICS)
      usm |= ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT_ATOMIC;
  }
  out->hostAllocCapabilities = usm;
  out->deviceAllocCapabilities = usm;
  out->sharedSingleDeviceAllocCapabilities = usm;
  out->sharedCrossDeviceAllocCapabilities = 0; // one device
  // The device is a CPU device of this process (findCpuDevice), whose
  // kernels reach any host address, though PoCL does not claim OpenCL's
  // fine-grained system SVM: ordinary host memory works like the USM kinds.
  out->sharedSystemAllocCapabilities = usm;
  return ZE_RESULT_SUCCESS;
}

ze_result_t
deviceGetCommandQueueGroupProperties(ze_device_handle_t, uint32_t *count,
                                     ze_command_queue_group_properties_t *out) {
  if (*count == 0 || !out) {
    *count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *count = 1;
  out->flags = ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE |
               ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY;
  out->maxMemoryFillPatternSize = 128; // as clEnqueueSVMMemFill takes
  out->numQueues = 1;
  return ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver
