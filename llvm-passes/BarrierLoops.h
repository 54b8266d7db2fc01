//===- BarrierLoops.h - Keep the loops around barriers rolled ---*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A CPU OpenCL implementation (PoCL) runs a work-group as loops over its
// work-items between barriers and saves every per-work-item value live
// across a barrier in an array. A loop unrolled inside a loop that holds a
// barrier hoists its per-copy addresses out of that loop, across the
// barrier, where each becomes such an array, accessed by gathers and
// scatters (NoUnrollInBarrierLoops.cpp). So those loops are marked not to
// be unrolled: in the device module by prism-no-unroll-in-barrier-loops, and
// again in the SPIR that the OpenCL plugin builds for PoCL, since SPIR-V
// carries no loop hints. Header-only: the pass plugin and the OpenCL plugin
// are separate libraries.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_BARRIERLOOPS_H
#define PRISM_LLVM_PASSES_BARRIERLOOPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace prism {

using FunctionSet = llvm::SmallPtrSet<const llvm::Function *, 16>;

/// The barriers of SPIR modules: OpenCL 1.2's barrier and the OpenCL 2.0
/// forms of work_group_barrier (what the translator makes of SPIR-V's
/// OpControlBarrier).
inline constexpr llvm::StringRef SpirBarrierNames[] = {
    "_Z7barrierj", "_Z18work_group_barrierj",
    "_Z18work_group_barrierj12memory_scope"};

namespace detail {

inline bool callsAny(const llvm::Function &F, const FunctionSet &Callees) {
  for (const llvm::Instruction &I : llvm::instructions(F))
    if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
      if (Callees.contains(Call->getCalledFunction()))
        return true;
  return false;
}

inline bool containsCallTo(const llvm::Loop &L, const FunctionSet &Callees) {
  for (const llvm::BasicBlock *Block : L.blocks())
    for (const llvm::Instruction &I : *Block)
      if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
        if (Callees.contains(Call->getCalledFunction()))
          return true;
  return false;
}

inline bool hasUnrollHint(const llvm::Loop &L) {
  llvm::MDNode *LoopID = L.getLoopID();
  if (!LoopID)
    return false;
  for (const llvm::MDOperand &Operand : llvm::drop_begin(LoopID->operands()))
    if (const auto *Option = llvm::dyn_cast<llvm::MDNode>(Operand))
      if (const auto *Name =
              llvm::dyn_cast<llvm::MDString>(Option->getOperand(0)))
        if (Name->getString().startswith("llvm.loop.unroll."))
          return true;
  return false;
}

inline void disableUnrolling(llvm::Loop &L) {
  llvm::LLVMContext &Context = L.getHeader()->getContext();
  llvm::MDNode *Disable = llvm::MDNode::get(
      Context, llvm::MDString::get(Context, "llvm.loop.unroll.disable"));
  L.setLoopID(llvm::makePostTransformationMetadata(Context, L.getLoopID(), {},
                                                   {Disable}));
}

} // namespace detail

/// The functions of M that execute a barrier: the barriers themselves (by
/// name, where M has them) and every function that calls one, directly or
/// through other calls.
inline FunctionSet
functionsWithBarriers(const llvm::Module &M,
                      llvm::ArrayRef<llvm::StringRef> Names) {
  FunctionSet WithBarrier;
  for (llvm::StringRef Name : Names)
    if (const llvm::Function *Barrier = M.getFunction(Name))
      WithBarrier.insert(Barrier);
  for (bool Changed = !WithBarrier.empty(); Changed;) {
    Changed = false;
    for (const llvm::Function &F : M)
      if (!F.isDeclaration() && !WithBarrier.contains(&F) &&
          detail::callsAny(F, WithBarrier)) {
        WithBarrier.insert(&F);
        Changed = true;
      }
  }
  return WithBarrier;
}

/// Marks every loop of F that calls one of WithBarrier, and every loop
/// inside such a loop, llvm.loop.unroll.disable, unless the loop has an
/// unroll hint of its own (#pragma unroll, #pragma nounroll). True if it
/// marked any.
inline bool markBarrierLoopsNotToUnroll(llvm::Function &F,
                                        const FunctionSet &WithBarrier) {
  if (F.isDeclaration() || !WithBarrier.contains(&F))
    return false;
  llvm::DominatorTree Dominators(F);
  llvm::LoopInfo Loops(Dominators);
  bool Changed = false;
  llvm::SmallVector<llvm::Loop *, 8> Pending(Loops.begin(), Loops.end());
  while (!Pending.empty()) {
    llvm::Loop *L = Pending.pop_back_val();
    if (!detail::containsCallTo(*L, WithBarrier)) {
      Pending.append(L->begin(), L->end());
      continue;
    }
    for (llvm::Loop *Inside : L->getLoopsInPreorder())
      if (!detail::hasUnrollHint(*Inside)) {
        detail::disableUnrolling(*Inside);
        Changed = true;
      }
  }
  return Changed;
}

} // namespace prism

#endif // PRISM_LLVM_PASSES_BARRIERLOOPS_H
