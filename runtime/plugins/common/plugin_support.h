//===- plugin_support.h - What every plugin does the same way -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// plugin.h asks the same things of every backend: a message for the calling
// thread's last failed call, get_info answers copied with size checks, and
// an entry point that refuses an ABI version it does not implement. They
// live here once; a plugin names its logger by defining PluginLoggerName.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_PLUGIN_SUPPORT_H
#define PRISM_PLUGINS_COMMON_PLUGIN_SUPPORT_H

#include "prism/plugin.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <string>

namespace prism::plugin {

/// The name of the plugin's logger ("prism-opencl"); each plugin defines it.
extern const char *const PluginLoggerName;

/// The plugin's logger: outside spdlog's registry (the core or another
/// plugin in the process may use it), on stderr, quiet by default.
spdlog::logger &logger();
/// Re-reads PRISM_LOG_LEVEL, so that a later initialize() can change it.
void configureLogLevel();
/// Keeps Message as the calling thread's last error, logs it at debug level
/// and returns Result.
prism_result fail(prism_result Result, std::string Message);
/// The calling thread's last error message ("" if none).
const char *lastError();
/// Copies a get_info answer of DataSize bytes to the caller's Value of Size
/// bytes (Value may be null to ask the size); What names the query.
prism_result copyInfo(const void *Data, size_t DataSize, size_t Size,
                      void *Value, size_t *SizeRet, const char *What);
/// The answer to one get_info query, copied to the caller's buffer with
/// copyInfo's checks; strings go with their terminating NUL.
class InfoAnswer {
public:
  InfoAnswer(size_t Size, void *Value, size_t *SizeRet, const char *What)
      : Size(Size), Value(Value), SizeRet(SizeRet), What(What) {}
  prism_result bytes(const void *Data, size_t DataSize) const {
    return copyInfo(Data, DataSize, Size, Value, SizeRet, What);
  }
  prism_result string(const std::string &Text) const {
    return bytes(Text.c_str(), Text.size() + 1);
  }
  prism_result u32(uint32_t Answer) const {
    return bytes(&Answer, sizeof Answer);
  }
  prism_result u64(uint64_t Answer) const {
    return bytes(&Answer, sizeof Answer);
  }

private:
  size_t Size;
  void *Value;
  size_t *SizeRet;
  const char *What;
};

/// platform_get and device_get: writes up to Capacity handles of Items to
/// Out and the number available to Count.
template <typename Handle, typename Items>
prism_result listHandles(const Items &All, uint32_t Capacity, Handle *Out,
                         uint32_t *Count) {
  uint32_t Available = static_cast<uint32_t>(All.size());
  for (uint32_t I = 0; I < Capacity && I < Available; ++I)
    Out[I] = &*All[I];
  if (Count)
    *Count = Available;
  return PRISM_SUCCESS;
}

/// The check of queue_create, program_create, usm_alloc and the like that
/// Asked is one of the context's devices (ContextDevices); else it fails
/// with PRISM_ERROR_INVALID_VALUE, naming Entry and the device.
template <typename Devices, typename Device>
prism_result checkDeviceInContext(const Devices &ContextDevices,
                                  const Device *Asked, const char *Entry) {
  if (std::find(ContextDevices.begin(), ContextDevices.end(), Asked) !=
      ContextDevices.end())
    return PRISM_SUCCESS;
  return fail(
      PRISM_ERROR_INVALID_VALUE,
      fmt::format("{}: device '{}' is not in the context", Entry, Asked->name));
}

/// context_release: frees, with a warning, the USM allocations of a context
/// that the program never freed; FreeOne(pointer, record) frees one.
template <typename Allocations, typename Free>
void freeLeftoverAllocations(const Allocations &Left, Free &&FreeOne) {
  if (Left.empty())
    return;
  logger().warn("context_release: freeing {} USM allocation(s) that were "
                "never freed",
                Left.size());
  for (const auto &[Pointer, Record] : Left)
    FreeOne(Pointer, Record);
}

/// The body of prism_plugin_get_api: hands out Table when AbiVersion is the
/// one this build implements, else fails naming both versions.
prism_result getApi(const prism_plugin_api &Table, const char *BackendTitle,
                    uint32_t AbiVersion, const prism_plugin_api **Api);

} // namespace prism::plugin

#endif // PRISM_PLUGINS_COMMON_PLUGIN_SUPPORT_H
