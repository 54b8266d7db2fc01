//===- wrapper_options.h - prism-offload-wrapper's command line -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The command line is written by prism++, not by hand, so it is parsed
// strictly: an unknown option, a missing value or an unknown key inside
// --image is an error naming it.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TOOLS_WRAPPER_OPTIONS_H
#define PRISM_TOOLS_WRAPPER_OPTIONS_H

#include "prism/plugin.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace prism {

/// One --image format=...,target=...,arch=...,file=...,symbols=... value.
struct ImageSpec {
  prism_image_format Format = PRISM_IMAGE_FORMAT_SPIRV;
  std::string Target;
  std::string Arch;
  std::string File;
  std::string Symbols;
};

struct WrapperOptions {
  bool Help = false;
  std::string DumpPath;      // --dump: list this container and exit
  std::string AssemblyPath;  // -o
  std::string ContainerPath; // --container
  std::vector<ImageSpec> Images;
};

class OptionError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Parses argv (without argv[0]); throws OptionError.
WrapperOptions parseWrapperOptions(const std::vector<std::string> &Args);

/// The text --help prints.
const char *wrapperUsage();

} // namespace prism

#endif // PRISM_TOOLS_WRAPPER_OPTIONS_H
