//===- platform.cpp - CUDA driver loading and the CUDA platform -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// initialize() loads the driver, runs cuInit and enumerates the devices
// once; the handles live for the whole process. A machine without the
// driver, with a driver lacking an entry point, or without any NVIDIA GPU
// (cuInit answers CUDA_ERROR_NO_DEVICE) is not an error: the plugin then
// offers zero platforms and says why in last_error(). Otherwise there is one
// platform, "NVIDIA CUDA", holding every device.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"
#include "platform_registry.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <memory>

namespace prism::cuda {

// device.cpp: fills the devices of the platform.
prism_result discoverDevices(prism_platform_t &platform, int count);

namespace {

constexpr const char *PlatformName = "NVIDIA CUDA";
constexpr const char *PlatformVendor = "NVIDIA Corporation";

using PlatformRegistry = plugin::PlatformRegistry<prism_platform_t>;

PlatformRegistry &registry() {
  // Never destroyed: handles outlive static destructors
  // (platform_registry.h).
  static PlatformRegistry &instance = *new PlatformRegistry("CUDA");
  return instance;
}

prism_result discoverPlatform(PlatformRegistry &state) {
  std::string problem;
  if (!loadDriver(problem))
    return state.offerNothing(std::move(problem));
  std::string library = driverLibraryName();
  if (CUresult error = cu.init(0))
    return state.offerNothing(
        fmt::format("CUDA plugin: cuInit of {} failed with {}; the plugin "
                    "offers no devices",
                    library, cudaErrorText(error)));
  int version = 0;
  if (CUresult error = cu.driverGetVersion(&version))
    return failCuda(error, "cuDriverGetVersion", "CUDA plugin initialize");
  int count = 0;
  if (CUresult error = cu.deviceGetCount(&count))
    return failCuda(error, "cuDeviceGetCount", "CUDA plugin initialize");
  if (count <= 0)
    return state.offerNothing("CUDA plugin: the CUDA driver " + library +
                              " reports no device; the plugin offers no "
                              "devices");

  auto platform = std::make_unique<prism_platform_t>();
  platform->version =
      fmt::format("CUDA {}.{}", version / 1000, (version % 1000) / 10);
  if (prism_result result = discoverDevices(*platform, count))
    return result;
  logger().debug("platform '{}' ({}): {} device(s)", PlatformName,
                 platform->version, platform->devices.size());
  state.add(std::move(platform));
  return PRISM_SUCCESS;
}

} // namespace

prism_result initialize() { return registry().initialize(discoverPlatform); }

prism_result platformGet(uint32_t capacity, prism_platform *platforms,
                         uint32_t *count) {
  return registry().list(capacity, platforms, count);
}

namespace {

PRISM_PLATFORM_INFO_ANSWER(NAME, PlatformName)
PRISM_PLATFORM_INFO_ANSWER(VENDOR, PlatformVendor)
PRISM_PLATFORM_INFO_ANSWER(VERSION, platform.version)
// An OpenCL notion: CUDA offers everything a full profile would.
PRISM_PLATFORM_INFO_ANSWER(PROFILE, "FULL_PROFILE")
// OpenCL extensions; CUDA has none.
PRISM_PLATFORM_INFO_ANSWER(EXTENSIONS, "")

} // namespace

prism_result platformGetInfo(prism_platform platform, prism_platform_info what,
                             size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "platform_get_info");
  return plugin::answerPlatformInfo(
      what, reply, [platform](auto query) { return answer(*platform, query); });
}

} // namespace prism::cuda
