//===- LowerUnsupported.cpp - Rewrite what llvm-spirv 15 rejects ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-lower-unsupported: rewrites the constructs, seen in real Clang 15
// output and its optimisation, that the SPIR-V translator 15 cannot take:
//
//  - `freeze`: llvm-spirv 15 fails with "Can't translate llvm instruction".
//    SPIR-V has no poison, so `freeze x` becomes `x`.
//  - @llvm.used / @llvm.compiler.used: translated as a Function-storage
//    OpVariable at module scope, which spirv-val rejects. They only guard
//    symbols against LLVM's own dead-code elimination, which is over by now.
//  - llvm.memset: llvm-spirv 15 translates it as a copy from a
//    UniformConstant array that it leaves out of the entry point interface,
//    which spirv-val rejects. It is expanded into a store loop instead.
//  - llvm.memmove: llvm-spirv 15 copies through a temporary whose
//    OpVariable it places at the memmove, not at the start of the entry
//    block, which spirv-val rejects (a broadcast of a 5-byte struct through
//    group memory); with a variable length between two address spaces it
//    compares pointers of different types. A memmove of constant length
//    copies through a temporary in the entry block here; any other becomes
//    a loop over generic pointers.
//  - Allocas after other instructions or outside the entry block: SPIR-V
//    wants every OpVariable at the start of the first block. Those of
//    constant size move there (SPIR-V has no others).
//  - `llvm.loop` metadata on branches: llvm-spirv 15 turns it into an
//    OpLoopMerge that it places where spirv-val (and our OpenCL plugin, which
//    validates before translating) rejects it. The hints (unroll disable,
//    mustprogress) only steer LLVM's optimiser, which has already run.
//  - Block order: SPIR-V requires every block to come after its dominators,
//    LLVM IR does not, and llvm-spirv 15 keeps the IR's order (loop rotation
//    and unrolling of tiled kernels leave a loop's exit before its body).
//    Blocks are put in reverse post-order, which has that property, after
//    unreachable blocks (dominated by nothing) are removed.
//  - Several edges from one block to a block with phis (a switch whose
//    cases share their code, a conditional branch with one target twice):
//    LLVM lists the predecessor once per edge in every phi, SPIR-V's OpPhi
//    takes each parent block once, and llvm-spirv 15 copies the repeated
//    entries, which spirv-val rejects. The edges are routed through one new
//    block.
//  - `addrspacecast` between two non-generic address spaces: SPIR-V casts
//    only to and from generic, and llvm-spirv 15 rejects the module. Code
//    that casts a pointer of unknown space to global becomes such a cast
//    where InferAddressSpaces finds it was a local pointer. It is split into
//    casts through generic.
//  - `sitofp` of an i1 (or of a vector of them): llvm-spirv 15 turns the
//    bool into an integer with a select of 1 or 0 before OpConvertSToF, so
//    true converts to +1.0 where LLVM means -1.0. InstCombine forms it from
//    `-(int)(a < b)` and from SYCL's vector comparisons converted to float.
//    It becomes a select of -1.0 or 0.0.
//  - llvm.{u,s}{add,sub}.sat: llvm-spirv 15 rejects them ("Unexpected llvm
//    intrinsic"), and InstCombine forms them from saturating arithmetic
//    written in C++ (SYCL's add_sat and sub_sat, or user code). They are
//    expanded back into the operation, an overflow test and a select.
//  - llvm.bitreverse: llvm-spirv 15 makes it OpBitReverse, which needs the
//    Shader capability that no OpenCL device has (the module then fails
//    validation), and InstCombine forms it from a reversal written with
//    shifts and masks (CUDA's __brev in the HIP headers). It is expanded
//    back into swaps of ever larger bit groups (for power-of-two widths,
//    the only ones C++ gives).
//  - Half-precision llvm.fabs, floor, ceil, trunc, rint, nearbyint, round,
//    roundeven, minnum, maxnum and copysign: InstCombine narrows a float
//    one of a widened half (fabsf of a __half) to half, which llvm-spirv
//    makes an OpenCL half builtin that PoCL 3.1 does not have (the build
//    fails on _Z4fabsDh). They compute in float and are rounded back, which
//    is exact for these operations.
//
// It runs after optimisation, since the optimiser itself introduces freeze
// and such casts.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

