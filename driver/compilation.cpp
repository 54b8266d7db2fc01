//===- compilation.cpp - One prism++ invocation, stage by stage -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compilation.h"
#include "dependency_file.h"
#include "device_image_cache.h"
#include "elf_section.h"
#include "fat_object.h"
#include "paths.h"
#include "stages/stages.h"

#include <algorithm>
#include <iostream>

namespace prism::driver {

Compilation::Compilation(const Options &Opts, const Toolchain &Tools)
    : Opts(Opts), Tools(Tools), Temps(Opts), Steps(Opts, Tools, Temps),
      DeviceBitcode(Opts.Targets.size()) {}

int Compilation::run() {
  for (const SourceFile &Source : Opts.Sources)
    if (!fileExists(Source.Path))
      throw OptionError{"no such file or directory: '" + Source.Path + "'"};
  for (const std::string &Input : Opts.InputFiles)
    if (!fileExists(Input))
      throw OptionError{"no such file or directory: '" + Input + "'"};
  switch (Opts.Act) {
  case Action::Preprocess: {
    Plan::Chain Stdout = Steps.newChain();
    for (const SourceFile &Source : Opts.Sources)
      planPreprocessing(*this, Source, Stdout);
    return Steps.run();
  }
  case Action::SyntaxOnly:
    for (const SourceFile &Source : Opts.Sources) {
      planDeviceSyntaxChecks(*this, Source);
      planHostSyntaxCheck(*this, Source);
    }
    return Steps.run();
  case Action::DeviceOnly:
    for (const SourceFile &Source : Opts.Sources)
      planDeviceOnlyOutputs(*this, Source);
    return Steps.run();
  case Action::Compile:
    return compileToFatObjects();
  case Action::Link:
  case Action::DeviceLink:
    return link();
  }
  return 1;
}

void Compilation::planSourceCompiles() {
  for (const SourceFile &Source : Opts.Sources) {
    DependencyFiles Deps;
    planDeviceCompiles(*this, Source, Deps);
    planHostCompile(*this, Source, Deps);
    if (Opts.Dependencies.Enabled)
      Dependencies.push_back(Deps);
  }
}

int Compilation::compileToFatObjects() {
  planSourceCompiles();
  if (int Code = Steps.run())
    return Code;
  planFatObjects(*this);
  if (int Code = Steps.run())
    return Code;
  return mergeDependencies() ? 0 : 1;
}

int Compilation::link() {
  planSourceCompiles();
  bool DeviceLinked = linksDeviceLinkedObject();
  if (!DeviceLinked)
    planUnbundling(*this);
  if (int Code = Steps.run())
    return Code;
  DeviceImageCache Cache(Opts, Tools);
  // The targets whose images are made here, by cache key.
  std::vector<std::pair<size_t, std::string>> ToKeep;
  for (size_t I = 0; I < Opts.Targets.size(); ++I) {
    if (DeviceBitcode[I].empty())
      continue;
    std::string Key = Cache.key(Opts.Targets[I], DeviceBitcode[I]);
    if (!Key.empty()) {
      if (Cache.load(Key, Opts.Targets[I], Temps, Images))
        continue;
      ToKeep.emplace_back(I, Key);
    }
    Plan::Chain Target = Steps.newChain();
    std::string Linked =
        planDeviceLink(*this, Opts.Targets[I], DeviceBitcode[I], Target);
    planPostLink(*this, Opts.Targets[I], Linked, Target);
  }
  if (int Code = Steps.run())
    return Code;
  if (!mergeDependencies())
    return 1;
  for (const DeviceCode &Code : LinkedCode)
    planTranslation(*this, Code);
  if (int Code = Steps.run())
    return Code;
  for (const auto &[Target, Key] : ToKeep)
    Cache.store(Key, Opts.Targets[Target], Images);
  Plan::Chain Final = Steps.newChain();
  if (Opts.Act == Action::DeviceLink) {
    planWrapper(*this, Opts.Output.empty() ? "a.o" : Opts.Output, Final);
    return Steps.run();
  }
  std::string WrapperObj;
  if (!DeviceLinked) {
    WrapperObj = Temps.file("wrapper", ".o");
    planWrapper(*this, WrapperObj, Final);
  }
  planHostLink(*this, WrapperObj, Final);
  if (int Code = Steps.run())
    return Code;
  return Opts.DryRun || DeviceLinked ? 0 : checkHostKernels(*this);
}

bool Compilation::linksDeviceLinkedObject() const {
  if (Opts.Act != Action::Link ||
      std::none_of(Opts.InputFiles.begin(), Opts.InputFiles.end(),
                   [](const std::string &Input) {
                     return isObjectFile(Input) &&
                            readElfSection(Input, ".hip_fatbin").has_value();
                   }))
    return false;
  if (!Opts.Sources.empty())
    throw OptionError{"an input made with -fsycl-link carries the device code "
                      "of this link; compile '" +
                      Opts.Sources.front().Path +
                      "' with -c and give its object to -fsycl-link too"};
  return true;
}

bool Compilation::mergeDependencies() const {
  if (Opts.DryRun)
    return true;
  for (const DependencyFiles &Deps : Dependencies) {
    std::string Error;
    if (!mergeDependencyFiles(Deps.Host, Deps.Device, Opts.Dependencies.Phony,
                              Error)) {
      std::cerr << "prism++: error: " << Error << "\n";
      return false;
    }
  }
  return true;
}

} // namespace prism::driver
