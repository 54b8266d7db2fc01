//===- TagKernelSource.cpp - Remember each kernel's translation unit ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-tag-kernel-source: gives every kernel of the module that has none
// the function attribute "prism-source" = the module's source file name.
//
// Why: -fsycl-device-code-split=per_source (and auto) makes one device image
// per translation unit, but llvm-link merges the translation units into one
// module and keeps only the first one's source name. The device compile
// loads PrismPasses.so with -fpass-plugin, and the plugin runs this pass at
// the start of Clang's pipeline (at every -O level), so the tag is set while
// the module still is one translation unit. prism-device-code-split reads it
// and removes it. Kernels that already carry a tag keep it, so the pass is
// harmless where it runs again on a linked module.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-tag-kernel-source"

using namespace llvm;

namespace prism {

PreservedAnalyses TagKernelSourcePass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (const Function *Kernel : collectKernels(M)) {
    Function &F = const_cast<Function &>(*Kernel);
    if (F.hasFnAttribute(KernelSourceAttribute))
      continue;
    F.addFnAttr(KernelSourceAttribute, M.getSourceFileName());
    LLVM_DEBUG(dbgs() << "prism-tag-kernel-source: '" << F.getName()
                      << "' from '" << M.getSourceFileName() << "'\n");
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
