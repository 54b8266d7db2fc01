//===- PtxRotates.cpp - 64-bit rotates LLVM 15's NVPTX backend gets right -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-ptx-rotates: LLVM 15's NVPTX backend selects a 64-bit rotate by a
// variable amount (ISD::ROTL/ROTR, which it declares legal) as shl.b64 and
// shr.b64 by the amount and by 64 minus it, without reducing the amount
// modulo 64 first, although a rotate's amount is modulo the width: a
// rotate by 65, or by -1 as the C idiom (x << n) | (x >> (-n & 63)) gives
// it, yields 0. (Fixed in later LLVM releases.) The backend forms such
// rotates from llvm.fshl/fshr.i64 with both operands the same, and from an
// or of a shl and a lshr of one value whose amounts it can prove add up to
// 64 modulo 64.
//
// So before llc, this pass hides every variable amount of such a pattern
// behind an inline-asm copy the backend cannot see through: a funnel-shift
// rotate gets its amount reduced modulo 64 in the asm (the backend's
// rotate is right for amounts 0 to 63), and a shl/lshr pair keeps its own
// arithmetic, no longer recognised as a rotate (any such pair: what the
// IR shows as two values may be one to the backend). A constant amount is left
// alone: the backend selects an immediate form that is right.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "prism-ptx-rotates"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace prism {

// Amount, reduced modulo 64 when Modulo, through an asm the backend cannot
// look into.
static Value *opaqueAmount(IRBuilder<> &Builder, Value *Amount, bool Modulo) {
  auto *AsmType = FunctionType::get(Amount->getType(), {Amount->getType()},
                                    /*isVarArg=*/false);
  InlineAsm *Copy = InlineAsm::get(
      AsmType, Modulo ? "and.b64 $0, $1, 63;" : "mov.b64 $0, $1;", "=l,l",
      /*hasSideEffects=*/false);
  return Builder.CreateCall(Copy, {Amount});
}

static bool isVariable64(Value *Amount) {
  return Amount->getType()->isIntegerTy(64) && !isa<Constant>(Amount);
}

// A rotate by a variable amount: fshl/fshr(x, x, n).
static bool hideRotateAmount(IntrinsicInst &Rotate) {
  Intrinsic::ID ID = Rotate.getIntrinsicID();
  if ((ID != Intrinsic::fshl && ID != Intrinsic::fshr) ||
      Rotate.getArgOperand(0) != Rotate.getArgOperand(1) ||
      !isVariable64(Rotate.getArgOperand(2)))
    return false;
  IRBuilder<> Builder(&Rotate);
  Rotate.setArgOperand(
      2, opaqueAmount(Builder, Rotate.getArgOperand(2), /*Modulo=*/true));
  return true;
}

// or(shl(x, a), lshr(y, b)) with a or b variable. x and y need not be one
// IR value: at -O0 they are two loads of one variable, which the backend
// merges.
static bool hideShiftPairAmounts(BinaryOperator &Or) {
  if (!Or.getType()->isIntegerTy(64) ||
      !match(&Or,
             m_c_Or(m_Shl(m_Value(), m_Value()), m_LShr(m_Value(), m_Value()))))
    return false;
  bool Changed = false;
  for (Value *Shift : Or.operands()) {
    auto *ShiftInst = dyn_cast<BinaryOperator>(Shift);
    if (!ShiftInst || !isVariable64(ShiftInst->getOperand(1)))
      continue;
    IRBuilder<> Builder(ShiftInst);
    ShiftInst->setOperand(1, opaqueAmount(Builder, ShiftInst->getOperand(1),
                                          /*Modulo=*/false));
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses PtxRotatesPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<Instruction *, 8> Candidates;
    for (Instruction &I : instructions(F))
      if (isa<IntrinsicInst>(I) || I.getOpcode() == Instruction::Or)
        Candidates.push_back(&I);
    unsigned Hidden = 0;
    for (Instruction *I : Candidates) {
      if (auto *Rotate = dyn_cast<IntrinsicInst>(I))
        Hidden += hideRotateAmount(*Rotate);
      else
        Hidden += hideShiftPairAmounts(*cast<BinaryOperator>(I));
    }
    LLVM_DEBUG(if (Hidden) dbgs()
               << "prism-ptx-rotates: the amounts of " << Hidden
               << " rotate(s) in '" << F.getName() << "' hidden in asm\n");
    Changed |= Hidden != 0;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
