//===- LocalMemoryLoops.cpp - Local-memory loops in work-items ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "LocalMemoryLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

namespace prism {
namespace {

constexpr unsigned SpirLocalAddressSpace = 3;

/// Whether V, where it is computed inside L, depends on a phi of L's
/// header: whether it takes another value on each iteration.
bool movesWithLoop(const llvm::Value *V, const llvm::Loop &L) {
  llvm::SmallVector<const llvm::Instruction *, 8> Pending;
  llvm::SmallPtrSet<const llvm::Instruction *, 16> Seen;
  auto Visit = [&](const llvm::Value *Operand) {
    const auto *I = llvm::dyn_cast<llvm::Instruction>(Operand);
    if (I && L.contains(I) && Seen.insert(I).second)
      Pending.push_back(I);
  };
  Visit(V);
  while (!Pending.empty()) {
    const llvm::Instruction *I = Pending.pop_back_val();
    if (llvm::isa<llvm::PHINode>(I) && I->getParent() == L.getHeader())
      return true;
    for (const llvm::Value *Operand : I->operands())
      Visit(Operand);
  }
  return false;
}

const llvm::Value *accessedPointer(const llvm::Instruction &I) {
  if (const auto *Load = llvm::dyn_cast<llvm::LoadInst>(&I))
    return Load->getPointerOperand();
  if (const auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I))
    return Store->getPointerOperand();
  if (const auto *RMW = llvm::dyn_cast<llvm::AtomicRMWInst>(&I))
    return RMW->getPointerOperand();
  if (const auto *CmpXchg = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&I))
    return CmpXchg->getPointerOperand();
  return nullptr;
}

/// Whether L loads or stores local memory at an address that moves with it.
bool walksLocalMemory(const llvm::Loop &L) {
  for (const llvm::BasicBlock *Block : L.blocks())
    for (const llvm::Instruction &I : *Block) {
      const llvm::Value *Pointer = accessedPointer(I);
      if (Pointer &&
          llvm::getUnderlyingObject(Pointer)
                  ->getType()
                  ->getPointerAddressSpace() == SpirLocalAddressSpace &&
          movesWithLoop(Pointer, L))
        return true;
    }
  return false;
}

/// The kernels of M that execute a barrier and every function they call,
/// directly or through other calls.
FunctionSet
kernelsWithBarriersAndTheirCallees(const llvm::Module &M,
                                   const FunctionSet &WithBarrier) {
  FunctionSet Reached;
  llvm::SmallVector<const llvm::Function *, 8> Pending;
  for (const llvm::Function &F : M)
    if (F.getCallingConv() == llvm::CallingConv::SPIR_KERNEL &&
        WithBarrier.contains(&F) && Reached.insert(&F).second)
      Pending.push_back(&F);
  while (!Pending.empty()) {
    const llvm::Function *F = Pending.pop_back_val();
    for (const llvm::Instruction &I : llvm::instructions(*F))
      if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
        if (const llvm::Function *Callee = Call->getCalledFunction())
          if (!Callee->isDeclaration() && Reached.insert(Callee).second)
            Pending.push_back(Callee);
  }
  return Reached;
}

/// The OpenCL 1.2 work-item query Name(uint) -> size_t of M, declared as the
/// SPIR specification names builtins where M does not have it yet.
llvm::Function *workItemQuery(llvm::Module &M, llvm::StringRef Name) {
  if (llvm::Function *Existing = M.getFunction(Name))
    return Existing;
  llvm::LLVMContext &Context = M.getContext();
  llvm::Type *SizeType =
      llvm::IntegerType::get(Context, M.getDataLayout().getPointerSizeInBits());
  auto *Query = llvm::Function::Create(
      llvm::FunctionType::get(SizeType, {llvm::Type::getInt32Ty(Context)},
                              false),
      llvm::GlobalValue::ExternalLinkage, Name, M);
  Query->setCallingConv(llvm::CallingConv::SPIR_FUNC);
  Query->setDoesNotThrow();
  Query->setDoesNotAccessMemory();
  Query->setWillReturn();
  return Query;
}

/// Adds "&& get_local_id(0) < get_local_size(0)" to the condition on which
/// Exit stays in L (an "||" of the opposite where it leaves L on true).
void addWorkItemTerm(llvm::BranchInst &Exit, const llvm::Loop &L) {
  llvm::Module &M = *Exit.getModule();
  llvm::IRBuilder<> Builder(&Exit);
  auto Query = [&](llvm::StringRef Name) {
    llvm::Function *Callee = workItemQuery(M, Name);
    llvm::CallInst *Call = Builder.CreateCall(Callee, {Builder.getInt32(0)});
    Call->setCallingConv(Callee->getCallingConv());
    Call->setDoesNotThrow();
    Call->setDoesNotAccessMemory();
    Call->addFnAttr(llvm::Attribute::WillReturn);
    return Call;
  };
  llvm::Value *Id = Query("_Z12get_local_idj");
  llvm::Value *Size = Query("_Z14get_local_sizej");
  llvm::Value *Condition = Exit.getCondition();
  if (L.contains(Exit.getSuccessor(0)))
    Condition = Builder.CreateAnd(Condition, Builder.CreateICmpULT(Id, Size));
  else
    Condition = Builder.CreateOr(Condition, Builder.CreateICmpUGE(Id, Size));
  Exit.setCondition(Condition);
}

} // namespace

bool keepLocalMemoryLoopsInWorkItems(llvm::Module &M,
                                     const FunctionSet &WithBarrier) {
  FunctionSet InScope =
      kernelsWithBarriersAndTheirCallees(M, WithBarrier);
  bool Changed = false;
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !InScope.contains(&F))
      continue;
    llvm::DominatorTree Dominators(F);
    llvm::LoopInfo Loops(Dominators);
    for (const llvm::Loop *L : Loops.getLoopsInPreorder()) {
      if (!L->isInnermost() || containsCallTo(*L, WithBarrier) ||
          !walksLocalMemory(*L))
        continue;
      llvm::BasicBlock *Exiting = L->getExitingBlock();
      auto *Exit =
          Exiting ? llvm::dyn_cast<llvm::BranchInst>(Exiting->getTerminator())
                  : nullptr;
      if (Exit && Exit->isConditional()) {
        addWorkItemTerm(*Exit, *L);
        Changed = true;
      }
    }
  }
  return Changed;
}

} // namespace prism
