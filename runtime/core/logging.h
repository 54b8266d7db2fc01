//===- logging.h - The runtime's logger -----------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One spdlog logger named "prism" for the whole runtime. Its level comes from
// PRISM_LOG_LEVEL (trace, debug, info, warn, error, off) and defaults to warn,
// so a normal run prints nothing.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_LOGGING_H
#define PRISM_CORE_LOGGING_H

#include <spdlog/spdlog.h>

namespace prism {

/// The runtime's logger. Usable from static constructors and destructors:
/// it is created on first use and never destroyed.
spdlog::logger &log();

} // namespace prism

#endif // PRISM_CORE_LOGGING_H
