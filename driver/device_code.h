//===- device_code.h - What the device link makes for the later stages ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_DEVICE_CODE_H
#define PRISM_DRIVER_DEVICE_CODE_H

#include "options.h"

#include <set>
#include <string>

namespace prism::driver {

/// A target's post-linked device code, whole or split into parts that
/// prism-device-code-split lists in Manifest.
struct DeviceCode {
  OffloadTarget Target;
  std::string Stem;     // path prefix of its images and parts
  std::string Bitcode;  // whole module, when not split
  std::string Symbols;  // its kernel symbols, when not split
  std::string Manifest; // <prefix>.parts, when split
};

/// One image the executable carries: SPIR-V or PTX, with the symbol table
/// of its kernels.
struct DeviceImage {
  OffloadTarget Target;
  std::string Image;
  std::string Symbols;
};

/// The kernel names of a symbol table file: the first word of each line.
std::set<std::string> kernelsOfSymbols(const std::string &Path);

/// " (kernel 'name' and N more)" for the image whose symbol table is
/// Symbols, to name it in messages; empty when its kernels are unknown.
std::string kernelsInMessage(const std::string &Symbols);

} // namespace prism::driver

#endif // PRISM_DRIVER_DEVICE_CODE_H
