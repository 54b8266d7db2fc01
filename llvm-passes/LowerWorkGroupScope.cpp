//===- LowerWorkGroupScope.cpp - Hierarchical kernels' work-group scope ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-lower-work-group-scope: makes SYCL hierarchical kernels
// (parallel_for_work_group) run as ordinary nd-range kernels.
//
// Why: SYCL runs a hierarchical kernel's work-group scope once per
// work-group, with its variables shared by the group, and each
// group::parallel_for_work_item in it on every work-item of the group, with
// a work-group barrier at its end. Devices only run work-items, so the
// work-group scope must become code that every work-item runs but whose
// effects happen once.
//
// The SYCL headers mark the two scopes (sycl/detail/hierarchical_*.hpp):
// the work-group scope is a function that calls __prism_work_group_scope(),
// called by every work-item with the same arguments; every
// parallel_for_work_item calls a function that calls
// __prism_work_item_scope() (a "work-item function"). Both stay noinline
// through Clang's optimisation, so the calls between them are visible here.
// For every work-group scope function the pass
//
//  1. inlines into it every call that leads to a work-item function, so all
//     work-item calls are its own;
//  2. turns the allocas whose address never escapes into SSA values
//     (mem2reg; at -O0 that is most of them) and moves the others (variables
//     captured by reference, the closures it passes to
//     parallel_for_work_item) to work-group local memory, through
//     __prism_static_local_memory, so every work-item sees one copy; a
//     by-value argument (a private pointer) becomes a private copy made
//     before the call;
//  3. lets only the work-item whose local id is 0 in every dimension (the
//     "leader", asked of __prism_local_id) run work-group code that touches
//     memory or has side effects: each outermost loop without a work-item
//     call as a whole (one barrier after it rather than one per iteration:
//     PoCL's build overflows its stack on barriers in -O0 loops), and each
//     other stretch of such code between two work-item calls in a block.
//     The loop or stretch is entered by the leader only and followed by a
//     work-group barrier, and every value it makes that is used after it
//     (an SSA value crossing a parallel_for_work_item, a loaded branch
//     condition) goes through a work-group variable that the leader stores
//     before the barrier and every work-item loads after it;
//  4. puts a work-group barrier after every work-item call.
//
// Code without side effects (arithmetic, address computations, phis,
// branches) runs in every work-item on the same values, so control flow
// stays uniform and every work-item reaches every barrier, as OpenCL
// requires (PoCL assumes it when it builds its work-item loops). Everything
// work-group code writes is followed by a barrier before any other
// work-item reads it. Variables of non-inlined callees stay private: they
// run in the leader only, and a pointer to them cannot outlive the call.
//
// What cannot be lowered is an error naming the kernel: a work-group
// barrier or group algorithm reached from work-group code (only the leader
// would arrive), a variable-length alloca in work-group scope, a pointer to
// a work-group variable used in a way that cannot move to another address
// space, and a parallel_for_work_item outside a hierarchical kernel.
//
// The pass runs right after prism-kernels-only and before
// prism-static-local-memory, which gives each __prism_static_local_memory
// call its variable and makes the scope always-inline: PoCL gives a
// work-group variable to each work-group only where a kernel uses it
// itself.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <string>

#define DEBUG_TYPE "prism-lower-work-group-scope"

using namespace llvm;

