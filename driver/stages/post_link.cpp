//===- post_link.cpp - Stage: post-link passes and the device code split --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compile_options.h"
#include "stages.h"

namespace prism::driver {

void planPostLink(Compilation &C, const OffloadTarget &T,
                  const std::string &Linked, Plan::Chain In) {
  const Options &Opts = C.Opts;
  const char *Pipeline =
      T.Kind == OffloadTarget::Spirv ? "prism-post-link-spirv"
      : T.Kind == OffloadTarget::Ptx ? "prism-post-link-ptx"
                                     : "prism-post-link-native-cpu";
  Command PostLink{
      {C.Tools.Opt, "-load-pass-plugin=" + C.Tools.passPlugin(),
       std::string("-passes=") + Pipeline,
       "-prism-opt-level=" + std::to_string(optLevel(Opts.CommonCompileArgs))}};
  if (T.Kind == OffloadTarget::NativeCpu && !Opts.NativeCpuArch.empty())
    PostLink.Argv.push_back("-prism-native-cpu=" + Opts.NativeCpuArch);
  DeviceCode Code{T, C.Temps.path(T.tag(), ""), "", "", ""};
  // A native image is compiled ahead of time whole: a split would only add
  // shared objects to load.
  if (Opts.DeviceCodeSplit == "off" || T.Kind == OffloadTarget::NativeCpu) {
    Code.Bitcode = C.Temps.file(T.tag() + "-postlink", ".bc");
    Code.Symbols = C.Temps.file(T.tag(), ".sym");
    PostLink.Argv.insert(
        PostLink.Argv.end(),
        {"-prism-symbols-out=" + Code.Symbols, Linked, "-o", Code.Bitcode});
  } else {
    Code.Manifest = C.Temps.file(T.tag(), ".parts");
    PostLink.Argv.insert(PostLink.Argv.end(),
                         {"-prism-split=" + Opts.DeviceCodeSplit,
                          "-prism-split-out=" + Code.Stem, "-disable-output",
                          Linked});
  }
  C.Steps.add(PostLink, In);
  C.LinkedCode.push_back(Code);
}

} // namespace prism::driver
