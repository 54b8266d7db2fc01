//===- NativeCpuWorkGroups.cpp - Kernels as work-group functions ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-native-cpu-work-groups: for the native CPU target, turns every kernel
// (a function run once per work-item) into a function run once per
// work-group, <kernel>.work_group(<the kernel's parameters>, group), and
// gives it the entry the native_cpu plugin calls from its threads:
//
//   void __prism_wg_<kernel>(void *const *args,
//                            const prism_native_work_group *group)
//
// (include/prism/native_cpu_abi.h), which loads each parameter from the
// address args holds for it (unaligned: the ABI promises no alignment; a
// byval parameter is copied first) and calls the work-group function, which
// the optimiser then inlines. One signature for every kernel lets the plugin
// call any of them without knowing its parameters. The work-item builtins
// become values of the loops over the group's work-items that the function
// runs, so the vectoriser sees the kernel's body in a loop over consecutive
// work-items.
//
// Barriers: the kernel's blocks are cut into regions at each
// __prism_barrier() call, a region being what a work-item runs from the
// kernel's entry or from a barrier up to the next barrier or the end. The
// work-group function runs one region for every work-item, then the region
// that follows the barrier they stopped at (every work-item of a group
// reaches the same barrier: SYCL, HIP and CUDA demand it), until they end:
// a dispatch loop over regions around loops over work-items, each with a
// copy of its region's blocks. This is continuation-based synchronisation
// (the form AdaptiveCpp and Karrenberg and Hack describe), which keeps
// barriers in loops and branches as easy as straight-line ones. A value
// that a work-item computes before a barrier and uses after it is kept per
// work-item: stored, where it is defined, in an array indexed by the
// work-item's linear index, and loaded where it is used. Which values those
// are is decided exactly (the value is live at a barrier), so a kernel
// without barriers keeps everything in registers. A private variable
// (alloca) gets an element per work-item when a barrier lies between two of
// its uses (or its address escapes where the pass cannot follow it);
// otherwise the work-items share it, as they do without barriers.
//
// A value live at a barrier that the next region can compute again from
// the ids, the arguments and reads of the by-value functor (an address in
// a local tile, an index) is computed again there instead of kept: kept,
// the vectoriser would reload it as a vector of pointers, each access a
// gather. One that is alike for the whole group (WorkGroupUniformity.h)
// is kept once: stored by every work-item, and read once ahead of the
// work-item loops of a region that needs it from before the region.
// Inner loops without a barrier that run a constant number of times
// are marked for full unrolling, so that the work-item loop around them is
// the innermost loop, the one the vectoriser takes. The work-item loops
// are declared parallel, and reads of the functor invariant. A kernel with
// barriers gets a second work-group function for groups 16 work-items
// wide, where the loop over rows is the innermost loop around one vector
// step (copyForRowWidth()).
//
// Sub-groups: PRISM_NATIVE_SUB_GROUP_SIZE consecutive local linear ids.
// The device library (device-lib/native_cpu/sub_group.cpp) exchanges their
// values through a work-group variable between calls of
// __prism_sub_group_barrier(), which cuts regions as a barrier does. A
// kernel with such a cut runs each region for one sub-group at a time: a
// sub-group runs on past its sub-group barriers until it stops at a
// work-group barrier or ends, then the next sub-group runs the same stretch,
// and after the last all go on (emitSubGroupDispatch()). Sub-groups may so
// take different paths, as SYCL, HIP and CUDA allow (a branch on the
// sub-group's id around a warp reduction), and a region's work-item loop is
// one vector step of the sub-group's lanes: without masks where every lane
// waits for the region (addLoopForEveryLane()), masked where lanes parted.
// Functions that reach a work-item builtin or a barrier are inlined into the
// kernels first; one that cannot be (recursion) is reported naming the kernel.
//
//===----------------------------------------------------------------------===//
#include "BarrierLoops.h"
#include "PrismPasses.h"
#include "WorkGroupUniformity.h"

#include "prism/native_cpu_abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#define DEBUG_TYPE "prism-native-cpu-work-groups"

using namespace llvm;

namespace prism {
namespace {

/// The work-item builtins of include/prism/device/builtins.h.
enum class Builtin {
  GlobalId,
  GlobalSize,
  LocalId,
  LocalSize,
  GroupId,
  NumGroups,
  Barrier,
  SubGroupBarrier,
  ConvergedLanes
};

constexpr std::pair<StringLiteral, Builtin> BuiltinNames[] = {
    {"__prism_global_id", Builtin::GlobalId},
    {"__prism_global_size", Builtin::GlobalSize},
    {"__prism_local_id", Builtin::LocalId},
    {"__prism_local_size", Builtin::LocalSize},
    {"__prism_group_id", Builtin::GroupId},
    {"__prism_num_groups", Builtin::NumGroups},
    {"__prism_barrier", Builtin::Barrier},
    {"__prism_sub_group_barrier", Builtin::SubGroupBarrier},
    {"__prism_native_converged_lanes", Builtin::ConvergedLanes}};

Optional<Builtin> builtinOf(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  if (!Callee)
    return None;
  for (const auto &[Name, Kind] : BuiltinNames)
    if (Callee->getName() == Name)
      return Kind;
  return None;
}

bool isBarrier(Builtin Kind) {
  return Kind == Builtin::Barrier || Kind == Builtin::SubGroupBarrier;
}

/// Whether I is a work-group or a sub-group barrier.
bool isBarrier(const Instruction &I) {
  auto Kind = builtinOf(I);
  return Kind && isBarrier(*Kind);
}

/// Fields of prism_native_work_group, each an array of three uint64_t.
enum GroupField : unsigned { GroupIdField, LocalSizeField, NumGroupsField };

/// What the generated code knows of its work-group: the fields of the
/// group argument, loaded once.
struct GroupValues {
  Value *Field[3][3]; // [GroupField][dimension]
  Value *WorkItems;   // the product of the local sizes
};

/// Inlines into K every call of a function that reaches a work-item
/// builtin or a barrier, so that they are all in K. False when one cannot
/// be inlined.
bool inlineWorkItemCallees(Function &K, std::string &Problem) {
  SmallPtrSet<const Function *, 16> Reaching;
  Module &M = *K.getParent();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Function &F : M)
      if (!F.isDeclaration() && !Reaching.contains(&F))
        for (const Instruction &I : instructions(F)) {
          const auto *Call = dyn_cast<CallBase>(&I);
          const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
          if (builtinOf(I) || (Callee && Reaching.contains(Callee))) {
            Reaching.insert(&F);
            Changed = true;
            break;
          }
        }
  }
  // Inlining a recursive function would never end.
  for (const Function *F : Reaching) {
    SmallPtrSet<const Function *, 16> Seen;
    SmallVector<const Function *, 16> Pending{F};
    while (!Pending.empty()) {
      const Function *Caller = Pending.pop_back_val();
      for (const Instruction &I : instructions(*Caller)) {
        const auto *Call = dyn_cast<CallBase>(&I);
        const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
        if (Callee == F) {
          Problem = "'" + F->getName().str() +
                    "' is recursive and reaches a work-item builtin or a "
                    "barrier, so it cannot be part of a work-group function";
          return false;
        }
        if (Callee && Reaching.contains(Callee) && Seen.insert(Callee).second)
          Pending.push_back(Callee);
      }
    }
  }
  for (bool Inlined = true; Inlined;) {
    Inlined = false;
    for (Instruction &I : instructions(K)) {
      auto *Call = dyn_cast<CallBase>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !Reaching.contains(Callee))
        continue;
      InlineFunctionInfo Info;
      if (!InlineFunction(*Call, Info).isSuccess()) {
        Problem = "cannot inline '" + Callee->getName().str() +
                  "', which reaches a work-item builtin or a barrier";
        return false;
      }
      Inlined = true;
      break;
    }
  }
  return true;
}

/// One region: the blocks a work-item runs from Start up to a barrier or
/// the end, and their copies in the work-group function.
struct Region {
  BasicBlock *Start = nullptr;
  SetVector<BasicBlock *> Blocks;
  ValueToValueMapTy Copies;
  // The block each copy was made from.
  DenseMap<const BasicBlock *, BasicBlock *> OriginalOf;
  // The work-item loops: the linear index, the three local ids, the block
  // the copy of Start is entered from, and the block a work-item leaves to.
  Value *WorkItem = nullptr;
  Value *LocalId[3] = {};
  // How many loops deep the work-items are: three (one per dimension), or
  // two for a sub-group's (its rows, and the work-items of a row).
  unsigned LoopDepth = 3;
  BasicBlock *Preheader = nullptr;
  BasicBlock *Header = nullptr;
  BasicBlock *Latch = nullptr;
  // By sub-group: the loop over a row's lanes, the block entering it,
  // whether every lane of the sub-group waits for the region, and the latch
  // of the loop that then runs them all (addLoopForEveryLane()).
  BasicBlock *Lanes = nullptr;
  BasicBlock *Row = nullptr;
  Value *EveryLaneWaits = nullptr;
  BasicBlock *EveryLaneLatch = nullptr;
  // The values computed again in R.Header (WorkGroupBuilder::Recomputable).
  DenseMap<const Value *, Value *> Recomputed;
  // Group-wide values loaded once in R.Preheader (WorkGroupBuilder::valueIn).
  DenseMap<const Value *, Value *> GroupReloads;
};

/// Rewrites one kernel; see the file comment.
class WorkGroupBuilder {
public:
  WorkGroupBuilder(Function &Kernel, ArrayType *GroupType)
      : K(Kernel), GroupType(GroupType), Ctx(Kernel.getContext()),
        I64(Type::getInt64Ty(Ctx)), I32(Type::getInt32Ty(Ctx)) {}