namespace prism {

static constexpr const char *WorkGroupMarker = "__prism_work_group_scope";
static constexpr const char *WorkItemMarker = "__prism_work_item_scope";

/// The functions that call Marker, with those calls removed.
static SmallPtrSet<Function *, 8> takeMarkedFunctions(Module &M,
                                                      StringRef Marker) {
  SmallPtrSet<Function *, 8> Marked;
  Function *Declaration = M.getFunction(Marker);
  if (!Declaration)
    return Marked;
  for (User *U : make_early_inc_range(Declaration->users()))
    if (auto *Call = dyn_cast<CallBase>(U)) {
      Marked.insert(Call->getFunction());
      Call->eraseFromParent();
    }
  if (Declaration->use_empty())
    Declaration->eraseFromParent();
  return Marked;
}

/// Targets and every function with a chain of direct calls to one of them.
static SmallPtrSet<const Function *, 32>
functionsReaching(ArrayRef<const Function *> Targets) {
  SmallPtrSet<const Function *, 32> Reaching;
  SmallVector<const Function *, 32> Pending(Targets.begin(), Targets.end());
  while (!Pending.empty()) {
    const Function *F = Pending.pop_back_val();
    if (!Reaching.insert(F).second)
      continue;
    for (const User *U : F->users())
      if (const auto *Call = dyn_cast<CallBase>(U);
          Call && Call->getCalledOperand() == F)
        Pending.push_back(Call->getFunction());
  }
  return Reaching;
}

/// The kernels whose calls reach F, for error messages.
static std::string kernelsCalling(const Function &F) {
  const auto Kernels = collectKernels(*F.getParent());
  std::string Names;
  for (const Function *Kernel : Kernels) {
    SmallPtrSet<const Function *, 32> Seen;
    SmallVector<const Function *, 32> Pending = {Kernel};
    bool Reaches = false;
    while (!Pending.empty() && !Reaches) {
      const Function *Caller = Pending.pop_back_val();
      if (!Seen.insert(Caller).second)
        continue;
      Reaches = Caller == &F;
      for (const Instruction &I : instructions(*Caller))
        if (const auto *Call = dyn_cast<CallBase>(&I))
          if (const Function *Callee = Call->getCalledFunction())
            Pending.push_back(Callee);
    }
    if (Reaches)
      Names +=
          (Names.empty() ? "'" : ", '") + displayName(Kernel->getName()) + "'";
  }
  return Names.empty() ? "'" + displayName(F.getName()) + "'" : Names;
}

namespace {

/// Lowers one work-group scope function.
class ScopeLowering {
public:
  ScopeLowering(Function &Scope,
                const SmallPtrSetImpl<Function *> &WorkItemFunctions)
      : Scope(Scope), M(*Scope.getParent()), Context(M.getContext()),
        DL(M.getDataLayout()), WorkItemFunctions(WorkItemFunctions) {}

  /// False after an error was reported.
  bool run();

private:
  bool isWorkItemCall(const Instruction &I) const {
    const auto *Call = dyn_cast<CallBase>(&I);
    return Call && Call->getCalledFunction() &&
           WorkItemFunctions.contains(Call->getCalledFunction());
  }
  bool inlineWorkItemCallers();
  bool shareAllocas();
  bool checkNoBarriers();
  void guardWorkGroupCode();
  void guard(Instruction *First, Instruction *Last);
  void guardLoops(SmallPtrSetImpl<BasicBlock *> &LeaderBlocks);
  void shareWithJoin(ArrayRef<Instruction *> Made,
                     const SmallPtrSetImpl<BasicBlock *> &Region,
                     BasicBlock *Last, BasicBlock *Join);
  /// A work-group variable of Size bytes, as a generic pointer, made at the
  /// start of the scope.
  Value *sharedMemory(uint64_t Size, Align Alignment);
  bool movePointer(Value *Old, Value *New);
  void passByValueCopy(CallBase &Call, Use &U, Value *New);
  bool moveCastsToPrivate();
  CallInst *barrierBefore(Instruction *Before);
  void error(const Twine &Message) {
    Context.emitError("prism: kernel " + kernelsCalling(Scope) + ": " +
                      Message);
  }

