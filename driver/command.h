//===- command.h - One step of a compilation ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_COMMAND_H
#define PRISM_DRIVER_COMMAND_H

#include <string>
#include <vector>

namespace prism::driver {

/// A program and its arguments, run without a shell.
struct Command {
  std::vector<std::string> Argv;

  /// The command as one line a POSIX shell runs unchanged.
  std::string printable() const;
  /// Runs it with the driver's stdin, stdout and stderr, so the tool's
  /// diagnostics reach the user unchanged. Returns the exit status; a
  /// program that could not start or died of a signal is reported on
  /// stderr and returns non-zero.
  int run() const;
};

/// Quotes one word for a POSIX shell when it needs it.
std::string shellQuote(const std::string &Word);

} // namespace prism::driver

#endif // PRISM_DRIVER_COMMAND_H
