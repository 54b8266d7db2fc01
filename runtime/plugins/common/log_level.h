//===- log_level.h - PRISM_LOG_LEVEL --------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The runtime core and every plugin read their spdlog level from one
// environment variable, with one spelling and one default (warn: quiet).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_LOG_LEVEL_H
#define PRISM_PLUGINS_COMMON_LOG_LEVEL_H

#include <spdlog/spdlog.h>

namespace prism {

/// Sets Logger's level from PRISM_LOG_LEVEL (trace, debug, info, warn,
/// error, off; unset means warn). An unknown value leaves warn and says so
/// through Logger.
void applyLogLevelFromEnvironment(spdlog::logger &Logger);

} // namespace prism

#endif // PRISM_PLUGINS_COMMON_LOG_LEVEL_H
