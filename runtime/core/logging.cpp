//===- logging.cpp - The runtime's logger ---------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The logger is kept out of spdlog's global registry and deliberately leaked:
// image registration logs from static constructors and unregistration from
// exit handlers, when a registry-owned logger may not exist yet or any more.
//
//===----------------------------------------------------------------------===//
#include "logging.h"

#include <spdlog/sinks/stdout_sinks.h>

#include <cstdlib>
#include <string>

namespace prism {

static spdlog::level::level_enum levelFromEnvironment() {
  const char *Text = std::getenv("PRISM_LOG_LEVEL");
  if (!Text || !*Text)
    return spdlog::level::warn;
  std::string Name = Text;
  if (Name == "trace")
    return spdlog::level::trace;
  if (Name == "debug")
    return spdlog::level::debug;
  if (Name == "info")
    return spdlog::level::info;
  if (Name == "warn" || Name == "warning")
    return spdlog::level::warn;
  if (Name == "error")
    return spdlog::level::err;
  if (Name == "off")
    return spdlog::level::off;
  return spdlog::level::n_levels; // Unknown: reported once the logger exists.
}

static spdlog::logger *createLogger() {
  auto *Logger = new spdlog::logger(
      "prism", std::make_shared<spdlog::sinks::stderr_sink_mt>());
  Logger->set_pattern("[prism] [%l] %v");
  spdlog::level::level_enum Level = levelFromEnvironment();
  if (Level == spdlog::level::n_levels) {
    Logger->set_level(spdlog::level::warn);
    Logger->warn("PRISM_LOG_LEVEL='{}' is not one of trace, debug, info, "
                 "warn, error, off; using warn",
                 std::getenv("PRISM_LOG_LEVEL"));
  } else {
    Logger->set_level(Level);
  }
  return Logger;
}

spdlog::logger &log() {
  static spdlog::logger *Logger = createLogger();
  return *Logger;
}

} // namespace prism