  Function &Scope;
  Module &M;
  LLVMContext &Context;
  const DataLayout &DL;
  const SmallPtrSetImpl<Function *> &WorkItemFunctions;
  /// The calls that give the scope its work-group memory.
  SmallPtrSet<const Value *, 16> SharedMemory;
  /// Instructions the pass added that every work-item runs.
  SmallPtrSet<Instruction *, 16> Replicated;
  Value *IsLeader = nullptr;
};

} // namespace

bool ScopeLowering::inlineWorkItemCallers() {
  SmallVector<const Function *, 8> Targets(WorkItemFunctions.begin(),
                                           WorkItemFunctions.end());
  const auto Reaching = functionsReaching(Targets);
  for (;;) {
    CallBase *ToInline = nullptr;
    for (Instruction &I : instructions(Scope))
      if (auto *Call = dyn_cast<CallBase>(&I))
        if (Function *Callee = Call->getCalledFunction();
            Callee && Callee != &Scope && Reaching.contains(Callee) &&
            !WorkItemFunctions.contains(Callee)) {
          ToInline = Call;
          break;
        }
    if (!ToInline)
      return true;
    InlineFunctionInfo Info;
    const std::string Callee = ToInline->getCalledFunction()->getName().str();
    InlineResult Result = InlineFunction(*ToInline, Info);
    if (!Result.isSuccess()) {
      error("cannot inline '" + displayName(Callee) +
            "', which calls parallel_for_work_item, into the work-group "
            "scope: " +
            Result.getFailureReason());
      return false;
    }
  }
}

Value *ScopeLowering::sharedMemory(uint64_t Size, Align Alignment) {
  Type *Int64 = Type::getInt64Ty(Context);
  Function *Allocator = M.getFunction("__prism_static_local_memory");
  if (!Allocator) {
    const bool IsNvptx = Triple(M.getTargetTriple()).isNVPTX();
    auto *Generic = PointerType::get(Type::getInt8Ty(Context), IsNvptx ? 0 : 4);
    Allocator = Function::Create(
        FunctionType::get(Generic, {Int64, Int64}, false),
        GlobalValue::ExternalLinkage, "__prism_static_local_memory", M);
    if (!IsNvptx)
      Allocator->setCallingConv(CallingConv::SPIR_FUNC);
  }
  IRBuilder<> B(&*Scope.getEntryBlock().getFirstInsertionPt());
  CallInst *Call = B.CreateCall(
      Allocator, {ConstantInt::get(Int64, std::max<uint64_t>(Size, 1)),
                  ConstantInt::get(Int64, Alignment.value())});
  Call->setCallingConv(Allocator->getCallingConv());
  Replicated.insert(Call);
  SharedMemory.insert(Call);
  return Call;
}

/// Passes the by-value argument U of Call, whose memory moved to New, as
/// a private copy made just before the call: byval arguments are private
/// pointers. A work-item call's copy is made in every work-item (after the
/// barrier that follows the leader's writes), any other call's in the
/// leader, with the call.
void ScopeLowering::passByValueCopy(CallBase &Call, Use &U, Value *New) {
  const unsigned ArgNo = Call.getArgOperandNo(&U);
  Type *ValueType = Call.getParamByValType(ArgNo);
  const Align Alignment =
      Call.getParamAlign(ArgNo).value_or(DL.getABITypeAlign(ValueType));
  auto *Copy = new AllocaInst(ValueType, DL.getAllocaAddrSpace(), nullptr,
                              Alignment, "byval.copy",
                              &*Scope.getEntryBlock().getFirstInsertionPt());
  IRBuilder<> B(&Call);
  CallInst *Fill = B.CreateMemCpy(Copy, Alignment, New, Alignment,
                                  DL.getTypeAllocSize(ValueType));
  Value *Argument = B.CreatePointerBitCastOrAddrSpaceCast(Copy, U->getType());
  if (isWorkItemCall(Call)) {
    Replicated.insert(Fill);
    if (auto *Cast = dyn_cast<Instruction>(Argument))
      Replicated.insert(Cast);
  }
  U.set(Argument);
}

/// Makes New, a pointer to the same type in another address space, take
/// Old's place in every use; false for a use it cannot move.
bool ScopeLowering::movePointer(Value *Old, Value *New) {
  if (Old->getType() == New->getType()) {
    Old->replaceAllUsesWith(New);
    return true;
  }
  const unsigned OldSpace = Old->getType()->getPointerAddressSpace();
  const unsigned NewSpace = New->getType()->getPointerAddressSpace();
  auto InNewSpace = [NewSpace](Type *Pointer) {
    return PointerType::getWithSamePointeeType(cast<PointerType>(Pointer),
                                               NewSpace);
  };
  for (Use &U : make_early_inc_range(Old->uses())) {
    auto *User = cast<Instruction>(U.getUser());
    IRBuilder<> B(User);
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(User);
        Intrinsic && Intrinsic->isLifetimeStartOrEnd()) {
      // The shared copy outlives the private variable's lifetime.
      Intrinsic->eraseFromParent();
    } else if (isa<BitCastInst>(User) || isa<AddrSpaceCastInst>(User)) {
      Type *Destination = User->getType();
      if (Destination->getPointerAddressSpace() == OldSpace) {
        if (!movePointer(User, B.CreatePointerBitCastOrAddrSpaceCast(
                                   New, InNewSpace(Destination))))
          return false;
      } else {
        User->replaceAllUsesWith(
            B.CreatePointerBitCastOrAddrSpaceCast(New, Destination));
      }
      User->eraseFromParent();
    } else if (auto *GEP = dyn_cast<GetElementPtrInst>(User);
               GEP && U.getOperandNo() == GEP->getPointerOperandIndex()) {
      SmallVector<Value *, 4> Indices(GEP->indices());
      if (!movePointer(GEP, B.CreateGEP(GEP->getSourceElementType(), New,
                                        Indices, "", GEP->isInBounds())))
        return false;
      GEP->eraseFromParent();
    } else if (isa<LoadInst>(User) ||
               (isa<StoreInst>(User) &&
                U.getOperandNo() == StoreInst::getPointerOperandIndex())) {
      U.set(New);
    } else if (auto *Transfer = dyn_cast<MemTransferInst>(User)) {
      Value *Destination =
          Transfer->getRawDest() == Old ? New : Transfer->getRawDest();
      Value *Source =
          Transfer->getRawSource() == Old ? New : Transfer->getRawSource();
      if (isa<MemMoveInst>(Transfer))
        B.CreateMemMove(Destination, Transfer->getDestAlign(), Source,
                        Transfer->getSourceAlign(), Transfer->getLength(),
                        Transfer->isVolatile());
      else
        B.CreateMemCpy(Destination, Transfer->getDestAlign(), Source,
                       Transfer->getSourceAlign(), Transfer->getLength(),
                       Transfer->isVolatile());
      Transfer->eraseFromParent();
    } else if (auto *Call = dyn_cast<CallBase>(User);
               Call && Call->isArgOperand(&U) &&
               Call->isByValArgument(Call->getArgOperandNo(&U))) {
      passByValueCopy(*Call, U, New);
    } else if (auto *Set = dyn_cast<MemSetInst>(User);
               Set && Set->getRawDest() == Old) {
      B.CreateMemSet(New, Set->getValue(), Set->getLength(),
                     Set->getDestAlign(), Set->isVolatile());
      Set->eraseFromParent();
    } else {
      return false;
    }
  }
  return true;
}

