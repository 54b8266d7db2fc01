//===- driver.cpp - zeInit, the driver and its device ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The driver shows one device: the first CPU device of the OpenCL platforms
// (PoCL's), as a GPU, since a Level Zero driver with no GPU is one the
// plugin does not look at.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <cstring>
#include <ctime>
#include <mutex>

namespace prism::zedriver {

namespace {

_ze_driver_handle_t theDriver;
ze_result_t initResult = ZE_RESULT_ERROR_UNINITIALIZED;

// The first CPU device of the OpenCL platforms; false when there is none.
bool findCpuDevice(_ze_device_handle_t &device) {
  cl_uint count = 0;
  if (clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || !count)
    return false;
  std::vector<cl_platform_id> platforms(count);
  if (clGetPlatformIDs(count, platforms.data(), nullptr) != CL_SUCCESS)
    return false;
  for (cl_platform_id platform : platforms) {
    cl_device_id id = nullptr;
    if (clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 1, &id, nullptr) !=
        CL_SUCCESS)
      continue;
    device.platform = platform;
    device.id = id;
    device.name = deviceString(id, CL_DEVICE_NAME);
    device.acceptsSpirvIL =
        deviceString(id, CL_DEVICE_IL_VERSION).find("SPIR-V") !=
        std::string::npos;
    const std::string extensions = deviceString(id, CL_DEVICE_EXTENSIONS);
    // As the OpenCL plugin decides for a device that builds SPIR only.
    device.singleItemSubGroups =
        !device.acceptsSpirvIL &&
        extensions.find("cl_khr_subgroups") == std::string::npos &&
        extensions.find("cl_intel_subgroups") == std::string::npos;
    device.fineGrainSvm = (deviceScalar<cl_device_svm_capabilities>(
                               id, CL_DEVICE_SVM_CAPABILITIES) &
                           CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0;
    return true;
  }
  return false;
}

// A 16-byte identifier from `text` (two FNV-1a hashes), stable across runs.
void uuidFrom(const std::string &text, uint8_t *id) {
  uint64_t halves[2] = {0xcbf29ce484222325, 0x84222325cbf29ce4};
  for (uint64_t &hash : halves)
    for (unsigned char c : text) {
      hash ^= c;
      hash *= 0x100000001b3;
    }
  std::memcpy(id, halves, sizeof halves);
}

// The clock PoCL times commands with (pocl_gettimemono_ns: on Linux
// CLOCK_MONOTONIC_RAW, which drifts from CLOCK_MONOTONIC by the time NTP has
// slewed it), so that a time read here and a command's profiling times are
// on one clock.
uint64_t poclClockNanoseconds() {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC_RAW, &now);
  return uint64_t(now.tv_sec) * 1000000000 + uint64_t(now.tv_nsec);
}

} // namespace

ze_result_t init(ze_init_flags_t flags) {
  if (flags & ~(ZE_INIT_FLAG_GPU_ONLY))
    return ZE_RESULT_ERROR_UNINITIALIZED; // a VPU is all else one can ask for
  static std::once_flag once;
  std::call_once(once, [] {
    if (findCpuDevice(theDriver.device))
      initResult = ZE_RESULT_SUCCESS;
  });
  return initResult;
}

ze_result_t driverGet(uint32_t *count, ze_driver_handle_t *drivers) {
  if (initResult != ZE_RESULT_SUCCESS)
    return ZE_RESULT_ERROR_UNINITIALIZED;
  if (*count == 0 || !drivers) {
    *count = 1;
    return ZE_RESULT_SUCCESS;
  }
  drivers[0] = &theDriver;
  *count = 1;
  return ZE_RESULT_SUCCESS;
}

ze_result_t driverGetApiVersion(ze_driver_handle_t, ze_api_version_t *version) {
  *version = ZE_API_VERSION_1_4;
  return ZE_RESULT_SUCCESS;
}

ze_result_t driverGetProperties(ze_driver_handle_t driver,
                                ze_driver_properties_t *properties) {
  uuidFrom("Prism Level Zero test driver " + driver->device.name,
           properties->uuid.id);
  properties->driverVersion = 1;
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGet(ze_driver_handle_t driver, uint32_t *count,
                      ze_device_handle_t *devices) {
  if (*count == 0 || !devices) {
    *count = 1;
    return ZE_RESULT_SUCCESS;
  }
  devices[0] = &driver->device;
  *count = 1;
  return ZE_RESULT_SUCCESS;
}

ze_result_t deviceGetGlobalTimestamps(ze_device_handle_t device,
                                      uint64_t *hostTimestamp,
                                      uint64_t *deviceTimestamp) {
  cl_ulong deviceTime = 0, hostTime = 0;
  if (clGetDeviceAndHostTimer(device->id, &deviceTime, &hostTime) ==
      CL_SUCCESS) {
    *hostTimestamp = hostTime;
    *deviceTimestamp = deviceTime;
    return ZE_RESULT_SUCCESS;
  }
  // A device without the query (PoCL 3.1's host timer resolution is 0) is
  // PoCL's CPU device, whose commands are timed with PoCL's clock.
  *hostTimestamp = *deviceTimestamp = poclClockNanoseconds();
  return ZE_RESULT_SUCCESS;
}

void deviceUuid(const _ze_device_handle_t &device, uint8_t *id) {
  uuidFrom(device.name, id);
}

} // namespace prism::zedriver
