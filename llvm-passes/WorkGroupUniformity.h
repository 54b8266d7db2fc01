//===- WorkGroupUniformity.h - Values alike in a work-group ---*- C++ -*-===//
//-*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Which values of a kernel every work-item of a work-group computes alike:
// those that depend, through their operands and through the branches that
// lead to them, only on constants, the kernel's arguments and what the
// caller calls uniform (the group's ids and sizes). The native CPU
// work-group functions keep such a value once per group where it is live
// at a barrier, rather than once per work-item: code after the barrier then
// sees a scalar (a tile loop's counter, a tile's base address), and the
// vectoriser turns the work-item loop's accesses into vector loads instead
// of gathers.
//
// Divergence starts at the instructions the caller names (work-item ids,
// reads of memory) and spreads to users. A branch on a divergent condition
// makes divergent the phis where work-items may arrive along different
// edges: those of the blocks it reaches before its immediate
// post-dominator, and of that post-dominator; and a value defined in those
// blocks and used beyond them (a loop that work-items leave at different
// iterations). This is the usual sync-dependence rule (Karrenberg and Hack),
// over-approximated by the post-dominator.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_LLVM_PASSES_WORK_GROUP_UNIFORMITY_H
#define PRISM_LLVM_PASSES_WORK_GROUP_UNIFORMITY_H

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/Function.h"

namespace prism {

class WorkGroupUniformity {
public:
  /// IsSource says which instructions give each work-item its own value
  /// whatever their operands.
  WorkGroupUniformity(
      llvm::Function &F,
      llvm::function_ref<bool(const llvm::Instruction &)> IsSource);

  bool isUniform(const llvm::Value &V) const { return !Divergent.count(&V); }

private:
  llvm::DenseSet<const llvm::Value *> Divergent;
};

} // namespace prism

#endif // PRISM_LLVM_PASSES_WORK_GROUP_UNIFORMITY_H