bool ScopeLowering::shareAllocas() {
  // Variables whose address never escapes become SSA values first (as at
  // -O0 nearly all are): they need no memory, and fewer loads and stores
  // mean fewer leader stretches and barriers.
  SmallVector<AllocaInst *, 16> Promotable;
  for (Instruction &I : Scope.getEntryBlock())
    if (auto *Alloca = dyn_cast<AllocaInst>(&I);
        Alloca && isAllocaPromotable(Alloca))
      Promotable.push_back(Alloca);
  if (!Promotable.empty()) {
    DominatorTree Dominators(Scope);
    PromoteMemToReg(Promotable, Dominators);
  }

  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : instructions(Scope))
    if (auto *Alloca = dyn_cast<AllocaInst>(&I))
      Allocas.push_back(Alloca);
  for (AllocaInst *Alloca : Allocas) {
    if (!Alloca->isStaticAlloca()) {
      error("a variable-length array in the work-group scope of a "
            "hierarchical kernel is not supported");
      return false;
    }
    const uint64_t Size =
        DL.getTypeAllocSize(Alloca->getAllocatedType()) *
        cast<ConstantInt>(Alloca->getArraySize())->getZExtValue();
    Value *Shared = sharedMemory(Size, Alloca->getAlign());
    IRBuilder<> B(cast<Instruction>(Shared)->getNextNode());
    auto *Typed = B.CreatePointerBitCastOrAddrSpaceCast(
        Shared,
        PointerType::getWithSamePointeeType(
            Alloca->getType(), Shared->getType()->getPointerAddressSpace()));
    if (auto *Cast = dyn_cast<Instruction>(Typed))
      Replicated.insert(Cast);
    if (!movePointer(Alloca, Typed)) {
      error("work-group variable '" + Alloca->getName() +
            "' is used in a way that cannot move to work-group local memory");
      return false;
    }
    Alloca->eraseFromParent();
  }
  return moveCastsToPrivate();
}

