//===- host_link.cpp - Stage: the host link and its kernel check ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "elf_section.h"
#include "kernel_name.h"
#include "stages.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>
#include <set>

namespace prism::driver {

namespace {

std::string outputOf(const Options &Opts) {
  return Opts.Output.empty() ? "a.out" : Opts.Output;
}

/// The kernels the host code of Executable registers: its prism_kernels
/// section, names separated by NULs; nothing when it has none.
std::optional<std::set<std::string>>
registeredKernels(const std::string &Executable) {
  std::optional<std::string> Table =
      readElfSection(Executable, "prism_kernels");
  if (!Table)
    return std::nullopt;
  std::set<std::string> Registered;
  for (size_t Pos = 0; Pos < Table->size();) {
    size_t End = Table->find('\0', Pos);
    if (End == std::string::npos)
      End = Table->size();
    if (End > Pos)
      Registered.insert(Table->substr(Pos, End - Pos));
    Pos = End + 1;
  }
  return Registered;
}

} // namespace

void planHostLink(Compilation &C, const std::string &WrapperObj,
                  Plan::Chain In) {
  const Options &Opts = C.Opts;
  Command Link{{C.Tools.Clang}};
  Link.Argv.insert(Link.Argv.end(), C.HostObjects.begin(), C.HostObjects.end());
  if (!WrapperObj.empty())
    Link.Argv.push_back(WrapperObj);
  Link.Argv.insert(Link.Argv.end(), Opts.LinkInputs.begin(),
                   Opts.LinkInputs.end());
  Link.Argv.insert(Link.Argv.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  Link.Argv.push_back("-L" + C.Tools.LibDir);
  if (C.Tools.libDirNeedsRpath())
    Link.Argv.push_back("-Wl,-rpath," + C.Tools.LibDir);
  Link.Argv.insert(Link.Argv.end(), {"-lsycl", "-lprism-hip", "-lprism-runtime",
                                     "-o", outputOf(Opts)});
  C.Steps.add(Link, In);
}

int checkHostKernels(const Compilation &C) {
  std::string Output = outputOf(C.Opts);
  std::optional<std::set<std::string>> Registered = registeredKernels(Output);
  if (!Registered)
    return 0;
  bool Missing = false;
  for (const OffloadTarget &T : C.Opts.Targets) {
    if (std::none_of(C.LinkedCode.begin(), C.LinkedCode.end(),
                     [&](const DeviceCode &Code) {
                       return Code.Target.tag() == T.tag();
                     }))
      continue;
    std::set<std::string> Device;
    for (const DeviceImage &I : C.Images)
      if (I.Target.tag() == T.tag()) {
        std::set<std::string> Part = kernelsOfSymbols(I.Symbols);
        Device.insert(Part.begin(), Part.end());
      }
    for (const std::string &Name : *Registered)
      if (!Device.count(Name)) {
        std::cerr << "prism++: error: the host code registers kernel '"
                  << demangleKernelName(Name) << "', but the " << T.Triple
                  << " device code has no such kernel: the host and device "
                     "compiles of its source disagree (an option or macro "
                     "given to one of them only?)\n";
        Missing = true;
      }
  }
  if (!Missing)
    return 0;
  std::remove(Output.c_str());
  return 1;
}

} // namespace prism::driver
