//===- command.cpp - One step of a compilation ----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "command.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <spawn.h>
#include <sys/wait.h>

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

int Command::run() const {
  std::vector<char *> Args;
  for (const std::string &Word : Argv)
    Args.push_back(const_cast<char *>(Word.c_str()));
  Args.push_back(nullptr);
  pid_t Pid;
  int Err = posix_spawn(&Pid, Args[0], nullptr, nullptr, Args.data(), environ);
  if (Err != 0) {
    std::cerr << "prism++: error: cannot run '" << Argv[0]
              << "': " << std::strerror(Err) << "\n";
    return 1;
  }
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0) {
    if (errno != EINTR) {
      std::cerr << "prism++: error: waiting for '" << Argv[0]
                << "': " << std::strerror(errno) << "\n";
      return 1;
    }
  }
  if (WIFSIGNALED(Status)) {
    std::cerr << "prism++: error: '" << Argv[0] << "' died of signal "
              << WTERMSIG(Status) << " (" << strsignal(WTERMSIG(Status))
              << ")\n";
    return 1;
  }
  return WEXITSTATUS(Status);
}

} // namespace prism::driver
