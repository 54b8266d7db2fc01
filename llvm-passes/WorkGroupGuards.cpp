//===- WorkGroupGuards.cpp - Answer range guards for a whole work-group ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-work-group-guards: gives each range guard on a work-item's index,
// such as HIP's `if (i < n)` with i = blockIdx.x * blockDim.x + threadIdx.x
// or SYCL's `if (it.get_global_id(0) < n)`, a second, work-group-wide test
// that decides it for every work-item of the group at once:
//   i < n   becomes   (i evaluated at the group's last work-item < n) || i < n
//
// Why: a CPU OpenCL implementation (PoCL) runs a work-group as a loop over
// its work-items and vectorises that loop. A guard that depends on the
// local id becomes masked loads and stores, which halve the bandwidth of a
// streaming kernel on processors whose masked stores are slow (AMD Zen 4).
// The added test is invariant in that loop, so the implementation's own
// loop unswitching gives the loop a copy without the guard for the groups
// that lie wholly inside the range: all but the last. GPUs are unaffected:
// the test is a few uniform instructions.
//
// Always exact: the index must be an arc in the local id, i.e. the local
// (or global) id of one dimension through adds and subtractions of values
// that do not depend on it, and through truncations and extensions to at
// least 32 bits. Each work-item evaluates the arc at local ids 0 and
// size-1 with its own values of the other operands; where no step of the
// arc wraps (tested at run time, node by node), its own index lies
// between the two, so a "less than" guard that holds at the last index
// holds for it too, and a "greater than" guard that fails there fails for
// it too. Where a step may wrap, the original guard decides. The
// evaluation drops nuw/nsw flags so that it cannot make poison.
//
//===----------------------------------------------------------------------===//
#include "PrismPasses.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/InstSimplifyFolder.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"

#include <algorithm>

#define DEBUG_TYPE "prism-work-group-guards"

using namespace llvm;

