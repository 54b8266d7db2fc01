//===- LocalMemoryLoopsInWorkItems.cpp - PoCL keeps them per work-item ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-local-memory-loops-in-work-items: in a SPIR module, gives every
// innermost loop that walks local memory, in a kernel that executes a
// barrier, an exit condition that PoCL sees differ between work-items, so
// that PoCL runs the loop inside each work-item instead of turning it around
// the work-group (LocalMemoryLoops.h says why). The OpenCL plugin does this
// to the SPIR it builds for PoCL; the driver's pipelines do not run it, as
// SPIR-V devices compile loops their own way. Registered for lit tests.
//
//===----------------------------------------------------------------------===//
#include "LocalMemoryLoops.h"
#include "PrismPasses.h"

#include "llvm/ADT/Triple.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-local-memory-loops-in-work-items"

using namespace llvm;

namespace prism {

PreservedAnalyses
LocalMemoryLoopsInWorkItemsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!Triple(M.getTargetTriple()).isSPIR())
    return PreservedAnalyses::all();
  bool Changed = keepLocalMemoryLoopsInWorkItems(
      M, functionsWithBarriers(M, SpirBarrierNames));
  LLVM_DEBUG(if (Changed) dbgs()
             << "prism-local-memory-loops-in-work-items: loops that walk "
                "local memory in '"
             << M.getModuleIdentifier() << "' now exit per work-item\n");
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
