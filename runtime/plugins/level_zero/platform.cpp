//===- platform.cpp - Level Zero driver discovery and platform queries ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// initialize() opens the loader, initializes Level Zero and makes each
// driver a platform, once; the handles live for the whole process. No
// loader, a loader that finds no driver (zeInit fails) and drivers without
// devices are not errors: the plugin then offers zero platforms and says
// why in last_error() and at debug log level.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"
#include "platform_registry.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <memory>

namespace prism::level_zero {

// device.cpp: fills the devices of one driver.
prism_result discoverDevices(prism_platform_t &platform);

namespace {

using PlatformRegistry = plugin::PlatformRegistry<prism_platform_t>;

PlatformRegistry &registry() {
  // Never destroyed: handles outlive static destructors
  // (platform_registry.h).
  static PlatformRegistry &instance = *new PlatformRegistry("Level Zero");
  return instance;
}

prism_result discoverPlatforms(PlatformRegistry &state) {
  std::string problem;
  if (!loadLoader(problem))
    return state.offerNothing(problem);
  // Every device type: the plugin tells them apart itself.
  if (ze_result_t result = ze.zeInit(0))
    return state.offerNothing(fmt::format(
        "Level Zero plugin: zeInit failed: {} (the loader {} found no "
        "usable driver); the plugin offers no devices",
        zeResultName(result), loaderLibraryName()));
  uint32_t count = 0;
  if (ze_result_t result = ze.zeDriverGet(&count, nullptr))
    return failZe(result, "zeDriverGet", "Level Zero plugin initialize");
  if (!count)
    return state.offerNothing("Level Zero plugin: the loader found no "
                              "driver; the plugin offers no devices");
  std::vector<ze_driver_handle_t> drivers(count);
  if (ze_result_t result = ze.zeDriverGet(&count, drivers.data()))
    return failZe(result, "zeDriverGet", "Level Zero plugin initialize");

  size_t devices = 0;
  for (ze_driver_handle_t driver : drivers) {
    auto platform = std::make_unique<prism_platform_t>();
    platform->handle = driver;
    if (ze_result_t result =
            ze.zeDriverGetApiVersion(driver, &platform->apiVersion))
      return failZe(result, "zeDriverGetApiVersion",
                    "Level Zero plugin initialize");
    ze_driver_properties_t properties{ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES};
    if (ze_result_t result = ze.zeDriverGetProperties(driver, &properties))
      return failZe(result, "zeDriverGetProperties",
                    "Level Zero plugin initialize");
    platform->driverVersion = properties.driverVersion;
    if (prism_result result = discoverDevices(*platform))
      return result;
    logger().debug(
        "Level Zero driver {} (API {}.{}): {} device(s)",
        platform->driverVersion, ZE_MAJOR_VERSION(platform->apiVersion),
        ZE_MINOR_VERSION(platform->apiVersion), platform->devices.size());
    devices += platform->devices.size();
    state.add(std::move(platform));
  }
  if (!devices)
    return state.offerNothing(
        "Level Zero plugin: the drivers have no devices; the plugin offers "
        "no devices");
  return PRISM_SUCCESS;
}

} // namespace

prism_result initialize() { return registry().initialize(discoverPlatforms); }

prism_result platformGet(uint32_t capacity, prism_platform *platforms,
                         uint32_t *count) {
  return registry().list(capacity, platforms, count);
}

namespace {

PRISM_PLATFORM_INFO_ANSWER(NAME, "Level Zero")
// Level Zero names no vendor for a driver: its devices' vendor it is.
PRISM_PLATFORM_INFO_ANSWER(
    VENDOR, platform.devices.empty()
                ? std::string()
                : vendorName(platform.devices.front()->properties.vendorId))
PRISM_PLATFORM_INFO_ANSWER(VERSION,
                           fmt::format("Level Zero {}.{}",
                                       ZE_MAJOR_VERSION(platform.apiVersion),
                                       ZE_MINOR_VERSION(platform.apiVersion)))
PRISM_PLATFORM_INFO_ANSWER(PROFILE, "FULL_PROFILE")
// Level Zero extensions are not OpenCL's, which this key names.
PRISM_PLATFORM_INFO_ANSWER(EXTENSIONS, "")

} // namespace

prism_result platformGetInfo(prism_platform platform, prism_platform_info what,
                             size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "platform_get_info");
  return plugin::answerPlatformInfo(
      what, reply, [platform](auto query) { return answer(*platform, query); });
}

} // namespace prism::level_zero
