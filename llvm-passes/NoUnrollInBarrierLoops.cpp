//===- NoUnrollInBarrierLoops.cpp - Keep loops around barriers rolled ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-no-unroll-in-barrier-loops: marks every loop that contains a work-
// group or sub-group barrier, and every loop inside such a loop, not to be
// unrolled (llvm.loop.unroll.disable), in spirv64 modules.
//
// A CPU OpenCL implementation (PoCL) runs a work-group as loops over its
// work-items between barriers, and keeps every per-work-item value that is
// live across a barrier in an array, stored where it is defined and loaded
// where it is used. In a tiled matrix multiply, the tile loop holds the
// barriers and the inner product loop runs over the tile. Unrolled, the
// inner loop's sixteen addresses into a local tile (the row stride of a
// local_accessor is a run-time value) are loop-invariant, move out of the
// tile loop, and so cross its barriers: 32 saved pointers per work-item,
// reloaded on every step as vectors of pointers, every access a gather or a
// scatter. Rolled, one address per tile crosses them, as in the same kernel
// written in OpenCL C, which PoCL compiles without unrolling. The device's
// compiler still unrolls such loops, after it has formed the work-item
// loops (the OpenCL plugin marks them for PoCL in the SPIR it builds).
//
// It runs at the start of the spirv64 device compile (before the
// optimiser unrolls anything) and of prism-post-link-spirv, where the
// device library is linked and inlined and its barriers are visible. A loop
// with its own unroll hint (#pragma unroll, #pragma nounroll) keeps it. The
// PTX pipeline does not run it: a GPU keeps such values in registers.
//
//===----------------------------------------------------------------------===//
#include "BarrierLoops.h"
#include "PrismPasses.h"

#include "llvm/ADT/Triple.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-no-unroll-in-barrier-loops"

using namespace llvm;

namespace prism {

// The device library's barriers, as the SYCL and HIP headers declare them,
// and the SPIR-V one they come down to.
static constexpr StringRef BarrierNames[] = {"__prism_barrier",
                                             "__prism_sub_group_barrier",
                                             "_Z22__spirv_ControlBarrierjjj"};

PreservedAnalyses NoUnrollInBarrierLoopsPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  Triple Target(M.getTargetTriple());
  if (!Target.isSPIRV() && !Target.isSPIR())
    return PreservedAnalyses::all();
  FunctionSet WithBarrier = functionsWithBarriers(M, BarrierNames);
  bool Changed = false;
  for (Function &F : M)
    if (markBarrierLoopsNotToUnroll(F, WithBarrier)) {
      LLVM_DEBUG(dbgs() << "prism-no-unroll-in-barrier-loops: loops around "
                           "barriers in '"
                        << F.getName() << "' not to be unrolled\n");
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
