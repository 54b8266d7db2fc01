//===- help.h - What prism++ --help and --version print -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In the shape of clang's, so that people and tools that read clang's find
// the same lines: the version block of clang --version and clang -v, and
// --help in OptTable's layout, prism++'s own options (Options.td) first, by
// group in the order of the .td, then clang++'s.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_HELP_H
#define PRISM_DRIVER_HELP_H

#include "toolchain.h"

#include <ostream>

namespace prism::driver {

/// "prism++ version X (git R) (based on clang Y)", then the host target,
/// the offload targets, the thread model and the directory of prism++.
void printVersion(std::ostream &OS, const Toolchain &Tools);

/// What clang++ -v alone prints after its version block: the GCC
/// installation and the CUDA installation it found.
void printClangInstallation(std::ostream &OS, const Toolchain &Tools);

/// prism++'s options by group, then clang++'s from clang++ --help.
void printHelp(std::ostream &OS, const Toolchain &Tools);

} // namespace prism::driver

#endif // PRISM_DRIVER_HELP_H
