//===- main.cpp - prism++, the Prism compiler driver ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Without -fsycl prism++ is clang++-15 with the same arguments. With -fsycl
// it runs the offload flow of docs/design.md. --help, --version and -v alone
// describe prism++ itself, as clang++'s describe clang.
//
//===----------------------------------------------------------------------===//
#include "compilation.h"
#include "help.h"
#include "options.h"
#include "toolchain.h"

#include <cstring>
#include <iostream>
#include <unistd.h>

using namespace prism::driver;

int main(int Argc, char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  Toolchain Tools = Toolchain::locate();
  CommandLineIntent Intent = inspectCommandLine(Args);
  if (Intent.Help) {
    printHelp(std::cout, Tools);
    return 0;
  }
  if (Intent.Version) {
    printVersion(std::cout, Tools);
    return 0;
  }
  // As clang -v does: the version block on stderr, then the compile.
  if (Intent.Verbose)
    printVersion(std::cerr, Tools);
  if (Intent.Verbose && !Intent.HasInputs) {
    printClangInstallation(std::cerr, Tools);
    return 0;
  }
  if (!Intent.Offload) {
    // Plain C++ is clang++'s, with Prism's headers found after the user's,
    // as hipcc and nvcc find theirs: host code calls the HIP and CUDA APIs
    // (<hip/hip_runtime_api.h>) without being device code.
    std::string IncludeDir = Tools.IncludeDir;
    std::vector<char *> ClangArgv = {const_cast<char *>(Tools.Clang.c_str())};
    for (int I = 1; I < Argc; ++I)
      ClangArgv.push_back(Argv[I]);
    ClangArgv.push_back(const_cast<char *>("-idirafter"));
    ClangArgv.push_back(IncludeDir.data());
    ClangArgv.push_back(nullptr);
    execv(ClangArgv[0], ClangArgv.data());
    std::cerr << "prism++: error: cannot run '" << Tools.Clang
              << "': " << std::strerror(errno) << "\n";
    return 1;
  }
  try {
    Options Opts = parseOptions(Args);
    Compilation C(Opts, Tools);
    return C.run();
  } catch (const OptionError &E) {
    std::cerr << "prism++: error: " << E.Message << "\n";
    return 1;
  }
}
