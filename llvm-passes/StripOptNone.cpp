//===- StripOptNone.cpp - Let -O0 device code be optimised ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-strip-optnone: removes `optnone`, and the `noinline` that comes with
// it, from every function.
//
// Why: a device compile at -O0 marks every function optnone+noinline, which
// would keep the link-time pipeline from inlining the device library and
// cleaning up, and PoCL cannot build kernels that still carry -O0 shapes.
// Debugging at -O0 concerns host code; device code is always optimised.
//
// A `noinline` without `optnone` is the source's own (noinline in an
// optimised compile) and stays, as does the `noinline` of a `cold` function
// at -O0: rarely run code kept out of line on purpose, such as
// sycl::stream's output code (PRISM_SYCL_COLD), whose copies at every output
// of a kernel otherwise take PoCL minutes to build.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-strip-optnone"

using namespace llvm;

namespace prism {

PreservedAnalyses StripOptNonePass::run(Module &M, ModuleAnalysisManager &) {
  unsigned Stripped = 0;
  for (Function &F : M) {
    if (!F.hasFnAttribute(Attribute::OptimizeNone))
      continue;
    F.removeFnAttr(Attribute::OptimizeNone);
    if (!F.hasFnAttribute(Attribute::Cold))
      F.removeFnAttr(Attribute::NoInline);
    ++Stripped;
  }
  LLVM_DEBUG(if (Stripped) dbgs() << "prism-strip-optnone: optnone off "
                                  << Stripped << " function(s)\n");
  return Stripped ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