/// Clang passes a by-value argument whose temporary it reached through a
/// generic pointer by casting that pointer back to the private space; where
/// the temporary is now work-group memory, such a cast is invalid (SPIR-V
/// casts local pointers to generic only) and its uses move instead.
bool ScopeLowering::moveCastsToPrivate() {
  SmallVector<AddrSpaceCastInst *, 8> Casts;
  for (Instruction &I : instructions(Scope))
    if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I);
        Cast && Cast->getDestAddressSpace() == DL.getAllocaAddrSpace() &&
        SharedMemory.contains(getUnderlyingObject(Cast->getPointerOperand())))
      Casts.push_back(Cast);
  for (AddrSpaceCastInst *Cast : Casts) {
    Value *Generic = Cast->getPointerOperand();
    IRBuilder<> B(Cast);
    if (!movePointer(
            Cast,
            B.CreatePointerBitCastOrAddrSpaceCast(
                Generic, PointerType::getWithSamePointeeType(
                             cast<PointerType>(Cast->getType()),
                             Generic->getType()->getPointerAddressSpace())))) {
      error("a work-group variable is passed in a way that cannot move to "
            "work-group local memory");
      return false;
    }
    Cast->eraseFromParent();
  }
  return true;
}

/// Whether work-group code must run in the leader alone: it touches memory
/// or has another effect.
static bool isLeaderOnly(const Instruction &I) {
  if (isa<DbgInfoIntrinsic>(I))
    return false;
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects();
}

bool ScopeLowering::checkNoBarriers() {
  SmallVector<const Function *, 2> Barriers;
  for (StringRef Name : {"__prism_barrier", "__prism_sub_group_barrier"})
    if (const Function *F = M.getFunction(Name))
      Barriers.push_back(F);
  const auto Reaching = functionsReaching(Barriers);
  for (Instruction &I : instructions(Scope))
    if (auto *Call = dyn_cast<CallBase>(&I); Call && !isWorkItemCall(I))
      if (const Function *Callee = Call->getCalledFunction();
          Callee && Reaching.contains(Callee)) {
        error("'" + displayName(Callee->getName()) +
              "' waits for the work-group (a barrier or a group "
              "algorithm), which the work-group scope of a hierarchical "
              "kernel cannot do: only one work-item runs it; call it inside "
              "parallel_for_work_item");
        return false;
      }
  return true;
}

CallInst *ScopeLowering::barrierBefore(Instruction *Before) {
  FunctionCallee Barrier = M.getOrInsertFunction(
      "__prism_barrier", FunctionType::get(Type::getVoidTy(Context), false));
  auto *Callee = cast<Function>(Barrier.getCallee());
  if (Callee->isDeclaration() && !Triple(M.getTargetTriple()).isNVPTX())
    Callee->setCallingConv(CallingConv::SPIR_FUNC);
  CallInst *Call = CallInst::Create(Barrier, "", Before);
  Call->setCallingConv(Callee->getCallingConv());
  Replicated.insert(Call);
  return Call;
}

/// Lets only the leader run First..Last (one block, no work-item call),
/// then waits for the group, and shares the values the stretch makes with
/// the code after it.
void ScopeLowering::guard(Instruction *First, Instruction *Last) {
  BasicBlock *Head = First->getParent();
  BasicBlock *Leader = Head->splitBasicBlock(First, "wg.leader");
  BasicBlock *Join = Leader->splitBasicBlock(Last->getNextNode(), "wg.join");
  Head->getTerminator()->eraseFromParent();
  BranchInst::Create(Leader, Join, IsLeader, Head);

  SmallVector<Instruction *, 16> Made;
  for (Instruction &I : *Leader)
    if (!I.isTerminator() && !I.getType()->isVoidTy())
      Made.push_back(&I);
  SmallPtrSet<BasicBlock *, 1> Region = {Leader};
  shareWithJoin(Made, Region, Leader, Join);
}

