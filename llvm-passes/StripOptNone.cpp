//===- StripOptNone.cpp - Let -O0 device code be optimised ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-strip-optnone: removes `optnone` and `noinline` from every function.
//
// Why: a device compile at -O0 marks every function optnone+noinline, which
// would keep the link-time pipeline from inlining the device library and
// cleaning up, and PoCL cannot build kernels that still carry -O0 shapes.
// Debugging at -O0 concerns host code; device code is always optimised.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/IR/Module.h"

using namespace llvm;

namespace prism {

PreservedAnalyses StripOptNonePass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.hasFnAttribute(Attribute::OptimizeNone)) {
      F.removeFnAttr(Attribute::OptimizeNone);
      Changed = true;
    }
    if (F.hasFnAttribute(Attribute::NoInline)) {
      F.removeFnAttr(Attribute::NoInline);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
