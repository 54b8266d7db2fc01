//===- wrap.cpp - Stage: the offload wrapper of the device images ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "stages.h"

namespace prism::driver {

void planWrapper(Compilation &C, const std::string &WrapperObj,
                 Plan::Chain In) {
  std::string WrapperAsm = C.Temps.file("wrapper", ".s");
  std::string Container = C.Temps.file("wrapper", ".bin");
  Command Wrap{
      {C.Tools.OffloadWrapper, "-o", WrapperAsm, "--container", Container}};
  for (const DeviceImage &I : C.Images) {
    Wrap.Argv.push_back("--image");
    Wrap.Argv.push_back(std::string("format=") +
                        (I.Target.Kind == OffloadTarget::Spirv ? "spirv"
                         : I.Target.Kind == OffloadTarget::Ptx ? "ptx"
                                                               : "native_cpu") +
                        ",target=" + I.Target.Triple +
                        ",arch=" + I.Target.Arch + ",file=" + I.Image +
                        ",symbols=" + I.Symbols);
  }
  C.Steps.add(Wrap, In);
  // The wrapper is data and directives only; the system assembler takes it
  // in a tenth of the time clang's driver and integrated assembler do.
  C.Steps.add({{C.Tools.Assembler, WrapperAsm, "-o", WrapperObj}}, In);
}

} // namespace prism::driver
