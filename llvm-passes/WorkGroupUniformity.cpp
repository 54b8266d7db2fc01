//===- WorkGroupUniformity.cpp - Values alike for a whole work-group ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "WorkGroupUniformity.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace prism {

namespace {

/// The blocks that work-items may reach along different paths after the
/// branch ending Branch: those it reaches before its immediate
/// post-dominator (every block it reaches when there is none).
SmallPtrSet<const BasicBlock *, 16>
blocksBeforeJoin(const BasicBlock &Branch, const PostDominatorTree &PDT,
                 const BasicBlock *&Join) {
  Join = nullptr;
  if (const DomTreeNode *Node = PDT.getNode(&Branch))
    if (const DomTreeNode *Parent = Node->getIDom())
      Join = Parent->getBlock();
  SmallPtrSet<const BasicBlock *, 16> Inside;
  SmallVector<const BasicBlock *, 16> Pending(succ_begin(&Branch),
                                              succ_end(&Branch));
  while (!Pending.empty()) {
    const BasicBlock *Block = Pending.pop_back_val();
    if (Block == Join || !Inside.insert(Block).second)
      continue;
    append_range(Pending, successors(Block));
  }
  return Inside;
}

} // namespace

WorkGroupUniformity::WorkGroupUniformity(
    Function &F, function_ref<bool(const Instruction &)> IsSource) {
  PostDominatorTree PDT(F);
  SmallVector<const Instruction *, 32> Pending;
  auto MarkDivergent = [&](const Instruction &I) {
    if (Divergent.insert(&I).second)
      Pending.push_back(&I);
  };
  for (Instruction &I : instructions(F))
    if (IsSource(I))
      MarkDivergent(I);

  while (!Pending.empty()) {
    const Instruction *I = Pending.pop_back_val();
    for (const User *U : I->users())
      MarkDivergent(*cast<Instruction>(U));
    if (!I->isTerminator() || I->getNumSuccessors() < 2)
      continue;
    // A divergent branch: work-items part here and meet again at Join.
    const BasicBlock *Join;
    SmallPtrSet<const BasicBlock *, 16> Inside =
        blocksBeforeJoin(*I->getParent(), PDT, Join);
    for (const BasicBlock *Block : Inside) {
      for (const PHINode &Phi : Block->phis())
        MarkDivergent(Phi);
      for (const Instruction &Defined : *Block)
        for (const User *U : Defined.users())
          if (!Inside.contains(cast<Instruction>(U)->getParent()))
            MarkDivergent(Defined);
    }
    if (Join)
      for (const PHINode &Phi : Join->phis())
        MarkDivergent(Phi);
  }
}

} // namespace prism
