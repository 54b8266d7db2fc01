//===- elf_section.h - One section of an ELF file -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The driver reads the "prism_kernels" section of what it linked (see
// llvm-passes/HostKernelTable.cpp) without linking LLVM's object library:
// a 64-bit little-endian ELF file is all the host link makes.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_ELF_SECTION_H
#define PRISM_DRIVER_ELF_SECTION_H

#include <optional>
#include <string>

namespace prism::driver {

/// The contents of the section called Name in the ELF64 file at Path; none
/// when the file has no such section or is not an ELF64 file.
std::optional<std::string> readElfSection(const std::string &Path,
                                          const std::string &Name);

} // namespace prism::driver

#endif // PRISM_DRIVER_ELF_SECTION_H
