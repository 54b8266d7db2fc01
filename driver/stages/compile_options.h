//===- compile_options.h - What a source's two compiles share -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_STAGES_COMPILE_OPTIONS_H
#define PRISM_DRIVER_STAGES_COMPILE_OPTIONS_H

#include "compilation.h"

#include <string>
#include <vector>

namespace prism::driver {

/// The id that ties the host and the device compiles of Source together
/// (Clang's -cuid): a hash of its absolute path.
std::string compilationId(const std::string &Source);

/// The optimisation level Args ask for, 0 to 3 (-Os and -Oz count as 2);
/// the last -O option wins, as in Clang.
int optLevel(const std::vector<std::string> &Args);

/// The options of both compiles of a Lang source.
std::vector<std::string> commonCompileArgs(const Compilation &C, Language Lang);

} // namespace prism::driver

#endif // PRISM_DRIVER_STAGES_COMPILE_OPTIONS_H
