//===- bundle.cpp - Stage: fat objects (-c) -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "fat_object.h"
#include "paths.h"
#include "stages.h"

namespace prism::driver {

void planFatObjects(Compilation &C) {
  const Options &Opts = C.Opts;
  // Plain C++ sources were compiled to their objects directly.
  for (size_t S = 0, Offloading = 0; S < Opts.Sources.size(); ++S) {
    if (!Opts.Sources[S].offloads())
      continue;
    std::string Out =
        Opts.Output.empty() ? stemOf(Opts.Sources[S].Path) + ".o" : Opts.Output;
    std::string Targets = "-targets=host-x86_64-unknown-linux-gnu";
    Command Bundle{{C.Tools.OffloadBundler, "-type=o"}};
    std::vector<std::string> Inputs = {"-input=" + C.HostObjects[S]};
    for (size_t I = 0; I < Opts.Targets.size(); ++I) {
      if (sameDeviceCode(Opts.Targets, I) != I)
        continue;
      Targets += "," + bundleId(Opts.Targets[I]);
      Inputs.push_back("-input=" + C.DeviceBitcode[I][Offloading]);
    }
    ++Offloading;
    Bundle.Argv.push_back(Targets);
    Bundle.Argv.insert(Bundle.Argv.end(), Inputs.begin(), Inputs.end());
    Bundle.Argv.push_back("-output=" + Out);
    C.Steps.add(Bundle, C.Steps.newChain());
  }
}

} // namespace prism::driver