  Function *build();
  Function *copyForRowWidth();

  /// The width of groups (in dimension 0) that copyForRowWidth() is for:
  /// 16 floats, one AVX-512 vector or two AVX2 ones.
  static constexpr unsigned RowWidth = 16;

private:
  void splitAtBarriers();
  void collectRegions();
  bool liveAtBarrier(const Instruction &V) const;
  bool keptAcrossBarriers(const AllocaInst &A) const;
  bool recomputable(const Value *V, unsigned &Budget);
  bool invariantArgument(const Value *V);
  bool givesWorkItemValue(const Instruction &I);
  bool definedBeforeUse(Region &R, const Instruction &Def, Instruction *User,
                        BasicBlock *From) const;
  Value *recompute(Region &R, Value *V);
  void emitEntry();
  void shareLoopCarriedSlots();
  void emitWorkItemLoops(Region &R, BasicBlock *Exit);
  void emitSubGroupLoops(Region &R, BasicBlock *Exit, unsigned Index);
  void addLoopForEveryLane(Region &R, LoopInfo &Loops);
  void emitSubGroupDispatch(BasicBlock *Dispatch, BasicBlock *Done);
  void emitNextSubGroup(BasicBlock *NextSubGroup, Value *First, Value *Next,
                        BasicBlock *Dispatch);
  Value *laneCount(IRBuilder<> &B, Value *First);
  Value *everyLaneWaitsFor(IRBuilder<> &B, Value *First, Value *Count,
                           Value *Region, bool ScanPartial);
  Value *lanesFrom(IRBuilder<> &B, Value *First);
  void copyRegion(Region &R);
  void rewriteCopy(Region &R, Instruction &I);
  Value *valueIn(Region &R, Value *V, Instruction *User, BasicBlock *From);
  Value *builtinValue(Region &R, Builtin Kind, Value *Dimension,
                      IRBuilder<> &B);
  /// The element of a per-work-item array for R's work-item.
  Value *slotAddress(Region &R, AllocaInst *Slot, IRBuilder<> &B) {
    if (GroupSlots.contains(Slot))
      return Slot;
    Type *Element = Slot->getAllocatedType();
    if (ArrayAllocas.contains(Slot))
      return B.CreateInBoundsGEP(Element, Slot, {R.WorkItem, B.getInt64(0)});
    return B.CreateInBoundsGEP(Element, Slot, R.WorkItem);
  }
  BasicBlock *exitTo(Region &R, unsigned Next);
  void emitDispatch();
  void unrollInnerLoopsFully();
  void markWorkItemLoopsParallel();
  void markFunctorReadsInvariant();

  Function &K;
  ArrayType *GroupType;
  LLVMContext &Ctx;
  Type *I64, *I32;
  Function *W = nullptr;
  GroupValues Group = {};
  BasicBlock *Entry = nullptr;
  SmallVector<BasicBlock *, 8> Barriers; // region I + 1 follows Barriers[I]
  // Which of Barriers are sub-group barriers. With any, every region runs
  // one sub-group at a time (emitSubGroupDispatch()).
  SmallVector<bool, 8> SubGroupBarriers;
  bool BySubGroup = false;
  SmallVector<std::unique_ptr<Region>, 8> Regions;
  // Per work-item storage of values live at a barrier and of allocas.
  DenseMap<const Value *, AllocaInst *> Slots;
  // Values live at a barrier that each region computes again instead.
  SmallPtrSet<const Value *, 16> Recomputable;
  DenseMap<const Value *, bool> InvariantArguments;
  SmallVector<AllocaInst *, 8> Allocas;
  // Slots of allocas of several elements: [k x T] per work-item.
  SmallPtrSet<AllocaInst *, 4> ArrayAllocas;
  // Slots of values alike for the whole group: one element.
  SmallPtrSet<AllocaInst *, 8> GroupSlots;
  AllocaInst *NextRegion = nullptr;
  // By sub-group: the sub-group running, the local ids of its first
  // work-item, and the region every sub-group starts the current stretch
  // between work-group barriers from.
  AllocaInst *SubGroup = nullptr;
  AllocaInst *SubGroupFirstId[3] = {};
  AllocaInst *StretchStart = nullptr;
  // By sub-group: the region each work-item waits to run, the one after
  // the barrier it stopped at (lanes of a sub-group may stop at different
  // ones: HIP's and CUDA's warp functions with a mask).
  AllocaInst *LaneNext = nullptr;
  // By sub-group: the lanes of the sub-group that run the current region.
  AllocaInst *Converged = nullptr;
  DenseMap<std::pair<Region *, unsigned>, BasicBlock *> Exits;
  // The value of NextRegion after a work-item ended.
  static constexpr unsigned Finished = ~0u;
  // The most instructions a value live at a barrier may take to compute
  // again (recomputable()); beyond, it is kept per work-item.
  static constexpr unsigned MaxRecomputed = 16;
  // The longest constant loop unrollInnerLoopsFully() unrolls.
  static constexpr unsigned MaxUnrolledTrips = 64;
};

/// F's blocks in a reverse post-order in which each loop's blocks come
/// before those reached by leaving it: the depth-first search takes the
/// edges that leave a loop before those that stay in it. Plain reverse
/// post-order may put what follows a loop ahead of its body, which no
/// forward path joins. Barriers are numbered in this order, and
/// emitSubGroupDispatch() runs the lanes waiting at the earliest first: lanes
/// still in a loop or a branch before those that have left it.
static SmallVector<BasicBlock *, 32> loopsFirstOrder(Function &F) {
  DominatorTree Dominators(F);
  LoopInfo Loops(Dominators);
  SmallVector<BasicBlock *, 32> PostOrder;
  SmallPtrSet<BasicBlock *, 32> Seen;
  // (block, its successors in visiting order, the next one to visit)
  SmallVector<std::tuple<BasicBlock *, SmallVector<BasicBlock *, 4>, unsigned>,
              32>
      Stack;
  auto Enter = [&](BasicBlock *Block) {
    Seen.insert(Block);
    const Loop *In = Loops.getLoopFor(Block);
    SmallVector<BasicBlock *, 4> Next(successors(Block));
    std::stable_partition(Next.begin(), Next.end(), [&](BasicBlock *Successor) {
      return In && !In->contains(Successor);
    });
    Stack.emplace_back(Block, std::move(Next), 0);
  };
  Enter(&F.getEntryBlock());
  while (!Stack.empty()) {
    auto &[Block, Next, Index] = Stack.back();
    if (Index == Next.size()) {
      PostOrder.push_back(Block);
      Stack.pop_back();
      continue;
    }
    BasicBlock *Successor = Next[Index++];
    if (!Seen.contains(Successor))
      Enter(Successor);
  }
  return {PostOrder.rbegin(), PostOrder.rend()};
}

void WorkGroupBuilder::splitAtBarriers() {
  SmallVector<Instruction *, 8> Calls;
  for (BasicBlock *Block : loopsFirstOrder(*W))
    for (Instruction &I : *Block)
      if (isBarrier(I))
        Calls.push_back(&I);
  for (Instruction *Call : Calls) {
    bool OfSubGroup = builtinOf(*Call) == Builtin::SubGroupBarrier;
    BasicBlock *Before = Call->getParent();
    BasicBlock *Alone = Before->splitBasicBlock(
        Call, OfSubGroup ? "sub.group.barrier" : "barrier");
    Alone->splitBasicBlock(Call->getNextNode(), "after.barrier");
    Barriers.push_back(Alone);
    SubGroupBarriers.push_back(OfSubGroup);
    BySubGroup |= OfSubGroup;
  }
}

void WorkGroupBuilder::collectRegions() {
  auto Collect = [&](BasicBlock *Start) {
    auto R = std::make_unique<Region>();
    R->Start = Start;
    SmallVector<BasicBlock *, 16> Pending{Start};
    while (!Pending.empty()) {
      BasicBlock *Block = Pending.pop_back_val();
      if (is_contained(Barriers, Block) || !R->Blocks.insert(Block))
        continue;
      append_range(Pending, successors(Block));
    }
    Regions.push_back(std::move(R));
  };
  Collect(&W->getEntryBlock());
  for (BasicBlock *Barrier : Barriers)
    Collect(Barrier->getSingleSuccessor());
}

/// Whether a work-item may use V after it passed a barrier since computing
/// it: whether a path from V's definition to a use crosses a barrier.
bool WorkGroupBuilder::liveAtBarrier(const Instruction &V) const {
  const BasicBlock *Def = V.getParent();
  SmallPtrSet<const BasicBlock *, 16> Seen;
  SmallVector<const BasicBlock *, 16> Pending;
  for (const Use &U : V.uses()) {
    const auto *User = cast<Instruction>(U.getUser());
    if (const auto *Phi = dyn_cast<PHINode>(User))
      Pending.push_back(Phi->getIncomingBlock(U));
    else if (User->getParent() != Def)
      Pending.push_back(User->getParent());
  }
  while (!Pending.empty()) {
    const BasicBlock *Block = Pending.pop_back_val();
    if (Block == Def || !Seen.insert(Block).second)
      continue;
    if (is_contained(Barriers, Block))
      return true;
    append_range(Pending, predecessors(Block));
  }
  return false;
}