/// Shares the values that Made, run by the leader alone, gives the code from
/// Join on (outside Region): the leader stores them at the end of Last and
/// everyone loads them at the start of Join, after a barrier.
void ScopeLowering::shareWithJoin(ArrayRef<Instruction *> Made,
                                  const SmallPtrSetImpl<BasicBlock *> &Region,
                                  BasicBlock *Last, BasicBlock *Join) {
  Instruction *AfterBarrier = barrierBefore(&*Join->getFirstInsertionPt());
  IRBuilder<> Loads(AfterBarrier->getNextNode());
  for (Instruction *I : Made) {
    SmallVector<Use *, 4> Outside;
    for (Use &U : I->uses())
      if (!Region.contains(cast<Instruction>(U.getUser())->getParent()))
        Outside.push_back(&U);
    if (Outside.empty())
      continue;
    Type *Ty = I->getType();
    Value *Slot = sharedMemory(DL.getTypeAllocSize(Ty), DL.getABITypeAlign(Ty));
    IRBuilder<> AtStart(cast<Instruction>(Slot)->getNextNode());
    Value *TypedSlot = AtStart.CreatePointerBitCastOrAddrSpaceCast(
        Slot, PointerType::get(Ty, Slot->getType()->getPointerAddressSpace()));
    if (auto *Cast = dyn_cast<Instruction>(TypedSlot))
      Replicated.insert(Cast);
    new StoreInst(I, TypedSlot, Last->getTerminator());
    LoadInst *Shared = Loads.CreateLoad(Ty, TypedSlot, I->getName() + ".wg");
    Replicated.insert(Shared);
    for (Use *U : Outside)
      U->set(Shared);
  }
}

/// Lets the leader alone run each outermost loop without a work-item call
/// (one barrier after it, rather than one per iteration: PoCL's build
/// overflows its stack on barriers in -O0 loops); the loop must have a
/// preheader and one exit block that only the loop enters. Adds the blocks
/// it guarded to LeaderBlocks.
void ScopeLowering::guardLoops(SmallPtrSetImpl<BasicBlock *> &LeaderBlocks) {
  DominatorTree Dominators(Scope);
  LoopInfo Loops(Dominators);
  for (Loop *L : Loops) {
    BasicBlock *Preheader = L->getLoopPreheader();
    BasicBlock *Exit = L->getUniqueExitBlock();
    if (!Preheader || !Exit ||
        any_of(predecessors(Exit),
               [L](BasicBlock *Pred) { return !L->contains(Pred); }))
      continue;
    bool HasEffects = false, HasWorkItemCall = false;
    for (BasicBlock *BB : L->blocks())
      for (Instruction &I : *BB) {
        HasWorkItemCall |= isWorkItemCall(I);
        HasEffects |= isLeaderOnly(I);
      }
    if (HasWorkItemCall || !HasEffects)
      continue;

    BasicBlock *Join =
        Exit->splitBasicBlock(Exit->getFirstNonPHI(), "wg.loop.join");
    Preheader->getTerminator()->eraseFromParent();
    BranchInst::Create(L->getHeader(), Join, IsLeader, Preheader);
    SmallPtrSet<BasicBlock *, 16> Region(L->block_begin(), L->block_end());
    Region.insert(Exit);
    SmallVector<Instruction *, 16> Made;
    for (BasicBlock *BB : Region)
      for (Instruction &I : *BB)
        if (!I.isTerminator() && !I.getType()->isVoidTy())
          Made.push_back(&I);
    shareWithJoin(Made, Region, Exit, Join);
    LeaderBlocks.insert(Region.begin(), Region.end());
  }
}

