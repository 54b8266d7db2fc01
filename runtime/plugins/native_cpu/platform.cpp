//===- platform.cpp - The native CPU platform
//------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One platform, "Prism native CPU", with one device: the host processor.
// Discovery reads what the device reports once; it starts no thread (the
// pool starts with the first command that needs it), so a program that
// never uses the device pays nothing for it.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "platform_registry.h"

#include "info_queries.h"

#include <memory>

namespace prism::native_cpu {

// device.cpp: the host processor as a device of platform.
std::unique_ptr<prism_device_t> describeHostDevice(prism_platform_t &platform);

namespace {

constexpr const char *PlatformName = "Prism native CPU";
constexpr const char *PlatformVendor = "Prism";
constexpr const char *PlatformVersion = "1.0";

using PlatformRegistry = plugin::PlatformRegistry<prism_platform_t>;

PlatformRegistry &registry() {
  // Never destroyed: handles outlive static destructors
  // (platform_registry.h).
  static PlatformRegistry &instance = *new PlatformRegistry("native CPU");
  return instance;
}

prism_result discoverPlatform(PlatformRegistry &state) {
  auto platform = std::make_unique<prism_platform_t>();
  platform->devices.push_back(describeHostDevice(*platform));
  const prism_device_t &device = *platform->devices.front();
  logger().debug("platform '{}': device '{}', {}, {} thread(s)", PlatformName,
                 device.name, isaLevelName(device.isa), device.computeUnits);
  state.add(std::move(platform));
  return PRISM_SUCCESS;
}

} // namespace

prism_result initialize() { return registry().initialize(discoverPlatform); }

prism_result platformGet(uint32_t capacity, prism_platform *platforms,
                         uint32_t *count) {
  return registry().list(capacity, platforms, count);
}

prism_result deviceGet(prism_platform platform, uint32_t capacity,
                       prism_device *devices, uint32_t *count) {
  return plugin::listHandles(platform->devices, capacity, devices, count);
}

namespace {

PRISM_PLATFORM_INFO_ANSWER(NAME, PlatformName)
PRISM_PLATFORM_INFO_ANSWER(VENDOR, PlatformVendor)
PRISM_PLATFORM_INFO_ANSWER(VERSION, PlatformVersion)
// An OpenCL notion: the device offers everything a full profile would.
PRISM_PLATFORM_INFO_ANSWER(PROFILE, "FULL_PROFILE")
// OpenCL extensions; the native CPU platform has none.
PRISM_PLATFORM_INFO_ANSWER(EXTENSIONS, "")

} // namespace

prism_result platformGetInfo(prism_platform platform, prism_platform_info what,
                             size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "platform_get_info");
  return plugin::answerPlatformInfo(
      what, reply, [platform](auto query) { return answer(*platform, query); });
}

} // namespace prism::native_cpu