/// Whether a work-item may read from A after a barrier what it wrote there
/// before: a path from a block that uses A (or an address into it) to
/// another passes a barrier. An address that leaves what this can follow
/// (stored, passed to a call, turned into an integer) counts as kept.
bool WorkGroupBuilder::keptAcrossBarriers(const AllocaInst &A) const {
  SmallPtrSet<const BasicBlock *, 16> UseBlocks;
  SmallPtrSet<const Value *, 16> Seen;
  SmallVector<const Value *, 16> Pending{&A};
  while (!Pending.empty()) {
    const Value *Address = Pending.pop_back_val();
    if (!Seen.insert(Address).second)
      continue;
    for (const Use &U : Address->uses()) {
      const auto *User = cast<Instruction>(U.getUser());
      UseBlocks.insert(User->getParent());
      if (const auto *Phi = dyn_cast<PHINode>(User))
        UseBlocks.insert(Phi->getIncomingBlock(U));
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst, PHINode,
              SelectInst>(User))
        Pending.push_back(User);
      else if (const auto *Store = dyn_cast<StoreInst>(User)) {
        if (Store->getValueOperand() == Address)
          return true;
      } else if (const auto *Intrinsic = dyn_cast<IntrinsicInst>(User)) {
        if (!Intrinsic->isLifetimeStartOrEnd() && !isa<MemIntrinsic>(Intrinsic))
          return true;
      } else if (!isa<LoadInst>(User)) {
        return true;
      }
    }
  }
  auto Reaches = [&](BasicBlock *From, bool Forward) {
    SmallPtrSet<const BasicBlock *, 32> Reached;
    SmallVector<BasicBlock *, 16> Blocks;
    auto Next = [&](BasicBlock *Block) {
      if (Forward)
        append_range(Blocks, successors(Block));
      else
        append_range(Blocks, predecessors(Block));
    };
    Next(From);
    while (!Blocks.empty()) {
      BasicBlock *Block = Blocks.pop_back_val();
      if (!Reached.insert(Block).second)
        continue;
      if (UseBlocks.contains(Block))
        return true;
      Next(Block);
    }
    return false;
  };
  return any_of(Barriers, [&](BasicBlock *Barrier) {
    return Reaches(Barrier, /*Forward=*/false) &&
           Reaches(Barrier, /*Forward=*/true);
  });
}

void WorkGroupBuilder::emitEntry() {
  const WorkGroupUniformity Uniformity(
      *W, [&](const Instruction &I) { return givesWorkItemValue(I); });
  for (Instruction &I : W->getEntryBlock())
    if (auto *A = dyn_cast<AllocaInst>(&I); A && A->isStaticAlloca())
      Allocas.push_back(A);
  Entry = BasicBlock::Create(Ctx, "work.group", W, &W->getEntryBlock());
  IRBuilder<> B(Entry);
  Argument *GroupArg = W->getArg(W->arg_size() - 1);
  for (unsigned F = 0; F < 3; ++F)
    for (unsigned D = 0; D < 3; ++D) {
      Value *Address =
          B.CreateConstInBoundsGEP2_32(GroupType, GroupArg, 0, F * 3 + D);
      Group.Field[F][D] = B.CreateLoad(I64, Address);
    }
  Group.WorkItems = B.CreateMul(B.CreateMul(Group.Field[LocalSizeField][0],
                                            Group.Field[LocalSizeField][1]),
                                Group.Field[LocalSizeField][2], "work.items");
  if (Barriers.empty()) {
    // One region: a work-item's allocas are dead before the next one
    // starts, so all share them (moved out of the loops).
    for (AllocaInst *A : Allocas)
      A->moveBefore(*Entry, Entry->end());
    Allocas.clear();
    return;
  }
  // Allocas whose contents no barrier separates from their uses are shared
  // by the work-items, as without barriers.
  erase_if(Allocas, [&](AllocaInst *A) {
    if (keptAcrossBarriers(*A))
      return false;
    A->moveBefore(*Entry, Entry->end());
    return true;
  });
  NextRegion = B.CreateAlloca(I32, nullptr, "next.region");
  if (BySubGroup) {
    SubGroup = B.CreateAlloca(I64, nullptr, "sub.group.first");
    for (unsigned D = 0; D < 3; ++D)
      SubGroupFirstId[D] =
          B.CreateAlloca(I64, nullptr, "sub.group.first.id." + Twine(D));
    StretchStart = B.CreateAlloca(I32, nullptr, "stretch.start");
    LaneNext = B.CreateAlloca(I32, Group.WorkItems, "next.region.work.items");
    Converged = B.CreateAlloca(I64, nullptr, "converged.lanes");
  }
  for (AllocaInst *A : Allocas) {
    // An alloca of k elements gets [k x T] per work-item.
    uint64_t Count = cast<ConstantInt>(A->getArraySize())->getZExtValue();
    Type *Element = Count == 1 ? A->getAllocatedType()
                               : ArrayType::get(A->getAllocatedType(), Count);
    Slots[A] =
        B.CreateAlloca(Element, Group.WorkItems, A->getName() + ".work.items");
    Slots[A]->setAlignment(A->getAlign());
    if (Count != 1)
      ArrayAllocas.insert(Slots[A]);
  }
  for (Instruction &I : instructions(W)) {
    if (I.getParent() == Entry || I.getType()->isVoidTy() || Slots.count(&I) ||
        !liveAtBarrier(I))
      continue;
    unsigned Budget = MaxRecomputed;
    if (recomputable(&I, Budget)) {
      Recomputable.insert(&I);
    } else if (!BySubGroup && Uniformity.isUniform(I)) {
      // (By sub-group, one sub-group may run past the next definition of
      // such a value before the next sub-group reads the one before, so
      // there each work-item keeps its own.)
      Slots[&I] = B.CreateAlloca(I.getType(), nullptr, I.getName() + ".group");
      GroupSlots.insert(Slots[&I]);
    } else {
      Slots[&I] = B.CreateAlloca(I.getType(), Group.WorkItems,
                                 I.getName() + ".work.items");
    }
  }
}

/// Whether V is used (by another user than Except) after From, on a path
/// that does not enter Stop.
static bool usedAfter(const Value &V, const Instruction &From,
                      const BasicBlock *Stop, const User *Except) {
  const BasicBlock *Start = From.getParent();
  // The blocks in which V is used, or at whose end (by a phi).
  SmallPtrSet<const BasicBlock *, 16> UseBlocks;
  for (const Use &U : V.uses()) {
    const auto *User = cast<Instruction>(U.getUser());
    if (User == Except)
      continue;
    const BasicBlock *Block = User->getParent();
    if (const auto *Phi = dyn_cast<PHINode>(User))
      Block = Phi->getIncomingBlock(U);
    if (Block == Start && (isa<PHINode>(User) || From.comesBefore(User)))
      return true;
    UseBlocks.insert(Block);
  }
  SmallPtrSet<const BasicBlock *, 16> Seen;
  SmallVector<const BasicBlock *, 16> Pending(successors(Start));
  while (!Pending.empty()) {
    const BasicBlock *Block = Pending.pop_back_val();
    if (Block == Stop || !Seen.insert(Block).second)
      continue;
    if (UseBlocks.contains(Block))
      return true;
    append_range(Pending, successors(Block));
  }
  return false;
}

/// Gives a loop-carried phi kept per work-item the slot of its value from
/// the loop's latch when their lives do not overlap: the phi is dead once
/// the value is computed, and the value is dead once the phi takes it (a
/// running sum across a tile loop's barriers). The phi's store then writes
/// back what the slot holds, which the optimiser removes, where it would
/// copy every work-item's value from one array to another on every trip.
void WorkGroupBuilder::shareLoopCarriedSlots() {
  SmallPtrSet<AllocaInst *, 8> Shared;
  for (auto &[Value, Slot] : Slots) {
    auto *Phi = dyn_cast<PHINode>(Value);
    if (!Phi || GroupSlots.contains(Slot) || Shared.contains(Slot))
      continue;
    for (const llvm::Value *Incoming : Phi->incoming_values()) {
      auto *Next = dyn_cast<Instruction>(Incoming);
      auto Carried =
          Next && !isa<AllocaInst>(Next) ? Slots.find(Next) : Slots.end();
      if (Carried == Slots.end() || Carried->second == Slot ||
          GroupSlots.contains(Carried->second) ||
          Shared.contains(Carried->second) ||
          usedAfter(*Phi, *Next, Phi->getParent(), nullptr) ||
          usedAfter(*Next, *Phi, Next->getParent(), Phi))
        continue;
      Slot->eraseFromParent();
      Slot = Carried->second;
      Shared.insert(Slot);
      break;
    }
  }
}

/// Whether I gives each work-item its own value whatever its operands (for
/// WorkGroupUniformity): the work-item ids, the addresses of private
/// variables, reads of memory other than the by-value functor, atomics and
/// calls that may touch memory.
bool WorkGroupBuilder::givesWorkItemValue(const Instruction &I) {
  if (auto Kind = builtinOf(I))
    return *Kind == Builtin::GlobalId || *Kind == Builtin::LocalId;
  if (const auto *Load = dyn_cast<LoadInst>(&I))
    return !Load->isSimple() ||
           !invariantArgument(
               Load->getPointerOperand()->stripInBoundsConstantOffsets());
  if (const auto *Call = dyn_cast<CallBase>(&I))
    return !Call->doesNotAccessMemory() || Call->isConvergent();
  return isa<AllocaInst, AtomicRMWInst, AtomicCmpXchgInst>(I) ||
         I.mayReadFromMemory();
}

/// Whether V is a by-value kernel argument (the functor) that nothing
/// writes: reading it again after a barrier gives what it gave before.
bool WorkGroupBuilder::invariantArgument(const Value *V) {
  auto *Arg = dyn_cast<Argument>(V);
  if (!Arg || !Arg->hasByValAttr())
    return false;
  auto [Known, Inserted] = InvariantArguments.try_emplace(Arg, true);
  if (!Inserted)
    return Known->second;
  SmallVector<const Value *, 8> Pending = {Arg};
  while (!Pending.empty()) {
    const Value *Pointer = Pending.pop_back_val();
    for (const User *U : Pointer->users()) {
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(U))
        Pending.push_back(U);
      else if (auto *Copy = dyn_cast<MemTransferInst>(U);
               !isa<LoadInst>(U) && !(Copy && Copy->getRawSource() == Pointer &&
                                      Copy->getRawDest() != Pointer))
        return InvariantArguments[Arg] = false;
    }
  }
  return true;
}

