//===- device_code.cpp - What the device link makes for the later stages --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_code.h"

#include "kernel_name.h"

#include <fstream>

namespace prism::driver {

std::set<std::string> kernelsOfSymbols(const std::string &Path) {
  std::set<std::string> Names;
  std::ifstream In(Path);
  std::string Line;
  while (std::getline(In, Line))
    Names.insert(Line.substr(0, Line.find(' ')));
  return Names;
}

std::string kernelsInMessage(const std::string &Symbols) {
  if (Symbols.empty())
    return "";
  std::set<std::string> Kernels = kernelsOfSymbols(Symbols);
  if (Kernels.empty())
    return "";
  std::string Text = " (kernel '" + demangleKernelName(*Kernels.begin()) + "'";
  if (Kernels.size() > 1)
    Text += " and " + std::to_string(Kernels.size() - 1) + " more";
  return Text + ")";
}

} // namespace prism::driver
