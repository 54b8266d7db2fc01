//===- command.cpp - One step of a compilation ----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "command.h"

#include <cerrno>
#include <cstring>
#include <csignal>
#include <fcntl.h>
#include <iostream>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace prism::driver {

std::string shellQuote(const std::string &Word) {
  if (!Word.empty() &&
      Word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTU"
                             "VWXYZ0123456789_-+=/.,:@%") == std::string::npos)
    return Word;
  std::string Quoted = "'";
  for (char C : Word) {
    if (C == '\'')
      Quoted += "'\\''";
    else
      Quoted += C;
  }
  return Quoted + "'";
}

std::string Command::printable() const {
  std::string Line;
  for (const std::string &Word : Argv) {
    if (!Line.empty())
      Line += ' ';
    Line += shellQuote(Word);
  }
  return Line;
}

int Command::run() const { return RunningCommand(*this, "").wait(); }

RunningCommand::RunningCommand(const Command &C, const std::string &StderrFile)
    : Cmd(C) {
  if (Cmd.InProcess) {
    InProcessStatus = Cmd.InProcess();
    return;
  }
  std::vector<char *> Args;
  for (const std::string &Word : Cmd.Argv)
    Args.push_back(const_cast<char *>(Word.c_str()));
  Args.push_back(nullptr);
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  if (!StderrFile.empty())
    posix_spawn_file_actions_addopen(&Actions, STDERR_FILENO,
                                     StderrFile.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
  StartError =
      posix_spawn(&Pid, Args[0], &Actions, nullptr, Args.data(), environ);
  posix_spawn_file_actions_destroy(&Actions);
}

void RunningCommand::cancel() {
  if (StartError != 0 || Cmd.InProcess)
    return;
  ::kill(Pid, SIGTERM);
  int Status;
  while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR)
    ;
}

int RunningCommand::wait() {
  if (Cmd.InProcess)
    return InProcessStatus;
  if (StartError != 0) {
    std::cerr << "prism++: error: cannot run '" << Cmd.Argv[0]
              << "': " << std::strerror(StartError) << "\n";
    return 1;
  }
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0) {
    if (errno != EINTR) {
      std::cerr << "prism++: error: waiting for '" << Cmd.Argv[0]
                << "': " << std::strerror(errno) << "\n";
      return 1;
    }
  }
  if (WIFSIGNALED(Status)) {
    std::cerr << "prism++: error: '" << Cmd.Argv[0] << "' died of signal "
              << WTERMSIG(Status) << " (" << strsignal(WTERMSIG(Status))
              << ")\n";
    return 1;
  }
  return WEXITSTATUS(Status);
}

} // namespace prism::driver
