//===- kernel_name.h - Kernel names as users want to read them ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Device symbol names are mangled, and the post-link step may have renamed an
// internal one to <name>.intern.<hash>. Error messages show the demangled
// source name instead.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_KERNEL_NAME_H
#define PRISM_CORE_KERNEL_NAME_H

#include <string>

namespace prism {

/// The demangled kernel name, after dropping a ".intern.<hash>" suffix; the
/// name itself when it is not a mangled C++ name.
std::string demangleKernelName(const std::string &Symbol);

} // namespace prism

#endif // PRISM_CORE_KERNEL_NAME_H
