//===- platform_registry.h - A plugin's platforms, discovered once --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every plugin finds its platforms the same way: initialize() discovers them
// the first time it is called and, ever after, reports that discovery's
// result and message; platform_get lists them, and refuses to before
// initialize(). A backend whose library or driver is missing is not an
// error: the plugin then offers no platform and says why (offerNothing),
// which the core logs at debug level. The handles live for the whole process:
// a plugin makes its registry once and never destroys it, since objects of
// the program made before the plugin was loaded (a global holding a queue
// or memory) are destroyed during exit after the plugin's statics, and
// still release their handles then.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_PLATFORM_REGISTRY_H
#define PRISM_PLUGINS_COMMON_PLATFORM_REGISTRY_H

#include "plugin_support.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace prism::plugin {

template <class Platform> class PlatformRegistry {
public:
  /// Backend names the plugin in platform_get's refusal ("OpenCL").
  explicit PlatformRegistry(const char *Backend) : Backend(Backend) {}

  /// initialize(): runs Discover(*this) once, which adds the platforms or
  /// calls offerNothing, and returns its result, now and on every later call.
  template <class Discover> prism_result initialize(Discover &&Discovery) {
    configureLogLevel();
    std::lock_guard<std::mutex> Lock(Mutex);
    if (!Discovered) {
      Result = Discovery(*this);
      if (Result != PRISM_SUCCESS)
        Message = lastError();
      Discovered = true;
    }
    if (!Message.empty())
      fail(Result, Message);
    return Result;
  }

  /// No platform, for Reason.
  prism_result offerNothing(std::string Reason) {
    Message = std::move(Reason);
    logger().debug("{}", Message);
    return PRISM_SUCCESS;
  }

  void add(std::unique_ptr<Platform> Found) {
    Platforms.push_back(std::move(Found));
  }

  /// platform_get.
  prism_result list(uint32_t Capacity, prism_platform *Out, uint32_t *Count) {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (!Discovered)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  std::string("platform_get: the ") + Backend +
                      " plugin is not initialized; call initialize() first");
    return listHandles(Platforms, Capacity, Out, Count);
  }

private:
  const char *Backend;
  std::mutex Mutex;
  bool Discovered = false;
  prism_result Result = PRISM_SUCCESS;
  std::string Message;
  std::vector<std::unique_ptr<Platform>> Platforms;
};

} // namespace prism::plugin

#endif // PRISM_PLUGINS_COMMON_PLATFORM_REGISTRY_H
