//===- log_level.cpp - PRISM_LOG_LEVEL ------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "log_level.h"

#include <cstdlib>
#include <cstring>

namespace prism {

void applyLogLevelFromEnvironment(spdlog::logger &Logger) {
  static const struct {
    const char *Name;
    spdlog::level::level_enum Level;
  } Levels[] = {
      {"trace", spdlog::level::trace},  {"debug", spdlog::level::debug},
      {"info", spdlog::level::info},    {"warn", spdlog::level::warn},
      {"warning", spdlog::level::warn}, {"error", spdlog::level::err},
      {"off", spdlog::level::off}};
  const char *Text = std::getenv("PRISM_LOG_LEVEL");
  Logger.set_level(spdlog::level::warn);
  if (!Text || !*Text)
    return;
  for (const auto &L : Levels)
    if (std::strcmp(Text, L.Name) == 0) {
      Logger.set_level(L.Level);
      return;
    }
  Logger.warn("PRISM_LOG_LEVEL='{}' is not one of trace, debug, info, warn, "
              "error, off; using warn",
              Text);
}

} // namespace prism
