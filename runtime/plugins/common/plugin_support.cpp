//===- plugin_support.cpp - What every plugin does the same way -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A plugin is called during exit too, by objects of the program destroyed
// after the plugin's own statics (those made before the plugin was loaded):
// its logger is never destroyed, and a thread's message is dropped once the
// thread's storage is gone.
//
//===----------------------------------------------------------------------===//
#include "plugin_support.h"
#include "log_level.h"

#include <spdlog/fmt/fmt.h>
#include <spdlog/sinks/stdout_color_sinks.h>

#include <cstring>
#include <memory>

namespace prism::plugin {

namespace {
// The thread's message for last_error(), and whether it was destroyed (at
// the thread's exit; the main thread's is destroyed among the exit handlers).
thread_local bool LastErrorGone = false;
struct ThreadMessage {
  std::string Text;
  ~ThreadMessage() { LastErrorGone = true; }
};
thread_local ThreadMessage LastErrorMessage;
} // namespace

spdlog::logger &logger() {
  static spdlog::logger &Instance = *[] {
    auto *Created = new spdlog::logger(
        PluginLoggerName,
        std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    Created->set_level(spdlog::level::warn);
    Created->flush_on(spdlog::level::trace);
    return Created;
  }();
  return Instance;
}

void configureLogLevel() { applyLogLevelFromEnvironment(logger()); }

prism_result fail(prism_result Result, std::string Message) {
  logger().debug("error: {}", Message);
  if (!LastErrorGone)
    LastErrorMessage.Text = std::move(Message);
  return Result;
}

const char *lastError() {
  return LastErrorGone ? "" : LastErrorMessage.Text.c_str();
}

prism_result copyInfo(const void *Data, size_t DataSize, size_t Size,
                      void *Value, size_t *SizeRet, const char *What) {
  if (SizeRet)
    *SizeRet = DataSize;
  if (!Value)
    return PRISM_SUCCESS;
  if (Size < DataSize)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("{}: the answer needs {} bytes but the caller gave "
                            "{}",
                            What, DataSize, Size));
  if (DataSize)
    std::memcpy(Value, Data, DataSize);
  return PRISM_SUCCESS;
}

prism_result getApi(const prism_plugin_api &Table, const char *BackendTitle,
                    uint32_t AbiVersion, const prism_plugin_api **Api) {
  if (!Api)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "prism_plugin_get_api: the output table pointer is null");
  if (AbiVersion != PRISM_PLUGIN_ABI_VERSION) {
    *Api = nullptr;
    return fail(PRISM_ERROR_ABI_MISMATCH,
                fmt::format("prism_plugin_get_api: the {} plugin implements "
                            "ABI version {}, not the requested version {}",
                            BackendTitle, PRISM_PLUGIN_ABI_VERSION,
                            AbiVersion));
  }
  *Api = &Table;
  return PRISM_SUCCESS;
}

} // namespace prism::plugin