/// Whether V, live at a barrier, can be computed again where it is used,
/// within Budget instructions, instead of kept per work-item: constants and
/// arguments, work-item builtins, reads of the functor at constant offsets,
/// and arithmetic, casts, comparisons and address computations of such
/// values (no division, which could trap where the kernel did not divide).
/// The addresses of a kernel's local tiles and the indices into them are
/// such values: kept per work-item, they would be reloaded as vectors of
/// pointers, each access a gather.
bool WorkGroupBuilder::recomputable(const Value *V, unsigned &Budget) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Budget == 0)
    return false;
  --Budget;
  if (auto Kind = builtinOf(*I))
    return !isBarrier(*Kind) && *Kind != Builtin::ConvergedLanes &&
           recomputable(cast<CallBase>(I)->getArgOperand(0), Budget);
  if (auto *Load = dyn_cast<LoadInst>(I))
    return Load->isSimple() &&
           invariantArgument(
               Load->getPointerOperand()->stripInBoundsConstantOffsets()) &&
           recomputable(Load->getPointerOperand(), Budget);
  if (I->isIntDivRem() || !isa<BinaryOperator, CastInst, GetElementPtrInst,
                               CmpInst, SelectInst, ExtractValueInst>(I))
    return false;
  return all_of(I->operands(),
                [&](const Use &Op) { return recomputable(Op.get(), Budget); });
}

/// V (recomputable) computed again at the top of R's work-item loop.
Value *WorkGroupBuilder::recompute(Region &R, Value *V) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return V;
  if (Value *Known = R.Recomputed.lookup(V))
    return Known;
  auto *I = cast<Instruction>(V);
  IRBuilder<> B(R.Header->getTerminator());
  Value *Again;
  if (auto Kind = builtinOf(*I)) {
    Again = builtinValue(R, *Kind,
                         recompute(R, cast<CallBase>(I)->getArgOperand(0)), B);
  } else {
    Instruction *Clone = I->clone();
    for (Use &Op : Clone->operands())
      Op.set(recompute(R, Op.get()));
    Again = B.Insert(Clone, I->getName() + ".again");
  }
  R.Recomputed[V] = Again;
  return Again;
}

/// Loops over the group's work-items, dimension 0 innermost, around the
/// copy of R's blocks (entered from R.Header, left to R.Latch); when all
/// are done, continues at Exit.
void WorkGroupBuilder::emitWorkItemLoops(Region &R, BasicBlock *Exit) {
  R.Preheader = BasicBlock::Create(Ctx, "region", W);
  BasicBlock *Headers[3], *Latches[3];
  for (unsigned D = 0; D < 3; ++D) {
    Headers[D] = BasicBlock::Create(Ctx, "local.id." + Twine(D), W);
    Latches[D] = BasicBlock::Create(Ctx, "local.id." + Twine(D) + ".next", W);
  }
  IRBuilder<> B(R.Preheader);
  B.CreateBr(Headers[2]);
  PHINode *Ids[3];
  for (int D = 2; D >= 0; --D) {
    B.SetInsertPoint(Headers[D]);
    Ids[D] = B.CreatePHI(I64, 2, "local.id." + Twine(D));
    Ids[D]->addIncoming(B.getInt64(0), D == 2 ? R.Preheader : Headers[D + 1]);
    if (D > 0)
      B.CreateBr(Headers[D - 1]);
    R.LocalId[D] = Ids[D];
  }
  // Dimension D's latch goes back to its header, or, when its work-items
  // are done, on to the next dimension out.
  for (unsigned D = 0; D < 3; ++D) {
    B.SetInsertPoint(Latches[D]);
    Value *Next = B.CreateAdd(Ids[D], B.getInt64(1), "", /*HasNUW=*/true);
    Ids[D]->addIncoming(Next, Latches[D]);
    B.CreateCondBr(B.CreateICmpULT(Next, Group.Field[LocalSizeField][D]),
                   Headers[D], D == 2 ? Exit : Latches[D + 1]);
  }
  R.Header = Headers[0];
  R.Latch = Latches[0];
  B.SetInsertPoint(R.Header);
  R.WorkItem = B.CreateAdd(
      B.CreateMul(
          B.CreateAdd(B.CreateMul(Ids[2], Group.Field[LocalSizeField][1]),
                      Ids[1]),
          Group.Field[LocalSizeField][0]),
      Ids[0], "work.item");
}

BasicBlock *WorkGroupBuilder::exitTo(Region &R, unsigned Next) {
  BasicBlock *&Block = Exits[{&R, Next}];
  if (!Block) {
    Block = BasicBlock::Create(Ctx, "work.item.done", W);
    IRBuilder<> B(Block);
    if (LaneNext)
      B.CreateStore(B.getInt32(Next),
                    B.CreateInBoundsGEP(I32, LaneNext, R.WorkItem));
    else if (NextRegion)
      B.CreateStore(B.getInt32(Next), NextRegion);
    B.CreateBr(R.Latch);
  }
  return Block;
}

Value *WorkGroupBuilder::builtinValue(Region &R, Builtin Kind, Value *Dimension,
                                      IRBuilder<> &B) {
  // OpenCL's answer for a dimension past the third: 1 for a size, 0 for an
  // id.
  bool Size = Kind == Builtin::LocalSize || Kind == Builtin::NumGroups ||
              Kind == Builtin::GlobalSize;
  Value *Beyond = B.getInt64(Size ? 1 : 0);
  auto PerDimension = [&](auto ValueOf) -> Value * {
    if (auto *Constant = dyn_cast<ConstantInt>(Dimension))
      return Constant->getZExtValue() < 3 ? ValueOf(Constant->getZExtValue())
                                          : Beyond;
    Value *D = B.CreateZExtOrTrunc(Dimension, I32);
    Value *Answer = Beyond;
    for (unsigned Known = 3; Known-- > 0;)
      Answer = B.CreateSelect(B.CreateICmpEQ(D, B.getInt32(Known)),
                              ValueOf(Known), Answer);
    return Answer;
  };
  switch (Kind) {
  case Builtin::LocalId:
    return PerDimension([&](unsigned D) { return R.LocalId[D]; });
  case Builtin::LocalSize:
    return PerDimension(
        [&](unsigned D) { return Group.Field[LocalSizeField][D]; });
  case Builtin::GroupId:
    return PerDimension(
        [&](unsigned D) { return Group.Field[GroupIdField][D]; });
  case Builtin::NumGroups:
    return PerDimension(
        [&](unsigned D) { return Group.Field[NumGroupsField][D]; });
  case Builtin::GlobalSize:
    return PerDimension([&](unsigned D) {
      return B.CreateMul(Group.Field[LocalSizeField][D],
                         Group.Field[NumGroupsField][D]);
    });
  case Builtin::GlobalId:
    return PerDimension([&](unsigned D) {
      return B.CreateAdd(B.CreateMul(Group.Field[GroupIdField][D],
                                     Group.Field[LocalSizeField][D]),
                         R.LocalId[D]);
    });
  case Builtin::ConvergedLanes:
    assert(Converged && "converged lanes asked for without sub-group barriers");
    return B.CreateLoad(I64, Converged, "converged.lanes");
  case Builtin::Barrier:
  case Builtin::SubGroupBarrier:
    break;
  }
  llvm_unreachable("barriers are region boundaries");
}

/// The value V has for the copy of User in R: its copy, its per-work-item
/// slot loaded before User (at the end of From for a phi), or V itself.
Value *WorkGroupBuilder::valueIn(Region &R, Value *V, Instruction *User,
                                 BasicBlock *From) {
  auto *Original = dyn_cast<Instruction>(V);
  if (!Original || Original->getParent() == Entry)
    return V;
  if (Recomputable.contains(V))
    return recompute(R, V);
  auto Slot = Slots.find(V);
  if (Slot == Slots.end()) {
    // Not live at a barrier: defined in the region, before the use.
    Value *Copy = R.Copies.lookup(V);
    assert(Copy && "a value used in a region without its definition");
    return Copy;
  }
  if (GroupSlots.contains(Slot->second)) {
    // Alike for every work-item: this work-item's own value where the
    // region computed it before the use, else the one before the region
    // (read ahead of the work-item loops, as work-items that ran already
    // may have stored the next one).
    if (definedBeforeUse(R, *Original, User, From))
      return R.Copies[V];
    Value *&Reload = R.GroupReloads[V];
    if (!Reload) {
      IRBuilder<> B(R.Preheader->getTerminator());
      Reload = B.CreateLoad(V->getType(), Slot->second,
                            V->getName() + ".group.reload");
    }
    return Reload;
  }
  Instruction *Where = From ? From->getTerminator() : User;
  IRBuilder<> B(Where);
  Value *Address = slotAddress(R, Slot->second, B);
  if (isa<AllocaInst>(V))
    return Address;
  return B.CreateLoad(V->getType(), Address, V->getName() + ".reload");
}

