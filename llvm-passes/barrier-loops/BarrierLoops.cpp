//===- BarrierLoops.cpp - Keep the loops around barriers rolled -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "BarrierLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace prism {
namespace {

bool callsAny(const llvm::Function &F, const FunctionSet &Callees) {
  for (const llvm::Instruction &I : llvm::instructions(F))
    if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
      if (Callees.contains(Call->getCalledFunction()))
        return true;
  return false;
}

bool hasUnrollHint(const llvm::Loop &L) {
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

void disableUnrolling(llvm::Loop &L) {
  llvm::LLVMContext &Context = L.getHeader()->getContext();
  llvm::MDNode *Disable = llvm::MDNode::get(
      Context, llvm::MDString::get(Context, "llvm.loop.unroll.disable"));
  llvm::MDNode *Marker = llvm::MDNode::get(
      Context, llvm::MDString::get(Context, BarrierNoUnrollMarker));
  L.setLoopID(llvm::makePostTransformationMetadata(Context, L.getLoopID(), {},
                                                   {Disable, Marker}));
}

} // namespace

bool unrollDisabledForBarriers(const llvm::Loop &L) {
  return llvm::findOptionMDForLoop(&L, BarrierNoUnrollMarker) != nullptr;
}

bool containsCallTo(const llvm::Loop &L, const FunctionSet &Callees) {
  for (const llvm::BasicBlock *Block : L.blocks())
    for (const llvm::Instruction &I : *Block)
      if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
        if (Callees.contains(Call->getCalledFunction()))
          return true;
  return false;
}

FunctionSet functionsWithBarriers(const llvm::Module &M,
                                  llvm::ArrayRef<llvm::StringRef> Names) {
  FunctionSet WithBarrier;
  for (llvm::StringRef Name : Names)
    if (const llvm::Function *Barrier = M.getFunction(Name))
      WithBarrier.insert(Barrier);
  for (bool Changed = !WithBarrier.empty(); Changed;) {
    Changed = false;
    for (const llvm::Function &F : M)
      if (!F.isDeclaration() && !WithBarrier.contains(&F) &&
          callsAny(F, WithBarrier)) {
        WithBarrier.insert(&F);
        Changed = true;
      }
  }
  return WithBarrier;
}

bool markBarrierLoopsNotToUnroll(llvm::Function &F,
                                 const FunctionSet &WithBarrier) {
  if (F.isDeclaration() || !WithBarrier.contains(&F))
    return false;
  llvm::DominatorTree Dominators(F);
  llvm::LoopInfo Loops(Dominators);
  bool Changed = false;
  llvm::SmallVector<llvm::Loop *, 8> Pending(Loops.begin(), Loops.end());
  while (!Pending.empty()) {
    llvm::Loop *L = Pending.pop_back_val();
    if (!containsCallTo(*L, WithBarrier)) {
      Pending.append(L->begin(), L->end());
      continue;
    }
    for (llvm::Loop *Inside : L->getLoopsInPreorder())
      if (!hasUnrollHint(*Inside)) {
        disableUnrolling(*Inside);
        Changed = true;
      }
  }
  return Changed;
}

} // namespace prism

