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
#include "PrismPasses.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace prism {

using FunctionSet = SmallPtrSet<const Function *, 16>;

// The device library's barriers, as the SYCL and HIP headers declare them,
// and the SPIR-V one they come down to.
static constexpr StringLiteral BarrierNames[] = {
    "__prism_barrier", "__prism_sub_group_barrier",
    "_Z22__spirv_ControlBarrierjjj"};

static bool callsAny(const Function &F, const FunctionSet &Callees) {
  for (const Instruction &I : instructions(F))
    if (const auto *Call = dyn_cast<CallBase>(&I))
      if (Callees.contains(Call->getCalledFunction()))
        return true;
  return false;
}

// The functions that execute a barrier, directly or through calls.
static FunctionSet functionsWithBarriers(const Module &M) {
  FunctionSet WithBarrier;
  for (StringRef Name : BarrierNames)
    if (const Function *Barrier = M.getFunction(Name))
      WithBarrier.insert(Barrier);
  for (bool Changed = !WithBarrier.empty(); Changed;) {
    Changed = false;
    for (const Function &F : M)
      if (!F.isDeclaration() && !WithBarrier.contains(&F) &&
          callsAny(F, WithBarrier)) {
        WithBarrier.insert(&F);
        Changed = true;
      }
  }
  return WithBarrier;
}

static bool containsBarrier(const Loop &L, const FunctionSet &WithBarrier) {
  for (const BasicBlock *Block : L.blocks())
    for (const Instruction &I : *Block)
      if (const auto *Call = dyn_cast<CallBase>(&I))
        if (WithBarrier.contains(Call->getCalledFunction()))
          return true;
  return false;
}

static bool hasUnrollHint(const Loop &L) {
  MDNode *LoopID = L.getLoopID();
  if (!LoopID)
    return false;
  for (const MDOperand &Operand : drop_begin(LoopID->operands()))
    if (const auto *Option = dyn_cast<MDNode>(Operand))
      if (const auto *Name = dyn_cast<MDString>(Option->getOperand(0)))
        if (Name->getString().startswith("llvm.loop.unroll."))
          return true;
  return false;
}

static void disableUnrolling(Loop &L) {
  LLVMContext &Context = L.getHeader()->getContext();
  MDNode *Disable =
      MDNode::get(Context, MDString::get(Context, "llvm.loop.unroll.disable"));
  L.setLoopID(
      makePostTransformationMetadata(Context, L.getLoopID(), {}, {Disable}));
}

// Marks the barrier loops of F and the loops inside them; true if any.
static bool markBarrierLoops(Function &F, const FunctionSet &WithBarrier) {
  DominatorTree Dominators(F);
  LoopInfo Loops(Dominators);
  bool Changed = false;
  SmallVector<Loop *, 8> Pending(Loops.begin(), Loops.end());
  while (!Pending.empty()) {
    Loop *L = Pending.pop_back_val();
    if (!containsBarrier(*L, WithBarrier)) {
      Pending.append(L->begin(), L->end());
      continue;
    }
    for (Loop *Inside : L->getLoopsInPreorder())
      if (!hasUnrollHint(*Inside)) {
        disableUnrolling(*Inside);
        Changed = true;
      }
  }
  return Changed;
}

PreservedAnalyses NoUnrollInBarrierLoopsPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  Triple Target(M.getTargetTriple());
  if (!Target.isSPIRV() && !Target.isSPIR())
    return PreservedAnalyses::all();
  FunctionSet WithBarrier = functionsWithBarriers(M);
  bool Changed = false;
  for (Function &F : M)
    if (!F.isDeclaration() && WithBarrier.contains(&F))
      Changed |= markBarrierLoops(F, WithBarrier);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