/// Whether every path in R from its start to the use (User, or the end of
/// block From for a phi's incoming value; both copies) passes Def.
bool WorkGroupBuilder::definedBeforeUse(Region &R, const Instruction &Def,
                                        Instruction *User,
                                        BasicBlock *From) const {
  const auto *DefCopy = dyn_cast_or_null<Instruction>(R.Copies.lookup(&Def));
  if (!DefCopy)
    return false;
  BasicBlock *UseBlock = From ? From : User->getParent();
  if (DefCopy->getParent() == UseBlock)
    return From || DefCopy->comesBefore(User);
  const BasicBlock *Target = R.OriginalOf.lookup(UseBlock);
  assert(Target && "a use outside the region's copies");
  SmallPtrSet<const BasicBlock *, 16> Seen{Def.getParent()};
  SmallVector<const BasicBlock *, 16> Pending{R.Start};
  while (!Pending.empty()) {
    const BasicBlock *Block = Pending.pop_back_val();
    if (!R.Blocks.contains(const_cast<BasicBlock *>(Block)) ||
        !Seen.insert(Block).second)
      continue;
    if (Block == Target)
      return false;
    append_range(Pending, successors(Block));
  }
  return true;
}

void WorkGroupBuilder::rewriteCopy(Region &R, Instruction &I) {
  if (auto *Phi = dyn_cast<PHINode>(&I)) {
    for (unsigned In = Phi->getNumIncomingValues(); In-- > 0;) {
      BasicBlock *From = Phi->getIncomingBlock(In);
      // A region's start has no phis (it follows a barrier block, its one
      // predecessor, or is the entry); elsewhere, edges from outside the
      // region do not exist in its copy.
      if (!R.Blocks.contains(From)) {
        Phi->removeIncomingValue(In, /*DeletePHIIfEmpty=*/false);
        continue;
      }
      BasicBlock *FromCopy = cast<BasicBlock>(R.Copies[From]);
      Phi->setIncomingValue(
          In, valueIn(R, Phi->getIncomingValue(In), nullptr, FromCopy));
      Phi->setIncomingBlock(In, FromCopy);
    }
    return;
  }
  if (auto *Return = dyn_cast<ReturnInst>(&I)) {
    BranchInst::Create(exitTo(R, Finished), Return);
    Return->eraseFromParent();
    return;
  }
  for (Use &Operand : I.operands()) {
    if (auto *Target = dyn_cast<BasicBlock>(Operand.get())) {
      auto *Barrier = find(Barriers, Target);
      Operand.set(Barrier != Barriers.end()
                      ? exitTo(R, Barrier - Barriers.begin() + 1)
                      : cast<BasicBlock>(R.Copies[Target]));
      continue;
    }
    Operand.set(valueIn(R, Operand.get(), &I, nullptr));
  }
}

void WorkGroupBuilder::copyRegion(Region &R) {
  SmallVector<BasicBlock *, 16> Copies;
  for (BasicBlock *Block : R.Blocks) {
    BasicBlock *Copy = CloneBasicBlock(Block, R.Copies, ".r", W);
    R.Copies[Block] = Copy;
    R.OriginalOf[Copy] = Block;
    Copies.push_back(Copy);
  }
  assert(!isa<PHINode>(R.Start->front()) && "a region starts with a phi");
  BranchInst::Create(cast<BasicBlock>(R.Copies[R.Start]), R.Header);
  // Allocas with a slot are replaced by their element, not copied.
  for (AllocaInst *A : Allocas)
    if (Value *Copy = R.Copies.lookup(A)) {
      cast<Instruction>(Copy)->eraseFromParent();
      R.Copies.erase(A);
    }
  // The copied instructions only: rewriting one may insert reloads ahead of
  // another (a phi's, before its incoming block's terminator), which are
  // the region's already.
  SmallVector<Instruction *, 64> Copied;
  for (BasicBlock *Copy : Copies)
    for (Instruction &I : *Copy)
      Copied.push_back(&I);
  for (Instruction *I : Copied)
    rewriteCopy(R, *I);
  // Values live at a barrier are stored where they are defined.
  for (auto &[Original, Slot] : Slots) {
    auto *Copy = isa<AllocaInst>(Original)
                     ? nullptr
                     : dyn_cast_or_null<Instruction>(R.Copies.lookup(Original));
    if (!Copy)
      continue;
    BasicBlock *Block = Copy->getParent();
    IRBuilder<> B(Block, isa<PHINode>(Copy) ? Block->getFirstInsertionPt()
                                            : std::next(Copy->getIterator()));
    B.CreateStore(Copy, slotAddress(R, Slot, B));
  }
  // The work-item builtins become the loops' values.
  for (BasicBlock *Copy : Copies)
    for (Instruction &I : make_early_inc_range(*Copy))
      if (auto Kind = builtinOf(I)) {
        IRBuilder<> B(&I);
        auto &Call = cast<CallBase>(I);
        I.replaceAllUsesWith(builtinValue(
            R, *Kind, Call.arg_empty() ? nullptr : Call.getArgOperand(0), B));
        I.eraseFromParent();
      }
}

/// Entry, then the regions: the one after the barrier the work-items
/// stopped at, until they finish. Without barriers, just the one region.
void WorkGroupBuilder::emitDispatch() {
  BasicBlock *Done = BasicBlock::Create(Ctx, "done", W);
  ReturnInst::Create(Ctx, Done);
  IRBuilder<> B(Entry);
  if (!NextRegion) {
    emitWorkItemLoops(*Regions.front(), Done);
    B.CreateBr(Regions.front()->Preheader);
    return;
  }
  BasicBlock *Dispatch = BasicBlock::Create(Ctx, "dispatch", W);
  B.CreateStore(B.getInt32(0), NextRegion);
  if (BySubGroup) {
    B.CreateStore(B.getInt64(0), SubGroup);
    for (AllocaInst *Id : SubGroupFirstId)
      B.CreateStore(B.getInt64(0), Id);
    B.CreateStore(B.getInt32(0), StretchStart);
    B.CreateStore(lanesFrom(B, B.getInt64(0)), Converged);
    B.CreateMemSet(LaneNext, B.getInt8(0),
                   B.CreateMul(Group.WorkItems, B.getInt64(4)), Align(4));
    B.CreateBr(Dispatch);
    emitSubGroupDispatch(Dispatch, Done);
    return;
  }
  B.CreateBr(Dispatch);
  B.SetInsertPoint(Dispatch);
  SwitchInst *Switch = B.CreateSwitch(B.CreateLoad(I32, NextRegion, "next"),
                                      Done, Regions.size());
  for (unsigned I = 0; I < Regions.size(); ++I) {
    emitWorkItemLoops(*Regions[I], Dispatch);
    Switch->addCase(B.getInt32(I), Regions[I]->Preheader);
  }
}

/// Dispatch by sub-group: each sub-group in turn runs the regions from
/// StretchStart on until every lane stops at a work-group barrier or ends;
/// when the last sub-group has, all go on from the region after that
/// barrier. A region runs the lanes of the current sub-group that wait for
/// it (emitSubGroupLoops()); after it, the sub-group runs the earliest
/// region after a sub-group barrier that one of its lanes waits for, so that
/// lanes that called a warp function with a mask of their own exchange their
/// values before the others pass a later one.
void WorkGroupBuilder::emitSubGroupDispatch(BasicBlock *Dispatch,
                                            BasicBlock *Done) {
  auto *AfterRegion = BasicBlock::Create(Ctx, "after.region", W);
  auto *Together = BasicBlock::Create(Ctx, "lanes.together", W);
  auto *Scan = BasicBlock::Create(Ctx, "waiting.lanes", W);
  auto *Scanned = BasicBlock::Create(Ctx, "waiting.lanes.done", W);
  auto *Resume = BasicBlock::Create(Ctx, "resume.sub.group", W);
  auto *NextSubGroup = BasicBlock::Create(Ctx, "next.sub.group", W);
  IRBuilder<> B(Dispatch);
  SwitchInst *Switch = B.CreateSwitch(B.CreateLoad(I32, NextRegion, "next"),
                                      Done, Regions.size());
  for (unsigned I = 0; I < Regions.size(); ++I) {
    emitSubGroupLoops(*Regions[I], AfterRegion, I);
    Switch->addCase(B.getInt32(I), Regions[I]->Preheader);
  }
  // Which regions follow a sub-group barrier (region 0 follows none).
  SmallVector<uint8_t, 16> Follows{0};
  for (bool OfSubGroup : SubGroupBarriers)
    Follows.push_back(OfSubGroup);
  Constant *Table = ConstantDataArray::get(Ctx, Follows);
  auto *FollowsSubGroupBarrier = new GlobalVariable(
      *W->getParent(), Table->getType(), /*isConstant=*/true,
      GlobalValue::PrivateLinkage, Table, W->getName() + ".sub.group.regions");
  auto FollowsBarrierOfSubGroup = [&](Value *Region) {
    Value *Known = B.CreateICmpULT(Region, B.getInt32(Follows.size()));
    Value *Index =
        B.CreateZExt(B.CreateSelect(Known, Region, B.getInt32(0)), I64);
    Value *Entry = B.CreateLoad(B.getInt8Ty(),
                                B.CreateInBoundsGEP(Table->getType(),
                                                    FollowsSubGroupBarrier,
                                                    {B.getInt64(0), Index}));
    return B.CreateICmpNE(Entry, B.getInt8(0));
  };
  // Mostly every lane waits for the same region: a vector compare.
  B.SetInsertPoint(AfterRegion);
  Value *First = B.CreateLoad(I64, SubGroup, "sub.group.first");
  Value *Count = laneCount(B, First);
  Value *None = B.getInt32(Finished);
  Value *Lead = B.CreateLoad(I32, B.CreateInBoundsGEP(I32, LaneNext, First),
                             "stopped.at");
  Value *Alike = everyLaneWaitsFor(B, First, Count, Lead, /*ScanPartial=*/true);
  BasicBlock *Compared = B.GetInsertBlock();
  B.CreateCondBr(Alike, Together, Scan);
  B.SetInsertPoint(Together);
  BasicBlock *ResumeTogether = BasicBlock::Create(Ctx, "resume.together", W);
  B.CreateCondBr(FollowsBarrierOfSubGroup(Lead), ResumeTogether, NextSubGroup);
  B.SetInsertPoint(ResumeTogether);
  B.CreateStore(Lead, NextRegion);
  B.CreateStore(lanesFrom(B, First), Converged);
  B.CreateBr(Dispatch);
  // Lanes apart: the earliest region one waits for, and who waits for it.
  B.SetInsertPoint(Scan);
  PHINode *Lane = B.CreatePHI(I64, 2, "lane");
  PHINode *Earliest = B.CreatePHI(I32, 2, "earliest");
  PHINode *Waiting = B.CreatePHI(I64, 2, "waiting.lanes");
  Lane->addIncoming(B.getInt64(0), Compared);
  Earliest->addIncoming(None, Compared);
  Waiting->addIncoming(B.getInt64(0), Compared);
  Value *Waits = B.CreateLoad(
      I32, B.CreateInBoundsGEP(I32, LaneNext, B.CreateAdd(First, Lane)));
  Value *AfterSubGroupBarrier = FollowsBarrierOfSubGroup(Waits);
  Value *Earlier =
      B.CreateAnd(AfterSubGroupBarrier, B.CreateICmpULT(Waits, Earliest));
  Value *Also =
      B.CreateAnd(AfterSubGroupBarrier, B.CreateICmpEQ(Waits, Earliest));
  Value *Bit = B.CreateShl(B.getInt64(1), Lane);
  Value *NextEarliest = B.CreateSelect(Earlier, Waits, Earliest);
  Value *NextWaiting = B.CreateSelect(
      Earlier, Bit, B.CreateSelect(Also, B.CreateOr(Waiting, Bit), Waiting));
  Value *NextLane = B.CreateAdd(Lane, B.getInt64(1));
  Lane->addIncoming(NextLane, Scan);
  Earliest->addIncoming(NextEarliest, Scan);
  Waiting->addIncoming(NextWaiting, Scan);
  B.CreateCondBr(B.CreateICmpULT(NextLane, Count), Scan, Scanned);
  B.SetInsertPoint(Scanned);
  B.CreateCondBr(B.CreateICmpNE(NextEarliest, None), Resume, NextSubGroup);
  B.SetInsertPoint(Resume);
  B.CreateStore(NextEarliest, NextRegion);
  B.CreateStore(NextWaiting, Converged);
  B.CreateBr(Dispatch);
  emitNextSubGroup(NextSubGroup, First, Lead, Dispatch);
}

