//===- dependency_file.h - Make dependency files of both compiles ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A SYCL source is compiled twice, for the host and for each device target,
// and the two see different headers (code under __SYCL_DEVICE_ONLY__, the
// device prelude of the PTX target). Build systems read one dependency file
// per object (-MD/-MMD, -MF, -MT/-MQ, -MP), so prism++ lets every compile
// write its own and merges the device ones into the host's.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_DEPENDENCY_FILE_H
#define PRISM_DRIVER_DEPENDENCY_FILE_H

#include "command.h"
#include "options.h"

#include <string>
#include <utility>
#include <vector>

namespace prism::driver {

/// Makes Compile, a compile command that ends with its source, write the
/// dependency file File (-MD or, as Deps says, -MMD) with the rule targets
/// Targets (each an option, -MT or -MQ, and its value).
void addDependencyOptions(
    Command &Compile, const DependencyOptions &Deps, const std::string &File,
    const std::vector<std::pair<std::string, std::string>> &Targets);

/// Adds to the make rule in Into the prerequisites of the rules in From that
/// it lacks, after its own and in order; with Phony, writes an empty rule
/// for every prerequisite but the first (the source), as -MP does. Returns
/// false, with Error set, when a file cannot be read or written.
bool mergeDependencyFiles(const std::string &Into,
                          const std::vector<std::string> &From, bool Phony,
                          std::string &Error);

} // namespace prism::driver

#endif // PRISM_DRIVER_DEPENDENCY_FILE_H
