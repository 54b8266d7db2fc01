//===- StaticLocalMemory.cpp - Work-group variables the headers ask for ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-static-local-memory: gives the device library's requests for
// work-group local memory of a size known at compile time their work-group
// variables (internal, address space 3):
//
//  - __prism_static_local_memory(i64 Size, i64 Align): a variable of its own
//    for every call site, of Size bytes aligned to Align.
//  - __prism_static_local_memory_for_work_items(i64 Size, i64 Align,
//    i64 MaxWorkItems): the same, for memory holding an element per
//    work-item (sycl::private_memory); every kernel that reaches the call
//    gets the limit below, as for the group scratch.
//  - __prism_group_scratch(i64 Size, i64 Align, i64 MaxWorkItems): one
//    variable for every call of the module, as large and as aligned as the
//    largest call asks. Every kernel that reaches such a call gets
//    !prism_max_work_group_size !{i32 N}, N the smallest MaxWorkItems of the
//    calls it reaches (or the kernel's own __launch_bounds__, if smaller),
//    which prism-kernel-symbols writes into the kernel table for the
//    runtime to check at launch.
//
// Every argument must be a constant; anything else is an error naming the
// calling function. Every function that makes such a call, and every
// function on the way from a kernel to it, becomes always-inline, for the
// AlwaysInliner that follows this pass: PoCL gives a work-group variable to
// each work-group only where a kernel uses it itself (as OpenCL C, which
// declares __local variables in kernels only, allows); used from another
// function, as in any -O0 module, one variable is shared by every
// work-group running at the same time.
//
// Why: sycl::ext::oneapi::group_local_memory and the group algorithms need
// memory that the whole work-group shares and whose size the compiler
// knows. SPIR-V (a Workgroup variable) and PTX (.shared) both have that,
// but C++17 cannot give each call of a header function a `__shared__`
// variable of its own: a function-local one is one per template
// instantiation. group_local_memory calls __prism_static_local_memory from
// an always-inline function instead, so that after Clang's inlining each
// call site in user code is one call here and becomes one variable; a call
// that runs again (in a loop, or in a function called twice) gets the same
// memory again, which is what a work-group variable is. The group
// algorithms synchronise every use of their scratch themselves, so they
// share one. The pass runs right after prism-kernels-only, while every call
// is still where the headers put it and every kernel's calls are visible.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"
#include "PrismPasses.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

#define DEBUG_TYPE "prism-static-local-memory"

using namespace llvm;

namespace prism {

static constexpr unsigned LocalAddressSpace = 3;

/// The calls of the function named Name, with their constant arguments;
/// a call with an argument that is not a constant (or a size of 0, or an
/// alignment that is not a power of two) is reported and left out.
static SmallVector<std::pair<CallBase *, SmallVector<uint64_t, 3>>, 8>
constantCalls(Module &M, StringRef Name) {
  SmallVector<std::pair<CallBase *, SmallVector<uint64_t, 3>>, 8> Calls;
  Function *Callee = M.getFunction(Name);
  if (!Callee)
    return Calls;
  for (User *U : Callee->users()) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call || Call->getCalledOperand() != Callee)
      continue;
    SmallVector<uint64_t, 3> Values;
    for (Value *Arg : Call->args())
      if (auto *Constant = dyn_cast<ConstantInt>(Arg))
        Values.push_back(Constant->getZExtValue());
    if (Values.size() != Call->arg_size() || Values[0] == 0 ||
        !isPowerOf2_64(Values[1])) {
      M.getContext().emitError(
          "prism: '" + Call->getFunction()->getName() + "' asks " + Name +
          " for work-group local memory whose size or alignment is not a "
          "constant (a call that was not inlined from an always-inline "
          "function?)");
      continue;
    }
    Calls.push_back({Call, Values});
  }
  return Calls;
}

static GlobalVariable *workGroupVariable(Module &M, StringRef Name,
                                         uint64_t Size, uint64_t Align) {
  auto *Type = ArrayType::get(Type::getInt8Ty(M.getContext()), Size);
  auto *Variable = new GlobalVariable(
      M, Type, /*isConstant=*/false, GlobalValue::InternalLinkage,
      UndefValue::get(Type), Name, nullptr, GlobalValue::NotThreadLocal,
      LocalAddressSpace);
  Variable->setAlignment(MaybeAlign(Align));
  LLVM_DEBUG(dbgs() << "prism-static-local-memory: @" << Variable->getName()
                    << ", " << Size << " bytes aligned to " << Align << "\n");
  return Variable;
}

