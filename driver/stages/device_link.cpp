//===- device_link.cpp - Stage: a target's device code, linked ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "stages.h"

namespace prism::driver {

std::string planDeviceLink(Compilation &C, const OffloadTarget &T,
                           const std::vector<std::string> &Bitcode,
                           Plan::Chain In) {
  // The modules whole, then the device library's functions they call and no
  // others, in one process (two llvm-link runs cost twice its start-up).
  std::string Linked = C.Temps.file(T.tag() + "-devicelib", ".bc");
  Command Link{{C.Tools.DeviceLink}};
  Link.Argv.insert(Link.Argv.end(), Bitcode.begin(), Bitcode.end());
  Link.Argv.insert(Link.Argv.end(),
                   {"--only-needed", C.Tools.deviceLibrary(T.library()), "-o",
                    Linked});
  C.Steps.add(std::move(Link), In);
  return Linked;
}

} // namespace prism::driver
