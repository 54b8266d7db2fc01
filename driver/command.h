//===- command.h - One step of a compilation ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_COMMAND_H
#define PRISM_DRIVER_COMMAND_H

#include <functional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace prism::driver {

/// A program and its arguments, run without a shell; or a step the driver
/// does itself (InProcess, returning an exit status), for which Argv is an
/// equivalent command, what -### prints.
struct Command {
  std::vector<std::string> Argv;
  std::function<int()> InProcess;

  /// The command as one line a POSIX shell runs unchanged.
  std::string printable() const;
  /// Runs it with the driver's stdin, stdout and stderr, so the tool's
  /// diagnostics reach the user unchanged. Returns the exit status; a
  /// program that could not start or died of a signal is reported on
  /// stderr and returns non-zero.
  int run() const;
};

/// A Command started without waiting for it.
class RunningCommand {
public:
  /// Starts C. With a non-empty StderrFile, the tool's stderr goes to that
  /// file, so that tools running side by side do not mix their messages.
  RunningCommand(const Command &C, const std::string &StderrFile);
  /// Waits for it; returns its exit status as Command::run does.
  int wait();
  /// Stops it and waits for it to end, silently.
  void cancel();

private:
  const Command &Cmd;
  pid_t Pid = -1;
  int StartError = 0;
  int InProcessStatus = 0; // a step done in the driver is done on start
};

/// Quotes one word for a POSIX shell when it needs it.
std::string shellQuote(const std::string &Word);

} // namespace prism::driver

#endif // PRISM_DRIVER_COMMAND_H
