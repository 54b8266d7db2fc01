//===- device.cpp - OpenCL device discovery and device queries -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each OpenCL device becomes a prism_device. Discovery records what decides
// how programs and memory are handled later: whether the device takes SPIR-V
// as IL, or only SPIR 1.2 bitcode (PoCL), and its SVM / Intel USM abilities.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <memory>

namespace prism::opencl {

namespace {

std::string deviceString(cl_device_id id, cl_device_info what) {
  size_t size = 0;
  if (clGetDeviceInfo(id, what, 0, nullptr, &size) != CL_SUCCESS || !size)
    return {};
  std::string text(size, '\0');
  if (clGetDeviceInfo(id, what, size, text.data(), nullptr) != CL_SUCCESS)
    return {};
  text.resize(std::strlen(text.c_str()));
  return text;
}

template <class T> T deviceScalar(cl_device_id id, cl_device_info what) {
  T value{};
  if (clGetDeviceInfo(id, what, sizeof(T), &value, nullptr) != CL_SUCCESS)
    return T{};
  return value;
}

uint32_t usmKindsOf(const prism_device_t &device) {
  if (device.platform->intelUsm.available()) {
    uint32_t kinds = 0;
    using Caps = cl_device_unified_shared_memory_capabilities_intel;
    if (deviceScalar<Caps>(device.id, CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_HOST;
    if (deviceScalar<Caps>(device.id, CL_DEVICE_DEVICE_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_DEVICE;
    if (deviceScalar<Caps>(
            device.id, CL_DEVICE_SINGLE_DEVICE_SHARED_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_SHARED;
    return kinds;
  }
  // Host and shared memory must be reachable from the host without map
  // calls, which only fine-grained SVM gives.
  if (device.svmCapabilities & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    return PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED;
  if (device.svmCapabilities & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER)
    return PRISM_USM_DEVICE;
  return 0;
}

} // namespace

prism_result discoverDevices(prism_platform_t &platform) {
  cl_uint count = 0;
  cl_int error =
      clGetDeviceIDs(platform.id, CL_DEVICE_TYPE_ALL, 0, nullptr, &count);
  if (error == CL_DEVICE_NOT_FOUND || (error == CL_SUCCESS && !count))
    return PRISM_SUCCESS;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetDeviceIDs",
                      ("OpenCL platform '" + platform.name + "'").c_str());
  std::vector<cl_device_id> ids(count);
  error = clGetDeviceIDs(platform.id, CL_DEVICE_TYPE_ALL, count, ids.data(),
                         nullptr);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetDeviceIDs",
                      ("OpenCL platform '" + platform.name + "'").c_str());

  for (cl_device_id id : ids) {
    auto *device =
        platform.deviceStorage.emplace_back(std::make_unique<prism_device_t>())
            .get();
    device->id = id;
    device->platform = &platform;
    device->name = deviceString(id, CL_DEVICE_NAME);
    device->driverVersion = deviceString(id, CL_DRIVER_VERSION);
    device->acceptsSpirvIL =
        deviceString(id, CL_DEVICE_IL_VERSION).find("SPIR-V") !=
        std::string::npos;
    const std::string extensions = deviceString(id, CL_DEVICE_EXTENSIONS);
    // PoCL takes SPIR bitcode without announcing cl_khr_spir.
    device->acceptsSpir =
        extensions.find("cl_khr_spir") != std::string::npos ||
        platform.name.find("Portable Computing Language") != std::string::npos;
    device->singleItemSubGroups =
        !device->acceptsSpirvIL && device->acceptsSpir &&
        extensions.find("cl_khr_subgroups") == std::string::npos &&
        extensions.find("cl_intel_subgroups") == std::string::npos;
    device->svmCapabilities = deviceScalar<cl_device_svm_capabilities>(
        id, CL_DEVICE_SVM_CAPABILITIES);
    device->usmKinds = usmKindsOf(*device);
    logger().debug("device '{}' (driver {}): SPIR-V IL {}, SPIR {}, USM kinds "
                   "{:#x}, single-work-item sub-groups {}",
                   device->name, device->driverVersion, device->acceptsSpirvIL,
                   device->acceptsSpir, device->usmKinds,
                   device->singleItemSubGroups);
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
  cl_device_id id = device->id;

  switch (what) {
  case PRISM_DEVICE_INFO_TYPE: {
    cl_device_type type = deviceScalar<cl_device_type>(id, CL_DEVICE_TYPE);
    if (type & CL_DEVICE_TYPE_GPU)
      return reply.u32(PRISM_DEVICE_TYPE_GPU);
    if (type & CL_DEVICE_TYPE_CPU)
      return reply.u32(PRISM_DEVICE_TYPE_CPU);
    return reply.u32(PRISM_DEVICE_TYPE_ACCELERATOR);
  }
  case PRISM_DEVICE_INFO_NAME:
    return reply.string(device->name);
  case PRISM_DEVICE_INFO_VENDOR:
    return reply.string(deviceString(id, CL_DEVICE_VENDOR));
  case PRISM_DEVICE_INFO_DRIVER_VERSION:
    return reply.string(device->driverVersion);
  case PRISM_DEVICE_INFO_VERSION:
    return reply.string(deviceString(id, CL_DEVICE_VERSION));
  case PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS:
    return reply.u32(deviceScalar<cl_uint>(id, CL_DEVICE_MAX_COMPUTE_UNITS));
  case PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE:
    return reply.u64(deviceScalar<size_t>(id, CL_DEVICE_MAX_WORK_GROUP_SIZE));
  case PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES: {
    size_t sizes[3] = {};
    clGetDeviceInfo(id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes,
                    nullptr);
    uint64_t answer[3] = {sizes[0], sizes[1], sizes[2]};
    return reply.bytes(answer, sizeof answer);
  }
  case PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE:
    return reply.u64(deviceScalar<cl_ulong>(id, CL_DEVICE_GLOBAL_MEM_SIZE));
  case PRISM_DEVICE_INFO_LOCAL_MEM_SIZE:
    return reply.u64(deviceScalar<cl_ulong>(id, CL_DEVICE_LOCAL_MEM_SIZE));
  case PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY:
    return reply.u32(deviceScalar<cl_uint>(id, CL_DEVICE_MAX_CLOCK_FREQUENCY));
  case PRISM_DEVICE_INFO_IMAGE_FORMATS:
    return reply.u32(device->acceptsSpirvIL || device->acceptsSpir
                         ? PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV)
                         : 0u);
  case PRISM_DEVICE_INFO_SUB_GROUP_SIZES: {
    // cl_intel_required_subgroup_size lists them; other devices with
    // sub-groups say nothing.
    if (device->singleItemSubGroups) {
      const uint32_t one = 1;
      return reply.bytes(&one, sizeof one);
    }
    std::vector<uint32_t> answer;
    size_t bytes = 0;
    if (clGetDeviceInfo(id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr,
                        &bytes) == CL_SUCCESS &&
        bytes) {
      std::vector<size_t> sizes(bytes / sizeof(size_t));
      if (clGetDeviceInfo(id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, bytes,
                          sizes.data(), nullptr) == CL_SUCCESS)
        answer.assign(sizes.begin(), sizes.end());
    }
    return reply.bytes(answer.data(), answer.size() * sizeof(uint32_t));
  }
  case PRISM_DEVICE_INFO_COMPUTE_CAPABILITY:
    return reply.u32(0);
  case PRISM_DEVICE_INFO_USM_SUPPORT:
    return reply.u32(device->usmKinds);
  case PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN:
    // OpenCL answers in bits.
    return reply.u32(deviceScalar<cl_uint>(id, CL_DEVICE_MEM_BASE_ADDR_ALIGN) /
                     8);
  }
  return fail(PRISM_ERROR_INVALID_VALUE,
              fmt::format("device_get_info: unknown query {} for device '{}'",
                          static_cast<int>(what), device->name));
}

} // namespace prism::opencl
