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
  // One module needs no linking of its own (an archive of them does: the
  // link takes its members).
  std::string Linked = Bitcode.front();
  bool Archive = Linked.size() > 2 &&
                 Linked.compare(Linked.size() - 2, 2, ".a") == 0;
  if (Bitcode.size() > 1 || Archive) {
    Linked = C.Temps.file(T.tag() + "-linked", ".bc");
    Command Link{{C.Tools.LlvmLink}};
    Link.Argv.insert(Link.Argv.end(), Bitcode.begin(), Bitcode.end());
    Link.Argv.insert(Link.Argv.end(), {"-o", Linked});
    C.Steps.add(Link, In);
  }
  // The device library's functions that the code calls, and no others.
  std::string WithLib = C.Temps.file(T.tag() + "-devicelib", ".bc");
  C.Steps.add({{C.Tools.LlvmLink, Linked, "--only-needed",
                C.Tools.deviceLibrary(T.library()), "-o", WithLib}},
              In);
  return WithLib;
}

} // namespace prism::driver