#define DEBUG_TYPE "prism-lower-unsupported"

using namespace llvm;

namespace prism {

static bool removeFreezes(Function &F) {
  SmallVector<FreezeInst *, 8> Freezes;
  for (Instruction &I : instructions(F))
    if (auto *Freeze = dyn_cast<FreezeInst>(&I))
      Freezes.push_back(Freeze);
  for (FreezeInst *Freeze : Freezes) {
    Freeze->replaceAllUsesWith(Freeze->getOperand(0));
    Freeze->eraseFromParent();
  }
  return !Freezes.empty();
}

static bool expandMemSets(Function &F) {
  SmallVector<MemSetInst *, 4> MemSets;
  for (Instruction &I : instructions(F))
    if (auto *MemSet = dyn_cast<MemSetInst>(&I))
      MemSets.push_back(MemSet);
  for (MemSetInst *MemSet : MemSets) {
    expandMemSetAsLoop(MemSet);
    MemSet->eraseFromParent();
  }
  return !MemSets.empty();
}

// The generic address space of Clang's spirv64 HIP mode.
static constexpr unsigned GenericAddressSpace = 4;

static Value *castToGeneric(Value *Pointer, Instruction *Before) {
  auto *Ty = cast<PointerType>(Pointer->getType());
  if (Ty->getAddressSpace() == GenericAddressSpace)
    return Pointer;
  return new AddrSpaceCastInst(
      Pointer, PointerType::getWithSamePointeeType(Ty, GenericAddressSpace), "",
      Before);
}

static bool expandMemMoves(Function &F) {
  SmallVector<MemMoveInst *, 4> MemMoves;
  for (Instruction &I : instructions(F))
    if (auto *MemMove = dyn_cast<MemMoveInst>(&I))
      MemMoves.push_back(MemMove);
  for (MemMoveInst *MemMove : MemMoves) {
    if (auto *Length = dyn_cast<ConstantInt>(MemMove->getLength())) {
      // llvm-spirv 15 asserts on a copy without alignments.
      Align SourceAlign = MemMove->getSourceAlign().valueOrOne();
      Align DestAlign = MemMove->getDestAlign().valueOrOne();
      Align TemporaryAlign = std::max(SourceAlign, DestAlign);
      IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
      AllocaInst *Temporary = Entry.CreateAlloca(
          ArrayType::get(Entry.getInt8Ty(), Length->getZExtValue()), nullptr,
          "memmove.tmp");
      Temporary->setAlignment(TemporaryAlign);
      IRBuilder<> B(MemMove);
      B.CreateMemCpy(Temporary, TemporaryAlign, MemMove->getRawSource(),
                     SourceAlign, Length, MemMove->isVolatile());
      B.CreateMemCpy(MemMove->getRawDest(), DestAlign, Temporary,
                     TemporaryAlign, Length, MemMove->isVolatile());
    } else {
      // LLVM's loop compares the two pointers, which need one type.
      MemMove->setDest(castToGeneric(MemMove->getRawDest(), MemMove));
      MemMove->setSource(castToGeneric(MemMove->getRawSource(), MemMove));
      expandMemMoveAsLoop(MemMove);
    }
    Function *Declaration = MemMove->getCalledFunction();
    MemMove->eraseFromParent();
    if (Declaration->use_empty())
      Declaration->eraseFromParent();
  }
  return !MemMoves.empty();
}

static bool isStaticAlloca(const Instruction &I) {
  auto *Alloca = dyn_cast<AllocaInst>(&I);
  return Alloca && isa<ConstantInt>(Alloca->getArraySize());
}

/// Moves every alloca of constant size to the start of the entry block.
static bool hoistStaticAllocas(Function &F) {
  if (F.isDeclaration())
    return false;
  BasicBlock &Entry = F.getEntryBlock();
  auto InPlace = Entry.begin();
  while (isStaticAlloca(*InPlace))
    ++InPlace;
  SmallVector<Instruction *, 8> Misplaced;
  for (auto I = InPlace; I != Entry.end(); ++I)
    if (isStaticAlloca(*I))
      Misplaced.push_back(&*I);
  for (BasicBlock &BB : F)
    if (&BB != &Entry)
      for (Instruction &I : BB)
        if (isStaticAlloca(I))
          Misplaced.push_back(&I);
  // In their order, after those already in place.
  for (Instruction *Alloca : Misplaced)
    Alloca->moveBefore(&*InPlace);
  return !Misplaced.empty();
}

static bool splitNonGenericCasts(Function &F) {
  SmallVector<AddrSpaceCastInst *, 4> Casts;
  for (Instruction &I : instructions(F))
    if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I))
      if (Cast->getSrcAddressSpace() != GenericAddressSpace &&
          Cast->getDestAddressSpace() != GenericAddressSpace)
        Casts.push_back(Cast);
  for (AddrSpaceCastInst *Cast : Casts) {
    auto *SrcTy = cast<PointerType>(Cast->getSrcTy());
    Type *GenericTy =
        PointerType::getWithSamePointeeType(SrcTy, GenericAddressSpace);
    Cast->setOperand(
        0, new AddrSpaceCastInst(Cast->getOperand(0), GenericTy, "", Cast));
  }
  return !Casts.empty();
}

