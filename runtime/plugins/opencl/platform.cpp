//===- platform.cpp - OpenCL platform discovery and platform queries -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// initialize() enumerates every OpenCL platform and its devices once; the
// handles live for the whole process. A machine without any OpenCL platform
// (the ICD loader answers CL_PLATFORM_NOT_FOUND_KHR) is not an error: the
// plugin then offers zero platforms and says why in last_error().
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"
#include "platform_registry.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <memory>

namespace prism::opencl {

// device.cpp: fills the devices of one platform.
prism_result discoverDevices(prism_platform_t &platform);

namespace {

using PlatformRegistry = plugin::PlatformRegistry<prism_platform_t>;

PlatformRegistry &registry() {
  // Never destroyed: handles outlive static destructors
  // (platform_registry.h).
  static PlatformRegistry &instance = *new PlatformRegistry("OpenCL");
  return instance;
}

std::string platformString(cl_platform_id id, cl_platform_info what) {
  size_t size = 0;
  if (clGetPlatformInfo(id, what, 0, nullptr, &size) != CL_SUCCESS || !size)
    return {};
  std::string text(size, '\0');
  if (clGetPlatformInfo(id, what, size, text.data(), nullptr) != CL_SUCCESS)
    return {};
  text.resize(std::strlen(text.c_str()));
  return text;
}

template <class Function>
Function extensionFunction(cl_platform_id platform, const char *name) {
  return reinterpret_cast<Function>(
      clGetExtensionFunctionAddressForPlatform(platform, name));
}

IntelUsmFunctions findIntelUsm(cl_platform_id platform) {
  IntelUsmFunctions usm;
  std::string extensions = platformString(platform, CL_PLATFORM_EXTENSIONS);
  if (extensions.find("cl_intel_unified_shared_memory") == std::string::npos)
    return usm;
  usm.hostMemAlloc = extensionFunction<clHostMemAllocINTEL_fn>(
      platform, "clHostMemAllocINTEL");
  usm.deviceMemAlloc = extensionFunction<clDeviceMemAllocINTEL_fn>(
      platform, "clDeviceMemAllocINTEL");
  usm.sharedMemAlloc = extensionFunction<clSharedMemAllocINTEL_fn>(
      platform, "clSharedMemAllocINTEL");
  usm.memBlockingFree = extensionFunction<clMemBlockingFreeINTEL_fn>(
      platform, "clMemBlockingFreeINTEL");
  usm.enqueueMemcpy = extensionFunction<clEnqueueMemcpyINTEL_fn>(
      platform, "clEnqueueMemcpyINTEL");
  usm.enqueueMemFill = extensionFunction<clEnqueueMemFillINTEL_fn>(
      platform, "clEnqueueMemFillINTEL");
  usm.setKernelArgMemPointer =
      extensionFunction<clSetKernelArgMemPointerINTEL_fn>(
          platform, "clSetKernelArgMemPointerINTEL");
  if (!usm.available()) {
    logger().debug("platform announces cl_intel_unified_shared_memory but "
                   "lacks some of its functions; using SVM");
    return IntelUsmFunctions{};
  }
  return usm;
}

prism_result discoverPlatforms(PlatformRegistry &state) {
  cl_uint count = 0;
  cl_int error = clGetPlatformIDs(0, nullptr, &count);
  if (error == CL_PLATFORM_NOT_FOUND_KHR || (error == CL_SUCCESS && !count))
    return state.offerNothing(
        "OpenCL plugin: no OpenCL platform is installed (the ICD loader found "
        "no driver); the plugin offers no devices");
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetPlatformIDs", "OpenCL plugin initialize");

  std::vector<cl_platform_id> ids(count);
  error = clGetPlatformIDs(count, ids.data(), nullptr);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetPlatformIDs", "OpenCL plugin initialize");

  for (cl_platform_id id : ids) {
    auto platform = std::make_unique<prism_platform_t>();
    platform->id = id;
    platform->name = platformString(id, CL_PLATFORM_NAME);
    platform->intelUsm = findIntelUsm(id);
    if (prism_result result = discoverDevices(*platform))
      return result;
    logger().debug("platform '{}': {} device(s){}", platform->name,
                   platform->devices.size(),
                   platform->intelUsm.available() ? ", Intel USM" : "");
    state.add(std::move(platform));
  }
  return PRISM_SUCCESS;
}

} // namespace

prism_result initialize() { return registry().initialize(discoverPlatforms); }

prism_result platformGet(uint32_t capacity, prism_platform *platforms,
                         uint32_t *count) {
  return registry().list(capacity, platforms, count);
}

namespace {

// Every platform key is one clGetPlatformInfo query.
PRISM_PLATFORM_INFO_ANSWER(NAME, platformString(platform.id, CL_PLATFORM_NAME))
PRISM_PLATFORM_INFO_ANSWER(VENDOR,
                           platformString(platform.id, CL_PLATFORM_VENDOR))
PRISM_PLATFORM_INFO_ANSWER(VERSION,
                           platformString(platform.id, CL_PLATFORM_VERSION))
PRISM_PLATFORM_INFO_ANSWER(PROFILE,
                           platformString(platform.id, CL_PLATFORM_PROFILE))
PRISM_PLATFORM_INFO_ANSWER(EXTENSIONS,
                           platformString(platform.id, CL_PLATFORM_EXTENSIONS))

} // namespace

prism_result platformGetInfo(prism_platform platform, prism_platform_info what,
                             size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "platform_get_info");
  return plugin::answerPlatformInfo(
      what, reply, [platform](auto query) { return answer(*platform, query); });
}

} // namespace prism::opencl
