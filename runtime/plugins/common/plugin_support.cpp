//===- plugin_support.cpp - What every plugin does the same way -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
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
thread_local std::string LastErrorMessage;
} // namespace

spdlog::logger &logger() {
  static std::shared_ptr<spdlog::logger> Instance = [] {
    auto Created = std::make_shared<spdlog::logger>(
        PluginLoggerName,
        std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    Created->set_level(spdlog::level::warn);
    Created->flush_on(spdlog::level::trace);
    return Created;
  }();
  return *Instance;
}

void configureLogLevel() { applyLogLevelFromEnvironment(logger()); }

prism_result fail(prism_result Result, std::string Message) {
  logger().debug("error: {}", Message);
  LastErrorMessage = std::move(Message);
  return Result;
}

const char *lastError() { return LastErrorMessage.c_str(); }

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
