//===- plan.h - The steps of a compilation and how they run ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The stages (stages/stages.h) add their commands to a Plan; run() runs
// them, side by side up to -fsycl-max-parallel-jobs, or with -### prints
// them. A compile of a SYCL source reads the precompiled sycl.hpp of its
// configuration, built first when missing, and runs again without it if it
// fails.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_PLAN_H
#define PRISM_DRIVER_PLAN_H

#include "command.h"
#include "options.h"
#include "precompiled_header.h"
#include "temp_files.h"
#include "toolchain.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace prism::driver {

class Plan {
public:
  /// Steps that must run in order share a chain; steps of different chains
  /// may run side by side.
  using Chain = size_t;

  Plan(const Options &Opts, const Toolchain &Tools, TempFiles &Temps)
      : Opts(Opts), Tools(Tools), Temps(Temps) {}

  Chain newChain() { return NextChain++; }
  /// How many steps run side by side: -fsycl-max-parallel-jobs, else one
  /// per hardware thread.
  unsigned jobs() const;
  void add(Command C, Chain In) { Steps.push_back({std::move(C), In}); }
  /// spirv-val of Image, whose kernels' symbol table is Symbols (empty if
  /// none), so that a failure names the image and a kernel of it.
  void addValidation(const std::string &Image, const std::string &Symbols,
                     Chain In);
  /// A device or host compile of a source; of a SYCL source, with the
  /// precompiled sycl.hpp of its configuration when there is one (built
  /// first if missing), and without it as the fallback.
  void addCompile(Command C, Chain In, bool Sycl);

  /// Runs the planned steps, up to the -fsycl-max-parallel-jobs limit at
  /// once, and clears the plan. Returns 0, or 1 after an error message when
  /// a step fails (the steps already started are waited for, the others
  /// never start).
  int run();

private:
  struct Step {
    Command Cmd;
    Chain In;
    /// A compile reading a precompiled header, and the same compile without
    /// it, run instead when the first one refuses the header.
    std::optional<PrecompiledHeader> Pch;
    std::optional<Command> Fallback;
    /// spirv-val: the symbol table of the image it checks.
    std::string ValidatedSymbols;
  };

  /// Builds the precompiled headers the planned compiles lack; a compile
  /// whose header could not be built goes without it.
  void buildPrecompiledHeaders();
  /// After S failed: when it read a precompiled header, makes S its
  /// fallback (removing the header if Clang found it stale) and, with -v,
  /// shows why; false otherwise.
  bool retryWithoutPrecompiledHeader(Step &S, const std::string &Stderr);
  /// The error message for a failed step.
  void reportFailure(const Step &S, int Code) const;

  const Options &Opts;
  const Toolchain &Tools;
  TempFiles &Temps;
  std::vector<Step> Steps;
  /// The precompiled headers to build before the compiles that read them,
  /// by .pch path: the header and one compile of its configuration.
  std::map<std::string, std::pair<PrecompiledHeader, Command>> PchBuilds;
  Chain NextChain = 0;
};

} // namespace prism::driver

#endif // PRISM_DRIVER_PLAN_H
