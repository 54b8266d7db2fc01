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
  std::string Linked = C.Temps.file(T.tag() + "-linked", ".bc");
  Command Link{{C.Tools.LlvmLink}};
  Link.Argv.insert(Link.Argv.end(), Bitcode.begin(), Bitcode.end());
  Link.Argv.insert(Link.Argv.end(), {"-o", Linked});
  C.Steps.add(Link, In);
  // The device library's functions that the code calls, and no others.
  std::string WithLib = C.Temps.file(T.tag() + "-devicelib", ".bc");
  C.Steps.add({{C.Tools.LlvmLink, Linked, "--only-needed",
                C.Tools.deviceLibrary(T.library()), "-o", WithLib}},
              In);
  return WithLib;
}

} // namespace prism::driver
