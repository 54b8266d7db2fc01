//===- post_link.cpp - Stage: post-link passes and the device code split --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "stages.h"

namespace prism::driver {

namespace {

/// The optimisation level the user asked for, 0 to 3 (-Os and -Oz count as
/// 2); the last -O option wins, as in Clang.
int optLevel(const std::vector<std::string> &Args) {
  int Level = 0;
  for (const std::string &A : Args) {
    if (A.rfind("-O", 0) != 0)
      continue;
    std::string Value = A.substr(2);
    if (Value.empty())
      Level = 1;
    else if (Value == "s" || Value == "z" || Value == "fast")
      Level = 2;
    else if (Value.size() == 1 && Value[0] >= '0' && Value[0] <= '3')
      Level = Value[0] - '0';
  }
  return Level;
}

} // namespace

void planPostLink(Compilation &C, const OffloadTarget &T,
                  const std::string &Linked, Plan::Chain In) {
  const Options &Opts = C.Opts;
  bool Spirv = T.Kind == OffloadTarget::Spirv;
  Command PostLink{
      {C.Tools.Opt, "-load-pass-plugin=" + C.Tools.passPlugin(),
       Spirv ? "-passes=prism-post-link-spirv" : "-passes=prism-post-link-ptx",
       "-prism-opt-level=" + std::to_string(optLevel(Opts.CommonCompileArgs))}};
  DeviceCode Code{T, C.Temps.path(T.tag(), ""), "", "", ""};
  if (Opts.DeviceCodeSplit == "off") {
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
