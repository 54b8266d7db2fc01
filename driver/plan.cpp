//===- plan.cpp - The steps of a compilation and how they run -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "plan.h"
#include "device_code.h"
#include "paths.h"

#include <algorithm>
#include <cstdio>
#include <deque>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <set>
#include <thread>
#include <unistd.h>

namespace prism::driver {

namespace {

bool isSpirvDeviceCompile(const Command &C) {
  auto Has = [&](const char *A) {
    return std::find(C.Argv.begin(), C.Argv.end(), A) != C.Argv.end();
  };
  return Has("--offload=spirv64") && Has("--cuda-device-only");
}

/// The messages of step C. Clang ends those of a spir64 device compile with
/// "N errors generated when compiling for ." (it names the target CPU, and
/// SPIR-V has none); prism++ names the target there.
std::string messagesOf(std::istream &In, const Command &C) {
  std::string Text((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  if (!isSpirvDeviceCompile(C))
    return Text;
  const std::string Nameless = " generated when compiling for .\n";
  const std::string Named = " generated when compiling for spir64.\n";
  for (size_t At = Text.find(Nameless); At != std::string::npos;
       At = Text.find(Nameless, At + Named.size()))
    Text.replace(At, Nameless.size(), Named);
  return Text;
}

} // namespace

unsigned Plan::jobs() const {
  if (Opts.MaxParallelJobs)
    return Opts.MaxParallelJobs;
  return std::max(1u, std::thread::hardware_concurrency());
}

void Plan::addValidation(const std::string &Image, const std::string &Symbols,
                         Chain In) {
  Steps.push_back({{{Tools.SpirvVal, Image}}, In, {}, {}, Symbols});
}

void Plan::addCompile(Command C, Chain In, bool Sycl) {
  std::optional<PrecompiledHeader> Pch;
  if (Opts.PrecompiledHeader && Sycl)
    Pch = PrecompiledHeader::of(C, Tools);
  if (!Pch) {
    add(std::move(C), In);
    return;
  }
  if (!Pch->claim())
    PchBuilds.emplace(Pch->Pch, std::make_pair(*Pch, C));
  Steps.push_back({Pch->use(C), In, Pch, std::move(C), ""});
}

void Plan::buildPrecompiledHeaders() {
  std::vector<std::pair<PrecompiledHeader, Command>> Builds;
  for (auto &Entry : PchBuilds)
    Builds.emplace_back(Entry.second.first,
                        Entry.second.first.build(Entry.second.second, Tools));
  PchBuilds.clear();
  if (Opts.DryRun) {
    for (const auto &[Pch, Build] : Builds)
      std::cerr << " " << Build.printable() << "\n";
    return;
  }
  // Side by side and silent: a header that does not build (a macro of the
  // command line that breaks it) only costs its compiles the fallback, which
  // then reports the error as the compile's own.
  std::vector<std::string> Stderr;
  std::vector<std::unique_ptr<RunningCommand>> Running;
  for (const auto &[Pch, Build] : Builds) {
    if (Opts.Verbose)
      std::cerr << " " << Build.printable() << "\n";
    Stderr.push_back(
        Temps.file("pch-" + std::to_string(Stderr.size()), ".txt"));
    Running.push_back(Pch.makeFolder() ? std::make_unique<RunningCommand>(
                                             Build, Stderr.back())
                                       : nullptr);
  }
  std::set<std::string> Failed;
  for (size_t I = 0; I < Builds.size(); ++I) {
    const PrecompiledHeader &Pch = Builds[I].first;
    if (!Running[I] || Running[I]->wait() != 0 || !Pch.commit()) {
      Pch.remove();
      Failed.insert(Pch.Pch);
      if (Opts.Verbose)
        std::cerr << "prism++: the precompiled header '" << Pch.Pch
                  << "' did not build; compiling without it\n";
    }
  }
  for (Step &S : Steps)
    if (S.Pch && Failed.count(S.Pch->Pch)) {
      S.Cmd = std::move(*S.Fallback);
      S.Pch.reset();
      S.Fallback.reset();
    }
}

int Plan::run() {
  if (!PchBuilds.empty())
    buildPrecompiledHeaders();
  std::vector<Step> Planned;
  Planned.swap(Steps);
  if (Opts.DryRun) {
    for (const Step &S : Planned)
      std::cerr << " " << S.Cmd.printable() << "\n";
    return 0;
  }
  unsigned Jobs = jobs();
  // Side by side, each tool's stderr goes to a file of its own, shown when
  // it ends: the messages of one tool stay together, in plan order. Clang
  // then sees no terminal, so it is asked for colours when prism++ has one.
  // A compile reading a precompiled header is captured too, to be run again
  // without it silently if it fails.
  bool Capture = Jobs > 1 && Planned.size() > 1;
  bool Terminal = isatty(STDERR_FILENO);
  auto Start = [&](size_t I, const std::string &Stderr) {
    Command &C = Planned[I].Cmd;
    if (Opts.Verbose)
      std::cerr << " " << C.printable() << "\n";
    if (Terminal && !Stderr.empty() && C.Argv[0] == Tools.Clang)
      C.Argv.insert(C.Argv.begin() + 1, "-fcolor-diagnostics");
    return std::make_unique<RunningCommand>(C, Stderr);
  };

  struct Running {
    size_t Index;
    std::string Stderr;
    std::unique_ptr<RunningCommand> Process;
  };
  std::deque<Running> InFlight;
  std::vector<bool> Started(Planned.size()), Done(Planned.size());
  size_t Failed = Planned.size();
  int FailedCode = 0;
  // A step may start once the steps before it in its chain are done.
  auto Ready = [&](size_t I) {
    for (size_t J = 0; J < I; ++J)
      if (Planned[J].In == Planned[I].In && !Done[J])
        return false;
    return true;
  };
  for (;;) {
    for (size_t I = 0; I < Planned.size() && InFlight.size() < Jobs &&
                       Failed == Planned.size();
         ++I) {
      if (Started[I] || !Ready(I))
        continue;
      Started[I] = true;
      std::string Stderr =
          Capture || Planned[I].Fallback
              ? Temps.file("stderr-" + std::to_string(I), ".txt")
              : "";
      if (Stderr.empty() && isSpirvDeviceCompile(Planned[I].Cmd))
        // Its messages pass through messagesOf.
        Stderr = Temps.file("stderr-" + std::to_string(I), ".txt");
      InFlight.push_back({I, Stderr, Start(I, Stderr)});
    }
    if (InFlight.empty())
      break;
    // Waiting in start order keeps the order of the messages, and of the
    // steps started next, the same from run to run.
    Running R = std::move(InFlight.front());
    InFlight.pop_front();
    int Code = R.Process->wait();
    if (Code != 0 &&
        retryWithoutPrecompiledHeader(Planned[R.Index], R.Stderr)) {
      R.Process = Start(R.Index, R.Stderr);
      InFlight.push_front(std::move(R));
      continue;
    }
    if (!R.Stderr.empty()) {
      std::ifstream Messages(R.Stderr, std::ios::binary);
      if (Messages.peek() != std::ifstream::traits_type::eof())
        std::cerr << messagesOf(Messages, Planned[R.Index].Cmd);
      std::remove(R.Stderr.c_str());
    }
    Done[R.Index] = true;
    if (Code == 0)
      continue;
    // As when the steps run one at a time, nothing planned after the failed
    // step runs or speaks: the steps under way are stopped, their messages
    // (often the same error again, from the other compile of the source)
    // dropped.
    Failed = R.Index;
    FailedCode = Code;
    for (Running &Other : InFlight) {
      Other.Process->cancel();
      if (!Other.Stderr.empty())
        std::remove(Other.Stderr.c_str());
    }
    InFlight.clear();
  }
  if (Failed == Planned.size())
    return 0;
  reportFailure(Planned[Failed], FailedCode);
  return 1;
}

void Plan::reportFailure(const Step &S, int Code) const {
  if (S.Cmd.Argv[0] == Tools.SpirvVal) {
    std::cerr << "prism++: error: the SPIR-V image '" << S.Cmd.Argv[1] << "'"
              << kernelsInMessage(S.ValidatedSymbols)
              << " is not valid (spirv-val, which PRISM_VALIDATE_SPIRV asks "
                 "for, says why above)\n";
    return;
  }
  std::cerr << "prism++: error: " << baseName(S.Cmd.Argv[0])
            << " failed with exit code " << Code
            << (Opts.Verbose ? "" : " (use -v to see the command)") << "\n";
}

bool Plan::retryWithoutPrecompiledHeader(Step &S, const std::string &Stderr) {
  if (!S.Fallback)
    return false;
  if (isStalePrecompiledHeader(Stderr))
    S.Pch->remove();
  if (Opts.Verbose) {
    std::ifstream Messages(Stderr, std::ios::binary);
    std::cerr << Messages.rdbuf()
              << "prism++: compiling again without the precompiled header\n";
  }
  S.Cmd = std::move(*S.Fallback);
  S.Fallback.reset();
  return true;
}

} // namespace prism::driver
