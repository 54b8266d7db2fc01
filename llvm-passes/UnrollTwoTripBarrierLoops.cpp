//===- UnrollTwoTripBarrierLoops.cpp - No barrier loop PoCL misreads -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-unroll-two-trip-barrier-loops: marks every loop of a spirv64 module
// that holds a barrier and runs exactly twice to be unrolled in full
// (llvm.loop.unroll.full, replacing prism-no-unroll-in-barrier-loops'
// unroll.disable); the loop-full-unroll pass that follows in
// prism-post-link-spirv then unrolls them.
//
// The optimiser gives such a loop a latch that branches on a phi of
// constants (false on entry, true on the back edge) instead of a counter.
// PoCL 3.1, which optimises the SPIR again before it forms its work-item
// loops, threads the loop's exit through that phi and the work-group
// condition after the loop (`if (local id == 0)`, as in a reduction's
// combine), and then its parallel-region check aborts the process:
// "Incoming edges to non-entry block!". A span reduction of two elements
// (`sycl::reduction(sycl::span<double, 2>(...), sycl::multiplies<double>())`
// in a parallel_for over a range) has such a loop: one group reduction per
// element. Loops of three or more trips keep a counter and PoCL builds them;
// unrolled, a loop of two trips costs one more copy of its body, with none
// of the values that unrolling a longer loop would carry across barriers.
//
//===----------------------------------------------------------------------===//
#include "BarrierLoops.h"
#include "PrismPasses.h"

#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#define DEBUG_TYPE "prism-unroll-two-trip-barrier-loops"

using namespace llvm;

namespace prism {

// The barrier the SPIR-V device library comes down to, and the device
// library's own (in a module not yet inlined).
static constexpr StringRef BarrierNames[] = {"__prism_barrier",
                                             "__prism_sub_group_barrier",
                                             "_Z22__spirv_ControlBarrierjjj"};

static bool markTwoTripLoops(Function &F, const FunctionSet &WithBarrier,
                             TargetLibraryInfo &Library) {
  DominatorTree Dominators(F);
  LoopInfo Loops(Dominators);
  AssumptionCache Assumptions(F);
  ScalarEvolution Evolution(F, Library, Assumptions, Dominators, Loops);
  bool Changed = false;
  for (Loop *L : Loops.getLoopsInPreorder()) {
    if (Evolution.getSmallConstantTripCount(L) != 2 ||
        !containsCallTo(*L, WithBarrier))
      continue;
    LLVMContext &Context = F.getContext();
    MDNode *Full =
        MDNode::get(Context, MDString::get(Context, "llvm.loop.unroll.full"));
    L->setLoopID(makePostTransformationMetadata(Context, L->getLoopID(),
                                                {"llvm.loop.unroll."}, {Full}));
    LLVM_DEBUG(dbgs() << "prism-unroll-two-trip-barrier-loops: loop '"
                      << L->getHeader()->getName() << "' in '" << F.getName()
                      << "' to be unrolled fully\n");
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses
UnrollTwoTripBarrierLoopsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  Triple Target(M.getTargetTriple());
  if (!Target.isSPIRV() && !Target.isSPIR())
    return PreservedAnalyses::all();
  FunctionSet WithBarrier = functionsWithBarriers(M, BarrierNames);
  auto &Functions =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M)
    if (!F.isDeclaration() && WithBarrier.contains(&F))
      Changed |= markTwoTripLoops(
          F, WithBarrier, Functions.getResult<TargetLibraryAnalysis>(F));
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
