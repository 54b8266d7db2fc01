//===- driver_options_fuzzer.cpp - Fuzzing prism++ -### -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The input is a command line, its arguments separated by NUL bytes. It
// goes the way driver/main.cpp takes it, in process: inspectCommandLine,
// then for an offloading compile parseOptions and the whole Compilation,
// always as -### (Options::DryRun, which the fuzzer sets whatever the input
// says): temporaries are only named under "<tmp>" and every planned command
// is printed instead of run. Nothing is written: the program cache is off
// (its precompiled headers would otherwise get a folder), and stderr, where
// -### prints, goes nowhere.
//
// Main's other ways out are not the parser's: --help and --version print,
// -v alone runs clang for its installation, and a plain C++ command line is
// handed to clang++ with execv. The fuzzer stops where main would take them.
//
// The inputs are files of a scratch folder made at start-up (a.cpp, b.hip,
// c.cu, d.o, e.a) and removed at exit, which the fuzzer works in (give it
// its corpus folders and -artifact_prefix as absolute paths), so that planning
// gets past "no such file". An argument naming an absolute path or a parent
// folder is refused: reading /dev/stdin or a FIFO would hang for a reason that
// is not the driver's.
//
//===----------------------------------------------------------------------===//
#include "compilation.h"
#include "options.h"
#include "toolchain.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string>
#include <unistd.h>
#include <vector>

using namespace prism::driver;

namespace {

const char *const ScratchFiles[] = {"a.cpp", "b.hip", "c.cu", "d.o", "e.a"};
char ScratchFolder[] = "/tmp/prism-driver-fuzz-XXXXXX";

void removeScratchFolder() {
  for (const char *Name : ScratchFiles)
    unlink(Name);
  rmdir(ScratchFolder);
}

/// Swallows what -### prints.
class NullBuffer : public std::streambuf {
protected:
  int overflow(int C) override { return C; }
};

/// The NUL-separated arguments of Data; false for a command line the fuzzer
/// does not try (see above).
bool splitArguments(const uint8_t *Data, size_t Size,
                    std::vector<std::string> &Args) {
  constexpr size_t MaxArguments = 64;
  std::string Current;
  for (size_t I = 0; I <= Size; ++I) {
    if (I < Size && Data[I] != '\0') {
      Current += static_cast<char>(Data[I]);
      continue;
    }
    if (Current.find('/') == 0 || Current.find("..") != std::string::npos)
      return false;
    Args.push_back(Current);
    Current.clear();
    if (Args.size() > MaxArguments)
      return false;
  }
  return true;
}

/// Sets the process up for the driver; on the first input, not in
/// LLVMFuzzerInitialize, so that a libFuzzer that runs -jobs still starts
/// them, and writes their logs, where it was started.
void enterScratchFolder() {
  setenv("PRISM_CACHE_DISABLE", "1", 1);
  unsetenv("PRISM_VALIDATE_SPIRV");
  if (!mkdtemp(ScratchFolder) || chdir(ScratchFolder) != 0)
    std::abort();
  for (const char *Name : ScratchFiles)
    std::ofstream(Name) << "\n";
  std::atexit(removeScratchFolder);
  static NullBuffer Null;
  std::cerr.rdbuf(&Null);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::vector<std::string> Args;
  if (!splitArguments(Data, Size, Args))
    return 0;
  static const Toolchain Tools = [] {
    enterScratchFolder();
    return Toolchain::locate();
  }();
  try {
    CommandLineIntent Intent = inspectCommandLine(Args);
    if (Intent.Help || Intent.Version || !Intent.Offload ||
        (Intent.Verbose && !Intent.HasInputs))
      return 0;
    Options Opts = parseOptions(Args);
    Opts.DryRun = true;
    Compilation C(Opts, Tools);
    C.run();
  } catch (const OptionError &) {
  }
  return 0;
}