/// From NextSubGroup, where every lane of the sub-group whose first
/// work-item is First waits at the work-group barrier before region Next,
/// or has ended: the next sub-group runs the stretch, or, after the last,
/// all go on from Next.
void WorkGroupBuilder::emitNextSubGroup(BasicBlock *NextSubGroup, Value *First,
                                        Value *Next, BasicBlock *Dispatch) {
  auto *SameStretch = BasicBlock::Create(Ctx, "same.stretch", W);
  auto *NextStretch = BasicBlock::Create(Ctx, "next.stretch", W);
  IRBuilder<> B(NextSubGroup);
  Value *Following = B.CreateAdd(First, B.getInt64(PRISM_NATIVE_SUB_GROUP_SIZE),
                                 "", /*HasNUW=*/true);
  B.CreateCondBr(B.CreateICmpULT(Following, Group.WorkItems), SameStretch,
                 NextStretch);
  B.SetInsertPoint(SameStretch);
  B.CreateStore(Following, SubGroup);
  Value *Rest = Following;
  for (unsigned D = 0; D < 2; ++D) {
    Value *Size = Group.Field[LocalSizeField][D];
    B.CreateStore(B.CreateURem(Rest, Size), SubGroupFirstId[D]);
    Rest = B.CreateUDiv(Rest, Size);
  }
  B.CreateStore(Rest, SubGroupFirstId[2]);
  B.CreateStore(lanesFrom(B, Following), Converged);
  B.CreateStore(B.CreateLoad(I32, StretchStart), NextRegion);
  B.CreateBr(Dispatch);
  B.SetInsertPoint(NextStretch);
  B.CreateStore(B.getInt64(0), SubGroup);
  for (AllocaInst *Id : SubGroupFirstId)
    B.CreateStore(B.getInt64(0), Id);
  B.CreateStore(Next, StretchStart);
  B.CreateStore(Next, NextRegion);
  B.CreateStore(lanesFrom(B, B.getInt64(0)), Converged);
  B.CreateBr(Dispatch);
}

/// How many lanes the sub-group whose first work-item is First has.
Value *WorkGroupBuilder::laneCount(IRBuilder<> &B, Value *First) {
  return B.CreateBinaryIntrinsic(Intrinsic::umin,
                                 B.CreateSub(Group.WorkItems, First),
                                 B.getInt64(PRISM_NATIVE_SUB_GROUP_SIZE));
}

/// Whether every lane of the sub-group whose first work-item is First
/// (Count lanes) waits for Region: one vector compare for a whole
/// sub-group; for a partial one a loop over its lanes, or false unless
/// ScanPartial. Leaves B at the end of the block that has the answer.
Value *WorkGroupBuilder::everyLaneWaitsFor(IRBuilder<> &B, Value *First,
                                           Value *Count, Value *Region,
                                           bool ScanPartial) {
  BasicBlock *From = B.GetInsertBlock();
  auto *Whole = BasicBlock::Create(Ctx, "lanes.whole", W);
  auto *Partial =
      ScanPartial ? BasicBlock::Create(Ctx, "lanes.partial", W) : nullptr;
  auto *Known = BasicBlock::Create(Ctx, "lanes.known", W);
  B.CreateCondBr(B.CreateICmpEQ(Count, B.getInt64(PRISM_NATIVE_SUB_GROUP_SIZE)),
                 Whole, ScanPartial ? Partial : Known);
  B.SetInsertPoint(Whole);
  auto *Vector = FixedVectorType::get(I32, PRISM_NATIVE_SUB_GROUP_SIZE);
  Value *Waits = B.CreateAlignedLoad(
      Vector,
      B.CreateBitCast(B.CreateInBoundsGEP(I32, LaneNext, First),
                      Vector->getPointerTo()),
      Align(4));
  Value *AllWhole = B.CreateAndReduce(B.CreateICmpEQ(
      Waits, B.CreateVectorSplat(PRISM_NATIVE_SUB_GROUP_SIZE, Region)));
  B.CreateBr(Known);
  Value *AllPartial = nullptr;
  if (ScanPartial) {
    B.SetInsertPoint(Partial);
    PHINode *Lane = B.CreatePHI(I64, 2, "lane");
    PHINode *SoFar = B.CreatePHI(B.getInt1Ty(), 2, "alike");
    Lane->addIncoming(B.getInt64(0), From);
    SoFar->addIncoming(B.getTrue(), From);
    Value *LaneWaits = B.CreateLoad(
        I32, B.CreateInBoundsGEP(I32, LaneNext, B.CreateAdd(First, Lane)));
    AllPartial = B.CreateAnd(SoFar, B.CreateICmpEQ(LaneWaits, Region));
    Value *NextLane = B.CreateAdd(Lane, B.getInt64(1));
    Lane->addIncoming(NextLane, Partial);
    SoFar->addIncoming(AllPartial, Partial);
    B.CreateCondBr(B.CreateICmpULT(NextLane, Count), Partial, Known);
  }
  B.SetInsertPoint(Known);
  PHINode *All = B.CreatePHI(B.getInt1Ty(), 2, "every.lane");
  All->addIncoming(AllWhole, Whole);
  if (ScanPartial)
    All->addIncoming(AllPartial, Partial);
  else
    All->addIncoming(B.getFalse(), From);
  return All;
}

/// The mask of every lane of the sub-group whose first work-item is First.
Value *WorkGroupBuilder::lanesFrom(IRBuilder<> &B, Value *First) {
  return B.CreateSub(B.CreateShl(B.getInt64(1), laneCount(B, First)),
                     B.getInt64(1));
}

