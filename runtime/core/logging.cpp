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
#include "log_level.h"

#include <spdlog/sinks/stdout_sinks.h>

namespace prism {

static spdlog::logger *createLogger() {
  auto *Logger = new spdlog::logger(
      "prism", std::make_shared<spdlog::sinks::stderr_sink_mt>());
  Logger->set_pattern("[prism] [%l] %v");
  applyLogLevelFromEnvironment(*Logger);
  return Logger;
}

spdlog::logger &log() {
  static spdlog::logger *Logger = createLogger();
  return *Logger;
}

} // namespace prism