static bool expandSignedBoolConversions(Function &F) {
  SmallVector<SIToFPInst *, 4> Conversions;
  for (Instruction &I : instructions(F))
    if (auto *Conversion = dyn_cast<SIToFPInst>(&I))
      if (Conversion->getSrcTy()->getScalarType()->isIntegerTy(1))
        Conversions.push_back(Conversion);
  for (SIToFPInst *Conversion : Conversions) {
    Type *Ty = Conversion->getDestTy();
    Value *Select =
        SelectInst::Create(Conversion->getOperand(0), ConstantFP::get(Ty, -1.0),
                           ConstantFP::get(Ty, 0.0), "", Conversion);
    Select->takeName(Conversion);
    Conversion->replaceAllUsesWith(Select);
    Conversion->eraseFromParent();
  }
  return !Conversions.empty();
}

/// The value of a saturating add or subtract, for integers or vectors of
/// them: the wrapped result, or the bound it overflowed past.
static Value *expandSaturation(IntrinsicInst &Sat) {
  IRBuilder<> B(&Sat);
  Value *L = Sat.getArgOperand(0), *R = Sat.getArgOperand(1);
  Type *Ty = Sat.getType();
  unsigned Bits = Ty->getScalarSizeInBits();
  Constant *Zero = Constant::getNullValue(Ty);
  switch (Sat.getIntrinsicID()) {
  case Intrinsic::uadd_sat: {
    Value *Sum = B.CreateAdd(L, R);
    return B.CreateSelect(B.CreateICmpULT(Sum, L),
                          Constant::getAllOnesValue(Ty), Sum);
  }
  case Intrinsic::usub_sat:
    return B.CreateSelect(B.CreateICmpULT(L, R), Zero, B.CreateSub(L, R));
  default: {
    // Signed: overflow is a result of the wrong sign, past the bound on
    // the side of L's sign.
    bool Add = Sat.getIntrinsicID() == Intrinsic::sadd_sat;
    Value *Result = Add ? B.CreateAdd(L, R) : B.CreateSub(L, R);
    Value *Wrong =
        B.CreateAnd(B.CreateXor(L, Result),
                    Add ? B.CreateXor(R, Result) : B.CreateXor(L, R));
    Value *Bound =
        B.CreateSelect(B.CreateICmpSLT(L, Zero),
                       ConstantInt::get(Ty, APInt::getSignedMinValue(Bits)),
                       ConstantInt::get(Ty, APInt::getSignedMaxValue(Bits)));
    return B.CreateSelect(B.CreateICmpSLT(Wrong, Zero), Bound, Result);
  }
  }
}