/// Makes Users, and every function that calls one of them, up to the
/// kernels, always-inline.
static void inlineIntoKernels(Module &M,
                              const SmallPtrSetImpl<Function *> &Users) {
  const auto Kernels = collectKernels(M);
  SmallPtrSet<Function *, 16> Seen;
  SmallVector<Function *, 16> Pending(Users.begin(), Users.end());
  while (!Pending.empty()) {
    Function *F = Pending.pop_back_val();
    if (Kernels.contains(F) || !Seen.insert(F).second)
      continue;
    F->removeFnAttr(Attribute::NoInline);
    F->addFnAttr(Attribute::AlwaysInline);
    for (User *U : F->users())
      if (auto *Call = dyn_cast<CallBase>(U);
          Call && Call->getCalledFunction() == F)
        Pending.push_back(Call->getFunction());
  }
}

static void replaceCall(CallBase *Call, GlobalVariable *Variable) {
  Call->replaceAllUsesWith(ConstantExpr::getPointerBitCastOrAddrSpaceCast(
      Variable, Call->getType()));
  Call->eraseFromParent();
}

/// Gives every kernel that reaches one of Limits' functions the smallest
/// limit it reaches as !prism_max_work_group_size.
static void recordLimits(Module &M,
                         const DenseMap<const Function *, uint64_t> &Limits) {
  LLVMContext &Context = M.getContext();
  for (const Function *Kernel : collectKernels(M)) {
    // A limit the kernel already has (__launch_bounds__) stays if lower.
    uint64_t Limit = UINT64_MAX;
    if (const MDNode *Bound = Kernel->getMetadata("prism_max_work_group_size"))
      Limit =
          mdconst::extract<ConstantInt>(Bound->getOperand(0))->getZExtValue();
    SmallPtrSet<const Function *, 32> Seen;
    SmallVector<const Function *, 32> Pending = {Kernel};
    while (!Pending.empty()) {
      const Function *F = Pending.pop_back_val();
      if (!Seen.insert(F).second)
        continue;
      auto Found = Limits.find(F);
      if (Found != Limits.end())
        Limit = std::min(Limit, Found->second);
      for (const Instruction &I : instructions(*F))
        if (const auto *Call = dyn_cast<CallBase>(&I))
          if (const Function *Callee = Call->getCalledFunction();
              Callee && !Callee->isDeclaration())
            Pending.push_back(Callee);
    }
    if (Limit == UINT64_MAX)
      continue;
    LLVM_DEBUG(dbgs() << "prism-static-local-memory: '" << Kernel->getName()
                      << "' runs at most " << Limit << " work-items a group\n");
    const_cast<Function *>(Kernel)->setMetadata(
        "prism_max_work_group_size",
        MDNode::get(Context, ConstantAsMetadata::get(ConstantInt::get(
                                 Type::getInt32Ty(Context),
                                 std::min<uint64_t>(Limit, UINT32_MAX)))));
  }
}

PreservedAnalyses StaticLocalMemoryPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  SmallPtrSet<Function *, 16> Users;
  for (auto &[Call, Values] : constantCalls(M, "__prism_static_local_memory")) {
    Users.insert(Call->getFunction());
    replaceCall(
        Call, workGroupVariable(M, "prism.static.local", Values[0], Values[1]));
  }

  DenseMap<const Function *, uint64_t> Limits;
  auto AddLimit = [&Limits](const CallBase *Call, uint64_t MaxWorkItems) {
    auto [It, Inserted] = Limits.try_emplace(Call->getFunction(), MaxWorkItems);
    if (!Inserted)
      It->second = std::min(It->second, MaxWorkItems);
  };
  for (auto &[Call, Values] :
       constantCalls(M, "__prism_static_local_memory_for_work_items")) {
    Users.insert(Call->getFunction());
    AddLimit(Call, Values[2]);
    replaceCall(Call, workGroupVariable(M, "prism.work.item.local", Values[0],
                                        Values[1]));
  }

  auto Scratch = constantCalls(M, "__prism_group_scratch");
  if (!Scratch.empty()) {
    uint64_t Size = 0, Align = 1;
    for (auto &[Call, Values] : Scratch) {
      Size = std::max(Size, Values[0]);
      Align = std::max(Align, Values[1]);
      AddLimit(Call, Values[2]);
    }
    GlobalVariable *Shared =
        workGroupVariable(M, "prism.group.scratch", Size, Align);
    for (auto &[Call, Values] : Scratch) {
      Users.insert(Call->getFunction());
      replaceCall(Call, Shared);
    }
  }
  if (!Limits.empty())
    recordLimits(M, Limits);
  inlineIntoKernels(M, Users);

  for (StringRef Name :
       {"__prism_static_local_memory",
        "__prism_static_local_memory_for_work_items", "__prism_group_scratch"})
    if (Function *F = M.getFunction(Name); F && F->use_empty())
      F->eraseFromParent();
  return Users.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

} // namespace prism