namespace prism {

namespace {

// The SPIR-V work-item builtins as llvm-spirv 15 spells their calls
// (device-lib/spir64/spirv_builtins.h).
constexpr StringLiteral LocalIdBuiltin =
    "_Z32__spirv_BuiltInLocalInvocationIdi";
constexpr StringLiteral GlobalIdBuiltin =
    "_Z33__spirv_BuiltInGlobalInvocationIdi";
constexpr StringLiteral LocalSizeBuiltin = "_Z28__spirv_BuiltInWorkgroupSizei";

// Narrower arcs could wrap within one work-group without the end-point test
// seeing it; no device has 2^32 work-items in a group dimension.
constexpr unsigned MinArcBits = 32;
// How deep an index expression or a bound is searched.
constexpr unsigned MaxDepth = 8;

// A call to the local or global id builtin with a constant dimension.
CallInst *asIdCall(Value *V) {
  auto *Call = dyn_cast<CallInst>(V);
  if (!Call || !Call->getCalledFunction() || Call->arg_size() != 1 ||
      !isa<ConstantInt>(Call->getArgOperand(0)))
    return nullptr;
  StringRef Name = Call->getCalledFunction()->getName();
  return Name == LocalIdBuiltin || Name == GlobalIdBuiltin ? Call : nullptr;
}

bool dependsOnId(Value *V, unsigned Depth = 0) {
  if (asIdCall(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || isa<PHINode>(I))
    return false;
  if (Depth == MaxDepth)
    return true;
  return any_of(I->operands(),
                [&](Value *Op) { return dependsOnId(Op, Depth + 1); });
}

// An index that is an arc in the local id: the id call at its foot and the
// instructions from it up to the index, each with the operand on the path.
struct Arc {
  CallInst *Id = nullptr;
  SmallVector<std::pair<Instruction *, unsigned>, 4> Steps; // foot first
};

bool isLowBitMask(Value *V, unsigned &Bits) {
  const APInt *Mask;
  if (!PatternMatch::match(V, PatternMatch::m_APInt(Mask)) || !Mask->isMask())
    return false;
  Bits = Mask->countTrailingOnes();
  return true;
}

// Which operand of I continues the arc, if I is a step of one.
Optional<unsigned> arcOperand(Instruction *I) {
  unsigned Bits = 0;
  switch (I->getOpcode()) {
  case Instruction::ZExt:
  case Instruction::SExt:
    return 0u;
  case Instruction::Trunc:
    if (I->getType()->getScalarSizeInBits() >= MinArcBits)
      return 0u;
    return None;
  case Instruction::And:
    if (isLowBitMask(I->getOperand(1), Bits) && Bits >= MinArcBits)
      return 0u;
    return None;
  case Instruction::Add:
    if (!dependsOnId(I->getOperand(1)))
      return 0u;
    if (!dependsOnId(I->getOperand(0)))
      return 1u;
    return None;
  case Instruction::Sub:
    if (!dependsOnId(I->getOperand(1)))
      return 0u;
    return None;
  default:
    return None;
  }
}

Optional<Arc> findArc(Value *Index) {
  Arc Found;
  Value *V = Index;
  for (unsigned Depth = 0; Depth <= MaxDepth; ++Depth) {
    if (CallInst *Id = asIdCall(V)) {
      if (V->getType()->getScalarSizeInBits() < MinArcBits)
        return None;
      Found.Id = Id;
      std::reverse(Found.Steps.begin(), Found.Steps.end());
      return Found;
    }
    auto *I = dyn_cast<Instruction>(V);
    if (!I || !I->getType()->isIntegerTy())
      return None;
    Optional<unsigned> Operand = arcOperand(I);
    if (!Operand)
      return None;
    Found.Steps.push_back({I, *Operand});
    V = I->getOperand(*Operand);
  }
  return None;
}

// Evaluates the arc at its first and last work-item of the group (local id 0
// and size-1) before InsertBefore, adding to NoWrap the tests that no step
// wraps. Returns the index at the last work-item; First gets the first.
Value *evaluateEnds(const Arc &A, Instruction *InsertBefore, bool SignedUse,
                    SmallVectorImpl<Value *> &NoWrap, Value *&First) {
  Module &M = *InsertBefore->getModule();
  IRBuilder<InstSimplifyFolder> B(InsertBefore->getContext(),
                                  InstSimplifyFolder(M.getDataLayout()));
  B.SetInsertPoint(InsertBefore);
  Type *IdType = A.Id->getType();
  Value *Dim = A.Id->getArgOperand(0);
  // The other builtins are declared like the id one: same type, calling
  // convention and attributes.
  auto Builtin = [&](StringRef Name) {
    Function *IdFn = A.Id->getCalledFunction();
    Function *Fn = M.getFunction(Name);
    if (!Fn) {
      Fn = Function::Create(IdFn->getFunctionType(),
                            GlobalValue::ExternalLinkage, Name, M);
      Fn->copyAttributesFrom(IdFn);
    }
    CallInst *Call = B.CreateCall(Fn, {Dim});
    Call->setCallingConv(A.Id->getCallingConv());
    Call->setAttributes(A.Id->getAttributes());
    return Call;
  };
  Value *Last = B.CreateSub(Builtin(LocalSizeBuiltin),
                            ConstantInt::get(IdType, 1), "wg.last.local");
  First = ConstantInt::get(IdType, 0);
  auto Require = [&](Value *Test) {
    if (!match(Test, PatternMatch::m_One()))
      NoWrap.push_back(Test);
  };
  if (A.Id->getCalledFunction()->getName() == GlobalIdBuiltin) {
    First = B.CreateSub(A.Id, Builtin(LocalIdBuiltin), "wg.first.global");
    Last = B.CreateAdd(First, Last, "wg.last.global");
  }
  for (auto [Step, Operand] : A.Steps) {
    auto AtEnd = [&, Step = Step, Operand = Operand](Value *End) -> Value * {
      Instruction *Copy = Step->clone();
      Copy->dropPoisonGeneratingFlags();
      Copy->setOperand(Operand, End);
      B.Insert(Copy, "wg.end");
      if (Value *Simpler = simplifyInstruction(Copy, M.getDataLayout())) {
        Copy->eraseFromParent();
        return Simpler;
      }
      return Copy;
    };
    Value *StepFirst = AtEnd(First), *StepLast = AtEnd(Last);
    // An extension keeps the arc only if its input does not wrap.
    if (isa<ZExtInst>(Step) || Step->getOpcode() == Instruction::And)
      Require(B.CreateICmpULE(First, Last));
    else if (isa<SExtInst>(Step))
      Require(B.CreateICmpSLE(First, Last));
    First = StepFirst;
    Last = StepLast;
  }
  Require(SignedUse ? B.CreateICmpSLE(First, Last)
                    : B.CreateICmpULE(First, Last));
  return Last;
}

// Adds the work-group-wide test to Guard if it compares an arc index with a
// bound that does not depend on the work-item id.
bool addWorkGroupTest(ICmpInst *Guard) {
  if (!Guard->isRelational())
    return false;
  ICmpInst::Predicate Pred = Guard->getPredicate();
  Value *Index = Guard->getOperand(0), *Bound = Guard->getOperand(1);
  Optional<Arc> A = findArc(Index);
  if (!A) {
    std::swap(Index, Bound);
    Pred = ICmpInst::getSwappedPredicate(Pred);
    A = findArc(Index);
  }
  if (!A || dependsOnId(Bound))
    return false;

  SmallVector<Value *, 4> NoWrap;
  Value *First = nullptr;
  Value *Last =
      evaluateEnds(*A, Guard, ICmpInst::isSigned(Pred), NoWrap, First);
  IRBuilder<InstSimplifyFolder> B(
      Guard->getContext(),
      InstSimplifyFolder(Guard->getModule()->getDataLayout()));
  B.SetInsertPoint(Guard);
  Value *Arcs = B.getTrue();
  for (Value *Test : NoWrap)
    Arcs = B.CreateAnd(Arcs, Test);
  Value *AtLast = B.CreateICmp(Pred, Last, Bound, "wg.guard.at.last");
  bool LessThan = Pred == ICmpInst::ICMP_ULT || Pred == ICmpInst::ICMP_ULE ||
                  Pred == ICmpInst::ICMP_SLT || Pred == ICmpInst::ICMP_SLE;
  B.SetInsertPoint(Guard->getNextNode());
  Value *Decided;
  if (LessThan) // holds at the last index: holds for every work-item
    Decided =
        B.CreateLogicalOr(B.CreateLogicalAnd(Arcs, AtLast), Guard, "wg.guard");
  else // fails at the last index: fails for every work-item
    Decided = B.CreateLogicalAnd(B.CreateLogicalOr(B.CreateNot(Arcs), AtLast),
                                 Guard, "wg.guard");
  LLVM_DEBUG(dbgs() << "prism-work-group-guards: in '"
                    << Guard->getFunction()->getName() << "', " << *Guard
                    << (Decided != Guard ? " gets a work-group-wide test\n"
                                         : " keeps its test, which the last "
                                           "work-item never decides\n"));
  // Decided folds to Guard where the last index never decides (its
  // instructions are then dead, and left to later passes).
  if (Decided != Guard)
    Guard->replaceUsesWithIf(Decided,
                             [&](Use &U) { return U.getUser() != Decided; });
  return true;
}

// A guard decides control: a branch, a select, or the logic combining
// guards before one.
bool isControlUse(User *U) {
  if (isa<BranchInst, SelectInst>(U))
    return true;
  auto *Logic = dyn_cast<BinaryOperator>(U);
  return Logic && Logic->getType()->isIntegerTy(1) &&
         (Logic->getOpcode() == Instruction::And ||
          Logic->getOpcode() == Instruction::Or);
}

} // namespace

PreservedAnalyses WorkGroupGuardsPass::run(Module &M, ModuleAnalysisManager &) {
  SmallVector<ICmpInst *, 16> Guards;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *Cmp = dyn_cast<ICmpInst>(&I))
        if (Cmp->getType()->isIntegerTy(1) &&
            any_of(Cmp->users(), isControlUse))
          Guards.push_back(Cmp);
  bool Changed = false;
  for (ICmpInst *Guard : Guards)
    Changed |= addWorkGroupTest(Guard);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace prism