static bool expandSaturations(Function &F) {
  SmallVector<IntrinsicInst *, 4> Saturations;
  for (Instruction &I : instructions(F))
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&I))
      switch (Intrinsic->getIntrinsicID()) {
      case Intrinsic::uadd_sat:
      case Intrinsic::usub_sat:
      case Intrinsic::sadd_sat:
      case Intrinsic::ssub_sat:
        Saturations.push_back(Intrinsic);
        break;
      default:
        break;
      }
  for (IntrinsicInst *Sat : Saturations) {
    Function *Declaration = Sat->getCalledFunction();
    Sat->replaceAllUsesWith(expandSaturation(*Sat));
    Sat->eraseFromParent();
    if (Declaration->use_empty())
      Declaration->eraseFromParent();
  }
  return !Saturations.empty();
}

/// X with its bits in reverse order: neighbouring groups of 1, 2, 4, ...
/// bits swapped, for integers or vectors of them of a power-of-two width.
static Value *expandBitReverse(IntrinsicInst &Reverse) {
  IRBuilder<> B(&Reverse);
  Value *X = Reverse.getArgOperand(0);
  Type *Ty = X->getType();
  unsigned Bits = Ty->getScalarSizeInBits();
  for (unsigned Shift = 1; Shift < Bits; Shift *= 2) {
    // The low Shift bits of every group of 2 * Shift.
    Constant *Mask = ConstantInt::get(
        Ty, APInt::getSplat(Bits, APInt::getLowBitsSet(2 * Shift, Shift)));
    Constant *Amount = ConstantInt::get(Ty, Shift);
    X = B.CreateOr(B.CreateAnd(B.CreateLShr(X, Amount), Mask),
                   B.CreateShl(B.CreateAnd(X, Mask), Amount));
  }
  return X;
}

static bool expandBitReverses(Function &F) {
  SmallVector<IntrinsicInst *, 4> Reverses;
  for (Instruction &I : instructions(F))
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&I))
      if (Intrinsic->getIntrinsicID() == Intrinsic::bitreverse &&
          isPowerOf2_32(Intrinsic->getType()->getScalarSizeInBits()))
        Reverses.push_back(Intrinsic);
  for (IntrinsicInst *Reverse : Reverses) {
    Function *Declaration = Reverse->getCalledFunction();
    Reverse->replaceAllUsesWith(expandBitReverse(*Reverse));
    Reverse->eraseFromParent();
    if (Declaration->use_empty())
      Declaration->eraseFromParent();
  }
  return !Reverses.empty();
}

/// Whether Intrinsic is exact when computed in float on halves.
static bool isExactInFloat(Intrinsic::ID Intrinsic) {
  switch (Intrinsic) {
  case Intrinsic::fabs:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::round:
  case Intrinsic::roundeven:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::copysign:
    return true;
  default:
    return false;
  }
}

