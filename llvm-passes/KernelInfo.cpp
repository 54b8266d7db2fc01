//===- KernelInfo.cpp - What makes a function a kernel --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Kernel detection and display names shared by the passes (see KernelInfo.h).
// NVVM marks kernels either by calling convention or by an
// !nvvm.annotations entry {ptr @f, !"kernel", i32 1}; both are honoured so
// the passes work on SPIR-V and PTX modules alike.
//
//===----------------------------------------------------------------------===//
#include "KernelInfo.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace prism {

static void addNVVMAnnotatedKernels(const Module &M,
                                    SmallPtrSet<const Function *, 16> &Out) {
  const NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations");
  if (!Annotations)
    return;
  for (const MDNode *Entry : Annotations->operands()) {
    if (Entry->getNumOperands() < 3)
      continue;
    auto *Kind = dyn_cast<MDString>(Entry->getOperand(1));
    if (!Kind || Kind->getString() != "kernel")
      continue;
    auto *FnMD = dyn_cast_or_null<ValueAsMetadata>(Entry->getOperand(0));
    if (!FnMD)
      continue;
    if (auto *F = dyn_cast<Function>(FnMD->getValue()->stripPointerCasts()))
      Out.insert(F);
  }
}

SmallPtrSet<const Function *, 16> collectKernels(const Module &M) {
  SmallPtrSet<const Function *, 16> Kernels;
  for (const Function &F : M) {
    CallingConv::ID CC = F.getCallingConv();
    if (!F.isDeclaration() &&
        (CC == CallingConv::SPIR_KERNEL || CC == CallingConv::PTX_Kernel))
      Kernels.insert(&F);
  }
  addNVVMAnnotatedKernels(M, Kernels);
  return Kernels;
}

static bool pruneUsedList(Module &M, StringRef Name,
                          const SmallPtrSetImpl<const Function *> &Keep) {
  GlobalVariable *Used = M.getGlobalVariable(Name);
  if (!Used)
    return false;
  SmallVector<Constant *, 8> Kept;
  if (auto *Init = dyn_cast<ConstantArray>(Used->getInitializer()))
    for (Use &Entry : Init->operands()) {
      auto *Entity = cast<Constant>(Entry)->stripPointerCasts();
      if (auto *F = dyn_cast<Function>(Entity); F && Keep.contains(F))
        Kept.push_back(cast<Constant>(Entry));
    }
  auto *ElemTy = cast<ArrayType>(Used->getValueType())->getElementType();
  Used->eraseFromParent();
  if (Kept.empty())
    return true;
  auto *ArrTy = ArrayType::get(ElemTy, Kept.size());
  auto *NewUsed =
      new GlobalVariable(M, ArrTy, false, GlobalValue::AppendingLinkage,
                         ConstantArray::get(ArrTy, Kept), Name);
  NewUsed->setSection("llvm.metadata");
  return true;
}

bool pruneUsedLists(Module &M, const SmallPtrSetImpl<const Function *> &Keep) {
  bool Changed = pruneUsedList(M, "llvm.used", Keep);
  Changed |= pruneUsedList(M, "llvm.compiler.used", Keep);
  return Changed;
}

std::string displayName(StringRef Symbol) {
  StringRef Mangled = Symbol.split(".intern.").first;
  return demangle(Mangled.str());
}

// Every function F refers to: direct callees, and functions whose address
// it takes, also through constant expressions.
static SmallVector<const Function *, 8> referencedFunctions(const Function &F) {
  SetVector<const Function *> Found;
  SmallVector<const Constant *, 8> Worklist;
  SmallPtrSet<const Constant *, 16> Seen;
  for (const Instruction &I : instructions(F))
    for (const Value *Op : I.operands())
      if (auto *C = dyn_cast<Constant>(Op))
        Worklist.push_back(C);
  while (!Worklist.empty()) {
    const Constant *C = Worklist.pop_back_val();
    if (!Seen.insert(C).second)
      continue;
    if (auto *Callee = dyn_cast<Function>(C)) {
      Found.insert(Callee);
      continue;
    }
    if (auto *GV = dyn_cast<GlobalVariable>(C)) {
      if (GV->hasInitializer())
        Worklist.push_back(GV->getInitializer());
      continue;
    }
    for (const Value *Op : C->operands())
      if (auto *OpC = dyn_cast<Constant>(Op))
        Worklist.push_back(OpC);
  }
  return SmallVector<const Function *, 8>(Found.begin(), Found.end());
}

SetVector<const Function *>
missingImports(const Function &Kernel,
               function_ref<bool(const Function &)> Provided) {
  SetVector<const Function *> Missing;
  SmallPtrSet<const Function *, 32> Visited;
  SmallVector<const Function *, 16> Worklist = {&Kernel};
  while (!Worklist.empty()) {
    const Function *F = Worklist.pop_back_val();
    if (!Visited.insert(F).second)
      continue;
    if (F->isDeclaration()) {
      if (!Provided(*F))
        Missing.insert(F);
      continue;
    }
    for (const Function *Callee : referencedFunctions(*F))
      Worklist.push_back(Callee);
  }
  return Missing;
}

} // namespace prism