/// Loops over the current sub-group's work-items (up to
/// PRISM_NATIVE_SUB_GROUP_SIZE consecutive local linear ids): over the rows
/// (dimension 0) it touches, and within each over its work-items, as
/// emitWorkItemLoops() does for the group, skipping those that wait for
/// another region. A sub-group lies in one row unless rows are shorter than
/// it or not a multiple of it.
void WorkGroupBuilder::emitSubGroupLoops(Region &R, BasicBlock *Exit,
                                         unsigned Index) {
  R.Preheader = BasicBlock::Create(Ctx, "region", W);
  auto *Row = BasicBlock::Create(Ctx, "sub.group.row", W);
  auto *RowNext = BasicBlock::Create(Ctx, "sub.group.row.next", W);
  auto *NextRow = BasicBlock::Create(Ctx, "sub.group.next.row", W);
  auto *Lane = BasicBlock::Create(Ctx, "sub.group.lane", W);
  R.Header = BasicBlock::Create(Ctx, "sub.group.lane.waits", W);
  R.Latch = BasicBlock::Create(Ctx, "sub.group.lane.next", W);
  R.LoopDepth = 2;
  Value *Size0 = Group.Field[LocalSizeField][0];
  Value *Size1 = Group.Field[LocalSizeField][1];
  IRBuilder<> B(R.Preheader);
  Value *First = B.CreateLoad(I64, SubGroup, "sub.group.first");
  Value *Count = laneCount(B, First);
  Value *FirstId[3];
  for (unsigned D = 0; D < 3; ++D)
    FirstId[D] = B.CreateLoad(I64, SubGroupFirstId[D]);
  // A partial sub-group always takes the loop that asks each lane.
  R.EveryLaneWaits = everyLaneWaitsFor(B, First, Count, B.getInt32(Index),
                                       /*ScanPartial=*/false);
  BasicBlock *Check = B.GetInsertBlock();
  B.CreateBr(Row);
  R.Row = Row;
  R.Lanes = Lane;
  // A row: the work-items [Start, Start + InRow) of dimension 0 at (Y, Z),
  // with Left work-items of the sub-group from Start on.
  B.SetInsertPoint(Row);
  PHINode *Start = B.CreatePHI(I64, 2, "row.start");
  PHINode *Y = B.CreatePHI(I64, 2, "local.id.1");
  PHINode *Z = B.CreatePHI(I64, 2, "local.id.2");
  PHINode *Left = B.CreatePHI(I64, 2, "left");
  Start->addIncoming(FirstId[0], Check);
  Y->addIncoming(FirstId[1], Check);
  Z->addIncoming(FirstId[2], Check);
  Left->addIncoming(Count, Check);
  Value *InRow =
      B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateSub(Size0, Start), Left);
  Value *End = B.CreateAdd(Start, InRow, "row.end");
  B.CreateBr(Lane);
  B.SetInsertPoint(Lane);
  PHINode *X = B.CreatePHI(I64, 2, "local.id.0");
  X->addIncoming(Start, Row);
  R.LocalId[0] = X;
  R.LocalId[1] = Y;
  R.LocalId[2] = Z;
  R.WorkItem =
      B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(Z, Size1), Y), Size0), X,
                  "work.item");
  Value *Waits =
      B.CreateLoad(I32, B.CreateInBoundsGEP(I32, LaneNext, R.WorkItem));
  B.CreateCondBr(B.CreateICmpEQ(Waits, B.getInt32(Index)), R.Header, R.Latch);
  B.SetInsertPoint(R.Latch);
  Value *NextX = B.CreateAdd(X, B.getInt64(1), "", /*HasNUW=*/true);
  X->addIncoming(NextX, R.Latch);
  B.CreateCondBr(B.CreateICmpULT(NextX, End), Lane, RowNext);
  B.SetInsertPoint(RowNext);
  Value *StillLeft = B.CreateSub(Left, InRow);
  B.CreateCondBr(B.CreateICmpEQ(StillLeft, B.getInt64(0)), Exit, NextRow);
  B.SetInsertPoint(NextRow);
  Value *NextY = B.CreateAdd(Y, B.getInt64(1));
  Value *Wraps = B.CreateICmpEQ(NextY, Size1);
  Start->addIncoming(B.getInt64(0), NextRow);
  Y->addIncoming(B.CreateSelect(Wraps, B.getInt64(0), NextY), NextRow);
  Z->addIncoming(B.CreateAdd(Z, B.CreateZExt(Wraps, I64)), NextRow);
  Left->addIncoming(StillLeft, NextRow);
  B.CreateBr(Row);
}

/// A second loop over a row of R's lanes, taken when every lane of the
/// sub-group waits for R (the usual case): it runs each lane without asking
/// whether it waits here. With nothing left to mask, the vectoriser loads a
/// value every lane reads (a slot of a sub-group exchange) once instead of
/// gathering it, and stores whole vectors instead of scattering them.
void WorkGroupBuilder::addLoopForEveryLane(Region &R, LoopInfo &Loops) {
  Loop *Lanes = Loops.getLoopFor(R.Latch);
  assert(Lanes && Lanes->getHeader() == R.Lanes &&
         "a region's lanes are not a loop");
  // Values go from a region to the next through memory, so none of the
  // loop's is used after it; a phi would otherwise be needed.
  for (BasicBlock *Block : Lanes->blocks())
    for (Instruction &I : *Block)
      for (User *U : I.users())
        if (!Lanes->contains(cast<Instruction>(U)))
          return;
  ValueToValueMapTy Map;
  SmallVector<BasicBlock *, 32> Copies;
  for (BasicBlock *Block : Lanes->blocks()) {
    Copies.push_back(CloneBasicBlock(Block, Map, ".every.lane", W));
    Map[Block] = Copies.back();
  }
  remapInstructionsInBlocks(Copies, Map);
  auto *Asks =
      cast<BranchInst>(cast<BasicBlock>(Map[R.Lanes])->getTerminator());
  BranchInst::Create(Asks->getSuccessor(0), Asks);
  Value *Condition = Asks->getCondition();
  Asks->eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Condition);
  Instruction *Enter = R.Row->getTerminator();
  BranchInst::Create(cast<BasicBlock>(Map[R.Lanes]), R.Lanes, R.EveryLaneWaits,
                     Enter);
  Enter->eraseFromParent();
  R.EveryLaneLatch = cast<BasicBlock>(Map[R.Latch]);
}

/// Asks for the full unrolling of the kernel's innermost loops that hold no
/// barrier and run a constant number of times, at most MaxUnrolledTrips:
/// such a loop, a tile's dot product, would otherwise be the innermost loop
/// inside the work-item loops, and the vectoriser, which takes innermost
/// loops only, could not vectorise across work-items. This replaces the
/// llvm.loop.unroll.disable that prism-no-unroll-in-barrier-loops gave such
/// loops for PoCL (which unrolls them itself after forming its loops); a
/// user's own unroll hint stays.
void WorkGroupBuilder::unrollInnerLoopsFully() {
  DominatorTree Dominators(*W);
  LoopInfo Loops(Dominators);
  TargetLibraryInfoImpl LibraryImpl(Triple(W->getParent()->getTargetTriple()));
  TargetLibraryInfo Library(LibraryImpl);
  AssumptionCache Assumptions(*W);
  ScalarEvolution Evolution(*W, Library, Assumptions, Dominators, Loops);
  for (Loop *L : Loops.getLoopsInPreorder()) {
    if (!L->isInnermost() || (hasUnrollTransformation(L) != TM_Unspecified &&
                              !unrollDisabledForBarriers(*L)))
      continue;
    unsigned Trips = Evolution.getSmallConstantTripCount(L);
    if (Trips == 0 || Trips > MaxUnrolledTrips)
      continue;
    bool HasBarrier = any_of(L->blocks(), [](BasicBlock *Block) {
      return any_of(*Block, [](Instruction &I) { return isBarrier(I); });
    });
    if (HasBarrier)
      continue;
    MDNode *Full =
        MDNode::get(Ctx, MDString::get(Ctx, "llvm.loop.unroll.full"));
    L->setLoopID(makePostTransformationMetadata(
        Ctx, L->getLoopID(), {"llvm.loop.unroll.", BarrierNoUnrollMarker},
        {Full}));
  }
}

/// Marks the reads of a by-value kernel argument that nothing writes (the
/// functor: invariantArgument()) !invariant.load, so that they leave the
/// work-item loops and are read once, whatever the kernel stores: the
/// optimiser cannot tell a local tile's stores through a generic pointer
/// from the functor otherwise, and would read its fields again for every
/// work-item.
void WorkGroupBuilder::markFunctorReadsInvariant() {
  MDNode *Invariant = MDNode::get(Ctx, {});
  for (Argument &Arg : W->args()) {
    if (!invariantArgument(&Arg))
      continue;
    SmallVector<Value *, 8> Pending = {&Arg};
    while (!Pending.empty())
      for (User *U : Pending.pop_back_val()->users()) {
        if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(U))
          Pending.push_back(U);
        else if (auto *Load = dyn_cast<LoadInst>(U); Load && Load->isSimple())
          Load->setMetadata(LLVMContext::MD_invariant_load, Invariant);
      }
  }
}

/// Whether I's memory accesses may be declared free of dependences between
/// work-items: a simple load or store, or an intrinsic that is not a
/// volatile or element-wise atomic copy. Atomics, volatile accesses and
/// fences are how work-items may meet without a barrier; a call to a
/// function might hold one (and the inliner would give its accesses the
/// call's access group).
static bool accessesOwnMemory(const Instruction &I) {
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return Load->isSimple();
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->isSimple();
  if (auto *Copy = dyn_cast<MemIntrinsic>(&I))
    return !Copy->isVolatile();
  auto *Call = dyn_cast<IntrinsicInst>(&I);
  return Call && !isa<AnyMemIntrinsic>(Call) && !Call->isConvergent();
}

