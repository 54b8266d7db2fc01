//===- unbundle.cpp - Stage: device code of a link's fat inputs -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Device code of fat objects made with -c joins the device link, also from
// the members of static libraries: the bundler turns an archive of fat
// objects into an archive of their device bitcode (skipping plain members),
// which llvm-link links whole.
//
//===----------------------------------------------------------------------===//
#include "fat_object.h"
#include "paths.h"
#include "stages.h"

namespace prism::driver {

namespace {

/// Throws OptionError naming Input and the targets of the link that its
/// device code (the bundle ids in Carried) lacks.
void checkTargetsOf(const Compilation &C, const std::string &Input,
                    const std::set<std::string> &Carried) {
  std::string Missing, Has;
  for (const OffloadTarget &T : C.Opts.Targets)
    if (!Carried.count(bundleId(T)))
      Missing += (Missing.empty() ? "" : ", ") + bundleTargetName(bundleId(T));
  if (Missing.empty())
    return;
  for (const std::string &Id : Carried)
    Has += (Has.empty() ? "" : ", ") + bundleTargetName(Id);
  throw OptionError{"'" + Input + "' carries device code for " + Has +
                    ", but this link asks for " + Missing +
                    " too; compile it with the -fsycl-targets of the link, or "
                    "link for the targets it carries"};
}

} // namespace

void planUnbundling(Compilation &C) {
  const Options &Opts = C.Opts;
  for (const std::string &Input : Opts.LinkInputs) {
    bool Archive = isArchive(Input);
    if (!Archive && !isObjectFile(Input))
      continue;
    std::set<std::string> Carried = deviceBundleIds(Input);
    if (Carried.empty())
      continue; // a plain object or library: the host link takes it
    checkTargetsOf(C, Input, Carried);
    for (size_t I = 0; I < Opts.Targets.size(); ++I) {
      std::string Id = bundleId(Opts.Targets[I]);
      std::string Bc = C.Temps.file(stemOf(Input) + "-" + Opts.Targets[I].tag(),
                                    Archive ? ".a" : ".bc");
      Command Unbundle{{C.Tools.OffloadBundler, Archive ? "-type=a" : "-type=o",
                        "-targets=" + Id, "-input=" + Input, "-output=" + Bc,
                        "-unbundle"}};
      if (Archive)
        Unbundle.Argv.push_back("-allow-missing-bundles");
      C.Steps.add(Unbundle, C.Steps.newChain());
      C.DeviceBitcode[I].push_back(Bc);
    }
  }
}

} // namespace prism::driver
