//===- unbundle.cpp - Stage: device code of a link's fat inputs -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Device code of fat objects made with -c joins the device link, also from
// the members of static libraries, given by path or found for -l in the -L
// directories as the linker finds them: the bundler turns an archive of fat
// objects into an archive of their device bitcode (skipping plain members),
// which llvm-link links whole. An object's device code is one ELF section
// of it (the bundler's __CLANG_OFFLOAD_BUNDLE__<target>), which the driver
// copies out itself: a bundler process per object and target cost a link
// of ten objects a third of its CPU time. -### shows the llvm-objcopy
// command that does the same.
//
//===----------------------------------------------------------------------===//
#include "elf_section.h"
#include "fat_object.h"
#include "paths.h"
#include "stages.h"

#include <fstream>
#include <iostream>

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

/// Copies the section of Object that holds the device code of bundle Id to
/// Bitcode; an exit status, with the reason on stderr.
int extractDeviceCode(const std::string &Object, const std::string &Id,
                      const std::string &Bitcode) {
  std::optional<std::string> Code = readElfSection(Object, BundleSection + Id);
  if (!Code) {
    std::cerr << "prism++: error: '" << Object
              << "' has no readable device code for " << bundleTargetName(Id)
              << "\n";
    return 1;
  }
  std::ofstream Out(Bitcode, std::ios::binary | std::ios::trunc);
  Out.write(Code->data(), static_cast<std::streamsize>(Code->size()));
  if (!Out.flush()) {
    std::cerr << "prism++: error: cannot write '" << Bitcode << "'\n";
    return 1;
  }
  return 0;
}

/// The step that puts Input's device code for bundle Id into Output.
Command unbundle(const Compilation &C, const std::string &Input, bool Archive,
                 const std::string &Id, const std::string &Output) {
  if (Archive)
    return Command{{C.Tools.OffloadBundler, "-type=a", "-targets=" + Id,
                    "-input=" + Input, "-output=" + Output, "-unbundle",
                    "-allow-missing-bundles"}};
  Command Extract{
      {C.Tools.LlvmObjcopy,
       std::string("--dump-section=") + BundleSection + Id + "=" + Output,
       Input, "/dev/null"}};
  Extract.InProcess = [Input, Id, Output] {
    return extractDeviceCode(Input, Id, Output);
  };
  return Extract;
}

} // namespace

void planUnbundling(Compilation &C) {
  const Options &Opts = C.Opts;
  for (const std::string &Input : linkedFiles(Opts.LinkInputs)) {
    bool Archive = isArchive(Input);
    std::set<std::string> Carried = deviceBundleIds(Input);
    if (Carried.empty())
      continue; // a plain object or library: the host link takes it
    checkTargetsOf(C, Input, Carried);
    for (size_t I = 0; I < Opts.Targets.size(); ++I) {
      if (size_t Same = sameDeviceCode(Opts.Targets, I); Same != I) {
        C.DeviceBitcode[I].push_back(C.DeviceBitcode[Same].back());
        continue;
      }
      std::string Id = bundleId(Opts.Targets[I]);
      std::string Bc = C.Temps.file(stemOf(Input) + "-" + Opts.Targets[I].tag(),
                                    Archive ? ".a" : ".bc");
      C.Steps.add(unbundle(C, Input, Archive, Id, Bc), C.Steps.newChain());
      C.DeviceBitcode[I].push_back(Bc);
    }
  }
}

} // namespace prism::driver
