//===- kernel_name.cpp - Kernel names as users want to read them ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_name.h"

#include <cstdlib>
#include <cxxabi.h>
#include <memory>

namespace prism {

std::string demangleKernelName(const std::string &Symbol) {
  std::string Name = Symbol.substr(0, Symbol.find(".intern."));
  int Status = 0;
  std::unique_ptr<char, decltype(&std::free)> Demangled(
      abi::__cxa_demangle(Name.c_str(), nullptr, nullptr, &Status), &std::free);
  if (Status != 0 || !Demangled)
    return Name;
  return Demangled.get();
}

} // namespace prism
