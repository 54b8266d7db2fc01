//===- symbols_file.h - Reading a kernel symbols file ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-post-link writes, next to each device image, a text file listing the
// image's kernels: one line per kernel,
//   <device symbol name> <argument count> <size of arg 0> <size of arg 1> ...
// The last argument may be the word "local" instead of a size: a pointer to
// work-group local memory that the runtime binds to the launch's dynamic
// local memory (ContainerKernel::DynamicLocalArg; not in ArgSizes). After
// it, or last if there is none, may come the word "globals": the program's
// device-variable buffer (ContainerKernel::ProgramGlobalsArg; not in
// ArgSizes). The
// sizes may be followed by the fields reqd_sub_group_size=<n> and
// max_work_group_size=<n> (ContainerKernel::ReqdSubGroupSize and
// MaxWorkGroupSize).
// Blank lines and lines whose first non-blank character is '#' are ignored.
// The wrapper copies this table into the container so that the runtime knows
// each kernel's argument sizes without parsing the image.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_SYMBOLS_FILE_H
#define PRISM_TOOLS_SYMBOLS_FILE_H

#include "offload_container.h"

#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

namespace prism {

/// A malformed symbols file; the message starts with "<file>:<line>: ".
class SymbolsFileError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Parses the text of a symbols file; FileName is used in error messages.
std::vector<ContainerKernel> parseSymbols(std::istream &In,
                                          const std::string &FileName);

} // namespace prism

#endif // PRISM_TOOLS_SYMBOLS_FILE_H
