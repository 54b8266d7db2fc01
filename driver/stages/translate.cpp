//===- translate.cpp - Stage: device code to SPIR-V or PTX images ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compile_options.h"
#include "stages.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <utility>
#include <vector>

namespace prism::driver {

namespace {

/// SPIR-V extensions llvm-spirv may use. The translator's "+all" produces
/// modules that fail validation or the reverse translation at run time, so
/// the list is curated: nothing beyond core SPIR-V 1.0 for OpenCL for now.
const char *const SpirvExtensions = "--spirv-ext=-all";

/// PRISM_VALIDATE_SPIRV=1: every SPIR-V image goes through spirv-val after
/// its translation (the test suites set it), so that an invalid image fails
/// the build rather than every kernel of the image at run time.
bool validateSpirvRequested() {
  const char *Value = std::getenv("PRISM_VALIDATE_SPIRV");
  return Value && *Value && std::string(Value) != "0";
}

/// The native CPU image of Bitcode (retargeted to the host by the post-link)
/// at Stem.so: a shared object that Clang optimises, vectorising the
/// work-item loops for the processor the functions name, and links with the
/// C library, whose functions (math, printf) kernels may call. Non-trivial
/// loop unswitching (on at -O3 only) is on at every level: the work-group
/// functions leave branches on group-wide conditions (a tile loop's exit)
/// inside their work-item loops, which do not vectorise until unswitching
/// takes those branches out.
void planNativeImage(Compilation &C, const OffloadTarget &T,
                     const std::string &Bitcode, const std::string &Symbols,
                     const std::string &Stem) {
  std::string Image = Stem + ".so";
  C.Temps.add(Image);
  C.Steps.add({{C.Tools.Clang, "-x", "ir", Bitcode,
                "-O" + std::to_string(optLevel(C.Opts.CommonCompileArgs)),
                "-mllvm", "-enable-nontrivial-unswitch", "-fPIC", "-shared",
                "-nostdlib++", "-Wl,--no-undefined", "-lm", "-o", Image}},
              C.Steps.newChain());
  C.Images.push_back({T, Image, Symbols});
}

/// The image of one module (a whole target's or a part's) at Stem.spv,
/// Stem.ptx or Stem.so.
void planImage(Compilation &C, const OffloadTarget &T,
               const std::string &Bitcode, const std::string &Symbols,
               const std::string &Stem) {
  if (T.Kind == OffloadTarget::NativeCpu) {
    planNativeImage(C, T, Bitcode, Symbols, Stem);
    return;
  }
  bool Spirv = T.Kind == OffloadTarget::Spirv;
  std::string Image = Stem + (Spirv ? ".spv" : ".ptx");
  C.Temps.add(Image);
  if (Spirv)
    planSpirvTranslation(C, Bitcode, Image, Symbols, /*Text=*/false,
                         C.Steps.newChain());
  else
    C.Steps.add({{C.Tools.Llc, "-march=nvptx64", "-mcpu=" + T.Arch,
                  "-mattr=+ptx75", "-O3", Bitcode, "-o", Image}},
                C.Steps.newChain());
  C.Images.push_back({T, Image, Symbols});
}

/// The SPIR-V images of several parts: prism-spirv-translate in as many
/// batches as steps run side by side, each part's validation after its
/// batch. One llvm-spirv per part cost more in starting the translator than
/// in translating.
void planSpirvBatches(
    Compilation &C, const OffloadTarget &T,
    const std::vector<std::pair<std::string, std::string>> &Parts) {
  size_t First = C.Images.size();
  for (const auto &[Bitcode, Symbols] : Parts) {
    std::string Image = Bitcode.substr(0, Bitcode.size() - 3) + ".spv";
    C.Temps.add(Image);
    C.Images.push_back({T, Image, Symbols});
  }
  size_t Batches = std::min<size_t>(C.Steps.jobs(), Parts.size());
  for (size_t Batch = 0; Batch < Batches; ++Batch) {
    Command Translate{{C.Tools.SpirvTranslate, SpirvExtensions}};
    for (size_t I = Batch; I < Parts.size(); I += Batches)
      Translate.Argv.insert(Translate.Argv.end(),
                            {Parts[I].first, "-o", C.Images[First + I].Image});
    Plan::Chain In = C.Steps.newChain();
    C.Steps.add(std::move(Translate), In);
    if (validateSpirvRequested())
      for (size_t I = Batch; I < Parts.size(); I += Batches)
        C.Steps.addValidation(C.Images[First + I].Image, Parts[I].second, In);
  }
}

} // namespace

void planSpirvTranslation(Compilation &C, const std::string &Bitcode,
                          const std::string &Image, const std::string &Symbols,
                          bool Text, Plan::Chain In) {
  Command Translate{{C.Tools.LlvmSpirv}};
  if (Text)
    Translate.Argv.push_back("-spirv-text");
  Translate.Argv.insert(Translate.Argv.end(),
                        {SpirvExtensions, Bitcode, "-o", Image});
  C.Steps.add(Translate, In);
  if (!Text && validateSpirvRequested())
    C.Steps.addValidation(Image, Symbols, In);
}

void planTranslation(Compilation &C, const DeviceCode &Code) {
  if (Code.Manifest.empty()) {
    planImage(C, Code.Target, Code.Bitcode, Code.Symbols, Code.Stem);
    return;
  }
  if (C.Opts.DryRun) {
    // The parts are known once the split has run: show the commands of
    // part 0 as the pattern of every part.
    planImage(C, Code.Target, Code.Stem + "-0.bc", Code.Stem + "-0.sym",
              Code.Stem + "-0");
    return;
  }
  std::vector<std::pair<std::string, std::string>> Parts; // bitcode, symbols
  std::ifstream Manifest(Code.Manifest);
  std::string Line;
  while (std::getline(Manifest, Line)) {
    size_t Tab = Line.find('\t');
    if (Tab == std::string::npos)
      continue;
    std::string Bitcode = Line.substr(0, Tab), Symbols = Line.substr(Tab + 1);
    C.Temps.add(Bitcode);
    C.Temps.add(Symbols);
    Parts.emplace_back(std::move(Bitcode), std::move(Symbols));
  }
  if (Code.Target.Kind == OffloadTarget::Spirv && Parts.size() > 1) {
    planSpirvBatches(C, Code.Target, Parts);
    return;
  }
  for (const auto &[Bitcode, Symbols] : Parts)
    planImage(C, Code.Target, Bitcode, Symbols,
              Bitcode.substr(0, Bitcode.size() - 3));
}

} // namespace prism::driver
