//===- ManagedVariables.cpp - __managed__ variables in PTX device code ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism-managed-variables: gives each `__managed__` variable of an NVPTX
// device module the form Clang's HIP mode gives it on every other target:
// a device pointer of the variable's name, which the runtime sets to the
// variable's managed allocation, and every use a load of that pointer.
//
// Why: the host compile (HIP mode) registers a managed variable with
// __hipRegisterManagedVar and reaches it through a pointer, and so does the
// SPIR-V device compile; the NVPTX device compile runs in CUDA mode, where
// Clang 15 ignores the managed attribute. There hip_qualifiers.h marks the
// variable `__device__` with the annotation "prism.managed", and this pass,
// run at the start of Clang's pipeline (-fpass-plugin), rewrites what the
// annotation marks: a constant expression over the variable becomes
// instructions over the loaded pointer at each instruction that uses it.
// The variable itself, whose initial value the host keeps, goes; so does
// its annotation. A use outside a function (another variable's initial
// value naming it) cannot load, and is an error naming both.
//
//===----------------------------------------------------------------------===//
#include "ConstantReferences.h"
#include "PrismPasses.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Triple.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/ErrorHandling.h"

#define DEBUG_TYPE "prism-managed-variables"

using namespace llvm;

namespace prism {

namespace {

constexpr const char *ManagedAnnotation = "prism.managed";

/// The variables the annotation marks; removes their entries from
/// llvm.global.annotations (and the array when nothing else is left).
SmallVector<GlobalVariable *, 4> takeManagedVariables(Module &M) {
  SmallVector<GlobalVariable *, 4> Managed;
  GlobalVariable *Annotations = M.getNamedGlobal("llvm.global.annotations");
  if (!Annotations || !Annotations->hasInitializer())
    return Managed;
  auto *Entries = dyn_cast<ConstantArray>(Annotations->getInitializer());
  if (!Entries)
    return Managed;
  SmallVector<Constant *, 8> Kept;
  for (Value *Operand : Entries->operands()) {
    auto *Entry = cast<ConstantStruct>(Operand);
    auto *Variable =
        dyn_cast<GlobalVariable>(Entry->getOperand(0)->stripPointerCasts());
    auto *Text =
        dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    auto *Data = Text && Text->hasInitializer()
                     ? dyn_cast<ConstantDataArray>(Text->getInitializer())
                     : nullptr;
    if (Variable && Data && Data->isCString() &&
        Data->getAsCString() == ManagedAnnotation)
      Managed.push_back(Variable);
    else
      Kept.push_back(Entry);
  }
  if (Managed.empty())
    return Managed;
  if (Kept.empty()) {
    Annotations->eraseFromParent();
  } else {
    auto *Type =
        ArrayType::get(Entries->getType()->getElementType(), Kept.size());
    auto *Rest = new GlobalVariable(
        M, Type, false, Annotations->getLinkage(),
        ConstantArray::get(Type, Kept), "", Annotations,
        Annotations->getThreadLocalMode(), Annotations->getAddressSpace());
    Rest->setSection(Annotations->getSection());
    Rest->takeName(Annotations);
    Annotations->eraseFromParent();
  }
  return Managed;
}

/// C (the variable, or a constant expression over it) as a value at
/// InsertBefore, with the variable's address taken from Loaded.
Value *rebuild(Constant *C, GlobalVariable *Variable, Value *Loaded,
               Instruction *InsertBefore) {
  if (C == Variable)
    return Loaded;
  auto *Expression = dyn_cast<ConstantExpr>(C);
  if (!Expression)
    return C;
  // Operands first, so that they come before the instruction using them.
  Instruction *Rebuilt = Expression->getAsInstruction();
  for (Use &Operand : Rebuilt->operands())
    if (auto *Inner = dyn_cast<Constant>(Operand.get()))
      Operand.set(rebuild(Inner, Variable, Loaded, InsertBefore));
  Rebuilt->insertBefore(InsertBefore);
  return Rebuilt;
}

/// Where a use by I is computed: before I, or for a PHI's incoming value
/// at the end of the incoming block.
Instruction *insertionPointFor(Instruction *I, unsigned OperandNo) {
  if (auto *Phi = dyn_cast<PHINode>(I))
    return Phi->getIncomingBlock(OperandNo)->getTerminator();
  return I;
}

void rewriteUses(GlobalVariable *Variable, GlobalVariable *Pointer) {
  // The instructions that use the variable, directly or through constant
  // expressions; each is rewritten once.
  SmallVector<std::pair<Instruction *, unsigned>, 16> Uses;
  SmallVector<Constant *, 16> Work{Variable};
  while (!Work.empty()) {
    Constant *C = Work.pop_back_val();
    for (Use &U : C->uses()) {
      if (auto *I = dyn_cast<Instruction>(U.getUser()))
        Uses.push_back({I, U.getOperandNo()});
      else if (auto *Expression = dyn_cast<ConstantExpr>(U.getUser()))
        Work.push_back(Expression);
    }
  }
  for (auto [I, OperandNo] : Uses) {
    auto *Operand = cast<Constant>(I->getOperand(OperandNo));
    if (!refersTo(Operand, Variable))
      continue; // rewritten through an earlier operand of a PHI
    Instruction *Where = insertionPointFor(I, OperandNo);
    IRBuilder<> Builder(Where);
    Value *Loaded = Builder.CreateLoad(Pointer->getValueType(), Pointer,
                                       Variable->getName() + ".address");
    I->setOperand(OperandNo, rebuild(Operand, Variable, Loaded, Where));
  }
}

/// Drops Variable from llvm.used and llvm.compiler.used, adding Pointer.
void replaceInUsedLists(Module &M, GlobalVariable *Variable,
                        GlobalVariable *Pointer) {
  for (const char *Name : {"llvm.used", "llvm.compiler.used"}) {
    GlobalVariable *List = M.getNamedGlobal(Name);
    if (!List || !List->hasInitializer())
      continue;
    auto *Entries = dyn_cast<ConstantArray>(List->getInitializer());
    if (!Entries)
      continue;
    SmallVector<Constant *, 8> Kept;
    bool Found = false;
    for (Value *Entry : Entries->operands()) {
      if (cast<Constant>(Entry)->stripPointerCasts() == Variable) {
        Found = true;
        Kept.push_back(ConstantExpr::getPointerBitCastOrAddrSpaceCast(
            Pointer, Entry->getType()));
      } else {
        Kept.push_back(cast<Constant>(Entry));
      }
    }
    if (!Found)
      continue;
    auto *Type =
        ArrayType::get(Entries->getType()->getElementType(), Kept.size());
    auto *Replacement =
        new GlobalVariable(M, Type, false, List->getLinkage(),
                           ConstantArray::get(Type, Kept), "", List);
    Replacement->setSection(List->getSection());
    Replacement->takeName(List);
    List->eraseFromParent();
  }
}

} // namespace

PreservedAnalyses ManagedVariablesPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  if (!Triple(M.getTargetTriple()).isNVPTX())
    return PreservedAnalyses::all();
  SmallVector<GlobalVariable *, 4> Managed = takeManagedVariables(M);
  for (GlobalVariable *Variable : Managed) {
    // The pointer takes the variable's name, as in HIP's form.
    auto *Pointer = new GlobalVariable(
        M, PointerType::get(M.getContext(), Variable->getAddressSpace()),
        /*isConstant=*/false, Variable->getLinkage(),
        Constant::getNullValue(
            PointerType::get(M.getContext(), Variable->getAddressSpace())),
        "", Variable, GlobalValue::NotThreadLocal, Variable->getAddressSpace(),
        /*isExternallyInitialized=*/true);
    Pointer->takeName(Variable);
    Pointer->setVisibility(Variable->getVisibility());
    Variable->setName(Pointer->getName() + ".managed");
    replaceInUsedLists(M, Variable, Pointer);
    rewriteUses(Variable, Pointer);
    Variable->removeDeadConstantUsers();
    if (!Variable->use_empty())
      report_fatal_error("prism-managed-variables: __managed__ variable '" +
                             Pointer->getName() +
                             "' is named by another variable's initial "
                             "value, which cannot follow its pointer",
                         /*GenCrashDiag=*/false);
    LLVM_DEBUG(dbgs() << "prism-managed-variables: '" << Pointer->getName()
                      << "' is a pointer to its managed memory\n");
    Variable->eraseFromParent();
  }
  return Managed.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

} // namespace prism