static bool widenHalfIntrinsics(Function &F) {
  SmallVector<IntrinsicInst *, 4> Narrow;
  for (Instruction &I : instructions(F))
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&I))
      if (isExactInFloat(Intrinsic->getIntrinsicID()) &&
          Intrinsic->getType()->getScalarType()->isHalfTy())
        Narrow.push_back(Intrinsic);
  for (IntrinsicInst *Call : Narrow) {
    IRBuilder<> B(Call);
    Type *Half = Call->getType();
    Type *Float = Half->getWithNewType(B.getFloatTy());
    SmallVector<Value *, 2> Operands;
    for (Value *Operand : Call->args())
      Operands.push_back(B.CreateFPExt(Operand, Float));
    Value *Wide = B.CreateIntrinsic(Call->getIntrinsicID(), {Float}, Operands);
    Function *Declaration = Call->getCalledFunction();
    Call->replaceAllUsesWith(B.CreateFPTrunc(Wide, Half));
    Call->eraseFromParent();
    if (Declaration->use_empty())
      Declaration->eraseFromParent();
  }
  return !Narrow.empty();
}

static bool dropLoopMetadata(Function &F) {
  bool Changed = false;
  for (BasicBlock &BB : F)
    if (Instruction *Term = BB.getTerminator())
      if (Term->getMetadata(LLVMContext::MD_loop)) {
        Term->setMetadata(LLVMContext::MD_loop, nullptr);
        Changed = true;
      }
  return Changed;
}

static bool splitRepeatedEdges(Function &F) {
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Repeated;
  for (BasicBlock &BB : F) {
    SmallPtrSet<BasicBlock *, 8> Seen, Listed;
    for (BasicBlock *Successor : successors(&BB))
      if (!Seen.insert(Successor).second && isa<PHINode>(Successor->begin()) &&
          Listed.insert(Successor).second)
        Repeated.push_back({&BB, Successor});
  }
  for (auto [Predecessor, Successor] : Repeated) {
    BasicBlock *Edge = BasicBlock::Create(
        F.getContext(), Successor->getName() + ".edge", &F, Successor);
    BranchInst::Create(Successor, Edge);
    Instruction *Terminator = Predecessor->getTerminator();
    for (unsigned I = 0; I < Terminator->getNumSuccessors(); ++I)
      if (Terminator->getSuccessor(I) == Successor)
        Terminator->setSuccessor(I, Edge);
    // Every entry for one predecessor holds the same value.
    for (PHINode &Phi : Successor->phis()) {
      Value *Incoming = Phi.getIncomingValueForBlock(Predecessor);
      while (Phi.getBasicBlockIndex(Predecessor) >= 0)
        Phi.removeIncomingValue(Predecessor, /*DeletePHIIfEmpty=*/false);
      Phi.addIncoming(Incoming, Edge);
    }
  }
  return !Repeated.empty();
}

static bool orderBlocksByDominance(Function &F) {
  if (F.isDeclaration())
    return false;
  bool Changed = removeUnreachableBlocks(F);
  BasicBlock *Previous = nullptr;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
    if (Previous && BB->getPrevNode() != Previous) {
      BB->moveAfter(Previous);
      Changed = true;
    }
    Previous = BB;
  }
  return Changed;
}

static bool removeUsedList(Module &M, StringRef Name) {
  GlobalVariable *Used = M.getGlobalVariable(Name);
  if (!Used)
    return false;
  Used->eraseFromParent();
  return true;
}

PreservedAnalyses LowerUnsupportedPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  bool Changed = removeUsedList(M, "llvm.used");
  Changed |= removeUsedList(M, "llvm.compiler.used");
  for (Function &F : M) {
    bool Lowered = removeFreezes(F);
    Lowered |= expandMemSets(F);
    Lowered |= expandMemMoves(F);
    Lowered |= hoistStaticAllocas(F);
    Lowered |= splitNonGenericCasts(F);
    Lowered |= expandSignedBoolConversions(F);
    Lowered |= expandSaturations(F);
    Lowered |= expandBitReverses(F);
    Lowered |= widenHalfIntrinsics(F);
    Lowered |= dropLoopMetadata(F);
    Lowered |= splitRepeatedEdges(F);
    Lowered |= orderBlocksByDominance(F);
    LLVM_DEBUG(if (Lowered) dbgs()
               << "prism-lower-unsupported: rewrote '" << F.getName() << "'\n");
    Changed |= Lowered;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