void ScopeLowering::guardWorkGroupCode() {
  SmallPtrSet<BasicBlock *, 16> LeaderBlocks;
  guardLoops(LeaderBlocks);
  SmallVector<BasicBlock *, 16> Blocks;
  for (BasicBlock &BB : Scope)
    if (!LeaderBlocks.contains(&BB))
      Blocks.push_back(&BB);
  for (BasicBlock *BB : Blocks) {
    SmallVector<std::pair<Instruction *, Instruction *>, 4> Stretches;
    Instruction *First = nullptr, *Last = nullptr;
    for (Instruction &I : *BB) {
      if (isa<PHINode>(I) || I.isTerminator() || Replicated.contains(&I))
        continue;
      if (isWorkItemCall(I)) {
        if (First)
          Stretches.push_back({First, Last});
        First = Last = nullptr;
      } else if (isLeaderOnly(I)) {
        if (!First)
          First = &I;
        Last = &I;
      }
    }
    if (First)
      Stretches.push_back({First, Last});
    for (auto [StretchFirst, StretchLast] : Stretches)
      guard(StretchFirst, StretchLast);
  }
}

bool ScopeLowering::run() {
  Function *LocalId = M.getFunction("__prism_local_id");
  if (!LocalId || LocalId->arg_size() != 1) {
    error("the module has no __prism_local_id(int) for its hierarchical "
          "work-group scope");
    return false;
  }
  if (!inlineWorkItemCallers() || !checkNoBarriers() || !shareAllocas())
    return false;

  IRBuilder<> B(&*Scope.getEntryBlock().getFirstInsertionPt());
  for (unsigned Dimension = 0; Dimension < 3; ++Dimension) {
    CallInst *Id = B.CreateCall(
        LocalId, {ConstantInt::get(LocalId->getArg(0)->getType(), Dimension)});
    Id->setCallingConv(LocalId->getCallingConv());
    Value *IsZero =
        B.CreateICmpEQ(Id, ConstantInt::get(Id->getType(), 0), "wg.id.zero");
    IsLeader = IsLeader ? B.CreateAnd(IsLeader, IsZero) : IsZero;
    for (Value *Made : {static_cast<Value *>(Id), IsZero, IsLeader})
      if (auto *I = dyn_cast<Instruction>(Made))
        Replicated.insert(I);
  }
  IsLeader->setName("wg.is.leader");

  SmallVector<Instruction *, 8> WorkItemCalls;
  for (Instruction &I : instructions(Scope))
    if (isWorkItemCall(I))
      WorkItemCalls.push_back(&I);
  guardWorkGroupCode();
  for (Instruction *Call : WorkItemCalls)
    barrierBefore(Call->getNextNode());

  Scope.removeFnAttr(Attribute::NoInline);
  Scope.addFnAttr(Attribute::AlwaysInline);
  LLVM_DEBUG(dbgs() << "prism-lower-work-group-scope: '" << Scope.getName()
                    << "' runs in its leader, around " << WorkItemCalls.size()
                    << " work-item call(s), with " << SharedMemory.size()
                    << " work-group variable(s)\n");
  return true;
}

/// Removes the functions without callers that inlining left behind.
static void eraseUncalledLocalFunctions(Module &M) {
  for (bool Erased = true; Erased;) {
    Erased = false;
    for (Function &F : make_early_inc_range(M))
      if (F.hasLocalLinkage() && F.use_empty()) {
        F.eraseFromParent();
        Erased = true;
      }
  }
}

PreservedAnalyses LowerWorkGroupScopePass::run(Module &M,
                                               ModuleAnalysisManager &) {
  const auto Scopes = takeMarkedFunctions(M, WorkGroupMarker);
  const auto WorkItemFunctions = takeMarkedFunctions(M, WorkItemMarker);
  if (Scopes.empty() && WorkItemFunctions.empty())
    return PreservedAnalyses::all();

  for (Function *Scope : Scopes)
    if (!ScopeLowering(*Scope, WorkItemFunctions).run())
      return PreservedAnalyses::none();
  eraseUncalledLocalFunctions(M);

  for (Function *WorkItems : WorkItemFunctions) {
    WorkItems->removeFnAttr(Attribute::NoInline);
    for (User *U : WorkItems->users())
      if (auto *Call = dyn_cast<CallBase>(U);
          Call && !Scopes.contains(Call->getFunction())) {
        M.getContext().emitError(
            "prism: kernel " + kernelsCalling(*Call->getFunction()) +
            ": parallel_for_work_item is called outside the work-group "
            "scope of a parallel_for_work_group kernel");
        return PreservedAnalyses::none();
      }
  }
  return PreservedAnalyses::none();
}

} // namespace prism
