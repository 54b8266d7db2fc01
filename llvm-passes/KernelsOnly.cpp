//===- KernelsOnly.cpp - Keep only kernels and what they reach ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-kernels-only: gives internal linkage to every defined function and
// global variable that is not a kernel, drops the llvm.used and
// llvm.compiler.used entries that are not kernels (Clang's HIP mode puts
// host-registration helpers such as @__clang_gpu_used_external there), then
// runs GlobalDCE.
//
// Why: a device module holds every `__device__` function of every
// translation unit and of the device library; only the kernels are entry
// points. Anything they do not reach would otherwise be translated, could
// hold unsupported constructs, and would show up as an unresolved import.
//
// Kept external: kernels, and global variables marked externally_initialized,
// which is how Clang emits `__device__` variables the host addresses by name
// (hipMemcpyToSymbol).
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

#define DEBUG_TYPE "prism-kernels-only"

using namespace llvm;

namespace prism {

static bool internalize(GlobalValue &GV) {
  if (GV.isDeclaration() || GV.hasLocalLinkage())
    return false;
  GV.setLinkage(GlobalValue::InternalLinkage);
  GV.setVisibility(GlobalValue::DefaultVisibility);
  if (auto *GO = dyn_cast<GlobalObject>(&GV))
    GO->setComdat(nullptr);
  return true;
}

PreservedAnalyses KernelsOnlyPass::run(Module &M, ModuleAnalysisManager &AM) {
  auto Kernels = collectKernels(M);
  bool Changed = pruneUsedLists(M, Kernels);

  for (Function &F : M)
    if (!Kernels.contains(&F))
      Changed |= internalize(F);
  for (GlobalVariable &GV : M.globals())
    if (!GV.isExternallyInitialized() && !GV.getName().startswith("llvm."))
      Changed |= internalize(GV);
  for (GlobalAlias &GA : M.aliases())
    Changed |= internalize(GA);

  PreservedAnalyses DCEResult = GlobalDCEPass().run(M, AM);
  LLVM_DEBUG(dbgs() << "prism-kernels-only: " << Kernels.size()
                    << " kernel(s); what they reach leaves " << M.size()
                    << " function(s) and " << M.global_size()
                    << " global variable(s)\n");
  return Changed ? PreservedAnalyses::none() : DCEResult;
}

} // namespace prism