/// Declares the work-item loops parallel (llvm.loop.parallel_accesses).
/// Their iterations are different work-items, which SYCL, HIP and CUDA let
/// share memory between barriers only through atomics: the vectoriser need
/// not prove accesses independent, which it cannot do for a local tile
/// against global arrays, and would otherwise check at run time for every
/// row of work-items. A region holding anything else that touches memory
/// (accessesOwnMemory()) is analysed as before.
void WorkGroupBuilder::markWorkItemLoopsParallel() {
  DominatorTree Dominators(*W);
  LoopInfo Loops(Dominators);
  SmallVector<std::pair<BasicBlock *, unsigned>, 16> Latches;
  for (auto &R : Regions) {
    Latches.push_back({R->Latch, R->LoopDepth});
    if (!R->EveryLaneLatch)
      continue;
    Latches.push_back({R->EveryLaneLatch, R->LoopDepth});
    // The loop that asks each lane runs only where lanes parted or a
    // sub-group is partial; left scalar, it costs little to compile.
    Loop *Asking = Loops.getLoopFor(R->Latch);
    Asking->setLoopID(makePostTransformationMetadata(
        Ctx, Asking->getLoopID(), {},
        {MDNode::get(Ctx,
                     {MDString::get(Ctx, "llvm.loop.vectorize.enable"),
                      ConstantAsMetadata::get(ConstantInt::getFalse(Ctx))})}));
  }
  for (auto [Latch, LoopDepth] : Latches) {
    Loop *WorkItems = Loops.getLoopFor(Latch);
    assert(WorkItems && WorkItems->getLoopLatch() == Latch &&
           "a region's work-items are not a loop");
    SmallVector<Instruction *, 64> Accesses;
    bool Parallel = all_of(WorkItems->blocks(), [&](BasicBlock *Block) {
      for (Instruction &I : *Block) {
        if (!I.mayReadOrWriteMemory())
          continue;
        if (!accessesOwnMemory(I))
          return false;
        Accesses.push_back(&I);
      }
      return true;
    });
    if (!Parallel)
      continue;
    MDNode *Group = MDNode::getDistinct(Ctx, {});
    for (Instruction *I : Accesses)
      I->setMetadata(LLVMContext::MD_access_group,
                     uniteAccessGroups(
                         I->getMetadata(LLVMContext::MD_access_group), Group));
    MDNode *Property = MDNode::get(
        Ctx, {MDString::get(Ctx, "llvm.loop.parallel_accesses"), Group});
    // Innermost first.
    Loop *L = WorkItems;
    for (unsigned D = 0; D < LoopDepth && L; ++D, L = L->getParentLoop())
      L->setLoopID(
          makePostTransformationMetadata(Ctx, L->getLoopID(), {}, {Property}));
  }
}

Function *WorkGroupBuilder::build() {
  Module &M = *K.getParent();
  SmallVector<Type *, 8> Params(K.getFunctionType()->param_begin(),
                                K.getFunctionType()->param_end());
  Params.push_back(PointerType::getUnqual(GroupType));
  W = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                       GlobalValue::InternalLinkage,
                       K.getName() + ".work_group", M);
  W->copyAttributesFrom(&K);
  W->setCallingConv(CallingConv::C);
  W->setLinkage(GlobalValue::InternalLinkage);
  W->setVisibility(GlobalValue::DefaultVisibility);
  W->setComdat(nullptr);
  W->removeFnAttr(Attribute::Convergent);
  // The kernel's blocks and arguments become the work-group function's.
  W->getBasicBlockList().splice(W->end(), K.getBasicBlockList());
  for (unsigned I = 0; I < K.arg_size(); ++I) {
    W->getArg(I)->takeName(K.getArg(I));
    K.getArg(I)->replaceAllUsesWith(W->getArg(I));
  }
  W->getArg(K.arg_size())->setName("group");
  removeUnreachableBlocks(*W);
  unrollInnerLoopsFully();
  splitAtBarriers();
  collectRegions();
  emitEntry();
  shareLoopCarriedSlots();
  SmallVector<BasicBlock *, 32> Originals;
  for (BasicBlock &Block : *W)
    if (&Block != Entry)
      Originals.push_back(&Block);
  emitDispatch();
  for (auto &R : Regions)
    copyRegion(*R);
  // The originals are now dead; drop their references before erasing.
  for (BasicBlock *Block : Originals)
    Block->dropAllReferences();
  for (BasicBlock *Block : Originals)
    Block->eraseFromParent();
  if (BySubGroup) {
    DominatorTree Dominators(*W);
    LoopInfo Loops(Dominators);
    for (auto &R : Regions)
      addLoopForEveryLane(*R, Loops);
  }
  markFunctorReadsInvariant();
  markWorkItemLoopsParallel();
  return W;
}

/// For a kernel with barriers (a tiled one), a copy of the work-group
/// function for groups RowWidth work-items wide: the innermost work-item
/// loop then runs a known number of times, so the vectoriser makes it one
/// vector step without a remainder, and the loop over rows around it
/// becomes the innermost loop. The values each row shares (the rows of a
/// tile read by the whole row of work-items) then stay in registers across
/// rows instead of being read again for every row. Null without barriers
/// (such kernels get their group shape from the runtime, not the source)
/// and for kernels run by sub-group.
Function *WorkGroupBuilder::copyForRowWidth() {
  // A kernel run by sub-group gets none: its loops run a sub-group's 16
  // lanes whatever the group's width, and a copy would double the compile
  // time its two loops per region already cost (addLoopForEveryLane()).
  if (!NextRegion || BySubGroup)
    return nullptr;
  ValueToValueMapTy Map;
  Function *Copy = CloneFunction(W, Map);
  Copy->setName(W->getName() + ".width" + Twine(RowWidth));
  auto *Width = cast<LoadInst>(Map[Group.Field[LocalSizeField][0]]);
  Value *Address = Width->getPointerOperand();
  Width->replaceAllUsesWith(ConstantInt::get(I64, RowWidth));
  Width->eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Address);
  return Copy;
}

/// The exported entry of work-group function W of kernel K:
/// __prism_wg_<K>(args, group), which loads W's parameters from the
/// addresses in args and calls it, or Narrow (when there is one) for groups
/// WorkGroupBuilder::RowWidth work-items wide.
void emitUniformEntry(Function &K, Function &W, Function *Narrow,
                      ArrayType *GroupType) {
  Module &M = *K.getParent();
  LLVMContext &Ctx = M.getContext();
  Type *BytePtr = Type::getInt8PtrTy(Ctx);
  Type *GroupPtr = W.getArg(W.arg_size() - 1)->getType();
  Function *Entry = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx),
                        {PointerType::getUnqual(BytePtr), GroupPtr}, false),
      GlobalValue::ExternalLinkage, "__prism_wg_" + K.getName(), M);
  Entry->setCallingConv(CallingConv::C);
  for (Attribute::AttrKind Kind : {Attribute::NoUnwind, Attribute::NoRecurse})
    if (K.hasFnAttribute(Kind))
      Entry->addFnAttr(Kind);
  for (StringRef Kind : {"target-cpu", "target-features"})
    if (K.hasFnAttribute(Kind))
      Entry->addFnAttr(K.getFnAttribute(Kind));
  Argument *Args = Entry->getArg(0), *Group = Entry->getArg(1);
  Args->setName("args");
  Group->setName("group");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Entry));
  SmallVector<Value *, 8> Values;
  for (unsigned I = 0; I + 1 < W.arg_size(); ++I) {
    Argument *Param = W.getArg(I);
    Value *Address =
        B.CreateLoad(BytePtr, B.CreateConstInBoundsGEP1_64(BytePtr, Args, I),
                     Param->getName() + ".address");
    // The bytes of an argument may have any alignment: a by-value struct is
    // copied into an aligned one of the entry's own, which the call's byval
    // copies again (the optimiser merges the two), and other values are
    // loaded unaligned.
    if (Param->hasByValAttr()) {
      Type *Struct = Param->getParamByValType();
      AllocaInst *Copy = B.CreateAlloca(Struct, nullptr, Param->getName());
      Copy->setAlignment(Param->getParamAlign().valueOrOne());
      B.CreateMemCpy(Copy, Copy->getAlign(), Address, Align(1),
                     M.getDataLayout().getTypeAllocSize(Struct));
      Values.push_back(B.CreatePointerCast(Copy, Param->getType()));
      continue;
    }
    Value *Typed =
        B.CreatePointerCast(Address, PointerType::getUnqual(Param->getType()));
    Values.push_back(B.CreateAlignedLoad(Param->getType(), Typed, Align(1),
                                         Param->getName()));
  }
  Values.push_back(Group);
  if (Narrow) {
    Value *Width = B.CreateLoad(
        B.getInt64Ty(),
        B.CreateConstInBoundsGEP2_32(GroupType, Group, 0, LocalSizeField * 3),
        "local.size.0");
    BasicBlock *Narrowly = BasicBlock::Create(Ctx, "narrow", Entry);
    BasicBlock *Generally = BasicBlock::Create(Ctx, "general", Entry);
    B.CreateCondBr(
        B.CreateICmpEQ(Width, B.getInt64(WorkGroupBuilder::RowWidth)), Narrowly,
        Generally);
    B.SetInsertPoint(Narrowly);
    B.CreateCall(Narrow->getFunctionType(), Narrow, Values)
        ->setAttributes(Narrow->getAttributes());
    B.CreateRetVoid();
    B.SetInsertPoint(Generally);
  }
  CallInst *Call = B.CreateCall(W.getFunctionType(), &W, Values);
  Call->setAttributes(W.getAttributes());
  B.CreateRetVoid();
}

} // namespace

bool isNativeCpuWorkItemBuiltin(StringRef Name) {
  return llvm::any_of(
      BuiltinNames, [&](const auto &Builtin) { return Builtin.first == Name; });
}

PreservedAnalyses NativeCpuWorkGroupsPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (!F.isDeclaration() && F.getCallingConv() == CallingConv::SPIR_KERNEL)
      Kernels.push_back(&F);
  if (Kernels.empty())
    return PreservedAnalyses::all();
  LLVMContext &Ctx = M.getContext();
  // prism_native_work_group: group_id[3], local_size[3], num_groups[3].
  ArrayType *GroupType = ArrayType::get(Type::getInt64Ty(Ctx), 9);
  for (Function *K : Kernels) {
    std::string Problem;
    if (!inlineWorkItemCallees(*K, Problem))
      report_fatal_error("prism-native-cpu-work-groups: kernel '" +
                         K->getName() + "': " + Problem);
    WorkGroupBuilder Builder(*K, GroupType);
    Function *W = Builder.build();
    emitUniformEntry(*K, *W, Builder.copyForRowWidth(), GroupType);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << K->getName() << " -> "
                      << W->getName() << "\n");
    K->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

} // namespace prism
