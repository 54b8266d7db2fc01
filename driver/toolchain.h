//===- toolchain.h - Where prism++ finds its tools and resources ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Everything Prism ships is found relative to the prism++ executable, so the
// build tree (build/bin/prism++) and an install tree work the same way, and
// an install tree can be moved: bin/, lib/ (runtime libraries), lib/prism/
// (plugins, device libraries, the launcher), lib/prism/include/ (Prism's
// headers). The LLVM tools are the ones Prism was configured with.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_TOOLCHAIN_H
#define PRISM_DRIVER_TOOLCHAIN_H

#include <string>

namespace prism::driver {

struct Toolchain {
  std::string BinDir;
  std::string LibDir;
  std::string ResourceDir;
  std::string IncludeDir;

  std::string Clang;
  std::string LlvmLink;
  std::string Opt;
  std::string Llc;
  std::string LlvmSpirv;
  std::string OffloadBundler;
  std::string Assembler; // the system assembler (binutils)
  std::string LlvmObjcopy; // named in -### for what the driver does itself
  std::string OffloadWrapper;
  std::string SpirvTranslate; // llvm-spirv for several modules at once
  std::string DeviceLink;     // both llvm-link runs of a device link at once
  std::string SpirvVal;

  /// Whether programs linked against LibDir need an rpath to it to find the
  /// runtime: not when it is a directory the dynamic loader searches anyway.
  bool libDirNeedsRpath() const;

  std::string frontendPlugin() const;
  std::string passPlugin() const;
  /// The device library for a target ("spir64", "nvptx64").
  std::string deviceLibrary(const std::string &Target) const;

  /// Locates the tree holding the running prism++.
  static Toolchain locate();
};

} // namespace prism::driver

#endif // PRISM_DRIVER_TOOLCHAIN_H
