//===- device.cpp - CUDA device discovery and device queries --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each CUDA device becomes a prism_device. CUDA devices take PTX only (the
// driver JIT-compiles it for their architecture), have 32-wide warps as
// their one sub-group size, and reach all three kinds of USM through
// unified addressing.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <memory>

namespace prism::cuda {

namespace {

constexpr const char *DeviceVendor = "NVIDIA Corporation";

// cudaMalloc and cuMemAlloc guarantee at least this alignment.
constexpr uint32_t BaseAddressAlignment = 256;

// An attribute of the device, or 0 when the driver does not know it (e.g. an
// attribute a later driver retired).
int attribute(CUdevice device, CUdevice_attribute what) {
  int value = 0;
  if (cu.deviceGetAttribute(&value, what, device) != CUDA_SUCCESS)
    return 0;
  return value;
}

uint64_t unsignedAttribute(CUdevice device, CUdevice_attribute what) {
  int value = attribute(device, what);
  return value > 0 ? static_cast<uint64_t>(value) : 0;
}

std::string driverVersion() {
  int version = 0;
  if (cu.driverGetVersion(&version) != CUDA_SUCCESS)
    return {};
  return fmt::format("{}.{}", version / 1000, (version % 1000) / 10);
}

} // namespace

prism_result discoverDevices(prism_platform_t &platform, int count) {
  for (int ordinal = 0; ordinal < count; ++ordinal) {
    CUdevice id = 0;
    if (CUresult error = cu.deviceGet(&id, ordinal))
      return failCuda(error, "cuDeviceGet",
                      fmt::format("CUDA device {}", ordinal));
    char name[256] = {};
    if (CUresult error = cu.deviceGetName(name, sizeof name - 1, id))
      return failCuda(error, "cuDeviceGetName",
                      fmt::format("CUDA device {}", ordinal));
    auto *device =
        platform.deviceStorage.emplace_back(std::make_unique<prism_device_t>())
            .get();
    device->id = id;
    device->platform = &platform;
    device->name = name;
    device->computeCapability = static_cast<uint32_t>(
        attribute(id, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
        attribute(id, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR));
    device->usmKinds = PRISM_USM_DEVICE | PRISM_USM_HOST;
    if (attribute(id, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY))
      device->usmKinds |= PRISM_USM_SHARED;
    if (!attribute(id, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING))
      logger().warn("CUDA device '{}' has no unified addressing; copies "
                    "between host and device memory will fail",
                    device->name);
    logger().debug("device '{}': compute capability {}, USM kinds {:#x}",
                   device->name, device->computeCapability, device->usmKinds);
    platform.devices.push_back(device);
  }
  return PRISM_SUCCESS;
}

prism_result deviceGet(prism_platform platform, uint32_t capacity,
                       prism_device *devices, uint32_t *count) {
  if (!isValid(platform))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                "device_get: null or foreign platform handle");
  return plugin::listHandles(platform->devices, capacity, devices, count,
                             "device_get");
}

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  if (!isValid(device))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                "device_get_info: null or foreign device handle");
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  CUdevice id = device->id;

  switch (what) {
  case PRISM_DEVICE_INFO_TYPE:
    return reply.u32(PRISM_DEVICE_TYPE_GPU);
  case PRISM_DEVICE_INFO_NAME:
    return reply.string(device->name);
  case PRISM_DEVICE_INFO_VENDOR:
    return reply.string(DeviceVendor);
  case PRISM_DEVICE_INFO_DRIVER_VERSION:
    return reply.string(driverVersion());
  case PRISM_DEVICE_INFO_VERSION:
    return reply.string(fmt::format("CUDA sm_{}", device->computeCapability));
  case PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS:
    return reply.u32(static_cast<uint32_t>(
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)));
  case PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE:
    return reply.u64(
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
  case PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES: {
    uint64_t answer[3] = {
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X),
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y),
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)};
    return reply.bytes(answer, sizeof answer);
  }
  case PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE: {
    size_t bytes = 0;
    if (CUresult error = cu.deviceTotalMem(&bytes, id))
      return failCuda(error, "cuDeviceTotalMem_v2",
                      "device_get_info of device '" + device->name + "'");
    return reply.u64(bytes);
  }
  case PRISM_DEVICE_INFO_LOCAL_MEM_SIZE:
    return reply.u64(
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK));
  case PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY: // the driver answers in kHz
    return reply.u32(static_cast<uint32_t>(
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_CLOCK_RATE) / 1000));
  case PRISM_DEVICE_INFO_IMAGE_FORMATS:
    return reply.u32(PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX));
  case PRISM_DEVICE_INFO_SUB_GROUP_SIZES: {
    uint32_t warp = static_cast<uint32_t>(
        unsignedAttribute(id, CU_DEVICE_ATTRIBUTE_WARP_SIZE));
    return reply.bytes(&warp, warp ? sizeof warp : 0);
  }
  case PRISM_DEVICE_INFO_COMPUTE_CAPABILITY:
    return reply.u32(device->computeCapability);
  case PRISM_DEVICE_INFO_USM_SUPPORT:
    return reply.u32(device->usmKinds);
  case PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN:
    return reply.u32(BaseAddressAlignment);
  }
  return fail(PRISM_ERROR_INVALID_VALUE,
              fmt::format("device_get_info: unknown query {} for device '{}'",
                          static_cast<int>(what), device->name));
}

} // namespace prism::cuda
